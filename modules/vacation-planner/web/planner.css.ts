import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The planner page's styles: every color from the theme contract, so light and dark both work. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "0.75rem 1rem",
  marginBottom: "0.5rem",
});
export const toolbarItem = style({ minWidth: "12rem" });
export const toolbarWide = style({ minWidth: "18rem" });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1.25rem",
  marginBottom: "1.25rem",
});
export const sectionTitle = style({ fontSize: "1.15rem", margin: "0 0 0.75rem" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.9rem", margin: "0 0 0.75rem" });
export const stats = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem 2rem", margin: "0 0 1rem", padding: 0 });
export const stat = style({ display: "flex", flexDirection: "column" });
export const statLabel = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
export const statValue = style({ fontSize: "1.3rem", fontWeight: 700 });
export const staffingForm = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: "0 0.75rem" });
export const staffingButton = style({ marginTop: "1.6rem" });
export const ok = style({ color: vars.color.success, fontWeight: 600, margin: 0 });

// --- warnings: the icon and the words say it, the color only repeats it
export const warnings = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.5rem" });
export const warning = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem 1rem",
  padding: "0.6rem 0.85rem",
  borderRadius: vars.radius.medium,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  background: vars.color.warningSurface,
  color: vars.color.text,
});
export const warningIcon = style({ color: vars.color.warning, fontWeight: 700, marginInlineEnd: "0.4rem" });

// --- the year's coverage strip
// positioned, so the strip's visually hidden texts (absolute) scroll inside it instead of widening the page
export const scrollX = style({ overflowX: "auto", maxWidth: "100%", position: "relative" });
export const strip = style({ borderCollapse: "collapse", fontSize: "0.75rem", fontVariantNumeric: "tabular-nums" });
export const stripCaption = style({ textAlign: "start", color: vars.color.textMuted, padding: "0 0 0.5rem" });
export const stripHead = style({
  padding: "0.15rem",
  minWidth: "1.7rem",
  color: vars.color.textMuted,
  fontWeight: 500,
  textAlign: "center",
});
export const stripMonth = style({
  padding: "0.15rem 0.5rem 0.15rem 0",
  textAlign: "start",
  fontWeight: 600,
  whiteSpace: "nowrap",
});
export const cell = style({
  height: "1.7rem",
  minWidth: "1.7rem",
  padding: 0,
  textAlign: "center",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceHover } },
});
export const cellClosed = style({ background: vars.color.background, color: vars.color.textMuted });
export const cellShort = style({
  background: vars.color.warningSurface,
  color: vars.color.warning,
  fontWeight: 700,
  // a dashed inner border: short days stand out without color too
  boxShadow: `inset 0 0 0 2px ${vars.color.warning}`,
});
export const cellSelected = style({ outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" });
export const cellEmpty = style({ border: "none", background: "transparent" });
export const legend = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.4rem 1.25rem",
  margin: "0.75rem 0 0",
  padding: 0,
  listStyle: "none",
  fontSize: "0.85rem",
  color: vars.color.textMuted,
});
export const legendKey = style({
  display: "inline-block",
  minWidth: "1.5rem",
  textAlign: "center",
  marginInlineEnd: "0.35rem",
  border: `1px solid ${vars.color.border}`,
});

// --- the day and the people
export const dayForm = style({ maxWidth: "14rem" });
export const people = style({ listStyle: "none", margin: 0, padding: 0 });
export const person = style({ padding: "0.75rem 0", borderBottom: `1px solid ${vars.color.border}` });
export const personName = style({ fontSize: "1rem", margin: "0 0 0.35rem" });
export const absences = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.4rem" });
export const absence = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.35rem 0.75rem" });
export const swatch = style({
  display: "inline-block",
  width: "0.8rem",
  height: "0.8rem",
  borderRadius: "50%",
  border: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  marginInlineEnd: "0.35rem",
});
export const badge = style({
  display: "inline-block",
  padding: "0 0.5rem",
  borderRadius: vars.radius.small,
  fontSize: "0.8rem",
  fontWeight: 600,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.text,
});
export const badgePlan = style({ borderStyle: "dashed" });
export const badgeRequest = style({
  background: vars.color.successSurface,
  color: vars.color.success,
  borderColor: "transparent",
});
export const cellActions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
/** A compact button in a table row or toolbar: smaller text, still a 44 px target (the kit button's minimum). */
export const smallButton = style({ padding: "0 0.75rem", fontSize: "0.9rem" });
export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const errorText = style({ color: vars.color.danger, fontSize: "0.85rem", fontWeight: 500, flexBasis: "100%" });
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  columnGap: "1rem",
});
export const dialogActions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", marginTop: "0.5rem" });
/** Read by screen readers, not shown (the strip's cells say "below the minimum" in words). */
export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});
