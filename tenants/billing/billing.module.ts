import { defineModule } from "../../core/modules/define-module.js";
import { peopleDirectory } from "../../modules/people/contract/directory.js";
import { billingContract } from "./billing.contract.js";
import { previousMonth } from "./billing.compute.js";
import { BillingAccountModel, InvoiceModel } from "./billing.model.js";
import { billingRoutes, billingWebhookRoutes } from "./billing.routes.js";
import { createBillingService } from "./billing.service.js";
import { seedBilling } from "./billing.seed.js";
import { stripeGateway, type PaymentGateway } from "./stripe-gateway.js";
import { companyDay } from "../../core/context.js";

/**
 * Plan Billing (tenants/README.md "Billing"), a core module every company has: the monthly invoice from the
 * company's registered people (asked of the people module's directory, when the app runs it) and its plan, the next
 * bill's estimate, the admin's choice of plan, payment through Stripe when `STRIPE_SECRET_KEY` is set (else manual).
 * `gateway` replaces the provider (tests use the real Stripe package with nock instead).
 */
export function createBillingModule(options: { gateway?: PaymentGateway } = {}) {
  return defineModule({
    id: "billing",
    contract: billingContract,
    alwaysOn: true,
    optionalNeeds: { people: peopleDirectory },
    models: [InvoiceModel, BillingAccountModel],
    setup({ config, services: { people } }) {
      const gateway = options.gateway ?? (config.stripe ? stripeGateway(config.stripe) : undefined);
      const billing = createBillingService({ people: (ctx) => people.forTenant(ctx), gateway, appUrl: config.appUrl });
      return {
        routes: billingRoutes(billing),
        globalRoutes: billingWebhookRoutes(billing, gateway),
        jobs: [
          {
            // each company's invoice for the month that just ended, in its own time zone; idempotent per month
            name: "billing.issue-invoices",
            scope: "tenant",
            every: "0 * * * *",
            async handler(ctx) {
              const month = previousMonth(companyDay(ctx).slice(0, 7));
              const invoice = await billing.issue(ctx, month);
              if (invoice) ctx.log.info({ month, total: invoice.totalCents }, "billing: invoice issued");
            },
          },
        ],
        seed: (ctx) => seedBilling(ctx, billing),
      };
    },
  });
}

export const billingModule = createBillingModule();
