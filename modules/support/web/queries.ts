import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { userTopic } from "../../../core/realtime/topics.js";
import type { ConversationStatus } from "../contract/index.js";
import { REALTIME_EVENT } from "../contract/index.js";
import { api, realtime, useSession } from "@web/kit";

/** How often an open support page tells the server it is live (README "Away"; the server's away limit is 75 s). */
const PRESENCE_EVERY_MS = 30_000;

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** Cache keys start with the module id (and the company on the person's side). */
export const supportKeys = {
  mine: (companyId: string) => ["support", companyId] as const,
  inbox: () => ["support", "inbox"] as const,
  me: () => ["support", "me"] as const,
  agents: () => ["support", "agents"] as const,
};

/** Whether the signed-in person answers on the platform side (the founder, or an agent the founder named). */
export function useSupportMe() {
  return useQuery({ queryKey: supportKeys.me(), queryFn: () => api.get("/api/support/me", {}) });
}

/**
 * Follows the person's own realtime topic while a support page is open: each `support.conversation.changed` refetches
 * (events are invalidations) and is handed to `onChange`; when the subscription holds (and after every reconnect) the
 * page reads what it missed and reports itself live, then every 30 s, and reports itself gone when it closes.
 */
export function useSupportLive(options: {
  keys: readonly (readonly unknown[])[];
  presence: (here: boolean) => Promise<unknown>;
  onChange?: (data: { companyId: string; conversationId: string }) => void;
  enabled: boolean;
}) {
  const userId = useSession().view?.user.id;
  const client = useQueryClient();
  const { keys, presence, onChange, enabled } = options;
  useEffect(() => {
    if (!userId || !enabled) return;
    let live = false;
    const refetch = () => {
      for (const key of keys) void client.invalidateQueries({ queryKey: key });
    };
    const report = (here: boolean) => void presence(here).catch(() => undefined);
    const stop = realtime.subscribe(
      userTopic(userId),
      (message) => {
        if (message.event !== REALTIME_EVENT) return;
        refetch();
        onChange?.(message.data as { companyId: string; conversationId: string });
      },
      () => {
        live = true;
        refetch();
        report(true);
      },
    );
    const timer = setInterval(() => {
      if (live && document.visibilityState === "visible") report(true);
    }, PRESENCE_EVERY_MS);
    return () => {
      clearInterval(timer);
      stop();
      report(false);
    };
    // keys are literal per page; the callbacks are stable refs held by the caller
  }, [userId, enabled, client]);
}

// ---- the person's side (/support) ----

export function useMyConversations() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...supportKeys.mine(companyId), "list"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/support/conversations", {
        params: { companyId },
        query: { limit: 50, skip: 0 },
      }),
  });
}

export function useMyConversation(conversationId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...supportKeys.mine(companyId), "detail", conversationId],
    enabled: Boolean(companyId && conversationId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/support/conversations/{conversationId}", {
        params: { companyId, conversationId: conversationId! },
      }),
  });
}

export function useMySupportActions() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.mine(companyId) });
  return {
    companyId,
    presence: (here: boolean) =>
      api.put("/api/companies/{companyId}/support/presence", { params: { companyId }, body: { here } }),
    start: useMutation({
      meta: { quiet: true },
      mutationFn: (body: { subject: string; body: string }) =>
        api.post("/api/companies/{companyId}/support/conversations", { params: { companyId }, body }),
      onSuccess: refresh,
    }),
    write: useMutation({
      mutationFn: ({ conversationId, body, file }: { conversationId: string; body: string; file?: File }) => {
        if (!file)
          return api.post("/api/companies/{companyId}/support/conversations/{conversationId}/messages", {
            params: { companyId, conversationId },
            body: { body },
          });
        const form = new FormData();
        form.append("body", body);
        form.append("file", file, file.name);
        return api.post("/api/companies/{companyId}/support/conversations/{conversationId}/attachments", {
          params: { companyId, conversationId },
          body: form as never,
        });
      },
      onSuccess: refresh,
    }),
    read: useMutation({
      mutationFn: (conversationId: string) =>
        api.post("/api/companies/{companyId}/support/conversations/{conversationId}/read", {
          params: { companyId, conversationId },
        }),
      onSuccess: refresh,
    }),
    status: useMutation({
      mutationFn: ({ conversationId, status }: { conversationId: string; status: ConversationStatus }) =>
        api.put("/api/companies/{companyId}/support/conversations/{conversationId}/status", {
          params: { companyId, conversationId },
          body: { status },
        }),
      onSuccess: refresh,
    }),
    fileHref: (conversationId: string, messageId: string, attachmentId: string) =>
      `/api/companies/${companyId}/support/conversations/${conversationId}/messages/${messageId}/attachments/${attachmentId}`,
  };
}

// ---- the platform side (/support/inbox) ----

export function useInbox(query: { status?: ConversationStatus; q?: string }, enabled: boolean) {
  return useQuery({
    queryKey: [...supportKeys.inbox(), "list", query.status ?? "all", query.q ?? ""],
    enabled,
    queryFn: () =>
      api.get("/api/support/inbox", {
        query: {
          limit: 50,
          skip: 0,
          ...(query.status ? { status: query.status } : {}),
          ...(query.q ? { q: query.q } : {}),
        },
      }),
  });
}

export function useInboxConversation(ref: { companyId: string; conversationId: string } | null) {
  return useQuery({
    queryKey: [...supportKeys.inbox(), "detail", ref?.companyId, ref?.conversationId],
    enabled: Boolean(ref),
    queryFn: () =>
      api.get("/api/support/inbox/{companyId}/{conversationId}", {
        params: { companyId: ref!.companyId, conversationId: ref!.conversationId },
      }),
  });
}

type Ref = { companyId: string; conversationId: string };

export function useInboxActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.inbox() });
  return {
    presence: (here: boolean) => api.put("/api/support/inbox/presence", { body: { here } }),
    write: useMutation({
      mutationFn: ({ companyId, conversationId, body, file }: Ref & { body: string; file?: File }) => {
        if (!file)
          return api.post("/api/support/inbox/{companyId}/{conversationId}/messages", {
            params: { companyId, conversationId },
            body: { body },
          });
        const form = new FormData();
        form.append("body", body);
        form.append("file", file, file.name);
        return api.post("/api/support/inbox/{companyId}/{conversationId}/attachments", {
          params: { companyId, conversationId },
          body: form as never,
        });
      },
      onSuccess: refresh,
    }),
    read: useMutation({
      mutationFn: ({ companyId, conversationId }: Ref) =>
        api.post("/api/support/inbox/{companyId}/{conversationId}/read", { params: { companyId, conversationId } }),
      onSuccess: refresh,
    }),
    status: useMutation({
      mutationFn: ({ companyId, conversationId, status }: Ref & { status: ConversationStatus }) =>
        api.put("/api/support/inbox/{companyId}/{conversationId}/status", {
          params: { companyId, conversationId },
          body: { status },
        }),
      onSuccess: refresh,
    }),
    fileHref: (ref: Ref, messageId: string, attachmentId: string) =>
      `/api/support/inbox/${ref.companyId}/${ref.conversationId}/messages/${messageId}/attachments/${attachmentId}`,
  };
}

export function useAgents(enabled: boolean) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: supportKeys.agents() });
  return {
    list: useQuery({ queryKey: supportKeys.agents(), enabled, queryFn: () => api.get("/api/support/agents", {}) }),
    add: useMutation({
      meta: { quiet: true },
      mutationFn: (body: { email: string; name?: string }) => api.post("/api/support/agents", { body }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (email: string) => api.delete("/api/support/agents/{email}", { params: { email } }),
      onSuccess: refresh,
    }),
  };
}
