import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiRequestBody, ApiResponse, paths } from "../../../../sdk/src/index.js";
import { api, useSession } from "@web/kit";

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

export function useLedger(query: { leaveTypeId?: string; limit: number; skip: number }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: leaveRequestKeys.ledger(companyId, query),
    enabled: Boolean(companyId),
    placeholderData: keepPreviousData,
    queryFn: () => api.get("/api/companies/{companyId}/leave/ledger", { params: { companyId }, query }),
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
        query: { status: "active", limit: 50, skip: 0, ...(q ? { q } : {}) },
      }),
  });
}
