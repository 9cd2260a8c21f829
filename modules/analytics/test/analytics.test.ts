import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bootModule,
  createTestTenant,
  type TestPerson,
  type TestTenant,
  TestClock,
  tenantCaller,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import type { PeopleRecords, PersonRecord } from "../../people/contract/records.js";
import type { Diversity, Growth } from "../contract/index.js";
import { analyticsModule } from "../server/index.js";

/** Growth and diversity on hand-computed companies (fake people.records), the 6-person rule at 5 and 6. */
useTestDatabase("analytics");

const base = { email: "x@x.test", status: "active" as const, referenceWorkerId: null };
let seq = 0;
const person = (over: Partial<PersonRecord>): PersonRecord => ({
  ...base,
  workerId: `w${++seq}`,
  userId: `u${seq}`,
  name: `P ${seq}`,
  ...over,
});

describe("people analytics", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let other: TestTenant;
  let employee: TestPerson;
  let manager: TestPerson;
  const companies = new Map<string, PersonRecord[]>();
  const records: PeopleRecords = {
    all: async (ctx) => companies.get(String(ctx.companyId)) ?? [],
    byId: async () => null,
    setCompensation: async () => null,
  };
  const clock = new TestClock(new Date("2030-03-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));

  beforeAll(async () => {
    ({ app, tenant } = await bootModule(analyticsModule, { services: { records }, clock }));
    other = await createTestTenant(app);
    employee = await tenant.loginAs("requester");
    manager = await tenant.loginAs("revisor");
  });

  /**
   * January to March 2030. Before January: 9 people (7 in d-ops started 2020, 2 in d-sales started 2029-06).
   * January: one hire (d-ops). February: a voluntary exit (d-ops, last day 02-10) and an involuntary one (d-sales,
   * 02-20). March: one hire (d-sales, 03-01); someone hired 2030-04-01 is not counted.
   * Headcounts: Dec 9 -> Jan 10 -> Feb 8 -> Mar 9. Turnover Feb = 2 / ((10 + 8) / 2) = 22.2 %.
   */
  function growthCompany(): PersonRecord[] {
    seq = 0;
    return [
      ...Array.from({ length: 6 }, () => person({ startDateAtCompany: "2020-01-01", departmentId: "d-ops" })),
      person({ startDateAtCompany: "2029-06-01", departmentId: "d-sales" }),
      person({
        startDateAtCompany: "2029-06-01",
        departmentId: "d-sales",
        status: "terminated",
        terminate: { lastDayWork: "2030-02-20", type: "involuntary" },
      }),
      person({ startDateAtCompany: "2030-01-10", departmentId: "d-ops" }),
      person({
        startDateAtCompany: "2020-01-01",
        departmentId: "d-ops",
        status: "terminated",
        terminate: { lastDayWork: "2030-02-10", type: "voluntary" },
      }),
      person({ startDateAtCompany: "2030-03-01", departmentId: "d-sales" }),
      person({ startDateAtCompany: "2030-04-01", departmentId: "d-sales" }),
    ];
  }

  it("computes headcount, hires, terminations by type and turnover per month, by hand", async () => {
    companies.set(tenant.companyId, growthCompany());
    const r = await call(employee, "GET", "/analytics/growth?from=2030-01&to=2030-03");
    expect(r.statusCode, r.body).toBe(200);
    const growth = r.json<Growth>();
    // 7 people started 2020-01-01 (6 + the one who left in February): the 9 before January are 7 + 2 of 2029
    expect(growth.months).toEqual([
      {
        month: "2030-01",
        headcount: 10,
        hires: 1,
        terminations: 0,
        voluntary: 0,
        involuntary: 0,
        others: 0,
        turnover: 0,
      },
      {
        month: "2030-02",
        headcount: 8,
        hires: 0,
        terminations: 2,
        voluntary: 1,
        involuntary: 1,
        others: 0,
        turnover: 22.2,
      },
      {
        month: "2030-03",
        headcount: 9,
        hires: 1,
        terminations: 0,
        voluntary: 0,
        involuntary: 0,
        others: 0,
        turnover: 0,
      },
    ]);
    // on 2030-03-15 (the company's today): 6 at 5+ years (2020), then 0-1: 2029-06, 2030-01, 2030-03 = 3 -> hidden
    expect(growth.seniority).toEqual([{ key: "5+", count: 6 }]);
    expect(growth.groups).toEqual([]);
  });

  it("breaks growth down by department for leaders only, merging groups under 6", async () => {
    companies.set(tenant.companyId, growthCompany());
    expect((await call(employee, "GET", "/analytics/growth?from=2030-01&to=2030-03&by=department")).statusCode).toBe(
      403,
    );
    const growth = (
      await call(manager, "GET", "/analytics/growth?from=2030-01&to=2030-03&by=department")
    ).json<Growth>();
    // d-ops: 7 active at the end (6 + January's hire), 1 hire, 1 exit; d-sales: 2 active -> under 6, merged alone: hidden
    expect(growth.groups).toEqual([{ key: "d-ops", headcount: 7, hires: 1, terminations: 1 }]);
  });

  it("refuses growth for a company of 5 active people and answers for 6", async () => {
    seq = 0;
    const five = Array.from({ length: 5 }, () => person({ startDateAtCompany: "2025-01-01" }));
    companies.set(tenant.companyId, five);
    const refused = await call(tenant.admin, "GET", "/analytics/growth?from=2030-01&to=2030-03");
    expect(refused.json()).toMatchObject({ statusCode: 400, code: "REPORT_MIN_WORKERS" });
    companies.set(tenant.companyId, [...five, person({ startDateAtCompany: "2025-01-01" })]);
    const six = (await call(tenant.admin, "GET", "/analytics/growth?from=2030-01&to=2030-03")).json<Growth>();
    expect(six.months.map((m) => m.headcount)).toEqual([6, 6, 6]);
    expect(six.seniority).toEqual([{ key: "5+", count: 6 }]);
  });

  it("counts diversity only for those who answered, merges groups under 6, hides what stays under 6", async () => {
    seq = 0;
    const people = [
      ...Array.from({ length: 7 }, () => person({ gender: "female", departmentId: "d1", birthdate: "1990-05-01" })),
      ...Array.from({ length: 6 }, () => person({ gender: "male", departmentId: "d1", birthdate: "2008-01-01" })),
      ...Array.from({ length: 3 }, () => person({ gender: "agender", departmentId: "d2" })),
      ...Array.from({ length: 3 }, () => person({ gender: "other", departmentId: "d2" })),
      ...Array.from({ length: 4 }, () => person({ gender: "not-answer", departmentId: "d2" })),
      person({ departmentId: "d2" }),
      person({ gender: "female", status: "terminated", terminate: { lastDayWork: "2029-01-01", type: "voluntary" } }),
    ];
    companies.set(tenant.companyId, people);
    const gender = (
      await call(manager, "GET", "/analytics/diversity?dimension=gender&by=department")
    ).json<Diversity>();
    // 19 answered (the 4 "not-answer", the one without an answer and the terminated person are not counted);
    // agender 3 + other 3 = 6: merged
    expect(gender).toEqual({
      dimension: "gender",
      answered: 19,
      groups: [
        { key: "female", count: 7 },
        { key: "male", count: 6 },
        { key: "merged", count: 6 },
      ],
      hidden: 0,
      departments: [
        {
          key: "d1",
          answered: 13,
          groups: [
            { key: "female", count: 7 },
            { key: "male", count: 6 },
          ],
        },
        { key: "d2", answered: 6, groups: [{ key: "merged", count: 6 }] },
      ],
    });
    // age on 2030-03-15: 1990 -> 39 (25-39, 7 people); 2008 -> 22 (18-24, 6 people)
    const age = (await call(tenant.admin, "GET", "/analytics/diversity?dimension=ageGroup")).json<Diversity>();
    expect(age).toMatchObject({
      answered: 13,
      groups: [
        { key: "25-39", count: 7 },
        { key: "18-24", count: 6 },
      ],
      hidden: 0,
    });
    // a group of 5 left alone is hidden, never shown
    companies.set(tenant.companyId, [
      ...people,
      ...Array.from({ length: 5 }, () => person({ race: "indigenous" })),
      ...Array.from({ length: 6 }, () => person({ race: "white" })),
    ]);
    const race = (await call(tenant.admin, "GET", "/analytics/diversity?dimension=race")).json<Diversity>();
    expect(race).toMatchObject({ answered: 11, groups: [{ key: "white", count: 6 }], hidden: 5 });
    expect(JSON.stringify(race)).not.toContain("indigenous");
  });

  it("refuses diversity over 5 answers and shows it over 6; employees never reach it", async () => {
    seq = 0;
    companies.set(tenant.companyId, [
      ...Array.from({ length: 5 }, () => person({ disability: "visual" })),
      ...Array.from({ length: 10 }, () => person({})),
    ]);
    expect((await call(tenant.admin, "GET", "/analytics/diversity?dimension=disability")).json()).toMatchObject({
      statusCode: 400,
      code: "REPORT_MIN_WORKERS",
    });
    companies.get(tenant.companyId)!.push(person({ disability: "notApplicable" }));
    const six = (await call(tenant.admin, "GET", "/analytics/diversity?dimension=disability")).json<Diversity>();
    // 5 visual + 1 notApplicable: both under 6, merged into one group of 6
    expect(six).toMatchObject({ answered: 6, groups: [{ key: "merged", count: 6 }], hidden: 0 });
    expect((await call(employee, "GET", "/analytics/diversity?dimension=gender")).statusCode).toBe(403);
  });

  it("refuses bad ranges and answers 404 to another tenant", async () => {
    companies.set(tenant.companyId, growthCompany());
    for (const q of ["from=2030-03&to=2030-01", "from=2030-13&to=2030-14", "from=2000-01&to=2030-01"])
      expect((await call(tenant.admin, "GET", `/analytics/growth?${q}`)).json(), q).toMatchObject({
        statusCode: 400,
        code: "ANALYTICS_RANGE_INVALID",
      });
    expect((await callOther(tenant.admin, "GET", "/analytics/growth?from=2030-01&to=2030-03")).statusCode).toBe(404);
    expect((await callOther(tenant.admin, "GET", "/analytics/diversity?dimension=gender")).statusCode).toBe(404);
    // their company has nobody: refused, and our people are not theirs
    expect((await callOther(other.admin, "GET", "/analytics/growth?from=2030-01&to=2030-03")).json()).toMatchObject({
      code: "REPORT_MIN_WORKERS",
    });
  });
});
