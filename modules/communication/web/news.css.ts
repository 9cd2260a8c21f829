import { style, globalStyle } from "@vanilla-extract/css";
import { vars } from "@web/kit/css";

/** A post's rich text: images fit the column (390 px phones included), long words wrap. */
export const article = style({ overflowWrap: "anywhere", lineHeight: 1.55 });
globalStyle(`${article} img`, { maxWidth: "100%", height: "auto", borderRadius: "0.5rem" });
globalStyle(`${article} a`, { color: vars.color.primary });

export const editor = style({
  minHeight: "10rem",
  padding: "0.75rem",
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: "0.5rem",
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: "anywhere",
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
});
globalStyle(`${editor} img`, { maxWidth: "100%", height: "auto" });

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: "0.25rem", marginBottom: "0.5rem" });

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" });
export const item = style({ borderBottom: `1px solid ${vars.color.border}`, paddingBottom: "0.75rem" });
export const itemTitle = style({ fontSize: "1.05rem", margin: "0 0 0.25rem" });
export const badge = style({
  display: "inline-block",
  fontSize: "0.8rem",
  fontWeight: 600,
  padding: "0.1rem 0.5rem",
  borderRadius: "999px",
  background: vars.color.surfaceHover,
  color: vars.color.text,
  marginInlineEnd: "0.5rem",
});
export const groups = style({
  display: "grid",
  gap: "0.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});
export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: "0.5rem",
  padding: "0.5rem 0.75rem",
  margin: 0,
  minWidth: 0,
});
