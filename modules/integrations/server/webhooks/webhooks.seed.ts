import { randomBytes } from "node:crypto";
import { Types } from "mongoose";
import type { ServiceContext } from "../../../../core/context.js";
import type { DemoSeedInput } from "../../../../core/modules/define-module.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { newWebhookSecret, type SecretBox } from "../secrets.js";
import { WebhookDeliveryModel, WebhookEndpointModel, type DeliveryStatus } from "./webhook.models.js";

/** A small seeded generator (mulberry32): the same demo for the same "today". */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;

/**
 * The demo's endpoints live on example.com (a documentation domain, RFC 2606): deliveries to it are recorded as
 * `skipped` and never leave the machine, so a demo running in development posts nothing to the network. Their log
 * holds a year of history as a real receiver would have seen it (mostly delivered, a few retried, some failed).
 */
const ENDPOINTS = [
  {
    url: "https://hooks.example.com/workforce/payroll-sync",
    description: "Payroll bureau: leaves and contract changes",
    events: ["leave.request.approved", "leave.request.canceled", "people.worker.created", "people.worker.terminated"],
    perWeek: 3,
    failureRate: 0.06,
  },
  {
    url: "https://hooks.example.com/workforce/team-chat",
    description: "Team chat bot: new requests and published schedules",
    events: ["leave.request.created", "scheduling.shift.published"],
    perWeek: 5,
    failureRate: 0.03,
  },
];

export async function seedWebhooks(ctx: ServiceContext, input: DemoSeedInput, deps: { box: SecretBox }) {
  const endpoints = scoped(ctx, WebhookEndpointModel);
  if ((await endpoints.count()) > 0) return;
  const admin = input.people.find((p) => p.role === "admin") ?? input.people[0];
  const people = input.people.length > 0 ? input.people : [{ userId: "demo", name: "", email: "", role: "employee" }];
  const random = seededRandom(Math.floor(ctx.now().getTime() / DAY_MS));
  const now = ctx.now().getTime();
  for (const plan of ENDPOINTS) {
    const secret = newWebhookSecret();
    const endpoint = await endpoints.create({
      url: plan.url,
      description: plan.description,
      events: plan.events,
      enabled: true,
      secretSealed: deps.box.seal(secret),
      secretHint: `${secret.slice(0, 10)}…`,
      createdBy: admin?.userId ?? "system:seed",
    });
    const endpointId = String(endpoint._id);
    const deliveries = [];
    const count = plan.perWeek * 52;
    for (let i = 0; i < count; i++) {
      const at = new Date(now - 365 * DAY_MS + Math.floor(random() * 364 * DAY_MS));
      // working hours in Brazil (UTC-3): 11:00-22:00 UTC
      at.setUTCHours(11 + Math.floor(random() * 11), Math.floor(random() * 60), Math.floor(random() * 60));
      const event = plan.events[Math.floor(random() * plan.events.length)]!;
      const person = people[Math.floor(random() * people.length)]!;
      const eventId = `evt_${randomBytes(12).toString("hex")}`;
      const data = event.startsWith("leave.")
        ? { requestId: new Types.ObjectId().toHexString(), userId: person.userId, status: event.split(".")[2] }
        : event.startsWith("people.")
          ? { workerId: new Types.ObjectId().toHexString(), userId: person.userId }
          : {
              from: at.toISOString().slice(0, 10),
              to: new Date(at.getTime() + 6 * DAY_MS).toISOString().slice(0, 10),
              userIds: [person.userId],
              count: 1 + Math.floor(random() * 12),
            };
      const body = JSON.stringify({ id: eventId, event, createdAt: at.toISOString(), companyId: ctx.companyId, data });
      const roll = random();
      const failedForGood = roll < plan.failureRate / 3;
      const retried = !failedForGood && roll < plan.failureRate;
      const status: DeliveryStatus = failedForGood ? "failed" : "delivered";
      const attempts = failedForGood ? 6 : retried ? 2 + Math.floor(random() * 2) : 1;
      deliveries.push({
        endpointId,
        eventId,
        event,
        body,
        status,
        attempts,
        responseStatus: failedForGood ? 503 : 200,
        ...(failedForGood ? { error: "HTTP 503" } : {}),
        durationMs: 80 + Math.floor(random() * 400),
        test: false,
        lastAttemptAt: new Date(at.getTime() + (attempts > 1 ? (attempts - 1) * 150_000 : 300)),
        createdAt: at,
        updatedAt: at,
      });
    }
    deliveries.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    for (let i = 0; i < deliveries.length; i += 500)
      await scoped(ctx, WebhookDeliveryModel).insertMany(deliveries.slice(i, i + 500) as never);
  }
}
