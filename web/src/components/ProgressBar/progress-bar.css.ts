import { style } from "@vanilla-extract/css";
import { vars } from "../../theme/theme.css.js";

export const root = style({ display: "grid", gap: "0.35rem", marginBottom: "1rem" });
export const labels = style({ display: "flex", justifyContent: "space-between", gap: "1rem", fontSize: "0.9rem" });
export const track = style({
  height: "0.75rem",
  borderRadius: "999px",
  background: vars.color.surfaceHover,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const fill = style({
  height: "100%",
  background: vars.color.primary,
  transition: "width 300ms ease",
  "@media": { "(prefers-reduced-motion: reduce)": { transition: "none" } },
});
