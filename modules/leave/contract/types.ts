import { Type, type Static } from "typebox";
import { Id, Ms, Title } from "./common.js";

/** Leave types (spec §3 "Leave type", §7) and the country packs' summaries. */
export const LEAVE_UNITS = ["days", "hours"] as const;
export type LeaveUnit = (typeof LEAVE_UNITS)[number];
/** `single`: one day per request; `range`: a start and an end date. */
export const RANGE_TYPES = ["single", "range"] as const;
export const EXTRA_FIELD_TYPES = ["text", "date", "file"] as const;
export const ACCRUAL_KINDS = ["none", "yearly", "monthly", "anniversary"] as const;
export type AccrualKind = (typeof ACCRUAL_KINDS)[number];
export const APPROVAL_STEP_KINDS = ["supervisor", "level", "people"] as const;

export const ExtraField = Type.Object(
  {
    id: Type.String({ pattern: "^[a-z0-9-]{1,40}$" }),
    label: Title,
    required: Type.Boolean(),
    type: Type.Union([Type.Literal("text"), Type.Literal("date"), Type.Literal("file")]),
  },
  { additionalProperties: false },
);

/** How a balance grows (the `leave.accrue-balances` job). `amount` is in milliseconds. */
export const AccrualPolicy = Type.Object(
  {
    kind: Type.Union([
      Type.Literal("none"),
      Type.Literal("yearly"),
      Type.Literal("monthly"),
      Type.Literal("anniversary"),
    ]),
    /** What each period grants. @default the type's totalTime */
    amount: Type.Optional(Ms),
    /** No grant before this many months of service (from the worker's startDateAtCompany). @default 0 */
    minServiceMonths: Type.Optional(Type.Integer({ minimum: 0, maximum: 600 })),
    /** `anniversary`: one grant every this many months of service. @default 12 */
    everyMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  },
  { additionalProperties: false },
);
export type AccrualPolicy = Static<typeof AccrualPolicy>;

/**
 * One approval step: `supervisor` (the worker's referenceWorkerId; an admin when there is none), `level` (anyone
 * acting with that level) or `people` (the listed members). One object rather than a union: the validator strips
 * unknown fields while trying union branches.
 */
export const ApprovalStep = Type.Object(
  {
    kind: Type.Union([Type.Literal("supervisor"), Type.Literal("level"), Type.Literal("people")]),
    /** `level` steps. */
    level: Type.Optional(Type.Union([Type.Literal("admin"), Type.Literal("revisor")])),
    /** `people` steps. */
    userIds: Type.Optional(Type.Array(Id, { minItems: 1, maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type ApprovalStep = Static<typeof ApprovalStep>;

/** The approval chain of a type: its steps in order, plus steps added when a request is longer than `moreThanDays`. */
export const ApprovalPolicy = Type.Object(
  {
    /** Under the moderate culture package, a type that does not require approval is approved at once. @default true */
    required: Type.Optional(Type.Boolean()),
    /** @default [{ kind: "supervisor" }] */
    steps: Type.Optional(Type.Array(ApprovalStep, { maxItems: 5 })),
    conditions: Type.Optional(
      Type.Array(
        Type.Object(
          { moreThanDays: Type.Integer({ minimum: 0, maximum: 366 }), step: ApprovalStep },
          { additionalProperties: false },
        ),
        { maxItems: 5 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ApprovalPolicy = Static<typeof ApprovalPolicy>;

const leaveTypeFields = {
  title: Title,
  /** `#rrggbb`. */
  color: Type.String({ pattern: "^#[0-9a-fA-F]{6}$" }),
  unit: Type.Union([Type.Literal("days"), Type.Literal("hours")]),
  /** Spec §3 `config.default.totalTime`: the allowance a grant gives, in milliseconds (days unit: days × 24 h). */
  totalTime: Ms,
  order: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  rangeTypes: Type.Optional(
    Type.Array(Type.Union([Type.Literal("single"), Type.Literal("range")]), {
      minItems: 1,
      maxItems: 2,
      uniqueItems: true,
    }),
  ),
  extraFields: Type.Optional(Type.Array(ExtraField, { maxItems: 10 })),
  paid: Type.Optional(Type.Boolean()),
  /** Shown to payroll (approved-payroll step). */
  payroll: Type.Optional(Type.Boolean()),
  /** Whether a leave of this type may overlap another leave of the same person. @default false */
  allowOverlap: Type.Optional(Type.Boolean()),
  /** Whether requests spend a balance (ledger). Unlimited types (e.g. medical) only record the use. @default true */
  tracked: Type.Optional(Type.Boolean()),
  /** Days-unit types: count only the worker's scheduled weekdays (and not holidays) instead of calendar days. */
  workingDaysOnly: Type.Optional(Type.Boolean()),
  sale: Type.Optional(
    Type.Object({ allowed: Type.Boolean(), maxTime: Type.Optional(Ms) }, { additionalProperties: false }),
  ),
  buy: Type.Optional(
    Type.Object({ allowed: Type.Boolean(), maxTime: Type.Optional(Ms) }, { additionalProperties: false }),
  ),
  rollover: Type.Optional(
    Type.Object(
      {
        allowed: Type.Boolean(),
        maxTime: Type.Optional(Ms),
        expiresAfterMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
      },
      { additionalProperties: false },
    ),
  ),
  /** Spending time not yet accrued: the balance may go down to `-maxTime`. */
  anticipation: Type.Optional(
    Type.Object({ allowed: Type.Boolean(), maxTime: Type.Optional(Ms) }, { additionalProperties: false }),
  ),
  /** Months between reviews of the type's balances (informative). */
  reviewPeriodMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
  accrual: Type.Optional(AccrualPolicy),
  approval: Type.Optional(ApprovalPolicy),
  /** The law behind a statutory type (packs). */
  legalBasis: Type.Optional(Type.String({ maxLength: 500 })),
};

export const LeaveTypeInput = Type.Object(leaveTypeFields, { additionalProperties: false });
export type LeaveTypeInput = Static<typeof LeaveTypeInput>;

export const LeaveTypeCreateMany = Type.Object(
  { items: Type.Array(LeaveTypeInput, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type LeaveTypeCreateMany = Static<typeof LeaveTypeCreateMany>;

export const LeaveTypePatch = Type.Object(
  { id: Id, ...Type.Partial(Type.Object(leaveTypeFields)).properties },
  { additionalProperties: false },
);
export type LeaveTypePatch = Static<typeof LeaveTypePatch>;
export const LeaveTypePatchMany = Type.Object(
  { items: Type.Array(LeaveTypePatch, { minItems: 1, maxItems: 50 }) },
  { additionalProperties: false },
);
export type LeaveTypePatchMany = Static<typeof LeaveTypePatchMany>;

/** A company's vacation type as the Brazilian pack creates it (examples of the OpenAPI document). */
const leaveTypeExample = {
  id: "6651a0b3c4d5e6f7a8b9c011",
  companyId: "6650f1c2a9d3e4b5c6d7e8f0",
  title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
  color: "#2e7d32",
  unit: "days",
  totalTime: 2592000000,
  order: 0,
  rangeTypes: ["single", "range"],
  extraFields: [],
  paid: true,
  payroll: false,
  allowOverlap: false,
  tracked: true,
  workingDaysOnly: false,
  sale: { allowed: true, maxTime: 864000000 },
  accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
  legalBasis: "CLT art. 130 (30 calendar days per 12-month acquisition period), art. 134",
  packKey: "br.vacation",
  createdAt: "2026-01-12T13:04:22.000Z",
  updatedAt: "2026-03-02T09:41:07.000Z",
};

const { sale: _sale, ...leaveTypeWithoutSale } = leaveTypeExample;

export const LeaveType = Type.Object(
  {
    id: Type.String(),
    companyId: Type.String(),
    ...leaveTypeFields,
    order: Type.Integer(),
    rangeTypes: Type.Array(Type.String()),
    extraFields: Type.Array(ExtraField),
    paid: Type.Boolean(),
    payroll: Type.Boolean(),
    allowOverlap: Type.Boolean(),
    tracked: Type.Boolean(),
    workingDaysOnly: Type.Boolean(),
    accrual: AccrualPolicy,
    /** The pack entry it came from (`br.vacation`), if any. */
    packKey: Type.Optional(Type.String()),
    createdAt: Type.String({ format: "date-time" }),
    updatedAt: Type.String({ format: "date-time" }),
  },
  { examples: [leaveTypeExample] },
);
export type LeaveType = Static<typeof LeaveType>;
export const LeaveTypeList = Type.Object(
  { items: Type.Array(LeaveType) },
  { examples: [{ items: [leaveTypeExample] }] },
);
export type LeaveTypeList = Static<typeof LeaveTypeList>;

export const ChoosePackInput = Type.Object(
  { userId: Type.Optional(Id), replace: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const ChoosePackResult = Type.Object(
  {
    packId: Type.String(),
    created: Type.Integer(),
    skipped: Type.Integer(),
    items: Type.Array(LeaveType),
  },
  {
    examples: [
      {
        packId: "br",
        created: 1,
        skipped: 12,
        items: [
          {
            ...leaveTypeWithoutSale,
            id: "6651a0b3c4d5e6f7a8b9c01c",
            title: { en: "Paternity leave", "pt-BR": "Licença-paternidade", es: "Licencia por paternidad" },
            color: "#1565c0",
            totalTime: 432000000,
            order: 12,
            tracked: false,
            accrual: { kind: "none" },
            legalBasis: "ADCT art. 10 §1",
            packKey: "br.paternity",
            createdAt: "2026-11-27T14:20:05.000Z",
            updatedAt: "2026-11-27T14:20:05.000Z",
          },
        ],
      },
    ],
  },
);
export const PackSummary = Type.Object({
  id: Type.String(),
  countryId: Type.String(),
  entries: Type.Array(
    Type.Object({
      key: Type.String(),
      title: Title,
      unit: Type.String(),
      totalTime: Type.Integer(),
      paid: Type.Boolean(),
      legalBasis: Type.String(),
      uncertain: Type.Boolean(),
      note: Type.Optional(Type.String()),
    }),
  ),
});
export const PackList = Type.Object(
  {
    items: Type.Array(PackSummary),
    /**
     * Whether the platform's founder locked the company's pack (spec §3 Company `notAllowChangePack`, issue 18): its
     * admins cannot choose one (`LEAVE_PACK_CHOICE_LOCKED`), and the pack page says so before any choice.
     */
    locked: Type.Boolean(),
  },
  {
    examples: [
      {
        items: [
          {
            id: "br",
            countryId: "br",
            entries: [
              {
                key: "vacation",
                title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
                unit: "days",
                totalTime: 2592000000,
                paid: true,
                legalBasis: "CLT art. 130 (30 calendar days per 12-month acquisition period), art. 134",
                uncertain: false,
                note: "Reduced with unjustified absences (art. 130 I-IV); 1/3 may be sold as abono pecuniário (art. 143).",
              },
              {
                key: "bereavement",
                title: { en: "Bereavement leave", "pt-BR": "Licença nojo (luto)", es: "Licencia por duelo" },
                unit: "days",
                totalTime: 172800000,
                paid: true,
                legalBasis: "CLT art. 473 I (nojo: 2 consecutive days)",
                uncertain: false,
              },
            ],
          },
        ],
        locked: false,
      },
    ],
  },
);
