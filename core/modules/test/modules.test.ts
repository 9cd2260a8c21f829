import Fastify, { type FastifyInstance } from "fastify";
import mongoose, { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleModule } from "../../../modules/example/server/index.js";
import type { AuthState } from "../../auth/types.js";
import { errorHandler } from "../../errors/error-handler.js";
import { startTestDatabase, type TestDatabase } from "../../testing/db.js";
import type { ServiceContext } from "../../context.js";
import { withFakeServices } from "../../testing/kit.js";
import {
  defineModule,
  defineService,
  provide,
  type ModuleDefinition,
  type ModuleKit,
  type OptionalService,
} from "../define-module.js";
import { modulesPlugin, type TenantInfo } from "../modules.plugin.js";
import { ModuleDefinitionError, validateModules } from "../registry.js";
import { installTestIdentities } from "../../testing/identities.js";

describe("module definitions are validated at boot", () => {
  const ok = defineModule({
    id: "leave",
    permissions: { "leave.request.approve": ["admin"] },
    events: ["leave.request.approved"],
  });
  const cases: Array<[string, ModuleDefinition[], RegExp]> = [
    ["duplicate ids", [ok, { id: "leave" }], /module "leave": id is used by two modules/],
    ["a bad id", [{ id: "Leave Module" }], /module "Leave Module": id must be lowercase/],
    [
      "a missing dependency",
      [{ id: "clock", dependsOn: ["people"] }],
      /module "clock": depends on "people", which is not registered/,
    ],
    [
      "a dependency cycle",
      [
        { id: "a", dependsOn: ["b"] },
        { id: "b", dependsOn: ["a"] },
      ],
      /dependency cycle a -> b -> a/,
    ],
    [
      "a permission outside the namespace",
      [{ id: "clock", permissions: { "leave.x": ["admin"] } }],
      /permission "leave.x" must start with "clock."/,
    ],
    ["an unknown level", [{ id: "clock", permissions: { "clock.read": ["boss" as never] } }], /unknown level "boss"/],
    [
      "a job outside the namespace",
      [{ id: "clock", jobs: [{ name: "tick", scope: "global", handler: async () => {} }] }],
      /job "tick" must start with "clock."/,
    ],
    ["an event outside the namespace", [{ id: "clock", events: ["tick"] }], /event "tick" must start with "clock."/],
    [
      "a subscription to an event nobody emits",
      [ok, { id: "clock", subscribers: { "leave.request.denied": async () => {} } }],
      /"leave" does not emit/,
    ],
  ];
  for (const [what, modules, message] of cases) {
    it(`refuses ${what}`, () => {
      expect(() => validateModules(modules)).toThrowError(ModuleDefinitionError);
      expect(() => validateModules(modules)).toThrowError(message);
    });
  }

  it("skips an optional subscription to a module the app does not have, but not one its emitter does not declare", () => {
    const listener = (optional: boolean, event: string) => ({
      id: "hooks",
      subscribers: [{ event, handler: async () => {}, optional }],
    });
    expect(validateModules([listener(true, "absent.thing.happened")]).map((m) => m.id)).toEqual(["hooks"]);
    expect(() => validateModules([listener(false, "absent.thing.happened")])).toThrowError(/unknown module "absent"/);
    expect(() => validateModules([ok, listener(true, "leave.request.denied")])).toThrowError(/"leave" does not emit/);
  });

  it("orders modules so dependencies come first", () => {
    const ids = validateModules([{ id: "clock", dependsOn: ["people"] }, { id: "people" }, ok]).map((m) => m.id);
    expect(ids.indexOf("people")).toBeLessThan(ids.indexOf("clock"));
  });
});

describe("module routes behind the tenant and module gate", () => {
  let db: TestDatabase;
  let app: FastifyInstance;
  const companyA = new Types.ObjectId().toHexString();
  const companyB = new Types.ObjectId().toHexString();
  const tenants = new Map<string, TenantInfo>([
    [companyA, { plan: "starter", disabledModules: [] }],
    [companyB, { plan: "premium", disabledModules: [] }],
  ]);
  const received: Array<{ companyId: string; noteId: unknown }> = [];

  // A premium-only module and one depending on it, to show plan gating and dependency availability.
  const planner = defineModule({
    id: "planner",
    plans: ["premium"],
    routes: async (r) => void r.get("/planner/ping", async () => ({ ok: true })),
  });
  const plannerReports = defineModule({
    id: "planner-reports",
    dependsOn: ["planner"],
    routes: async (r) => void r.get("/planner-reports/ping", async () => ({ ok: true })),
  });
  const audit = defineModule({
    id: "audit-example",
    subscribers: {
      "example.note.created": async (ctx, payload) =>
        void received.push({ companyId: ctx.companyId, noteId: payload.noteId }),
    },
  });

  const user = (
    id: string,
    memberships: AuthState["memberships"],
    activeLevel: AuthState["activeLevel"],
    extra: Partial<AuthState["user"]> = {},
  ): AuthState => ({
    user: { id, email: `${id}@example.com`, name: id, isFounder: false, firstAccess: false, ...extra },
    via: { kind: "session", sessionId: `s-${id}`, expiresAt: new Date(Date.now() + 3_600_000) },
    memberships,
    activeLevel,
    activeCompanyId: memberships[0]?.companyId,
  });
  // Test identities stand in for the auth plugin's sessions (core/auth has its own tests).
  const identities: Record<string, AuthState> = {
    adminA: user("adminA", [{ companyId: companyA, levels: ["admin", "requester"] }], "admin"),
    adminAasRequester: user("adminA", [{ companyId: companyA, levels: ["admin", "requester"] }], "requester"),
    requesterA: user("requesterA", [{ companyId: companyA, levels: ["requester"] }], "requester"),
    adminB: user("adminB", [{ companyId: companyB, levels: ["admin"] }], "admin"),
    founder: user("founder", [], undefined, { isFounder: true }),
    keyA: {
      ...user("keyA", [], undefined),
      via: { kind: "apiKey", keyId: "k1", companyId: companyA, scopes: ["example.note.read"] },
    },
  };

  beforeAll(async () => {
    db = await startTestDatabase();
    await mongoose.connect(db.uri, { dbName: `modules_${Date.now()}` });
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    installTestIdentities(app, identities);
    await app.register(modulesPlugin, {
      modules: [exampleModule, planner, plannerReports, audit],
      resolveTenant: async (id) => tenants.get(id) ?? null,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await mongoose.disconnect();
    await db.stop();
  });

  const call = (
    identity: string | undefined,
    method: "GET" | "POST" | "DELETE",
    url: string,
    body?: object,
    locale = "en",
  ) =>
    app.inject({
      method,
      url,
      payload: body,
      headers: { ...(identity ? { "x-test-identity": identity } : {}), "accept-language": locale },
    });

  it("lets a member work in their company, and runs subscribers with the tenant's context", async () => {
    const created = await call("adminA", "POST", `/api/companies/${companyA}/example/notes`, { title: "Welcome" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ title: "Welcome", authorId: "adminA" });
    const list = await call("requesterA", "GET", `/api/companies/${companyA}/example/notes`);
    expect(list.json()).toMatchObject({ total: 1, items: [{ title: "Welcome" }] });
    expect(received).toEqual([{ companyId: companyA, noteId: created.json().id }]);
  });

  it("answers another tenant's company and records with 404, exactly like ids that do not exist", async () => {
    const noteOfA = (
      await call("adminA", "POST", `/api/companies/${companyA}/example/notes`, { title: "Private" })
    ).json().id as string;
    for (const url of [
      `/api/companies/${companyA}/example/notes`,
      `/api/companies/${companyA}/example/notes/${noteOfA}`,
      `/api/companies/${companyA}/modules`,
    ]) {
      const r = await call("adminB", "GET", url);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Not found." });
    }
    // B's own company, A's note id: not found either
    expect((await call("adminB", "GET", `/api/companies/${companyB}/example/notes/${noteOfA}`)).statusCode).toBe(404);
    expect((await call("adminB", "DELETE", `/api/companies/${companyB}/example/notes/${noteOfA}`)).statusCode).toBe(
      404,
    );
    expect((await call("adminA", "GET", `/api/companies/${companyA}/example/notes/${noteOfA}`)).statusCode).toBe(200);
    const missing = new Types.ObjectId().toHexString();
    expect((await call("founder", "GET", `/api/companies/${missing}/example/notes`)).statusCode).toBe(404);
    expect((await call("adminA", "GET", `/api/companies/not-an-id/example/notes`)).statusCode).toBe(404);
  });

  it("requires a session, and a level the permission allows (the active level counts)", async () => {
    expect((await call(undefined, "GET", `/api/companies/${companyA}/example/notes`)).json()).toMatchObject({
      statusCode: 401,
      code: "UNAUTHENTICATED",
    });
    const denied = await call(
      "requesterA",
      "POST",
      `/api/companies/${companyA}/example/notes`,
      { title: "Nope" },
      "es",
    );
    expect(denied.json()).toEqual({ statusCode: 403, code: "FORBIDDEN", message: "No tienes acceso a esto." });
    expect(
      (await call("adminAasRequester", "POST", `/api/companies/${companyA}/example/notes`, { title: "Nope" }))
        .statusCode,
    ).toBe(403);
  });

  it("lets the founder into any company, and an API key into its own company within its scopes", async () => {
    expect((await call("founder", "GET", `/api/companies/${companyB}/example/notes`)).statusCode).toBe(200);
    expect((await call("keyA", "GET", `/api/companies/${companyA}/example/notes`)).statusCode).toBe(200);
    expect(
      (await call("keyA", "POST", `/api/companies/${companyA}/example/notes`, { title: "By key" })).statusCode,
    ).toBe(403);
    expect((await call("keyA", "GET", `/api/companies/${companyB}/example/notes`)).statusCode).toBe(404);
  });

  it("validates bodies with the catalogue message in the caller's language", async () => {
    const r = await call("adminA", "POST", `/api/companies/${companyA}/example/notes`, { title: "" }, "pt-BR,pt;q=0.9");
    expect(r.statusCode).toBe(400);
    expect(r.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_REQUIRED",
      message: "Por favor, digite algo.",
      field: "title",
    });
    const extra = await call("adminA", "POST", `/api/companies/${companyA}/example/notes`, { title: "x".repeat(121) });
    expect(extra.json()).toMatchObject({ code: "VALIDATION_MAX_LENGTH", message: "Max length is 120" });
  });

  it("gates modules by plan and dependency, and tells the web app what to show", async () => {
    const gated = await call("adminA", "GET", `/api/companies/${companyA}/planner/ping`);
    expect(gated.json()).toEqual({
      statusCode: 403,
      code: "PLAN_UPGRADE_REQUIRED",
      message: "This feature needs the premium plan.",
    });
    expect((await call("adminA", "GET", `/api/companies/${companyA}/planner-reports/ping`)).json()).toMatchObject({
      code: "MODULE_NOT_ENABLED",
    });
    expect((await call("adminB", "GET", `/api/companies/${companyB}/planner/ping`)).json()).toEqual({ ok: true });
    const listed = await call("requesterA", "GET", `/api/companies/${companyA}/modules`);
    expect(listed.json().modules).toEqual([
      { id: "example", enabled: true },
      { id: "planner", enabled: false, reason: "plan", plans: ["premium"] },
      { id: "planner-reports", enabled: false, reason: "dependency" },
      { id: "audit-example", enabled: true },
    ]);
  });

  it("keeps always-on core modules for every tenant and plan", async () => {
    const states = (await import("../registry.js")).availability(
      [defineModule({ id: "audit", alwaysOn: true }), defineModule({ id: "planner", plans: ["premium"] })],
      { plan: "starter", disabledModules: ["audit", "planner"] },
    );
    expect(states.get("audit")).toEqual({ enabled: true });
    expect(states.get("planner")).toEqual({ enabled: false, reason: "disabled" });
  });

  it("turns a module off for one tenant only", async () => {
    tenants.set(companyB, { plan: "premium", disabledModules: ["example"] });
    try {
      expect((await call("adminB", "GET", `/api/companies/${companyB}/example/notes`)).json()).toMatchObject({
        statusCode: 403,
        code: "MODULE_NOT_ENABLED",
      });
      expect((await call("adminA", "GET", `/api/companies/${companyA}/example/notes`)).statusCode).toBe(200);
    } finally {
      tenants.set(companyB, { plan: "premium", disabledModules: [] });
    }
  });
});

describe("kit.tenants", () => {
  const boot = async (profiles?: Parameters<typeof modulesPlugin>[1]["profiles"]) => {
    const kits: Record<string, ModuleKit["tenants"]> = {};
    const capture = (id: string) =>
      defineModule({
        id,
        setup({ tenants }) {
          kits[id] = tenants;
          return {};
        },
      });
    const app = Fastify({ logger: false });
    await app.register(modulesPlugin, {
      modules: [capture("alpha"), capture("beta")],
      resolveTenant: async () => ({ plan: "premium", disabledModules: [] }),
      ...(profiles ? { profiles } : {}),
    });
    await app.ready();
    return { app, kits };
  };

  it("hands each module the kernel's profile, its edit, and only what that module kept on the company", async () => {
    const asked: string[] = [];
    const profile = { id: "c1", name: "Acme", countryId: "br" as const, timeZone: "America/Sao_Paulo" };
    const { app, kits } = await boot({
      profile: async () => profile,
      update: async (_companyId, patch) => ({ ...profile, ...(patch.name ? { name: patch.name } : {}) }),
      formerFields: async (moduleId, companyId) => {
        asked.push(`${moduleId}:${companyId}`);
        return moduleId === "alpha" ? { lunchTime: 30 } : {};
      },
    });
    expect(await kits.alpha!.profile("c1")).toEqual(profile);
    expect(await kits.beta!.updateProfile("c1", { name: "Acme Sul" })).toMatchObject({ name: "Acme Sul" });
    expect(await kits.alpha!.formerFields("c1")).toEqual({ lunchTime: 30 });
    expect(await kits.beta!.formerFields("c1")).toEqual({});
    expect(asked).toEqual(["alpha:c1", "beta:c1"]);
    expect((await kits.alpha!.summary("c1"))?.enabledModules).toEqual(["alpha", "beta"]);
    await app.close();
  });

  it("fails naming the module and the piece in an app without company profiles", async () => {
    const { app, kits } = await boot();
    await expect(kits.alpha!.profile("c1")).rejects.toThrow(
      /module "alpha".*company profiles \(tenants\/tenants.service.ts\)/,
    );
    await app.close();
  });
});

describe("kit.notifications", () => {
  it("refuses a kind the module does not declare, and passes a declared one through", async () => {
    const sent: string[] = [];
    let kit: ModuleKit["notifications"] | undefined;
    const app = Fastify({ logger: false });
    app.decorate("notifications", {
      notify: async (_ctx: unknown, input: { type: string }) => {
        sent.push(input.type);
        return { delivered: [] };
      },
    } as never);
    await app.register(modulesPlugin, {
      modules: [
        defineModule({
          id: "alpha",
          notifications: { "alpha.thing.done": { label: { en: "Done", "pt-BR": "Feito", es: "Hecho" } } },
          setup({ notifications }) {
            kit = notifications;
            return {};
          },
        }),
      ],
      resolveTenant: async () => ({ plan: "premium", disabledModules: [] }),
    });
    await app.ready();
    const text = { en: "t", "pt-BR": "t", es: "t" };
    const input = { userIds: ["u1"], title: text, body: text, link: "/" };
    await expect(kit!.notify({} as never, { ...input, type: "alpha.other" })).rejects.toThrow(
      /module "alpha" sends notification kind "alpha.other", which its contract does not declare/,
    );
    await kit!.notify({} as never, { ...input, type: "alpha.thing.done" });
    expect(sent).toEqual(["alpha.thing.done"]);
    await app.close();
  });
});

describe("optional needs (a service used when the company has its module)", () => {
  interface Roster {
    shiftsOf(userId: string): string[];
  }
  const rosterShifts = defineService<Roster>("roster.shifts");
  const order: string[] = [];
  const roster = defineModule({
    id: "roster",
    setup() {
      order.push("roster");
      return { provides: [provide(rosterShifts, { shiftsOf: (userId: string) => [`${userId}:06-14`] })] };
    },
  });
  // reads the roster's shifts when the company has the roster module, and a fixed schedule otherwise
  const punch = defineModule({
    id: "punch",
    optionalNeeds: { shifts: rosterShifts },
    setup({ services: { shifts } }) {
      order.push("punch");
      return {
        routes: async (r) =>
          void r.get("/punch/expected", async (request) => {
            const service = shifts.forTenant(request.ctx);
            return { provided: shifts.provided, expected: service ? service.shiftsOf("ana") : ["schedule:09-18"] };
          }),
      };
    },
  });

  it("makes no dependency: validation passes without the provider, and orders a registered provider first", () => {
    expect(validateModules([punch]).map((m) => m.id)).toEqual(["punch"]);
    expect(validateModules([punch, roster]).map((m) => m.id)).toEqual(["roster", "punch"]);
  });

  it("refuses a name used in needs too, and a module optionally needing its own service", () => {
    expect(() =>
      validateModules([
        roster,
        { id: "punch", needs: { shifts: rosterShifts }, optionalNeeds: { shifts: rosterShifts } },
      ]),
    ).toThrowError(/module "punch": names "shifts" both in needs and in optionalNeeds/);
    expect(() => validateModules([{ id: "roster", optionalNeeds: { shifts: rosterShifts } }])).toThrowError(
      /module "roster": optionally needs its own service roster.shifts/,
    );
  });

  const companyA = new Types.ObjectId().toHexString();
  const companyB = new Types.ObjectId().toHexString();
  const member = (id: string, companyId: string): AuthState => ({
    user: { id, email: `${id}@example.com`, name: id, isFounder: false, firstAccess: false },
    via: { kind: "session", sessionId: `s-${id}`, expiresAt: new Date(Date.now() + 3_600_000) },
    memberships: [{ companyId, levels: ["admin"] }],
    activeLevel: "admin",
    activeCompanyId: companyId,
  });
  const boot = async (modules: ModuleDefinition[]) => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    installTestIdentities(app, { a: member("a", companyA), b: member("b", companyB) });
    await app.register(modulesPlugin, {
      modules,
      // company B switched the roster off
      resolveTenant: async (id) =>
        id === companyA
          ? { plan: "premium", disabledModules: [] }
          : id === companyB
            ? { plan: "premium", disabledModules: ["roster"] }
            : null,
    });
    await app.ready();
    return app;
  };
  const expected = (app: FastifyInstance, who: string, companyId: string) =>
    app.inject({ url: `/api/companies/${companyId}/punch/expected`, headers: { "x-test-identity": who } });

  it("hands the service to companies that have its module, and nothing to one that switched it off", async () => {
    order.length = 0;
    const app = await boot([punch, roster]);
    expect(order).toEqual(["roster", "punch"]);
    expect((await expected(app, "a", companyA)).json()).toEqual({ provided: true, expected: ["ana:06-14"] });
    // the consumer stays available to company B, without the service
    const b = await expected(app, "b", companyB);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual({ provided: true, expected: ["schedule:09-18"] });
    await app.close();
  });

  it("hands an absent service in an app without the providing module", async () => {
    const app = await boot([punch]);
    expect((await expected(app, "a", companyA)).json()).toEqual({ provided: false, expected: ["schedule:09-18"] });
    await app.close();
  });

  it("fails boot when the registered provider does not provide the service", async () => {
    const app = Fastify({ logger: false });
    await expect(
      app.register(modulesPlugin, {
        modules: [punch, defineModule({ id: "roster" })],
        resolveTenant: async () => null,
      }),
    ).rejects.toThrow(/module "punch": optionally needs roster.shifts, which module "roster" does not provide/);
    await app.close();
  });

  it("test kit: a fake of an optional service is there for every company", () => {
    const fake: Roster = { shiftsOf: () => ["fake"] };
    const faked = withFakeServices(punch, { shifts: fake });
    expect(faked.optionalNeeds).toEqual({});
    let handed: OptionalService<Roster> | undefined;
    const capture = withFakeServices(
      defineModule({
        id: "capture",
        optionalNeeds: { shifts: rosterShifts },
        setup({ services }) {
          handed = services.shifts;
          return {};
        },
      }),
      { shifts: fake },
    );
    void capture.setup!({ services: {} } as never);
    const ctx = { tenant: { enabledModules: [] } } as unknown as ServiceContext;
    expect(handed?.provided).toBe(true);
    expect(handed?.forTenant(ctx)).toBe(fake);
  });
});
