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
          params: EndpointParams,
          querystring: WebhookDeliveryQuery,
          response: { 200: WebhookDeliveryList },
        },
        onRequest: manage,
      },
      async (r) => webhooks.deliveries(r.ctx, r.params.endpointId, r.query),
    );
  };
