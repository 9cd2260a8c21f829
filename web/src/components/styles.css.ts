import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css.js";

/**
 * Every control is at least 44 x 44 css px (WCAG 2.5.5, issue 12 "Phones": a finger's target); the phone sweep
 * (web/test/phone-sweep.browser.test.ts) measures it on every page.
 */
export const TARGET = "2.75rem";

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem",
  minHeight: TARGET,
  minWidth: TARGET,
  padding: "0 1rem",
  borderRadius: vars.radius.medium,
  border: "1px solid transparent",
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: {
    "&[data-disabled]": { opacity: 0.55, cursor: "not-allowed" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { "&[data-hovered]": { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.text,
      borderColor: vars.color.borderStrong,
      selectors: { "&[data-hovered]": { background: vars.color.surfaceHover } },
    },
  ],
  danger: [
    buttonBase,
    {
      background: vars.color.danger,
      color: vars.color.surface,
      selectors: { "&[data-hovered]": { opacity: 0.9 } },
    },
  ],
  ghost: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.text,
      selectors: { "&[data-hovered]": { background: vars.color.surfaceHover } },
    },
  ],
});

export const field = style({ display: "flex", flexDirection: "column", gap: "0.25rem", marginBottom: "1rem" });
export const label = style({ fontWeight: 600, fontSize: "0.9rem" });
export const description = style({ color: vars.color.textMuted, fontSize: "0.85rem" });
export const errorText = style({ color: vars.color.danger, fontSize: "0.85rem", fontWeight: 500 });
export const input = style({
  font: "inherit",
  minHeight: TARGET,
  padding: "0.4rem 0.75rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  width: "100%",
  selectors: {
    "&[data-focused]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
    "&[data-invalid]": { borderColor: vars.color.danger },
  },
});
export const selectButton = style([
  input,
  {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    cursor: "pointer",
    textAlign: "start",
    // the Select (not its button) carries the invalid state
    selectors: { "[data-invalid] &": { borderColor: vars.color.danger } },
  },
]);
export const popover = style({
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  minWidth: "var(--trigger-width)",
  maxHeight: "18rem",
  overflow: "auto",
});
export const listBoxItem = style({
  display: "flex",
  alignItems: "center",
  minHeight: TARGET,
  padding: "0.5rem 0.75rem",
  cursor: "pointer",
  outline: "none",
  color: vars.color.text,
  selectors: {
    "&[data-focused]": { background: vars.color.surfaceHover },
    "&[data-selected]": { fontWeight: 700 },
  },
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1.25rem",
});

export const pageHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem",
  marginBottom: "1.25rem",
});
export const pageTitle = style({ fontSize: "1.6rem", margin: 0 });
export const muted = style({ color: vars.color.textMuted });
export const row = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

/**
 * A table's own scrolling box: on a phone a wide table scrolls sideways inside it and the page does not (issue 12
 * "Phones"). Focusable, so keyboard users can scroll it too.
 */
export const tableScroll = style({
  maxWidth: "100%",
  overflowX: "auto",
  // the containing block of absolutely positioned texts in cells (visually hidden ones): they scroll with the table
  position: "relative",
  WebkitOverflowScrolling: "touch",
  borderRadius: vars.radius.large,
});

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  overflow: "hidden",
});
export const th = style({
  textAlign: "start",
  padding: "0.6rem 0.75rem",
  fontSize: "0.85rem",
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const td = style({ padding: "0.6rem 0.75rem", borderBottom: `1px solid ${vars.color.border}` });
/**
 * A link or button standing alone (a table cell's name, "Back to the list", a card's e-mail): a 44 px target
 * without looking like a button. Links inside a sentence stay inline (WCAG 2.5.8's inline exception).
 */
export const standaloneLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: TARGET,
  minWidth: TARGET,
  maxWidth: "100%",
});
export const tableRow = style({
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" },
  },
});
export const tableFooter = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "center",
  justifyContent: "flex-end",
  padding: "0.75rem 0",
});

export const banner = styleVariants({
  danger: { background: vars.color.dangerSurface, color: vars.color.danger },
  success: { background: vars.color.successSurface, color: vars.color.success },
  info: { background: vars.color.warningSurface, color: vars.color.warning },
});
export const bannerBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "1rem",
  padding: "0.5rem 1rem",
  fontWeight: 600,
});

export const toastRegion = style({
  position: "fixed",
  insetInlineEnd: "1rem",
  bottom: "1rem",
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  zIndex: 1000,
  maxWidth: "min(28rem, calc(100vw - 2rem))",
});
export const toast = styleVariants({
  negative: { background: vars.color.dangerSurface, color: vars.color.danger, borderColor: vars.color.danger },
  positive: { background: vars.color.successSurface, color: vars.color.success, borderColor: vars.color.success },
});
export const toastBox = style({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  padding: "0.75rem 1rem",
  border: "1px solid",
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  fontWeight: 500,
});

/** The toast's close button: 44 px, the "×" centred (it was 25 px). */
export const toastClose = style({
  flexShrink: 0,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: TARGET,
  height: TARGET,
  marginBlock: "-0.5rem",
  marginInlineEnd: "-0.75rem",
  padding: 0,
  background: "none",
  border: "none",
  borderRadius: vars.radius.medium,
  color: "inherit",
  cursor: "pointer",
  font: "inherit",
  fontSize: "1.25rem",
  lineHeight: 1,
  selectors: { "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "-2px" } },
});

export const modalOverlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  zIndex: 900,
  padding: "1rem",
});
export const modal = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.raised,
  width: "min(36rem, 100%)",
  maxHeight: "90vh",
  overflow: "auto",
  padding: "1.5rem",
  outline: "none",
});
