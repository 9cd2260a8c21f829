import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** One row of a list editor (an extra field, a step, a condition): a box that stacks its fields on a phone. */
export const rowBox = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "0.75rem",
  marginBottom: "0.75rem",
  minWidth: 0,
});
export const rowList = style({ listStyle: "none", padding: 0, margin: "0 0 0.75rem" });
export const rowHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  marginBottom: "0.5rem",
});
export const rowTitle = style({ fontWeight: 600, fontSize: "0.95rem", margin: 0 });
export const subTitle = style({ fontSize: "1rem", margin: "1rem 0 0.5rem" });
/** Fields side by side while there is room, one under the other on a phone. */
export const fields = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(13rem, 100%), 1fr))",
  columnGap: "1rem",
});
export const policy = style({ marginBottom: "0.5rem" });
/** A policy's fields, indented under its checkbox (they apply while it is checked). */
export const policyFields = style([fields, { paddingInlineStart: "1.65rem", marginTop: "0.25rem" }]);
export const people = style({ listStyle: "none", padding: 0, margin: "0 0 0.5rem" });
export const person = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  padding: "0.25rem 0",
  borderBottom: `1px solid ${vars.color.border}`,
});
export const personName = style({ flex: "1 1 auto", overflowWrap: "anywhere", minWidth: 0 });
export const results = style({
  listStyle: "none",
  padding: 0,
  margin: "0 0 0.5rem",
  maxHeight: "14rem",
  overflowY: "auto",
});
/** A step's choice with its remove button beside it (top-aligned: a people step grows below). */
export const stepLine = style({ display: "flex", alignItems: "flex-start", gap: "0.5rem" });
export const grow = style({ flex: "1 1 auto", minWidth: 0 });
export const besideLabel = style({ flex: "none", marginTop: "1.6rem" });
/** A button whose label may be long in some language: it wraps instead of widening the page on a phone. */
export const wrapButton = style({
  selectors: { "button&": { whiteSpace: "normal", maxWidth: "100%", textAlign: "center", padding: "0.4rem 1rem" } },
});
