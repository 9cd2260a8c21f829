import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiRequestBody, ApiResponse } from "../../../../sdk/src/index.js";
import { api } from "@web/kit";
import { leaveRequestKeys, useCompanyId } from "../requests/data.js";

/** The Time off tab's reads and writes (TanStack Query over the typed SDK), under the leave module's keys. */
export type TimeOffBalance = ApiResponse<"get", "/api/companies/{companyId}/leave/balances">["items"][number];
export type TimeOffLedger = ApiResponse<"get", "/api/companies/{companyId}/leave/ledger">;
export type AdjustmentBody = ApiRequestBody<"post", "/api/companies/{companyId}/leave/balances/adjustments">;
export type BalanceImport = ApiResponse<"post", "/api/companies/{companyId}/leave/balances/import">;

/** A person's balances as of a day (their own without `userId` rights: the route decides). */
export function usePersonBalances(userId: string, asOf: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...leaveRequestKeys.balances(companyId, userId), asOf],
    enabled: Boolean(companyId) && Boolean(asOf),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get("/api/companies/{companyId}/leave/balances", { params: { companyId }, query: { userId, asOf } }),
  });
}

/** An admin's adjustment or starting balance; balances and ledgers are read again after it. */
export function useAdjustBalance() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: AdjustmentBody) =>
      api.post("/api/companies/{companyId}/leave/balances/adjustments", { params: { companyId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: leaveRequestKeys.all(companyId) }),
  });
}

/** The field of the balance import's file. */
export const IMPORT_FIELD = "file";

export function useBalanceImport() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: ({ file, mode }: { file: File; mode: "preview" | "commit" }) => {
      const body = new FormData();
      body.append(IMPORT_FIELD, file, file.name);
      // multipart: the route declares no JSON body, so the typed client passes the form through
      return api.post("/api/companies/{companyId}/leave/balances/import", {
        params: { companyId },
        query: { mode },
        body: body as never,
      });
    },
    onSuccess: (result) => {
      if (result.mode === "commit") void client.invalidateQueries({ queryKey: leaveRequestKeys.all(companyId) });
    },
  });
}
