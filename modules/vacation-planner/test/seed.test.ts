import { describe, expect, it } from "vitest";
import { seedDemo, DEMO_PASSWORD } from "../../../core/seed/demo-seed.js";
import { buildTestApp, TestClock, uniqueAddress, useTestDatabase } from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import type { PlannerYear } from "../contract/index.js";

useTestDatabase("vacation_planner_seed");

describe("the planner's demo data", () => {
  it("gives the demo company a vacation type, minimum staffing and plan entries that open on a warning", async () => {
    const clock = new TestClock(new Date("2030-03-12T09:00:00.000Z"));
    const { app } = await buildTestApp({ clock, modules: modulesFor("vacation-planner") });
    const logins = await seedDemo({ log: app.log, now: clock.now, modules: app.modules });
    expect(logins).not.toBeNull();
    const login = await app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: "manager@demo.workforce.test", password: DEMO_PASSWORD },
      remoteAddress: uniqueAddress(),
    });
    expect(login.statusCode, login.body).toBe(200);
    const token = login.json<{ token: string }>().token;
    const session = (await app.inject({ url: "/api/auth/session", headers: { token } })).json();
    const companyId = session.companies[0].id as string;

    const first = await app.inject({
      url: `/api/companies/${companyId}/vacation-planner?year=2030`,
      headers: { token },
    });
    expect(first.statusCode, first.body).toBe(200);
    const overview = first.json<PlannerYear>();
    expect(overview.leaveTypes.some((t) => t.title.en === "Vacation" && t.unit === "days")).toBe(true);
    const staffed = overview.departments.filter((d) => d.minimumPresent !== null);
    expect(staffed).toHaveLength(2);
    const short = overview.departments.find((d) => d.shortDays > 0)!;
    expect(short.minimumPresent).toBe(short.headcount - 1);

    const r = await app.inject({
      url: `/api/companies/${companyId}/vacation-planner?year=2030&departmentId=${short.id}`,
      headers: { token },
    });
    const plan = r.json<PlannerYear>().department!;
    expect(plan.warnings.length).toBeGreaterThan(0);
    // about six weeks ahead of the seeding day, on a Monday
    const entries = plan.people.flatMap((p) => p.absences.filter((a) => a.kind === "plan"));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(entries.map((a) => a.startDate).sort()[0]).toBe("2030-04-29");
    expect(entries.some((a) => a.note === "Viagem de família")).toBe(true);
    await app.close();
  });
});
