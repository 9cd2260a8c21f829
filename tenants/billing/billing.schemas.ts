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

/** A realistic invoice (a Brazilian company on premium: one person left on the 20th) for the OpenAPI examples. */
const invoiceExample = {
  id: "6761e9009b1e4a0012ab6001",
  month: "2026-10",
  number: "2026-10-AB0000",
  plan: "premium",
  currency: "BRL" as const,
  unitCents: 2500,
  daysInMonth: 31,
  lines: [
    {
      workerId: "6761b2009b1e4a0012ab2001",
      name: "Ana Souza",
      from: "2026-10-01",
      to: "2026-10-31",
      days: 31,
      amountCents: 2500,
    },
    {
      workerId: "6761b2009b1e4a0012ab2002",
      name: "Bruno Lima",
      from: "2026-10-01",
      to: "2026-10-20",
      days: 20,
      amountCents: 1613,
    },
  ],
  totalCents: 4113,
  issuedAt: "2026-11-01T03:00:04.000Z",
  payment: { status: "paid" as const, paidAt: "2026-11-03T14:22:37.000Z", failure: null },
};
const { lines: _lines, ...invoiceSummaryExample } = invoiceExample;

export const InvoiceSchema = Type.Object(
  {
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
  },
  { examples: [invoiceExample] },
);

export const InvoiceListSchema = listOf(Type.Omit(InvoiceSchema, ["lines"]), undefined, {
  examples: [{ items: [invoiceSummaryExample], total: 1 }],
});
export const InvoiceQuery = Type.Object(pageQuery());

export const BillingOverviewSchema = Type.Object(
  {
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
  },
  {
    examples: [
      {
        plan: "premium",
        maxPeople: 100,
        people: 2,
        trialEndsAt: null,
        canChoosePlan: true,
        paymentMode: "stripe",
        plans: [
          {
            id: "starter",
            maxPeople: 10,
            companyCurrency: true,
            features: [],
            price: { currency: "BRL", unitCents: 500 },
          },
          {
            id: "flash",
            maxPeople: 20,
            companyCurrency: true,
            features: [],
            price: { currency: "BRL", unitCents: 500 },
          },
          {
            id: "enterprise",
            maxPeople: null,
            companyCurrency: false,
            features: [],
            price: { currency: "USD", unitCents: 500 },
          },
          {
            id: "premium",
            maxPeople: 100,
            companyCurrency: true,
            features: ["vacation-planner", "clock.overtime"],
            price: { currency: "BRL", unitCents: 2500 },
          },
        ],
        estimate: {
          month: "2026-11",
          currency: "BRL",
          unitCents: 2500,
          daysInMonth: 30,
          lines: [
            {
              workerId: "6761b2009b1e4a0012ab2001",
              name: "Ana Souza",
              from: "2026-11-01",
              to: "2026-11-30",
              days: 30,
              amountCents: 2500,
            },
            {
              workerId: "6761b2009b1e4a0012ab2005",
              name: "Elisa Prado",
              from: "2026-11-16",
              to: "2026-11-30",
              days: 15,
              amountCents: 1250,
            },
          ],
          totalCents: 3750,
        },
      },
    ],
  },
);

export const ChoosePlanBody = Type.Object({ plan: Type.Enum(PLANS) }, { additionalProperties: false });
export const InvoiceParams = Type.Object({ companyId: Type.String(), invoiceId: Type.String() });
export const CheckoutSchema = Type.Object(
  { url: Type.String() },
  { examples: [{ url: "https://checkout.stripe.com/c/pay/cs_live_b1Qx7pL2vN9rT4kW8mZ3bY5cH1dF6gJ0sAe2" }] },
);
