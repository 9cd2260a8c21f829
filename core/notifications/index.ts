/** The notifications part of core: what the app and other modules import. */
export { notificationsModule } from "./notifications.module.js";
export { notificationsPlugin, type NotificationsPluginOptions } from "./notifications.plugin.js";
export { notificationsContract } from "./notifications.contract.js";
export {
  createNotificationsService,
  NOTIFICATION_EVENTS,
  NotifyInputError,
  type LocalizedText,
  type NotificationDelivery,
  type NotificationsService,
  type NotificationsServiceOptions,
  type NotifyInput,
  type NotifyResult,
  type PublishFn,
} from "./notifications.service.js";
export { channelsFor, DEFAULT_CHANNELS } from "./notification-preferences.js";
export { membersDirectory, type Recipient, type RecipientDirectory } from "./recipients.js";
export * from "./notifications.schemas.js";
