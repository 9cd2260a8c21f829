import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "../../../../sdk/src/index.js";
import { api } from "../../api/client.js";
import { useSession, useSessionRefresh } from "../../auth/session.js";
import { usePagedList } from "../../kit/paged-list.js";

/** Plan Billing's data (tenants/billing on the server). */
export type BillingOverview = ApiResponse<"get", "/api/companies/{companyId}/billing">;
export type InvoiceItem = ApiResponse<"get", "/api/companies/{companyId}/billing/invoices">["items"][number];
export type Invoice = ApiResponse<"get", "/api/companies/{companyId}/billing/invoices/{invoiceId}">;
export type PlanId = BillingOverview["plan"];

const billingKeys = {
  all: (companyId: string) => ["billing", companyId] as const,
  overview: (companyId: string) => ["billing", companyId, "overview"] as const,
  invoices: (companyId: string) => ["billing", companyId, "invoices"] as const,
  invoice: (companyId: string, invoiceId: string) => ["billing", companyId, "invoice", invoiceId] as const,
};

export function useBillingOverview() {
  const companyId = useSession().company?.id ?? "";
  return useQuery({
    queryKey: billingKeys.overview(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/billing", { params: { companyId } }),
  });
}

/** The invoices, paged (`usePagedList`), five a page at first. */
export function useInvoices() {
  const companyId = useSession().company?.id ?? "";
  return usePagedList<InvoiceItem>({
    queryKey: billingKeys.invoices(companyId),
    enabled: Boolean(companyId),
    initialPageSize: 5,
    fetchPage: (page) => api.get("/api/companies/{companyId}/billing/invoices", { params: { companyId }, query: page }),
  });
}

export function useInvoice(invoiceId: string | null) {
  const companyId = useSession().company?.id ?? "";
  return useQuery({
    queryKey: billingKeys.invoice(companyId, invoiceId ?? ""),
    enabled: Boolean(companyId && invoiceId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/billing/invoices/{invoiceId}", {
        params: { companyId, invoiceId: invoiceId! },
      }),
  });
}

/** The admin chooses the plan; the session is read again (the trial banner and plan-gated pages follow). */
export function useChoosePlan(options: {
  onSuccess?: (overview: BillingOverview) => void;
  onError?: (e: unknown) => void;
}) {
  const companyId = useSession().company?.id ?? "";
  const client = useQueryClient();
  const refresh = useSessionRefresh();
  return useMutation({
    mutationFn: (plan: PlanId) =>
      api.put("/api/companies/{companyId}/billing/plan", { params: { companyId }, body: { plan } }),
    onSuccess: async (overview) => {
      await client.invalidateQueries({ queryKey: billingKeys.all(companyId) });
      await refresh();
      options.onSuccess?.(overview);
    },
    onError: options.onError,
  });
}

/** Opens the provider's checkout for an invoice. */
export function usePayInvoice(options: { onError?: (e: unknown) => void }) {
  const companyId = useSession().company?.id ?? "";
  return useMutation({
    mutationFn: (invoiceId: string) =>
      api.post("/api/companies/{companyId}/billing/invoices/{invoiceId}/pay", { params: { companyId, invoiceId } }),
    onSuccess: ({ url }) => {
      window.location.assign(url);
    },
    onError: options.onError,
  });
}
