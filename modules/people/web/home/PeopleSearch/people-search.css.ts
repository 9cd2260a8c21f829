import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

export const root = style({ width: "100%", minWidth: 0 });
export const input = style({ minWidth: 0 });
export const list = style({ outline: "none", padding: "0.25rem 0", maxWidth: "min(22rem, 90vw)" });
export const empty = style({ padding: "0.5rem 0.75rem", margin: 0, color: vars.color.textMuted });
