import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { systemContext } from "../../core/context.js";
import { AppError } from "../../core/errors/app-error.js";
import { TenantParams } from "../../core/lists/schemas.js";
import { requirePermission } from "../../core/modules/modules.plugin.js";
import type { GlobalRoutesOptions } from "../../core/modules/define-module.js";
import { toCompanyObjectId } from "../tenants.service.js";
import { billingContract, permissions } from "./billing.contract.js";
import {
  BillingOverviewSchema,
  CheckoutSchema,
  ChoosePlanBody,
  InvoiceListSchema,
  InvoiceParams,
  InvoiceQuery,
  InvoiceSchema,
} from "./billing.schemas.js";
import type { BillingService } from "./billing.service.js";
import type { PaymentGateway } from "./stripe-gateway.js";

/** Plan Billing (admins), mounted at /api/companies/:companyId. No route edits or removes an invoice. */
export function billingRoutes(billing: BillingService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const read = requirePermission(billingContract, permissions.read);
    const manage = requirePermission(billingContract, permissions.manage);

    app.get(
      "/billing",
      {
        onRequest: read,
        schema: {
          description: `The company's Plan Billing page: its plan and people limit, how many people it has, when its free trial ends, whether its admins may choose a plan, how invoices are paid (\`stripe\` or \`manual\`), the plans to choose from with their price per person in the company's currency, and the current month's bill as it stands (everyone registered today counted to the month's end). Admins only (\`billing.plan.read\`).`,
          operationId: "getPlanBilling",
          tags: ["billing"],
          summary: "The company's plan, people limit, trial, the plans to choose from and the next bill's estimate",
          params: TenantParams,
          response: { 200: BillingOverviewSchema },
        },
      },
      async (request) => billing.overview(request.ctx),
    );

    app.put(
      "/billing/plan",
      {
        onRequest: manage,
        // a company whose trial ended is read-only until it chooses a plan: this is how it does
        config: { allowReadOnlyTenant: true },
        schema: {
          description: `Chooses the company's plan and answers the Plan Billing page; it ends a free trial, and works while the company is read-only after its trial. Admins only (\`billing.plan.manage\`). A company whose plan the platform locked is \`TENANT_PLAN_CHOICE_LOCKED\`, one with more people than the plan allows \`TENANT_PLAN_TOO_SMALL\`, a plan changed meanwhile by someone else 409 \`TENANT_PLAN_CHANGED_MEANWHILE\`. Audited (\`tenants.plan.chosen\`).`,
          operationId: "choosePlan",
          tags: ["billing"],
          summary:
            "Chooses the company's plan (ends a free trial); refused when it has more people than the plan allows",
          params: TenantParams,
          body: ChoosePlanBody,
          response: { 200: BillingOverviewSchema },
        },
      },
      async (request) => billing.choosePlan(request.ctx, request.body.plan),
    );

    app.get(
      "/billing/invoices",
      {
        onRequest: read,
        schema: {
          description: `The company's monthly invoices, newest month first, paged (\`skip\`, \`limit\`) with the total, without their lines: number, plan, currency, price per person, total and payment status. Admins only (\`billing.plan.read\`).`,
          operationId: "listInvoices",
          tags: ["billing"],
          summary: "The company's invoices, newest month first",
          params: TenantParams,
          querystring: InvoiceQuery,
          response: { 200: InvoiceListSchema },
        },
      },
      async (request) => billing.list(request.ctx, request.query),
    );

    app.get(
      "/billing/invoices/:invoiceId",
      {
        onRequest: read,
        schema: {
          description: `One invoice with its lines: each person registered in the month, the days they were registered and their amount (the monthly price per person times their share of the month's days). Admins only (\`billing.plan.read\`); another company's or an unknown invoice is 404 \`NOT_FOUND\`.`,
          operationId: "getInvoice",
          tags: ["billing"],
          summary: "One invoice with its lines (each person's registered days and amount)",
          params: InvoiceParams,
          response: { 200: InvoiceSchema },
        },
      },
      async (request) => billing.get(request.ctx, request.params.invoiceId),
    );

    app.post(
      "/billing/invoices/:invoiceId/pay",
      {
        onRequest: manage,
        config: { allowReadOnlyTenant: true },
        schema: {
          description: `Starts paying an invoice at the payment provider and answers the checkout page to send the admin to; the invoice is \`pending\` until the provider's webhook reports it paid or failed. Admins only (\`billing.plan.manage\`), also while the company is read-only. A paid invoice is \`BILLING_INVOICE_SETTLED\`, one without online payment (manual mode) \`BILLING_PAYMENT_UNAVAILABLE\`, a refusal by the provider \`BILLING_PAYMENT_FAILED\`; an unknown invoice is 404 \`NOT_FOUND\`.`,
          operationId: "payInvoice",
          tags: ["billing"],
          summary: "Starts paying an invoice at the payment provider: the checkout page to open",
          params: InvoiceParams,
          response: { 200: CheckoutSchema },
        },
      },
      async (request) => billing.pay(request.ctx, request.params.invoiceId),
    );
  };
}

/**
 * The payment provider's webhook (`POST /api/billing/stripe-webhook`): the raw body verified against the
 * `Stripe-Signature` header with the webhook secret (the package's `constructEvent`); anything else is refused.
 */
export function billingWebhookRoutes(
  billing: BillingService,
  gateway: PaymentGateway | undefined,
): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (app, options) => {
    // the signature is over the exact bytes sent: keep the body as text in this plugin
    app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => done(null, body));
    app.post(
      "/billing/stripe-webhook",
      {
        schema: {
          operationId: "stripeWebhook",
          tags: ["billing"],
          summary: "The payment provider's notifications, verified by signature (no session)",
          hide: true,
        },
      },
      async (request, reply) => {
        const signature = request.headers["stripe-signature"];
        if (!gateway) throw new AppError("NOT_FOUND");
        if (typeof signature !== "string" || typeof request.body !== "string")
          throw new AppError("BILLING_WEBHOOK_INVALID");
        let event: ReturnType<PaymentGateway["verify"]>;
        try {
          event = gateway.verify(request.body, signature);
        } catch {
          throw new AppError("BILLING_WEBHOOK_INVALID");
        }
        const object = event.data.object as {
          metadata?: Record<string, string> | null;
          payment_intent?: string | { id: string } | null;
          payment_status?: string;
          last_payment_error?: { message?: string } | null;
        };
        const companyId = object.metadata?.companyId;
        const invoiceId = object.metadata?.invoiceId;
        if (!companyId || !invoiceId || !toCompanyObjectId(companyId)) return reply.code(200).send({ received: true });
        const ctx = systemContext({ companyId, name: "billing-webhook", log: request.log, now: options.now });
        const intent = typeof object.payment_intent === "string" ? object.payment_intent : object.payment_intent?.id;
        switch (event.type) {
          case "checkout.session.completed":
            if (object.payment_status === "paid")
              await billing.recordPayment(ctx, invoiceId, { paid: true, paymentIntentId: intent ?? null });
            break;
          case "checkout.session.async_payment_succeeded":
            await billing.recordPayment(ctx, invoiceId, { paid: true, paymentIntentId: intent ?? null });
            break;
          case "checkout.session.async_payment_failed":
            await billing.recordPayment(ctx, invoiceId, { paid: false, reason: "payment failed" });
            break;
          case "payment_intent.payment_failed":
            await billing.recordPayment(ctx, invoiceId, {
              paid: false,
              reason: object.last_payment_error?.message ?? "payment failed",
            });
            break;
          default:
            break;
        }
        return reply.code(200).send({ received: true });
      },
    );
  };
}
