import { AppError } from "../errors/app-error.js";

/**
 * Spec §5 "Filters that would return fewer than 6 workers are refused, to protect personal data", §9 "Minimum 6
 * workers for filtered reports". One place for the rule, so every report (org chart, surveys, later dashboards)
 * applies the same number.
 */
export const MIN_REPORT_WORKERS = 6;

/** Whether a group of `count` workers may be shown in a report. */
export function isReportableGroup(count: number, min: number = MIN_REPORT_WORKERS): boolean {
  return count >= min;
}

/**
 * Refuses a report whose filter leaves fewer than {@link MIN_REPORT_WORKERS} workers (`REPORT_MIN_WORKERS`, 400),
 * whether or not the caller filtered: a company of four people is as identifiable as a filter that leaves four.
 * Call it with the number of workers (or of answers, for anonymous surveys) the report is built on, before anything
 * of them is read or returned.
 *
 * @example assertReportableGroup(rows.length);
 */
export function assertReportableGroup(count: number, options: { min?: number } = {}): void {
  const min = options.min ?? MIN_REPORT_WORKERS;
  if (!isReportableGroup(count, min)) throw new AppError("REPORT_MIN_WORKERS", { params: { min } });
}
