import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  tenantCaller,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";

/** GET /leave/home/approvals: the leaders' home card, pending approvals with their department's overlap (issue 12). */
useTestDatabase("leave_home");

describe("GET /leave/home/approvals", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
  let a: TestTenant;
  let b: TestTenant;
  let lead: TestPerson;
  let cooks: TestPerson[];
  const call = tenantCaller(() => ({ app, companyId: a.companyId }));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("leave") }));
    a = await createTestTenant(app);
    b = await createTestTenant(app);
    lead = await a.loginAs("revisor");
    const kitchen = (await call(a.admin, "POST", "/departments", { name: "Kitchen" })).json().id;
    const bar = (await call(a.admin, "POST", "/departments", { name: "Bar" })).json().id;
    const boss = await call(a.admin, "POST", "/workers", { name: "Rita", email: lead.email, levels: ["revisor"] });
    expect(boss.statusCode, boss.body).toBe(201);
    cooks = [];
    for (const [i, name] of ["Ana", "Bia", "Caio", "Beto"].entries()) {
      const person = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      const worker = await call(a.admin, "POST", "/workers", {
        name,
        email: person.email,
        levels: ["requester"],
        departmentId: i < 3 ? kitchen : bar,
        referenceWorkerId: boss.json().id,
      });
      expect(worker.statusCode, worker.body).toBe(201);
      cooks.push(person);
    }
  });
  afterAll(async () => app?.close());

  it("lists the leader's pending requests with how many others of the department are off then", async () => {
    const type = await call(a.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Day off", "pt-BR": "Folga", es: "Libre" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 10 * DAY_MS,
          tracked: false,
        },
      ],
    });
    const leaveTypeId = type.json().items[0].id;
    const [ana, bia, caio, beto] = cooks as [TestPerson, TestPerson, TestPerson, TestPerson];
    // Bia (Kitchen) is off on 4-5 Feb, approved; Caio (Kitchen) asked for 5 Feb; Beto (Bar) is off on 4 Feb
    for (const [person, startDate, endDate] of [
      [bia, "2030-02-04", "2030-02-05"],
      [beto, "2030-02-04", "2030-02-04"],
    ] as const) {
      const r = await call(a.admin, "POST", "/leave/payroll-requests", {
        userId: person.userId,
        leaveTypeId,
        startDate,
        endDate,
      });
      expect(r.statusCode, r.body).toBe(201);
    }
    const caioAsks = await call(caio, "POST", "/leave/requests", { leaveTypeId, startDate: "2030-02-05" });
    expect(caioAsks.statusCode, caioAsks.body).toBe(201);
    const anaAsks = await call(ana, "POST", "/leave/requests", { leaveTypeId, startDate: "2030-02-04" });
    expect(anaAsks.statusCode, anaAsks.body).toBe(201);

    const response = await call(lead, "GET", "/leave/home/approvals?limit=5");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 2,
      items: [
        // Ana's day: Bia is off (approved) and Caio's request does not touch the 4th
        expect.objectContaining({ userId: ana.userId, name: "Ana", department: "Kitchen", othersOff: 1 }),
        // Caio's day: Bia is off and Ana's pending request does not touch the 5th
        expect.objectContaining({ userId: caio.userId, name: "Caio", department: "Kitchen", othersOff: 1 }),
      ],
    });
    // Ana asking the 5th as well makes two others from the Kitchen off on Caio's day
    expect((await call(ana, "POST", "/leave/requests", { leaveTypeId, startDate: "2030-02-05" })).statusCode).toBe(201);
    const again = await call(lead, "GET", "/leave/home/approvals");
    const caioItem = again.json().items.find((i: { userId: string }) => i.userId === caio.userId);
    expect(caioItem).toMatchObject({ othersOff: 2, startDate: "2030-02-05", endDate: "2030-02-05" });
    expect((await call(lead, "GET", "/leave/home/approvals?limit=11")).statusCode).toBe(400);
  });

  it("is for leaders: 403 for a requester, 404 for another company, 401 anonymous", async () => {
    expect((await call(cooks[0]!, "GET", "/leave/home/approvals")).statusCode).toBe(403);
    expect((await call(b.admin, "GET", "/leave/home/approvals")).statusCode).toBe(404);
    expect((await call(null, "GET", "/leave/home/approvals")).statusCode).toBe(401);
    const admin = await call(a.admin, "GET", "/leave/home/approvals");
    expect(admin.statusCode).toBe(200);
  });
});
