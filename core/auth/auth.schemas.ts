import { Type, type Static } from "typebox";
import { COUNTRY_IDS, PACKS, PLANS } from "../../tenants/company.types.js";
import { LEVELS } from "../context.js";
import { LOCALES } from "../i18n/locale.js";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./passwords.js";

/**
 * The auth API's payloads, one schema each (route validation, OpenAPI, SDK types). Field names follow the spec's
 * calls (§7) where it names them.
 */

export const EmailSchema = Type.String({ format: "email", maxLength: 254 });
/** Spec §5 with the ARCHITECTURE correction: 8 to 128 characters. */
export const PasswordSchema = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
export const LevelSchema = Type.Enum(LEVELS);
export const LocaleSchema = Type.Enum(LOCALES);
/** A one-time code from a mailed or handed-over link. */
const CodeSchema = Type.String({ minLength: 1, maxLength: 128 });
const IdSchema = Type.String({ minLength: 1, maxLength: 64 });
const DateTimeSchema = Type.String({ format: "date-time" });

export const SESSION_VIEW_EXAMPLE = {
  user: {
    id: "6650f1c2a9d3e4b5c6d7e8f9",
    email: "ana.lima@example.com",
    name: "Ana Lima",
    locale: "pt-BR",
    emailVerified: true,
    isFounder: false,
    firstAccess: false,
  },
  companies: [
    {
      id: "6650f1c2a9d3e4b5c6d7e8f0",
      name: "Acme Ltda",
      plan: "premium",
      countryId: "br",
      timeZone: "America/Sao_Paulo",
      trialEndsAt: null,
      planFeatures: ["vacation-planner", "clock.overtime"],
      levels: ["admin", "revisor", "requester"],
      defaultLevel: "admin",
    },
  ],
  activeCompanyId: "6650f1c2a9d3e4b5c6d7e8f0",
  activeLevel: "admin",
  expiresAt: "2026-12-27T12:00:00.000Z",
};

export const SessionViewSchema = Type.Object(
  {
    user: Type.Object({
      id: Type.String(),
      email: Type.String(),
      name: Type.String(),
      locale: LocaleSchema,
      emailVerified: Type.Boolean(),
      isFounder: Type.Boolean(),
      firstAccess: Type.Boolean(),
    }),
    companies: Type.Array(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        plan: Type.Enum(PLANS),
        countryId: Type.String(),
        timeZone: Type.String(),
        /** When its free trial ends, or null (tenants/billing): past it the company is read-only until a plan is chosen. */
        trialEndsAt: Type.Union([DateTimeSchema, Type.Null()]),
        /** The plan table's gated features of its plan (tenants/plans), e.g. `vacation-planner`, `clock.overtime`. */
        planFeatures: Type.Array(Type.String()),
        levels: Type.Array(LevelSchema),
        defaultLevel: LevelSchema,
      }),
    ),
    activeCompanyId: Type.Union([Type.String(), Type.Null()]),
    activeLevel: Type.Union([LevelSchema, Type.Null()]),
    expiresAt: DateTimeSchema,
    /**
     * Set when this is the founder's support view of a company (impersonation): read-only unless the founder allowed
     * changes (`readOnly` false), short-lived; the app shows a banner with the way back.
     */
    impersonation: Type.Optional(
      Type.Object({
        companyId: Type.String(),
        companyName: Type.String(),
        adminName: Type.String(),
        founderName: Type.String(),
        readOnly: Type.Boolean(),
      }),
    ),
  },
  {
    description: "Who is signed in: the user, their companies with the levels held, and what this session acts as.",
    examples: [SESSION_VIEW_EXAMPLE],
  },
);

export const SignedInSchema = Type.Object(
  {
    token: Type.String({ description: "The session token, for the `token` header or `Authorization: Bearer`." }),
    expiresAt: DateTimeSchema,
    session: SessionViewSchema,
  },
  {
    description: "A new session. The web app also receives it as the HttpOnly `session` cookie.",
    examples: [
      {
        token: "n4bq6x2kz7wq3r5t8y2u4i6o1p3a5s7d",
        expiresAt: "2026-12-27T12:00:00.000Z",
        session: SESSION_VIEW_EXAMPLE,
      },
    ],
  },
);

/** The registration wizard (spec §2): tell us about you, company info, plan, culture package. */
export const SignupBodySchema = Type.Object(
  {
    you: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 120 }),
        email: EmailSchema,
        password: PasswordSchema,
        locale: Type.Optional(LocaleSchema),
      },
      { additionalProperties: false },
    ),
    company: Type.Object(
      {
        name: Type.String({ minLength: 1, maxLength: 120 }),
        countryId: Type.Enum(COUNTRY_IDS),
        initNumWorkers: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
      },
      { additionalProperties: false },
    ),
    plan: Type.Enum(PLANS),
    pack: Type.Enum(PACKS),
  },
  { additionalProperties: false },
);
export type SignupBody = Static<typeof SignupBodySchema>;

export const LoginBodySchema = Type.Object(
  {
    email: EmailSchema,
    // not PasswordSchema: an old password outside today's bounds still deserves "Wrong email or password."
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
  },
  { additionalProperties: false },
);

export const PreferencesBodySchema = Type.Object({ locale: LocaleSchema }, { additionalProperties: false });

export const ActiveLevelBodySchema = Type.Object(
  {
    level: LevelSchema,
    companyId: Type.Optional(IdSchema),
  },
  { additionalProperties: false },
);

export const ChangePasswordBodySchema = Type.Object(
  {
    currentPassword: Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    newPassword: PasswordSchema,
  },
  { additionalProperties: false },
);

export const ChangePasswordResultSchema = Type.Object(
  { revokedSessions: Type.Integer({ description: "How many other sessions were signed out." }) },
  { examples: [{ revokedSessions: 2 }] },
);

export const CodePasswordBodySchema = Type.Object(
  { code: CodeSchema, password: PasswordSchema },
  { additionalProperties: false },
);

export const CodeBodySchema = Type.Object({ code: CodeSchema }, { additionalProperties: false });

export const VerificationBodySchema = Type.Object({ email: EmailSchema }, { additionalProperties: false });

/** Spec §7 `POST /email/forgot-password { email, locale }`; the locale is a language tag (`pt`, `es-419`, `en`...). */
export const ForgotPasswordBodySchema = Type.Object(
  { email: EmailSchema, locale: Type.Optional(Type.String({ maxLength: 35 })) },
  { additionalProperties: false },
);

/** A catalogue message as a success answer, in the caller's language. */
export const NoticeSchema = Type.Object(
  { code: Type.String(), message: Type.String() },
  {
    examples: [
      {
        code: "AUTH_RESET_SENT",
        message: "If an account exists for this email, we sent a link to reset the password.",
      },
    ],
  },
);

export const OkSchema = Type.Object({ ok: Type.Literal(true) }, { examples: [{ ok: true }] });

export const UserParamsSchema = Type.Object({ id: IdSchema });

export const AuthLinkSchema = Type.Object(
  {
    link: Type.String({ description: "The first-access link to hand to the person (works once)." }),
    expiresAt: DateTimeSchema,
  },
  {
    examples: [
      {
        link: "https://hr.example.com/pt/first-access?code=k3m9q2w7e5r1t8y4u6i0o2p4a6s8d0f2",
        expiresAt: "2026-12-04T12:00:00.000Z",
      },
    ],
  },
);

export const CompanyParamsSchema = Type.Object({ companyId: IdSchema });
export const ApiKeyParamsSchema = Type.Object({ companyId: IdSchema, keyId: IdSchema });

export const ApiKeyCreateBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 80 }),
    scopes: Type.Array(Type.String({ pattern: "^(\\*|[a-z][a-z0-9-]*(\\.[a-z0-9-]+)*(\\.\\*)?)$", maxLength: 100 }), {
      minItems: 1,
      maxItems: 50,
      description:
        "Permission ids the key may use (`leave.request.read`...), `<module>.*` for every permission of a module, or `*` for all its level allows.",
      examples: [["people.workers.directory", "leave.*"]],
    }),
    level: Type.Optional(LevelSchema),
    expiresAt: Type.Optional(
      Type.Union([DateTimeSchema, Type.Null()], {
        description: "When the key stops working (ISO 8601, in the future); absent or null: until revoked.",
      }),
    ),
  },
  { additionalProperties: false },
);

export const ApiKeySchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  scopes: Type.Array(Type.String()),
  level: LevelSchema,
  hint: Type.String({ description: "The key's last four characters." }),
  createdAt: DateTimeSchema,
  lastUsedAt: Type.Union([DateTimeSchema, Type.Null()]),
  revokedAt: Type.Union([DateTimeSchema, Type.Null()]),
  expiresAt: Type.Union([DateTimeSchema, Type.Null()], { description: "When the key stops working; null: never." }),
});

const API_KEY_EXAMPLE = {
  id: "6650f1c2a9d3e4b5c6d7e8fa",
  name: "Payroll sync",
  scopes: ["people.workers.directory", "leave.*"],
  level: "requester",
  hint: "q7xa",
  createdAt: "2026-11-02T14:05:00.000Z",
  expiresAt: "2027-11-02T02:59:59.000Z",
  revokedAt: null,
  lastUsedAt: null as string | null,
};

export const CreatedApiKeySchema = Type.Object(
  {
    ...ApiKeySchema.properties,
    key: Type.String({ description: "The key itself (`wfk_...`). Shown only in this answer; only its hash is kept." }),
  },
  { examples: [{ ...API_KEY_EXAMPLE, key: "wfk_6650f1c2a9d3e4b5c6d7e8fa_m3k7b2qazx6cav4n5h2j7r3t6wdfq7xa" }] },
);

export const ApiKeyListSchema = Type.Object(
  { items: Type.Array(ApiKeySchema) },
  {
    examples: [
      {
        items: [
          { ...API_KEY_EXAMPLE, lastUsedAt: "2026-11-27T08:41:00.000Z" },
          {
            ...API_KEY_EXAMPLE,
            id: "6650f1c2a9d3e4b5c6d7e8fb",
            name: "Old reporting script",
            scopes: ["*"],
            hint: "b2c4",
            expiresAt: null,
            lastUsedAt: "2026-06-30T23:10:00.000Z",
            revokedAt: "2026-07-01T09:00:00.000Z",
          },
        ],
      },
    ],
  },
);

/** The founder's support view (impersonation, core/auth/impersonation.service.ts). */
export const CompanyAdminsSchema = Type.Object(
  {
    items: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() })),
  },
  {
    description: "The company's live admins, by name: whom the founder may view the company as.",
    examples: [{ items: [{ id: "6650f1c2a9d3e4b5c6d7e8f9", name: "Ana Lima", email: "ana.lima@example.com" }] }],
  },
);

export const ImpersonationBodySchema = Type.Object(
  {
    userId: Type.String({ description: "The admin to view the company as." }),
    allowChanges: Type.Optional(
      Type.Boolean({
        description:
          "Let the support session make changes (default false: read-only). Every change is then recorded in the company's audit log.",
      }),
    ),
    reason: Type.Optional(
      Type.String({
        description:
          "Why changes are allowed; required with `allowChanges` (3-200 characters, else 400 `AUTH_IMPERSONATION_REASON_REQUIRED`).",
      }),
    ),
  },
  {
    additionalProperties: false,
    examples: [
      { userId: "6650f1c2a9d3e4b5c6d7e8f9" },
      {
        userId: "6650f1c2a9d3e4b5c6d7e8f9",
        allowChanges: true,
        reason: "Fixing a wrong leave balance at the admin's request",
      },
    ],
  },
);

export const ImpersonationStartedSchema = Type.Object(
  {
    token: Type.String({ description: "The support session's token (the web app gets it as the session cookie)." }),
    expiresAt: DateTimeSchema,
    readOnly: Type.Boolean({ description: "False when the founder allowed changes." }),
  },
  {
    description:
      "A support session on the company as that admin, read-only unless changes were allowed, ending at `expiresAt`.",
    examples: [{ token: "n4bq6x2kz7wq3r5t8y2u4i6o1p3a5s7d", expiresAt: "2026-11-27T15:30:00.000Z", readOnly: true }],
  },
);

export const ImpersonationEndedSchema = Type.Object(
  {
    restored: Type.Boolean({
      description: "The founder's own session was given back as the session cookie; false: sign in again.",
    }),
  },
  { description: "The support view ended.", examples: [{ restored: true }] },
);
