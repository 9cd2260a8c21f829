import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

/**
 * A company's holiday override (issue 5): an extra day off, or a public holiday the company works (`removed`; the
 * API calls it `remove`, a name mongoose reserves for documents).
 */
export interface HolidayOverrideDoc {
  countryId: string;
  date: string;
  name: string;
  /** Empty for the whole country. */
  region: string;
  removed: boolean;
}
export const HolidayOverrideModel = defineTenantModel<HolidayOverrideDoc>(
  "LeaveHolidayOverride",
  {
    countryId: { type: String, required: true },
    date: { type: String, required: true },
    name: { type: String, required: true },
    region: { type: String, default: "" },
    removed: { type: Boolean, default: false },
  },
  {
    collection: "leave_holiday_overrides",
    indexes: [
      {
        fields: { countryId: 1, date: 1, region: 1 },
        options: { unique: true, partialFilterExpression: { deletedAt: null } },
      },
    ],
  },
);
