import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

export interface NoteDoc {
  title: string;
  body: string;
  authorId: string;
}

/** A company's notes; `companyId`, timestamps and `deletedAt` come from defineTenantModel. */
export const NoteModel = defineTenantModel<NoteDoc>(
  "HiringNote",
  {
    title: { type: String, required: true, trim: true },
    body: { type: String, default: "" },
    authorId: { type: String, required: true },
  },
  {
    collection: "hiring_notes",
    // one live note per title in a company (removed notes free their title)
    indexes: [{ fields: { title: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } }],
  },
);
