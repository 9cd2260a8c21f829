import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The people home cards (issue 12). */
export const list = style({ listStyle: "none", margin: "0.75rem 0", padding: 0, display: "grid", gap: "0.5rem" });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.25rem 0.75rem",
  overflowWrap: "anywhere",
});
export const step = style({ display: "flex", alignItems: "flex-start", gap: "0.5rem" });
export const mark = style({
  flex: "0 0 auto",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: "50%",
  border: `2px solid ${vars.color.borderStrong}`,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontSize: "0.75rem",
  lineHeight: 1,
});
export const markDone = style({ background: vars.color.success, borderColor: vars.color.success, color: "#fff" });
/** A step's link, alone on its line: a 44 px target (issue 12 "Phones"). */
export const stepLink = style({ display: "inline-flex", alignItems: "center", minHeight: "2.75rem" });
export const done = style({ color: vars.color.textMuted, textDecoration: "line-through" });
export const wide = style({ gridColumn: "1 / -1" });
