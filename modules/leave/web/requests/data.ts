import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiRequestBody, ApiResponse, paths } from "../../../../sdk/src/index.js";
import { api, useCompanyToday, usePagedList, useSession } from "@web/kit";
import { addDays } from "../../../../core/dates/calendar-days.js";

/**
 * The requester pages' reads (TanStack Query over the typed SDK). Keys start with `leave` and the company, so a
 * company switch or sign-out (which drops the cache) never shows another tenant's data.
 */
export type LeaveTypeView = ApiResponse<"get", "/api/companies/{companyId}/leave-types">["items"][number];
export type BalanceView = ApiResponse<"get", "/api/companies/{companyId}/leave/balances">["items"][number];
export type LedgerView = ApiResponse<"get", "/api/companies/{companyId}/leave/ledger">;
export type LeaveRequestView = ApiResponse<"get", "/api/companies/{companyId}/leave/requests/mine">["items"][number];
export type MyRequestsQuery = paths["/api/companies/{companyId}/leave/requests/mine"]["get"]["parameters"]["query"];
export type WorkerOption = ApiResponse<"get", "/api/companies/{companyId}/workers">["items"][number];
/** What the admin sends to record a leave for a worker. */
export type PayrollLeaveBody = ApiRequestBody<"post", "/api/companies/{companyId}/leave/payroll-requests">;
export type LeaveLocale = "en" | "pt-BR" | "es";

export const leaveRequestKeys = {
  all: (companyId: string) => ["leave", companyId] as const,
  types: (companyId: string) => ["leave", companyId, "types"] as const,
  balances: (companyId: string, userId?: string) => ["leave", companyId, "balances", userId ?? "me"] as const,
  ledger: (companyId: string, query: object) => ["leave", companyId, "ledger", query] as const,
  mine: (companyId: string, query: object) => ["leave", companyId, "requests", "mine", query] as const,
  requests: (companyId: string) => ["leave", companyId, "requests"] as const,
  workers: (companyId: string, q: string) => ["leave", companyId, "workers", q] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** The language of leave type titles: the page's. */
export function useLeaveLocale(): LeaveLocale {
  const { locale } = useIntl();
  return locale === "pt-BR" || locale === "es" ? locale : "en";
}

/** The company's leave types, in their order. */
export function useLeaveTypes() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveRequestKeys.types(companyId),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    queryFn: async () => {
      const list = await api.get("/api/companies/{companyId}/leave-types", { params: { companyId } });
      return [...list.items].sort((a, b) => a.order - b.order);
    },
  });
}

/** Balances of the signed-in person (or, for leaders and admins, of `userId`). */
export function useBalances(userId?: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveRequestKeys.balances(companyId, userId),
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/leave/balances", {
        params: { companyId },
        query: userId ? { userId } : {},
      }),
  });
}

/** The ledger, paged (`usePagedList`): one's own, or a person's with `userId` (the route decides who may read it). */
export function useLedger(filter: { userId?: string; leaveTypeId?: string }) {
  const companyId = useCompanyId();
  return usePagedList<LedgerView["items"][number]>({
    queryKey: leaveRequestKeys.ledger(companyId, filter),
    enabled: Boolean(companyId),
    fetchPage: (page) =>
      api.get("/api/companies/{companyId}/leave/ledger", { params: { companyId }, query: { ...filter, ...page } }),
  });
}

export function useMyRequests(query: MyRequestsQuery) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveRequestKeys.mine(companyId, query),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
    queryFn: () => api.get("/api/companies/{companyId}/leave/requests/mine", { params: { companyId }, query }),
  });
}

/** Active workers matching `q` (at most 50), for the admin's payroll entry. */
export function useWorkerOptions(q: string, options: { enabled: boolean }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveRequestKeys.workers(companyId, q),
    enabled: Boolean(companyId) && options.enabled,
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers", {
        params: { companyId },
        query: { status: "active", view: "card", limit: 50, skip: 0, ...(q ? { q } : {}) },
      }),
  });
}

/** Every day of the ranges (inclusive ends), at most `max` days per range. */
function daysOf(ranges: readonly { startDate: string; endDate: string }[], max = 400): Set<string> {
  const days = new Set<string>();
  for (const range of ranges)
    for (let d = range.startDate, n = 0; d <= range.endDate && n < max; d = addDays(d, 1), n += 1) days.add(d);
  return days;
}

/**
 * What the date pickers of a leave form mark (issue 12): the company's locked dates (disabled), its country's
 * holidays of this year and the next (marked), and the person's own active leaves from today (marked).
 */
export function useDateMarks(options: { ownLeaves: boolean } = { ownLeaves: true }) {
  const companyId = useCompanyId();
  const countryId = useSession().company?.countryId ?? "";
  const today = useCompanyToday();
  const year = Number(today.slice(0, 4));
  const locked = useQuery({
    queryKey: [...leaveRequestKeys.all(companyId), "locked-dates"],
    enabled: Boolean(companyId),
    staleTime: 60_000,
    meta: { quiet: true },
    queryFn: async () =>
      daysOf((await api.get("/api/companies/{companyId}/leave/locked-dates", { params: { companyId } })).items),
  });
  const holidays = useQuery({
    queryKey: [...leaveRequestKeys.all(companyId), "holidays", countryId, year],
    enabled: Boolean(companyId && countryId),
    staleTime: 5 * 60_000,
    meta: { quiet: true },
    queryFn: async () => {
      const map = new Map<string, string>();
      for (const y of [year, year + 1]) {
        const list = await api.get("/api/companies/{companyId}/holidays/{countryId}", {
          params: { companyId, countryId },
          query: { year: y },
        });
        for (const h of list.items) if (!map.has(h.date)) map.set(h.date, h.name);
      }
      return map;
    },
  });
  const leaves = useQuery({
    queryKey: [...leaveRequestKeys.requests(companyId), "marks", today],
    enabled: Boolean(companyId) && options.ownLeaves,
    meta: { quiet: true },
    queryFn: async () => {
      const page = await api.get("/api/companies/{companyId}/leave/requests/mine", {
        params: { companyId },
        query: { from: today, limit: 50, skip: 0 },
      });
      return daysOf(page.items.filter((r) => ["pending", "approved", "approved-payroll"].includes(r.status)));
    },
  });
  return { locked: locked.data, holidays: holidays.data, leaves: leaves.data };
}
