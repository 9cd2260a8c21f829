import { errorEntry } from "../../../core/errors/catalogue.js";

/** The analytics module's error codes (en, pt-BR, es). */
export const analyticsErrors = {
  ANALYTICS_RANGE_INVALID: errorEntry(
    400,
    "Choose a range of months (YYYY-MM), the first not after the last, at most 10 years.",
    "Escolha um intervalo de meses (AAAA-MM), o primeiro não depois do último, de no máximo 10 anos.",
    "Elige un rango de meses (AAAA-MM), el primero no después del último, de 10 años como máximo.",
  ),
} as const;

declare module "../../../core/errors/catalogue.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleErrorCodes extends Record<keyof typeof analyticsErrors, true> {}
}
