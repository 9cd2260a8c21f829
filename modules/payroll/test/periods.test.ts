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
import type { Period, PeriodList, SalaryChange } from "../contract/index.js";
import { payrollModule } from "../server/index.js";
import { EXPORT_COLUMNS } from "../server/periods/period.export.js";
import { fakeServices, smallCompany } from "./fakes.js";

/**
 * The payroll period on the real app with fake people, clock and leave services (test/fakes.ts): figures computed by
 * hand on a small company, field access per level, another tenant's ids, and the refusals in three languages.
 */
useTestDatabase("payroll");

describe("payroll periods", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let other: TestTenant;
  let manager: TestPerson;
  let employee: TestPerson;
  const fakes = fakeServices();
  const clock = new TestClock(new Date("2030-01-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));

  beforeAll(async () => {
    ({ app, tenant } = await bootModule(payrollModule, { services: fakes.services, clock }));
    other = await createTestTenant(app, { companyName: "Other Ltda" });
    manager = await tenant.loginAs("revisor");
    employee = await tenant.loginAs("requester");
    smallCompany(fakes.of(tenant.companyId), manager.userId);
    // the other company has a person of its own, with their pay
    fakes.of(other.companyId).records.push({
      workerId: "w-theirs",
      userId: "u-theirs",
      name: "Their Person",
      email: "t@x.test",
      status: "active",
      referenceWorkerId: null,
      startDateAtCompany: "2025-01-01",
      salary: 9999,
    });
  });

  const DEC = "/payroll/periods/2029-12";

  it("assembles December from people, clock and leave, figure by figure", async () => {
    const r = await call(tenant.admin, "GET", DEC);
    expect(r.statusCode, r.body).toBe(200);
    const period = r.json<Period>();
    expect(period).toMatchObject({
      month: "2029-12",
      from: "2029-12-01",
      to: "2029-12-31",
      closesOn: "2030-01-05",
      // the test clock is on 2030-01-15: past the closing day, still open
      overdue: true,
      status: "open",
      reviewed: 0,
    });
    // Dan left before December and Eva came after it
    expect(period.items.map((i) => i.name)).toEqual(["Ana Lima", "Bruno Souza", "Carla Dias", "Mia Manager"]);
    const [ana, bruno, carla, mia] = period.items;
    expect(ana).toMatchObject({
      salary: 5000,
      variablePay: 500,
      departmentId: "d-ops",
      officeId: "o-sp",
      workedMinutes: 9600,
      expectedMinutes: 9600,
      overtimeMinutes: 120,
      pendingOvertimeMinutes: 30,
      // 20..31 December
      paidLeaveDays: 12,
      unpaidLeaveDays: 0,
      changes: [],
      review: { reviewed: false },
    });
    expect(ana!.leaves).toEqual([
      {
        id: "l-ana-vac",
        leaveTypeId: "t-vac",
        typeTitle: { en: "Vacation", "pt-BR": "Vacation", es: "Vacation" },
        paid: true,
        payroll: true,
        status: "approved",
        startDate: "2029-12-20",
        endDate: "2030-01-05",
        days: 12,
      },
    ]);
    expect(ana).not.toHaveProperty("admission");
    // the pending leave is not payroll's yet
    expect(bruno).toMatchObject({
      salary: 3000,
      workedMinutes: 6000,
      expectedMinutes: 6240,
      paidLeaveDays: 0,
      unpaidLeaveDays: 2,
      admission: "2029-12-10",
      changes: [{ field: "admission", after: "2029-12-10", source: "people" }],
    });
    expect(bruno!.leaves.map((l) => l.id)).toEqual(["l-bruno-unpaid"]);
    expect(carla).toMatchObject({
      workedMinutes: 0,
      termination: { lastDayWork: "2029-12-20", type: "voluntary" },
      changes: [{ field: "termination", after: "2029-12-20 (voluntary)", source: "people" }],
    });
    expect(mia).toMatchObject({ salary: 8000, workedMinutes: 0, leaves: [] });
  });

  it("shows a manager their reporting chain only, with no pay anywhere; employees are refused", async () => {
    const r = await call(manager, "GET", DEC);
    expect(r.statusCode).toBe(200);
    const period = r.json<Period>();
    // Bruno reports to the manager, Carla to Bruno
    expect(period.items.map((i) => i.name)).toEqual(["Bruno Souza", "Carla Dias"]);
    expect(r.body).not.toMatch(/salary|variablePay/);
    expect(period.items[0]).toMatchObject({ workedMinutes: 6000, unpaidLeaveDays: 2 });

    const list = await call(manager, "GET", "/payroll/periods");
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toMatch(/salary/);

    for (const [method, path, body] of [
      ["GET", DEC, undefined],
      ["GET", "/payroll/periods", undefined],
      ["POST", `${DEC}/reviews`, { userIds: ["u-ana"], reviewed: true }],
      ["POST", `${DEC}/approve`, undefined],
      ["GET", `${DEC}/export?format=csv`, undefined],
      [
        "POST",
        "/payroll/salary-changes",
        { workerId: "w-ana", salary: 1, effectiveDay: "2030-01-01", justification: "x".repeat(12) },
      ],
      ["GET", "/payroll/salary-changes?workerId=w-ana", undefined],
    ] as const)
      expect((await call(employee, method, path, body)).statusCode, `employee ${method} ${path}`).toBe(403);
    // a manager reads the period but neither reviews, approves, exports nor touches pay
    for (const [method, path, body] of [
      ["POST", `${DEC}/reviews`, { userIds: ["u-bruno"], reviewed: true }],
      ["POST", `${DEC}/approve`, undefined],
      ["GET", `${DEC}/export?format=csv`, undefined],
      ["GET", `${DEC}/export?format=xlsx`, undefined],
      [
        "POST",
        "/payroll/salary-changes",
        { workerId: "w-bruno", salary: 1, effectiveDay: "2030-01-01", justification: "x".repeat(12) },
      ],
      ["GET", "/payroll/salary-changes?workerId=w-bruno", undefined],
    ] as const)
      expect((await call(manager, method, path, body)).statusCode, `manager ${method} ${path}`).toBe(403);
    expect((await call(undefined, "GET", DEC)).statusCode).toBe(401);
  });

  it("refuses months that do not exist or have not started, in the caller's language", async () => {
    const pt = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "pt-BR" });
    const es = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" });
    for (const month of ["2029-13", "2030-02", "1900-01"]) {
      const r = await call(tenant.admin, "GET", `/payroll/periods/${month}`);
      expect(r.json(), month).toEqual({
        statusCode: 400,
        code: "PAYROLL_MONTH_INVALID",
        message: "Choose a valid month (YYYY-MM) that has already started.",
        field: "month",
      });
    }
    expect((await call(pt, "GET", "/payroll/periods/2029-13")).json()).toMatchObject({
      message: "Escolha um mês válido (AAAA-MM) que já tenha começado.",
    });
    expect((await call(es, "GET", "/payroll/periods/2029-13")).json()).toMatchObject({
      message: "Elige un mes válido (AAAA-MM) que ya haya empezado.",
    });
    expect((await call(tenant.admin, "GET", "/payroll/periods/december")).statusCode).toBe(400);
  });

  it("reviews, refuses to approve what is unreviewed or not ended, then approves and hands the leaves over", async () => {
    const JAN = "/payroll/periods/2030-01";
    expect((await call(tenant.admin, "POST", `${JAN}/approve`)).json()).toMatchObject({
      statusCode: 409,
      code: "PAYROLL_PERIOD_NOT_ENDED",
    });
    expect((await call(tenant.admin, "POST", `${DEC}/approve`)).json()).toMatchObject({
      statusCode: 409,
      code: "PAYROLL_UNREVIEWED",
    });
    // one unknown person: nothing is marked (Dan is not in December either)
    const bad = await call(tenant.admin, "POST", `${DEC}/reviews`, { userIds: ["u-ana", "u-dan"], reviewed: true });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: "PAYROLL_PERSON_NOT_IN_PERIOD", field: "userIds" });
    expect((await call(tenant.admin, "GET", DEC)).json<Period>().reviewed).toBe(0);

    const one = await call(tenant.admin, "POST", `${DEC}/reviews`, {
      userIds: ["u-ana"],
      reviewed: true,
      note: "  vacation checked  ",
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json<Period>().items[0]!.review).toMatchObject({
      reviewed: true,
      note: "vacation checked",
      by: tenant.admin.userId,
    });
    const all = await call(tenant.admin, "POST", `${DEC}/reviews`, {
      userIds: ["u-bruno", "u-carla", manager.userId],
      reviewed: true,
    });
    expect(all.json<Period>().reviewed).toBe(4);
    // the manager sees the marks of their people
    expect((await call(manager, "GET", DEC)).json<Period>().reviewed).toBe(2);

    const approved = await call(tenant.admin, "POST", `${DEC}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const period = approved.json<Period>();
    expect(period).toMatchObject({ status: "approved", approvedBy: tenant.admin.userId, leavesSent: 2, reviewed: 4 });
    expect(fakes.of(tenant.companyId).handOvers).toEqual([{ from: "2029-12-01", to: "2029-12-31" }]);
    // the payroll leaves of December are approved-payroll; the sick type is not a payroll type
    expect(period.items.flatMap((i) => i.leaves.map((l) => [l.id, l.status]))).toEqual([
      ["l-ana-vac", "approved-payroll"],
      ["l-bruno-unpaid", "approved-payroll"],
    ]);
    expect(fakes.of(tenant.companyId).leaves.find((l) => l.id === "l-bruno-pending")!.status).toBe("pending");

    // approved is final: no second approval, no new marks, and later pay changes do not rewrite it
    expect((await call(tenant.admin, "POST", `${DEC}/approve`)).json()).toMatchObject({
      statusCode: 409,
      code: "PAYROLL_PERIOD_APPROVED",
    });
    expect(
      (await call(tenant.admin, "POST", `${DEC}/reviews`, { userIds: ["u-ana"], reviewed: false })).json(),
    ).toMatchObject({ statusCode: 409, code: "PAYROLL_PERIOD_APPROVED" });
    const list = (await call(tenant.admin, "GET", "/payroll/periods")).json<PeriodList>();
    expect(list.items.slice(0, 2)).toEqual([
      { month: "2030-01", status: "open", people: 4 },
      { month: "2029-12", status: "approved", approvedAt: period.approvedAt, people: 4 },
    ]);
  });

  it("changes pay only with a justification, keeps the history, and January shows what changed with its source", async () => {
    const pt = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "pt-BR" });
    const es = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" });
    const body = { workerId: "w-bruno", salary: 3500, effectiveDay: "2030-01-01", justification: "short" };
    for (const [person, message] of [
      [tenant.admin, "Write why the salary changes (at least 10 characters)."],
      [pt, "Escreva o motivo da alteração salarial (pelo menos 10 caracteres)."],
      [es, "Escribe por qué cambia el salario (al menos 10 caracteres)."],
    ] as const)
      expect((await call(person, "POST", "/payroll/salary-changes", body)).json()).toEqual({
        statusCode: 400,
        code: "PAYROLL_JUSTIFICATION_REQUIRED",
        message,
        field: "justification",
      });
    expect(fakes.of(tenant.companyId).records.find((r) => r.workerId === "w-bruno")!.salary).toBe(3000);
    const same = await call(tenant.admin, "POST", "/payroll/salary-changes", {
      ...body,
      salary: 3000,
      justification: "no change at all",
    });
    expect(same.json()).toMatchObject({ statusCode: 400, code: "PAYROLL_SALARY_UNCHANGED" });
    const negative = await call(tenant.admin, "POST", "/payroll/salary-changes", { ...body, salary: -1 });
    expect(negative.statusCode).toBe(400);

    const made = await call(tenant.admin, "POST", "/payroll/salary-changes", {
      ...body,
      justification: "  Promotion to senior analyst ",
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<SalaryChange>()).toMatchObject({
      workerId: "w-bruno",
      userId: "u-bruno",
      salaryBefore: 3000,
      salaryAfter: 3500,
      variablePayBefore: null,
      variablePayAfter: null,
      justification: "Promotion to senior analyst",
      changedBy: tenant.admin.userId,
    });
    expect(fakes.of(tenant.companyId).records.find((r) => r.workerId === "w-bruno")).toMatchObject({
      salary: 3500,
      lastIncrease: "2030-01-01",
    });
    const history = await call(tenant.admin, "GET", "/payroll/salary-changes?workerId=w-bruno");
    expect(history.json<{ items: SalaryChange[] }>().items.map((c) => c.salaryAfter)).toEqual([3500]);

    // January, compared with the approved December
    const jan = (await call(tenant.admin, "GET", "/payroll/periods/2030-01")).json<Period>();
    expect(jan.items.map((i) => i.name)).toEqual(["Ana Lima", "Bruno Souza", "Eva New", "Mia Manager"]);
    const [ana, bruno, eva, mia] = jan.items;
    expect(bruno!.changes).toEqual([
      {
        field: "salary",
        before: 3000,
        after: 3500,
        source: "payroll",
        justification: "Promotion to senior analyst",
      },
      { field: "unpaidLeaveDays", before: 2, after: 0, source: "leave" },
    ]);
    // 1..5 January of the vacation; no January hours yet
    expect(ana).toMatchObject({ paidLeaveDays: 5, overtimeMinutes: 0 });
    expect(ana!.changes).toEqual([
      { field: "overtimeMinutes", before: 120, after: 0, source: "clock" },
      { field: "paidLeaveDays", before: 12, after: 5, source: "leave" },
    ]);
    expect(eva!.changes).toEqual([{ field: "admission", after: "2030-01-05", source: "people" }]);
    expect(mia!.changes).toEqual([]);
    // a manager sees Bruno's leave change, not his raise
    const seen = (await call(manager, "GET", "/payroll/periods/2030-01")).json<Period>();
    expect(seen.items.map((i) => i.changes)).toEqual([
      [{ field: "unpaidLeaveDays", before: 2, after: 0, source: "leave" }],
    ]);
    // December as approved is unchanged
    const dec = (await call(tenant.admin, "GET", DEC)).json<Period>();
    expect(dec.items.find((i) => i.workerId === "w-bruno")!.salary).toBe(3000);
  });

  it("exports the period as CSV and Excel in the documented layout", async () => {
    const csv = await call(tenant.admin, "GET", `${DEC}/export?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="payroll-2029-12.csv"');
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(","));
    expect(lines[1]).toBe(
      "2029-12,w-ana,u-ana,Ana Lima,d-ops,o-sp,5000,500,160,160,2,0.5,12,0,,,,,yes,vacation checked",
    );
    expect(lines[2]).toBe(
      "2029-12,w-bruno,u-bruno,Bruno Souza,,,3000,,100,104,0,0,0,2,2029-12-10,,,admission:>2029-12-10(people),yes,",
    );
    expect(lines).toHaveLength(6); // header, four people, the final line end

    const xlsx = await call(tenant.admin, "GET", `${DEC}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Payroll 2029-12")!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS]);
    expect(sheet.getRow(2).getCell(4).value).toBe("Ana Lima");
    expect(sheet.getRow(2).getCell(7).value).toBe(5000);
    expect(sheet.getRow(3).getCell(14).value).toBe(2);
    expect(sheet.rowCount).toBe(5);
  });

  it("answers 404 to another tenant's company and ids, and shows each tenant its own people only", async () => {
    for (const [method, path, body] of [
      ["GET", DEC, undefined],
      ["GET", "/payroll/periods", undefined],
      ["POST", `${DEC}/reviews`, { userIds: ["u-theirs"], reviewed: true }],
      ["POST", `${DEC}/approve`, undefined],
      ["GET", `${DEC}/export?format=csv`, undefined],
      [
        "POST",
        "/payroll/salary-changes",
        { workerId: "w-theirs", salary: 1, effectiveDay: "2030-01-01", justification: "x".repeat(12) },
      ],
      ["GET", "/payroll/salary-changes?workerId=w-theirs", undefined],
    ] as const) {
      const r = await callOther(tenant.admin, method, path, body);
      expect(r.json(), `${method} ${path}`).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Not found." });
    }
    // their worker's id in our company
    const raise = await call(tenant.admin, "POST", "/payroll/salary-changes", {
      workerId: "w-theirs",
      salary: 1,
      effectiveDay: "2030-01-01",
      justification: "x".repeat(12),
    });
    expect(raise.statusCode).toBe(404);
    expect((await call(tenant.admin, "GET", "/payroll/salary-changes?workerId=w-theirs")).statusCode).toBe(404);
    expect(
      (await call(tenant.admin, "POST", "/payroll/periods/2030-01/reviews", { userIds: ["u-theirs"], reviewed: true }))
        .statusCode,
    ).toBe(400);
    expect(fakes.of(other.companyId).records[0]!.salary).toBe(9999);
    // their December: their person only, not ours, and not approved by our approval
    const theirs = (await callOther(other.admin, "GET", DEC)).json<Period>();
    expect(theirs).toMatchObject({ status: "open", items: [{ name: "Their Person", salary: 9999 }] });
  });
});
