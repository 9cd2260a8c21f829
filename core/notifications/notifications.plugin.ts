import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import mongoose from "mongoose";
// for the type of `app.realtime` only: the realtime plugin is registered by the app, before this one
import type {} from "../realtime/realtime.plugin.js";
import type { VapidConfig } from "../config.js";
import {
  createNotificationsService,
  type NotificationDelivery,
  type NotificationsService,
} from "./notifications.service.js";
import { createWebPush } from "./push/web-push.service.js";

export interface NotificationsPluginOptions {
  /**
   * The web app's origin, for the links in notification mails (`APP_URL`, `config.appUrl`). Without it mails go out
   * without links.
   * @example "https://app.example.com"
   */
  publicUrl?: string;
  /**
   * Web push (issue 12): the VAPID settings (`config.vapid`) and the environment. Absent: no push channel. Without
   * keys, development and test generate a pair kept in the database; production turns push off (logged at boot).
   */
  push?: { vapid?: VapidConfig; nodeEnv: "development" | "production" | "test"; mailFrom?: string };
  /** The company's brand for its notification mails (issue 18; core/app.ts reads it from tenants/). */
  brandOf?: NotificationDelivery["brandOf"];
}

declare module "fastify" {
  interface FastifyInstance {
    /** This app's notifications service (core/notifications): modules receive it in their setup kit. */
    notifications: NotificationsService;
  }
}

/**
 * One notifications service per app (issue 11: no process-wide singleton), delivering through this app's channels:
 * `app.realtime` and `app.mailer` when the app has them (core/app.ts registers both before this plugin).
 */
export const notificationsPlugin = fp<NotificationsPluginOptions>(
  async (app: FastifyInstance, options) => {
    const realtime = app.hasDecorator("realtime") ? app.realtime : undefined;
    const push = options.push
      ? createWebPush({ ...options.push, appUrl: options.publicUrl, log: app.log.child({ component: "web-push" }) })
      : undefined;
    // once the database is there: says whether push is on and prints the development public key
    if (push)
      app.addHook("onReady", async () => {
        if (mongoose.connection.readyState !== 1) return;
        await push
          .announce()
          .catch((err: unknown) => app.log.error({ err }, "web push: the VAPID keys could not be read"));
      });
    app.decorate(
      "notifications",
      createNotificationsService({
        ...(realtime ? { publish: (topic, event, data) => realtime.publish(topic, event, data) } : {}),
        ...(app.hasDecorator("mailer") ? { mailer: app.mailer } : {}),
        ...(push ? { push } : {}),
        publicUrl: options.publicUrl,
        ...(options.brandOf ? { brandOf: options.brandOf } : {}),
      }),
    );
  },
  { name: "core.notifications" },
);
