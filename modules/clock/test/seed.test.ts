import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  buildTestApp,
  config,
  createTestTenant,
  tenantCaller,
  TestClock,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { serverModules } from "../../server.js";
import type { ChainCheck, PresenceBoard } from "../contract/index.js";
import { ClockCorrectionModel, ClockEntryModel } from "../server/entries/entries.model.js";

useTestDatabase("clock_seed");

describe("clock demo seed", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-01-15T14:00:00.000Z"));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
  });

  it("writes a year of punches in bulk with an intact chain, corrections and late syncs, once", async () => {
    const t = await createTestTenant(app);
    const call = tenantCaller(() => ({ app, companyId: t.companyId }));
    const office = (await call(t.admin, "POST", "/offices", { name: "Centro" })).json<{ id: string }>().id;
    for (const name of ["Ana", "Bia", "Caio", "Duda", "Edu"]) {
      const r = await call(t.admin, "POST", "/workers", {
        name,
        lastName: "Lima",
        email: uniqueEmail(name),
        officeId: office,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const clockModule = app.modules.find((m) => m.id === "clock")!;
    const ctx = {
      ...systemContext({ companyId: t.companyId, name: "demo-seed", log: app.log, now: clock.now }),
      timeZone: "America/Sao_Paulo",
    };
    await clockModule.seed!(ctx, { people: [] });
    const entries = scoped(ctx, ClockEntryModel);
    const count = await entries.count({});
    // 6 people (the admin's profile too) x about 250 workdays x 4 punches, less days off and forgotten ends
    expect(count).toBeGreaterThan(6 * 200 * 3);
    expect(await entries.count({ lateSync: true })).toBeGreaterThan(0);
    expect(await entries.count({ method: "qr" })).toBeGreaterThan(count / 2);
    expect(await scoped(ctx, ClockCorrectionModel).count({ state: "pending" })).toBe(2);
    const chain = await call(t.admin, "GET", "/clock/chain");
    expect(chain.json<ChainCheck>()).toEqual({ checked: count, intact: true });
    // the board works on it
    expect((await call(t.admin, "GET", "/clock/board")).json<PresenceBoard>().pendingCorrections).toBe(2);
    // a second run adds nothing
    await clockModule.seed!(ctx, { people: [] });
    expect(await entries.count({})).toBe(count);
  });
});
