import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

export const stack = style({ display: "flex", flexDirection: "column", gap: "1rem", maxWidth: "100%" });
export const punchCard = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  padding: "1rem",
  borderRadius: "12px",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
export const bigButton = style({ minHeight: "64px", fontSize: "1.25rem", width: "100%" });
export const clockFace = style({ fontSize: "2.5rem", fontVariantNumeric: "tabular-nums", fontWeight: 700 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexDirection: "column" });
export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.5rem",
  padding: "0.5rem 0",
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: "44px",
});
export const code = style({ fontFamily: vars.font.mono, wordBreak: "break-all", fontSize: "0.8rem" });
export const pill = styleVariants({
  working: { background: vars.color.successSurface, color: vars.color.text },
  lunch: { background: vars.color.warningSurface, color: vars.color.text },
  away: { background: vars.color.surfaceHover, color: vars.color.text },
  "not-in": { background: vars.color.dangerSurface, color: vars.color.text },
  "on-leave": { background: vars.color.surfaceHover, color: vars.color.text },
  off: { background: vars.color.surfaceHover, color: vars.color.textMuted },
});
export const pillBase = style({
  padding: "0.15rem 0.6rem",
  borderRadius: "999px",
  fontSize: "0.85rem",
  fontWeight: 600,
});
export const counts = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem" });
export const video = style({ width: "100%", maxWidth: "360px", borderRadius: "8px", background: "#000" });
export const kiosk = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "1rem",
  padding: "1rem",
  background: vars.color.background,
  color: vars.color.text,
  textAlign: "center",
});
export const qrImage = style({
  width: "min(80vw, 420px)",
  height: "auto",
  background: "#fff",
  padding: "12px",
  borderRadius: "8px",
});
export const struck = style({ textDecoration: "line-through", color: vars.color.textMuted });

/** A disclosure's summary line: a 44 px touch target (the phone sweep measures every control). */
export const summary = style({
  minHeight: "2.75rem",
  lineHeight: "2.75rem",
  cursor: "pointer",
});

/** The photo taken for a punch, before it is sent. */
export const photoPreview = style({ width: "96px", height: "auto", borderRadius: "8px", objectFit: "cover" });
/** A punch's photo on the leaders' board (the last punch of a person). */
export const thumb = style({ width: "44px", height: "44px", borderRadius: "50%", objectFit: "cover" });
/** A punch's photo in the correction's decision and the receipt. */
export const photo = style({ width: "160px", maxWidth: "100%", height: "auto", borderRadius: "8px" });
export const person = style({ display: "flex", alignItems: "center", gap: "0.5rem" });
