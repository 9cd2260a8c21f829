import type { FastifyInstance } from "fastify";
import ExcelJS from "exceljs";
import { PDFDocument } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext, type ServiceContext } from "../../../core/context.js";
import { EventBus } from "../../../core/modules/events.js";
import {
  addSignedInMember,
  buildTestApp,
  config,
  createTestTenant,
  TestClock,
  tenantCaller,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { serverModules } from "../../server.js";
import type { OvertimeSettings, TimeBankStatement, TimeSheetExport, TimeSheetReport } from "../contract/index.js";
import { BankMovementModel } from "../server/time-bank/time-bank.model.js";
import { ClockEntryModel } from "../server/entries/entries.model.js";
import { balanceOf, createTimeBankService, timeBankForOtherModules } from "../server/time-bank/time-bank.service.js";
import { closingDayOf, createOvertimeService, isClosed } from "../server/overtime/overtime.service.js";
import { optionalService, providedService } from "../../../core/modules/define-module.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { schedulingShifts } from "../../scheduling/contract/shifts-service.js";
import { createExpectedTime } from "../server/expected/expected-time.js";
import { punchSource } from "../server/overtime/punch-source.js";
import { createTimeSheetService } from "../server/reports/time-sheet.service.js";

/**
 * The time bank (append-only ledger, expiry job run twice, balance as of a day, clock.timeBank), the premium gate,
 * levels and tenants of the overtime routes, the time-sheet report's 6-person rule and its Excel/PDF export job.
 */
useTestDatabase("clock_overtime");

describe("clock time bank and reports", () => {
  let app: FastifyInstance;
  // 2030-03-20 is a Wednesday
  const clock = new TestClock(new Date("2030-03-20T15:00:00.000Z"));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
  });

  async function company(people = 6) {
    const t = await createTestTenant(app);
    const call = tenantCaller(() => ({ app, companyId: t.companyId }));
    const ok = async (method: string, url: string, payload?: unknown) => {
      const r = await call(t.admin, method, url, payload);
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json();
    };
    const department: string = (await ok("POST", "/departments", { name: "Kitchen" })).id;
    const workers: Array<{ userId: string; id: string }> = [];
    for (let i = 0; i < people; i++)
      workers.push(
        await ok("POST", "/workers", {
          name: `Cook${i}`,
          lastName: "Silva",
          email: uniqueEmail(`cook${i}`),
          departmentId: department,
          schedule: { type: "regular", minHour: 9, maxHour: 18 },
        }),
      );
    const ctx: ServiceContext = {
      ...systemContext({ companyId: t.companyId, name: "test", log: app.log }),
      now: clock.now,
    };
    return { t, call, ok, department, workers, ctx };
  }

  describe("the ledger", () => {
    it("credits, debits and reads the balance as of any day; a movement's key is written once", async () => {
      const { ctx, workers } = await company(1);
      const bank = createTimeBankService({ events: new EventBus([], app.log) });
      const userId = workers[0]!.userId;
      await bank.record(ctx, userId, { kind: "overtime", minutes: 90, day: "2030-01-10", key: "overtime:a" });
      await bank.record(ctx, userId, { kind: "undertime", minutes: -30, day: "2030-02-01", key: "undertime:b" });
      // the same fact again (a retried job) writes nothing
      expect(
        await bank.record(ctx, userId, { kind: "overtime", minutes: 90, day: "2030-01-10", key: "overtime:a" }),
      ).toBeNull();
      expect(await bank.balance(ctx, userId, "2030-01-09")).toBe(0);
      expect(await bank.balance(ctx, userId, "2030-01-31")).toBe(90);
      expect(await bank.balance(ctx, userId)).toBe(60);
      const movements = await scoped(ctx, BankMovementModel).find({ userId });
      expect(movements.map((m) => m.seq).sort()).toEqual([1, 2]);
    });

    it("expires what is left of a credit once, even when the job runs twice or twice at once", async () => {
      const { ctx, workers } = await company(1);
      const bank = createTimeBankService({ events: new EventBus([], app.log) });
      const userId = workers[0]!.userId;
      await bank.record(ctx, userId, {
        kind: "overtime",
        minutes: 120,
        day: "2029-08-01",
        key: "ot:1",
        expiryMonths: 6,
      });
      await bank.record(ctx, userId, {
        kind: "overtime",
        minutes: 60,
        day: "2029-12-01",
        key: "ot:2",
        expiryMonths: 6,
      });
      // 45 minutes spent before the first credit expires: they come out of the oldest credit
      await bank.record(ctx, userId, { kind: "compensatory", minutes: -45, day: "2029-10-01", key: "leave:x" });
      const [first, second] = await Promise.all([bank.expire(ctx, "2030-03-20"), bank.expire(ctx, "2030-03-20")]);
      expect(first.expired + second.expired).toBe(1);
      expect(first.minutes + second.minutes).toBe(75);
      expect(await bank.expire(ctx, "2030-03-20")).toEqual({ expired: 0, minutes: 0 });
      // the second credit expires in June
      expect(await bank.balance(ctx, userId, "2030-03-20")).toBe(60);
      expect(await bank.expire(ctx, "2030-06-01")).toEqual({ expired: 1, minutes: 60 });
      expect(await bank.balance(ctx, userId, "2030-06-01")).toBe(0);
      // the balance before the expiry is still readable as of then
      expect(await bank.balance(ctx, userId, "2030-01-01")).toBe(135);
    });

    it("clock.timeBank spends compensatory time once, refuses a short balance, and refunds once", async () => {
      const { ctx, workers } = await company(1);
      const bank = createTimeBankService({ events: new EventBus([], app.log) });
      const service = timeBankForOtherModules(bank);
      const userId = workers[0]!.userId;
      await bank.record(ctx, userId, { kind: "overtime", minutes: 240, day: "2030-03-01", key: "ot:x" });
      await expect(
        service.spend(ctx, { userId, minutes: 300, day: "2030-03-25", requestId: "r1" }),
      ).rejects.toMatchObject({
        code: "CLOCK_BANK_INSUFFICIENT",
      });
      await service.spend(ctx, { userId, minutes: 180, day: "2030-03-25", requestId: "r1" });
      await service.spend(ctx, { userId, minutes: 180, day: "2030-03-25", requestId: "r1" });
      expect(await service.balance(ctx, userId, "2030-03-31")).toBe(60);
      await service.refund(ctx, { userId, requestId: "r1" });
      await service.refund(ctx, { userId, requestId: "r1" });
      expect(await service.balance(ctx, userId, "2030-03-31")).toBe(240);
      expect(balanceOf(await bank.movements(ctx, userId))).toBe(240);
    });
  });

  it("closes a payroll month on deadlinePayroll of the next month", () => {
    expect(closingDayOf("2030-02-14", 5)).toBe("2030-03-05");
    expect(closingDayOf("2030-12-31", 10)).toBe("2031-01-10");
    expect(isClosed("2030-02-14", "2030-03-04", 5)).toBe(false);
    expect(isClosed("2030-02-14", "2030-03-05", 5)).toBe(true);
    expect(isClosed("2030-02-14", "2031-01-01", 0)).toBe(false);
  });

  describe("routes", () => {
    it("reads and changes the overtime settings (admin), audited; requesters read, never write", async () => {
      const { t, call } = await company(1);
      const read = await call(t.admin, "GET", "/clock/overtime/settings");
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json<OvertimeSettings>()).toMatchObject({ toleranceMinutes: 10, requireApproval: true });
      const changed = await call(t.admin, "PATCH", "/clock/overtime/settings", {
        toleranceMinutes: 5,
        rates: { night: 1.25 },
      });
      expect(changed.json<OvertimeSettings>()).toMatchObject({
        toleranceMinutes: 5,
        rates: { weekday: 1.5, night: 1.25 },
      });
      const employee = await t.loginAs("requester");
      expect((await call(employee, "GET", "/clock/overtime/settings")).statusCode).toBe(200);
      expect((await call(employee, "PATCH", "/clock/overtime/settings", { toleranceMinutes: 1 })).statusCode).toBe(403);
      const manager = await t.loginAs("revisor");
      expect((await call(manager, "PATCH", "/clock/overtime/settings", { toleranceMinutes: 1 })).statusCode).toBe(403);
      // bad input: a weekly limit under the daily one
      const bad = await call(t.admin, "PATCH", "/clock/overtime/settings", { weeklyLimitMinutes: 60 });
      expect(bad.json()).toMatchObject({ statusCode: 400, code: "VALIDATION_MIN_VALUE", field: "weeklyLimitMinutes" });
      const pt = await addSignedInMember(app, { admin: t.admin, levels: ["admin"], locale: "pt-BR" });
      const range = await call(pt, "GET", "/clock/overtime/days?from=2030-03-10&to=2030-03-01");
      expect(range.json()).toMatchObject({
        statusCode: 400,
        message: "O fim do período não pode ser antes do início.",
      });
    });

    it("/overtime is premium only: another plan's company is refused with the plan message", async () => {
      const { t, call } = await company(1);
      await CompanyModel.updateOne({ _id: t.companyId }, { $set: { plan: "enterprise" } }).exec();
      const es = await addSignedInMember(app, { admin: t.admin, levels: ["admin"], locale: "es" });
      for (const path of [
        "/clock/overtime/settings",
        "/clock/overtime/days?from=2030-03-01&to=2030-03-10",
        "/clock/time-bank",
      ]) {
        const r = await call(t.admin, "GET", path);
        expect(r.json(), path).toMatchObject({ statusCode: 403, code: "PLAN_UPGRADE_REQUIRED" });
      }
      expect((await call(es, "GET", "/clock/overtime/settings")).json()).toMatchObject({
        code: "PLAN_UPGRADE_REQUIRED",
        message: expect.stringContaining("premium"),
      });
    });

    it("answers another company's ids with 404 and a person's bank only to them, their leader or an admin", async () => {
      const a = await company(1);
      const b = await company(1);
      const other = b.workers[0]!.userId;
      expect((await a.call(a.t.admin, "GET", `/clock/time-bank?userId=${other}`)).json()).toMatchObject({
        balanceMinutes: 0,
        movements: [],
      });
      const day = "000000000000000000000000";
      expect(
        (await a.call(a.t.admin, "POST", `/clock/overtime/days/${day}/decision`, { decision: "approve" })).statusCode,
      ).toBe(404);
      expect((await b.call(a.t.admin, "GET", "/clock/overtime/settings")).statusCode).toBe(404);
      const employee = await a.t.loginAs("requester");
      const mine = await a.call(employee, "GET", "/clock/time-bank");
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json<TimeBankStatement>().userId).toBe(employee.userId);
      expect((await a.call(employee, "GET", `/clock/time-bank?userId=${a.workers[0]!.userId}`)).statusCode).toBe(404);
      expect(
        (await a.call(employee, "POST", `/clock/overtime/days/${day}/decision`, { decision: "approve" })).statusCode,
      ).toBe(403);
    });

    it("refuses a group report of fewer than 6 people (spec §5), in the caller's language", async () => {
      const small = await company(5);
      const filters = { from: "2030-03-01", to: "2030-03-15", departmentId: small.department };
      const r = await small.call(small.t.admin, "POST", "/clock/time-sheet-report", filters);
      expect(r.json()).toEqual({
        statusCode: 400,
        code: "REPORT_MIN_WORKERS",
        message: "Minimum 6 workers for filtered reports.",
      });
      const pt = await addSignedInMember(app, { admin: small.t.admin, levels: ["admin"], locale: "pt-BR" });
      expect((await small.call(pt, "POST", "/clock/time-sheet-report", filters)).json()).toMatchObject({
        message: "Mínimo de 6 colaboradores para relatórios filtrados.",
      });
      // exports are refused the same way, before anything is queued
      expect(
        (await small.call(small.t.admin, "POST", "/clock/time-sheet-report/exports", { filters, format: "xlsx" }))
          .statusCode,
      ).toBe(400);
      // the admin's one-person sheet (the payroll document) is allowed; a leader's is not
      const one = await small.call(small.t.admin, "POST", "/clock/time-sheet-report", {
        from: "2030-03-01",
        to: "2030-03-15",
        userId: small.workers[0]!.userId,
      });
      expect(one.statusCode, one.body).toBe(200);
      const manager = await small.t.loginAs("revisor");
      expect(
        (
          await small.call(manager, "POST", "/clock/time-sheet-report", {
            from: "2030-03-01",
            to: "2030-03-15",
            userId: small.workers[0]!.userId,
          })
        ).json(),
      ).toMatchObject({ code: "REPORT_MIN_WORKERS" });
      const employee = await small.t.loginAs("requester");
      expect((await small.call(employee, "POST", "/clock/time-sheet-report", filters)).statusCode).toBe(403);
    });

    it("hands the report out a batch of people at a time, in name order, the same people as the whole report", async () => {
      const c = await company(7);
      // a day's punches for one of them, so the batches carry judged punches, not only empty days
      const w = c.workers[5]!;
      await scoped(c.ctx, ClockEntryModel).insertMany(
        (["2030-03-04T12:00:00.000Z", "2030-03-04T20:00:00.000Z"] as const).map((at, i) => ({
          workerId: w.id,
          userId: w.userId,
          status: i === 0 ? ("start" as const) : ("end" as const),
          statusDate: new Date(at),
          receivedAt: new Date(at),
          method: "web" as const,
          lateSync: false,
          idempotencyKey: `batch-test-${w.id}-${i}`,
          seq: 900_000 + i,
          prevHash: "test",
          hash: `batch-test-${w.id}-${i}`,
          createdBy: w.userId,
        })),
      );
      const people = providedService(app.modules, peopleDirectory)!;
      const leaves = providedService(app.modules, leaveAbsences)!;
      const events = new EventBus([], app.log);
      const overtime = createOvertimeService({
        events,
        audit: { record: async () => ({}) as never },
        people,
        leaves,
        bank: createTimeBankService({ events }),
        punches: punchSource,
        expected: createExpectedTime({
          shifts: optionalService(schedulingShifts, providedService(app.modules, schedulingShifts)),
        }),
      });
      const sheets = createTimeSheetService({ people, leaves, overtime });
      const ctx = { ...c.ctx, timeZone: "America/Sao_Paulo" };
      const filters = { from: "2030-03-02", to: "2030-03-08", departmentId: c.department };
      const whole = await sheets.build(ctx, filters);
      const batches: string[][] = [];
      const handed: TimeSheetReport["people"] = [];
      const progress: number[] = [];
      const period = await sheets.each(
        ctx,
        filters,
        (batch) => {
          batches.push(batch.map((p) => p.name));
          handed.push(...batch);
        },
        { batch: 3, onProgress: (share) => void progress.push(share) },
      );
      expect(batches.map((b) => b.length)).toEqual([3, 3, 1]);
      expect(batches.flat()).toEqual([...whole.people.map((p) => p.name)]);
      expect(batches.flat()).toEqual([...batches.flat()].sort((a, b) => a.localeCompare(b)));
      expect(handed).toEqual(whole.people);
      expect(period).toEqual({ from: whole.from, to: whole.to, closed: whole.closed });
      expect(progress).toEqual([3 / 7, 6 / 7, 1]);
      expect(handed.some((p) => p.days.some((d) => d.punches.length > 0))).toBe(true);
    });

    it("reports six people per day, and exports the report to Excel and PDF through a job with progress", async () => {
      const c = await company(6);
      const filters = { from: "2030-03-02", to: "2030-03-08", departmentId: c.department };
      const r = await c.call(c.t.admin, "POST", "/clock/time-sheet-report", filters);
      expect(r.statusCode, r.body).toBe(200);
      const report = r.json<TimeSheetReport>();
      expect(report.people).toHaveLength(6);
      expect(report.people[0]!.days.map((d) => d.kind)).toEqual([
        "restDay",
        "restDay",
        "weekday",
        "weekday",
        "weekday",
        "weekday",
        "weekday",
      ]);
      expect(report.people[0]!.days[2]).toMatchObject({
        expectedMinutes: 480,
        workedMinutes: 0,
        undertimeMinutes: 480,
      });

      for (const format of ["xlsx", "pdf"] as const) {
        const started = await c.call(c.t.admin, "POST", "/clock/time-sheet-report/exports", { filters, format });
        expect(started.statusCode, started.body).toBe(202);
        const job = started.json<TimeSheetExport>();
        expect(job).toMatchObject({ status: "queued", progress: 0 });
        expect(
          (await c.call(c.t.admin, "GET", `/clock/time-sheet-report/exports/${job.id}/file`)).json(),
        ).toMatchObject({
          code: "CLOCK_EXPORT_NOT_READY",
        });
        // the job's run (the test app runs no scheduler): what a worker instance does
        const run = app.modules.find((m) => m.id === "clock")!.jobs!.find((j) => j.name === "clock.time-sheet-export")!;
        await (run.handler as (ctx: ServiceContext, data: { exportId: string }) => Promise<void>)(
          { ...c.ctx, timeZone: "America/Sao_Paulo" },
          { exportId: job.id },
        );
        const done = (
          await c.call(c.t.admin, "GET", `/clock/time-sheet-report/exports/${job.id}`)
        ).json<TimeSheetExport>();
        expect(done).toMatchObject({
          status: "done",
          progress: 100,
          fileName: `time-sheet-2030-03-02-2030-03-08.${format}`,
        });
        const file = await c.call(c.t.admin, "GET", `/clock/time-sheet-report/exports/${job.id}/file`);
        expect(file.statusCode).toBe(200);
        expect(file.headers["content-disposition"]).toContain("attachment");
        const body = file.rawPayload;
        if (format === "xlsx") {
          const workbook = new ExcelJS.Workbook();
          await workbook.xlsx.load(body as unknown as ArrayBuffer);
          const sheet = workbook.worksheets[0]!;
          expect(sheet.getRow(1).getCell(1).value).toBe("Person");
          // a row per person and day, a totals row per person, the titles
          expect(sheet.rowCount).toBe(6 * 7 + 6 + 1);
          expect(sheet.getRow(4).getCell(8).value).toBe("8:00");
        } else {
          expect(body.subarray(0, 5).toString()).toBe("%PDF-");
          // one page per person
          expect((await PDFDocument.load(body)).getPageCount()).toBe(6);
        }
        // someone else's export is not found
        const manager = await c.t.loginAs("revisor");
        expect((await c.call(manager, "GET", `/clock/time-sheet-report/exports/${job.id}`)).statusCode).toBe(404);
      }
    });
  });
});
