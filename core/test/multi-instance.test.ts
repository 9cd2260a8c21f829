import type { FastifyInstance } from "fastify";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { CompanyModel } from "../../tenants/company.model.js";
import type { GlobalJobContext } from "../jobs/types.js";
import { companyTopic } from "../realtime/topics.js";
import { REALTIME_PATH } from "../realtime/types.js";
import {
  type InstanceProcess,
  RECORD_RUN_JOB,
  recordRunJob,
  RUNS_COLLECTION,
  startInstanceProcess,
} from "../testing/instance.js";
import {
  buildTestApp,
  createTestTenant,
  login,
  PASSWORD,
  type TestTenant,
  uniqueEmail,
  useTestDatabase,
} from "../testing/kit.js";

// ARCHITECTURE "Scale-out": two app instances on one database. Instance one is built here; instance two runs in a
// child process (core/testing/instance-process.ts), so no cache, counter or in-process bus is shared between them:
// whatever instance two knows of instance one's writes came through the database.

useTestDatabase("multi_instance");

let one: FastifyInstance;
let two: InstanceProcess;
let tenant: TestTenant;

beforeAll(async () => {
  ({ app: one } = await buildTestApp());
  one.jobs.define([recordRunJob("one")]);
  two = await startInstanceProcess();
  tenant = await createTestTenant(one);
}, 60_000);
afterAll(async () => {
  await two?.close();
  await one?.close();
}, 30_000);

/** A request to instance two over HTTP. */
async function atTwo(path: string, token: string, init: RequestInit = {}) {
  const response = await fetch(`${two.url}${path}`, {
    ...init,
    headers: { token, "content-type": "application/json", ...init.headers },
  });
  return { status: response.status, body: response.status === 200 ? ((await response.json()) as unknown) : undefined };
}

const workersPath = (companyId: string) => `/api/companies/${companyId}/workers`;
const names = (body: unknown) => (body as { items: Array<{ name: string }> }).items.map((w) => w.name).sort();

describe("two instances on one database", () => {
  it("delivers an event published on instance one to a websocket subscriber of instance two", async () => {
    const topic = companyTopic(tenant.companyId);
    const socket = new WebSocket(`${two.url.replace("http", "ws")}${REALTIME_PATH}?token=${tenant.admin.token}`);
    const messages: Array<Record<string, unknown>> = [];
    const waitFor = (match: (m: Record<string, unknown>) => boolean) =>
      new Promise<Record<string, unknown>>((resolve) => {
        const found = messages.find(match);
        if (found) return resolve(found);
        socket.on("message", () => {
          const m = messages.find(match);
          if (m) resolve(m);
        });
      });
    socket.on("message", (raw) => messages.push(JSON.parse(String(raw)) as Record<string, unknown>));
    try {
      socket.on("open", () => socket.send(JSON.stringify({ type: "subscribe", topic })));
      await waitFor((m) => m.type === "subscribed");
      one.realtime.publish(topic, "test.happened", { from: "one" });
      const event = await waitFor((m) => m.type === "event");
      expect(event).toMatchObject({ type: "event", topic, event: "test.happened", data: { from: "one" } });
    } finally {
      socket.close();
    }
  });

  it("never serves instance two's cached workers list after a write acknowledged by instance one", async () => {
    const { token } = tenant.admin;
    const before = await atTwo(workersPath(tenant.companyId), token);
    expect(before.status).toBe(200);
    // asked again: now from instance two's response cache
    expect(await atTwo(workersPath(tenant.companyId), token)).toEqual(before);
    for (const name of ["Ana", "Bia", "Caio"]) {
      const created = await one.inject({
        method: "POST",
        url: workersPath(tenant.companyId),
        headers: { token },
        payload: { name, email: uniqueEmail("worker") },
      });
      expect(created.statusCode, created.body).toBe(201);
      const after = await atTwo(workersPath(tenant.companyId), token);
      expect(names(after.body)).toContain(name);
    }
  });

  it("refuses on instance two a session signed out on instance one", async () => {
    const signedIn = await login(one, { email: tenant.admin.email, password: PASSWORD });
    const { token } = signedIn.json<{ token: string }>();
    expect((await atTwo("/api/auth/session", token)).status).toBe(200);
    expect((await atTwo("/api/auth/session", token)).status).toBe(200); // cached on instance two
    const out = await one.inject({ method: "POST", url: "/api/auth/logout", headers: { token } });
    expect(out.statusCode).toBe(200);
    expect((await atTwo("/api/auth/session", token)).status).toBe(401);
  });

  it("sees on instance two a module switched off on instance one", async () => {
    const { token } = tenant.admin;
    const path = `/api/companies/${tenant.companyId}/modules`;
    type Modules = { modules: Array<{ id: string; enabled: boolean }> };
    const before = (await atTwo(path, token)).body as Modules;
    const target = before.modules.find((m) => m.enabled && !["audit", "notifications"].includes(m.id))!;
    await CompanyModel.updateOne({ _id: tenant.companyId }, { $set: { "modules.disabled": [target.id] } });
    const after = (await atTwo(path, token)).body as Modules;
    expect(after.modules.find((m) => m.id === target.id)?.enabled).toBe(false);
    await CompanyModel.updateOne({ _id: tenant.companyId }, { $set: { "modules.disabled": [] } });
  });

  it("runs each job once when both instances run the scheduler", async () => {
    const ctx: GlobalJobContext = { actor: { kind: "system", name: "test" }, now: () => new Date(), log: one.log };
    // enqueued before either instance processes: both find them due at once and compete for them
    const markers = Array.from({ length: 12 }, (_, i) => `run-${i}`);
    for (const marker of markers) await one.jobs.now(ctx, RECORD_RUN_JOB, { marker });
    await Promise.all([one.jobs.start(), two.startJobs()]);
    const runs = mongoose.connection.collection<{ marker: string; instance: string }>(RUNS_COLLECTION);
    while ((await runs.distinct("marker")).length < markers.length) await new Promise((r) => setTimeout(r, 50));
    // a second claim would come from the other instance's next polls: give them a few
    await new Promise((r) => setTimeout(r, 1_500));
    const all = await runs.find().toArray();
    expect(all.map((r) => r.marker).sort()).toEqual([...markers].sort());
  }, 60_000);

  it("carries a company's people settings over from its company document once, both instances reading at once", async () => {
    const t = await createTestTenant(one);
    const _id = new mongoose.Types.ObjectId(t.companyId);
    // as a version before issue 11 stored them: on the company document, with no people_settings document
    const old = { lunchTime: 40, foundationDate: "2005-06-07", settings: { weekStartsOn: 1 } };
    await CompanyModel.collection.updateOne({ _id }, { $set: old });
    const path = `/api/companies/${t.companyId}/company`;
    const reads = await Promise.all([
      ...[1, 2, 3].map(async () => (await one.inject({ url: path, headers: { token: t.admin.token } })).json()),
      ...[1, 2, 3].map(async () => (await atTwo(path, t.admin.token)).body),
    ]);
    for (const body of reads) expect(body).toMatchObject({ name: "Acme Ltda", ...old });
    expect(await mongoose.connection.collection("people_settings").countDocuments({ companyId: _id })).toBe(1);
  });
});
