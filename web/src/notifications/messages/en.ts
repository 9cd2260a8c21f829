/** The bell, the inbox and /notifications-config (issue 12), in English (the fallback). */
export const notificationsEn = {
  "nav.notificationsConfig": "Notifications",
  "notifications.bell": "Notifications",
  "notifications.bellUnread": "Notifications, {count, plural, one {# unread} other {# unread}}",
  "notifications.inbox": "Notifications",
  "notifications.markAllRead": "Mark all read",
  "notifications.empty": "No notifications yet.",
  "notifications.unreadMark": "Unread:",
  "notifications.settingsLink": "Notification settings",
  "notifications.channel.inApp": "In the app",
  "notifications.channel.email": "Email",
  "notifications.channel.push": "Push",
  "notifications.config.title": "Notification settings",
  "notifications.config.intro": "Choose how each kind of notification reaches you.",
  "notifications.config.caption": "Channels for each kind of notification",
  "notifications.config.kind": "Notification",
  "notifications.config.none": "There are no notifications to configure yet.",
  "notifications.config.save": "Save",
  "notifications.config.saved": "Notification settings saved.",
  "notifications.push.title": "Push on this device",
  "notifications.push.devices":
    "{count, plural, =0 {Push is not on for any of your devices yet.} one {Push is on for # of your devices.} other {Push is on for # of your devices.}}",
  "notifications.push.enable": "Enable push on this device",
  "notifications.push.enabled": "Push notifications are on for this device.",
  "notifications.push.denied":
    "The browser did not allow notifications. Allow them in the site settings and try again.",
  "notifications.push.unsupported": "This browser cannot receive push notifications.",
  "notifications.push.off": "Push notifications are not available on this server.",
} as const;

export type NotificationMessages = Record<keyof typeof notificationsEn, string>;
