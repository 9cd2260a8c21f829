import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The dashboards' styles: theme colours (light and dark), 44 px touch targets, nothing wider than the screen. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "0.5rem 0.75rem",
  marginBottom: "0.5rem",
});
export const toolbarItem = style({ minWidth: "12rem", flex: "1 1 12rem", maxWidth: "22rem" });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 26rem), 1fr))",
  gap: "1rem",
  marginTop: "1rem",
});
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1rem",
  minWidth: 0,
});
export const cardHead = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "0.5rem",
});
export const cardTitle = style({ fontSize: "1.1rem", margin: 0 });
export const summary = style({ margin: "0.5rem 0", color: vars.color.text });
export const muted = style({ color: vars.color.textMuted, margin: "0.25rem 0 0.75rem" });
export const chart = style({ width: "100%", height: "15rem", minWidth: 0 });
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(8rem, 1fr))",
  gap: "0.75rem",
  margin: "0.75rem 0 0",
  padding: 0,
});
export const figure = style({ display: "flex", flexDirection: "column-reverse", margin: 0 });
export const figureLabel = style({ color: vars.color.textMuted, fontSize: "0.85rem", margin: 0 });
export const figureValue = style({ fontSize: "1.5rem", fontWeight: 700, margin: 0 });
export const exportLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0 0.25rem",
  color: vars.color.primary,
  fontWeight: 600,
});
export const alert = style({
  background: vars.color.warningSurface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "0.75rem 1rem",
  margin: "1rem 0",
});

/** Series colours: the theme's, so they follow light and dark. */
export const series = {
  primary: vars.color.primary,
  success: vars.color.success,
  danger: vars.color.danger,
  warning: vars.color.warning,
  muted: vars.color.textMuted,
  text: vars.color.text,
  grid: vars.color.border,
  surface: vars.color.surfaceRaised,
};
