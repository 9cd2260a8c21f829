import { Type, type Static } from "typebox";
import { listOf, pageQuery } from "../../core/lists/schemas.js";

/**
 * The platform's terms (contracts), the companies' acceptances and the app version notes (issue 18; tenants/README.md
 * "Contracts" and "Version notes"). Isomorphic (TypeBox only): the routes, the OpenAPI document, the SDK and the web
 * pages read them.
 */

const Section = Type.Object({
  heading: Type.String({ minLength: 1, maxLength: 200 }),
  body: Type.String({ minLength: 1, maxLength: 10_000 }),
});
const Sections = Type.Array(Section, { minItems: 1, maxItems: 50 });
const Texts = Type.Object({ en: Sections, "pt-BR": Sections, es: Sections }, { additionalProperties: false });

const EXAMPLE_TEXTS = {
  en: [{ heading: "1. The service", body: "The platform provides people management to the contracting company." }],
  "pt-BR": [{ heading: "1. O serviço", body: "A plataforma oferece gestão de pessoas à empresa contratante." }],
  es: [{ heading: "1. El servicio", body: "La plataforma ofrece gestión de personas a la empresa contratante." }],
};

/** A published version of the terms. */
export const TermsSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1 }),
    publishedAt: Type.String({ format: "date-time" }),
    /** The founder who published it; null for version 1 (the platform's initial terms). */
    publishedBy: Type.Union([Type.String(), Type.Null()]),
    texts: Texts,
  },
  {
    examples: [
      { version: 2, publishedAt: "2026-11-02T10:00:00.000Z", publishedBy: "Fernanda Founder", texts: EXAMPLE_TEXTS },
    ],
  },
);
export type Terms = Static<typeof TermsSchema>;

/** The founder publishes a new version: the text in three languages and the version it replaces (`basedOn`). */
export const PublishTermsBody = Type.Object(
  { basedOn: Type.Integer({ minimum: 1 }), texts: Texts },
  { additionalProperties: false },
);
export type PublishTermsBody = Static<typeof PublishTermsBody>;

/** A company's acceptance of a version: by an admin (`acceptedBy`), or at sign-up (`atSignup`, no one named). */
export const AcceptanceSchema = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  acceptedBy: Type.Union([Type.String(), Type.Null()]),
  acceptedAt: Type.String({ format: "date-time" }),
  atSignup: Type.Boolean(),
});
export type Acceptance = Static<typeof AcceptanceSchema>;

const EXAMPLE_ACCEPTANCE = {
  version: 1,
  acceptedBy: "Ana Admin",
  acceptedAt: "2026-03-10T14:20:00.000Z",
  atSignup: false,
};

/** The company's contract: the terms in force, its acceptances (newest first), and whether its admins must accept. */
export const CompanyContractSchema = Type.Object(
  {
    terms: TermsSchema,
    /** The newest acceptance; null when the company never accepted any version. */
    accepted: Type.Union([AcceptanceSchema, Type.Null()]),
    acceptances: Type.Array(AcceptanceSchema),
    /** The terms in force were published after the company accepted (or was created) and are not accepted yet. */
    mustAccept: Type.Boolean(),
  },
  {
    examples: [
      {
        terms: { version: 1, publishedAt: "2026-01-01T00:00:00.000Z", publishedBy: null, texts: EXAMPLE_TEXTS },
        accepted: EXAMPLE_ACCEPTANCE,
        acceptances: [EXAMPLE_ACCEPTANCE],
        mustAccept: false,
      },
    ],
  },
);
export type CompanyContract = Static<typeof CompanyContractSchema>;

export const AcceptTermsBody = Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type AcceptTermsBody = Static<typeof AcceptTermsBody>;

/** Per company, for the founder: which version it accepted, who and when. */
export const CompanyAcceptanceSchema = Type.Object({
  companyId: Type.String(),
  name: Type.String(),
  accepted: Type.Union([AcceptanceSchema, Type.Null()]),
  /** Whether the newest acceptance is of the terms in force. */
  current: Type.Boolean(),
});
export const CompanyAcceptanceListSchema = Type.Object(listOf(CompanyAcceptanceSchema).properties, {
  examples: [
    {
      items: [
        { companyId: "6650f0c2a1b2c3d4e5f60718", name: "Alpha Foods", accepted: EXAMPLE_ACCEPTANCE, current: true },
      ],
      total: 1,
    },
  ],
});
export type CompanyAcceptanceList = Static<typeof CompanyAcceptanceListSchema>;

export const CompanyAcceptanceQuery = Type.Object(
  {
    /** Part of the company's name, any case. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    ...pageQuery(),
  },
  { additionalProperties: false },
);
export type CompanyAcceptanceQuery = Static<typeof CompanyAcceptanceQuery>;

/** A published app version note. */
export const VersionNoteSchema = Type.Object({
  id: Type.String(),
  label: Type.String(),
  notes: Type.String(),
  publishedAt: Type.String({ format: "date-time" }),
  publishedBy: Type.String(),
});
export type VersionNote = Static<typeof VersionNoteSchema>;

const EXAMPLE_NOTE = {
  id: "6650f0c2a1b2c3d4e5f60719",
  label: "2026.11",
  notes: "Faster reports and a new contracts page.",
  publishedAt: "2026-11-20T09:00:00.000Z",
  publishedBy: "Fernanda Founder",
};

export const VersionNoteListSchema = Type.Array(VersionNoteSchema, { examples: [[EXAMPLE_NOTE]] });
export const VersionNoteCreatedSchema = Type.Object(VersionNoteSchema.properties, { examples: [EXAMPLE_NOTE] });

export const PublishVersionNoteBody = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: 40 }),
    notes: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type PublishVersionNoteBody = Static<typeof PublishVersionNoteBody>;
