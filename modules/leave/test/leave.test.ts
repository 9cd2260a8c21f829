import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { uniqueEmail, tenantCaller } from "../../../core/testing/kit.js";
import { systemContext } from "../../../core/context.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { LeaveRequestModel } from "../server/requests/requests.model.js";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import { LEAVE_PACKS } from "../contract/index.js";
import { halfDayTimes, leaveAmount } from "../server/requests/leave-amount.js";

useTestDatabase("leave");

const HOUR = 60 * 60 * 1000;
const vacationInput = (over: Record<string, unknown> = {}) => ({
  title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
  color: "#2e7d32",
  unit: "days",
  totalTime: 5 * DAY_MS,
  ...over,
});

describe("leave module", () => {
  let app: FastifyInstance;
  const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z")); // a Tuesday
  let a: TestTenant;
  let b: TestTenant;
  let requester: TestPerson;
  let revisor: TestPerson;

  const call = tenantCaller(() => ({ app, companyId: a.companyId }));

  async function createType(over: Record<string, unknown> = {}) {
    const r = await call(a.admin, "POST", "/leave-types/many", { items: [vacationInput(over)] });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ items: Array<{ id: string }> }>().items[0].id;
  }
  async function grant(userId: string, leaveTypeId: string, days: number) {
    const r = await call(a.admin, "POST", "/leave/ledger", {
      userId,
      leaveTypeId,
      kind: "grant",
      amount: days * DAY_MS,
      reason: "initial",
    });
    expect(r.statusCode, r.body).toBe(201);
  }

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("leave") }));
    a = await createTestTenant(app, { companyName: "Alpha" });
    b = await createTestTenant(app, { companyName: "Beta" });
    requester = await a.loginAs("requester");
    revisor = await a.loginAs("revisor");
    // worker profiles: the revisor supervises the requester; the requester works a double schedule
    const boss = await call(a.admin, "POST", "/workers", { name: "Rita", email: revisor.email, levels: ["revisor"] });
    expect(boss.statusCode, boss.body).toBe(201);
    const worker = await call(a.admin, "POST", "/workers", {
      name: "Rui",
      email: requester.email,
      levels: ["requester"],
      referenceWorkerId: boss.json<{ id: string }>().id,
      startDateAtCompany: "2028-06-10",
      schedule: { type: "double" },
    });
    expect(worker.statusCode, worker.body).toBe(201);
  });

  describe("leave types and packs", () => {
    it("creates, patches, lists and reads a type (global route checks membership)", async () => {
      const id = await createType();
      const patched = await call(a.admin, "PATCH", "/leave-types/many", { items: [{ id, color: "#000000" }] });
      expect(patched.statusCode, patched.body).toBe(200);
      expect(patched.json().items[0].color).toBe("#000000");
      const got = await call(requester, "GET", `/api/leave-types/${id}`);
      expect(got.statusCode).toBe(200);
      expect(got.json()).toMatchObject({ id, unit: "days", companyId: a.companyId });
      expect((await call(b.admin, "GET", `/api/leave-types/${id}`)).statusCode).toBe(404);
      expect(
        (await call(b.admin, "PATCH", `/api/companies/${b.companyId}/leave-types/many`, { items: [{ id, order: 1 }] }))
          .statusCode,
      ).toBe(404);
    });

    it("refuses bad input and non-admins", async () => {
      expect(
        (await call(a.admin, "POST", "/leave-types/many", { items: [vacationInput({ unit: "weeks" })] })).statusCode,
      ).toBe(400);
      expect((await call(revisor, "POST", "/leave-types/many", { items: [vacationInput()] })).statusCode).toBe(403);
    });

    it("chooses a country pack once (no duplicates on a second choice) and cites the law", async () => {
      const t = await createTestTenant(app);
      // the signup installed the company's country pack (br, issue 12); another country's is added once
      const installed = (await call(t.admin, "GET", `/api/companies/${t.companyId}/leave-types`, undefined)).json();
      const vacation = installed.items.find((x: { packKey: string }) => x.packKey === "br.vacation");
      expect(vacation).toMatchObject({ totalTime: 30 * DAY_MS, legalBasis: expect.stringContaining("CLT art. 130") });
      expect((await call(t.admin, "PATCH", `/api/companies/${t.companyId}/choose-pack/br`, {})).json()).toMatchObject({
        created: 0,
        skipped: LEAVE_PACKS.br.length,
      });
      const url = `/api/companies/${t.companyId}/choose-pack/us`;
      const first = await call(t.admin, "PATCH", url, {});
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().created).toBe(LEAVE_PACKS.us.length);
      expect(first.json().items.find((x: { packKey: string }) => x.packKey === "us.fmla")).toBeDefined();
      expect((await call(t.admin, "PATCH", url, {})).json()).toMatchObject({
        created: 0,
        skipped: LEAVE_PACKS.us.length,
      });
      expect((await call(t.admin, "PATCH", `/api/companies/${t.companyId}/choose-pack/xx`, {})).statusCode).toBe(404);
      for (const entries of Object.values(LEAVE_PACKS))
        for (const e of entries) expect(e.legalBasis.length).toBeGreaterThan(5);
    });

    it("refuses an admin's pack choice while the platform's founder has locked it (notAllowChangePack)", async () => {
      const t = await createTestTenant(app);
      const other = await createTestTenant(app);
      const url = `/api/companies/${t.companyId}/choose-pack/us`;
      // the founder's switch (tenants/founder/customisation.service.ts) writes this through the company model
      await CompanyModel.updateOne({ _id: t.companyId }, { $set: { notAllowChangePack: true } }).exec();
      // the pack list tells the page upfront, before any choice (issue 18)
      const packs = await call(t.admin, "GET", `/api/companies/${t.companyId}/leave-packs`, undefined);
      expect(packs.json()).toMatchObject({ locked: true });
      const otherPacks = await call(other.admin, "GET", `/api/companies/${other.companyId}/leave-packs`, undefined);
      expect(otherPacks.json()).toMatchObject({ locked: false });
      for (const [locale, message] of [
        ["en", "This company's leave pack is chosen by the platform only. Contact support to change it."],
        [
          "pt-BR",
          "O pacote de ausências desta empresa só é escolhido pela plataforma. Fale com o suporte para mudá-lo.",
        ],
        [
          "es",
          "El paquete de ausencias de esta empresa solo lo elige la plataforma. Contacta con soporte para cambiarlo.",
        ],
      ] as const) {
        // the message is in the admin's own language
        const admin =
          locale === "en" ? t.admin : await addSignedInMember(app, { admin: t.admin, levels: ["admin"], locale });
        const locked = await call(admin, "PATCH", url, {});
        expect(locked.statusCode, locked.body).toBe(403);
        expect(locked.json()).toMatchObject({ code: "LEAVE_PACK_CHOICE_LOCKED", message });
      }
      // nothing was added, and another company is not locked
      const types = (await call(t.admin, "GET", `/api/companies/${t.companyId}/leave-types`, undefined)).json();
      expect(types.items.some((x: { packKey?: string }) => x.packKey?.startsWith("us."))).toBe(false);
      const free = await call(other.admin, "PATCH", `/api/companies/${other.companyId}/choose-pack/us`, {});
      expect(free.statusCode, free.body).toBe(200);
      // unlocked, the choice goes
      await CompanyModel.updateOne({ _id: t.companyId }, { $unset: { notAllowChangePack: 1 } }).exec();
      expect((await call(t.admin, "GET", `/api/companies/${t.companyId}/leave-packs`, undefined)).json()).toMatchObject(
        { locked: false },
      );
      expect((await call(t.admin, "PATCH", url, {})).statusCode).toBe(200);
    });
  });

  describe("counting through schedules", () => {
    const double = {
      type: "double",
      days: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
      minHour: 6,
      maxMidHour: 12,
      minMidHour: 13,
      maxHour: 18,
    };
    it("counts the scheduled hours of a double day, not the clock's", () => {
      const base = {
        unit: "hours" as const,
        workingDaysOnly: false,
        schedule: double,
        startDate: "2030-01-15",
        endDate: "2030-01-15",
      };
      expect(leaveAmount({ ...base, startTime: "10:00", endTime: "15:00" })).toBe(4 * HOUR);
      expect(leaveAmount({ ...base, startTime: "06:00", endTime: "10:00" })).toBe(4 * HOUR);
      expect(leaveAmount({ ...base })).toBe(11 * HOUR);
      // a Saturday is not scheduled
      expect(leaveAmount({ ...base, startDate: "2030-01-19", endDate: "2030-01-19" })).toBe(0);
    });
    it("splits a day's scheduled hours into a morning and an afternoon half", () => {
      expect(halfDayTimes(double, "2030-01-15", "morning")).toEqual({ startTime: "06:00", endTime: "11:30" });
      expect(halfDayTimes(double, "2030-01-15", "afternoon")).toEqual({ startTime: "11:30", endTime: "18:00" });
      const even = { type: "double" as const, minHour: 8, maxMidHour: 12, minMidHour: 13, maxHour: 17 };
      expect(halfDayTimes(even, "2030-01-15", "morning")).toEqual({ startTime: "08:00", endTime: "12:00" });
      expect(halfDayTimes(even, "2030-01-15", "afternoon")).toEqual({ startTime: "13:00", endTime: "17:00" });
      expect(halfDayTimes(double, "2030-01-19", "morning")).toBeNull();
    });
    it("counts working days or calendar days", () => {
      const base = { unit: "days" as const, schedule: double, startDate: "2030-01-18", endDate: "2030-01-21" };
      expect(leaveAmount({ ...base, workingDaysOnly: false })).toBe(4 * DAY_MS);
      expect(leaveAmount({ ...base, workingDaysOnly: true })).toBe(2 * DAY_MS);
    });
  });

  describe("requests", () => {
    it("creates a pending request with countDays and months, spends the balance, and the supervisor approves", async () => {
      const typeId = await createType();
      await grant(requester.userId, typeId, 5);
      const r = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: typeId,
        startDate: "2030-01-30",
        endDate: "2030-02-01",
      });
      expect(r.statusCode, r.body).toBe(201);
      const leave = r.json();
      expect(leave).toMatchObject({
        status: "pending",
        countDays: 3,
        months: ["2030-01", "2030-02"],
        amount: 3 * DAY_MS,
      });
      expect(leave.steps[0]).toMatchObject({ kind: "supervisor", userIds: [revisor.userId] });
      const bal = await call(requester, "GET", "/leave/balances?asOf=2030-02-01");
      const item = bal.json().items.find((x: { leaveTypeId: string }) => x.leaveTypeId === typeId);
      expect(item).toMatchObject({ balance: 2 * DAY_MS, availableInUnit: 2 });
      // not enough left for 3 more days
      const more = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: typeId,
        startDate: "2030-03-04",
        endDate: "2030-03-06",
      });
      expect(more.json()).toMatchObject({
        statusCode: 400,
        code: "LEAVE_NOT_ENOUGH_DAYS",
        message: "Don't have many days!",
      });
      // the requester cannot approve; a revisor who is not the supervisor of this step cannot either
      expect((await call(requester, "POST", `/leave/requests/${leave.id}/approve`, {})).statusCode).toBe(403);
      const ok = await call(revisor, "POST", `/leave/requests/${leave.id}/approve`, {});
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({ status: "approved", stepIndex: 1 });
      const again = await call(revisor, "POST", `/leave/requests/${leave.id}/approve`, {});
      expect(again.json()).toMatchObject({ statusCode: 409, code: "LEAVE_TRANSITION_INVALID" });
      expect((await call(revisor, "POST", `/leave/requests/${leave.id}/payroll`, {})).statusCode).toBe(403);
      const paid = await call(a.admin, "POST", `/leave/requests/${leave.id}/payroll`, {});
      expect(paid.json()).toMatchObject({ status: "approved-payroll" });
      expect(paid.json().history.map((h: { to: string }) => h.to)).toEqual(["approved", "approved-payroll"]);
      // the worker sees the ledger behind the balance
      const ledger = await call(requester, "GET", `/leave/ledger?leaveTypeId=${typeId}`);
      expect(ledger.json().items.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
        ["use", -3 * DAY_MS],
        ["grant", 5 * DAY_MS],
      ]);
      // the requester was notified of each decision, the supervisor of the new request
      const audit = await call(a.admin, "GET", "/audit?limit=50");
      if (audit.statusCode === 200) expect(JSON.stringify(audit.json())).toContain("leave.request.approved-payroll");
    });

    it("counts 'today' in the company's time zone (its country's, or its own gmt)", async () => {
      const typeId = await createType({ totalTime: 0, tracked: false, allowOverlap: true });
      const before = clock.current;
      // 01:30 UTC on the 16th is 22:30 on the 15th in São Paulo: a leave starting on the 15th starts today there
      clock.current = new Date("2030-01-16T01:30:00.000Z");
      try {
        const asked = await call(requester, "POST", "/leave/requests", {
          leaveTypeId: typeId,
          startDate: "2030-01-15",
        });
        expect(asked.statusCode, asked.body).toBe(201);
        await call(requester, "POST", `/leave/requests/${asked.json().id}/cancel`, {});
        // a company that counts its days in UTC is already on the 16th
        await CompanyModel.updateOne({ _id: a.companyId }, { $set: { gmt: "UTC" } }).exec();
        const utc = await call(requester, "POST", "/leave/requests", { leaveTypeId: typeId, startDate: "2030-01-15" });
        expect(utc.json()).toMatchObject({ code: "DATE_BEFORE_NOW" });
      } finally {
        clock.current = before;
        await CompanyModel.updateOne({ _id: a.companyId }, { $unset: { gmt: 1 } }).exec();
      }
    });

    it("validates dates, ranges and schedules with the catalogue messages (en, pt-BR, es)", async () => {
      const typeId = await createType({ totalTime: 0, tracked: false, rangeTypes: ["single"] });
      const pt = await addSignedInMember(app, { admin: a.admin, levels: ["requester"], locale: "pt-BR" });
      const es = await addSignedInMember(app, { admin: a.admin, levels: ["requester"], locale: "es" });
      const post = (person: { token: string }, body: Record<string, unknown>) =>
        call(person, "POST", "/leave/requests", { leaveTypeId: typeId, ...body });
      expect((await post(requester, { startDate: "2030-02-30" })).json()).toMatchObject({
        code: "DATE_INVALID",
        message: "Invalid Date!",
      });
      expect((await post(pt, { startDate: "2030-02-30" })).json().message).toBe("Data inválida!");
      expect((await post(es, { startDate: "2030-01-10" })).json()).toMatchObject({
        code: "DATE_BEFORE_NOW",
        message: "Fecha anterior a hoy.",
      });
      expect((await post(requester, { startDate: "2030-02-05", endDate: "2030-02-06" })).json().message).toBe(
        "This leave don't allow range date.",
      );
      expect((await post(pt, { startDate: "2030-02-05", endDate: "2030-02-06" })).json().message).toBe(
        "Esta licença não permite intervalo de datas.",
      );
      const range = await createType({ totalTime: 0, tracked: false });
      expect(
        (
          await call(requester, "POST", "/leave/requests", {
            leaveTypeId: range,
            startDate: "2030-02-06",
            endDate: "2030-02-05",
          })
        ).json().message,
      ).toBe("Choose correct dates.");
      // an hours leave on a day the schedule does not work (Saturday) spends nothing: refused
      const hours = await createType({ unit: "hours", totalTime: 0, tracked: false });
      expect(
        (await call(requester, "POST", "/leave/requests", { leaveTypeId: hours, startDate: "2030-02-09" })).json().code,
      ).toBe("DATES_CHOOSE_CORRECT");
      // schema errors stay 400
      expect((await call(requester, "POST", "/leave/requests", { leaveTypeId: typeId })).statusCode).toBe(400);
    });

    it("counts a 4-hour leave on a double-schedule day through the worker's schedule", async () => {
      const hours = await createType({ unit: "hours", totalTime: 8 * HOUR });
      await call(a.admin, "POST", "/leave/ledger", {
        userId: requester.userId,
        leaveTypeId: hours,
        kind: "grant",
        amount: 8 * HOUR,
        reason: "bank of hours",
      });
      const r = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: hours,
        startDate: "2030-02-12",
        startTime: "10:00",
        endTime: "15:00",
      });
      expect(r.statusCode, r.body).toBe(201);
      expect(r.json()).toMatchObject({ amount: 4 * HOUR, countDays: 1 });
      const big = await call(requester, "POST", "/leave/requests", { leaveTypeId: hours, startDate: "2030-02-13" });
      expect(big.json()).toMatchObject({ code: "LEAVE_NOT_ENOUGH_TIME", message: "Not enough time." });
    });

    it("takes half days of an hours type: each half spends half the day's schedule, both fit on one day", async () => {
      const hours = await createType({ unit: "hours", totalTime: 0 });
      await call(a.admin, "POST", "/leave/ledger", {
        userId: requester.userId,
        leaveTypeId: hours,
        kind: "grant",
        amount: 20 * HOUR,
        reason: "bank of hours",
      });
      const available = async () =>
        (await call(requester, "GET", "/leave/balances?asOf=2030-02-28"))
          .json()
          .items.find((b: { leaveTypeId: string }) => b.leaveTypeId === hours).available;
      const before = await available();
      const ask = (body: Record<string, unknown>) =>
        call(requester, "POST", "/leave/requests", { leaveTypeId: hours, startDate: "2030-02-19", ...body });
      // the requester works 6-12 and 13-18 (11 h): a half is 5.5 h
      const morning = await ask({ halfDay: "morning" });
      expect(morning.statusCode, morning.body).toBe(201);
      expect(morning.json()).toMatchObject({
        halfDay: "morning",
        startTime: "06:00",
        endTime: "11:30",
        amount: 5.5 * HOUR,
      });
      const afternoon = await ask({ halfDay: "afternoon" });
      expect(afternoon.statusCode, afternoon.body).toBe(201);
      expect(afternoon.json()).toMatchObject({ halfDay: "afternoon", startTime: "11:30", endTime: "18:00" });
      expect(await available()).toBe(before - 11 * HOUR);
      // the same half again overlaps; so do times inside it
      expect((await ask({ halfDay: "morning" })).json().code).toBe("LEAVE_OVERLAP");
      expect((await ask({ startTime: "09:00", endTime: "10:00" })).json().code).toBe("LEAVE_OVERLAP");
      // times outside both halves on another day do not
      expect((await ask({ startDate: "2030-02-20", startTime: "13:00", endTime: "14:00" })).statusCode).toBe(201);
      expect((await ask({ startDate: "2030-02-20", startTime: "14:00", endTime: "15:00" })).statusCode).toBe(201);
      // a half day is one day of an hours type, without times; a day off has no half
      for (const body of [
        { halfDay: "morning", startDate: "2030-02-21", endDate: "2030-02-22" },
        { halfDay: "afternoon", startDate: "2030-02-21", startTime: "09:00", endTime: "10:00" },
      ])
        expect((await ask(body)).json()).toMatchObject({ code: "LEAVE_HALF_DAY_INVALID", statusCode: 400 });
      const days = await createType({ totalTime: 0, tracked: false });
      const onDays = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: days,
        startDate: "2030-02-21",
        halfDay: "morning",
      });
      expect(onDays.json().code).toBe("LEAVE_HALF_DAY_INVALID");
      expect((await ask({ startDate: "2030-02-23", halfDay: "morning" })).json().code).toBe("DATES_CHOOSE_CORRECT");
      expect((await ask({ startDate: "2030-02-21", halfDay: "evening" })).statusCode).toBe(400);
      expect(await available()).toBe(before - 13 * HOUR);
    });

    it("refuses half days while the founder has switched them off for the company (leave.half-days)", async () => {
      const hours = await createType({ unit: "hours", totalTime: 0 });
      await call(a.admin, "POST", "/leave/ledger", {
        userId: requester.userId,
        leaveTypeId: hours,
        kind: "grant",
        amount: 20 * HOUR,
        reason: "bank of hours",
      });
      // December: other tests of this file ask for the spring and autumn days
      const ask = (startDate: string) =>
        call(requester, "POST", "/leave/requests", { leaveTypeId: hours, startDate, halfDay: "morning" });
      // the founder's switch (tenants/founder/customisation.service.ts) writes this through the company model
      await CompanyModel.updateOne(
        { _id: a.companyId },
        { $set: { featureFlags: [{ id: "leave.half-days", on: false }] } },
      );
      try {
        const off = await ask("2030-12-03");
        expect(off.statusCode, off.body).toBe(400);
        expect(off.json()).toMatchObject({
          code: "LEAVE_HALF_DAY_OFF",
          field: "halfDay",
          message: "Half days are not offered in this company: ask for the whole day.",
        });
        // a whole day of the same type still goes
        const whole = await call(requester, "POST", "/leave/requests", {
          leaveTypeId: hours,
          startDate: "2030-12-03",
          startTime: "08:00",
          endTime: "10:00",
        });
        expect(whole.statusCode, whole.body).toBe(201);
      } finally {
        await CompanyModel.updateOne({ _id: a.companyId }, { $unset: { featureFlags: 1 } });
      }
      expect((await ask("2030-12-04")).statusCode).toBe(201);
    });

    it("refuses overlapping leaves and locked dates; locked periods are at most 30 days", async () => {
      const t1 = await createType({ totalTime: 0, tracked: false });
      const first = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: t1,
        startDate: "2030-04-01",
        endDate: "2030-04-03",
      });
      expect(first.statusCode, first.body).toBe(201);
      const overlap = await call(requester, "POST", "/leave/requests", { leaveTypeId: t1, startDate: "2030-04-03" });
      expect(overlap.json()).toMatchObject({
        statusCode: 409,
        code: "LEAVE_OVERLAP",
        message: "Not Allowed Overlapping",
      });
      // once canceled, the dates are free again
      const cancel = await call(requester, "POST", `/leave/requests/${first.json().id}/cancel`, {});
      expect(cancel.json()).toMatchObject({ status: "canceled" });
      expect(
        (await call(requester, "POST", "/leave/requests", { leaveTypeId: t1, startDate: "2030-04-03" })).statusCode,
      ).toBe(201);

      const tooLong = await call(a.admin, "POST", "/leave/locked-dates", {
        startDate: "2030-05-01",
        endDate: "2030-05-31",
      });
      expect(tooLong.json()).toMatchObject({
        code: "LOCKED_DATE_MAX",
        message: "Locked date invalid! Maximun 30 days.",
      });
      expect(
        (await call(requester, "POST", "/leave/locked-dates", { startDate: "2030-05-01", endDate: "2030-05-02" }))
          .statusCode,
      ).toBe(403);
      const locked = await call(a.admin, "POST", "/leave/locked-dates", {
        startDate: "2030-05-01",
        endDate: "2030-05-30",
      });
      expect(locked.statusCode, locked.body).toBe(201);
      const blocked = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: t1,
        startDate: "2030-04-29",
        endDate: "2030-05-02",
      });
      expect(blocked.json()).toMatchObject({
        code: "DATE_BLOCKED",
        message: "The interval overlays with a block date.",
      });
      // payroll may record a leave inside locked dates and in the past, approved at once
      const payroll = await call(a.admin, "POST", "/leave/payroll-requests", {
        userId: requester.userId,
        leaveTypeId: t1,
        startDate: "2030-05-10",
      });
      expect(payroll.json()).toMatchObject({ status: "approved", createdBy: a.admin.userId });
      expect(
        (
          await call(revisor, "POST", "/leave/payroll-requests", {
            userId: requester.userId,
            leaveTypeId: t1,
            startDate: "2030-05-11",
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(a.admin, "DELETE", `/leave/locked-dates/${locked.json().id}`)).statusCode).toBe(204);
    });

    it("denial gives the time back once; another person's request is invisible to a requester", async () => {
      const typeId = await createType();
      await grant(requester.userId, typeId, 2);
      const r = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: typeId,
        startDate: "2030-06-03",
        endDate: "2030-06-04",
      });
      const id = r.json().id;
      const other = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      expect((await call(other, "GET", `/leave/requests/${id}`)).statusCode).toBe(404);
      expect((await call(other, "POST", `/leave/requests/${id}/cancel`, {})).statusCode).toBe(404);
      expect((await call(other, "GET", `/leave/ledger?userId=${requester.userId}`)).statusCode).toBe(404);
      const denied = await call(revisor, "POST", `/leave/requests/${id}/deny`, { reason: "team too small" });
      expect(denied.json()).toMatchObject({ status: "denied" });
      expect((await call(a.admin, "POST", `/leave/requests/${id}/cancel`, {})).json().code).toBe(
        "LEAVE_TRANSITION_INVALID",
      );
      const bal = await call(revisor, "GET", `/leave/balances?userId=${requester.userId}&asOf=2030-12-31`);
      expect(bal.json().items.find((x: { leaveTypeId: string }) => x.leaveTypeId === typeId).balance).toBe(2 * DAY_MS);
      // another tenant's ids answer 404
      expect(
        (await call(b.admin, "POST", `/api/companies/${b.companyId}/leave/requests/${id}/approve`, {})).statusCode,
      ).toBe(404);
      expect((await call(b.admin, "GET", `/api/companies/${a.companyId}/leave/requests/${id}`)).statusCode).toBe(404);
    });

    it("runs a conditional chain step by step (more than 3 days adds an admin step)", async () => {
      const typeId = await createType({
        tracked: false,
        approval: {
          steps: [{ kind: "supervisor" }],
          conditions: [{ moreThanDays: 3, step: { kind: "level", level: "admin" } }],
        },
      });
      const short = await call(requester, "POST", "/leave/requests", { leaveTypeId: typeId, startDate: "2030-07-01" });
      expect(short.json().steps).toHaveLength(1);
      const long = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: typeId,
        startDate: "2030-07-08",
        endDate: "2030-07-12",
      });
      const id = long.json().id;
      expect(long.json().steps.map((s: { kind: string }) => s.kind)).toEqual(["supervisor", "level"]);
      const pending = await call(revisor, "GET", "/leave/requests/pending-approvals");
      expect(pending.json().items.map((x: { id: string }) => x.id)).toContain(id);
      const step1 = await call(revisor, "POST", `/leave/requests/${id}/approve`, {});
      expect(step1.json()).toMatchObject({ status: "pending", stepIndex: 1 });
      // the revisor cannot decide the admin step
      expect((await call(revisor, "POST", `/leave/requests/${id}/approve`, {})).statusCode).toBe(403);
      const step2 = await call(a.admin, "POST", `/leave/requests/${id}/approve`, {});
      expect(step2.json()).toMatchObject({ status: "approved", stepIndex: 2 });
    });

    it("autopilot (flexible culture package) approves at once", async () => {
      const t = await createTestTenant(app);
      await CompanyModel.updateOne({ _id: t.companyId }, { $set: { pack: "flexible" } }).exec();
      const created = await call(t.admin, "POST", `/api/companies/${t.companyId}/leave-types/many`, {
        items: [vacationInput({ tracked: false })],
      });
      const typeId = created.json().items[0].id;
      const r = await call(t.admin, "POST", `/api/companies/${t.companyId}/leave/requests`, {
        leaveTypeId: typeId,
        startDate: "2030-02-04",
      });
      expect(r.json()).toMatchObject({ status: "approved", steps: [] });
    });

    it("lists my requests with filters and quick ranges", async () => {
      const person = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      const typeId = await createType({ tracked: false });
      for (const startDate of ["2030-01-15", "2030-01-20", "2030-03-02"])
        expect((await call(person, "POST", "/leave/requests", { leaveTypeId: typeId, startDate })).statusCode).toBe(
          201,
        );
      const list = async (q: string) => (await call(person, "GET", `/leave/requests/mine?${q}`)).json();
      expect((await list("")).total).toBe(3);
      expect((await list("range=today")).total).toBe(1);
      expect((await list("range=this-month")).total).toBe(2);
      expect((await list("range=this-year")).total).toBe(3);
      expect((await list("range=last-month")).total).toBe(0);
      expect((await list("status=approved")).total).toBe(0);
      expect((await call(person, "GET", "/leave/requests/pending-approvals")).statusCode).toBe(403);
    });
  });

  describe("concurrency (conditional writes, no transactions)", () => {
    it("never spends a balance twice when requests race", async () => {
      const person = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      const typeId = await createType();
      await grant(person.userId, typeId, 3);
      const dates = ["2030-08-05", "2030-08-12", "2030-08-19", "2030-08-26", "2030-09-02", "2030-09-09"];
      const results = await Promise.all(
        dates.map((startDate) =>
          call(person, "POST", "/leave/requests", {
            leaveTypeId: typeId,
            startDate,
            endDate: addDaysIso(startDate, 1),
          }),
        ),
      );
      const ok = results.filter((r) => r.statusCode === 201);
      expect(ok).toHaveLength(1);
      expect(results.filter((r) => r.statusCode !== 201).every((r) => r.json().code === "LEAVE_NOT_ENOUGH_DAYS")).toBe(
        true,
      );
      const bal = await call(person, "GET", "/leave/balances?asOf=2030-12-31");
      expect(bal.json().items.find((x: { leaveTypeId: string }) => x.leaveTypeId === typeId).balance).toBe(DAY_MS);
    });

    it("never books the same dates twice when requests race", async () => {
      const person = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      const typeId = await createType({ tracked: false });
      const results = await Promise.all(
        [0, 1, 2, 3, 4].map(() =>
          call(person, "POST", "/leave/requests", { leaveTypeId: typeId, startDate: "2030-10-07" }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    });

    it("lets one of two simultaneous approvers decide a step, and never skips a step", async () => {
      const typeId = await createType({
        tracked: false,
        approval: {
          steps: [
            { kind: "level", level: "revisor" },
            { kind: "level", level: "admin" },
          ],
        },
      });
      const r = await call(requester, "POST", "/leave/requests", { leaveTypeId: typeId, startDate: "2030-11-04" });
      const id = r.json().id;
      const revisor2 = await addSignedInMember(app, { admin: a.admin, levels: ["revisor"] });
      const [x, y] = await Promise.all([
        call(revisor, "POST", `/leave/requests/${id}/approve`, {}),
        call(revisor2, "POST", `/leave/requests/${id}/approve`, {}),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const loser = x.statusCode === 409 ? x : y;
      expect(["LEAVE_STATUS_CHANGED", "FORBIDDEN", "LEAVE_TRANSITION_INVALID"]).toContain(loser.json().code);
      const got = await call(a.admin, "GET", `/leave/requests/${id}`);
      expect(got.json()).toMatchObject({ status: "pending", stepIndex: 1 });
      // approve and deny at once: exactly one wins
      const [p, q] = await Promise.all([
        call(a.admin, "POST", `/leave/requests/${id}/approve`, {}),
        call(a.admin, "POST", `/leave/requests/${id}/deny`, {}),
      ]);
      expect([p.statusCode, q.statusCode].sort()).toEqual([200, 409]);
    });
  });

  describe("accruals", () => {
    it("grants each period once, however often and concurrently the job runs, and forecasts future accruals", async () => {
      const typeId = await createType({ totalTime: 2 * DAY_MS, accrual: { kind: "monthly" } });
      const runs = await Promise.all([0, 1, 2].map(() => call(a.admin, "POST", "/leave/accrual/run", {})));
      expect(runs.every((r) => r.statusCode === 200)).toBe(true);
      await call(a.admin, "POST", "/leave/accrual/run", {});
      const ledger = await call(requester, "GET", `/leave/ledger?leaveTypeId=${typeId}`);
      expect(ledger.json().items).toEqual([
        expect.objectContaining({
          kind: "accrual",
          period: "2030-01",
          amount: 2 * DAY_MS,
          effectiveDate: "2030-01-01",
        }),
      ]);
      const bal = await call(requester, "GET", "/leave/balances?asOf=2030-04-15");
      expect(bal.json().items.find((x: { leaveTypeId: string }) => x.leaveTypeId === typeId)).toMatchObject({
        balance: 2 * DAY_MS,
        forecast: 6 * DAY_MS,
        available: 8 * DAY_MS,
      });
      // a request later in the year may use what will have accrued by then
      const r = await call(requester, "POST", "/leave/requests", {
        leaveTypeId: typeId,
        startDate: "2030-03-11",
        endDate: "2030-03-16",
      });
      expect(r.statusCode, r.body).toBe(201);
      // the next month is granted when it comes
      clock.advance(20 * DAY_MS);
      await call(a.admin, "POST", "/leave/accrual/run", {});
      clock.advance(-20 * DAY_MS);
      const after = await call(requester, "GET", `/leave/ledger?leaveTypeId=${typeId}`);
      expect(after.json().items.filter((e: { kind: string }) => e.kind === "accrual")).toHaveLength(2);
      expect((await call(requester, "POST", "/leave/accrual/run", {})).statusCode).toBe(403);
    });

    it("anniversary accruals wait for the minimum service", async () => {
      const typeId = await createType({
        totalTime: 30 * DAY_MS,
        accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
      });
      await call(a.admin, "POST", "/leave/accrual/run", {});
      const ledger = await call(requester, "GET", `/leave/ledger?leaveTypeId=${typeId}`);
      // started 2028-06-10: the latest anniversary before 2030-01-15 is 2029-06-10 (svc-1)
      expect(ledger.json().items).toEqual([expect.objectContaining({ period: "svc-1", effectiveDate: "2029-06-10" })]);
      const bal = await call(requester, "GET", "/leave/balances?asOf=2030-06-10");
      expect(bal.json().items.find((x: { leaveTypeId: string }) => x.leaveTypeId === typeId).forecast).toBe(
        30 * DAY_MS,
      );
    });
  });

  describe("holidays, calendar and repair", () => {
    it("lists public holidays from date-holidays with the company's overrides (admin only)", async () => {
      const list = await call(requester, "GET", "/holidays/br?year=2030");
      expect(list.statusCode, list.body).toBe(200);
      const dates = list.json().items.map((h: { date: string }) => h.date);
      expect(dates).toEqual(expect.arrayContaining(["2030-01-01", "2030-04-21", "2030-09-07", "2030-12-25"]));
      expect(dates).not.toContain("2030-03-04"); // Carnaval is not a public holiday by law
      expect((await call(requester, "GET", "/holidays/xx?year=2030")).statusCode).toBe(404);
      expect(
        (await call(revisor, "POST", "/holidays/br", { items: [{ date: "2030-11-11", name: "Founders" }] })).statusCode,
      ).toBe(403);
    });

    /** A fresh company (its own holidays) with an untracked vacation type counted in working days. */
    async function tenantWithWorkingDaysType() {
      const t = await createTestTenant(app);
      const url = `/api/companies/${t.companyId}`;
      const typeId: string = (
        await call(t.admin, "POST", `${url}/leave-types/many`, {
          items: [vacationInput({ tracked: false, workingDaysOnly: true })],
        })
      ).json().items[0].id;
      return { t, url, typeId };
    }

    it("leaves holidays and weekends out when the type says so", async () => {
      const { t, url, typeId } = await tenantWithWorkingDaysType();
      // Mon 11 to Sun 17 November 2030; Friday the 15th is a public holiday (Proclamação da República)
      const week = { leaveTypeId: typeId, startDate: "2030-11-11", endDate: "2030-11-17" };
      const first = await call(t.admin, "POST", `${url}/leave/requests`, week);
      expect(first.json()).toMatchObject({ countDays: 7, amount: 4 * DAY_MS });
      await call(t.admin, "POST", `${url}/leave/requests/${first.json().id}/cancel`, {});
      const changed = await call(t.admin, "POST", `${url}/holidays/br`, {
        items: [
          { date: "2030-11-15", name: "We work", remove: true },
          { date: "2030-11-12", name: "Company day" },
        ],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().items).toContainEqual({ date: "2030-11-12", name: "Company day", source: "company" });
      expect(changed.json().items.map((h: { date: string }) => h.date)).not.toContain("2030-11-15");
      const second = await call(t.admin, "POST", `${url}/leave/requests`, week);
      expect(second.json()).toMatchObject({ amount: 4 * DAY_MS });
      // another tenant cannot change this company's holidays
      expect(
        (await call(b.admin, "POST", `${url}/holidays/br`, { items: [{ date: "2030-11-13", name: "x" }] })).statusCode,
      ).toBe(404);
    });

    it("counts the regional holidays of the worker's office (a São Paulo office is off on 9 July)", async () => {
      const { t, url, typeId } = await tenantWithWorkingDaysType();
      // the state as people write it in an address: by name, any accents or case
      const office = await call(t.admin, "POST", `${url}/offices`, {
        name: "Paulista",
        address: { city: "São Paulo", state: "sao paulo" },
      });
      expect(office.statusCode, office.body).toBe(201);
      const officeId = office.json().id;
      const inSp = await call(t.admin, "POST", `${url}/workers`, { name: "Sônia", email: uniqueEmail("sp"), officeId });
      const elsewhere = await call(t.admin, "POST", `${url}/workers`, { name: "Rio", email: uniqueEmail("rj") });
      // Mon 8 to Wed 10 July 2030; the 9th is Revolução Constitucionalista, a holiday in the state of São Paulo only
      const days = { leaveTypeId: typeId, startDate: "2030-07-08", endDate: "2030-07-10" };
      const sp = await call(t.admin, "POST", `${url}/leave/payroll-requests`, { ...days, userId: inSp.json().userId });
      expect(sp.statusCode, sp.body).toBe(201);
      expect(sp.json()).toMatchObject({ countDays: 3, amount: 2 * DAY_MS });
      const rj = await call(t.admin, "POST", `${url}/leave/payroll-requests`, {
        ...days,
        userId: elsewhere.json().userId,
      });
      expect(rj.json()).toMatchObject({ countDays: 3, amount: 3 * DAY_MS });
      // the office's calendar shows its region's holiday; the company's does not
      const period = "from=2030-07-01&to=2030-07-31";
      const ofOffice = await call(t.admin, "GET", `${url}/leave/calendar?${period}&scope=office&officeId=${officeId}`);
      expect(ofOffice.json().holidays.map((h: { date: string }) => h.date)).toContain("2030-07-09");
      expect(ofOffice.json().leaves.map((l: { id: string }) => l.id)).toEqual([sp.json().id]);
      const company = await call(t.admin, "GET", `${url}/leave/calendar?${period}`);
      expect(company.json().holidays.map((h: { date: string }) => h.date)).not.toContain("2030-07-09");
    });

    it("gives calendar data without denied or canceled leaves, with holidays and locked dates", async () => {
      const typeId = await createType({ tracked: false, allowOverlap: true });
      const kept = await call(requester, "POST", "/leave/requests", { leaveTypeId: typeId, startDate: "2030-12-02" });
      const denied = await call(requester, "POST", "/leave/requests", { leaveTypeId: typeId, startDate: "2030-12-03" });
      await call(revisor, "POST", `/leave/requests/${denied.json().id}/deny`, {});
      const company = await call(requester, "GET", "/leave/calendar?from=2030-12-01&to=2030-12-31");
      expect(company.statusCode, company.body).toBe(200);
      const ids = company.json().leaves.map((l: { id: string }) => l.id);
      expect(ids).toContain(kept.json().id);
      expect(ids).not.toContain(denied.json().id);
      expect(company.json().holidays.map((h: { date: string }) => h.date)).toContain("2030-12-25");
      // each leave carries the person's name; the requester sees the type of their own leave, a leader every type,
      // another requester none (the kind of leave can be health data)
      const me = (await call(requester, "GET", "/workers/me")).json<{ name: string; lastName?: string }>();
      const own = company.json().leaves.find((l: { id: string }) => l.id === kept.json().id);
      expect(own).toMatchObject({ name: [me.name, me.lastName].filter(Boolean).join(" "), leaveTypeId: typeId });
      const colleague = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      const seen = (await call(colleague, "GET", "/leave/calendar?from=2030-12-01&to=2030-12-31")).json();
      const theirs = seen.leaves.find((l: { id: string }) => l.id === kept.json().id);
      expect(theirs.name).toBe(own.name);
      expect(theirs).not.toHaveProperty("leaveTypeId");
      const team = await call(revisor, "GET", "/leave/calendar?from=2030-12-01&to=2030-12-31&scope=team");
      expect(team.json().leaves.map((l: { id: string }) => l.id)).toContain(kept.json().id);
      expect(team.json().leaves.find((l: { id: string }) => l.id === kept.json().id).leaveTypeId).toBe(typeId);
      const mine = await call(requester, "GET", "/leave/calendar?from=2030-12-01&to=2030-12-31&scope=team");
      expect(mine.json().leaves).toEqual([]);
      expect((await call(requester, "GET", "/leave/calendar?from=2030-01-01&to=2030-12-31")).json().code).toBe(
        "DATES_CHOOSE_CORRECT",
      );
    });

    it("the daily job gives back time a crash left held (status written, release not)", async () => {
      const person = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
      const typeId = await createType();
      await grant(person.userId, typeId, 2);
      const r = await call(person, "POST", "/leave/requests", {
        leaveTypeId: typeId,
        startDate: "2030-09-16",
        endDate: "2030-09-17",
      });
      // what a crash between the two writes of a denial leaves behind
      await LeaveRequestModel.updateOne(
        { _id: r.json().id, companyId: a.companyId },
        { $set: { status: "denied" } },
      ).exec();
      const leave = app.modules.find((m) => m.id === "leave")!;
      const job = leave.jobs!.find((j) => j.name === "leave.accrue-balances")!;
      clock.advance(11 * 60 * 1000);
      const ctx = systemContext({ companyId: a.companyId, name: "test", log: app.log, now: clock.now });
      await (job.handler as (c: typeof ctx, d: object) => Promise<void>)(ctx, {});
      await (job.handler as (c: typeof ctx, d: object) => Promise<void>)(ctx, {});
      clock.advance(-11 * 60 * 1000);
      const ledger = await call(person, "GET", `/leave/ledger?leaveTypeId=${typeId}`);
      expect(ledger.json().items.map((e: { kind: string }) => e.kind)).toEqual(["release", "use", "grant"]);
    });
  });
});

function addDaysIso(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}
