import { defineModule } from "../modules/define-module.js";
import { notificationsContract } from "./notifications.contract.js";
import { NotificationModel, NotificationPreferencesModel } from "./notifications.model.js";
import { notificationsRoutes } from "./notifications.routes.js";

/**
 * The notifications core module (issue 3, "Notifications"): the caller's inbox and preferences. Always on. The
 * service itself is the app's (`notificationsPlugin`), which every module receives in its setup kit.
 */
export const notificationsModule = defineModule({
  id: "notifications",
  contract: notificationsContract,
  alwaysOn: true,
  models: [NotificationModel, NotificationPreferencesModel],
  setup: ({ notifications }) => ({ routes: notificationsRoutes(notifications) }),
});
