import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { FileAnswer, FormField, FormStatus } from "../../contract/index.js";

export interface FormDoc {
  title: string;
  description: string;
  fields: FormField[];
  status: FormStatus;
  owner: string | null;
  responseCount: number;
  createdBy: string;
}

/** A company's custom forms (spec §3 "Custom form field"); `companyId`, timestamps and `deletedAt` are added. */
export const FormModel = defineTenantModel<FormDoc>(
  "FormsForm",
  {
    title: { type: String, required: true },
    description: { type: String, default: "" },
    fields: { type: [Schema.Types.Mixed], default: [] },
    status: { type: String, required: true, default: "open" },
    owner: { type: String, default: null },
    responseCount: { type: Number, default: 0 },
    createdBy: { type: String, required: true },
  },
  { collection: "forms_forms", indexes: [{ fields: { owner: 1 } }] },
);

export interface ResponseDoc {
  formId: string;
  answers: Record<string, string | FileAnswer>;
  source: "public" | "member";
  submittedAt: Date;
}

/** The answers to a form, one record per submission. */
export const ResponseModel = defineTenantModel<ResponseDoc>(
  "FormsResponse",
  {
    formId: { type: String, required: true },
    answers: { type: Schema.Types.Mixed, default: {} },
    source: { type: String, required: true },
    submittedAt: { type: Date, required: true },
  },
  { collection: "forms_responses", indexes: [{ fields: { formId: 1, submittedAt: -1 } }] },
);

export interface UploadDoc {
  formId: string;
  key: string;
  name: string;
  size: number;
  contentType: string;
  /** The response that uses it; null until the form is sent (an upload is used once). */
  responseId: string | null;
}

/** Files sent to a form's file fields before the form itself (kept in core/files under the company). */
export const UploadModel = defineTenantModel<UploadDoc>(
  "FormsUpload",
  {
    formId: { type: String, required: true },
    key: { type: String, required: true },
    name: { type: String, required: true },
    size: { type: Number, required: true },
    contentType: { type: String, required: true },
    responseId: { type: String, default: null },
  },
  { collection: "forms_uploads", indexes: [{ fields: { formId: 1, responseId: 1 } }] },
);

export interface ChallengeDoc {
  formId: string;
  nonce: string;
  difficulty: number;
  issuedAt: Date;
  usedAt: Date | null;
}

/**
 * The public page's bot checks, kept in the database (every instance behind the load balancer agrees; nothing per
 * process): a proof of work over `nonce`, usable once, not before `minSeconds`, not after a day.
 */
export const ChallengeModel = defineTenantModel<ChallengeDoc>(
  "FormsChallenge",
  {
    formId: { type: String, required: true },
    nonce: { type: String, required: true },
    difficulty: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: "forms_challenges", indexes: [{ fields: { issuedAt: 1 } }] },
);
