import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The requester leave pages' layout. */
export const form = style({ maxWidth: "36rem" });
export const count = style({ margin: "0 0 1rem", fontWeight: 600 });
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const typeCard = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  padding: "1rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: "0.4rem",
  background: vars.color.surface,
});
// the Request link sits at the bottom of every card, so the cards of a row line up
globalStyle(`${typeCard} > :last-child`, { marginTop: "auto" });
export const cardTitle = style({ margin: 0, fontSize: "1.1rem" });
export const balance = style({ fontSize: "1.4rem", fontWeight: 700 });
export const swatch = style({
  display: "inline-block",
  width: "0.75rem",
  height: "0.75rem",
  borderRadius: "50%",
  marginInlineEnd: "0.4rem",
  verticalAlign: "middle",
});
export const filters = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-end" });
// selects in the filter bar get room for their longest option next to the arrow
globalStyle(`${filters} > *`, { minWidth: "12rem" });
export const quick = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: "0 0 1rem" });
export const section = style({ marginTop: "2rem" });
