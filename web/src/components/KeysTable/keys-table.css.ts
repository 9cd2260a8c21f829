import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const heading = style({ fontSize: "1.15rem", margin: "0 0 0.75rem" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.75rem" });
export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: "0.5rem",
  padding: "0.75rem 1rem",
  display: "grid",
  gap: "0.5rem",
  minWidth: 0,
});
export const itemHead = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "baseline" });
export const name = style({ fontWeight: 600, fontSize: "1.05rem", overflowWrap: "anywhere" });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(10rem, 1fr))",
  gap: "0.25rem 1rem",
  margin: 0,
});
export const fact = style({ minWidth: 0 });
export const factTerm = style({ fontSize: "0.8rem", color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: "anywhere" });
export const scopes = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const scope = style({
  fontFamily: "ui-monospace, monospace",
  fontSize: "0.85rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "0.25rem",
  padding: "0 0.35rem",
});
export const status = style({ fontSize: "0.85rem", fontWeight: 600 });
export const secret = style({
  fontFamily: "ui-monospace, monospace",
  overflowWrap: "anywhere",
  padding: "0.5rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "0.25rem",
  userSelect: "all",
});
export const scopeChoices = style({ display: "grid", gap: "0.25rem", margin: "0 0 1rem", padding: 0, border: 0 });
export const legend = style({ fontWeight: 600, fontSize: "0.9rem", marginBottom: "0.25rem", padding: 0 });
