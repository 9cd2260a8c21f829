import { defineModule } from "../modules/define-module.js";
// for the type of `app.realtime` only: the realtime plugin is not loaded by this module
import type {} from "../realtime/realtime.plugin.js";
import { notificationsModuleInfo } from "./module-info.js";
import { NotificationModel, NotificationPreferencesModel } from "./notifications.model.js";
import { notificationsRoutes } from "./notifications.routes.js";
import { notificationsService, type NotificationsService } from "./notifications.service.js";

export interface NotificationsModuleOptions {
  /**
   * The web app's origin, for the links in notification mails (`APP_URL`, `config.appUrl`). Without it mails go out
   * without links.
   * @example "https://app.example.com"
   */
  publicUrl?: string;
  /**
   * A service whose channels the caller wired; the module then plugs nothing in.
   * @default notificationsService, connected at boot to `app.realtime` and `app.mailer`
   */
  service?: NotificationsService;
}

/**
 * The notifications core module (issue 3, "Notifications"): in-app notifications pushed over realtime, email, and
 * per-person preferences. Always on; modules call `notificationsService.notify(ctx, ...)` from core.
 *
 * At boot it connects the shared service to the app's channels: `app.realtime.publish` (looked up at each publish,
 * so realtime may be absent) and `app.mailer` (the mail plugin must be registered before the modules).
 */
export function createNotificationsModule(options: NotificationsModuleOptions = {}) {
  const service = options.service ?? notificationsService;
  const routes = notificationsRoutes(service);
  return defineModule({
    ...notificationsModuleInfo,
    alwaysOn: true,
    permissions: { ...notificationsModuleInfo.permissions },
    models: [NotificationModel, NotificationPreferencesModel],
    routes: async (app) => {
      if (!options.service) {
        service.connect({
          publish: (topic, event, data) => {
            if (app.hasDecorator("realtime")) app.realtime.publish(topic, event, data);
          },
          // core/mail registers before the modules (core/app.ts); without it, no mail
          mailer: app.hasDecorator("mailer") ? app.mailer : undefined,
          publicUrl: options.publicUrl,
        });
      }
      await app.register(routes);
    },
  });
}

/** The module with the shared service and no public URL (mails without a button); see `createNotificationsModule`. */
export const notificationsModule = createNotificationsModule();
