import { Type, type Static } from "typebox";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";
import { CUSTOM_FIELD_TYPES, FIELD_ID_PATTERN, MAX_SELECT_OPTIONS } from "../../people/contract/custom-fields.js";
import { formsErrors } from "./errors.js";

export { formsErrors } from "./errors.js";
export { formsForms, type FormsForms, type OwnedFormInput } from "./forms-service.js";
export { matchesMask } from "../../people/contract/custom-fields.js";

/**
 * Custom forms (spec §3 "Custom form field": type date|select|text|file, label, required, mask, options; §7 POST
 * /companies/{companyId}/forms and /forms/response/{formId}). Isomorphic: schemas, ids and pure rules only.
 */
export const FORM_FIELD_TYPES = CUSTOM_FIELD_TYPES;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];
export const MAX_FORM_FIELDS = 50;
export const MAX_ANSWER_TEXT = 2000;
/** The file types a file field takes, judged by content (spec §8 "Maximum file size is 2mb"). */
export const FORM_FILE_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;

const FieldId = Type.String({ pattern: FIELD_ID_PATTERN });

export const FormFieldInput = Type.Object(
  {
    /** Keep the id of a field being edited; a new field gets one from its label. */
    id: Type.Optional(FieldId),
    /** A stable name another module reads the answer by (e.g. hiring's `email`); optional. */
    key: Type.Optional(Type.String({ pattern: "^[a-zA-Z][a-zA-Z0-9]{0,39}$" })),
    type: Type.String({ enum: [...FORM_FIELD_TYPES] }),
    label: Type.String({ minLength: 1, maxLength: 200 }),
    /** @default false */
    required: Type.Optional(Type.Boolean()),
    /** text only: `#` a digit, `A` a letter, `X` a letter or digit, `\` escapes (people's custom-field masks). */
    mask: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
    /** text only: `email` checks an e-mail address. */
    format: Type.Optional(Type.Literal("email")),
    /** select only: the choices, at least one. */
    options: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 120 }), { maxItems: MAX_SELECT_OPTIONS })),
  },
  { additionalProperties: false },
);
export type FormFieldInput = Static<typeof FormFieldInput>;

export const FormField = Type.Object({
  id: Type.String(),
  key: Type.Optional(Type.String()),
  type: Type.String({ enum: [...FORM_FIELD_TYPES] }),
  label: Type.String(),
  required: Type.Boolean(),
  mask: Type.Optional(Type.String()),
  format: Type.Optional(Type.Literal("email")),
  options: Type.Optional(Type.Array(Type.String())),
});
export interface FormField {
  id: string;
  key?: string;
  type: FormFieldType;
  label: string;
  required: boolean;
  mask?: string;
  format?: "email";
  options?: string[];
}

const FIELDS_EXAMPLE = [
  { id: "full_name", type: "text", label: "Full name", required: true },
  { id: "email", key: "email", type: "text", label: "E-mail", required: true, format: "email" },
  { id: "phone", type: "text", label: "Mobile phone", required: false, mask: "(##) #####-####" },
  {
    id: "area",
    type: "select",
    label: "Area of interest",
    required: true,
    options: ["Engineering", "Sales", "Operations"],
  },
  { id: "cv", type: "file", label: "CV (PDF)", required: true },
];

export const FORM_STATUSES = ["open", "closed"] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

export const FormInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    fields: Type.Array(FormFieldInput, { minItems: 1, maxItems: MAX_FORM_FIELDS }),
  },
  { additionalProperties: false },
);
export type FormInput = Static<typeof FormInput>;

export const FormUpdate = Type.Object(
  {
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    fields: Type.Optional(Type.Array(FormFieldInput, { minItems: 1, maxItems: MAX_FORM_FIELDS })),
    status: Type.Optional(Type.String({ enum: [...FORM_STATUSES] })),
  },
  { additionalProperties: false },
);
export type FormUpdate = Static<typeof FormUpdate>;

export const Form = Type.Object(
  {
    id: Type.String(),
    /** What the public link carries: `<companyId>-<formId>` (`/forms/<publicId>`). */
    publicId: Type.String(),
    title: Type.String(),
    description: Type.String(),
    fields: Type.Array(FormField),
    status: Type.String({ enum: [...FORM_STATUSES] }),
    /** The module record that owns it (`hiring:position:<id>`), or null for a form an admin built. */
    owner: Type.Union([Type.String(), Type.Null()]),
    responseCount: Type.Integer(),
    createdAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        id: "6653d2e3f4a5b6c7d8e9f031",
        publicId: "6650f1c2a9d3e4b5c6d7e800-6653d2e3f4a5b6c7d8e9f031",
        title: "Talent pool 2026",
        description: "Leave your details and CV; we will contact you when a matching position opens.",
        fields: FIELDS_EXAMPLE,
        status: "open",
        owner: null,
        responseCount: 42,
        createdAt: "2026-01-12T15:00:00.000Z",
      },
    ],
  },
);
export interface Form {
  id: string;
  publicId: string;
  title: string;
  description: string;
  fields: FormField[];
  status: FormStatus;
  owner: string | null;
  responseCount: number;
  createdAt: string;
}

export const FormListQuery = Type.Object({ ...pageQuery() }, { additionalProperties: false });
export const FormList = listOf(Form);
export type FormList = { items: Form[]; total: number };

/** A file answer: the upload's name and size (downloaded through the responses' file route). */
export const FileAnswer = Type.Object({
  uploadId: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  contentType: Type.String(),
});
export type FileAnswer = Static<typeof FileAnswer>;

export const FormResponse = Type.Object(
  {
    id: Type.String(),
    formId: Type.String(),
    /** By field id: text, a select's option, a date (YYYY-MM-DD), or a file. */
    answers: Type.Record(Type.String(), Type.Union([Type.String(), FileAnswer])),
    source: Type.String({ enum: ["public", "member"] }),
    submittedAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        id: "6653d9f0a5b6c7d8e9f0a141",
        formId: "6653d2e3f4a5b6c7d8e9f031",
        answers: {
          full_name: "Carla Mendes",
          email: "carla.mendes@outlook.com",
          phone: "(11) 97654-3210",
          area: "Engineering",
          cv: {
            uploadId: "6653d9e1a5b6c7d8e9f0a140",
            name: "carla-mendes-cv.pdf",
            size: 201344,
            contentType: "application/pdf",
          },
        },
        source: "public",
        submittedAt: "2026-02-03T18:22:00.000Z",
      },
    ],
  },
);
export interface FormResponse {
  id: string;
  formId: string;
  answers: Record<string, string | FileAnswer>;
  source: "public" | "member";
  submittedAt: string;
}
export const ResponseList = listOf(FormResponse);
export type ResponseList = { items: FormResponse[]; total: number };

/** Answers as sent: by field id, text/select/date as strings, a file field the `uploadId` of its upload. */
export const AnswersInput = Type.Record(FieldId, Type.String({ maxLength: MAX_ANSWER_TEXT }), {
  maxProperties: MAX_FORM_FIELDS,
});
export type AnswersInput = Static<typeof AnswersInput>;

/** `POST /companies/{companyId}/forms/response/{formId}` (a signed-in member): the answers. */
export const MemberResponseInput = Type.Object({ answers: AnswersInput }, { additionalProperties: false });
export type MemberResponseInput = Static<typeof MemberResponseInput>;

/**
 * The bot check of the public page (no third-party service): a proof of work over a nonce the server stored, the
 * time since it was issued, and a honeypot field people never see.
 */
export const BotChallenge = Type.Object({
  id: Type.String(),
  nonce: Type.String(),
  /** Leading zero bits SHA-256(nonce + ":" + solution) must have. */
  difficulty: Type.Integer(),
  /** Seconds that must pass between opening the form and sending it. */
  minSeconds: Type.Integer(),
});
export type BotChallenge = Static<typeof BotChallenge>;

export const PublicForm = Type.Object(
  {
    publicId: Type.String(),
    companyName: Type.String(),
    title: Type.String(),
    description: Type.String(),
    fields: Type.Array(FormField),
    challenge: BotChallenge,
  },
  {
    examples: [
      {
        publicId: "6650f1c2a9d3e4b5c6d7e800-6653d2e3f4a5b6c7d8e9f031",
        companyName: "Acme Tecnologia",
        title: "Talent pool 2026",
        description: "Leave your details and CV; we will contact you when a matching position opens.",
        fields: FIELDS_EXAMPLE,
        challenge: { id: "6653da10a5b6c7d8e9f0a150", nonce: "b7f3c2a91d4e5f60", difficulty: 16, minSeconds: 3 },
      },
    ],
  },
);
export type PublicForm = Omit<Static<typeof PublicForm>, "fields"> & { fields: FormField[] };

export const PublicResponseInput = Type.Object(
  {
    answers: AnswersInput,
    challenge: Type.Object(
      { id: Type.String({ maxLength: 40 }), solution: Type.String({ maxLength: 40 }) },
      { additionalProperties: false },
    ),
    /** The honeypot: hidden from people, so anything written here is a bot's. */
    website: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type PublicResponseInput = Static<typeof PublicResponseInput>;

export const PublicUpload = Type.Object(
  { uploadId: Type.String(), name: Type.String(), size: Type.Integer(), contentType: Type.String() },
  {
    examples: [
      {
        uploadId: "6653d9e1a5b6c7d8e9f0a140",
        name: "carla-mendes-cv.pdf",
        size: 201344,
        contentType: "application/pdf",
      },
    ],
  },
);
export type PublicUpload = Static<typeof PublicUpload>;

export const permissions = {
  read: "forms.form.read",
  write: "forms.form.write",
  respond: "forms.response.submit",
} as const;

export const events = {
  created: defineEvent<{ formId: string; owner: string | null }>("forms.form.created"),
  /** Someone answered a form (the public page or a member); `owner` is the tag of the module that owns the form. */
  responseSubmitted: defineEvent<{ formId: string; responseId: string; owner: string | null }>(
    "forms.response.submitted",
  ),
};

export const formsContract = defineContract({
  id: "forms",
  permissions: {
    [permissions.read]: ["admin"],
    [permissions.write]: ["admin"],
    [permissions.respond]: ["admin", "revisor", "requester"],
  },
  errors: formsErrors,
  events,
});

/** Leading zero bits of a digest (the proof of work's measure); shared by the server and the public page. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
