import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: "0.75rem",
  marginBottom: "1rem",
});
export const grow = style({ flex: "1 1 16rem", minWidth: 0, maxWidth: "28rem" });
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  columnGap: "1rem",
});
export const span2 = style({ gridColumn: "1 / -1" });
/** Two columns of a form grid where there is room for them. */
export const span2Wide = style({ "@media": { "screen and (min-width: 720px)": { gridColumn: "span 2" } } });
/** A wide table scrolls sideways inside the page instead of widening it. */
export const scrollX = style({ overflowX: "auto", maxWidth: "100%" });
export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "flex-end", gap: "0.75rem" });
export const section = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1.25rem",
  marginBottom: "1.25rem",
});
export const sectionTitle = style({ fontSize: "1.15rem", margin: "0 0 0.25rem" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.9rem", margin: "0 0 1rem" });
export const alert = style({
  background: vars.color.dangerSurface,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  padding: "0.75rem 1rem",
  marginBottom: "1rem",
  fontWeight: 500,
});
export const info = style({
  background: vars.color.warningSurface,
  color: vars.color.warning,
  borderRadius: vars.radius.medium,
  padding: "0.75rem 1rem",
  marginBottom: "1rem",
});
export const cellActions = style({ display: "flex", gap: "0.5rem" });
/** A compact button in a table row or toolbar: smaller text, still a 44 px target (the kit button's minimum). */
export const smallButton = style({ padding: "0 0.75rem", fontSize: "0.9rem" });
export const dl = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, max-content) 1fr",
  gap: "0.5rem 1.25rem",
  margin: 0,
});
export const dt = style({ color: vars.color.textMuted, fontWeight: 600 });
export const dd = style({ margin: 0, overflowWrap: "anywhere" });
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: "1rem",
  marginBottom: "1.25rem",
});
export const cardLink = style({
  display: "block",
  padding: "1.25rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
  },
});
export const cardTitle = style({ fontSize: "1.1rem", fontWeight: 700, display: "block", marginBottom: "0.25rem" });
export const companyHeader = style({ display: "flex", alignItems: "center", gap: "1rem", flexWrap: "wrap" });
export const logo = style({
  width: "4rem",
  height: "4rem",
  borderRadius: vars.radius.medium,
  objectFit: "cover",
  background: vars.color.surfaceHover,
  border: `1px solid ${vars.color.border}`,
});
export const badge = style({
  display: "inline-block",
  padding: "0.1rem 0.6rem",
  borderRadius: "999px",
  fontSize: "0.8rem",
  fontWeight: 600,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
});
export const level = styleVariants({
  admin: { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: "transparent" },
  revisor: { background: vars.color.warningSurface, color: vars.color.warning, borderColor: "transparent" },
  requester: { background: vars.color.successSurface, color: vars.color.success, borderColor: "transparent" },
});
export const chips = style({ display: "flex", flexWrap: "wrap", gap: "0.4rem", margin: "0.25rem 0 0.75rem" });
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.25rem",
  padding: "0.15rem 0.25rem 0.15rem 0.65rem",
  borderRadius: "999px",
  background: vars.color.surfaceHover,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
});
export const chipRemove = style({
  border: "none",
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  borderRadius: "999px",
  width: "1.6rem",
  height: "1.6rem",
  font: "inherit",
  selectors: { "&:hover": { background: vars.color.border } },
});
export const fieldCard = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1rem",
  marginBottom: "0.75rem",
  background: vars.color.background,
});
export const fieldCardHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  marginBottom: "0.5rem",
});
export const imagePreview = style({
  width: "6rem",
  height: "6rem",
  objectFit: "cover",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceHover,
});
export const imageRow = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  gap: "1.25rem",
});
export const days = style({ display: "flex", flexWrap: "wrap", gap: "0.25rem 1rem", marginBottom: "1rem" });
export const fieldset = style({ border: "none", padding: 0, margin: "0 0 1rem" });
export const legend = style({ fontWeight: 600, fontSize: "0.9rem", marginBottom: "0.35rem", padding: 0 });
