import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
// for the type of `app.realtime` only: the realtime plugin is registered by the app, before this one
import type {} from "../realtime/realtime.plugin.js";
import { createNotificationsService, type NotificationsService } from "./notifications.service.js";

export interface NotificationsPluginOptions {
  /**
   * The web app's origin, for the links in notification mails (`APP_URL`, `config.appUrl`). Without it mails go out
   * without links.
   * @example "https://app.example.com"
   */
  publicUrl?: string;
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
    app.decorate(
      "notifications",
      createNotificationsService({
        ...(realtime ? { publish: (topic, event, data) => realtime.publish(topic, event, data) } : {}),
        ...(app.hasDecorator("mailer") ? { mailer: app.mailer } : {}),
        publicUrl: options.publicUrl,
      }),
    );
  },
  { name: "core.notifications" },
);
