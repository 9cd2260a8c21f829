import { Type, type Static } from "typebox";
import { listOf, pageQuery } from "../../core/lists/schemas.js";
import { PLANS } from "../company.types.js";
import { CURRENCIES, PLAN_FEATURES } from "../plans/plans.types.js";

/** The payloads of Plan Billing and the founder's plan table. Isomorphic (TypeBox only). */

const Cents = Type.Integer({ minimum: 0 });

export const PlanDefinitionSchema = Type.Object(
  {
    id: Type.Enum(PLANS),
    maxPeople: Type.Union([Type.Integer({ minimum: 1, maximum: 1_000_000 }), Type.Null()]),
    prices: Type.Intersect([
      Type.Object({ USD: Cents }),
      Type.Partial(Type.Object(Object.fromEntries(CURRENCIES.map((c) => [c, Cents])))),
    ]),
    companyCurrency: Type.Boolean(),
    features: Type.Array(Type.Enum(PLAN_FEATURES), { maxItems: PLAN_FEATURES.length, uniqueItems: true }),
  },
  { additionalProperties: false },
);

export const PlanTableSchema = Type.Object({
  trialDays: Type.Integer({ minimum: 0, maximum: 365 }),
  plans: Type.Array(PlanDefinitionSchema, { minItems: PLANS.length, maxItems: PLANS.length }),
  revision: Type.Integer({ minimum: 0 }),
});
export type PlanTableBody = Static<typeof PlanTableSchema>;

export const PlanTableChangeSchema = Type.Object({
  at: Type.String({ format: "date-time" }),
  userId: Type.String(),
  revision: Type.Integer(),
  summary: Type.Array(Type.String()),
});

export const FounderPlanTableSchema = Type.Object({
  table: PlanTableSchema,
  changes: Type.Array(PlanTableChangeSchema),
});

const LineSchema = Type.Object({
  workerId: Type.String(),
  name: Type.String(),
  from: Type.String(),
  to: Type.String(),
  days: Type.Integer(),
  amountCents: Type.Integer(),
});

export const InvoiceSchema = Type.Object({
  id: Type.String(),
  month: Type.String(),
  number: Type.String(),
  plan: Type.String(),
  currency: Type.Enum(CURRENCIES),
  unitCents: Type.Integer(),
  daysInMonth: Type.Integer(),
  lines: Type.Array(LineSchema),
  totalCents: Type.Integer(),
  issuedAt: Type.String({ format: "date-time" }),
  payment: Type.Object({
    status: Type.Enum(["manual", "open", "pending", "paid", "failed"] as const),
    paidAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
    failure: Type.Union([Type.String(), Type.Null()]),
  }),
});

export const InvoiceListSchema = listOf(Type.Omit(InvoiceSchema, ["lines"]));
export const InvoiceQuery = Type.Object(pageQuery());

export const BillingOverviewSchema = Type.Object({
  plan: Type.Enum(PLANS),
  maxPeople: Type.Union([Type.Integer(), Type.Null()]),
  people: Type.Integer(),
  trialEndsAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  canChoosePlan: Type.Boolean(),
  paymentMode: Type.Enum(["stripe", "manual"] as const),
  plans: Type.Array(
    Type.Intersect([
      Type.Omit(PlanDefinitionSchema, ["prices"]),
      Type.Object({ price: Type.Object({ currency: Type.Enum(CURRENCIES), unitCents: Type.Integer() }) }),
    ]),
  ),
  estimate: Type.Object({
    month: Type.String(),
    currency: Type.Enum(CURRENCIES),
    unitCents: Type.Integer(),
    daysInMonth: Type.Integer(),
    lines: Type.Array(LineSchema),
    totalCents: Type.Integer(),
  }),
});

export const ChoosePlanBody = Type.Object({ plan: Type.Enum(PLANS) }, { additionalProperties: false });
export const InvoiceParams = Type.Object({ companyId: Type.String(), invoiceId: Type.String() });
export const CheckoutSchema = Type.Object({ url: Type.String() });
