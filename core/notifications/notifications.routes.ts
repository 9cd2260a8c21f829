import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { AppError } from "../errors/app-error.js";
import { localeOf } from "../errors/error-handler.js";
import { TenantParams } from "../lists/schemas.js";
import { requirePermission } from "../modules/modules.plugin.js";
import { notificationsContract as info, permissions } from "./notifications.contract.js";
import { notificationKinds } from "./notification-kinds.js";
import {
  NotificationKindListSchema,
  NotificationListQuery,
  NotificationListSchema,
  NotificationSchema,
  PreferencesInputSchema,
  PreferencesSchema,
  PushConfigSchema,
  PushSubscriptionInputSchema,
  PushUnsubscribeSchema,
  ReadAllResultSchema,
  UnreadCountSchema,
} from "./notifications.schemas.js";
import type { NotificationsService } from "./notifications.service.js";

const Params = TenantParams;
const NotificationParams = Type.Object({ companyId: Type.String(), notificationId: Type.String() });
const tags = ["notifications"];

/**
 * The caller's own notifications and preferences. Thin: schema in, service call, schema out. Mounted at
 * /api/companies/:companyId; texts come back in the caller's language.
 */
export function notificationsRoutes(service: NotificationsService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/notifications",
      {
        schema: {
          operationId: "listNotifications",
          summary: "My notifications, newest first, with the unread count",
          description:
            "Any level, for the caller's own notifications in this company: a page (`limit` up to 50, `skip`), newest first, only unread ones with `unread=true`; titles and bodies in the caller's language. `unread` is the caller's unread count whatever the filter (the badge).",
          tags,
          params: Params,
          querystring: NotificationListQuery,
          response: { 200: NotificationListSchema },
        },
        onRequest: requirePermission(info, permissions.inboxRead),
      },
      async (request) => service.list(request.ctx, { ...request.query, locale: localeOf(request) }),
    );

    app.get(
      "/notifications/unread",
      {
        schema: {
          operationId: "countUnreadNotifications",
          summary: "How many of my notifications are unread (the bell)",
          description: "Any level: the caller's unread count in this company, cheap enough to poll for the bell.",
          tags,
          params: Params,
          response: { 200: UnreadCountSchema },
        },
        onRequest: requirePermission(info, permissions.inboxRead),
      },
      async (request) => service.unreadCount(request.ctx),
    );

    // Declared before /:notificationId/read so "read-all" is never taken for an id.
    app.post(
      "/notifications/read-all",
      {
        schema: {
          operationId: "readAllNotifications",
          summary: "Mark all my notifications read",
          description:
            "Any level: marks every unread notification of the caller in this company read and says how many changed.",
          tags,
          params: Params,
          response: { 200: ReadAllResultSchema },
        },
        onRequest: requirePermission(info, permissions.inboxUpdate),
      },
      async (request) => service.markAllRead(request.ctx),
    );

    app.post(
      "/notifications/:notificationId/read",
      {
        schema: {
          operationId: "readNotification",
          summary: "Mark one of my notifications read",
          description:
            "Any level, for their own notification: marks it read (reading it twice changes nothing) and answers it. Another person's or another company's notification is 404 `NOT_FOUND`.",
          tags,
          params: NotificationParams,
          response: { 200: NotificationSchema },
        },
        onRequest: requirePermission(info, permissions.inboxUpdate),
      },
      async (request) => service.markRead(request.ctx, request.params.notificationId, { locale: localeOf(request) }),
    );

    app.get(
      "/notifications/config",
      {
        schema: {
          operationId: "getNotificationPreferences",
          summary: "My notification preferences (/notifications-config)",
          description:
            "Any level: the caller's channel rules (in-app, email, push) by notification type or prefix; a type no rule matches gets `defaults`.",
          tags,
          params: Params,
          response: { 200: PreferencesSchema },
        },
        onRequest: requirePermission(info, permissions.preferencesRead),
      },
      async (request) => service.getPreferences(request.ctx),
    );

    app.get(
      "/notifications/kinds",
      {
        schema: {
          operationId: "listNotificationKinds",
          summary: "The kinds of notification the company's modules send (the rows of /notifications-config)",
          description:
            "Any level: every notification type the company's enabled modules send, with its label in the caller's language, for a preferences screen.",
          tags,
          params: Params,
          response: { 200: NotificationKindListSchema },
        },
        onRequest: requirePermission(info, permissions.preferencesRead),
      },
      async (request) => ({
        items: notificationKinds(
          app.hasDecorator("modules") ? app.modules : [],
          request.ctx.tenant?.enabledModules,
          localeOf(request),
        ),
      }),
    );

    app.get(
      "/notifications/push",
      {
        schema: {
          operationId: "getPushConfig",
          summary: "The web push public key (VAPID) and how many of my devices are subscribed",
          description:
            "Any level: the VAPID public key a browser subscribes with (`null` when this server has push off) and how many of the caller's devices receive push.",
          tags,
          params: Params,
          response: { 200: PushConfigSchema },
        },
        onRequest: requirePermission(info, permissions.preferencesRead),
      },
      async (request) => {
        const push = service.push;
        const keys = push ? await push.keys() : null;
        return { publicKey: keys?.publicKey ?? null, devices: push ? await push.devices(request.ctx) : 0 };
      },
    );

    app.post(
      "/notifications/push/subscriptions",
      {
        schema: {
          operationId: "subscribePush",
          summary: "Receive push notifications on this device (the browser's PushSubscription)",
          description:
            "Any level: saves the browser's PushSubscription (`subscription.toJSON()`, an https endpoint) for the caller; subscribing the same endpoint again updates it. A server with push off is 503 `NOTIFICATIONS_PUSH_OFF`.",
          tags,
          params: Params,
          body: PushSubscriptionInputSchema,
          response: { 204: Type.Null() },
        },
        onRequest: requirePermission(info, permissions.preferencesUpdate),
      },
      async (request, reply) => {
        const push = service.push;
        if (!push || !(await push.keys())) throw new AppError("NOTIFICATIONS_PUSH_OFF");
        await push.subscribe(request.ctx, request.body);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      "/notifications/push/subscriptions",
      {
        schema: {
          operationId: "unsubscribePush",
          summary: "Stop push notifications on this device",
          description:
            "Any level: forgets the caller's subscription with this endpoint (an unknown one changes nothing).",
          tags,
          params: Params,
          body: PushUnsubscribeSchema,
          response: { 204: Type.Null() },
        },
        onRequest: requirePermission(info, permissions.preferencesUpdate),
      },
      async (request, reply) => {
        await service.push?.unsubscribe(request.ctx, request.body.endpoint);
        return reply.code(204).send(null);
      },
    );

    app.put(
      "/notifications/config",
      {
        schema: {
          operationId: "setNotificationPreferences",
          summary: "Replace my notification preferences",
          description:
            "Any level: replaces the caller's whole rule list (at most 100); the longest matching prefix wins, `*` matches every type. Two rules with the same prefix are 400 `NOTIFICATIONS_DUPLICATE_RULE`.",
          tags,
          params: Params,
          body: PreferencesInputSchema,
          response: { 200: PreferencesSchema },
        },
        onRequest: requirePermission(info, permissions.preferencesUpdate),
      },
      async (request) => service.setPreferences(request.ctx, request.body),
    );
  };
}
