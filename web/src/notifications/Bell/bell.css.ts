import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const trigger = style({ position: "relative" });
export const badge = style({
  position: "absolute",
  top: "-0.2rem",
  insetInlineEnd: "-0.2rem",
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: "0 0.3rem",
  borderRadius: "999px",
  background: vars.color.danger,
  // the same hue's surface tone: dark on the dark theme's light red, light on the light theme's dark red
  // (axe color-contrast: white on #ff9b8f was 2.0:1)
  color: vars.color.dangerSurface,
  fontSize: "0.75rem",
  fontWeight: 700,
  lineHeight: "1.25rem",
  textAlign: "center",
});
export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  width: "min(24rem, calc(100vw - 1rem))",
  maxHeight: "min(32rem, calc(100vh - 5rem))",
  overflow: "auto",
});
export const dialog = style({ outline: "none", padding: "0.75rem" });
export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  marginBottom: "0.5rem",
});
export const title = style({ fontSize: "1rem", margin: 0 });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.25rem" });
export const item = style({
  display: "grid",
  gap: "0.15rem",
  width: "100%",
  textAlign: "start",
  padding: "0.5rem 0.6rem",
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});
export const unread = style({ borderInlineStart: `3px solid ${vars.color.primary}` });
export const itemTitle = style({ fontWeight: 600 });
export const itemBody = style({ fontSize: "0.85rem", color: vars.color.textMuted });
export const itemTime = style({ fontSize: "0.75rem", color: vars.color.textMuted });
export const foot = style({ marginTop: "0.5rem", display: "flex", justifyContent: "flex-end" });
export const link = style({ color: vars.color.primary, fontSize: "0.9rem" });
