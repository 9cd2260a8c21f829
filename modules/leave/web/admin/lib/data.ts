import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../../sdk/src/index.js";
import { api, useSession, type Locale } from "@web/kit";
import { dateOfDay } from "../../../../../core/dates/calendar-days.js";
import { DAY_MS, HOUR_MS } from "../../../contract/index.js";
import { peopleContract } from "../../../../people/contract/people.contract.js";
import { workerPermissions } from "../../../../people/contract/workers.js";

/**
 * The leaders' and admins' reads (TanStack Query over the typed SDK). Keys start with `leave` and the company, so a
 * company switch or sign-out (which drops the cache) never shows another tenant's data.
 */
export type LeaveType = ApiResponse<"get", "/api/companies/{companyId}/leave-types">["items"][number];
export type LeaveRequest = ApiResponse<"get", "/api/companies/{companyId}/leave/requests/{requestId}">;
export type PendingApproval = ApiResponse<
  "get",
  "/api/companies/{companyId}/leave/requests/pending-approvals"
>["items"][number];
export type CalendarData = ApiResponse<"get", "/api/companies/{companyId}/leave/calendar">;
export type Pack = ApiResponse<"get", "/api/companies/{companyId}/leave-packs">["items"][number];
export type Holiday = ApiResponse<"get", "/api/companies/{companyId}/holidays/{countryId}">["items"][number];
export type LockedDate = ApiResponse<"get", "/api/companies/{companyId}/leave/locked-dates">["items"][number];

export const leaveKeys = {
  all: (companyId: string) => ["leave", companyId] as const,
  types: (companyId: string) => ["leave", companyId, "types"] as const,
  pending: (companyId: string) => ["leave", companyId, "pending-approvals"] as const,
  calendar: (companyId: string) => ["leave", companyId, "calendar"] as const,
  holidays: (companyId: string, countryId: string) => ["leave", companyId, "holidays", countryId] as const,
  locked: (companyId: string) => ["leave", companyId, "locked-dates"] as const,
  packs: (companyId: string) => ["leave", companyId, "packs"] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export function useIsAdmin(): boolean {
  return useSession().level === "admin";
}

export function useLeaveTypes() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveKeys.types(companyId),
    enabled: Boolean(companyId),
    queryFn: async () =>
      (await api.get("/api/companies/{companyId}/leave-types", { params: { companyId } })).items.sort(
        (a, b) => a.order - b.order,
      ),
  });
}

export function usePacks() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveKeys.packs(companyId),
    enabled: Boolean(companyId),
    staleTime: Infinity,
    queryFn: () => api.get("/api/companies/{companyId}/leave-packs", { params: { companyId } }),
    select: (list) => list.items,
  });
}

/**
 * Whether the platform's founder locked the company's pack (`notAllowChangePack`, issue 18): read again each time a
 * pack page opens (the packs themselves never change), and live when the founder switches it (the company's realtime
 * topic re-reads what the app has read: web/src/app/tenant-live.ts).
 */
export function usePackLocked(): boolean | undefined {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveKeys.packs(companyId),
    enabled: Boolean(companyId),
    staleTime: 0,
    queryFn: () => api.get("/api/companies/{companyId}/leave-packs", { params: { companyId } }),
    select: (list) => list.locked,
  }).data;
}

/** A leave type's title in the page's language. */
export function titleOf(type: { title: Record<Locale, string> } | undefined, locale: string): string {
  if (!type) return "";
  return type.title[locale as Locale] ?? type.title.en;
}

/** Milliseconds in the type's unit: the contract's rule, re-exported for the pages that read it from here. */
export { inUnit } from "../../../contract/index.js";
export function fromUnit(amount: number, unit: string): number {
  return Math.round(amount * (unit === "hours" ? HOUR_MS : DAY_MS));
}

/** Whether the session's level may list the company's workers (people's `people.workers.read`: admins, managers). */
export function useCanListWorkers(): boolean {
  const level = useSession().level;
  const levels: readonly string[] = peopleContract.permissions[workerPermissions.read];
  return level !== null && levels.includes(level);
}

/**
 * The names of the company's people by user id (leaves carry the user id). Reads the workers list a page of 50 at a
 * time, only for a level that may list workers: others (an employee on their own calendar) never ask, and get an
 * empty map; the pages fall back to a neutral label.
 */
export function useWorkerNames(): Map<string, string> {
  const companyId = useCompanyId();
  const allowed = useCanListWorkers();
  const query = useQuery({
    queryKey: ["leave", companyId, "worker-names"],
    enabled: Boolean(companyId) && allowed,
    staleTime: 5 * 60_000,
    meta: { quiet: true },
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const names = new Map<string, string>();
      try {
        for (let skip = 0; skip < 2000; skip += 50) {
          const page = await api.get("/api/companies/{companyId}/workers", {
            params: { companyId },
            query: { view: "card", limit: 50, skip },
          });
          for (const w of page.items) names.set(w.userId, [w.name, w.lastName].filter(Boolean).join(" "));
          if (skip + 50 >= page.total) break;
        }
      } catch {
        // not allowed to list workers: names stay unknown
      }
      return names;
    },
  });
  return query.data ?? EMPTY;
}
const EMPTY = new Map<string, string>();

/** A day formatted for the page's language (the day is a UTC calendar day). */
export function useFormatDay() {
  const intl = useIntl();
  return (day: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
    intl.formatDate(dateOfDay(day), { timeZone: "UTC", ...options });
}
