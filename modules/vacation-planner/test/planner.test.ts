import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  DAY_MS,
  TestClock,
  uniqueEmail,
  useTestDatabase,
  tenantCaller,
} from "../../../core/testing/kit.js";
import { systemContext } from "../../../core/context.js";
import { NotificationModel } from "../../../core/notifications/notifications.model.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { modulesFor } from "../../server.js";
import type { PlannerYear } from "../contract/index.js";
import { workWeek } from "../../people/contract/schedule.js";
import { coverage } from "../server/coverage.js";

useTestDatabase("vacation_planner");

/** Index of a 2030 day in its year (1 January = 0). */
const day = (iso: string) => Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.UTC(2030, 0, 1)) / DAY_MS);

describe("vacation planner", () => {
  let app: FastifyInstance;
  // 2030-01-15 is a Tuesday; 2030-02-04 a Monday
  const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("vacation-planner") }));
  });

  /**
   * A fresh company: departments Kitchen (four cooks on the default Monday-Friday schedule) and Bar (one bartender),
   * a vacation type counted in days (tracked: needs a balance) and an untracked days type for leaves recorded by
   * payroll.
   */
  async function company() {
    const t = await createTestTenant(app);
    const call = tenantCaller(() => ({ app, companyId: t.companyId }));
    /** A person of the company whose saved language is `locale` (it outranks Accept-Language). */
    const speaker = (locale: "pt-BR" | "es", level: "admin" | "revisor" = "admin") =>
      addSignedInMember(app, { admin: t.admin, levels: [level], locale });
    const created = async (method: string, url: string, payload: unknown) => {
      const r = await call(t.admin, method, url, payload);
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json();
    };
    const kitchen: string = (await created("POST", "/departments", { name: "Kitchen" })).id;
    const bar: string = (await created("POST", "/departments", { name: "Bar" })).id;
    const cooks: Array<{ userId: string; id: string }> = [];
    for (const name of ["Ana", "Bia", "Caio", "Duda"])
      cooks.push(
        await created("POST", "/workers", {
          name,
          lastName: "Cook",
          email: uniqueEmail("cook"),
          departmentId: kitchen,
        }),
      );
    const bartender: { userId: string } = await created("POST", "/workers", {
      name: "Beto",
      lastName: "Bar",
      email: uniqueEmail("bar"),
      departmentId: bar,
    });
    const types = await created("POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
        },
        {
          title: { en: "Medical", "pt-BR": "Médica", es: "Médica" },
          color: "#c62828",
          unit: "days",
          totalTime: 0,
          tracked: false,
        },
        {
          title: { en: "Appointment", "pt-BR": "Consulta", es: "Cita" },
          color: "#1565c0",
          unit: "hours",
          totalTime: 8 * 60 * 60 * 1000,
        },
      ],
    });
    const [vacation, medical, hours] = (types.items as Array<{ id: string }>).map((x) => x.id);
    const plan = (over: Record<string, unknown>) =>
      call(t.admin, "POST", "/vacation-planner/entries", { leaveTypeId: vacation, ...over });
    const year = async (query = "") => {
      const r = await call(t.admin, "GET", `/vacation-planner?year=2030${query}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<PlannerYear>();
    };
    return {
      t,
      call,
      speaker,
      kitchen,
      bar,
      cooks,
      bartender,
      vacation: vacation!,
      medical: medical!,
      hours: hours!,
      plan,
      year,
    };
  }

  describe("coverage", () => {
    it("counts who is out per day from plan entries and active leaves, and warns where present < minimum", async () => {
      const c = await company();
      const { call, t, kitchen, cooks } = c;
      expect(
        (await call(t.admin, "PUT", `/vacation-planner/departments/${kitchen}/minimum-staffing`, { minimumPresent: 3 }))
          .statusCode,
      ).toBe(200);
      // Ana Mon 4 – Fri 8 Feb, Bia Thu 7 – Tue 12 Feb (plans); Caio's approved leave on Mon 11 Feb
      expect(
        (await c.plan({ userId: cooks[0]!.userId, startDate: "2030-02-04", endDate: "2030-02-08" })).statusCode,
      ).toBe(201);
      expect(
        (await c.plan({ userId: cooks[1]!.userId, startDate: "2030-02-07", endDate: "2030-02-12", note: "Beach" }))
          .statusCode,
      ).toBe(201);
      const leave = await call(t.admin, "POST", "/leave/payroll-requests", {
        userId: cooks[2]!.userId,
        leaveTypeId: c.medical,
        startDate: "2030-02-11",
        endDate: "2030-02-11",
      });
      expect(leave.statusCode, leave.body).toBe(201);
      // a denied or canceled leave does not count
      const canceled = await call(t.admin, "POST", "/leave/payroll-requests", {
        userId: cooks[3]!.userId,
        leaveTypeId: c.medical,
        startDate: "2030-02-07",
        endDate: "2030-02-07",
      });
      expect((await call(t.admin, "POST", `/leave/requests/${canceled.json().id}/cancel`, {})).statusCode).toBe(200);

      const plan = await c.year(`&departmentId=${kitchen}`);
      expect(plan.departments).toEqual([
        { id: c.bar, name: "Bar", headcount: 1, minimumPresent: null, shortDays: 0 },
        { id: kitchen, name: "Kitchen", headcount: 4, minimumPresent: 3, shortDays: 3 },
      ]);
      const k = plan.department!;
      expect(k.present).toHaveLength(365);
      expect([k.scheduled[day("2030-02-04")], k.present[day("2030-02-04")], k.away[day("2030-02-04")]]).toEqual([
        4, 3, 1,
      ]);
      expect([k.scheduled[day("2030-02-07")], k.present[day("2030-02-07")], k.away[day("2030-02-07")]]).toEqual([
        4, 2, 2,
      ]);
      // the weekend is closed: nobody is scheduled, though Bia is away
      expect([k.scheduled[day("2030-02-09")], k.present[day("2030-02-09")], k.away[day("2030-02-09")]]).toEqual([
        0, 0, 1,
      ]);
      expect([k.present[day("2030-02-11")], k.present[day("2030-02-12")], k.present[day("2030-02-13")]]).toEqual([
        2, 3, 4,
      ]);
      // Thu 7, Fri 8 and Mon 11 are short; the closed weekend between them does not break the range
      expect(k.warnings).toEqual([
        { startDate: "2030-02-07", endDate: "2030-02-11", shortDays: 3, lowestPresent: 2, minimumPresent: 3 },
      ]);
      // everyone with their absences, by name; leaves and plan entries told apart
      expect(k.people.map((p) => p.name)).toEqual(["Ana Cook", "Bia Cook", "Caio Cook", "Duda Cook"]);
      expect(k.people[1]!.absences).toEqual([
        expect.objectContaining({ kind: "plan", startDate: "2030-02-07", endDate: "2030-02-12", note: "Beach" }),
      ]);
      expect(k.people[2]!.absences).toEqual([
        expect.objectContaining({ kind: "leave", leaveTypeId: c.medical, startDate: "2030-02-11", status: "approved" }),
      ]);
      expect(k.people[3]!.absences).toEqual([]);
      // the test's own types (the signup also installed the country's pack, issue 12)
      const own = [c.vacation, c.medical, c.hours];
      expect(plan.leaveTypes.filter((x) => own.includes(x.id)).map((x) => x.unit)).toEqual(["days", "days", "hours"]);

      // a company holiday on Fri 8 closes the day: it is no longer short
      const holiday = await call(t.admin, "POST", "/holidays/br", { items: [{ date: "2030-02-08", name: "Feira" }] });
      expect(holiday.statusCode, holiday.body).toBe(200);
      const after = (await c.year(`&departmentId=${kitchen}`)).department!;
      expect(after.scheduled[day("2030-02-08")]).toBe(0);
      expect(after.warnings).toEqual([
        { startDate: "2030-02-07", endDate: "2030-02-11", shortDays: 2, lowestPresent: 2, minimumPresent: 3 },
      ]);
      expect((await c.year()).holidays).toContainEqual({ date: "2030-02-08", name: "Feira" });
    });

    it("answers the first department by name when none is asked, and 404 for another company's department", async () => {
      const c = await company();
      const other = await company();
      const plan = await c.year();
      expect(plan.department).toMatchObject({ id: c.bar, name: "Bar", headcount: 1, warnings: [] });
      expect(plan.department!.people.map((p) => p.userId)).toEqual([c.bartender.userId]);
      const r = await c.call(c.t.admin, "GET", `/vacation-planner?year=2030&departmentId=${other.kitchen}`);
      expect(r.statusCode).toBe(404);
      expect((await c.call(c.t.admin, "GET", "/vacation-planner?year=1800")).statusCode).toBe(400);
    });

    it("reads schedules: weekdays a custom or regular schedule does not work are not counted", () => {
      expect(workWeek(undefined)).toEqual([false, true, true, true, true, true, false]);
      expect(workWeek({ type: "none" })).toEqual([false, true, true, true, true, true, false]);
      expect(
        workWeek({
          type: "custom",
          days: { sun: true, mon: true, sat: true },
          custom: { sun: { minHour: 8, maxHour: 12 }, sat: { minHour: 8, maxHour: 12 } },
        }),
      ).toEqual([true, false, false, false, false, false, true]);
      // a Saturday shift of two under a minimum of three is not the plan's warning; someone away on it is
      const away = (days: number[]) => {
        const mask = new Uint8Array(365);
        for (const d of days) mask[d] = 1;
        return mask;
      };
      const weekend = [true, false, false, false, false, false, true];
      const sat = day("2030-01-05");
      const quiet = coverage({
        year: 2030,
        holidays: new Set(),
        members: [
          { week: weekend, away: away([]) },
          { week: weekend, away: away([]) },
        ],
        minimumPresent: 3,
      });
      expect([quiet.scheduled[sat], quiet.present[sat], quiet.warnings]).toEqual([2, 2, []]);
      const short = coverage({
        year: 2030,
        holidays: new Set(),
        members: [
          { week: weekend, away: away([sat]) },
          { week: weekend, away: away([]) },
        ],
        minimumPresent: 3,
      });
      expect(short.warnings).toEqual([
        { startDate: "2030-01-05", endDate: "2030-01-05", shortDays: 1, lowestPresent: 1, minimumPresent: 3 },
      ]);
    });
  });

  describe("minimum staffing", () => {
    it("is set per department by admins and revisors, audited, and 0 removes the warnings", async () => {
      const c = await company();
      const { call, t, kitchen, cooks } = c;
      const url = `/vacation-planner/departments/${kitchen}/minimum-staffing`;
      await c.plan({ userId: cooks[0]!.userId, startDate: "2030-03-04", endDate: "2030-03-04" });
      const revisor = await t.loginAs("revisor");
      const set = await call(revisor, "PUT", url, { minimumPresent: 4 });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json()).toMatchObject({ departmentId: kitchen, minimumPresent: 4 });
      expect((await c.year(`&departmentId=${kitchen}`)).department).toMatchObject({
        minimumPresent: 4,
        shortDays: 1,
        warnings: [{ startDate: "2030-03-04", endDate: "2030-03-04", shortDays: 1, lowestPresent: 3 }],
      });
      expect((await call(t.admin, "PUT", url, { minimumPresent: 0 })).json().minimumPresent).toBe(0);
      expect((await c.year(`&departmentId=${kitchen}`)).department).toMatchObject({ minimumPresent: 0, warnings: [] });

      const audit = await call(t.admin, "GET", "/audit?action=vacation-planner.staffing");
      expect(audit.statusCode, audit.body).toBe(200);
      expect(audit.json().items.map((e: { details: unknown }) => e.details)).toEqual([
        { from: 4, to: 0 },
        { from: null, to: 4 },
      ]);
    });

    it("refuses bad input, unknown departments and requesters", async () => {
      const c = await company();
      const other = await company();
      const url = (id: string) => `/vacation-planner/departments/${id}/minimum-staffing`;
      const bad = await c.call(c.t.admin, "PUT", url(c.kitchen), { minimumPresent: -1 });
      expect(bad.statusCode).toBe(400);
      expect((await c.call(c.t.admin, "PUT", url(c.kitchen), { minimumPresent: 1.5 })).statusCode).toBe(400);
      expect((await c.call(c.t.admin, "PUT", url(other.kitchen), { minimumPresent: 1 })).statusCode).toBe(404);
      const requester = await c.t.loginAs("requester");
      const refused = await c.call(requester, "PUT", url(c.kitchen), { minimumPresent: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("FORBIDDEN");
    });
  });

  describe("plan entries", () => {
    it("validates dates, the person, the type and overlaps with plan entries and leaves", async () => {
      const c = await company();
      const ana = c.cooks[0]!.userId;
      const refused = async (over: Record<string, unknown>, code: string, status: number, field?: string) => {
        const r = await c.plan({ userId: ana, ...over });
        expect(r.statusCode, r.body).toBe(status);
        expect(r.json()).toMatchObject({ code, ...(field ? { field } : {}) });
      };
      await refused({ startDate: "2030-02-30" }, "DATE_INVALID", 400, "startDate");
      await refused({ startDate: "2030-03-10", endDate: "2030-03-09" }, "DATES_CHOOSE_CORRECT", 400, "endDate");
      await refused({ startDate: "2030-03-01", endDate: "2031-03-10" }, "DATES_CHOOSE_CORRECT", 400, "endDate");
      await refused({ startDate: "2030-01-14", endDate: "2030-01-20" }, "DATE_BEFORE_NOW", 400, "startDate");
      await refused({ startDate: "2030-03-02", leaveTypeId: c.hours }, "VACATION_PLAN_DAYS_ONLY", 400, "leaveTypeId");
      // someone without a worker profile (a member the company never gave one)
      const noProfile = await c.t.loginAs("revisor");
      await refused({ startDate: "2030-03-02", userId: noProfile.userId }, "NOT_FOUND", 404, "userId");
      const bad = await c.plan({ userId: ana, startDate: "2 March" });
      expect(bad.statusCode).toBe(400);

      const first = await c.plan({ userId: ana, startDate: "2030-03-04", endDate: "2030-03-08" });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ userId: ana, startDate: "2030-03-04", endDate: "2030-03-08", countDays: 5 });
      await refused({ startDate: "2030-03-08", endDate: "2030-03-12" }, "VACATION_PLAN_OVERLAP", 409);
      // the message is the catalogue's, in the caller's language
      const es = await c.call(await c.speaker("es"), "POST", "/vacation-planner/entries", {
        userId: ana,
        leaveTypeId: c.vacation,
        startDate: "2030-03-01",
        endDate: "2030-03-04",
      });
      expect(es.json().message).toBe(
        "Esta persona ya está ausente o tiene vacaciones planificadas en algunos de estos días.",
      );
      // a single day defaults its end to its start; another person's days are free
      const one = await c.plan({ userId: ana, startDate: "2030-03-11" });
      expect(one.json()).toMatchObject({ startDate: "2030-03-11", endDate: "2030-03-11", countDays: 1 });
      expect(
        (await c.plan({ userId: c.cooks[1]!.userId, startDate: "2030-03-04", endDate: "2030-03-08" })).statusCode,
      ).toBe(201);
      // an active leave counts as being away
      const leave = await c.call(c.t.admin, "POST", "/leave/payroll-requests", {
        userId: ana,
        leaveTypeId: c.medical,
        startDate: "2030-04-01",
        endDate: "2030-04-02",
      });
      expect(leave.statusCode, leave.body).toBe(201);
      await refused({ startDate: "2030-03-30", endDate: "2030-04-01" }, "VACATION_PLAN_OVERLAP", 409);
    });

    it("changes an entry (its own days do not overlap it), removes it, and audits both", async () => {
      const c = await company();
      const ana = c.cooks[0]!.userId;
      const id = (await c.plan({ userId: ana, startDate: "2030-05-06", endDate: "2030-05-10" })).json().id as string;
      await c.plan({ userId: ana, startDate: "2030-06-03", endDate: "2030-06-07" });
      const moved = await c.call(c.t.admin, "PATCH", `/vacation-planner/entries/${id}`, {
        startDate: "2030-05-08",
        endDate: "2030-05-17",
        note: "Moved",
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({
        startDate: "2030-05-08",
        endDate: "2030-05-17",
        countDays: 10,
        note: "Moved",
      });
      const overlapping = await c.call(c.t.admin, "PATCH", `/vacation-planner/entries/${id}`, {
        endDate: "2030-06-03",
      });
      expect(overlapping.statusCode).toBe(409);
      const wrong = await c.call(c.t.admin, "PATCH", `/vacation-planner/entries/${id}`, { endDate: "2030-05-01" });
      expect(wrong.json()).toMatchObject({ code: "DATES_CHOOSE_CORRECT", field: "endDate" });
      const cleared = await c.call(c.t.admin, "PATCH", `/vacation-planner/entries/${id}`, { note: "" });
      expect(cleared.json().note).toBeUndefined();

      const other = await company();
      expect(
        (
          await other.call(
            other.t.admin,
            "PATCH",
            `/api/companies/${other.t.companyId}/vacation-planner/entries/${id}`,
            { note: "x" },
          )
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await other.call(
            other.t.admin,
            "DELETE",
            `/api/companies/${other.t.companyId}/vacation-planner/entries/${id}`,
          )
        ).statusCode,
      ).toBe(404);

      expect((await c.call(c.t.admin, "DELETE", `/vacation-planner/entries/${id}`)).statusCode).toBe(204);
      expect((await c.call(c.t.admin, "DELETE", `/vacation-planner/entries/${id}`)).statusCode).toBe(404);
      const plan = await c.year(`&departmentId=${c.kitchen}`);
      expect(plan.department!.people[0]!.absences.map((a) => a.startDate)).toEqual(["2030-06-03"]);
      const audit = await c.call(c.t.admin, "GET", "/audit?action=vacation-planner.entry");
      expect(audit.json().items.map((e: { action: string }) => e.action)).toEqual([
        "vacation-planner.entry.removed",
        "vacation-planner.entry.changed",
        "vacation-planner.entry.changed",
        "vacation-planner.entry.created",
        "vacation-planner.entry.created",
      ]);
    });
  });

  describe("plan entry to leave request", () => {
    it("makes a pending leave through the leave module, once, and shows leave errors in the caller's language", async () => {
      const c = await company();
      const ana = c.cooks[0]!.userId;
      const entry = (
        await c.plan({ userId: ana, startDate: "2030-07-01", endDate: "2030-07-05", note: "Trip" })
      ).json();
      const url = `/vacation-planner/entries/${entry.id}/request`;
      const revisor = await c.speaker("pt-BR", "revisor");

      // no balance yet: the leave module's own refusal, in the revisor's Portuguese
      const poor = await c.call(revisor, "POST", url);
      expect(poor.statusCode, poor.body).toBe(400);
      expect(poor.json()).toMatchObject({ code: "LEAVE_NOT_ENOUGH_DAYS", message: "Não há dias suficientes!" });

      const grant = await c.call(c.t.admin, "POST", "/leave/ledger", {
        userId: ana,
        leaveTypeId: c.vacation,
        kind: "grant",
        amount: 30 * DAY_MS,
        reason: "initial",
      });
      expect(grant.statusCode, grant.body).toBe(201);
      const made = await c.call(revisor, "POST", url);
      expect(made.statusCode, made.body).toBe(201);
      const { request, entry: linked, created } = made.json();
      expect(created).toBe(true);
      expect(request).toMatchObject({
        userId: ana,
        leaveTypeId: c.vacation,
        startDate: "2030-07-01",
        endDate: "2030-07-05",
        status: "pending",
        note: "Trip",
        createdBy: revisor.userId,
      });
      expect(linked.request).toEqual({ id: request.id, status: "pending" });
      // the leave module has it, with its balance use
      const stored = await c.call(c.t.admin, "GET", `/leave/requests/${request.id}`);
      expect(stored.json()).toMatchObject({ status: "pending", amount: 5 * DAY_MS });

      // idempotent: the same request again, nothing new
      const again = await c.call(c.t.admin, "POST", url);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ created: false, request: { id: request.id } });
      // the plan shows the entry with its request, not the leave a second time
      const person = (await c.year(`&departmentId=${c.kitchen}`)).department!.people[0]!;
      expect(person.absences).toEqual([
        expect.objectContaining({ kind: "plan", id: entry.id, request: { id: request.id, status: "pending" } }),
      ]);
      // its days are the request's now
      const moved = await c.call(c.t.admin, "PATCH", `/vacation-planner/entries/${entry.id}`, {
        endDate: "2030-07-06",
      });
      expect(moved.statusCode).toBe(409);
      expect(moved.json().code).toBe("VACATION_PLAN_REQUESTED");

      // once the request is canceled the entry may become a request again
      expect((await c.call(c.t.admin, "POST", `/leave/requests/${request.id}/cancel`, {})).statusCode).toBe(200);
      const renewed = await c.call(c.t.admin, "POST", url);
      expect(renewed.statusCode, renewed.body).toBe(201);
      expect(renewed.json().request.id).not.toBe(request.id);

      const audit = await c.call(c.t.admin, "GET", "/audit?action=vacation-planner.entry.requested");
      expect(audit.json().total).toBe(2);
      // the person is told a leave was asked for them
      const told = await scoped(
        systemContext({ companyId: c.t.companyId, name: "test", log: app.log }),
        NotificationModel,
      ).find({ userId: ana, type: "vacation-planner.entry.requested" });
      expect(told.map((n) => n.link)).toEqual(["/my-requests", "/my-requests"]);
      // a kind the module declares: /notifications-config lists it, so the person chooses its channels
      const kinds = await c.call(c.t.admin, "GET", "/notifications/kinds");
      expect(kinds.json().items).toContainEqual(
        expect.objectContaining({ type: "vacation-planner.entry.requested", module: "vacation-planner" }),
      );
    });

    it("makes one request when called twice at once", async () => {
      const c = await company();
      const ana = c.cooks[0]!.userId;
      await c.call(c.t.admin, "POST", "/leave/ledger", {
        userId: ana,
        leaveTypeId: c.vacation,
        kind: "grant",
        amount: 30 * DAY_MS,
        reason: "initial",
      });
      const entry = (await c.plan({ userId: ana, startDate: "2030-08-05", endDate: "2030-08-09" })).json();
      const url = `/vacation-planner/entries/${entry.id}/request`;
      const answers = await Promise.all([c.call(c.t.admin, "POST", url), c.call(c.t.admin, "POST", url)]);
      // the loser answers the winner's request, or says it is being made (not the leave module's overlap refusal)
      const codes = answers.map((r) => `${r.statusCode} ${r.statusCode === 409 ? r.json().code : ""}`.trim()).sort();
      expect([["200", "201"].join(), ["201", "409 VACATION_PLAN_BUSY"].join()]).toContain(codes.join());
      const mine = await c.call(
        c.t.admin,
        "GET",
        `/leave/requests/${answers.find((r) => r.statusCode === 201)!.json().request.id}`,
      );
      expect(mine.statusCode).toBe(200);
      const kitchen = (await c.year(`&departmentId=${c.kitchen}`)).department!;
      // one leave, linked to the entry, not listed apart
      expect(kitchen.people[0]!.absences).toHaveLength(1);
      expect(kitchen.people[0]!.absences[0]!.request?.status).toBe("pending");
    });

    it("surfaces the leave module's date rules (a locked period) and answers 404 for another company's entry", async () => {
      const c = await company();
      const ana = c.cooks[0]!.userId;
      const entry = (await c.plan({ userId: ana, startDate: "2030-09-02", endDate: "2030-09-03" })).json();
      const locked = await c.call(c.t.admin, "POST", "/leave/locked-dates", {
        startDate: "2030-09-01",
        endDate: "2030-09-05",
      });
      expect(locked.statusCode, locked.body).toBe(201);
      const r = await c.call(await c.speaker("es"), "POST", `/vacation-planner/entries/${entry.id}/request`);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({
        code: "DATE_BLOCKED",
        message: "El intervalo se superpone con una fecha bloqueada.",
      });
      // refused requests leave the entry free: no link, no claim
      expect((await c.year(`&departmentId=${c.kitchen}`)).department!.people[0]!.absences[0]!.request).toBeUndefined();
      const other = await company();
      const foreign = await other.call(
        other.t.admin,
        "POST",
        `/api/companies/${other.t.companyId}/vacation-planner/entries/${entry.id}/request`,
      );
      expect(foreign.statusCode).toBe(404);
    });
  });

  describe("access", () => {
    it("is refused to requesters on every route", async () => {
      const c = await company();
      const requester = await c.t.loginAs("requester");
      const id = "0123456789abcdef01234567";
      for (const [method, url, body] of [
        ["GET", "/vacation-planner", undefined],
        ["PUT", `/vacation-planner/departments/${c.kitchen}/minimum-staffing`, { minimumPresent: 1 }],
        [
          "POST",
          "/vacation-planner/entries",
          { userId: c.cooks[0]!.userId, leaveTypeId: c.vacation, startDate: "2030-03-02" },
        ],
        ["PATCH", `/vacation-planner/entries/${id}`, {}],
        ["DELETE", `/vacation-planner/entries/${id}`, undefined],
        ["POST", `/vacation-planner/entries/${id}/request`, undefined],
      ] as const) {
        const r = await c.call(requester, method, url, body);
        expect(`${method} ${url} ${r.statusCode} ${r.json().code}`).toBe(`${method} ${url} 403 FORBIDDEN`);
      }
    });

    it("is premium only: another plan's company gets the catalogue error and the module list says why", async () => {
      const c = await company();
      await CompanyModel.updateOne({ _id: c.t.companyId }, { $set: { plan: "enterprise" } }).exec();
      const r = await c.call(c.t.admin, "GET", "/vacation-planner?year=2030");
      expect(r.statusCode).toBe(403);
      expect(r.json()).toMatchObject({
        code: "PLAN_UPGRADE_REQUIRED",
        message: "This feature needs the premium plan.",
      });
      const pt = await c.call(await c.speaker("pt-BR"), "POST", "/vacation-planner/entries", {});
      expect(pt.json()).toMatchObject({
        code: "PLAN_UPGRADE_REQUIRED",
        message: "Este recurso requer o plano premium.",
      });
      const modules = await c.call(c.t.admin, "GET", "/modules");
      expect(modules.json().modules).toContainEqual({
        id: "vacation-planner",
        enabled: false,
        reason: "plan",
        plans: ["premium"],
      });
      // the leave module itself stays
      expect((await c.call(c.t.admin, "GET", "/leave-types")).statusCode).toBe(200);
    });
  });
});
