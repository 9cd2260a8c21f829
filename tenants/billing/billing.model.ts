import { Schema, type Query } from "mongoose";
import { defineTenantModel } from "../../core/tenancy/tenant-model.js";
import type { Currency } from "../plans/plans.types.js";

/** One person's share of a month's bill: the days they were registered in it (proration by days). */
export interface InvoiceLine {
  workerId: string;
  name: string;
  /** Their first and last registered day within the month (`YYYY-MM-DD`). */
  from: string;
  to: string;
  days: number;
  /** `round(unitCents × days / daysInMonth)`. */
  amountCents: number;
}

export const PAYMENT_STATES = ["manual", "open", "pending", "paid", "failed"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** How an invoice is being paid: the only part of an invoice that changes after it is issued. */
export interface InvoicePayment {
  /** manual: no provider configured, the platform records payment; open: not paid yet; pending: at the provider. */
  status: PaymentState;
  provider: "stripe" | null;
  /** The provider's checkout session / payment ids. */
  sessionId?: string | null;
  paymentIntentId?: string | null;
  paidAt?: Date | null;
  failure?: string | null;
}

export interface InvoiceDoc {
  /** The billed month, `YYYY-MM` (one invoice per company and month). */
  month: string;
  number: string;
  plan: string;
  currency: Currency;
  /** The plan's monthly price of one person in that currency, in cents. */
  unitCents: number;
  daysInMonth: number;
  lines: InvoiceLine[];
  totalCents: number;
  issuedAt: Date;
  payment: InvoicePayment;
}

const lineSchema = new Schema<InvoiceLine>(
  {
    workerId: { type: String, required: true },
    name: { type: String, required: true },
    from: { type: String, required: true },
    to: { type: String, required: true },
    days: { type: Number, required: true },
    amountCents: { type: Number, required: true },
  },
  { _id: false },
);

/** Thrown by the model for a write that would change an issued invoice: a bug in the calling code. */
export class InvoiceImmutableError extends Error {
  constructor(what: string) {
    super(`invoices are immutable once issued (${what}); only payment.* may change`);
    this.name = "InvoiceImmutableError";
  }
}

/** The update's changed paths, whatever its operators (`$set`, `$inc`, a replacement...). */
function changedPaths(update: Record<string, unknown>): string[] {
  return Object.entries(update).flatMap(([key, value]) =>
    key.startsWith("$") && value && typeof value === "object" ? Object.keys(value) : [key],
  );
}

const PAYMENT_ONLY = (path: string) => path === "payment" || path.startsWith("payment.") || path === "updatedAt";

/** The model's own guard: an issued invoice changes only in `payment`; nothing removes it. */
function immutable(schema: Schema): void {
  for (const op of ["updateOne", "updateMany", "findOneAndUpdate", "replaceOne", "findOneAndReplace"] as const) {
    schema.pre(op, function (this: Query<unknown, unknown>) {
      const update = (this.getUpdate() ?? {}) as Record<string, unknown>;
      if (op === "replaceOne" || op === "findOneAndReplace") throw new InvoiceImmutableError(op);
      const bad = changedPaths(update).filter((p) => !PAYMENT_ONLY(p));
      if (bad.length > 0) throw new InvoiceImmutableError(bad.join(", "));
    });
  }
  for (const op of ["deleteOne", "deleteMany", "findOneAndDelete"] as const) {
    schema.pre(op, { document: false, query: true }, function () {
      throw new InvoiceImmutableError(op);
    });
  }
  schema.pre("save", function () {
    if (!this.isNew) throw new InvoiceImmutableError("save");
  });
}

/**
 * The company's invoices (spec "top-level collections: billing"; tenants/README.md "Billing"). Immutable once
 * issued: no route edits them, and the model refuses any write but to `payment` (below).
 */
export const InvoiceModel = defineTenantModel<InvoiceDoc>(
  "Invoice",
  {
    month: { type: String, required: true, match: /^\d{4}-\d{2}$/ },
    number: { type: String, required: true },
    plan: { type: String, required: true },
    currency: { type: String, required: true },
    unitCents: { type: Number, required: true },
    daysInMonth: { type: Number, required: true },
    lines: { type: [lineSchema], default: [] },
    totalCents: { type: Number, required: true },
    issuedAt: { type: Date, required: true },
    payment: {
      status: { type: String, required: true, enum: PAYMENT_STATES },
      provider: { type: String, default: null },
      sessionId: { type: String, default: null },
      paymentIntentId: { type: String, default: null },
      paidAt: { type: Date, default: null },
      failure: { type: String, default: null },
    },
  },
  {
    collection: "billing",
    configure: immutable,
    indexes: [
      // one invoice per company and month: the monthly job on several instances issues it once
      { fields: { month: 1 }, options: { unique: true } },
      { fields: { "payment.sessionId": 1 }, options: { sparse: true } },
    ],
  },
);

/** The company's customer at the payment provider (one per provider). */
export const BillingAccountModel = defineTenantModel<{ provider: string; customerId: string }>(
  "BillingAccount",
  { provider: { type: String, required: true }, customerId: { type: String, required: true } },
  { collection: "billing_accounts", indexes: [{ fields: { provider: 1 }, options: { unique: true } }] },
);
