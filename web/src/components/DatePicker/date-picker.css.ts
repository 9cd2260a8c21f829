import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";
import { input } from "../styles.css.js";

/** The date pickers' look: the app's inputs, a calendar popover, and marks for holidays, leaves and locked days. */
export const group = style([
  input,
  {
    display: "flex",
    alignItems: "center",
    gap: "0.25rem",
    paddingRight: "0.25rem",
    selectors: { "&[data-focus-within]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" } },
  },
]);
export const dateInput = style({ display: "flex", alignItems: "center", flex: "0 1 auto", minWidth: 0 });
export const rangeDash = style({ padding: "0 0.25rem", color: vars.color.textMuted });
export const segment = style({
  padding: "0 1px",
  borderRadius: vars.radius.small,
  fontVariantNumeric: "tabular-nums",
  outline: "none",
  selectors: {
    "&[data-placeholder]": { color: vars.color.textMuted },
    "&[data-type=literal]": { color: vars.color.textMuted },
    "&[data-focused]": { background: vars.color.primary, color: vars.color.onPrimary },
  },
});
export const calendarButton = style({
  marginInlineStart: "auto",
  minWidth: "2.75rem",
  minHeight: "2.75rem",
  border: "none",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  font: "inherit",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}` },
  },
});
export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  padding: "0.75rem",
  maxWidth: "calc(100vw - 1rem)",
  overflow: "auto",
});
export const dialog = style({ outline: "none" });
export const calendarHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  marginBottom: "0.5rem",
});
export const heading = style({
  fontSize: "1rem",
  margin: 0,
  selectors: { "&::first-letter": { textTransform: "uppercase" } },
});
export const grid = style({ borderCollapse: "collapse" });
export const headerCell = style({
  fontSize: "0.75rem",
  color: vars.color.textMuted,
  fontWeight: 600,
  padding: "0.25rem 0",
});
export const cell = style({
  position: "relative",
  width: "2.25rem",
  height: "2.25rem",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: vars.radius.small,
  cursor: "pointer",
  outline: "none",
  fontVariantNumeric: "tabular-nums",
  selectors: {
    "&[data-outside-month]": { visibility: "hidden" },
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-selected]": { background: vars.color.primary, color: vars.color.onPrimary, borderRadius: 0 },
    "&[data-selection-start]": { borderStartStartRadius: vars.radius.small, borderEndStartRadius: vars.radius.small },
    "&[data-selection-end]": { borderStartEndRadius: vars.radius.small, borderEndEndRadius: vars.radius.small },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
    "&[data-unavailable]": { textDecoration: "line-through", color: vars.color.textMuted, cursor: "not-allowed" },
    "&[data-disabled]": { color: vars.color.textMuted, opacity: 0.6, cursor: "not-allowed" },
  },
});
/** A holiday: the day's number in the warning colour, underlined. */
export const holiday = style({ color: vars.color.danger, fontWeight: 700, textDecoration: "underline dotted" });
/** One of the person's leaves: a dot under the number. */
export const leaveDot = style({
  position: "absolute",
  bottom: "3px",
  left: "50%",
  width: "5px",
  height: "5px",
  marginLeft: "-2.5px",
  borderRadius: "50%",
  background: "currentColor",
});
export const quick = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem",
  marginTop: "0.5rem",
  maxWidth: "17rem",
});
export const quickButton = style({
  font: "inherit",
  fontSize: "0.8rem",
  padding: "0.25rem 0.5rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}` },
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  marginTop: "0.5rem",
  fontSize: "0.75rem",
  color: vars.color.textMuted,
  maxWidth: "17rem",
});
