import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const zone = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.75rem",
  padding: "1rem",
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  outline: "none",
  selectors: {
    "&[data-drop-target]": { borderColor: vars.color.primary, background: vars.color.surfaceHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});
export const label = style({ fontWeight: 600, fontSize: "0.9rem", display: "block", marginBottom: "0.25rem" });
export const hint = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
export const error = style({ color: vars.color.danger, fontSize: "0.85rem", fontWeight: 500, marginTop: "0.25rem" });
