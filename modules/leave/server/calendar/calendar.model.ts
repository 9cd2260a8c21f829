import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

/**
 * A person's calendar subscription (issue 5 "iCal feed"): the secret in the URL is shown once; only its SHA-256 is
 * kept, like sessions (core/auth/tokens.ts). One per person and company: creating again rotates it.
 */
export interface CalendarFeedDoc {
  userId: string;
  /** null once revoked. */
  secretHash: string | null;
  scope: "company" | "team";
}
export const CalendarFeedModel = defineTenantModel<CalendarFeedDoc>(
  "LeaveCalendarFeed",
  {
    userId: { type: String, required: true },
    secretHash: { type: String, default: null },
    scope: { type: String, required: true, enum: ["company", "team"] },
  },
  {
    collection: "leave_calendar_feeds",
    indexes: [
      { fields: { userId: 1 }, options: { unique: true } },
      {
        fields: { secretHash: 1 },
        options: { unique: true, partialFilterExpression: { secretHash: { $type: "string" } } },
      },
    ],
  },
);
