import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** Balance cards that wrap (one a row on a phone), each edged with its leave type's colour. */
export const cards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  gap: "1rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const card = style({
  padding: "1rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: "0.4rem",
  background: vars.color.surface,
});
export const cardTitle = style({ margin: "0 0 0.5rem", fontSize: "1.05rem" });
export const big = style({ fontSize: "1.5rem", fontWeight: 700, margin: "0 0 0.5rem" });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: "0.25rem 1rem",
  margin: 0,
  fontSize: "0.9rem",
});
export const factValue = style({ margin: 0, textAlign: "end", fontVariantNumeric: "tabular-nums" });
