import webpush, { WebPushError } from "web-push";
import type { FastifyBaseLogger } from "fastify";
import { requireUser, type ServiceContext } from "../../context.js";
import { defaultVapidSubject, type VapidConfig } from "../../config.js";
import { scoped } from "../../tenancy/scoped.js";
import { PushSubscriptionModel, VapidKeysModel } from "./push.model.js";

/** The key pair and subject push messages are signed with (VAPID, RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What a push message carries to the service worker (web/public/sw.js shows it and opens `url`). */
export interface PushPayload {
  title: string;
  body: string;
  /** An app path: the page the notification opens. */
  url: string;
  /** Replaces an earlier notification with the same tag on the device. */
  tag?: string;
  type: string;
}

export interface WebPushOptions {
  /** `config.vapid` (VAPID_* variables). */
  vapid?: VapidConfig;
  /** Without keys in the configuration: development and test generate and keep a pair; production turns push off. */
  nodeEnv: "development" | "production" | "test";
  /** For the default subject. */
  appUrl?: string;
  mailFrom?: string;
  log: FastifyBaseLogger;
}

const GENERATED_ID = "default";
// a push service holds a message this long for a device that is offline (a day: a stale leave notice helps nobody)
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Web push through the `web-push` library (issue 12): the VAPID keys, people's device subscriptions, and sending.
 * One per app (notifications.plugin.ts). The keys come from the configuration; in development and tests a pair is
 * generated once and stored in the database, so every instance and every restart signs with the same one (the
 * browsers' subscriptions are bound to the public key).
 */
export function createWebPush(options: WebPushOptions) {
  const subject = options.vapid?.subject ?? defaultVapidSubject(options.appUrl ?? "", options.mailFrom ?? "");
  let loading: Promise<VapidKeys | null> | undefined;

  async function loadKeys(): Promise<VapidKeys | null> {
    const { publicKey, privateKey } = options.vapid ?? {};
    if (publicKey && privateKey) return { publicKey, privateKey, subject };
    if (options.nodeEnv === "production") return null;
    const stored = await VapidKeysModel.findById(GENERATED_ID).lean().exec();
    if (stored) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
    const fresh = webpush.generateVAPIDKeys();
    try {
      await VapidKeysModel.create({ _id: GENERATED_ID, ...fresh, createdAt: new Date() });
      return { ...fresh, subject };
    } catch (err) {
      // another instance stored its pair first: everyone uses that one
      const winner = await VapidKeysModel.findById(GENERATED_ID).lean().exec();
      if (!winner) throw err;
      return { publicKey: winner.publicKey, privateKey: winner.privateKey, subject };
    }
  }

  /** The keys, read once per process (they never change once stored); a failed read is tried again next time. */
  function keys(): Promise<VapidKeys | null> {
    loading ??= loadKeys().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  }

  return {
    keys,

    /** Says at boot whether push is on, with the public key in development (issue 12: "generated and printed"). */
    async announce(): Promise<void> {
      const found = await keys();
      if (!found)
        options.log.warn(
          "web push is off: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set (generate a pair with `npx web-push generate-vapid-keys`)",
        );
      else if (!options.vapid?.publicKey)
        options.log.info(
          { vapidPublicKey: found.publicKey },
          "web push: using the development VAPID key pair kept in the database (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in production)",
        );
    },

    /** Stores (or moves to the caller) one browser's subscription. */
    async subscribe(ctx: ServiceContext, input: { endpoint: string; keys: { p256dh: string; auth: string } }) {
      const userId = requireUser(ctx).userId;
      await scoped(ctx, PushSubscriptionModel).updateOne(
        // soft-removed subscriptions of the same endpoint come back to life
        { endpoint: input.endpoint, deletedAt: { $exists: true } },
        { $set: { userId, keys: { p256dh: input.keys.p256dh, auth: input.keys.auth }, deletedAt: null } },
        { upsert: true },
      );
    },

    /** Forgets one of the caller's subscriptions (the device turned push off). Idempotent. */
    async unsubscribe(ctx: ServiceContext, endpoint: string): Promise<void> {
      const userId = requireUser(ctx).userId;
      await scoped(ctx, PushSubscriptionModel).softDelete({ endpoint, userId });
    },

    /** How many devices of the caller are subscribed. */
    async devices(ctx: ServiceContext): Promise<number> {
      return scoped(ctx, PushSubscriptionModel).count({ userId: requireUser(ctx).userId });
    },

    /**
     * Sends a message to every device of a person in the context's company; answers how many accepted it. A device
     * the push service no longer knows (404, 410) is forgotten; other failures are logged, never thrown.
     */
    async send(ctx: ServiceContext, userId: string, payload: PushPayload): Promise<number> {
      const vapid = await keys().catch((err: unknown) => {
        ctx.log.error({ err }, "web push: the VAPID keys could not be read");
        return null;
      });
      if (!vapid) return 0;
      const subscriptions = scoped(ctx, PushSubscriptionModel);
      const devices = await subscriptions.find({ userId }, { projection: { endpoint: 1, keys: 1 } });
      const body = JSON.stringify(payload);
      const results = await Promise.all(
        devices.map(async (device) => {
          try {
            await webpush.sendNotification({ endpoint: device.endpoint, keys: device.keys }, body, {
              vapidDetails: vapid,
              TTL: TTL_SECONDS,
              timeout: TIMEOUT_MS,
            });
            return true;
          } catch (err) {
            if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
              await subscriptions.softDelete({ endpoint: device.endpoint });
              ctx.log.info({ userId, status: err.statusCode }, "web push: subscription expired, removed");
            } else ctx.log.error({ err, userId, type: payload.type }, "web push: message not sent");
            return false;
          }
        }),
      );
      return results.filter(Boolean).length;
    },
  };
}

export type WebPush = ReturnType<typeof createWebPush>;
