import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const checkbox = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  cursor: "pointer",
  // the label is the hit area: 44 px tall (issue 12 "Phones")
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  selectors: { "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" } },
});
export const box = style({
  width: "1.15rem",
  height: "1.15rem",
  flexShrink: 0,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  color: vars.color.onPrimary,
  fontSize: "0.8rem",
  lineHeight: 1,
  selectors: {
    [`${checkbox}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${checkbox}[data-focus-visible] &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
