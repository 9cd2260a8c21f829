import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

// below this width the table becomes a list: one card per kind, its channels labelled (issue 12, 390 px phones)
const NARROW = "screen and (max-width: 640px)";

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  "@media": { [NARROW]: { display: "block" } },
});
export const head = style({ "@media": { [NARROW]: { display: "none" } } });
export const body = style({ "@media": { [NARROW]: { display: "grid", gap: "0.75rem" } } });
export const row = style({
  "@media": {
    [NARROW]: {
      display: "grid",
      gap: "0.25rem",
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.medium,
      padding: "0.75rem",
    },
  },
});
export const th = style({
  textAlign: "start",
  padding: "0.6rem 0.75rem",
  fontSize: "0.85rem",
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const kind = style({
  padding: "0.6rem 0.75rem",
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [NARROW]: { padding: 0, border: "none", fontWeight: 600 } },
});
export const cell = style({
  padding: "0.6rem 0.75rem",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "center",
  "@media": { [NARROW]: { padding: 0, border: "none", textAlign: "start" } },
});
/** A box and its label: the label is the hit area, 44 px each way (issue 12 "Phones"). */
export const check = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem",
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  cursor: "pointer",
});
export const box = style({ width: "1.15rem", height: "1.15rem", accentColor: vars.color.primary });
/** The channel's name beside each box, shown only where the column headers are not (the narrow list). */
export const channelName = style({ display: "none", "@media": { [NARROW]: { display: "inline" } } });
export const actions = style({ display: "flex", gap: "0.75rem", marginTop: "1rem", flexWrap: "wrap" });
export const section = style({ marginTop: "1.5rem" });
export const heading = style({ fontSize: "1.1rem", margin: "0 0 0.5rem" });
