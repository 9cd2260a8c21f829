import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The spaces pages' styles: every color from the theme contract, so light and dark both work. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "0 1rem",
});
export const toolbarItem = style({ minWidth: "min(14rem, 100%)", flex: "1 1 12rem" });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1rem",
  marginBottom: "1.25rem",
});
export const sectionTitle = style({ fontSize: "1.15rem", margin: "0 0 0.75rem" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.9rem", margin: "0 0 0.75rem" });
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(16rem, 100%), 1fr))",
  gap: "0.75rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const gridSpaced = style([grid, { marginBottom: "1.25rem" }]);
export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "0.75rem",
  background: vars.color.surface,
  minWidth: 0,
});
export const cardTitle = style({ fontSize: "1rem", margin: "0 0 0.25rem" });
export const meta = style({ color: vars.color.textMuted, fontSize: "0.85rem", margin: "0 0 0.5rem" });
export const hours = style({
  display: "flex",
  gap: "2px",
  listStyle: "none",
  padding: 0,
  margin: "0 0 0.5rem",
});
export const hour = styleVariants({
  free: { flex: 1, height: "1.25rem", borderRadius: "3px", background: vars.color.border },
  busy: { flex: 1, height: "1.25rem", borderRadius: "3px", background: vars.color.primary },
});
export const bookings = style({ listStyle: "none", padding: 0, margin: 0, fontSize: "0.9rem" });
export const badge = styleVariants({
  free: { color: vars.color.success, fontWeight: 600 },
  taken: { color: vars.color.text, fontWeight: 600 },
});
export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  listStyle: "none",
  padding: 0,
  margin: "0 0 1rem",
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", marginTop: "0.5rem" });
export const alert = style({
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  borderRadius: vars.radius.large,
  padding: "0.75rem",
  margin: "0 0 1rem",
  fontWeight: 600,
});
export const link = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.primary,
  fontWeight: 600,
});
export const tableScroll = style({ overflowX: "auto", maxWidth: "100%" });
export const photo = style({
  display: "block",
  width: "100%",
  maxWidth: "100%",
  height: "7rem",
  objectFit: "cover",
  borderRadius: vars.radius.medium,
  marginBottom: "0.5rem",
});
/** The space settings dialog: fields stacked, groups of checkboxes that wrap on a phone. */
export const dialogForm = style({ display: "grid", gap: "0.75rem", maxWidth: "36rem" });
export const fieldset = style({ border: "none", padding: 0, margin: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: "0.25rem" });
export const checks = style({ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem" });
export const error = style({ color: vars.color.danger, fontSize: "0.85rem", fontWeight: 500, margin: "0.25rem 0 0" });
