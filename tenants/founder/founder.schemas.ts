import { Type, type Static } from "typebox";
import { listOf, pageQuery } from "../../core/lists/schemas.js";
import { PLANS } from "../company.types.js";

/**
 * The founder console's payloads (spec §2 "Founder-only routes"). Isomorphic (TypeBox only): the routes, the OpenAPI
 * document, the SDK and the web pages read them.
 */

/** A company as the founder sees it: live (`active`) or soft-removed (`deleted`); the model has no trial state. */
export const FOUNDER_COMPANY_STATUSES = ["active", "deleted"] as const;
export type FounderCompanyStatus = (typeof FOUNDER_COMPANY_STATUSES)[number];

export const FounderCompanySchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    plan: Type.Enum(PLANS),
    countryId: Type.String(),
    /** Active workers (the people module's count); null when the app runs without the people module. */
    people: Type.Union([Type.Integer(), Type.Null()]),
    status: Type.Enum(FOUNDER_COMPANY_STATUSES),
    /** Its switchable modules: how many are on, of how many, and the ids switched off. */
    modules: Type.Object({ enabled: Type.Integer(), total: Type.Integer(), disabled: Type.Array(Type.String()) }),
    /** When a member last used the app (tenants/activity.ts, to within 5 minutes); null: not since it is recorded. */
    lastActivityAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    createdAt: Type.String({ format: "date-time" }),
  },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e8f0",
        name: "Lumen Logística",
        plan: "premium",
        countryId: "br",
        people: 38,
        status: "active",
        modules: { enabled: 13, total: 14, disabled: ["hiring"] },
        lastActivityAt: "2026-11-27T13:55:00.000Z",
        createdAt: "2025-09-03T12:10:44.000Z",
      },
    ],
  },
);
export type FounderCompany = Static<typeof FounderCompanySchema>;

export const FounderCompanyQuery = Type.Object(
  {
    /** Part of the company's name, any case. */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    /** @default every company, live and deleted */
    status: Type.Optional(Type.Enum(FOUNDER_COMPANY_STATUSES)),
    ...pageQuery(),
  },
  { additionalProperties: false },
);
export type FounderCompanyQuery = Static<typeof FounderCompanyQuery>;

export const FounderCompanyListSchema = listOf(FounderCompanySchema);
export type FounderCompanyList = Static<typeof FounderCompanyListSchema>;

export const FounderCompanyParams = Type.Object({ companyId: Type.String() });

export const ChangePlanBody = Type.Object({ plan: Type.Enum(PLANS) }, { additionalProperties: false });
export type ChangePlanBody = Static<typeof ChangePlanBody>;

const ContractSections = Type.Array(Type.Object({ heading: Type.String(), body: Type.String() }));

/** The platform's service contract in the product's three languages (tenants/founder/contract-terms.ts). */
export const FounderContractSchema = Type.Object({
  version: Type.String(),
  /** ISO date. */
  effectiveDate: Type.String(),
  texts: Type.Object({ en: ContractSections, "pt-BR": ContractSections, es: ContractSections }),
});
export type FounderContract = Static<typeof FounderContractSchema>;
