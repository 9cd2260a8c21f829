/** The parts of the definition the routes need (kept apart so routes and the definition do not import each other). */
export const notificationsModuleInfo = {
  id: "notifications",
  // Everyone manages their own notifications; the service refuses callers without a person (API keys, jobs).
  permissions: {
    "notifications.inbox.read": ["admin", "revisor", "requester"],
    "notifications.inbox.update": ["admin", "revisor", "requester"],
    "notifications.preferences.read": ["admin", "revisor", "requester"],
    "notifications.preferences.update": ["admin", "revisor", "requester"],
  },
} as const satisfies { id: string; permissions: Record<string, Array<"admin" | "revisor" | "requester">> };

export const permissions = {
  inboxRead: "notifications.inbox.read",
  inboxUpdate: "notifications.inbox.update",
  preferencesRead: "notifications.preferences.read",
  preferencesUpdate: "notifications.preferences.update",
} as const;
