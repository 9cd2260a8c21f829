import { style } from "@vanilla-extract/css";
import { vars } from "../theme/theme.css.js";

export const shell = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });
export const skipLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  position: "absolute",
  insetInlineStart: "-999px",
  top: 0,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  padding: "0.5rem 1rem",
  zIndex: 2000,
  selectors: { "&:focus": { insetInlineStart: "0.5rem" } },
});
export const header = style({
  display: "flex",
  alignItems: "center",
  gap: "0.75rem",
  padding: "0.5rem 1rem",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: "sticky",
  top: 0,
  zIndex: 50,
  // on phones the header wraps (the people search takes its own row) rather than widening the page
  "@media": { "screen and (max-width: 640px)": { flexWrap: "wrap", rowGap: "0.5rem" } },
});
export const brand = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  fontWeight: 800,
  fontSize: "1.1rem",
  color: vars.color.text,
  textDecoration: "none",
});
export const company = style({
  color: vars.color.textMuted,
  fontSize: "0.9rem",
  "@media": { "screen and (max-width: 640px)": { display: "none" } },
});
/** The company's logo (issue 18): at most the header's height, never wider than a name. */
export const companyLogo = style({
  display: "block",
  maxHeight: "2rem",
  maxWidth: "7.5rem",
  width: "auto",
  height: "auto",
  objectFit: "contain",
  // on phones the header keeps its room for the menu, the name and the bell (as the company's name, hidden there)
  "@media": { "screen and (max-width: 640px)": { display: "none" } },
});
export const spacer = style({ flex: 1 });
/** Header controls that move to the settings page on phones, where the header has room for little else. */
export const headerWide = style({
  display: "contents",
  "@media": { "screen and (max-width: 640px)": { display: "none" } },
});
/** What only the phone's menu shows (signing out, which the header has no room for there). */
export const navPhoneOnly = style({
  display: "none",
  padding: "0.5rem 0.75rem",
  "@media": { "screen and (max-width: 640px)": { display: "block" } },
});
export const body = style({ display: "flex", flex: 1, minHeight: 0 });
export const sidebar = style({
  width: "15rem",
  flexShrink: 0,
  background: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  padding: "1rem 0.5rem",
  "@media": {
    "screen and (max-width: 860px)": {
      position: "fixed",
      top: "3.5rem",
      bottom: 0,
      insetInlineStart: 0,
      zIndex: 40,
      boxShadow: vars.shadow.raised,
      // the drawer is as tall as the window: its own entries scroll (a fixed box's overflow is out of the page's reach)
      overflowY: "auto",
      overscrollBehavior: "contain",
    },
    // below 640 px the header has a second row (the people search): the drawer opens under it
    "screen and (max-width: 640px)": { top: "7rem" },
  },
});
export const sidebarHidden = style({
  "@media": { "screen and (max-width: 860px)": { display: "none" } },
});
export const menuButton = style({
  display: "none",
  "@media": { "screen and (max-width: 860px)": { display: "inline-flex" } },
});
export const navList = style({ listStyle: "none", margin: 0, padding: 0 });
export const navGroup = style({ marginBottom: "1rem" });
export const navGroupTitle = style({
  display: "block",
  padding: "0 0.75rem 0.25rem",
  color: vars.color.textMuted,
  fontSize: "0.75rem",
  fontWeight: 700,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
});
export const navIcon = style({ display: "inline-block", verticalAlign: "-0.15em", marginInlineEnd: "0.6rem" });
export const navLink = style({
  display: "flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.55rem 0.75rem",
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
  selectors: {
    "&:hover": { background: vars.color.surfaceHover },
    '&[aria-current="page"]': { background: vars.color.surfaceHover, color: vars.color.primary, fontWeight: 700 },
  },
});
export const main = style({
  flex: 1,
  minWidth: 0,
  padding: "1.5rem",
  maxWidth: "80rem",
  "@media": { "screen and (max-width: 640px)": { padding: "1rem" } },
});
export const authPage = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  padding: "1.5rem 1rem",
  gap: "1rem",
});
export const authCard = style({
  width: "min(30rem, 100%)",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "2rem",
  boxShadow: vars.shadow.raised,
  "@media": { "screen and (max-width: 480px)": { padding: "1.25rem" } },
});
export const authTools = style({ display: "flex", gap: "0.5rem", alignItems: "center" });
export const compactSelect = style({
  minHeight: "2.75rem",
  font: "inherit",
  fontSize: "0.9rem",
  padding: "0.3rem 0.5rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
/** The header's slot (`header.tools`): the people search; shrinks first on phones. */
export const headerTools = style({
  display: "flex",
  alignItems: "center",
  minWidth: 0,
  // grows more than the spacer beside it, so on phones the search gets most of the free width
  flex: "4 1 0",
  maxWidth: "16rem",
  "@media": { "screen and (max-width: 640px)": { order: 10, flex: "1 1 100%", maxWidth: "none" } },
});
