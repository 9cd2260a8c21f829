import fc from "fast-check";
import Fastify, { type FastifyInstance } from "fastify";
import mongoose, { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthState } from "../../auth/types.js";
import { type Level, type ServiceContext, systemContext } from "../../context.js";
import { errorHandler } from "../../errors/error-handler.js";
import { defineModule } from "../../modules/define-module.js";
import { modulesPlugin, requirePermission, type TenantInfo } from "../../modules/modules.plugin.js";
import { scoped } from "../../tenancy/scoped.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import { AuditEntryModel } from "../audit.model.js";
import { AuditInputError, auditModule, auditService } from "../index.js";
import { installTestIdentities } from "../../testing/identities.js";

/**
 * The audit module behind the real module gate. Identities stand in for auth's sessions (core/auth has its own
 * tests). A small probe module shows the common use: a route of another module recording what it did.
 */

const companyA = new Types.ObjectId().toHexString();
const companyB = new Types.ObjectId().toHexString();
const tenants = new Map<string, TenantInfo>([
  [companyA, { plan: "starter", disabledModules: [] }],
  [companyB, { plan: "starter", disabledModules: [] }],
]);

const user = (id: string, companyId: string | null, levels: Level[], activeLevel = levels[0]): AuthState => ({
  user: { id, email: `${id}@example.test`, name: id, isFounder: companyId === null, firstAccess: false },
  via: { kind: "session", sessionId: `s-${id}`, expiresAt: new Date(Date.now() + 3_600_000) },
  memberships: companyId === null ? [] : [{ companyId, levels }],
  activeLevel,
  ...(companyId === null ? {} : { activeCompanyId: companyId }),
});
const identities: Record<string, AuthState> = {
  adminA: user("adminA", companyA, ["admin", "requester"]),
  adminAasRequester: user("adminA", companyA, ["admin", "requester"], "requester"),
  revisorA: user("revisorA", companyA, ["revisor"]),
  requesterA: user("requesterA", companyA, ["requester"]),
  adminB: user("adminB", companyB, ["admin"]),
  // the platform founder, member of no company
  founder: user("founder", null, []),
};

let clock = new Date("2030-01-01T00:00:00.000Z");
const at = (iso: string): Date => (clock = new Date(iso));

// A module of the kind that records: its route does something sensitive, then says so.
const probe = defineModule({
  id: "probe",
  permissions: { "probe.thing.approve": ["admin", "revisor"] },
  routes: async (app) => {
    app.post(
      "/probe/things/:thingId/approve",
      {
        preHandler: requirePermission(
          { id: "probe", permissions: { "probe.thing.approve": ["admin", "revisor"] } },
          "probe.thing.approve",
        ),
      },
      async (request) => {
        const { thingId } = request.params as { thingId: string };
        return auditService.record(request.ctx, {
          action: "probe.thing.approved",
          target: { type: "probe.thing", id: thingId },
          details: { from: "pending", to: "approved" },
        });
      },
    );
  },
});

let db: TestDatabase;
let app: FastifyInstance;
let ctxA: ServiceContext;
let ctxB: ServiceContext;
const auditRoutes: Array<{ method: string; url: string }> = [];

beforeAll(async () => {
  db = await startTestDatabase();
  await mongoose.connect(db.uri, { dbName: `audit_${Date.now()}` });
  // a real (silent) logger, so request loggers carry the request id the entries point to
  app = Fastify({ logger: { level: "silent" } });
  app.addHook("onRoute", (route) => {
    if (route.url.includes("/audit"))
      for (const method of [route.method].flat()) auditRoutes.push({ method, url: route.url });
  });
  await app.register(errorHandler);
  installTestIdentities(app, identities);
  await app.register(modulesPlugin, {
    modules: [auditModule, probe],
    resolveTenant: async (id) => tenants.get(id) ?? null,
    now: () => clock,
  });
  await app.ready();
  ctxA = systemContext({ companyId: companyA, name: "payroll.close-month", log: app.log, now: () => clock });
  ctxB = systemContext({ companyId: companyB, name: "test", log: app.log, now: () => clock });
});

afterAll(async () => {
  await app?.close();
  await mongoose.disconnect();
  await db?.stop();
});

const call = (
  who: string | undefined,
  method: "GET" | "POST",
  url: string,
  options: { locale?: string; companyId?: string } = {},
) =>
  app.inject({
    method,
    url: `/api/companies/${options.companyId ?? companyA}${url}`,
    headers: { ...(who ? { "x-test-identity": who } : {}), "accept-language": options.locale ?? "en" },
  });

const list = async (query = "", who = "adminA", companyId = companyA) => {
  const r = await call(who, "GET", `/audit${query}`, { companyId });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { items: Array<Record<string, unknown>>; total: number };
};

describe("recording", () => {
  it("takes the actor, the time and the request from the context", async () => {
    at("2030-02-01T10:00:00.000Z");
    const r = await call("revisorA", "POST", "/probe/things/t-1/approve");
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      action: "probe.thing.approved",
      actor: { kind: "user", id: "revisorA", level: "revisor" },
      target: { type: "probe.thing", id: "t-1" },
      details: { from: "pending", to: "approved" },
      at: "2030-02-01T10:00:00.000Z",
      requestId: expect.stringMatching(/^req-/),
    });

    at("2030-02-01T11:00:00.000Z");
    const byJob = await auditService.record(ctxA, {
      action: "payroll.month.closed",
      target: { type: "payroll.month", id: "2030-01" },
      details: { when: new Date("2030-02-01T00:00:00.000Z"), workers: 12 },
    });
    expect(byJob).toMatchObject({
      actor: { kind: "system", id: "payroll.close-month" },
      details: { when: "2030-02-01T00:00:00.000Z", workers: 12 },
      at: "2030-02-01T11:00:00.000Z",
      requestId: null,
    });

    const { items } = await list();
    expect(items.slice(0, 2).map((e) => e.action)).toEqual(["payroll.month.closed", "probe.thing.approved"]);
  });

  it("refuses a malformed call: a bug in the calling code", async () => {
    const target = { type: "leave.request", id: "1" };
    for (const action of ["approved", "Leave.Approved", "", "leave."])
      await expect(auditService.record(ctxA, { action, target })).rejects.toThrow(AuditInputError);
    await expect(
      auditService.record(ctxA, { action: "leave.request.approved", target: { type: "", id: "1" } }),
    ).rejects.toThrow("target.type");
    await expect(
      auditService.record(ctxA, { action: "leave.request.approved", target, details: { blob: "x".repeat(20_000) } }),
    ).rejects.toThrow(/larger than/);
  });
});

describe("GET /audit", () => {
  it("filters by action prefix (whole segments), actor, target and date range, newest first", async () => {
    const ctxAdmin: ServiceContext = {
      ...ctxA,
      actor: { kind: "user", userId: "adminA", level: "admin", levels: ["admin"], isFounder: false },
    };
    at("2030-03-01T09:00:00.000Z");
    await auditService.record(ctxAdmin, { action: "auth.level.changed", target: { type: "user", id: "u-7" } });
    at("2030-03-02T09:00:00.000Z");
    await auditService.record(ctxAdmin, {
      action: "leave.request.approved",
      target: { type: "leave.request", id: "l-1" },
    });
    at("2030-03-03T09:00:00.000Z");
    await auditService.record(ctxA, { action: "leave.request.denied", target: { type: "leave.request", id: "l-2" } });
    at("2030-03-04T09:00:00.000Z");
    await auditService.record(ctxA, { action: "leaves-legacy.import.done", target: { type: "import", id: "i-1" } });

    const actions = (r: { items: Array<Record<string, unknown>> }) => r.items.map((e) => e.action);
    expect(actions(await list("?action=leave"))).toEqual(["leave.request.denied", "leave.request.approved"]);
    expect(actions(await list("?action=leave.request.approved"))).toEqual(["leave.request.approved"]);
    expect(actions(await list("?action=leave.request.approved&actorId=payroll.close-month"))).toEqual([]);
    expect(actions(await list("?actorId=adminA&from=2030-03-01T00:00:00.000Z"))).toEqual([
      "leave.request.approved",
      "auth.level.changed",
    ]);
    expect(actions(await list("?targetType=leave.request&targetId=l-2"))).toEqual(["leave.request.denied"]);
    // from inclusive, to exclusive
    expect(actions(await list("?from=2030-03-02T09:00:00.000Z&to=2030-03-04T09:00:00.000Z"))).toEqual([
      "leave.request.denied",
      "leave.request.approved",
    ]);
    const page = await list("?from=2030-03-01T00:00:00.000Z&limit=2&skip=1");
    expect(page.total).toBe(4);
    expect(actions(page)).toEqual(["leave.request.denied", "leave.request.approved"]);
  });

  it("is for admins only: 403 for other levels, the active level counts", async () => {
    for (const who of ["revisorA", "requesterA", "adminAasRequester"]) {
      const r = await call(who, "GET", "/audit", { locale: "es" });
      expect(r.json(), who).toEqual({ statusCode: 403, code: "FORBIDDEN", message: "No tienes acceso a esto." });
    }
    expect((await call(undefined, "GET", "/audit")).statusCode).toBe(401);
    expect((await call("founder", "GET", "/audit")).statusCode).toBe(200);
  });

  it("keeps tenants apart: another company's log answers 404 and never shows up", async () => {
    const theirs = await auditService.record(ctxB, {
      action: "plan.plan.changed",
      target: { type: "company", id: companyB },
    });
    const r = await call("adminB", "GET", "/audit", { locale: "pt-BR" });
    expect(r.json()).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Não encontrado." });
    const mine = await list("?limit=50");
    expect(mine.items.map((e) => e.id)).not.toContain(theirs.id);
    const own = await list("", "adminB", companyB);
    expect(own.items.map((e) => e.id)).toEqual([theirs.id]);
    expect((await call("adminA", "GET", `/audit?targetId=${companyB}`)).json().items).toEqual([]);
  });

  it("answers bad filters with the catalogue message in the caller's language", async () => {
    const cases: Array<[string, string, object]> = [
      [
        "?from=2030-03-05T00:00:00.000Z&to=2030-03-01T00:00:00.000Z",
        "pt-BR",
        { code: "DATES_CHOOSE_CORRECT", message: "Escolha datas corretas." },
      ],
      ["?from=yesterday", "pt-BR", { code: "VALIDATION_DATE", message: "Data errada" }],
      ["?action=LEAVE*", "es", { code: "VALIDATION_INVALID", message: "Búsqueda no realizada, revisa los datos." }],
      ["?limit=51", "es", { code: "VALIDATION_MAX_VALUE", message: "El valor máximo es 50" }],
    ];
    for (const [query, locale, expected] of cases) {
      const r = await call("adminA", "GET", `/audit${query}`, { locale });
      expect(r.statusCode, query).toBe(400);
      expect(r.json(), query).toMatchObject(expected);
    }
  });
});

describe("append-only", () => {
  it("offers no way to change or remove entries: the service adds and reads, the only route reads", async () => {
    expect(Object.keys(auditService).sort()).toEqual(["list", "record"]);
    expect(auditRoutes.map((r) => r.method).sort()).toEqual(["GET", "HEAD"]);
    const [entry] = (await list("?limit=1")).items;
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      for (const url of ["/audit", `/audit/${String(entry!.id)}`]) {
        const r = await app.inject({
          method,
          url: `/api/companies/${companyA}${url}`,
          headers: { "x-test-identity": "adminA" },
        });
        expect(r.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await list("?limit=1")).items[0]).toEqual(entry);
  });

  it("keeps every field immutable even for code that reaches past the service", async () => {
    const entry = await auditService.record(ctxA, {
      action: "people.worker.terminated",
      target: { type: "worker", id: "w-1" },
    });
    await scoped(ctxA, AuditEntryModel).updateOne(
      { _id: entry.id },
      { $set: { action: "people.worker.hired", at: new Date(0), "target.id": "w-2", details: { forged: true } } },
    );
    expect((await list(`?targetType=worker`)).items[0]).toEqual(entry);
  });

  it("whatever is recorded, in any order, reads back unchanged, newest first", async () => {
    const action = fc
      .array(fc.stringMatching(/^[a-z][a-z0-9-]{0,5}$/), { minLength: 2, maxLength: 3 })
      .map((segments) => `prop.${segments.join(".")}`);
    const record = fc.record({
      action,
      id: fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/),
      details: fc.dictionary(
        fc.stringMatching(/^[a-z]{1,6}$/),
        fc.oneof(fc.integer(), fc.boolean(), fc.string({ maxLength: 20 })),
      ),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(record, { minLength: 1, maxLength: 6 }), async (records) => {
        const targetType = `prop-run-${run++}`;
        const base = new Date("2031-01-01T00:00:00.000Z").getTime() + run * 1_000_000;
        const written = [];
        for (const [i, r] of records.entries()) {
          clock = new Date(base + i * 1000);
          written.push(
            await auditService.record(ctxA, {
              action: r.action,
              target: { type: targetType, id: r.id },
              details: r.details,
            }),
          );
        }
        const read = await list(`?targetType=${targetType}&limit=50`);
        expect(read.total).toBe(records.length);
        expect(read.items).toEqual([...written].reverse());
      }),
      { numRuns: 15 },
    );
  });
});
