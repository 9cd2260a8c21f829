import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

/** The admins' setup checklist of a company (issue 12): one document per company, written when it is dismissed. */
export interface SetupChecklistDoc {
  dismissedAt: Date | null;
  dismissedBy: string | null;
}

export const SetupChecklistModel = defineTenantModel<SetupChecklistDoc>(
  "PeopleSetupChecklist",
  {
    dismissedAt: { type: Date, default: null },
    dismissedBy: { type: String, default: null },
  },
  { collection: "people_setup_checklist", indexes: [{ fields: { deletedAt: 1 }, options: { unique: true } }] },
);
