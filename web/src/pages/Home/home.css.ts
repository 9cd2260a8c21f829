import { style } from "@vanilla-extract/css";

export const homeCards = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))",
  gap: "1rem",
  marginTop: "1rem",
});
