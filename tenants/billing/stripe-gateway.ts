import Stripe from "stripe";

/** What billing asks of the payment provider (Stripe; nock intercepts it in tests). */
export interface PaymentGateway {
  /** The provider's customer for a company, made once (idempotent per company). */
  createCustomer(input: { companyId: string; name: string }): Promise<{ id: string }>;
  /** A hosted checkout for one invoice's total: where to send the admin, and the session's id. */
  createCheckout(input: {
    customerId: string;
    companyId: string;
    invoiceId: string;
    number: string;
    currency: string;
    amountCents: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ id: string; url: string }>;
  /** The provider's notification, verified by its signature; throws when it does not verify. */
  verify(rawBody: string | Buffer, signature: string): Stripe.Event;
}

/** Currencies Stripe counts in whole units (no cents): our amounts are in cents, so they are divided by 100. */
const ZERO_DECIMAL = new Set(["clp", "pyg"]);

/** The Stripe gateway (the official `stripe` package). */
export function stripeGateway(config: { secretKey: string; webhookSecret: string }): PaymentGateway {
  const stripe = new Stripe(config.secretKey, { maxNetworkRetries: 1, timeout: 15_000 });
  return {
    async createCustomer({ companyId, name }) {
      const customer = await stripe.customers.create(
        { name, metadata: { companyId } },
        { idempotencyKey: `customer-${companyId}` },
      );
      return { id: customer.id };
    },
    async createCheckout(input) {
      const currency = input.currency.toLowerCase();
      const amount = ZERO_DECIMAL.has(currency) ? Math.round(input.amountCents / 100) : input.amountCents;
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        customer: input.customerId,
        line_items: [
          {
            quantity: 1,
            price_data: { currency, unit_amount: amount, product_data: { name: `Invoice ${input.number}` } },
          },
        ],
        metadata: { companyId: input.companyId, invoiceId: input.invoiceId },
        payment_intent_data: { metadata: { companyId: input.companyId, invoiceId: input.invoiceId } },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a url");
      return { id: session.id, url: session.url };
    },
    verify(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
    },
  };
}
