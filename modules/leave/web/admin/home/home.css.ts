import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The leave home cards' lists (issue 12). */
export const list = style({ listStyle: "none", margin: "0.5rem 0", padding: 0, display: "grid", gap: "0.4rem" });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: "0.25rem 0.75rem",
  overflowWrap: "anywhere",
});
export const subtitle = style({ fontSize: "1rem", margin: "0.75rem 0 0.25rem" });
export const figure = style({ fontWeight: 700 });
export const badge = style({
  fontSize: "0.8rem",
  padding: "0.05rem 0.5rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
});
export const overlap = style({ color: vars.color.textMuted, fontSize: "0.9rem", flexBasis: "100%" });
