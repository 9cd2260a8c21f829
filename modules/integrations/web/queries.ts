import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, usePagedList, useSession } from "@web/kit";
import type {
  CalendarConnection,
  WebhookDelivery,
  WebhookEndpointInput,
  WebhookEndpointPatch,
} from "../contract/index.js";

/** Cache keys start with the module id and the company, so a company switch never shows another tenant's data. */
export const keys = {
  all: (companyId: string) => ["integrations", companyId] as const,
  calendar: (companyId: string) => ["integrations", companyId, "calendar"] as const,
  webhooks: (companyId: string) => ["integrations", companyId, "webhooks"] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** Whether the company has a module (the feeds belong to leave and scheduling). */
export function useHasModule(id: string): boolean {
  const companyId = useCompanyId();
  const query = useQuery({
    queryKey: ["companies", companyId, "modules"],
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    queryFn: () => api.get("/api/companies/{companyId}/modules", { params: { companyId } }),
  });
  return Boolean(query.data?.modules.some((m) => m.id === id && m.enabled));
}

export function useCalendar() {
  const companyId = useCompanyId();
  return useQuery<CalendarConnection>({
    queryKey: keys.calendar(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/integrations/calendar", { params: { companyId } }),
  });
}

/** Starts connecting: the browser goes to Google's consent page. */
export function useConnectGoogle() {
  const companyId = useCompanyId();
  return useMutation({
    mutationFn: () =>
      api.post("/api/companies/{companyId}/integrations/calendar/google/start", { params: { companyId } }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export function useFinishGoogle() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: { code: string; state: string }) =>
      api.post("/api/companies/{companyId}/integrations/calendar/google/callback", { params: { companyId }, body }),
    onSuccess: (connection) => client.setQueryData(keys.calendar(companyId), connection),
  });
}

/** Sync again, or disconnect (`revokedAtGoogle` false: the tokens are gone here, Google did not confirm). */
export function useCalendarAction(
  action: "sync" | "disconnect",
  onSuccess: (result: { revokedAtGoogle: boolean }) => void,
) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      if (action === "sync") {
        await api.post("/api/companies/{companyId}/integrations/calendar/google/sync", { params: { companyId } });
        return { revokedAtGoogle: true };
      }
      return api.delete("/api/companies/{companyId}/integrations/calendar/google", { params: { companyId } });
    },
    onSuccess: async (result) => {
      await client.invalidateQueries({ queryKey: keys.calendar(companyId) });
      onSuccess(result);
    },
  });
}

/** The leave module's team-calendar feed or scheduling's my-shifts feed: create or rotate, and turn off. */
export function useFeed(kind: "team" | "shifts") {
  const companyId = useCompanyId();
  const params = { params: { companyId } };
  const create = useMutation({
    mutationFn: (): Promise<{ url: string }> =>
      kind === "team"
        ? api.post("/api/companies/{companyId}/leave/calendar-feed", { ...params, body: { scope: "company" } })
        : api.post("/api/companies/{companyId}/scheduling/calendar-feed", params),
  });
  const revoke = useMutation({
    mutationFn: async () => {
      if (kind === "team") await api.delete("/api/companies/{companyId}/leave/calendar-feed", params);
      else await api.delete("/api/companies/{companyId}/scheduling/calendar-feed", params);
    },
    onSuccess: () => create.reset(),
  });
  return { create, revoke };
}

export function useWebhooks(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: keys.webhooks(companyId),
    enabled: enabled && Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/integrations/webhooks", { params: { companyId } }),
  });
}

export function useCreateWebhook(options: { onSuccess: (secret: string) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: WebhookEndpointInput) =>
      api.post("/api/companies/{companyId}/integrations/webhooks", { params: { companyId }, body }),
    onSuccess: async (endpoint) => {
      await client.invalidateQueries({ queryKey: keys.webhooks(companyId) });
      options.onSuccess(endpoint.secret);
    },
  });
}

/** The endpoint's actions: change, rotate its secret, send a test, remove. The list refreshes after each. */
export function useWebhookActions(endpointId: string) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  const params = { params: { companyId, endpointId } };
  const refresh = () => client.invalidateQueries({ queryKey: keys.all(companyId) });
  return {
    update: useMutation({
      mutationFn: (body: WebhookEndpointPatch) =>
        api.patch("/api/companies/{companyId}/integrations/webhooks/{endpointId}", { ...params, body }),
      onSuccess: refresh,
    }),
    rotate: useMutation({
      mutationFn: () => api.post("/api/companies/{companyId}/integrations/webhooks/{endpointId}/secret", params),
      onSuccess: refresh,
    }),
    test: useMutation({
      mutationFn: (): Promise<WebhookDelivery> =>
        api.post("/api/companies/{companyId}/integrations/webhooks/{endpointId}/test", params),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => api.delete("/api/companies/{companyId}/integrations/webhooks/{endpointId}", params),
      onSuccess: refresh,
    }),
  };
}

/** An endpoint's delivery log, newest first, a page at a time. */
export function useDeliveries(endpointId: string) {
  const companyId = useCompanyId();
  return usePagedList<WebhookDelivery>({
    queryKey: [...keys.all(companyId), "deliveries", endpointId],
    enabled: Boolean(companyId),
    initialPageSize: 5,
    fetchPage: (page) =>
      api.get("/api/companies/{companyId}/integrations/webhooks/{endpointId}/deliveries", {
        params: { companyId, endpointId },
        query: page,
      }),
  });
}
