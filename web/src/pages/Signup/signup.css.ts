import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const steps = style({
  listStyle: "none",
  display: "flex",
  gap: "0.25rem",
  padding: 0,
  margin: "0 0 1.25rem",
  counterReset: "step",
});
export const step = style({
  flex: 1,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "0.3rem",
  fontSize: "0.75rem",
  textAlign: "center",
  color: vars.color.textMuted,
  minWidth: 0,
  selectors: { '&[aria-current="step"]': { color: vars.color.text, fontWeight: 700 } },
});
export const stepMarker = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.9rem",
  height: "1.9rem",
  borderRadius: "50%",
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: "0.85rem",
  selectors: {
    [`${step}[aria-current="step"] &`]: {
      borderColor: vars.color.primary,
      color: vars.color.primary,
    },
    [`${step}[data-completed] &`]: {
      borderColor: vars.color.primary,
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
export const stepName = style({
  lineHeight: 1.2,
  overflowWrap: "anywhere",
  "@media": { "screen and (max-width: 480px)": { display: "none" } },
});
export const progress = style({ margin: "0 0 0.25rem", color: vars.color.textMuted, fontSize: "0.85rem" });
export const heading = style({ outline: "none", fontSize: "1.35rem" });
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: "0.75rem",
  marginTop: "1.25rem",
});
