import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../sdk/src/index.js";
import { api, useSession } from "@web/kit";

/**
 * The planner's reads (TanStack Query over the typed SDK). Keys start with `vacation-planner` and the company, so a
 * company switch or sign-out (which drops the cache) never shows another tenant's plan.
 */
export type PlannerYear = ApiResponse<"get", "/api/companies/{companyId}/vacation-planner">;
export type DepartmentPlan = NonNullable<PlannerYear["department"]>;
export type PlannerPerson = DepartmentPlan["people"][number];
export type PlannerAbsence = PlannerPerson["absences"][number];
export type PlannerLeaveType = PlannerYear["leaveTypes"][number];

export const plannerKeys = {
  all: (companyId: string) => ["vacation-planner", companyId] as const,
  year: (companyId: string, year: number, departmentId: string | null) =>
    ["vacation-planner", companyId, "year", year, departmentId] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export function usePlannerYear(year: number, departmentId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: plannerKeys.year(companyId, year, departmentId),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get("/api/companies/{companyId}/vacation-planner", {
        params: { companyId },
        query: { year, ...(departmentId ? { departmentId } : {}) },
      }),
  });
}

// --- calendar days (`YYYY-MM-DD`, UTC calendar days like the API)

export function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}
export function addDays(day: string, n: number): string {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() + n);
  return dayOf(d);
}
export function todayDay(): string {
  return dayOf(new Date());
}
/** Index of `day` in its year (1 January = 0), the index of the plan's per-day arrays. */
export function dayIndex(year: number, day: string): number {
  return Math.round((parseDay(day).getTime() - Date.UTC(year, 0, 1)) / 86_400_000);
}
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A leave type's title in the page's language. */
export function titleOf(type: PlannerLeaveType | undefined, locale: string): string {
  if (!type) return "";
  return type.title[locale as keyof PlannerLeaveType["title"]] ?? type.title.en;
}

/** Days and ranges formatted for the page's language (the days are UTC calendar days). */
export function useFormatDays() {
  const intl = useIntl();
  return {
    day: (day: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
      intl.formatDate(parseDay(day), { timeZone: "UTC", ...options }),
    range: (start: string, end: string) =>
      start === end
        ? intl.formatDate(parseDay(start), { dateStyle: "medium", timeZone: "UTC" })
        : intl.formatDateTimeRange(parseDay(start), parseDay(end), { dateStyle: "medium", timeZone: "UTC" }),
  };
}
