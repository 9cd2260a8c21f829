import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { companyTopic } from "../../../core/realtime/topics.js";
import { useIntl } from "react-intl";
import { api, ApiError, LOCALES, messageFor, messageOf, realtime, useFeatureFlag, useSession } from "@web/kit";
import {
  clockFlags,
  PRESENCE_TOPIC,
  type ClockSettings,
  type CorrectionDecision,
  type CorrectionInput,
  type KioskDeviceInput,
  type PunchInput,
  type PunchReceipt,
} from "../contract/index.js";
import {
  enqueuePunch,
  markRefused,
  newIdempotencyKey,
  queuedPunches,
  removeQueued,
  type QueuedPunch,
} from "./offline-queue.js";

/** Cache keys start with the module id and the company: a company switch never shows another tenant's punches. */
export const clockKeys = {
  all: (companyId: string) => ["clock", companyId] as const,
  me: (companyId: string) => ["clock", companyId, "me"] as const,
  board: (companyId: string) => ["clock", companyId, "board"] as const,
  corrections: (companyId: string, scope: string) => ["clock", companyId, "corrections", scope] as const,
  settings: (companyId: string) => ["clock", companyId, "settings"] as const,
  devices: (companyId: string) => ["clock", companyId, "devices"] as const,
  offline: (companyId: string) => ["clock", companyId, "offline"] as const,
};

/** A punch's photo, served to whoever may see the punch (the session cookie goes with the image request). */
export function photoUrl(companyId: string, entryId: string, size: "small" | "full"): string {
  return `/api/companies/${encodeURIComponent(companyId)}/clock/entries/${encodeURIComponent(entryId)}/photo?size=${size}`;
}

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export function useMyDay() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: clockKeys.me(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/clock/me", { params: { companyId } }),
  });
}

export function useSettings() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: clockKeys.settings(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/clock/settings", { params: { companyId } }),
  });
}

export function useSaveSettings(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ClockSettings) =>
      api.put("/api/companies/{companyId}/clock/settings", { params: { companyId }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: clockKeys.all(companyId) });
      options.onSuccess?.();
    },
  });
}

export function useAcceptConsent() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post("/api/companies/{companyId}/clock/consent", { params: { companyId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: clockKeys.me(companyId) }),
  });
}

/** A network failure (no answer at all), as opposed to the server refusing. */
const unreachable = (error: unknown) => !(error instanceof ApiError);

/**
 * Punching: online it posts at once; without a connection (the browser says offline, or the request never got an
 * answer) the punch goes to the offline queue with the device's time and is sent when the connection is back.
 */
export function usePunch(options: { onPunched?: (receipt: PunchReceipt) => void; onQueued?: () => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  // the founder may switch offline punches off for the company (clock.offline-punches; the server refuses them then)
  const offlineAllowed = useFeatureFlag(clockFlags.offlinePunches) !== false;
  const { locale } = useIntl();
  return useMutation({
    meta: { quiet: true },
    // react-query would pause a mutation while the browser is offline: this one must run, to queue the punch
    networkMode: "always",
    mutationFn: async (input: Omit<PunchInput, "idempotencyKey">): Promise<PunchReceipt | "queued"> => {
      const idempotencyKey = newIdempotencyKey();
      const deviceTime = new Date().toISOString();
      const queue = async () => {
        if (!offlineAllowed)
          throw new Error(messageFor("CLOCK_OFFLINE_OFF", LOCALES.find((l) => l === locale) ?? "en"));
        await enqueuePunch({ idempotencyKey, companyId, deviceTime, ...input });
        return "queued" as const;
      };
      if (typeof navigator !== "undefined" && navigator.onLine === false) return queue();
      try {
        return await api.post("/api/companies/{companyId}/clock/punches", {
          params: { companyId },
          body: { idempotencyKey, deviceTime, ...input },
        });
      } catch (error) {
        if (unreachable(error)) return queue();
        throw error;
      }
    },
    onSuccess: (result) => {
      // not awaited: offline, the refetch waits for the network, and the person must see the queued punch now
      void client.invalidateQueries({ queryKey: clockKeys.all(companyId) });
      if (result === "queued") options.onQueued?.();
      else options.onPunched?.(result);
    },
  });
}

/**
 * The offline queue of this company: its punches, and a sync that sends them (oldest first) whenever the browser is
 * back online, on load, and on demand. A refused punch is kept with the server's message; a sent one leaves.
 */
export function useOfflineQueue() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [items, setItems] = useState<QueuedPunch[]>([]);
  const [syncing, setSyncing] = useState(false);
  const reload = useCallback(async () => {
    if (!companyId || typeof indexedDB === "undefined") return;
    setItems(await queuedPunches(companyId));
  }, [companyId]);

  const sync = useCallback(async () => {
    if (!companyId || typeof indexedDB === "undefined") return;
    setSyncing(true);
    try {
      for (const punch of await queuedPunches(companyId)) {
        if (punch.refused) continue;
        try {
          await api.post("/api/companies/{companyId}/clock/punches", {
            params: { companyId },
            body: {
              idempotencyKey: punch.idempotencyKey,
              offline: true,
              deviceTime: punch.deviceTime,
              deviceSeq: punch.deviceSeq,
              ...(punch.status ? { status: punch.status } : {}),
              ...(punch.qr ? { qr: punch.qr } : {}),
              ...(punch.geo ? { geo: punch.geo } : {}),
              ...(punch.photo ? { photo: punch.photo } : {}),
            },
          });
          await removeQueued(punch.idempotencyKey);
        } catch (error) {
          if (unreachable(error)) break; // still offline: try again later
          await markRefused(punch, messageOf(error));
        }
      }
    } finally {
      setSyncing(false);
      await reload();
      void client.invalidateQueries({ queryKey: clockKeys.all(companyId) });
    }
  }, [companyId, client, reload]);

  useEffect(() => {
    void reload().then(() => (navigator.onLine ? sync() : undefined));
    const online = () => void sync();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [reload, sync]);

  const dismiss = useCallback(
    async (key: string) => {
      await removeQueued(key);
      await reload();
    },
    [reload],
  );
  return { items, syncing, sync, reload, dismiss };
}

/** The leader's presence board, refetched whenever `clock.presence` announces a punch or a correction. */
export function useBoard(enabled: boolean) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: clockKeys.board(companyId),
    enabled: enabled && Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/clock/board", { params: { companyId } }),
  });
  useEffect(() => {
    if (!enabled || !companyId) return;
    const refetch = () => {
      void client.invalidateQueries({ queryKey: clockKeys.board(companyId) });
      void client.invalidateQueries({ queryKey: [...clockKeys.all(companyId), "corrections"] });
    };
    // events are not replayed: once the subscription holds (and after each reconnect), read what was missed
    return realtime.subscribe(companyTopic(companyId, PRESENCE_TOPIC), refetch, refetch);
  }, [enabled, companyId, client]);
  return query;
}

export function useCorrections(scope: "mine" | "decide", state?: "pending") {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...clockKeys.corrections(companyId, scope), state ?? "any"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/clock/corrections", {
        params: { companyId },
        query: { scope, limit: 50, skip: 0, ...(state ? { state } : {}) },
      }),
  });
}

export function useProposeCorrection(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CorrectionInput) =>
      api.post("/api/companies/{companyId}/clock/corrections", { params: { companyId }, body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: clockKeys.all(companyId) });
      options.onSuccess?.();
    },
  });
}

export function useDecideCorrection(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: CorrectionDecision & { id: string }) =>
      api.post("/api/companies/{companyId}/clock/corrections/{correctionId}/decision", {
        params: { companyId, correctionId: id },
        body,
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: clockKeys.all(companyId) });
      options.onSuccess?.();
    },
  });
}

export function useDevices(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: clockKeys.devices(companyId),
    enabled: enabled && Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/clock/devices", { params: { companyId } }),
  });
}

export function useCreateDevice(options: { onSuccess?: (key: string) => void }) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KioskDeviceInput) =>
      api.post("/api/companies/{companyId}/clock/devices", { params: { companyId }, body }),
    onSuccess: async (created) => {
      await client.invalidateQueries({ queryKey: clockKeys.devices(companyId) });
      options.onSuccess?.(created.key);
    },
  });
}

export function useRevokeDevice() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deviceId: string) =>
      api.delete("/api/companies/{companyId}/clock/devices/{deviceId}", { params: { companyId, deviceId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: clockKeys.devices(companyId) }),
  });
}

/** The company's offices (people's list), for kiosks and geofences. */
export function useOffices() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: ["clock", companyId, "offices"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/offices", { params: { companyId }, query: { limit: 50, skip: 0 } }),
  });
}
