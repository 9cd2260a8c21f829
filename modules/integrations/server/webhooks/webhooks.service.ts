import { randomBytes } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { JobDefinition } from "../../../../core/jobs/types.js";
import type { JobsService } from "../../../../core/jobs/jobs.service.js";
import { listPage } from "../../../../core/lists/index.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { deepFreeze, TenantReadCache } from "../../../../core/tenancy/read-cache.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import {
  events,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointPatch,
  type WebhookEndpointWithSecret,
} from "../../contract/index.js";
import { newWebhookSecret, signatureHeader, type SecretBox } from "../secrets.js";
import { checkWebhookUrl, isDocumentationHost, privateTargetReason } from "./url-guard.js";
import {
  WebhookDeliveryModel,
  WebhookEndpointModel,
  type WebhookDeliveryDoc,
  type WebhookEndpointDoc,
} from "./webhook.models.js";

/** A company's endpoints at most (each event is posted to every subscribed one). */
export const MAX_ENDPOINTS = 20;
/** The first try and the retries of the delivery job (its `retry.attempts` is one less). */
export const MAX_ATTEMPTS = 6;
/** How long one attempt may take before it counts as failed. */
const TIMEOUT_MS = 10_000;

type EndpointRecord = WebhookEndpointDoc & { _id: unknown; createdAt: Date };
type DeliveryRecord = WebhookDeliveryDoc & { _id: unknown; createdAt: Date };

export interface WebhooksDeps {
  events: ModuleEvents;
  jobs: Pick<JobsService, "now">;
  /** The delivery job (defined in server/index.ts with its retries); its handler calls `attempt`. */
  deliverJob: () => JobDefinition<{ deliveryId: string }>;
  box: SecretBox;
  allowPrivate: boolean;
}

function actorId(ctx: ServiceContext): string {
  if (ctx.actor.kind === "user") return ctx.actor.userId;
  if (ctx.actor.kind === "apiKey") return `apiKey:${ctx.actor.keyId}`;
  return `system:${ctx.actor.name}`;
}

function toDelivery(doc: DeliveryRecord): WebhookDelivery {
  return {
    id: String(doc._id),
    endpointId: doc.endpointId,
    eventId: doc.eventId,
    event: doc.event,
    status: doc.status,
    attempts: doc.attempts,
    ...(doc.responseStatus === undefined || doc.responseStatus === null ? {} : { responseStatus: doc.responseStatus }),
    ...(doc.error ? { error: doc.error } : {}),
    ...(doc.durationMs === undefined || doc.durationMs === null ? {} : { durationMs: doc.durationMs }),
    test: doc.test,
    createdAt: doc.createdAt.toISOString(),
    ...(doc.lastAttemptAt ? { lastAttemptAt: doc.lastAttemptAt.toISOString() } : {}),
    body: doc.body,
  };
}

function checkEvents(list: readonly string[]): string[] {
  const unique = [...new Set(list)];
  if (unique.length === 0) throw new AppError("INTEGRATIONS_WEBHOOK_EVENTS_REQUIRED", { field: "events" });
  if (unique.some((name) => !(WEBHOOK_EVENTS as readonly string[]).includes(name)))
    throw new AppError("INTEGRATIONS_WEBHOOK_EVENT_UNKNOWN", { field: "events" });
  return unique;
}

const hintOf = (secret: string): string => `${secret.slice(0, 10)}…`;

/**
 * Outbound webhooks (issue 17): endpoints, the fan-out of domain events to them as deliveries, and each delivery's
 * signed attempts. A delivery is a document first and a job second, so the log shows it even before it runs, and
 * retries (the job's backoff) update the same document.
 */
export function createWebhooksService(deps: WebhooksDeps) {
  /**
   * The company's enabled endpoints and their events, read by every domain event of the product (a punch, a leave
   * decision): kept per company while no endpoint write has started here or been acknowledged on any instance
   * (core/tenancy/read-cache.ts), so a morning rush of punches does not read the endpoints once per punch.
   */
  const subscribed = new TenantReadCache<ReadonlyArray<{ id: string; events: readonly string[] }>>({
    models: [WebhookEndpointModel],
    maxEntries: 1000,
  });
  const enabledEndpoints = (ctx: ServiceContext) =>
    subscribed.get(ctx, "enabled", async () => {
      const docs = await scoped(ctx, WebhookEndpointModel).find({ enabled: true }, { projection: { events: 1 } });
      return deepFreeze(docs.map((d) => ({ id: String(d._id), events: [...d.events] })));
    });

  async function toEndpoint(ctx: ServiceContext, doc: EndpointRecord): Promise<WebhookEndpoint> {
    const last = await scoped(ctx, WebhookDeliveryModel).findOne(
      { endpointId: String(doc._id) },
      { sort: { createdAt: -1, _id: -1 } },
    );
    return {
      id: String(doc._id),
      url: doc.url,
      description: doc.description,
      events: doc.events,
      enabled: doc.enabled,
      secretHint: doc.secretHint,
      createdAt: doc.createdAt.toISOString(),
      ...(last ? { lastDelivery: { status: last.status, at: last.createdAt.toISOString(), event: last.event } } : {}),
    };
  }

  async function endpointOf(ctx: ServiceContext, id: string): Promise<EndpointRecord> {
    const doc = await scoped(ctx, WebhookEndpointModel).findById(id);
    // another company's endpoint answers exactly like one that does not exist
    if (!doc) throw new AppError("NOT_FOUND");
    return doc as EndpointRecord;
  }

  /** Posts one attempt and records its outcome on the delivery (and on `delivery`, for the caller). */
  async function post(ctx: ServiceContext, delivery: DeliveryRecord, endpoint: EndpointRecord): Promise<void> {
    const deliveries = scoped(ctx, WebhookDeliveryModel);
    const url = new URL(endpoint.url);
    const started = Date.now();
    const at = ctx.now();
    let outcome: { ok: boolean; responseStatus?: number; error?: string; skipped?: boolean };
    if (isDocumentationHost(url.hostname)) {
      outcome = { ok: false, skipped: true, error: `not sent: ${url.hostname} is a documentation domain` };
    } else {
      try {
        const refused = await privateTargetReason(url, { allowPrivate: deps.allowPrivate });
        if (refused) {
          outcome = { ok: false, error: refused };
        } else {
          const response = await fetch(url, {
            method: "POST",
            redirect: "manual",
            signal: AbortSignal.timeout(TIMEOUT_MS),
            headers: {
              "content-type": "application/json",
              "user-agent": "Workforce-Webhooks/1",
              "workforce-event": delivery.eventId,
              "workforce-delivery": String(delivery._id),
              "workforce-signature": signatureHeader(deps.box.open(endpoint.secretSealed), delivery.body, at),
            },
            body: delivery.body,
          });
          await response.body?.cancel().catch(() => {});
          const ok = response.status >= 200 && response.status < 300;
          outcome = { ok, responseStatus: response.status, ...(ok ? {} : { error: `HTTP ${response.status}` }) };
        }
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        outcome = { ok: false, error: message.slice(0, 300) };
      }
    }
    const attempts = delivery.attempts + 1;
    const status = outcome.skipped
      ? "skipped"
      : outcome.ok
        ? "delivered"
        : attempts >= MAX_ATTEMPTS || delivery.test
          ? "failed"
          : "pending";
    const unset = {
      ...(outcome.error ? {} : { error: 1 }),
      ...(outcome.responseStatus === undefined ? { responseStatus: 1 } : {}),
    };
    await deliveries.updateOne(
      { _id: delivery._id },
      {
        $set: {
          status,
          attempts,
          lastAttemptAt: at,
          durationMs: Date.now() - started,
          ...(outcome.responseStatus === undefined ? {} : { responseStatus: outcome.responseStatus }),
          ...(outcome.error ? { error: outcome.error } : {}),
        },
        ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
      },
    );
    delivery.status = status;
    delivery.attempts = attempts;
  }

  return {
    async list(ctx: ServiceContext): Promise<{ items: WebhookEndpoint[] }> {
      const docs = await scoped(ctx, WebhookEndpointModel).find({}, { sort: { createdAt: 1, _id: 1 } });
      return { items: await Promise.all(docs.map((doc) => toEndpoint(ctx, doc as EndpointRecord))) };
    },

    async create(ctx: ServiceContext, input: WebhookEndpointInput): Promise<WebhookEndpointWithSecret> {
      const url = checkWebhookUrl(input.url, { allowPrivate: deps.allowPrivate }).toString();
      const list = checkEvents(input.events);
      const endpoints = scoped(ctx, WebhookEndpointModel);
      if ((await endpoints.count()) >= MAX_ENDPOINTS) throw new AppError("INTEGRATIONS_WEBHOOK_LIMIT");
      const secret = newWebhookSecret();
      const doc = await endpoints.create({
        url,
        description: input.description?.trim() ?? "",
        events: list,
        enabled: input.enabled ?? true,
        secretSealed: deps.box.seal(secret),
        secretHint: hintOf(secret),
        createdBy: actorId(ctx),
      });
      await deps.events.emit(ctx, events.endpointSaved, { endpointId: String(doc._id), url });
      return { ...(await toEndpoint(ctx, doc as EndpointRecord)), secret };
    },

    async update(ctx: ServiceContext, id: string, patch: WebhookEndpointPatch): Promise<WebhookEndpoint> {
      await endpointOf(ctx, id);
      const set: Partial<WebhookEndpointDoc> = {};
      if (patch.url !== undefined) set.url = checkWebhookUrl(patch.url, { allowPrivate: deps.allowPrivate }).toString();
      if (patch.events !== undefined) set.events = checkEvents(patch.events);
      if (patch.description !== undefined) set.description = patch.description.trim();
      if (patch.enabled !== undefined) set.enabled = patch.enabled;
      await scoped(ctx, WebhookEndpointModel).updateOne({ _id: id }, { $set: set });
      const saved = await endpointOf(ctx, id);
      await deps.events.emit(ctx, events.endpointSaved, { endpointId: id, url: saved.url });
      return toEndpoint(ctx, saved);
    },

    async remove(ctx: ServiceContext, id: string): Promise<void> {
      await endpointOf(ctx, id);
      await scoped(ctx, WebhookEndpointModel).softDelete({ _id: id });
      await deps.events.emit(ctx, events.endpointRemoved, { endpointId: id });
    },

    /** A new secret; the previous one stops signing at once (receivers must switch). */
    async rotateSecret(ctx: ServiceContext, id: string): Promise<WebhookEndpointWithSecret> {
      await endpointOf(ctx, id);
      const secret = newWebhookSecret();
      await scoped(ctx, WebhookEndpointModel).updateOne(
        { _id: id },
        { $set: { secretSealed: deps.box.seal(secret), secretHint: hintOf(secret) } },
      );
      return { ...(await toEndpoint(ctx, await endpointOf(ctx, id))), secret };
    },

    async deliveries(
      ctx: ServiceContext,
      endpointId: string,
      page: { limit: number; skip: number },
    ): Promise<WebhookDeliveryList> {
      await endpointOf(ctx, endpointId);
      const answer = await listPage(ctx, WebhookDeliveryModel, {
        filter: { endpointId },
        sort: { createdAt: -1, _id: -1 },
        page,
        toItem: (doc) => toDelivery(doc as DeliveryRecord),
      });
      return answer as WebhookDeliveryList;
    },

    /**
     * A domain event for the company's subscribed, enabled endpoints: one delivery each (the same event id), each
     * posted by the delivery job with its retries.
     */
    async dispatch(ctx: ServiceContext, event: string, data: object): Promise<string[]> {
      const endpoints = (await enabledEndpoints(ctx)).filter((e) => e.events.includes(event));
      if (endpoints.length === 0) return [];
      const eventId = `evt_${randomBytes(12).toString("hex")}`;
      const body = JSON.stringify({
        id: eventId,
        event,
        createdAt: ctx.now().toISOString(),
        companyId: ctx.companyId,
        data,
      });
      const ids: string[] = [];
      for (const endpoint of endpoints) {
        const delivery = await scoped(ctx, WebhookDeliveryModel).create({
          endpointId: endpoint.id,
          eventId,
          event,
          body,
          status: "pending",
          attempts: 0,
          test: false,
        });
        ids.push(String(delivery._id));
        await deps.jobs.now(ctx, deps.deliverJob(), { deliveryId: String(delivery._id) });
      }
      return ids;
    },

    /**
     * One attempt of a delivery (the delivery job's handler). Throws while the delivery failed and has attempts
     * left, so the job's backoff runs it again; a delivered, skipped or exhausted one, or one whose endpoint was
     * removed or paused, is left as it is.
     */
    async attempt(ctx: ServiceContext, deliveryId: string): Promise<WebhookDelivery | undefined> {
      const delivery = (await scoped(ctx, WebhookDeliveryModel).findById(deliveryId)) as DeliveryRecord | null;
      if (!delivery || delivery.status !== "pending") return delivery ? toDelivery(delivery) : undefined;
      const endpoint = (await scoped(ctx, WebhookEndpointModel).findById(delivery.endpointId)) as EndpointRecord | null;
      if (!endpoint || !endpoint.enabled) {
        await scoped(ctx, WebhookDeliveryModel).updateOne(
          { _id: deliveryId },
          { $set: { status: "failed", error: endpoint ? "endpoint paused" : "endpoint removed" } },
        );
        return undefined;
      }
      await post(ctx, delivery, endpoint);
      if (delivery.status === "pending") {
        throw new Error(`webhook delivery ${deliveryId} failed (attempt ${delivery.attempts} of ${MAX_ATTEMPTS})`);
      }
      return toDelivery(delivery);
    },

    /** "Send test": one signed `integrations.webhook.test` delivery, posted now (not retried), with its outcome. */
    async sendTest(ctx: ServiceContext, id: string): Promise<WebhookDelivery> {
      const endpoint = await endpointOf(ctx, id);
      const eventId = `evt_${randomBytes(12).toString("hex")}`;
      const body = JSON.stringify({
        id: eventId,
        event: WEBHOOK_TEST_EVENT,
        createdAt: ctx.now().toISOString(),
        companyId: ctx.companyId,
        data: { endpointId: id, message: "A test delivery from Workforce." },
      });
      const delivery = (await scoped(ctx, WebhookDeliveryModel).create({
        endpointId: id,
        eventId,
        event: WEBHOOK_TEST_EVENT,
        body,
        status: "pending",
        attempts: 0,
        test: true,
      })) as DeliveryRecord;
      await post(ctx, delivery, endpoint);
      return toDelivery((await scoped(ctx, WebhookDeliveryModel).findById(String(delivery._id))) as DeliveryRecord);
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
