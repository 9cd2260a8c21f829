import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** /overtime and the time sheet: every color from the theme contract, so light and dark both work. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "0.75rem 1rem",
  marginBottom: "1rem",
});
export const toolbarItem = style({ minWidth: "min(16rem, 100%)", maxWidth: "100%" });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1rem",
  marginBottom: "1.25rem",
  minWidth: 0,
});
export const sectionTitle = style({ fontSize: "1.15rem", margin: "0 0 0.75rem" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.9rem", margin: "0 0 0.75rem" });
export const muted = style({ color: vars.color.textMuted });
export const stats = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem 2rem", margin: 0, padding: 0 });
export const stat = style({ display: "flex", flexDirection: "column" });
export const statLabel = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
export const statValue = style({ fontSize: "1.3rem", fontWeight: 700, fontVariantNumeric: "tabular-nums" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.5rem" });
export const card = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem 1rem",
  padding: "0.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
});
export const cardMain = style({ display: "grid", gap: "0.2rem", minWidth: 0 });
export const cardTitle = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const cardFacts = style({ color: vars.color.textMuted, fontSize: "0.9rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
export const badge = style({
  display: "inline-block",
  padding: "0.1rem 0.5rem",
  borderRadius: vars.radius.small,
  fontSize: "0.8rem",
  fontWeight: 600,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
});
export const settingsGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(13rem, 100%), 1fr))",
  gap: "0 1rem",
});
// the time sheet: a table scrolls inside its own box, never the page
export const scrollX = style({ overflowX: "auto", maxWidth: "100%", position: "relative" });
export const table = style({
  borderCollapse: "collapse",
  width: "100%",
  fontSize: "0.85rem",
  fontVariantNumeric: "tabular-nums",
});
export const th = style({
  textAlign: "start",
  padding: "0.35rem 0.5rem",
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontWeight: 600,
  whiteSpace: "nowrap",
});
export const td = style({
  padding: "0.35rem 0.5rem",
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
});
export const person = style({ marginBottom: "1rem" });
export const personTitle = style({ fontSize: "1rem", margin: "0 0 0.5rem" });
export const download = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: "0 1rem",
  borderRadius: vars.radius.medium,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
});

/** The time sheet's "show more people" row: the count, then the button, wrapping on a phone. */
export const more = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.75rem",
  marginBlock: "1rem",
});
