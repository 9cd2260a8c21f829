import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css.js";

/** A confirmation shown in the page (a password changed, a link sent): the positive tone of the notifications. */
export const notice = style({
  margin: "0 0 1rem",
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSurface,
  color: vars.color.success,
  fontWeight: 500,
});
