import { defineContract } from "../modules/contract.js";

/** The notifications module's contract: everyone manages their own notifications. */
export const notificationsContract = defineContract({
  id: "notifications",
  // the service refuses callers without a person (API keys, jobs)
  permissions: {
    "notifications.inbox.read": ["admin", "revisor", "requester"],
    "notifications.inbox.update": ["admin", "revisor", "requester"],
    "notifications.preferences.read": ["admin", "revisor", "requester"],
    "notifications.preferences.update": ["admin", "revisor", "requester"],
  },
});

export const permissions = {
  inboxRead: "notifications.inbox.read",
  inboxUpdate: "notifications.inbox.update",
  preferencesRead: "notifications.preferences.read",
  preferencesUpdate: "notifications.preferences.update",
} as const;
