import { style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** The Time off tab's layout (the balance cards are requests/components/BalanceCards): a ledger that scrolls inside its own box on a phone. */
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "1rem",
  alignItems: "flex-end",
  justifyContent: "space-between",
  marginBottom: "1rem",
});
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
export const section = style({ marginTop: "2rem" });
export const filters = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-end" });
export const scrollBox = style({ overflowX: "auto", maxWidth: "100%" });
export const form = style({ display: "flex", flexDirection: "column", gap: "1rem", maxWidth: "32rem" });
export const dialogActions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", justifyContent: "flex-end" });
export const problem = style({ color: vars.color.danger, margin: 0 });
