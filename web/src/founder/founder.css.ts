import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css.js";

/** The founder pages' layout; controls come from web/src/components. */

const PHONE = "screen and (max-width: 640px)";

// The companies' table on wide screens; on phones each row becomes a card (the header row is hidden and each value
// carries its own label), so the page never scrolls sideways at 390 px.
export const responsiveTable = style({});
globalStyle(
  `${responsiveTable} table, ${responsiveTable} tbody, ${responsiveTable} tr, ${responsiveTable} td, ${responsiveTable} th[role="rowheader"]`,
  { "@media": { [PHONE]: { display: "block", width: "100%", boxSizing: "border-box" } } },
);
globalStyle(`${responsiveTable} thead`, { "@media": { [PHONE]: { display: "none" } } });
globalStyle(`${responsiveTable} table`, { "@media": { [PHONE]: { background: "transparent" } } });
globalStyle(`${responsiveTable} tbody tr`, {
  "@media": {
    [PHONE]: {
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.large,
      marginBottom: "0.75rem",
      padding: "0.5rem 0",
    },
  },
});
globalStyle(`${responsiveTable} tbody td, ${responsiveTable} tbody th`, {
  "@media": { [PHONE]: { borderBottom: "none", padding: "0.25rem 1rem", overflowWrap: "anywhere" } },
});
/** A value's label, shown only where the row is a card. */
export const cardLabel = style({
  display: "none",
  color: vars.color.textMuted,
  marginInlineEnd: "0.4rem",
  "@media": { [PHONE]: { display: "inline" } },
});
/** The company's name, the card's title on phones. */
export const nameCell = style({ fontWeight: 600 });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "flex-end",
  marginBottom: "1rem",
});
export const filter = style({ flex: "1 1 12rem", minWidth: 0 });
globalStyle(`${filter} > *`, { marginBottom: 0 });

const badgeBase = {
  display: "inline-block",
  padding: "0.1rem 0.55rem",
  borderRadius: "999px",
  fontSize: "0.8rem",
  fontWeight: 700,
} as const;
export const status = styleVariants({
  active: { ...badgeBase, background: vars.color.successSurface, color: vars.color.success },
  deleted: { ...badgeBase, background: vars.color.dangerSurface, color: vars.color.danger },
});

/** A company's custom or extra field being edited (CompanyFieldsSection): its controls stacked, actions in a row. */
export const fieldList = style({
  listStyle: "none",
  margin: "0 0 0.75rem",
  padding: 0,
  display: "grid",
  gap: "0.75rem",
});
export const fieldRow = style({
  padding: "0.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  minWidth: 0,
});
export const fieldActions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", marginTop: "0.5rem" });

export const moduleList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: "0.5rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
});
export const moduleItem = style({
  display: "flex",
  justifyContent: "space-between",
  gap: "0.5rem",
  flexWrap: "wrap",
  padding: "0.6rem 0.75rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const contractSection = style({ marginBottom: "1rem" });

/** One plan's row of the founder's plan table. */
export const planFieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: "0.5rem",
  padding: "0.75rem",
  margin: "0 0 1rem",
  minWidth: 0,
});

/** The brand colour's preview: the company's name in the text colour the app will put on it. */
export const swatch = style({
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.medium,
  fontWeight: 600,
  margin: "0 0 1rem",
  overflowWrap: "anywhere",
});

/** The company's logo on /platform-customization (issue 18): as large as the header shows it, on a light tile. */
export const logoPreview = style({
  display: "block",
  maxHeight: "4rem",
  maxWidth: "12rem",
  width: "auto",
  height: "auto",
  objectFit: "contain",
  padding: "0.5rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});
