import { Type, type Static, type TSchema } from "typebox";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";
import { COUNTRY_IDS } from "../../../tenants/company.types.js";
import { Address } from "./address.js";
import { CustomField, CustomValues, CustomValuesInput } from "./custom-fields.js";
import { CompanyImage } from "./images.js";

/**
 * The people module's company structure (spec §3 "Company", "Role", "Other
 * collections"): departments, offices, roles, general roles and the edit of
 * the caller's own company. Isomorphic: TypeBox schemas and ids only.
 */

export const structurePermissions = {
  /** Every level reads the company's structure (spec §2 "/company ... all"). */
  read: "people.structure.read",
  /** Admins and managers edit it (spec §2 "/company-edit admin, revisor", "general-roles admin, revisor"). */
  write: "people.structure.write",
} as const;

const ObjectIdString = Type.String({ pattern: "^[0-9a-fA-F]{24}$" });
const Name = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ maxLength: 1000 });
/**
 * A value or `null` (which clears an optional field) as one `type: [t, "null"]` schema rather than a union, so
 * a bad value reports its own rule (maximum, format...) and the validator's coercion never turns null into "" or 0.
 */
const Nullable = <T extends TSchema & { type: string }>(schema: T) =>
  Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, "null"] });
const Timestamps = {
  id: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
  updatedAt: Type.String({ format: "date-time" }),
};

/** Search and paging of every structure list: `q` matches the name, sorted by name. */
export const StructureListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 120 })),
    ...pageQuery({ sizes: { max: 100 } }),
  },
  { additionalProperties: false },
);
export type StructureListQuery = Static<typeof StructureListQuery>;

// --- departments
export const DepartmentInput = Type.Object(
  { name: Name, description: Type.Optional(Description), managerWorkerId: Type.Optional(ObjectIdString) },
  { additionalProperties: false },
);
export type DepartmentInput = Static<typeof DepartmentInput>;
/** A partial update; `null` clears an optional field. */
export const DepartmentPatch = Type.Object(
  {
    name: Type.Optional(Name),
    description: Type.Optional(Nullable(Description)),
    managerWorkerId: Type.Optional(Nullable(ObjectIdString)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type DepartmentPatch = Static<typeof DepartmentPatch>;
export const Department = Type.Object(
  {
    ...Timestamps,
    name: Type.String(),
    description: Type.Optional(Type.String()),
    managerWorkerId: Type.Optional(Type.String()),
  },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e810",
        createdAt: "2025-03-10T13:20:00.000Z",
        updatedAt: "2026-08-02T17:45:00.000Z",
        name: "Engineering",
        description: "Product development and platform operations.",
        managerWorkerId: "6650f1c2a9d3e4b5c6d7e901",
      },
    ],
  },
);
export type Department = Static<typeof Department>;
export const DepartmentList = listOf(Department);

// --- offices
export const OfficeAddress = Address;
export type OfficeAddress = Address;
export const OfficeInput = Type.Object(
  { name: Name, address: Type.Optional(OfficeAddress) },
  { additionalProperties: false },
);
export type OfficeInput = Static<typeof OfficeInput>;
export const OfficePatch = Type.Object(
  { name: Type.Optional(Name), address: Type.Optional(Nullable(OfficeAddress)) },
  { additionalProperties: false, minProperties: 1 },
);
export type OfficePatch = Static<typeof OfficePatch>;
export const Office = Type.Object(
  { ...Timestamps, name: Type.String(), address: Type.Optional(OfficeAddress) },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e820",
        createdAt: "2025-03-10T13:22:00.000Z",
        updatedAt: "2025-03-10T13:22:00.000Z",
        name: "São Paulo HQ",
        address: {
          zipcode: "01310-100",
          street: "Avenida Paulista",
          number: "1578",
          complement: "12º andar",
          district: "Bela Vista",
          city: "São Paulo",
          state: "SP",
        },
      },
    ],
  },
);
export type Office = Static<typeof Office>;
export const OfficeList = listOf(Office);

// --- roles (spec §3 "Role": levelAccess)
export const ROLE_LEVELS = ["admin", "revisor", "requester"] as const;
export const RoleInput = Type.Object(
  { name: Name, levelAccess: Type.Enum(ROLE_LEVELS) },
  { additionalProperties: false },
);
export type RoleInput = Static<typeof RoleInput>;
export const RolePatch = Type.Object(
  { name: Type.Optional(Name), levelAccess: Type.Optional(Type.Enum(ROLE_LEVELS)) },
  { additionalProperties: false, minProperties: 1 },
);
export type RolePatch = Static<typeof RolePatch>;
export const Role = Type.Object(
  { ...Timestamps, name: Type.String(), levelAccess: Type.Enum(ROLE_LEVELS) },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e830",
        createdAt: "2025-03-10T13:25:00.000Z",
        updatedAt: "2025-03-10T13:25:00.000Z",
        name: "Team lead",
        levelAccess: "revisor",
      },
    ],
  },
);
export type Role = Static<typeof Role>;
export const RoleList = listOf(Role);

// --- general roles
export const GeneralRoleInput = Type.Object(
  { name: Name, description: Type.Optional(Description) },
  { additionalProperties: false },
);
export type GeneralRoleInput = Static<typeof GeneralRoleInput>;
export const GeneralRolePatch = Type.Object(
  { name: Type.Optional(Name), description: Type.Optional(Nullable(Description)) },
  { additionalProperties: false, minProperties: 1 },
);
export type GeneralRolePatch = Static<typeof GeneralRolePatch>;
export const GeneralRole = Type.Object(
  {
    ...Timestamps,
    name: Type.String(),
    description: Type.Optional(Type.String()),
  },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e840",
        createdAt: "2025-03-11T09:00:00.000Z",
        updatedAt: "2025-03-11T09:00:00.000Z",
        name: "Software engineer",
        description: "Designs, builds and maintains the product's services.",
      },
    ],
  },
);
export type GeneralRole = Static<typeof GeneralRole>;
export const GeneralRoleList = listOf(GeneralRole);

// --- the caller's company (spec §3 "Company"; the edit of /company-edit)
/** Largest serialized `settings` object, in characters. */
export const COMPANY_SETTINGS_MAX_CHARS = 16_384;
export const LUNCH_TIME_MAX_MINUTES = 180;

const Settings = Type.Record(Type.String(), Type.Unknown(), { maxProperties: 100 });

export const CompanyProfile = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    countryId: Type.Enum(COUNTRY_IDS),
    /** ISO calendar date (YYYY-MM-DD). */
    foundationDate: Type.Optional(Type.String()),
    /** The company's national number (a CNPJ in br). */
    identityCard: Type.Optional(Type.String()),
    /** Minutes. */
    lunchTime: Type.Optional(Type.Integer()),
    /** Spec §3 `gmt`: the IANA time zone the company chose (absent: its country's main one). */
    gmt: Type.Optional(Type.String()),
    /** The zone the company's days are counted in: `gmt`, else the country's main zone. */
    timeZone: Type.String(),
    settings: Settings,
    /** Uploaded with `POST /company/logo` (PNG or JPG, 2 MB). */
    logo: Type.Optional(CompanyImage),
    /** Uploaded with `POST /company/photo`. */
    photo: Type.Optional(CompanyImage),
    /** Fields of the company profile the company defined (`PUT /company/custom-fields`); values in `customFieldValues`. */
    customFields: Type.Array(CustomField),
    /** Extra fields of every worker profile (`PUT /company/worker-extra-fields`); values in the worker's `extraFields`. */
    workerExtraFields: Type.Array(CustomField),
    customFieldValues: CustomValues,
    /**
     * Worker fields the company does not use (set by the platform's founder, issue 18): the forms, profiles, directory
     * and import leave them out, and the server refuses them (`PEOPLE_FIELD_DISABLED`).
     */
    disabledWorkerFields: Type.Array(Type.String()),
  },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e8f0",
        name: "Acme Ltda",
        countryId: "br",
        foundationDate: "2012-04-23",
        identityCard: "11222333000181",
        lunchTime: 60,
        timeZone: "America/Sao_Paulo",
        settings: {},
        logo: {
          src: "/api/companies/6650f1c2a9d3e4b5c6d7e8f0/company/logo?v=9f2c4e7a1b3d",
          path: "companies/6650f1c2a9d3e4b5c6d7e8f0/company/logo-5e8a0c2f4b6d.png",
          size: 48213,
          name: "acme-logo.png",
        },
        customFields: [{ id: "state-registration", type: "text", label: "State registration", required: false }],
        workerExtraFields: [
          { id: "shirt-size", type: "select", label: "Shirt size", required: false, options: ["S", "M", "L", "XL"] },
        ],
        customFieldValues: { "state-registration": "110.042.490.114" },
        disabledWorkerFields: ["bank"],
      },
    ],
  },
);
export type CompanyProfile = Static<typeof CompanyProfile>;

/**
 * A partial update of the caller's company. `identityCard` must be a valid CNPJ when the company's country
 * (after the update) is br; `foundationDate` is an ISO date not in the future; `null` clears an optional field.
 */
export const CompanyPatch = Type.Object(
  {
    name: Type.Optional(Name),
    countryId: Type.Optional(Type.Enum(COUNTRY_IDS)),
    foundationDate: Type.Optional(Nullable(Type.String({ format: "date" }))),
    identityCard: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 40 }))),
    lunchTime: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: LUNCH_TIME_MAX_MINUTES }))),
    /** An IANA time zone ("America/Manaus"); `null` goes back to the country's. */
    gmt: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    settings: Type.Optional(Settings),
    /** Values of `customFields`, by field id (checked like worker extra fields); `null` clears one. */
    customFieldValues: Type.Optional(CustomValuesInput),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type CompanyPatch = Static<typeof CompanyPatch>;
