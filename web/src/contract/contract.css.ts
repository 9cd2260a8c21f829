import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css.js";

/** The terms inside the acceptance dialog: their own scroll box, so the buttons stay in view. */
export const termsBox = style({
  maxHeight: "40vh",
  overflowY: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "0 1rem",
  marginBottom: "1rem",
  overflowWrap: "anywhere",
});

export const section = style({ marginBlock: "0.75rem" });

/** The founder's text areas for the terms and the version notes. */
export const textarea = style({
  font: "inherit",
  minHeight: "12rem",
  padding: "0.5rem 0.75rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  width: "100%",
  boxSizing: "border-box",
  resize: "vertical",
  selectors: { "&[data-focused]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});

/** The founder's past version notes. */
export const notes = style({ listStyle: "none", padding: 0, margin: 0, overflowWrap: "anywhere" });
