import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, useSession } from "@web/kit";
import type { ReviewInput, SalaryChangeInput } from "../contract/index.js";

/** Cache keys start with the module id and the company: a company switch never shows another tenant's payroll. */
export const payrollKeys = {
  all: (companyId: string) => ["payroll", companyId] as const,
  periods: (companyId: string) => ["payroll", companyId, "periods"] as const,
  period: (companyId: string, month: string) => ["payroll", companyId, "period", month] as const,
  myReceipts: (companyId: string) => ["payroll", companyId, "receipts", "mine"] as const,
  monthReceipts: (companyId: string, month: string) => ["payroll", companyId, "receipts", month] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export function usePeriods() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: payrollKeys.periods(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/payroll/periods", { params: { companyId } }),
  });
}

export function usePeriod(month: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: payrollKeys.period(companyId, month ?? ""),
    enabled: Boolean(companyId && month),
    queryFn: () =>
      api.get("/api/companies/{companyId}/payroll/periods/{month}", { params: { companyId, month: month! } }),
  });
}

/** The export's address: a plain link downloads it with the session cookie. */
export function exportHref(companyId: string, month: string, format: "csv" | "xlsx"): string {
  return `/api/companies/${companyId}/payroll/periods/${month}/export?format=${format}`;
}

export function receiptHref(companyId: string, receiptId: string): string {
  return `/api/companies/${companyId}/payroll/receipts/${receiptId}/file`;
}

export function useReview(month: string) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewInput) =>
      api.post("/api/companies/{companyId}/payroll/periods/{month}/reviews", { params: { companyId, month }, body }),
    onSuccess: (period) => client.setQueryData(payrollKeys.period(companyId, month), period),
  });
}

export function useApprove(month: string, options: { onSuccess?: () => void } = {}) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post("/api/companies/{companyId}/payroll/periods/{month}/approve", { params: { companyId, month } }),
    onSuccess: async (period) => {
      client.setQueryData(payrollKeys.period(companyId, month), period);
      await client.invalidateQueries({ queryKey: payrollKeys.periods(companyId) });
      options.onSuccess?.();
    },
  });
}

export function useSalaryChange(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: SalaryChangeInput) =>
      api.post("/api/companies/{companyId}/payroll/salary-changes", { params: { companyId }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: payrollKeys.all(companyId) });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

/** The field of the payslips' PDF. */
export const RECEIPT_FIELD = "file";

export function useUploadReceipts(month: string, options: { onSuccess?: (stored: number) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(RECEIPT_FIELD, file, file.name);
      // multipart: the route declares no JSON body, so the typed client passes the form through
      return api.post("/api/companies/{companyId}/payroll/receipts/{month}", {
        params: { companyId, month },
        body: body as never,
      });
    },
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: payrollKeys.all(companyId) });
      options.onSuccess?.(result.stored);
    },
  });
}

export function useMonthReceipts(month: string | null, enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: payrollKeys.monthReceipts(companyId, month ?? ""),
    enabled: Boolean(companyId && month && enabled),
    queryFn: () =>
      api.get("/api/companies/{companyId}/payroll/receipts/months/{month}", {
        params: { companyId, month: month! },
      }),
  });
}

export function useMyReceipts() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: payrollKeys.myReceipts(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/payroll/receipts/mine", { params: { companyId } }),
  });
}

export function useConfirmRead() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (receiptId: string) =>
      api.post("/api/companies/{companyId}/payroll/receipts/{receiptId}/read", { params: { companyId, receiptId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: payrollKeys.myReceipts(companyId) }),
  });
}
