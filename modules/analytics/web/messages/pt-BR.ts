import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "analytics.title": "Análise de pessoas",
};
