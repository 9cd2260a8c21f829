import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "analytics.title": "Análisis de personas",
};
