import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The integrations page's styles: every colour from the theme contract, so light and dark both work. */
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1rem",
  marginBottom: "1.25rem",
  minWidth: 0,
});
export const sectionTitle = style({ fontSize: "1.15rem", margin: "0 0 0.5rem" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.9rem", margin: "0 0 0.75rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: "0.5rem 0" });
export const alert = style({
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  borderRadius: vars.radius.large,
  padding: "0.75rem",
  margin: "0.5rem 0",
  fontWeight: 600,
  overflowWrap: "anywhere",
});
export const feed = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: "0.75rem 0 0",
  marginTop: "0.75rem",
});
export const feedTitle = style({ fontSize: "1rem", margin: "0 0 0.25rem" });
export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" });
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "0.75rem",
  minWidth: 0,
});
export const url = style({ fontWeight: 600, overflowWrap: "anywhere", margin: "0 0 0.25rem" });
export const meta = style({
  color: vars.color.textMuted,
  fontSize: "0.85rem",
  margin: "0 0 0.25rem",
  overflowWrap: "anywhere",
});
export const events = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(15rem, 100%), 1fr))",
  gap: "0 1rem",
  border: 0,
  padding: 0,
  margin: "0 0 1rem",
});
export const legend = style({ fontWeight: 600, fontSize: "0.9rem", marginBottom: "0.5rem" });
export const status = styleVariants({
  pending: { color: vars.color.text, fontWeight: 600 },
  delivered: { color: vars.color.success, fontWeight: 600 },
  failed: { color: vars.color.danger, fontWeight: 600 },
  skipped: { color: vars.color.textMuted, fontWeight: 600 },
});
export const log = style({ marginTop: "0.75rem", minWidth: 0 });
