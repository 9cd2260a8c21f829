import { Type } from "typebox";
import { DAY_MS } from "../../../core/dates/calendar-days.js";
import { LOCALES } from "../../../core/i18n/locale.js";

/**
 * What every part of the leave contract shares: the languages, the units of durations (spec §9: milliseconds) and the
 * small schemas several resources use. Only the constants are re-exported by index.ts; the schemas stay internal.
 */
export { DAY_MS, LOCALES };
/** Spec §9: durations are milliseconds. */
export const HOUR_MS = 60 * 60 * 1000;

export const IsoDate = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 });
export const Id = Type.String({ minLength: 1, maxLength: 64 });
export const Ms = Type.Integer({ minimum: 0, maximum: 10 * 366 * DAY_MS });
export const Title = Type.Object(
  {
    en: Type.String({ minLength: 1, maxLength: 120 }),
    "pt-BR": Type.String({ minLength: 1, maxLength: 120 }),
    es: Type.String({ minLength: 1, maxLength: 120 }),
  },
  { additionalProperties: false },
);

/** Milliseconds in a leave type's unit (spec §9: days of 24 h, or hours), rounded to two decimals. */
export function inUnit(ms: number, unit: string): number {
  return Math.round((ms / (unit === "hours" ? HOUR_MS : DAY_MS)) * 100) / 100;
}
