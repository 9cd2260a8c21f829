import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { localeOf } from "../errors/error-handler.js";
import { TenantParams } from "../lists/schemas.js";
import { requirePermission } from "../modules/modules.plugin.js";
import { notificationsContract as info, permissions } from "./notifications.contract.js";
import {
  NotificationListQuery,
  NotificationListSchema,
  NotificationSchema,
  PreferencesInputSchema,
  PreferencesSchema,
  ReadAllResultSchema,
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
          tags,
          params: Params,
          querystring: NotificationListQuery,
          response: { 200: NotificationListSchema },
        },
        onRequest: requirePermission(info, permissions.inboxRead),
      },
      async (request) => service.list(request.ctx, { ...request.query, locale: localeOf(request) }),
    );

    // Declared before /:notificationId/read so "read-all" is never taken for an id.
    app.post(
      "/notifications/read-all",
      {
        schema: {
          operationId: "readAllNotifications",
          summary: "Mark all my notifications read",
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
          tags,
          params: Params,
          response: { 200: PreferencesSchema },
        },
        onRequest: requirePermission(info, permissions.preferencesRead),
      },
      async (request) => service.getPreferences(request.ctx),
    );

    app.put(
      "/notifications/config",
      {
        schema: {
          operationId: "setNotificationPreferences",
          summary: "Replace my notification preferences",
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
