import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const group = style({ display: "flex", alignItems: "stretch" });
export const input = style({ borderStartEndRadius: 0, borderEndEndRadius: 0, minWidth: 0 });
/** The − and + buttons: 44 px targets (issue 12 "Phones"). */
export const stepper = style({
  minWidth: "2.75rem",
  border: `1px solid ${vars.color.borderStrong}`,
  borderInlineStart: "none",
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    "&:last-child": { borderStartEndRadius: vars.radius.medium, borderEndEndRadius: vars.radius.medium },
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-disabled]": { opacity: 0.45, cursor: "not-allowed" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});
