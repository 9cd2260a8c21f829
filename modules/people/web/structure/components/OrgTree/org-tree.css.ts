import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

const line = `1px solid ${vars.color.borderStrong}`;
const GAP = "1.25rem";

/** The scrolling viewport of the chart. */
export const viewport = style({
  overflow: "auto",
  maxHeight: "calc(100vh - 16rem)",
  minHeight: "20rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  padding: "1.5rem",
});
export const tree = style({
  display: "flex",
  justifyContent: "center",
  gap: "2rem",
  margin: 0,
  padding: 0,
  listStyle: "none",
  width: "max-content",
  minWidth: "100%",
});

/** A person and, below them, their team. */
export const node = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  listStyle: "none",
  outline: "none",
});

/** A team laid out in a row under its leader, joined by connector lines (the classic chart). */
export const row = style({
  position: "relative",
  display: "flex",
  justifyContent: "center",
  margin: 0,
  padding: `${GAP} 0 0`,
  listStyle: "none",
});
// the line down from the leader
globalStyle(`${row}::before`, {
  content: "''",
  position: "absolute",
  top: 0,
  left: "50%",
  height: GAP,
  borderLeft: line,
});
globalStyle(`${row} > ${node}`, { padding: `${GAP} 0.4rem 0` });
// each member's half of the horizontal line, and the line down to the member
globalStyle(`${row} > ${node}::before, ${row} > ${node}::after`, {
  content: "''",
  position: "absolute",
  top: 0,
  width: "50%",
  height: GAP,
  borderTop: line,
});
globalStyle(`${row} > ${node}::before`, { right: "50%" });
globalStyle(`${row} > ${node}::after`, { left: "50%", borderLeft: line });
globalStyle(`${row} > ${node}:first-child::before, ${row} > ${node}:last-child::after`, { borderTop: "none" });
globalStyle(`${row} > ${node}:only-child::before`, { display: "none" });
globalStyle(`${row} > ${node}:only-child::after`, { borderTop: "none" });
globalStyle(`${row} > ${node}:last-child::before`, { borderRight: line });
globalStyle(`${row} > ${node}:last-child::after`, { borderLeft: "none" });

/** A large team of people without teams of their own, in columns under its leader (a row would be too wide). */
export const stack = style({
  position: "relative",
  display: "grid",
  gridAutoFlow: "column",
  gap: "0.5rem 0.75rem",
  margin: `${GAP} 0 0`,
  padding: "0.75rem",
  listStyle: "none",
  border: line,
  borderRadius: vars.radius.medium,
});
globalStyle(`${stack}::before`, {
  content: "''",
  position: "absolute",
  top: `calc(-1 * ${GAP} - 1px)`,
  left: "50%",
  height: GAP,
  borderLeft: line,
});

export const card = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: "0.6rem",
  width: "13.5rem",
  padding: "0.6rem 0.75rem",
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  textAlign: "start",
  cursor: "default",
});
/** The tree item inside the card (its texts): the card shows its focus. */
export const item = style({ display: "flex", flex: 1, minWidth: 0, outline: "none" });
globalStyle(`${card}:has(> ${item}:focus-visible)`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
export const match = style({ borderColor: vars.color.warning, background: vars.color.warningSurface });
export const currentMatch = style({ outline: `3px solid ${vars.color.warning}`, outlineOffset: "2px" });
/** The card's texts, one link to the person's profile (at least 44 px tall: a finger's target). */
export const text = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "center",
  minWidth: 0,
  minHeight: "2.75rem",
  flex: 1,
  lineHeight: 1.3,
  color: vars.color.text,
  textDecoration: "none",
});
globalStyle(`${text}:hover > span:first-child`, { textDecoration: "underline" });
export const name = style({
  fontWeight: 700,
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});
export const meta = style({
  color: vars.color.textMuted,
  fontSize: "0.8rem",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});
/** The open / close button on the card's lower edge: a 44 px hit area around its small round badge. */
export const toggle = style({
  position: "absolute",
  bottom: "-1.375rem",
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 1,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  height: "2.75rem",
  padding: 0,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  cursor: "pointer",
});
export const toggleBadge = style({
  minWidth: "1.6rem",
  height: "1.6rem",
  padding: "0 0.4rem",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "999px",
  border: line,
  background: vars.color.surface,
  fontSize: "0.75rem",
  fontWeight: 700,
});
globalStyle(`${toggle}:hover > ${toggleBadge}`, { background: vars.color.surfaceHover });
export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "0.5rem",
  marginBottom: "0.75rem",
});
export const zoomValue = style({
  minWidth: "3.5rem",
  textAlign: "center",
  fontVariantNumeric: "tabular-nums",
  alignSelf: "center",
});
export const divider = style({
  width: "1px",
  alignSelf: "stretch",
  background: vars.color.border,
  margin: "0 0.25rem",
});
