import { companyDay, type ServiceContext } from "../../core/context.js";
import { AppError } from "../../core/errors/app-error.js";
import { auditService } from "../../core/audit/audit.service.js";
import { scoped } from "../../core/tenancy/scoped.js";
import { CompanyModel, type CompanyRecord } from "../company.model.js";
import { PLANS, type Plan } from "../company.types.js";
import { planLabel } from "../plans/people-limit.js";
import { planDefinition, planTable } from "../plans/plans.service.js";
import { priceFor, type PlanDefinition } from "../plans/plans.types.js";
import { toCompanyObjectId } from "../tenants.service.js";
import { billLines, monthBounds, type RegisteredPerson } from "./billing.compute.js";
import { BillingAccountModel, InvoiceModel, type InvoiceDoc } from "./billing.model.js";
import type { PaymentGateway } from "./stripe-gateway.js";

/** Who the company's people are, asked of the module that registers them (people); absent: nobody is billed. */
export interface BillingPeople {
  registeredBetween(ctx: ServiceContext, period: { from: string; to: string }): Promise<RegisteredPerson[]>;
  activeCount(ctx: ServiceContext): Promise<number>;
}

export interface BillingServiceOptions {
  people: (ctx: ServiceContext) => BillingPeople | undefined;
  /** The payment provider; absent: manual mode (no provider keys configured). */
  gateway?: PaymentGateway;
  /** The web app's origin, for the provider's return links. */
  appUrl: string;
}

type CompanyRow = Pick<
  CompanyRecord,
  "_id" | "name" | "plan" | "countryId" | "trialEndsAt" | "notAllowChangePlan" | "createdAt"
>;
const COMPANY_FIELDS = { name: 1, plan: 1, countryId: 1, trialEndsAt: 1, notAllowChangePlan: 1, createdAt: 1 };

export type Invoice = Omit<InvoiceDoc, "issuedAt" | "payment"> & {
  id: string;
  issuedAt: string;
  payment: { status: InvoiceDoc["payment"]["status"]; paidAt: string | null; failure: string | null };
};

type InvoiceRow = InvoiceDoc & { _id: unknown };

function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: String(row._id),
    month: row.month,
    number: row.number,
    plan: row.plan,
    currency: row.currency,
    unitCents: row.unitCents,
    daysInMonth: row.daysInMonth,
    lines: row.lines.map((l) => ({ ...l })),
    totalCents: row.totalCents,
    issuedAt: row.issuedAt.toISOString(),
    payment: {
      status: row.payment.status,
      paidAt: row.payment.paidAt ? row.payment.paidAt.toISOString() : null,
      failure: row.payment.failure ?? null,
    },
  };
}

/**
 * The company's plan and bills (tenants/README.md "Plans" and "Billing"): the monthly invoice from its registered
 * people and plan, the next bill's estimate, an admin's choice of plan, and payment through the provider.
 */
export function createBillingService(options: BillingServiceOptions) {
  const invoices = (ctx: ServiceContext) => scoped(ctx, InvoiceModel);

  async function company(ctx: ServiceContext): Promise<CompanyRow> {
    const _id = toCompanyObjectId(ctx.companyId);
    const row = _id
      ? await CompanyModel.findOne({ _id, deletedAt: null }, COMPANY_FIELDS).lean<CompanyRow>().exec()
      : null;
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  }

  /** The bill of `month` for a company on `plan`: its lines and total in the plan's currency for the company. */
  async function bill(ctx: ServiceContext, month: string, row: CompanyRow, plan: PlanDefinition) {
    const { first, last } = monthBounds(month);
    const people = (await options.people(ctx)?.registeredBetween(ctx, { from: first, to: last })) ?? [];
    const { currency, unitCents } = priceFor(plan, row.countryId);
    return { currency, unitCents, ...billLines(month, people, unitCents) };
  }

  const service = {
    /**
     * Issues the company's invoice for `month` (`YYYY-MM`, a month that has ended): once per company and month, on
     * any number of instances (the unique index; a second run returns the first's). Companies still on their free
     * trial, or created after the month, get none (null).
     */
    async issue(
      ctx: ServiceContext,
      month: string,
      how: { evenBeforeCreation?: boolean } = {},
    ): Promise<Invoice | null> {
      const existing = (await invoices(ctx).findOne({ month })) as InvoiceRow | null;
      if (existing) return toInvoice(existing);
      const row = await company(ctx);
      if (row.trialEndsAt) return null;
      // the demo seed bills a company made today for the year its people already worked
      if (!how.evenBeforeCreation && row.createdAt.toISOString().slice(0, 7) > month) return null;
      const plan = await planDefinition(row.plan);
      const computed = await bill(ctx, month, row, plan);
      try {
        const created = (await invoices(ctx).create({
          month,
          number: `${month}-${ctx.companyId.slice(-6).toUpperCase()}`,
          plan: row.plan,
          currency: computed.currency,
          unitCents: computed.unitCents,
          daysInMonth: computed.daysInMonth,
          lines: computed.lines,
          totalCents: computed.totalCents,
          issuedAt: ctx.now(),
          payment: {
            status: options.gateway ? (computed.totalCents > 0 ? "open" : "paid") : "manual",
            provider: options.gateway ? "stripe" : null,
          },
        })) as unknown as InvoiceRow;
        return toInvoice(created);
      } catch (err) {
        if ((err as { code?: number }).code !== 11000) throw err;
        const first = (await invoices(ctx).findOne({ month })) as InvoiceRow | null;
        return first ? toInvoice(first) : null;
      }
    },

    /** The company's invoices, newest month first. */
    async list(ctx: ServiceContext, page: { skip: number; limit: number }) {
      const { items, total } = await invoices(ctx).page({}, { sort: { month: -1, _id: -1 }, ...page });
      return { items: (items as unknown as InvoiceRow[]).map(toInvoice), total };
    },

    async get(ctx: ServiceContext, invoiceId: string): Promise<Invoice> {
      const row = (await invoices(ctx).findById(invoiceId)) as InvoiceRow | null;
      if (!row) throw new AppError("NOT_FOUND");
      return toInvoice(row);
    },

    /**
     * The company's plan page (Plan Billing): its plan and limit, people, trial, the plan table to choose from, and
     * the current month's bill as it stands (everyone registered today counted to the month's end).
     */
    async overview(ctx: ServiceContext) {
      const row = await company(ctx);
      const table = await planTable();
      const plan = table.plans.find((p) => p.id === row.plan)!;
      const month = companyDay(ctx).slice(0, 7);
      const estimate = await bill(ctx, month, row, plan);
      const people = (await options.people(ctx)?.activeCount(ctx)) ?? 0;
      return {
        plan: row.plan,
        maxPeople: plan.maxPeople,
        people,
        trialEndsAt: row.trialEndsAt ? row.trialEndsAt.toISOString() : null,
        canChoosePlan: !row.notAllowChangePlan,
        paymentMode: options.gateway ? ("stripe" as const) : ("manual" as const),
        plans: table.plans.map(({ prices: _prices, ...p }) => ({
          ...p,
          price: priceFor({ prices: _prices, ...p }, row.countryId),
        })),
        estimate: {
          month,
          currency: estimate.currency,
          unitCents: estimate.unitCents,
          daysInMonth: estimate.daysInMonth,
          lines: estimate.lines,
          totalCents: estimate.totalCents,
        },
      };
    },

    /**
     * An admin chooses the company's plan (Plan Billing; spec `notAllowChangePlan` locks it to the founder). Ends a
     * free trial. Refused when the company already has more people than the plan allows. Audited.
     */
    async choosePlan(ctx: ServiceContext, plan: Plan) {
      if (!(PLANS as readonly string[]).includes(plan)) throw new AppError("VALIDATION_INVALID", { field: "plan" });
      const row = await company(ctx);
      if (row.notAllowChangePlan) throw new AppError("TENANT_PLAN_CHOICE_LOCKED");
      const definition = await planDefinition(plan);
      const people = (await options.people(ctx)?.activeCount(ctx)) ?? 0;
      if (definition.maxPeople !== null && people > definition.maxPeople)
        throw new AppError("TENANT_PLAN_TOO_SMALL", {
          field: "plan",
          params: { plan: planLabel(plan), limit: String(definition.maxPeople), count: String(people) },
        });
      if (row.plan === plan && !row.trialEndsAt) return service.overview(ctx);
      const changed = await CompanyModel.updateOne(
        { _id: row._id, deletedAt: null, plan: row.plan },
        { $set: { plan, trialEndsAt: null } },
      ).exec();
      if (changed.matchedCount === 0) throw new AppError("TENANT_PLAN_CHANGED_MEANWHILE");
      await auditService.record(ctx, {
        action: "tenants.plan.chosen",
        target: { type: "company", id: ctx.companyId },
        details: { from: row.plan, to: plan, endedTrial: Boolean(row.trialEndsAt) },
      });
      return service.overview(ctx);
    },

    /** Starts paying an invoice at the provider: the checkout page to send the admin to. */
    async pay(ctx: ServiceContext, invoiceId: string): Promise<{ url: string }> {
      const row = (await invoices(ctx).findById(invoiceId)) as InvoiceRow | null;
      if (!row) throw new AppError("NOT_FOUND");
      if (row.payment.status === "paid") throw new AppError("BILLING_INVOICE_SETTLED");
      const gateway = options.gateway;
      if (!gateway || row.payment.status === "manual") throw new AppError("BILLING_PAYMENT_UNAVAILABLE");
      const account = await customerOf(ctx, gateway);
      const back = new URL("/plan-billing", options.appUrl);
      let session: { id: string; url: string };
      try {
        session = await gateway.createCheckout({
          customerId: account,
          companyId: ctx.companyId,
          invoiceId,
          number: row.number,
          currency: row.currency,
          amountCents: row.totalCents,
          successUrl: `${back.toString()}?paid=${invoiceId}`,
          cancelUrl: back.toString(),
        });
      } catch (err) {
        ctx.log.warn({ err }, "billing: the provider refused a checkout");
        throw new AppError("BILLING_PAYMENT_FAILED", { params: { reason: (err as Error).message } });
      }
      await invoices(ctx).updateOne(
        { _id: row._id, "payment.status": { $ne: "paid" } },
        { $set: { "payment.status": "pending", "payment.sessionId": session.id, "payment.failure": null } },
      );
      return { url: session.url };
    },

    /**
     * Records what the provider told about an invoice's payment (the verified webhook): paid once, never unpaid
     * again; a failure is kept with its reason until a later attempt succeeds.
     */
    async recordPayment(
      ctx: ServiceContext,
      invoiceId: string,
      outcome: { paid: true; paymentIntentId?: string | null } | { paid: false; reason: string },
    ): Promise<boolean> {
      if (!/^[0-9a-f]{24}$/i.test(invoiceId)) return false;
      const filter = { _id: invoiceId, "payment.status": { $ne: "paid" } };
      const update = outcome.paid
        ? {
            $set: {
              "payment.status": "paid",
              "payment.paidAt": ctx.now(),
              "payment.failure": null,
              ...(outcome.paymentIntentId ? { "payment.paymentIntentId": outcome.paymentIntentId } : {}),
            },
          }
        : { $set: { "payment.status": "failed", "payment.failure": outcome.reason.slice(0, 300) } };
      const result = await invoices(ctx).updateOne(filter, update);
      return (result as { modifiedCount?: number }).modifiedCount === 1;
    },
  };

  /** The company's customer at the provider, made on its first payment and kept (`billing_accounts`). */
  async function customerOf(ctx: ServiceContext, gateway: PaymentGateway): Promise<string> {
    const accounts = scoped(ctx, BillingAccountModel);
    const known = (await accounts.findOne({ provider: "stripe" })) as { customerId: string } | null;
    if (known) return known.customerId;
    const row = await company(ctx);
    let created: { id: string };
    try {
      created = await gateway.createCustomer({ companyId: ctx.companyId, name: row.name });
    } catch (err) {
      ctx.log.warn({ err }, "billing: the provider refused a customer");
      throw new AppError("BILLING_PAYMENT_FAILED", { params: { reason: (err as Error).message } });
    }
    try {
      await accounts.create({ provider: "stripe", customerId: created.id });
    } catch (err) {
      if ((err as { code?: number }).code !== 11000) throw err;
    }
    return created.id;
  }

  return service;
}

export type BillingService = ReturnType<typeof createBillingService>;
