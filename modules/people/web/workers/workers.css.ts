import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** Layout of the worker pages; controls come from web/src/components. */

// fields side by side on wide screens, stacked on phones
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  columnGap: "1rem",
  alignItems: "start",
});
export const wide = style({ gridColumn: "1 / -1" });

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "flex-end",
  marginBottom: "1rem",
});
export const searchBox = style({ flex: "2 1 16rem" });
// the filters' selects sit on the search box's baseline, their choice on one line
export const filter = style({ flex: "1 1 10rem", minWidth: 0 });
globalStyle(`${filter} > *, ${searchBox} > *`, { marginBottom: 0 });
globalStyle(`${filter} button > span:first-child`, {
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const nameCell = style({ display: "flex", alignItems: "center", gap: "0.65rem", minWidth: 0 });
export const nameText = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const subtle = style({ color: vars.color.textMuted, fontSize: "0.85rem" });

const avatarBase = style({
  flexShrink: 0,
  borderRadius: "50%",
  objectFit: "cover",
  background: vars.color.surfaceHover,
  color: vars.color.textMuted,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontWeight: 700,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
});
export const avatar = styleVariants({
  small: [avatarBase, { width: "2.25rem", height: "2.25rem", fontSize: "0.85rem" }],
  medium: [avatarBase, { width: "6.5rem", height: "6.5rem", fontSize: "2rem" }],
});

export const badge = styleVariants({
  active: {
    display: "inline-block",
    padding: "0.1rem 0.55rem",
    borderRadius: "999px",
    fontSize: "0.8rem",
    fontWeight: 700,
    background: vars.color.successSurface,
    color: vars.color.success,
  },
  terminated: {
    display: "inline-block",
    padding: "0.1rem 0.55rem",
    borderRadius: "999px",
    fontSize: "0.8rem",
    fontWeight: 700,
    background: vars.color.dangerSurface,
    color: vars.color.danger,
  },
});

export const profileHeader = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "1.25rem",
  alignItems: "center",
  marginBottom: "1.25rem",
});
export const profileIdentity = style({ display: "flex", flexDirection: "column", gap: "0.25rem", flex: "1 1 16rem" });
export const profileName = style({ fontSize: "1.35rem", fontWeight: 700, margin: 0 });
// the picture's upload, beside the identity on wide screens, under it on phones
export const uploadBox = style({ flex: "0 1 22rem" });

export const sectionTitle = style({ fontSize: "1.05rem", margin: "0.5rem 0 0.75rem" });
export const formFooter = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  justifyContent: "flex-end",
  alignItems: "center",
  marginTop: "1rem",
});
export const dialogActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  justifyContent: "flex-end",
  marginTop: "1.25rem",
});

export const notice = styleVariants({
  info: {
    padding: "0.75rem 1rem",
    borderRadius: vars.radius.medium,
    background: vars.color.surfaceHover,
    color: vars.color.text,
    marginBottom: "1rem",
  },
  danger: {
    padding: "0.75rem 1rem",
    borderRadius: vars.radius.medium,
    background: vars.color.dangerSurface,
    color: vars.color.danger,
    fontWeight: 600,
    marginBottom: "1rem",
  },
  success: {
    padding: "0.75rem 1rem",
    borderRadius: vars.radius.medium,
    background: vars.color.successSurface,
    color: vars.color.success,
    fontWeight: 600,
    marginBottom: "1rem",
  },
});

export const hours = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
  columnGap: "1rem",
  maxWidth: "40rem",
});
export const rangeGroup = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "0.75rem 1rem 0",
  margin: "0 0 1rem",
  maxWidth: "40rem",
});
export const legend = style({ fontWeight: 600, padding: "0 0.25rem" });
export const dayRow = style({
  display: "grid",
  gridTemplateColumns: "9.5rem repeat(2, minmax(8rem, 12rem))",
  columnGap: "1rem",
  alignItems: "start",
  "@media": { "screen and (max-width: 640px)": { gridTemplateColumns: "1fr 1fr" } },
});
export const dayName = style({ fontWeight: 600, paddingTop: "2.1rem", textTransform: "capitalize" });

export const textarea = style({
  font: "inherit",
  minHeight: "5rem",
  padding: "0.5rem 0.75rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  width: "100%",
  resize: "vertical",
  selectors: { "&[data-focused]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" } },
});

export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(8rem, max-content) 1fr",
  gap: "0.5rem 1.25rem",
  margin: 0,
});
export const detailTerm = style({ color: vars.color.textMuted, fontWeight: 600 });
export const detailValue = style({ margin: 0, overflowWrap: "anywhere" });

// the termination survey's scores: ten small round choices in a row
// ten equal columns: the scale stays on one line, shrinking on narrow screens
export const scores = style({ display: "grid", gridTemplateColumns: "repeat(10, minmax(0, 2.6rem))", gap: "0.3rem" });
export const yesNoRow = style({ display: "flex", flexWrap: "wrap", gap: "0.4rem" });
export const scoreScale = style({
  display: "flex",
  justifyContent: "space-between",
  maxWidth: "32rem",
  color: vars.color.textMuted,
  fontSize: "0.8rem",
});
export const score = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "100%",
  aspectRatio: "1",
  borderRadius: "50%",
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-selected]": {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-invalid]": { borderColor: vars.color.danger },
  },
});
export const yesNo = style([
  score,
  { width: "auto", aspectRatio: "auto", minWidth: "4.5rem", minHeight: "2.5rem", borderRadius: vars.radius.medium },
]);
export const question = style({
  border: "none",
  padding: 0,
  margin: "0 0 1.5rem",
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
});
export const narrow = style({ maxWidth: "44rem", margin: "0 auto" });

// the schedule's weekdays: toggle chips (each a checkbox)
export const dayChips = style({ display: "flex", flexWrap: "wrap", gap: "0.4rem" });
export const dayChip = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "3.25rem",
  minHeight: "2.5rem",
  padding: "0 0.6rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  textTransform: "capitalize",
  cursor: "pointer",
  selectors: {
    "&[data-hovered]": { background: vars.color.surfaceHover },
    "&[data-selected]": {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-invalid]": { borderColor: vars.color.danger },
  },
});
export const dayGroup = style({ display: "flex", flexDirection: "column", gap: "0.4rem", marginBottom: "1rem" });

export const fileActions = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", alignItems: "center" });

/** The workers table scrolls inside its own box on narrow screens (the page never scrolls sideways). */

/** The employees' people directory: one card per person. */
export const directory = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  gap: "0.75rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const directoryCard = style({
  display: "flex",
  gap: "0.75rem",
  alignItems: "flex-start",
  padding: "0.85rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const directoryBody = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.15rem",
  minWidth: 0,
  overflowWrap: "anywhere",
});
// the card's links (name, e-mail, phone) are a finger's target each: 44 px tall (issue 12 "Phones")
globalStyle(`${directoryBody} > a`, { display: "flex", alignItems: "center", minHeight: "2.75rem" });
export const directoryName = style({ fontWeight: 700, color: vars.color.text });
export const directoryPaging = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem",
  alignItems: "center",
  justifyContent: "flex-end",
  marginTop: "1rem",
});
