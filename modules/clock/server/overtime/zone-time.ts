/**
 * Clock's names for the core's wall-clock arithmetic in a company's time zone (core/dates/zone-time.ts): the local
 * day and minute of an instant, and the instant of a local day's minute.
 */
export {
  localDay,
  localDayNumber,
  localParts,
  offsetMinutes,
  zonedInstant as instantOf,
  zonedMs,
} from "../../../../core/dates/zone-time.js";
/** Days from `from` to `to` inclusive. */
export { eachDay as daysBetween } from "../../../../core/dates/calendar-days.js";
