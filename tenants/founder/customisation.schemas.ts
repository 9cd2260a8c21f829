import { Type, type Static } from "typebox";
import { LOCALES } from "../../core/i18n/locale.js";
import { PACKS } from "../company.types.js";

/**
 * Per-tenant customisation (issue 18, /platform-customization): what the founder sets on a company. Isomorphic
 * (TypeBox only): the routes, the OpenAPI document, the SDK and the web pages read them.
 */

/** `#rrggbb`. */
export const HEX_COLOR = "^#[0-9a-fA-F]{6}$";
/** A worker field's name (people's `WORKER_FIELDS` use camelCase names). */
export const FIELD_NAME = "^[a-zA-Z][a-zA-Z0-9]{0,49}$";

const ColorOrNull = Type.Union([Type.String({ pattern: HEX_COLOR }), Type.Null()]);
const FieldList = Type.Array(Type.String({ pattern: FIELD_NAME }), { maxItems: 100, uniqueItems: true });

/** A company's branding as its own app, mails and widgets read it (`GET /api/companies/:companyId/branding`). */
export const CompanyBrandingSchema = Type.Object(
  {
    name: Type.String(),
    /** `#rrggbb`, or null for the product's own colour. */
    primaryColor: ColorOrNull,
    /** White or near-black, whichever reads on the primary colour (null with it). */
    onPrimaryColor: ColorOrNull,
    logoFileId: Type.Union([Type.String(), Type.Null()]),
    /** Where the logo loads from (`GET /api/branding/:company/logo/:version`, no session needed), or null. */
    logoUrl: Type.Union([Type.String(), Type.Null()]),
  },
  {
    examples: [
      {
        name: "Lumen Logística",
        primaryColor: "#0f766e",
        onPrimaryColor: "#ffffff",
        logoFileId: "companies/6650f1c2a9d3e4b5c6d7e8f0/branding/logo-9f2c4e7a1b3d.png",
        logoUrl: "/api/branding/6650f1c2a9d3e4b5c6d7e8f0/logo/9f2c4e7a1b3d",
      },
    ],
  },
);
export type CompanyBrandingDto = Static<typeof CompanyBrandingSchema>;

/** A feature flag a module declares (issue 18), as the founder sees it for one company. */
export const CompanyFlagSchema = Type.Object({
  /** `<module>.<flag>`, e.g. `leave.half-days`. */
  id: Type.String(),
  module: Type.String(),
  description: Type.Object({ en: Type.String(), "pt-BR": Type.String(), es: Type.String() }),
  default: Type.Boolean(),
  /** In force for the company: the founder's value, else the default. */
  on: Type.Boolean(),
  /** Whether the founder set it (false: the default applies, and follows it if the module changes it). */
  set: Type.Boolean(),
});
export type CompanyFlag = Static<typeof CompanyFlagSchema>;

/** What the founder can customise on a company, as stored. */
export const CustomisationSchema = Type.Object(
  {
    companyId: Type.String(),
    name: Type.String(),
    primaryColor: ColorOrNull,
    /** Module ids switched off for this company (the module gate reads them at once). */
    disabledModules: Type.Array(Type.String()),
    /** Every module the app runs that the founder may switch off (the core's own are always on). */
    switchableModules: Type.Array(Type.String()),
    /** Worker fields the company does not use (spec §3 Company `workerDisabledFields`; people hides them). */
    workerDisabledFields: FieldList,
    /** The culture package new leave rules start from (spec §1 pack). */
    pack: Type.Enum(PACKS),
    /** Spec §3 Company: whether the company's admins may change the pack or the plan themselves. */
    notAllowChangePack: Type.Boolean(),
    notAllowChangePlan: Type.Boolean(),
    /** Every feature flag the running modules declare, with the company's value. */
    flags: Type.Array(CompanyFlagSchema),
    /** The logo in the branding (set with `POST .../customization/logo`), or null: the product's own mark. */
    logoUrl: Type.Union([Type.String(), Type.Null()]),
    /** The company's default language (new people, mails to people without one, its widgets' sign-in); null: English. */
    defaultLocale: Type.Union([Type.Enum(LOCALES), Type.Null()]),
    updatedAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        companyId: "6650f1c2a9d3e4b5c6d7e8f0",
        name: "Lumen Logística",
        primaryColor: "#0f766e",
        disabledModules: ["hiring"],
        switchableModules: [
          "people",
          "leave",
          "vacation-planner",
          "clock",
          "scheduling",
          "spaces",
          "payroll",
          "analytics",
          "forms",
          "hiring",
          "onboarding",
          "communication",
          "support",
          "integrations",
        ],
        workerDisabledFields: ["nickname", "variablePay"],
        pack: "moderate",
        notAllowChangePack: false,
        notAllowChangePlan: true,
        flags: [
          {
            id: "leave.half-days",
            module: "leave",
            description: {
              en: "People may ask for half a day (morning or afternoon) of leave types counted in hours.",
              "pt-BR": "As pessoas podem pedir meio período (manhã ou tarde) das ausências contadas em horas.",
              es: "Las personas pueden pedir medio día (mañana o tarde) de las ausencias contadas en horas.",
            },
            default: true,
            on: false,
            set: true,
          },
        ],
        logoUrl: "/api/branding/6650f1c2a9d3e4b5c6d7e8f0/logo/9f2c4e7a1b3d",
        defaultLocale: "pt-BR",
        updatedAt: "2026-11-24T17:31:02.000Z",
      },
    ],
  },
);
export type Customisation = Static<typeof CustomisationSchema>;

/** A partial edit: only the fields sent change; everything is checked before the one write. */
export const CustomisationPatchBody = Type.Object(
  {
    /** The company's name, as its app, mails and widgets show it (trimmed; a blank one is `VALIDATION_REQUIRED`). */
    name: Type.Optional(Type.String({ maxLength: 120 })),
    primaryColor: Type.Optional(ColorOrNull),
    disabledModules: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100, uniqueItems: true })),
    workerDisabledFields: Type.Optional(FieldList),
    pack: Type.Optional(Type.Enum(PACKS)),
    notAllowChangePack: Type.Optional(Type.Boolean()),
    notAllowChangePlan: Type.Optional(Type.Boolean()),
    /** Flags to switch (id -> on); the others keep their value. */
    flags: Type.Optional(Type.Record(Type.String(), Type.Boolean(), { maxProperties: 100 })),
    /** Flags to put back on their module's default (and to follow it from then on). */
    resetFlags: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100, uniqueItems: true })),
    /** The company's default language; null: none (English). */
    defaultLocale: Type.Optional(Type.Union([Type.Enum(LOCALES), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CustomisationPatch = Static<typeof CustomisationPatchBody>;

/** The realtime event a company's sessions get when the founder changed it (`company:{id}`). */
export const CUSTOMISATION_CHANGED_EVENT = "tenants.customization.changed";
