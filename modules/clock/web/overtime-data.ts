import { useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../sdk/src/index.js";
import { api, useSession } from "@web/kit";
import { dateOfDay } from "../../../core/dates/calendar-days.js";

/**
 * Reads of /overtime and the time-sheet report (TanStack Query over the typed SDK). Keys start with `clock`, the
 * company and `overtime`, so a company switch or sign-out (which drops the cache) never shows another tenant's data.
 */
export type OvertimeDayList = ApiResponse<"get", "/api/companies/{companyId}/clock/overtime/days">;
export type OvertimeDayItem = OvertimeDayList["items"][number];
export type OvertimeSettingsData = ApiResponse<"get", "/api/companies/{companyId}/clock/overtime/settings">;
export type TimeBankData = ApiResponse<"get", "/api/companies/{companyId}/clock/time-bank">;
export type TimeSheetData = ApiResponse<"post", "/api/companies/{companyId}/clock/time-sheet-report">;
export type ExportData = ApiResponse<"get", "/api/companies/{companyId}/clock/time-sheet-report/exports/{exportId}">;

export const overtimeKeys = {
  all: (companyId: string) => ["clock", companyId, "overtime"] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export function useOvertimeDays(query: { from: string; to: string; status?: string }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...overtimeKeys.all(companyId), "days", query.from, query.to, query.status ?? ""],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/clock/overtime/days", {
        params: { companyId },
        query: {
          from: query.from,
          to: query.to,
          limit: 100,
          skip: 0,
          ...(query.status ? { status: query.status as "pending" } : {}),
        },
      }),
  });
}

export function useTimeBank() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...overtimeKeys.all(companyId), "bank"],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/clock/time-bank", { params: { companyId }, query: {} }),
  });
}

export function useOvertimeSettings(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...overtimeKeys.all(companyId), "settings"],
    enabled: Boolean(companyId) && enabled,
    queryFn: () => api.get("/api/companies/{companyId}/clock/overtime/settings", { params: { companyId } }),
  });
}

/** Minutes as hours and minutes in the page's language ("1 h 30 min"; negative with a sign). */
export function useHours() {
  const intl = useIntl();
  return (minutes: number) => {
    const sign = minutes < 0 ? "−" : "";
    const abs = Math.abs(Math.round(minutes));
    const h = Math.floor(abs / 60);
    const m = abs % 60;
    const parts = [
      h > 0 ? intl.formatNumber(h, { style: "unit", unit: "hour", unitDisplay: "short" }) : "",
      m > 0 || h === 0 ? intl.formatNumber(m, { style: "unit", unit: "minute", unitDisplay: "short" }) : "",
    ].filter(Boolean);
    return `${sign}${parts.join(" ")}`;
  };
}

/** A calendar day in the page's language. */
export function useDay() {
  const intl = useIntl();
  return (day: string, options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" }) =>
    intl.formatDate(dateOfDay(day), { timeZone: "UTC", ...options });
}
