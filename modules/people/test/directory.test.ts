import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { providedService } from "../../../core/modules/define-module.js";
import { createTestTenant, type TestTenant, useTestDatabase } from "../../../core/testing/kit.js";
import { peopleDirectory, type PeopleDirectory } from "../contract/directory.js";
import { buildPeopleApp, companyUrl, createWorker, terminate } from "./helpers.js";

/** The people directory other modules read: roles (communication addresses news to them) as departments and offices. */
useTestDatabase("people_directory");

describe("people directory: roles", () => {
  let built: Awaited<ReturnType<typeof buildPeopleApp>>;
  let tenant: TestTenant;
  let other: TestTenant;
  let directory: PeopleDirectory;

  beforeAll(async () => {
    built = await buildPeopleApp();
    tenant = await createTestTenant(built.app);
    other = await createTestTenant(built.app);
    directory = providedService(built.app.modules, peopleDirectory)!;
  });
  afterAll(() => built.close());

  const role = async (t: TestTenant, name: string) => {
    const r = await built.app.inject({
      method: "POST",
      url: companyUrl(t, "/roles"),
      headers: { token: t.admin.token },
      payload: { name, levelAccess: "requester" },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ id: string }>().id;
  };
  const ctx = (t: TestTenant) => systemContext({ companyId: t.companyId, name: "test", log: built.app.log });

  it("lists a company's roles, a worker's role, and the active members of a role", async () => {
    const lead = await role(tenant, "Team lead");
    const theirs = await role(other, "Their lead");
    const ana = await createWorker(built.app, tenant, { roleId: lead });
    const bia = await createWorker(built.app, tenant, { roleId: lead });
    await createWorker(built.app, tenant);
    expect((await terminate(built.app, tenant, bia.id)).statusCode).toBeLessThan(300);

    expect(await directory.roles(ctx(tenant))).toEqual([{ id: lead, name: "Team lead" }]);
    expect((await directory.byUserId(ctx(tenant), ana.userId))?.roleId).toBe(lead);
    expect(await directory.members(ctx(tenant), { roleId: lead })).toEqual([ana.userId]);
    // another company's role names nobody here
    expect(await directory.members(ctx(tenant), { roleId: theirs })).toEqual([]);
  });

  it("keeps offices per company, and follows an office added or renamed on another instance at the next read", async () => {
    const office = async (app: typeof built.app, name: string) => {
      const r = await app.inject({
        method: "POST",
        url: companyUrl(tenant, "/offices"),
        headers: { token: tenant.admin.token },
        payload: { name },
      });
      expect(r.statusCode, r.body).toBe(201);
      return r.json<{ id: string }>().id;
    };
    const lisbon = await office(built.app, "Lisbon");
    expect(await directory.offices(ctx(tenant))).toEqual([{ id: lisbon, name: "Lisbon" }]);
    expect(await directory.offices(ctx(other))).toEqual([]);

    const two = await buildPeopleApp();
    const porto = await office(two.app, "Porto");
    const renamed = await two.app.inject({
      method: "PATCH",
      url: companyUrl(tenant, `/offices/${lisbon}`),
      headers: { token: tenant.admin.token },
      payload: { name: "Lisboa" },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const byName = (list: Array<{ name: string }>) => list.sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(await directory.offices(ctx(tenant)))).toEqual([
      { id: lisbon, name: "Lisboa" },
      { id: porto, name: "Porto" },
    ]);
    // a reader changing its copy changes nothing kept
    (await directory.offices(ctx(tenant)))[0]!.name = "Changed";
    expect((await directory.offices(ctx(tenant))).map((o) => o.name)).not.toContain("Changed");
    await two.close();
  });
});
