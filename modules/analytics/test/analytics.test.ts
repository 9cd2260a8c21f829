import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  bootModule,
  createTestTenant,
  type TestPerson,
  type TestTenant,
  TestClock,
  tenantCaller,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import type { PeopleRecords, PersonRecord } from "../../people/contract/records.js";
import type { PeopleSurveyAnswers, SurveyAnswerRecord } from "../../people/contract/survey-answers.js";
import type { Diversity, Growth, Surveys } from "../contract/index.js";
import { analyticsModule } from "../server/index.js";

/**
 * Growth, diversity and the termination-survey dashboard on hand-computed companies (fake people.records,
 * people.directory and people.surveyAnswers), the 6-person rule at 5 and 6, levels, other tenants, Excel exports.
 */
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
  const directory = {
    departments: async () => [
      { id: "d-ops", name: "Operations" },
      { id: "d1", name: "Kitchen" },
    ],
    offices: async () => [],
  } as unknown as PeopleDirectory;
  const surveyRows = new Map<string, SurveyAnswerRecord[]>();
  const surveys: PeopleSurveyAnswers = {
    list: async (ctx, range) =>
      (surveyRows.get(String(ctx.companyId)) ?? []).filter((s) => s.askedAt >= range.from && s.askedAt < range.to),
  };
  const clock = new TestClock(new Date("2030-03-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));

  beforeAll(async () => {
    ({ app, tenant } = await bootModule(analyticsModule, { services: { records, directory, surveys }, clock }));
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
    expect(growth.groups).toEqual([{ key: "d-ops", name: "Operations", headcount: 7, hires: 1, terminations: 1 }]);
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
      breakdown: [
        {
          key: "d1",
          name: "Kitchen",
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

  it("breaks diversity down by level: leaders (someone reports to them) and team members", async () => {
    seq = 0;
    const leaders = Array.from({ length: 6 }, () => person({ gender: "female" }));
    const team = Array.from({ length: 7 }, (_, i) =>
      person({ gender: "male", referenceWorkerId: leaders[i % leaders.length]!.workerId }),
    );
    // a leader's only report has left: she counts as a team member
    const alone = person({ gender: "female" });
    const gone = person({
      gender: "male",
      referenceWorkerId: alone.workerId,
      status: "terminated",
      terminate: { lastDayWork: "2029-01-01", type: "voluntary" },
    });
    companies.set(tenant.companyId, [...leaders, ...team, alone, gone]);
    const level = (await call(manager, "GET", "/analytics/diversity?dimension=gender&by=level")).json<Diversity>();
    expect(level.breakdown).toEqual([
      { key: "leader", answered: 6, groups: [{ key: "female", count: 6 }] },
      // 7 men and 1 woman: the woman is hidden inside her level
      { key: "team", answered: 8, groups: [{ key: "male", count: 7 }] },
    ]);
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

  /**
   * Surveys asked October 2029 to March 2030 (and one in September, outside the range), "recommend" scores:
   * Oct V10 V9 V7 V3 · Nov V8 I2 I5 · Dec none · Jan I9 I6 (+1 pending) · Feb V10 V10 V4 O7 · Mar O6 (+1 pending).
   * 14 answers of 16 asked. Promoters (9-10): 5, passives (7-8): 3, detractors: 6 -> eNPS round(-1/14) = -7.
   * Average "recommend" 96 / 14 = 6.86. "Would return": yes when the score is 7 or more: 8 yes, 6 no.
   * Over time: Oct 4 < 6, + Nov = 7 -> Oct-Nov (10 9 7 3 8 2 5: P 2, Pa 2, D 3 -> -14); Dec-Feb 6 (9 6 10 10 4 7);
   * March's single answer joins the last span: Dec-Mar 7 (P 3, Pa 1, D 3 -> 0).
   * By type: voluntary 8 (10 9 7 3 8 10 10 4: P 4, Pa 2, D 2 -> 25); involuntary 4 + others 2 = 6 merged
   * (2 5 9 6 7 6: P 1, Pa 1, D 4 -> -50).
   */
  function surveyCompany(): SurveyAnswerRecord[] {
    const answer = (day: string, type: string, score: number, commented = false): SurveyAnswerRecord => ({
      terminationType: type,
      status: "answered",
      askedAt: new Date(`${day}T15:00:00.000Z`),
      scores: { recommendCompany: score, manager: 5, environment: 6, growth: 7, compensation: 8 },
      yesNo: { wouldReturn: score >= 7, hadTools: true, feltValued: false },
      commented,
    });
    const pending = (day: string): SurveyAnswerRecord => ({
      terminationType: "voluntary",
      status: "pending",
      askedAt: new Date(`${day}T15:00:00.000Z`),
    });
    return [
      answer("2029-09-20", "voluntary", 1),
      answer("2029-10-03", "voluntary", 10, true),
      answer("2029-10-09", "voluntary", 9, true),
      answer("2029-10-15", "voluntary", 7, true),
      answer("2029-10-28", "voluntary", 3),
      answer("2029-11-04", "voluntary", 8),
      answer("2029-11-12", "involuntary", 2),
      answer("2029-11-20", "involuntary", 5),
      answer("2030-01-10", "involuntary", 9),
      answer("2030-01-18", "involuntary", 6),
      pending("2030-01-25"),
      answer("2030-02-02", "voluntary", 10),
      answer("2030-02-11", "voluntary", 10),
      answer("2030-02-17", "voluntary", 4),
      answer("2030-02-23", "others", 7),
      answer("2030-03-05", "others", 6),
      pending("2030-03-10"),
    ];
  }

  it("computes the termination-survey dashboard by hand: eNPS, averages, yes/no, spans of 6, types merged", async () => {
    surveyRows.set(tenant.companyId, surveyCompany());
    const r = await call(manager, "GET", "/analytics/surveys?from=2029-10&to=2030-03");
    expect(r.statusCode, r.body).toBe(200);
    const s = r.json<Surveys>();
    expect(s).toMatchObject({ from: "2029-10", to: "2030-03", invited: 16, responseRate: 0.875, comments: 3 });
    expect(s.overall.answered).toBe(14);
    expect(s.overall.enps).toEqual({ score: -7, promoters: 5, passives: 3, detractors: 6 });
    expect(s.overall.averages).toEqual({
      recommendCompany: 6.86,
      manager: 5,
      environment: 6,
      growth: 7,
      compensation: 8,
    });
    expect(s.overall.yesNo).toEqual({
      wouldReturn: { yes: 8, no: 6 },
      hadTools: { yes: 14, no: 0 },
      feltValued: { yes: 0, no: 14 },
    });
    // scores 2 3 4 5 6 6 7 7 8 9 9 10 10 10
    expect(s.distributions.recommendCompany).toEqual([0, 1, 1, 1, 1, 2, 2, 1, 2, 3]);
    expect(s.periods.map((p) => [p.from, p.to, p.answered, p.enps.score])).toEqual([
      ["2029-10", "2029-11", 7, -14],
      ["2029-12", "2030-03", 7, 0],
    ]);
    expect(s.byType.map((t) => [t.key, t.answered, t.enps.score])).toEqual([
      ["voluntary", 8, 25],
      ["merged", 6, -50],
    ]);
    // every span and group describes 6 people or more
    expect([...s.periods, ...s.byType].every((g) => g.answered >= 6)).toBe(true);
  });

  it("refuses the survey dashboard over 5 answers, shows it over 6; small types never stand alone", async () => {
    const five = surveyCompany().filter((x) => x.askedAt >= new Date("2030-02-01"));
    surveyRows.set(tenant.companyId, five);
    // February 4 + March 1 = 5 answers
    expect((await call(tenant.admin, "GET", "/analytics/surveys?from=2030-02&to=2030-03")).json()).toMatchObject({
      statusCode: 400,
      code: "REPORT_MIN_WORKERS",
    });
    surveyRows.set(tenant.companyId, [
      ...five,
      ...surveyCompany().filter((x) => x.askedAt.toISOString() === "2030-01-18T15:00:00.000Z"),
    ]);
    const six = (await call(tenant.admin, "GET", "/analytics/surveys?from=2030-01&to=2030-03")).json<Surveys>();
    expect(six.overall.answered).toBe(6);
    expect(six.periods.map((p) => [p.from, p.to, p.answered])).toEqual([["2030-01", "2030-03", 6]]);
    // voluntary 3, others 2, involuntary 1: all under 6, merged together
    expect(six.byType.map((t) => [t.key, t.answered])).toEqual([["merged", 6]]);

    // 7 voluntary and 2 involuntary: the 2 cannot stand alone nor be worked out from the total, so they merge
    // with the voluntary answers
    const at = (i: number) => new Date(Date.UTC(2030, 0, 5 + i, 15));
    surveyRows.set(tenant.companyId, [
      ...Array.from({ length: 7 }, (_, i) => ({ ...surveyCompany()[1]!, askedAt: at(i) })),
      ...Array.from({ length: 2 }, (_, i) => ({ ...surveyCompany()[6]!, askedAt: at(10 + i) })),
    ]);
    const types = (await call(tenant.admin, "GET", "/analytics/surveys?from=2030-01&to=2030-01")).json<Surveys>();
    expect(types.byType.map((t) => [t.key, t.answered])).toEqual([["merged", 9]]);
  });

  it("keeps the survey dashboard from employees and other tenants, and refuses bad ranges", async () => {
    surveyRows.set(tenant.companyId, surveyCompany());
    expect((await call(employee, "GET", "/analytics/surveys?from=2029-10&to=2030-03")).statusCode).toBe(403);
    expect((await call(employee, "GET", "/analytics/surveys/export?from=2029-10&to=2030-03")).statusCode).toBe(403);
    expect((await callOther(tenant.admin, "GET", "/analytics/surveys?from=2029-10&to=2030-03")).statusCode).toBe(404);
    // the other company has no surveys: refused, ours are not theirs
    expect((await callOther(other.admin, "GET", "/analytics/surveys?from=2029-10&to=2030-03")).json()).toMatchObject({
      code: "REPORT_MIN_WORKERS",
    });
    const spanish = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" });
    const bad = await call(spanish, "GET", "/analytics/surveys?from=2030-03&to=2029-10");
    expect(bad.json()).toMatchObject({ code: "ANALYTICS_RANGE_INVALID" });
    expect(bad.json().message).toMatch(/^Elige un rango de meses/);
  });

  it("exports each dashboard's tables to Excel, titles in the caller's language", async () => {
    const read = async (path: string, person: { token: string }) => {
      const r = await call(person, "GET", path);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers["content-type"]).toContain("spreadsheetml");
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
      return book;
    };
    surveyRows.set(tenant.companyId, surveyCompany());
    const portuguese = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"], locale: "pt-BR" });
    const book = await read("/analytics/surveys/export?from=2029-10&to=2030-03", portuguese);
    expect(book.worksheets.map((w) => w.name)).toEqual(["Resumo", "Ao longo do tempo", "Por tipo de desligamento"]);
    const summary = book.getWorksheet("Resumo")!;
    expect(summary.getRow(1).getCell(6).value).toBe("Responderam");
    expect(summary.getRow(2).values).toEqual(expect.arrayContaining(["2029-10", "2030-03", 16, 87.5, 3, 14, -7]));
    const types = book.getWorksheet("Por tipo de desligamento")!;
    expect(types.getRow(2).getCell(1).value).toBe("Voluntário");
    expect(types.getRow(3).getCell(1).value).toBe("Grupos menores juntos");

    companies.set(tenant.companyId, growthCompany());
    const growth = await read("/analytics/growth/export?from=2030-01&to=2030-03&by=department", manager);
    const months = growth.getWorksheet("Months")!;
    expect(months.getRow(3).values).toEqual([undefined, "2030-02", 8, 0, 2, 1, 1, 0, 22.2]);
    expect(growth.getWorksheet("Groups")!.getRow(2).values).toEqual([undefined, "Operations", 7, 1, 1]);
    // an employee exports what they see: company-level growth
    expect((await read("/analytics/growth/export?from=2030-01&to=2030-03", employee)).worksheets).toHaveLength(2);
    expect((await call(employee, "GET", "/analytics/diversity/export?dimension=gender")).statusCode).toBe(403);
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
