import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

export const layout = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: "minmax(0, 22rem) minmax(0, 1fr)" } },
});
export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
});
export const item = style({
  width: "100%",
  minHeight: "44px",
  textAlign: "start",
  display: "flex",
  flexDirection: "column",
  gap: "0.2rem",
  padding: "0.6rem 0.75rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
  font: "inherit",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[aria-current="true"]': { borderColor: vars.color.primary, borderWidth: "2px" },
  },
});
export const itemTop = style({ display: "flex", justifyContent: "space-between", gap: "0.5rem", flexWrap: "wrap" });
export const subject = style({ fontWeight: 600, overflowWrap: "anywhere" });
export const preview = style({ color: vars.color.textMuted, fontSize: "0.9rem", overflowWrap: "anywhere" });
export const badge = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: "999px",
  padding: "0 0.5rem",
  fontSize: "0.8rem",
  fontWeight: 700,
  alignSelf: "flex-start",
});
export const status = styleVariants({
  open: { color: vars.color.success, fontWeight: 600, fontSize: "0.85rem" },
  closed: { color: vars.color.textMuted, fontWeight: 600, fontSize: "0.85rem" },
});
export const thread = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  maxHeight: "60vh",
  overflowY: "auto",
});
export const bubble = styleVariants({
  mine: {
    alignSelf: "flex-end",
    maxWidth: "85%",
    background: vars.color.surfaceHover,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    padding: "0.5rem 0.75rem",
    overflowWrap: "anywhere",
  },
  theirs: {
    alignSelf: "flex-start",
    maxWidth: "85%",
    background: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    padding: "0.5rem 0.75rem",
    overflowWrap: "anywhere",
  },
});
export const meta = style({ color: vars.color.textMuted, fontSize: "0.8rem" });
export const body = style({ margin: "0.25rem 0", whiteSpace: "pre-wrap" });
export const fileLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  color: vars.color.primary,
  overflowWrap: "anywhere",
});
export const composer = style({ display: "flex", flexDirection: "column", gap: "0.5rem", marginTop: "1rem" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" });
export const context = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: "0.25rem 0.75rem",
  margin: "0 0 1rem",
  overflowWrap: "anywhere",
});
export const fileInput = style({ display: "block", height: "2.75rem", minWidth: "2.75rem", maxWidth: "100%" });

/** The navigation entries' unread count (components/NavBadge): after the label, at the entry's end. */
export const navBadge = style({
  marginInlineStart: "auto",
  minWidth: "1.5rem",
  height: "1.5rem",
  padding: "0 0.4rem",
  borderRadius: "999px",
  background: vars.color.danger,
  // the same hue's surface tone, as the header's bell: readable on both themes
  color: vars.color.dangerSurface,
  fontSize: "0.8rem",
  fontWeight: 700,
  lineHeight: "1.5rem",
  textAlign: "center",
  flexShrink: 0,
});
