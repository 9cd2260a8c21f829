import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { TenantParams } from "../../../../core/lists/index.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  integrationsContract,
  permissions,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointPatch,
  WebhookEndpointWithSecret,
} from "../../contract/index.js";
import type { WebhooksService } from "./webhooks.service.js";

const tags = ["integrations"];
const EndpointParams = Type.Object({ companyId: Type.String(), endpointId: Type.String() });
const manage = requirePermission(integrationsContract, permissions.webhooks);

/** The company's webhook endpoints and their delivery log (admins). Mounted at /api/companies/:companyId. */
export const webhooksRoutes =
  (webhooks: WebhooksService): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/integrations/webhooks",
      {
        schema: {
          tags,
          summary: "The company's webhook endpoints",
          description: `The company's webhook endpoints, oldest first, each with its events, whether it is enabled, the first characters of its signing secret and its newest delivery's outcome. Admins only (\`integrations.webhook.manage\`).`,
          params: TenantParams,
          response: { 200: WebhookEndpointList },
        },
        onRequest: manage,
      },
      async (r) => webhooks.list(r.ctx),
    );

    app.post(
      "/integrations/webhooks",
      {
        schema: {
          tags,
          summary: "Subscribe a URL to domain events; the answer holds its signing secret, shown this once",
          description: `Subscribes an http(s) URL to one or more of the events a webhook may carry; the answer holds the whole signing secret, shown this once and stored sealed. Admins only (\`integrations.webhook.manage\`). A bad URL is \`INTEGRATIONS_WEBHOOK_URL_INVALID\`, one on a private or local network \`INTEGRATIONS_WEBHOOK_URL_PRIVATE\`, no event \`INTEGRATIONS_WEBHOOK_EVENTS_REQUIRED\`, an unknown one \`INTEGRATIONS_WEBHOOK_EVENT_UNKNOWN\`, a 21st endpoint 409 \`INTEGRATIONS_WEBHOOK_LIMIT\`. Emits \`integrations.webhook.saved\` (audited).`,
          params: TenantParams,
          body: WebhookEndpointInput,
          response: { 201: WebhookEndpointWithSecret },
        },
        onRequest: manage,
      },
      async (r, reply) => reply.status(201).send(await webhooks.create(r.ctx, r.body)),
    );

    app.patch(
      "/integrations/webhooks/:endpointId",
      {
        schema: {
          tags,
          summary: "Change an endpoint's URL, events, description or pause it",
          description: `Changes the fields given of an endpoint: its URL, events, description, or \`enabled: false\` to pause it (its pending deliveries then fail instead of being sent). Admins only (\`integrations.webhook.manage\`); another company's or an unknown endpoint is 404 \`NOT_FOUND\`. URL and events are checked as on creation. Emits \`integrations.webhook.saved\` (audited).`,
          params: EndpointParams,
          body: WebhookEndpointPatch,
          response: { 200: WebhookEndpoint },
        },
        onRequest: manage,
      },
      async (r) => webhooks.update(r.ctx, r.params.endpointId, r.body),
    );

    app.delete(
      "/integrations/webhooks/:endpointId",
      {
        schema: {
          tags,
          summary: "Remove an endpoint (its pending deliveries are not sent)",
          description: `Removes an endpoint: nothing more is posted to it and its pending deliveries are not sent. Admins only (\`integrations.webhook.manage\`); another company's or an unknown endpoint is 404 \`NOT_FOUND\`. Emits \`integrations.webhook.removed\` (audited).`,
          params: EndpointParams,
          response: { 204: Type.Null({ description: "Removed." }) },
        },
        onRequest: manage,
      },
      async (r, reply) => {
        await webhooks.remove(r.ctx, r.params.endpointId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      "/integrations/webhooks/:endpointId/secret",
      {
        schema: {
          tags,
          summary: "Rotate an endpoint's signing secret (the old one stops at once); the new one is shown this once",
          description: `Replaces an endpoint's signing secret: the old one stops signing at once, and the answer holds the new one, shown this once. Admins only (\`integrations.webhook.manage\`); another company's or an unknown endpoint is 404 \`NOT_FOUND\`.`,
          params: EndpointParams,
          response: { 200: WebhookEndpointWithSecret },
        },
        onRequest: manage,
      },
      async (r) => webhooks.rotateSecret(r.ctx, r.params.endpointId),
    );

    app.post(
      "/integrations/webhooks/:endpointId/test",
      {
        schema: {
          tags,
          summary: "Post a signed integrations.webhook.test event to the endpoint now and answer the delivery",
          description: `Posts a signed \`integrations.webhook.test\` event to the endpoint now, even a paused one, and answers the delivery with its outcome (\`delivered\`, \`failed\`, or \`skipped\` for a documentation domain such as example.com); a test is not retried. Admins only (\`integrations.webhook.manage\`); another company's or an unknown endpoint is 404 \`NOT_FOUND\`.`,
          params: EndpointParams,
          response: { 200: WebhookDelivery },
        },
        onRequest: manage,
      },
      async (r) => webhooks.sendTest(r.ctx, r.params.endpointId),
    );

    app.get(
      "/integrations/webhooks/:endpointId/deliveries",
      {
        schema: {
          tags,
          summary: "An endpoint's delivery log, newest first",
          description: `An endpoint's deliveries, newest first, paged by \`limit\` and \`skip\`: each event posted (or to post) with its exact body, status, attempts, last answer and duration. Admins only (\`integrations.webhook.manage\`); another company's or an unknown endpoint is 404 \`NOT_FOUND\`.`,
          params: EndpointParams,
          querystring: WebhookDeliveryQuery,
          response: { 200: WebhookDeliveryList },
        },
        onRequest: manage,
      },
      async (r) => webhooks.deliveries(r.ctx, r.params.endpointId, r.query),
    );
  };
