import { style } from "@vanilla-extract/css";

export const heading = style({ fontSize: "1.15rem", margin: "0.5rem 0 0.75rem" });
