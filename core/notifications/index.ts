/** The notifications part of core: what the app and other modules import. */
export {
  createNotificationsModule,
  notificationsModule,
  type NotificationsModuleOptions,
} from "./notifications.module.js";
export {
  createNotificationsService,
  NOTIFICATION_EVENTS,
  notificationsService,
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
