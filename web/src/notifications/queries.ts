import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { ApiResponse } from "../../../sdk/src/index.js";
import { userTopic } from "../../../core/realtime/topics.js";
import { api } from "../api/client.js";
import { useSession } from "../auth/session.js";
import { realtime } from "../realtime/connection.js";

/** Issue 12: the bell, the inbox and /notifications-config, on core/notifications' routes. */
export type NotificationList = ApiResponse<"get", "/api/companies/{companyId}/notifications">;
export type NotificationItem = NotificationList["items"][number];
export type Preferences = ApiResponse<"get", "/api/companies/{companyId}/notifications/config">;
export type PreferenceRule = Preferences["rules"][number];
export type NotificationKind = ApiResponse<"get", "/api/companies/{companyId}/notifications/kinds">["items"][number];

/** Keys start with the company: a company switch never shows another tenant's notifications. */
export const notificationKeys = {
  all: (companyId: string) => ["notifications", companyId] as const,
  unread: (companyId: string) => ["notifications", companyId, "unread"] as const,
  inbox: (companyId: string) => ["notifications", companyId, "inbox"] as const,
  config: (companyId: string) => ["notifications", companyId, "config"] as const,
  kinds: (companyId: string) => ["notifications", companyId, "kinds"] as const,
  push: (companyId: string) => ["notifications", companyId, "push"] as const,
};

/** How many notifications the bell's inbox shows (the newest). */
export const INBOX_SIZE = 10;

function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/**
 * The unread count, kept live: the person's own realtime topic (`user:{id}`) says when a notification arrives or is
 * read on another device; the count comes with the event, and the inbox is fetched again.
 */
export function useUnreadCount(): number {
  const session = useSession();
  const companyId = session.company?.id ?? "";
  const userId = session.view?.user.id;
  const client = useQueryClient();
  const query = useQuery({
    queryKey: notificationKeys.unread(companyId),
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/notifications/unread", { params: { companyId } }).then((r) => r.unread),
  });
  useEffect(() => {
    if (!userId || !companyId) return;
    // the person's topic carries every company's notifications: refetch this company's count and inbox
    // a read already in flight may predate the event, and React Query joins a first read (no data yet) instead of
    // starting another: cancel it, then read again (a loaded CI run kept the bell at 0 that way)
    const refetch = () => {
      const queryKey = notificationKeys.all(companyId);
      void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }));
    };
    return realtime.subscribe(
      userTopic(userId),
      (message) => {
        if (message.event === "notifications.created" || message.event === "notifications.read") refetch();
      },
      // events are not replayed: once the subscription holds (and after each reconnect), read what was missed
      refetch,
    );
  }, [userId, companyId, client]);
  return query.data ?? 0;
}

/** The newest notifications, for the bell's inbox. */
export function useInbox(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: notificationKeys.inbox(companyId),
    enabled: enabled && Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/notifications", {
        params: { companyId },
        query: { limit: INBOX_SIZE, skip: 0 },
      }),
  });
}

export function useMarkRead() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) =>
      api.post("/api/companies/{companyId}/notifications/{notificationId}/read", {
        params: { companyId, notificationId },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all(companyId) }),
  });
}

export function useMarkAllRead() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/companies/{companyId}/notifications/read-all", { params: { companyId } }),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all(companyId) }),
  });
}

/** The kinds the company's modules send (the rows of the settings table). */
export function useNotificationKinds() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: notificationKeys.kinds(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/notifications/kinds", { params: { companyId } }),
  });
}

export function usePreferences() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: notificationKeys.config(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/notifications/config", { params: { companyId } }),
  });
}

export function useSavePreferences() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: PreferenceRule[]) =>
      api.put("/api/companies/{companyId}/notifications/config", { params: { companyId }, body: { rules } }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.config(companyId), saved),
  });
}

export function usePushConfig() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: notificationKeys.push(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/notifications/push", { params: { companyId } }),
  });
}

/** The VAPID key as `PushManager.subscribe` wants it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Whether this browser can receive web push at all (a service worker and the Push API). */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;
}

/**
 * "Enable push on this device": asks the person's permission, subscribes this browser with the server's public key
 * through the service worker, and hands the subscription to the server.
 */
export function useEnablePush() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") throw new PushDeniedError();
      const registration = await navigator.serviceWorker.ready;
      const existing = await registration.pushManager.getSubscription();
      const subscription =
        existing ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(publicKey),
        }));
      const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await api.post("/api/companies/{companyId}/notifications/push/subscriptions", {
        params: { companyId },
        body: { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } },
      });
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.push(companyId) }),
  });
}

/** The person said no (or the browser blocks notifications for the site). */
export class PushDeniedError extends Error {
  constructor() {
    super("push permission denied");
    this.name = "PushDeniedError";
  }
}
