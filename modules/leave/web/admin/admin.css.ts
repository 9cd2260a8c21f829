import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "0.75rem",
  marginBottom: "1rem",
});
export const toolbarItem = style({ minWidth: "11rem" });
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  columnGap: "1rem",
});
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1.25rem",
  marginBottom: "1.25rem",
});
export const sectionTitle = style({ fontSize: "1.15rem", margin: "0 0 0.75rem" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.9rem", margin: "0 0 1rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: "0.75rem" });
export const cellActions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
/** A compact button in a table row or toolbar: smaller text, still a 44 px target (the kit button's minimum). */
export const smallButton = style({ padding: "0 0.75rem", fontSize: "0.9rem" });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem 1.5rem", marginBottom: "1rem" });
export const swatch = style({
  display: "inline-block",
  width: "0.9rem",
  height: "0.9rem",
  borderRadius: "50%",
  verticalAlign: "middle",
  marginInlineEnd: "0.4rem",
  border: `1px solid ${vars.color.border}`,
});
/**
 * A box that scrolls sideways when its table is wider than the screen. Positioned, so the visually hidden texts
 * inside (absolutely positioned) are clipped by it: otherwise they escape it and a phone scrolls the whole page.
 */
export const scrollX = style({ position: "relative", overflowX: "auto", maxWidth: "100%" });
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  gap: "1rem",
});
export const packCard = style({
  display: "block",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1rem 1.25rem",
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const badge = style({
  display: "inline-block",
  padding: "0 0.5rem",
  borderRadius: vars.radius.small,
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontSize: "0.8rem",
  fontWeight: 600,
});

// --- the calendar grid
export const grid = style({
  width: "100%",
  minWidth: "42rem",
  borderCollapse: "collapse",
  tableLayout: "fixed",
  background: vars.color.surface,
});
export const weekday = style({
  padding: "0.4rem",
  fontSize: "0.85rem",
  color: vars.color.textMuted,
  textAlign: "start",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const day = style({
  verticalAlign: "top",
  height: "6.5rem",
  padding: "0.3rem",
  border: `1px solid ${vars.color.border}`,
  outline: "none",
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});
export const dayTall = style({ height: "14rem" });
export const outside = style({ background: vars.color.background, color: vars.color.textMuted });
export const holiday = style({ background: vars.color.successSurface });
export const locked = style({
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 6px, color-mix(in srgb, ${vars.color.danger} 16%, transparent) 6px 12px)`,
});
export const dayNumber = style({ fontWeight: 600, fontSize: "0.85rem" });
export const today = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: "999px",
  padding: "0 0.4rem",
});
export const dayNote = style({ display: "block", fontSize: "0.75rem", color: vars.color.textMuted });
export const chip = style({
  display: "block",
  marginTop: "0.2rem",
  padding: "0.05rem 0.35rem",
  borderRadius: vars.radius.small,
  fontSize: "0.78rem",
  color: "#ffffff",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});
export const chipPending = style({ opacity: 0.75, borderStyle: "dashed", borderWidth: "1px", borderColor: "#ffffff" });
export const legend = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem 1rem", margin: "0.75rem 0" });
export const swatchLarge = style({
  display: "inline-block",
  width: "2.5rem",
  height: "2.5rem",
  marginTop: "1.6rem",
  flex: "none",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});
export const fieldset = style({ border: "none", padding: 0, margin: "0 0 0.5rem" });
export const legendText = style({ fontWeight: 600, fontSize: "0.9rem", marginBottom: "0.4rem" });
export const error = style({ color: vars.color.danger, fontSize: "0.85rem", fontWeight: 500, margin: "0 0 0.75rem" });
export const steps = style({ paddingInlineStart: "1.25rem", margin: "0 0 0.75rem" });
export const step = style({ display: "flex", alignItems: "center", gap: "0.5rem" });
export const colorRow = style({ display: "flex", alignItems: "flex-start", gap: "0.75rem" });
export const grow = style({ flex: "1 1 auto", minWidth: 0 });
export const stepField = style({ minWidth: "17rem" });
/** The week view has room: a leave's whole label shows. */
export const chipWrap = style({ whiteSpace: "normal", overflow: "visible" });
/** A list without bullets or indentation (names in a table cell). */
export const plainList = style({ listStyle: "none", margin: 0, padding: 0 });
/** Refusals listed above a table (a bulk approval's). */
export const errorBox = style({
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
  padding: "0.5rem 1rem",
  marginBottom: "1rem",
});
/** A leave's details: terms and values. */
export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: "0.4rem 1rem",
  margin: "0 0 1rem",
});
globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0 });
/** The phone calendar: a list of days. */
export const agenda = style({ marginBottom: "1rem" });
export const agendaDay = style({ padding: "0.5rem 0", borderBottom: `1px solid ${vars.color.border}` });
export const agendaTitle = style({
  fontSize: "0.95rem",
  margin: "0 0 0.25rem",
  selectors: { "&::first-letter": { textTransform: "uppercase" } },
});
export const agendaItem = style({
  display: "flex",
  alignItems: "center",
  gap: "0.25rem",
  width: "100%",
  // a 44 px touch target (the phone sweep measures every control)
  minHeight: "2.75rem",
  padding: "0.25rem 0",
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  textAlign: "start",
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}` } },
});
/** A leave chip that opens its details. */
export const chipButton = style({
  width: "100%",
  border: "none",
  font: "inherit",
  cursor: "pointer",
  textAlign: "start",
});
