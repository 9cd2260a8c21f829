import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  createTestTenant,
  TestClock,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { buildPeopleApp, companyUrl, createWorker, terminate } from "./helpers.js";
import { occurrenceIn } from "../server/home/home.service.js";

/** The home page's people reads and the shell's people search (issue 12). */
useTestDatabase("people_home");

// the company's today: 2030-01-15 (br, São Paulo: 06:00)
const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
let built: Awaited<ReturnType<typeof buildPeopleApp>>;
let app: FastifyInstance;
let tenant: TestTenant;
let other: TestTenant;

const get = (t: { companyId: string }, token: string | null, path: string) =>
  app.inject({ method: "GET", url: companyUrl(t, path), headers: token ? { token } : {} });

beforeAll(async () => {
  built = await buildPeopleApp({ clock });
  app = built.app;
  tenant = await createTestTenant(app);
  other = await createTestTenant(app);
  await createWorker(app, tenant, { name: "Bia", lastName: "Souza", birthdate: "1990-01-20" });
  await createWorker(app, tenant, { name: "Caio", lastName: "Lima", startDateAtCompany: "2027-01-16" });
  await createWorker(app, tenant, { name: "Duda", lastName: "Reis", birthdate: "1985-03-01" });
  const gone = await createWorker(app, tenant, { name: "Beto", lastName: "Sá", birthdate: "1990-01-16" });
  expect((await terminate(app, tenant, gone.id)).statusCode).toBe(200);
  await createWorker(app, other, { name: "Bianca", lastName: "Other", birthdate: "1990-01-17" });
});
afterAll(async () => {
  await built?.close();
});

describe("GET /workers/celebrations", () => {
  it("lists the coming birthdays (day and month only) and anniversaries to every level", async () => {
    const requester = await tenant.loginAs("requester");
    const response = await get(tenant, requester.token, "/workers/celebrations?days=30");
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.today).toBe("2030-01-15");
    expect(body.items).toEqual([
      { workerId: expect.any(String), name: "Caio Lima", kind: "anniversary", date: "2030-01-16", years: 3 },
      { workerId: expect.any(String), name: "Bia Souza", kind: "birthday", date: "2030-01-20" },
    ]);
    // the birth year never leaves the server
    expect(response.body).not.toContain("1990");
    // a shorter window leaves Bia out; bad input is refused
    expect((await get(tenant, requester.token, "/workers/celebrations?days=2")).json().items).toHaveLength(1);
    expect((await get(tenant, requester.token, "/workers/celebrations?days=0")).statusCode).toBe(400);
  });

  it("answers 401 anonymous and 404 for another company", async () => {
    expect((await get(tenant, null, "/workers/celebrations")).statusCode).toBe(401);
    expect((await get(other, tenant.admin.token, "/workers/celebrations")).statusCode).toBe(404);
  });

  it("keeps 29 February on the 28th in other years", () => {
    expect(occurrenceIn(2031, 2, 29)).toBe("2031-02-28");
    expect(occurrenceIn(2032, 2, 29)).toBe("2032-02-29");
  });
});

describe("GET /workers/search", () => {
  it("finds active colleagues by the start of each word, for every level, with public data only", async () => {
    const requester = await tenant.loginAs("requester");
    const found = await get(tenant, requester.token, "/workers/search?q=bi");
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({ items: [{ id: expect.any(String), name: "Bia", lastName: "Souza" }] });
    expect((await get(tenant, requester.token, "/workers/search?q=bia%20sou")).json().items).toHaveLength(1);
    expect((await get(tenant, requester.token, "/workers/search?q=ouza")).json().items).toHaveLength(0);
    // terminated people and other companies' people are not found; the pattern is not a regular expression
    expect((await get(tenant, requester.token, "/workers/search?q=beto")).json().items).toHaveLength(0);
    expect((await get(tenant, requester.token, "/workers/search?q=.*")).json().items).toHaveLength(0);
    expect(found.body).not.toContain("birthdate");
    expect((await get(tenant, requester.token, "/workers/search?q=")).statusCode).toBe(400);
  });

  it("answers 401 anonymous and 404 for another company", async () => {
    expect((await get(tenant, null, "/workers/search?q=bia")).statusCode).toBe(401);
    expect((await get(other, tenant.admin.token, "/workers/search?q=bia")).statusCode).toBe(404);
  });
});

describe("the setup checklist", () => {
  it("counts active workers, finished imports and colleagues who signed in, and remembers a dismissal", async () => {
    const fresh = await createTestTenant(app);
    const first = await get(fresh, fresh.admin.token, "/setup-checklist");
    expect(first.statusCode, first.body).toBe(200);
    // the creator's own profile (made by the signup) counts
    expect(first.json()).toEqual({ activeWorkers: 1, importsDone: 0, othersSignedIn: 0, dismissedAt: null });

    await createWorker(app, fresh, { name: "Eva" });
    await addSignedInMember(app, { admin: fresh.admin, levels: ["requester"] });
    expect((await get(fresh, fresh.admin.token, "/setup-checklist")).json()).toMatchObject({
      activeWorkers: 2,
      othersSignedIn: 1,
    });

    const dismissed = await app.inject({
      method: "POST",
      url: companyUrl(fresh, "/setup-checklist/dismiss"),
      headers: { token: fresh.admin.token },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().dismissedAt).toBe(clock.now().toISOString());
    expect((await get(fresh, fresh.admin.token, "/setup-checklist")).json().dismissedAt).toBe(
      clock.now().toISOString(),
    );
  });

  it("is for admins only: 403 for the other levels, 404 for another company, 401 anonymous", async () => {
    for (const level of ["revisor", "requester"] as const) {
      const person = await tenant.loginAs(level);
      expect((await get(tenant, person.token, "/setup-checklist")).statusCode).toBe(403);
      const post = await app.inject({
        method: "POST",
        url: companyUrl(tenant, "/setup-checklist/dismiss"),
        headers: { token: person.token },
      });
      expect(post.statusCode).toBe(403);
    }
    expect((await get(other, tenant.admin.token, "/setup-checklist")).statusCode).toBe(404);
    expect((await get(tenant, null, "/setup-checklist")).statusCode).toBe(401);
  });
});
