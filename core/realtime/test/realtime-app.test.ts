/**
 * Realtime and jobs as core/app.ts wires them: real sessions from sign-up authenticate the WebSocket, and tenant jobs
 * run for the companies the tenants service lists.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, signup, useTestDatabase, type SignedUp } from "../../auth/test/helpers.js";
import { companyTopic, userTopic } from "../topics.js";
import { REALTIME_PATH, type RealtimeServerMessage } from "../types.js";

useTestDatabase("realtime_app");

let app: FastifyInstance;
let acme: SignedUp;
let globex: SignedUp;

beforeAll(async () => {
  ({ app } = await buildTestApp());
  acme = await signup(app, { companyName: "Acme Ltda" });
  globex = await signup(app, { companyName: "Globex SA", locale: "pt-BR" });
});

afterAll(async () => {
  await app?.close();
});

async function waitFor<T>(find: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("realtime in the app", () => {
  it("authenticates with a real session and keeps each company's events to its members", async () => {
    const messages: RealtimeServerMessage[] = [];
    const ws = await app.injectWS(
      REALTIME_PATH,
      { headers: { authorization: `Bearer ${globex.token}` } },
      {
        onInit: (socket) =>
          socket.on("message", (raw: Buffer) => messages.push(JSON.parse(raw.toString()) as RealtimeServerMessage)),
      },
    );
    const find = (predicate: (message: RealtimeServerMessage) => boolean) => () => messages.find(predicate);
    await waitFor(
      find((m) => m.type === "version" && m.version === "0.0.0-test"),
      "the version",
    );

    ws.send(JSON.stringify({ type: "subscribe", topic: companyTopic(globex.companyId) }));
    ws.send(JSON.stringify({ type: "subscribe", topic: userTopic(globex.userId) }));
    ws.send(JSON.stringify({ type: "subscribe", topic: companyTopic(acme.companyId) }));
    const refused = await waitFor(
      find((m) => m.type === "error"),
      "the refusal",
    );
    // The user's saved language.
    expect(refused).toEqual({
      type: "error",
      code: "REALTIME_TOPIC_FORBIDDEN",
      message: "Você não tem acesso a este tópico.",
      topic: companyTopic(acme.companyId),
    });
    await waitFor(
      find((m) => m.type === "subscribed" && m.topic === userTopic(globex.userId)),
      "the user topic",
    );

    app.realtime.publish(companyTopic(acme.companyId), "tenants.branding.changed", { company: "acme" });
    app.realtime.publish(companyTopic(globex.companyId), "tenants.branding.changed", { company: "globex" });
    await waitFor(
      find((m) => m.type === "event"),
      "the event",
    );
    expect(messages.filter((m) => m.type === "event")).toEqual([
      {
        type: "event",
        topic: companyTopic(globex.companyId),
        event: "tenants.branding.changed",
        data: { company: "globex" },
      },
    ]);
    ws.close();

    await expect(
      app.injectWS(REALTIME_PATH, { headers: { authorization: "Bearer notavalidsessiontoken" } }),
    ).rejects.toThrow(/401/);
  });

  it("runs a tenant job once for every company the tenants service lists", async () => {
    const seen: string[] = [];
    app.jobs.define([
      {
        name: "test.per-company",
        scope: "tenant",
        async handler(ctx) {
          seen.push(ctx.companyId);
        },
      },
    ]);
    await app.jobs.start();
    await app.jobs.now(
      { actor: { kind: "system", name: "test" }, now: () => new Date(), log: app.log },
      "test.per-company",
    );
    await waitFor(() => (seen.length >= 2 ? seen : undefined), "both companies");
    expect(seen.sort()).toEqual([acme.companyId, globex.companyId].sort());
  });
});
