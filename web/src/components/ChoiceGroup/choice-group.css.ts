import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const group = style({ display: "flex", flexDirection: "column", gap: "0.5rem", marginBottom: "1rem" });
export const options = style({
  display: "grid",
  gap: "0.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
});
export const optionsCompact = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
export const card = style({
  display: "flex",
  minHeight: "2.75rem",
  gap: "0.75rem",
  alignItems: "flex-start",
  padding: "0.75rem 0.9rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-selected]": { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-invalid]": { borderColor: vars.color.danger },
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
  },
});
// the radio dot: a ring that fills when chosen
export const dot = style({
  flexShrink: 0,
  width: "1.1rem",
  height: "1.1rem",
  marginTop: "0.15rem",
  borderRadius: "50%",
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    [`${card}[data-selected] &`]: {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 3px ${vars.color.surface}`,
      background: vars.color.primary,
    },
  },
});
export const text = style({ display: "flex", flexDirection: "column", gap: "0.15rem" });
export const title = style({ fontWeight: 600 });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
