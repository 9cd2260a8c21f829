import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const control = style({ display: "flex", alignItems: "stretch" });
// a fixed part before the input (a phone's country code)
export const prefix = style({
  display: "inline-flex",
  alignItems: "center",
  padding: "0 0.6rem",
  border: `1px solid ${vars.color.borderStrong}`,
  borderInlineEnd: "none",
  borderStartStartRadius: vars.radius.medium,
  borderEndStartRadius: vars.radius.medium,
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
});
export const inputAfterPrefix = style({ borderStartStartRadius: 0, borderEndStartRadius: 0 });
