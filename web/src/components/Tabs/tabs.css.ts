import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const tabList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem",
  borderBottom: `1px solid ${vars.color.border}`,
  marginBottom: "1.25rem",
});
export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.6rem 1rem",
  cursor: "pointer",
  color: vars.color.textMuted,
  fontWeight: 600,
  borderBottom: "3px solid transparent",
  marginBottom: "-1px",
  outline: "none",
  textDecoration: "none",
  selectors: {
    "&[data-hovered]": { color: vars.color.text },
    "&[data-selected], &[aria-current='page']": { color: vars.color.primary, borderBottomColor: vars.color.primary },
    "&[data-focus-visible], &:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});
export const panel = style({ outline: "none" });
