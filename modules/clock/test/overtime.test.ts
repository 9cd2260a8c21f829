import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AuditEntryModel } from "../../../core/audit/audit.model.js";
import { systemContext } from "../../../core/context.js";
import {
  firstAccess,
  buildTestApp,
  config,
  createTestTenant,
  TestClock,
  tenantCaller,
  uniqueEmail,
  useTestDatabase,
  type TestTenant,
} from "../../../core/testing/kit.js";
import { EventBus } from "../../../core/modules/events.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { serverModules } from "../../server.js";
import type {
  ClockCorrection,
  OvertimeDay,
  OvertimeDayList,
  TimeBankStatement,
  TimeSheetReport,
} from "../contract/index.js";
import { ClockCorrectionModel, ClockEntryModel } from "../server/entries/entries.model.js";
import { instantOf } from "../server/overtime/zone-time.js";
import { createTimeBankService } from "../server/time-bank/time-bank.service.js";

/**
 * Overtime over real punches (the punching side's routes, the engine over the wire): days judged against the schedule,
 * a leader's approval reaching the time bank once, audited; a missing end punch fixed by a correction; a closed
 * payroll period changed only by a correction flagged after closing; the time sheet showing it all.
 */
useTestDatabase("clock_overtime_days");

const SP = "America/Sao_Paulo";
const at = (day: string, hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return instantOf(day, h! * 60 + m!, SP);
};

describe("clock overtime", () => {
  let app: FastifyInstance;
  // Monday 2030-03-04, 08:00 in São Paulo
  const clock = new TestClock(new Date("2030-03-04T11:00:00.000Z"));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
  });

  const signIn = (t: TestTenant, userId: string) => firstAccess(app, t.admin.token, userId);

  async function company() {
    const t = await createTestTenant(app, { companyName: "Horas Ltda" });
    const call = tenantCaller(() => ({ app, companyId: t.companyId }));
    const ok = async <T>(method: string, url: string, body?: unknown, as: { token: string } = t.admin): Promise<T> => {
      const r = await call(as, method, url, body);
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(300);
      return r.json<T>();
    };
    const leaderRole = (await ok<{ id: string }>("POST", "/roles", { name: "Leader", levelAccess: "revisor" })).id;
    const schedule = { type: "regular", minHour: 9, maxHour: 18 };
    const worker = async (name: string, extra: Record<string, unknown>) => {
      const w = await ok<{ id: string; userId: string }>("POST", "/workers", {
        name,
        lastName: "Souza",
        email: uniqueEmail(name.toLowerCase()),
        schedule,
        ...extra,
      });
      return { ...(await signIn(t, w.userId)), workerId: w.id };
    };
    const leader = await worker("Lia", { roleId: leaderRole, levels: ["revisor"] });
    const ana = await worker("Ana", { referenceWorkerId: leader.workerId });
    const otherLeader = await worker("Otto", { roleId: leaderRole, levels: ["revisor"] });
    let n = 0;
    /** Ana punches at a local time of a day (the test clock moves there). */
    const punch = async (day: string, hhmm: string, status: string, as = ana) => {
      clock.current = at(day, hhmm);
      await ok("POST", "/clock/punches", { idempotencyKey: `k-${Date.now()}-${++n}`, status }, as);
    };
    return { t, call, ok, leader, ana, otherLeader, punch };
  }

  it("judges days from punches, a leader approves overtime once into the bank, audited; undertime is debited", async () => {
    const c = await company();
    // Monday: 9.5 h (1.5 h over); Tuesday: 6 h (2 h short); Wednesday: no end punch; Thursday and Friday: nothing
    for (const [time, status] of [
      ["09:00", "start"],
      ["12:00", "middle"],
      ["13:00", "middle"],
      ["19:30", "end"],
    ] as const)
      await c.punch("2030-03-04", time, status);
    for (const [time, status] of [
      ["09:00", "start"],
      ["12:00", "middle"],
      ["13:00", "middle"],
      ["16:00", "end"],
    ] as const)
      await c.punch("2030-03-05", time, status);
    await c.punch("2030-03-06", "09:00", "start");
    clock.current = at("2030-03-11", "08:00");

    const closed = await c.ok<{ days: number }>("POST", "/clock/overtime/close", {
      from: "2030-03-04",
      to: "2030-03-10",
    });
    expect(closed.days).toBeGreaterThanOrEqual(7);
    // a second run changes nothing in the bank
    expect(await c.ok("POST", "/clock/overtime/close", { from: "2030-03-04", to: "2030-03-10" })).toMatchObject({
      credited: 0,
      debited: 0,
    });
    const list = await c.ok<OvertimeDayList>(
      "GET",
      `/clock/overtime/days?from=2030-03-04&to=2030-03-08&userId=${c.ana.userId}`,
      undefined,
      c.leader,
    );
    const byDay = new Map(list.items.map((d) => [d.day, d]));
    expect(byDay.get("2030-03-04")).toMatchObject({
      workedMinutes: 570,
      overtimeMinutes: 90,
      status: "pending",
      name: "Ana Souza",
    });
    expect(byDay.get("2030-03-05")).toMatchObject({ workedMinutes: 360, undertimeMinutes: 120, status: "none" });
    expect(byDay.get("2030-03-06")).toMatchObject({ incomplete: true, undertimeMinutes: 0 });
    expect(byDay.get("2030-03-07")).toMatchObject({ workedMinutes: 0, undertimeMinutes: 480 });

    const monday = byDay.get("2030-03-04")!;
    // Ana cannot decide (her level), nor can a leader who is not hers (not found)
    expect(
      (await c.call(c.ana, "POST", `/clock/overtime/days/${monday.id}/decision`, { decision: "approve" })).statusCode,
    ).toBe(403);
    expect(
      (await c.call(c.otherLeader, "POST", `/clock/overtime/days/${monday.id}/decision`, { decision: "approve" }))
        .statusCode,
    ).toBe(404);
    const approved = await c.ok<OvertimeDay>(
      "POST",
      `/clock/overtime/days/${monday.id}/decision`,
      { decision: "approve" },
      c.leader,
    );
    expect(approved).toMatchObject({ status: "approved", decidedBy: c.leader.userId });
    const again = await c.call(c.t.admin, "POST", `/clock/overtime/days/${monday.id}/decision`, { decision: "refuse" });
    expect(again.json()).toMatchObject({ statusCode: 409, code: "CLOCK_OVERTIME_DECIDED" });
    const audit = await scoped({ companyId: c.t.companyId, now: () => new Date() }, AuditEntryModel).find({
      "target.id": monday.id,
    });
    expect(audit).toMatchObject([{ action: "clock.overtime.approved" }]);

    const bank = await c.ok<TimeBankStatement>("GET", "/clock/time-bank?asOf=2030-03-10", undefined, c.ana);
    // +90 Monday, -120 Tuesday, -480 Thursday and Friday; Wednesday waits for its end punch
    expect(bank.balanceMinutes).toBe(90 - 120 - 480 - 480);
    expect(bank.movements.map((m) => [m.kind, m.minutes, m.day])).toContainEqual(["overtime", 90, "2030-03-04"]);
    // the balance as of Monday
    expect(
      (await c.ok<TimeBankStatement>("GET", "/clock/time-bank?asOf=2030-03-04", undefined, c.ana)).balanceMinutes,
    ).toBe(90);

    // the missing end punch: Ana asks for a correction, her leader approves, the day is judged again
    const fix = await c.ok<ClockCorrection>(
      "POST",
      "/clock/corrections",
      {
        kind: "add",
        status: "end",
        statusDate: at("2030-03-06", "18:00").toISOString(),
        reason: "Forgot to punch out",
      },
      c.ana,
    );
    await c.ok("POST", `/clock/corrections/${fix.id}/decision`, { approve: true, reason: "Confirmed" }, c.leader);
    const wednesday = (
      await c.ok<OvertimeDayList>("GET", `/clock/overtime/days?from=2030-03-06&to=2030-03-06&userId=${c.ana.userId}`)
    ).items[0]!;
    // 09:00 to 18:00 without lunch punches: 9 h, 1 h over
    expect(wednesday).toMatchObject({ incomplete: false, workedMinutes: 540, overtimeMinutes: 60, status: "pending" });

    // the time sheet shows the correction's punch as one
    const report = await c.ok<TimeSheetReport>("POST", "/clock/time-sheet-report", {
      from: "2030-03-04",
      to: "2030-03-08",
      userId: c.ana.userId,
    });
    const wed = report.people[0]!.days.find((d) => d.day === "2030-03-06")!;
    expect(wed.punches).toMatchObject([{ status: "start" }, { status: "end", correction: true }]);
    expect(report.people[0]!.days.find((d) => d.day === "2030-03-04")).toMatchObject({
      overtimeMinutes: 90,
      bankMinutes: 90,
    });
    expect(report.people[0]!.totals.bankMinutes).toBe(90 - 120 - 960);
  });

  it("a closed payroll period changes only through a correction flagged as after closing, dated today in the bank", async () => {
    const c = await company();
    await c.ok("PATCH", "/clock/overtime/settings", { deadlinePayroll: 5, requireApproval: false });
    for (const [time, status] of [
      ["09:00", "start"],
      ["12:00", "middle"],
      ["13:00", "middle"],
      ["17:00", "end"],
    ] as const)
      await c.punch("2030-03-12", time, status);
    clock.current = at("2030-03-13", "08:00");
    await c.ok("POST", "/clock/overtime/close", { from: "2030-03-12", to: "2030-03-12" });
    const statement = async () => c.ok<TimeBankStatement>("GET", "/clock/time-bank?asOf=2030-04-30", undefined, c.ana);
    expect((await statement()).balanceMinutes).toBe(-60);

    // April 6: March closed on April 5
    clock.current = at("2030-04-06", "10:00");
    const ctx = {
      ...systemContext({ companyId: c.t.companyId, name: "test", log: app.log }),
      now: clock.now,
      timeZone: SP,
    };
    // the nightly close leaves the closed month alone even when punches arrive for it
    await c.ok("POST", "/clock/overtime/close", { from: "2030-03-12", to: "2030-03-12" });
    expect((await statement()).balanceMinutes).toBe(-60);

    // a correction of the closed month is flagged when asked, and once approved lands on today's date
    const void17 = await c.ok<ClockCorrection>(
      "POST",
      "/clock/corrections",
      { kind: "add", status: "end", statusDate: at("2030-03-12", "18:00").toISOString(), reason: "Stayed until 18:00" },
      c.ana,
    );
    expect((await scoped(ctx, ClockCorrectionModel).findById(void17.id))?.afterClosing).toBe(true);
    // with the 17:00 end voided, the added 18:00 end closes the day: 8 h worked
    const entries = await scoped(ctx, ClockEntryModel).find({ userId: c.ana.userId });
    const end17 = entries.find(
      (e) => e.status === "end" && e.statusDate.getTime() === at("2030-03-12", "17:00").getTime(),
    );
    expect(end17).toBeDefined();
    const voided = await c.ok<ClockCorrection>(
      "POST",
      "/clock/corrections",
      { kind: "void", entryId: String(end17!._id), reason: "The real end was 18:00" },
      c.ana,
    );
    await c.ok("POST", `/clock/corrections/${void17.id}/decision`, { approve: true, reason: "ok" }, c.leader);
    await c.ok("POST", `/clock/corrections/${voided.id}/decision`, { approve: true, reason: "ok" }, c.leader);
    const after = await statement();
    expect(after.balanceMinutes).toBe(0);
    expect(after.movements.find((m) => m.kind === "undertime" && m.minutes === 60)).toMatchObject({
      day: "2030-04-06",
    });
    // the closed day's figures were judged again through the flagged correction
    const day = (
      await c.ok<OvertimeDayList>("GET", `/clock/overtime/days?from=2030-03-12&to=2030-03-12&userId=${c.ana.userId}`)
    ).items[0]!;
    expect(day).toMatchObject({ workedMinutes: 480, undertimeMinutes: 0 });
  });

  it("compensatory time off: leave takes the compensatory type's balance from the bank (reserved when asked, refused when short, back when canceled); switched off, clock keeps nothing", async () => {
    const c = await company();
    const types = await c.ok<{ items: Array<{ id: string }> }>("POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Time off in lieu", "pt-BR": "Folga compensatória", es: "Descanso compensatorio" },
          color: "#1565c0",
          unit: "hours",
          totalTime: 0,
          tracked: false,
        },
      ],
    });
    const typeId = types.items[0]!.id;
    // a type the company does not have is refused
    const unknown = await c.call(c.t.admin, "PATCH", "/clock/overtime/settings", {
      compensatoryLeaveTypeId: "000000000000000000000000",
    });
    expect(unknown.json()).toMatchObject({
      statusCode: 400,
      code: "VALIDATION_SELECTION",
      field: "compensatoryLeaveTypeId",
    });
    await c.ok("PATCH", "/clock/overtime/settings", { compensatoryLeaveTypeId: typeId });
    clock.current = at("2030-03-13", "10:00");
    const statement = () => c.ok<TimeBankStatement>("GET", "/clock/time-bank?asOf=2030-03-31", undefined, c.ana);
    const ask = (day: string, from: string, to: string) =>
      c.call(c.ana, "POST", "/leave/requests", { leaveTypeId: typeId, startDate: day, startTime: from, endTime: to });

    // an empty bank refuses the request with clock's own message, and nothing is stored on either side
    const short = await ask("2030-03-15", "14:00", "18:00");
    expect(short.json()).toMatchObject({ statusCode: 409, code: "CLOCK_BANK_INSUFFICIENT" });
    const mine = () =>
      c.ok<{ items: unknown[] }>("GET", "/leave/requests/mine?limit=50", undefined, c.ana).then((r) => r.items);
    expect(await mine()).toHaveLength(0);
    expect((await statement()).movements).toHaveLength(0);

    // 5 h in the bank (an admin's adjustment, written through the bank's own service)
    const ctx = { ...systemContext({ companyId: c.t.companyId, name: "test", log: app.log }), now: clock.now };
    const bank = createTimeBankService({ events: new EventBus([], app.log) });
    await bank.record(ctx, c.ana.userId, { kind: "adjustment", minutes: 300, day: "2030-03-12", key: "test:credit" });

    const request = (await ask("2030-03-15", "14:00", "18:00")).json<{ id: string; amount: number; status: string }>();
    expect(request.status).toBe("pending");
    // reserved when asked: 4 h of the 5
    expect((await statement()).balanceMinutes).toBe(60);
    expect((await statement()).movements).toContainEqual(
      expect.objectContaining({ kind: "compensatory", minutes: -240, day: "2030-03-15" }),
    );
    // a second request beyond what is left is refused while the first is pending
    expect((await ask("2030-03-18", "09:00", "12:00")).json()).toMatchObject({ code: "CLOCK_BANK_INSUFFICIENT" });
    // approving spends nothing more; canceling gives the hours back, once
    await c.ok("POST", `/leave/requests/${request.id}/approve`, {}, c.leader);
    expect((await statement()).balanceMinutes).toBe(60);
    await c.ok("POST", `/leave/requests/${request.id}/cancel`, {}, c.t.admin);
    const back = await statement();
    expect(back.balanceMinutes).toBe(300);
    expect(back.movements).toHaveLength(3);

    // clock switched off for the company: the type is leave's own again (untracked), the bank is left alone
    await CompanyModel.updateOne({ _id: c.t.companyId }, { $set: { "modules.disabled": ["clock"] } });
    try {
      const off = await ask("2030-03-20", "09:00", "18:00");
      expect(off.statusCode, off.body).toBe(201);
    } finally {
      await CompanyModel.updateOne({ _id: c.t.companyId }, { $set: { "modules.disabled": [] } });
    }
    expect((await statement()).balanceMinutes).toBe(300);
  });
});
