import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../sdk/src/index.js";
import { api, useSession } from "@web/kit";
import { dateOfDay } from "../../../../core/dates/calendar-days.js";

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
      intl.formatDate(dateOfDay(day), { timeZone: "UTC", ...options }),
    range: (start: string, end: string) =>
      start === end
        ? intl.formatDate(dateOfDay(start), { dateStyle: "medium", timeZone: "UTC" })
        : intl.formatDateTimeRange(dateOfDay(start), dateOfDay(end), { dateStyle: "medium", timeZone: "UTC" }),
  };
}
