import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The scheduling pages' styles: colors from the theme contract (light and dark), 44 px touch targets. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "0.5rem 0.75rem",
  marginBottom: "0.75rem",
});
export const toolbarItem = style({ minWidth: "12rem", flex: "1 1 12rem", maxWidth: "22rem" });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1rem",
  marginBottom: "1rem",
});
export const sectionTitle = style({ fontSize: "1.1rem", margin: "0 0 0.75rem" });
export const muted = style({ color: vars.color.textMuted, margin: "0 0 0.5rem" });
/** The board scrolls inside its own region on narrow screens; the page itself never scrolls sideways. */
export const scroller = style({
  overflowX: "auto",
  maxWidth: "100%",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const grid = style({ borderCollapse: "collapse", width: "100%", minWidth: "44rem", fontSize: "0.9rem" });
export const th = style({
  textAlign: "left",
  padding: "0.5rem",
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: 600,
  whiteSpace: "nowrap",
});
export const rowHead = style({
  textAlign: "left",
  padding: "0.5rem",
  fontWeight: 600,
  whiteSpace: "nowrap",
  borderBottom: `1px solid ${vars.color.border}`,
  position: "sticky",
  left: 0,
  background: vars.color.surface,
  zIndex: 1,
});
export const cell = style({
  verticalAlign: "top",
  padding: "0.25rem",
  borderBottom: `1px solid ${vars.color.border}`,
  borderLeft: `1px solid ${vars.color.border}`,
  minWidth: "6.5rem",
});
export const dropTarget = style({ background: vars.color.surfaceHover });
export const cellStack = style({ display: "flex", flexDirection: "column", gap: "0.25rem" });
export const shift = style({
  minHeight: "44px",
  width: "100%",
  textAlign: "left",
  padding: "0.25rem 0.4rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  cursor: "grab",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});
export const shiftDraft = style({ borderStyle: "dashed" });
export const shiftOpen = style({ borderColor: vars.color.warning, background: vars.color.warningSurface });
export const add = style({
  minHeight: "44px",
  minWidth: "44px",
  width: "100%",
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.textMuted,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});
export const badge = style({
  display: "inline-block",
  fontSize: "0.8rem",
  padding: "0.1rem 0.35rem",
  borderRadius: vars.radius.small,
  background: vars.color.warningSurface,
  color: vars.color.text,
});
export const badgeDanger = style({ background: vars.color.dangerSurface });
export const short = style({ color: vars.color.danger, fontWeight: 600 });
export const okText = style({ color: vars.color.success });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.5rem" });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  padding: "0.5rem 0.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
export const warning = style({
  padding: "0.5rem 0.75rem",
  borderRadius: vars.radius.medium,
  background: vars.color.warningSurface,
  color: vars.color.text,
});
export const form = style({ display: "grid", gap: "0.5rem", maxWidth: "28rem" });
export const wrap = style({ overflowWrap: "anywhere" });
