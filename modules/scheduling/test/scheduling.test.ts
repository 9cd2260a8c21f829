import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { defineModule } from "../../../core/modules/define-module.js";
import { NotificationModel } from "../../../core/notifications/notifications.model.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  firstAccess,
  addSignedInMember,
  buildTestApp,
  config,
  createTestTenant,
  TestClock,
  uniqueEmail,
  useTestDatabase,
  tenantCaller,
} from "../../../core/testing/kit.js";
import { serverModules } from "../../server.js";
import {
  schedulingShifts,
  type Board,
  type MyShifts,
  type Order,
  type Shift,
  type ShiftsResult,
} from "../contract/index.js";

useTestDatabase("scheduling");

const H = 60;
// 2030-01-15 is a Tuesday; 2030-01-21 the next Monday
const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
const MON = "2030-01-21";
const day = (offset: number) => {
  const d = new Date(`${MON}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
});

type Person = { userId: string; token: string };

/** A company with a Kitchen of four cooks (signed in as employees), a manager, and the other tenant's admin. */
async function company() {
  const t = await createTestTenant(app);
  const call = tenantCaller(() => ({ app, companyId: t.companyId }));
  const ok = async (who: Person, method: string, url: string, payload?: unknown) => {
    const r = await call(who, method, url, payload);
    expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(300);
    return r.json();
  };
  const kitchen: string = (await ok(t.admin, "POST", "/departments", { name: "Kitchen" })).id;
  /** Signs a worker in through the first-access link, as the person would. */
  const signIn = (userId: string): Promise<Person> => firstAccess(app, t.admin.token, userId);
  const cooks: Person[] = [];
  for (const name of ["Ana", "Bia", "Caio", "Duda"]) {
    const w = await ok(t.admin, "POST", "/workers", {
      name,
      lastName: "Cook",
      email: uniqueEmail(name.toLowerCase()),
      departmentId: kitchen,
    });
    cooks.push(await signIn(w.userId));
  }
  const manager = await t.loginAs("revisor");
  const shift = (userId: string | null, date: string, from: number, to: number, extra: object = {}) => ({
    ...(userId ? { userId } : {}),
    date,
    start: from * H,
    end: to * H,
    departmentId: kitchen,
    ...extra,
  });
  const create = (who: Person, items: unknown[], headers?: string) =>
    call(who, "POST", "/scheduling/shifts", { items }, headers as never);
  const board = async (from = MON) =>
    (await ok(manager, "GET", `/scheduling/board?departmentId=${kitchen}&from=${from}`)) as Board;
  const publish = (from = MON, to = day(6)) =>
    ok(manager, "POST", "/scheduling/publish", { departmentId: kitchen, from, to });
  return { t, call, ok, kitchen, cooks, manager, shift, create, board, publish, signIn };
}

describe("shifts on the board", () => {
  it("a manager builds a week, sees it on the board with coverage, publishes it; people see theirs and are notified", async () => {
    const c = await company();
    const [ana, bia] = c.cooks as [Person, Person];
    const created = await c.create(c.manager, [
      c.shift(ana.userId, MON, 6, 14),
      c.shift(bia.userId, MON, 14, 22),
      c.shift(ana.userId, day(1), 6, 14),
      c.shift(null, day(2), 10, 16, { skill: "grill" }),
    ]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<ShiftsResult>()).toMatchObject({ written: 4, warnings: [] });
    await c.ok(c.manager, "PUT", "/scheduling/coverage", {
      departmentId: c.kitchen,
      slots: [{ start: 6 * H, end: 14 * H, minimum: 2 }],
    });
    const board = await c.board();
    expect(board.people.map((p) => p.name)).toEqual(["Ana Cook", "Bia Cook", "Caio Cook", "Duda Cook"]);
    expect(board.shifts).toHaveLength(4);
    expect(board.shifts.every((s) => s.status === "draft")).toBe(true);
    expect(board.coverage.filter((x) => x.date === MON)).toEqual([
      { date: MON, start: 6 * H, end: 14 * H, minimum: 2, scheduled: 1 },
    ]);
    // drafts are not the person's yet
    expect((await c.ok(ana, "GET", `/scheduling/my-shifts?from=${MON}&to=${day(6)}`)).items).toEqual([]);

    expect(await c.publish()).toEqual({ published: 4, notified: 2 });
    const mine = (await c.ok(ana, "GET", `/scheduling/my-shifts?from=${MON}&to=${day(6)}`)) as MyShifts;
    expect(mine.items.map((s) => [s.date, s.start, s.status])).toEqual([
      [MON, 6 * H, "published"],
      [day(1), 6 * H, "published"],
    ]);
    const notes = await scoped({ companyId: c.t.companyId, now: clock.now }, NotificationModel).find({
      userId: ana.userId,
      type: "scheduling.shift.published",
    });
    expect(notes).toHaveLength(1);
    // publishing again publishes nothing new
    expect(await c.publish()).toEqual({ published: 0, notified: 0 });

    // moving a published shift (drag and drop) notifies the person and asks for confirmation again
    await c.ok(ana, "POST", `/scheduling/shifts/${mine.items[0]!.id}/confirm`);
    const moved = await c.call(c.manager, "PATCH", `/scheduling/shifts/${mine.items[0]!.id}`, { date: day(3) });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ShiftsResult>().items[0]).toMatchObject({ date: day(3), status: "published" });
    expect(moved.json<ShiftsResult>().items[0]!.confirmedAt).toBeUndefined();
    const changed = await scoped({ companyId: c.t.companyId, now: clock.now }, NotificationModel).find({
      userId: ana.userId,
      type: "scheduling.shift.changed",
    });
    expect(changed).toHaveLength(1);
  });

  it("refuses a conflict between the schedules in the person's language, and writes nothing of the batch", async () => {
    const c = await company();
    const [ana] = c.cooks as [Person];
    expect((await c.create(c.manager, [c.shift(ana.userId, MON, 6, 14)])).statusCode).toBe(201);
    const speakers = [
      ["en", c.manager, "There is a conflict between the schedules."],
      [
        "pt-BR",
        await addSignedInMember(app, { admin: c.t.admin, levels: ["revisor"], locale: "pt-BR" }),
        "Existe um conflito entre as escalas.",
      ],
      [
        "es",
        await addSignedInMember(app, { admin: c.t.admin, levels: ["revisor"], locale: "es" }),
        "Hay un conflicto entre los horarios.",
      ],
    ] as const;
    for (const [locale, who, message] of speakers) {
      const r = await c.create(who, [c.shift(ana.userId, day(2), 8, 12), c.shift(ana.userId, MON, 13, 18)]);
      expect(r.json(), locale).toEqual({ statusCode: 409, code: "SCHEDULING_CONFLICT", message });
    }
    expect((await c.board()).shifts).toHaveLength(1);
    // and a shift that ends before it starts, or a person who is not a worker
    expect((await c.create(c.manager, [c.shift(ana.userId, MON, 20, 18)])).json()).toMatchObject({ statusCode: 400 });
    expect((await c.create(c.manager, [c.shift("5f0000000000000000000001", MON, 20, 22)])).json()).toMatchObject({
      code: "SCHEDULING_NOT_A_WORKER",
    });
  });

  it("applies the labour rules: refusals name the reason and the person, warnings come back with the shifts", async () => {
    const c = await company();
    const [ana, bia, caio, duda] = c.cooks as [Person, Person, Person, Person];
    // 11 h on a day (limit 10)
    const long = await c.create(c.manager, [c.shift(ana.userId, MON, 6, 17)]);
    expect(long.json()).toEqual({
      statusCode: 409,
      code: "SCHEDULING_RULE_DAILY_HOURS",
      message: `Ana Cook would work 11 h on ${MON}; the limit is 10 h a day.`,
    });
    // 14-22 then 06-14 the next day: 8 h of rest (minimum 11)
    const rest = await c.create(c.manager, [c.shift(ana.userId, MON, 14, 22), c.shift(ana.userId, day(1), 6, 14)]);
    expect(rest.json()).toMatchObject({ code: "SCHEDULING_RULE_MIN_REST" });
    expect(rest.json().message).toBe(
      `Ana Cook would rest only 8 h before the shift on ${day(1)}; the minimum is 11 h between shifts.`,
    );
    // five days of 9 h: 45 h (weekly limit 44 is a warning by default)
    const week = await c.create(
      c.manager,
      [0, 1, 2, 3, 4].map((i) => c.shift(bia.userId, day(i), 8, 17)),
    );
    expect(week.statusCode, week.body).toBe(201);
    expect(week.json<ShiftsResult>().warnings).toEqual([
      {
        code: "SCHEDULING_RULE_WEEKLY_HOURS",
        message: `Bia Cook would work 45 h in the week of ${MON}; the limit is 44 h a week.`,
        userId: bia.userId,
        date: MON,
      },
    ]);
    // seven days in a row: no weekly rest day
    const seven = await c.create(
      c.manager,
      [0, 1, 2, 3, 4, 5, 6].map((i) => c.shift(caio.userId, day(i), 8, 12)),
    );
    expect(seven.json()).toMatchObject({ code: "SCHEDULING_RULE_WEEKLY_REST" });
    // part-time (spec §9): 30 h or more a week is refused for a part-timer
    await c.ok(c.manager, "PUT", `/scheduling/profiles/${duda.userId}`, { partTime: true, skills: [] });
    const part = await c.create(
      c.manager,
      [0, 1, 2, 3, 4].map((i) => c.shift(duda.userId, day(i), 8, 14)),
    );
    expect(part.json()).toMatchObject({ code: "SCHEDULING_RULE_PART_TIME" });
    expect(
      (
        await c.create(
          c.manager,
          [0, 1, 2, 3].map((i) => c.shift(duda.userId, day(i), 8, 14)),
        )
      ).statusCode,
    ).toBe(201);
    // the admin turns the daily limit into a warning at 12 h: the 11 h shift passes with a warning... none: under 12
    const settings = await c.ok(c.t.admin, "GET", "/scheduling/settings");
    await c.ok(c.t.admin, "PUT", "/scheduling/settings", {
      ...settings,
      rules: { ...settings.rules, dailyHours: { action: "warn", limit: 10 } },
    });
    const warned = await c.create(c.manager, [c.shift(ana.userId, day(5), 6, 17)]);
    expect(warned.statusCode).toBe(201);
    expect(warned.json<ShiftsResult>().warnings.map((w) => w.code)).toEqual(["SCHEDULING_RULE_DAILY_HOURS"]);
    // a rule named in Portuguese and Spanish
    const pt = await addSignedInMember(app, { admin: c.t.admin, levels: ["revisor"], locale: "pt-BR" });
    const es = await addSignedInMember(app, { admin: c.t.admin, levels: ["revisor"], locale: "es" });
    const rest2 = [c.shift(caio.userId, MON, 14, 22), c.shift(caio.userId, day(1), 6, 14)];
    expect((await c.create(pt, rest2)).json().message).toBe(
      `Caio Cook descansaria só 8 h antes do turno de ${day(1)}; o mínimo é 11 h entre turnos.`,
    );
    expect((await c.create(es, rest2)).json().message).toBe(
      `Caio Cook descansaría solo 8 h antes del turno del ${day(1)}; el mínimo es 11 h entre turnos.`,
    );
  });

  it("refuses shifts on approved leave, on a holiday and on a day the person marked unavailable", async () => {
    const c = await company();
    const [ana, bia] = c.cooks as [Person, Person];
    const types = await c.ok(c.t.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Medical", "pt-BR": "Médica", es: "Médica" },
          color: "#c62828",
          unit: "days",
          totalTime: 0,
          tracked: false,
        },
      ],
    });
    await c.ok(c.t.admin, "POST", "/leave/payroll-requests", {
      userId: ana.userId,
      leaveTypeId: types.items[0].id,
      startDate: day(1),
      endDate: day(2),
    });
    expect((await c.create(c.manager, [c.shift(ana.userId, day(2), 8, 12)])).json()).toEqual({
      statusCode: 409,
      code: "SCHEDULING_ON_LEAVE",
      message: `Ana Cook is on approved leave on ${day(2)}.`,
    });
    await c.ok(c.t.admin, "POST", "/holidays/br", { items: [{ date: day(3), name: "Feira" }] });
    expect((await c.create(c.manager, [c.shift(bia.userId, day(3), 8, 12)])).json()).toMatchObject({
      code: "SCHEDULING_HOLIDAY",
      message: `${day(3)} is a holiday (Feira).`,
    });
    // Bia marks Saturday unavailable; the company manages orders, so a leader approves it first
    const mark = (await c.ok(bia, "POST", "/orders", { type: "unavailable", date: day(5) })) as Order;
    expect(mark.state).toBe("waiting-admin-approval");
    expect((await c.create(c.manager, [c.shift(bia.userId, day(5), 8, 12)])).statusCode).toBe(201);
    await c.ok(c.manager, "POST", `/scheduling/orders/${mark.id}/approve`);
    expect((await c.create(c.manager, [c.shift(bia.userId, day(5), 13, 17)])).json()).toMatchObject({
      code: "SCHEDULING_UNAVAILABLE",
    });
    const board = await c.board();
    expect(board.leaves).toEqual([{ userId: ana.userId, startDate: day(1), endDate: day(2) }]);
    expect(board.holidays).toContainEqual({ date: day(3), name: "Feira" });
    expect(board.availability).toEqual([
      expect.objectContaining({ userId: bia.userId, type: "unavailable", date: day(5) }),
    ]);
  });

  it("builds a month from a 6x1 scale skipping leave days, copies a week, and keeps templates", async () => {
    const c = await company();
    const ids = c.cooks.map((p) => p.userId);
    const scale = await c.call(c.manager, "POST", "/scheduling/shifts/scale", {
      departmentId: c.kitchen,
      userIds: ids,
      scale: "6x1",
      from: "2030-02-04",
      to: "2030-03-03",
      start: 6 * H,
      end: 6 * H + 470,
      breakMinutes: 30,
    });
    expect(scale.statusCode, scale.body).toBe(201);
    // 4 weeks x 6 days x 4 people
    expect(scale.json<ShiftsResult>().written).toBe(96);
    const feb = await c.board("2030-02-04");
    // staggered: each day of the first week someone different rests
    const restOn = new Set(
      ids.map((u) =>
        ["2030-02-04", "2030-02-05", "2030-02-06", "2030-02-07", "2030-02-08", "2030-02-09", "2030-02-10"].find(
          (d) => !feb.shifts.some((s) => s.userId === u && s.date === d),
        ),
      ),
    );
    expect(restOn.size).toBe(4);
    expect(feb.warnings).toEqual([]);

    const copy = await c.call(c.manager, "POST", "/scheduling/shifts/copy-week", {
      departmentId: c.kitchen,
      fromWeek: "2030-02-04",
      toWeek: "2030-03-04",
    });
    expect(copy.statusCode, copy.body).toBe(201);
    // the copy meets the scale's last days: what would break the rules is skipped and reported
    const copied = copy.json<ShiftsResult>();
    expect(copied.written + copied.warnings.filter((w) => w.code.startsWith("SCHEDULING_RULE")).length).toBe(24);

    const tpl = await c.call(c.manager, "POST", "/scheduling/templates", { name: "Morning", start: 360, end: 840 });
    expect(tpl.statusCode).toBe(201);
    expect(
      (await c.call(c.manager, "POST", "/scheduling/templates", { name: "Morning", start: 360, end: 840 })).json(),
    ).toMatchObject({ code: "SCHEDULING_TEMPLATE_TAKEN" });
    expect((await c.ok(c.cooks[0]!, "GET", "/scheduling/my-shifts")).items).toEqual([]);
  });
});

describe("orders", () => {
  async function published() {
    const c = await company();
    const [ana, bia] = c.cooks as [Person, Person];
    await c.ok(c.manager, "POST", "/scheduling/shifts", {
      items: [c.shift(ana.userId, MON, 6, 14), c.shift(bia.userId, day(1), 14, 22), c.shift(bia.userId, day(3), 6, 14)],
    });
    await c.publish();
    const board = await c.board();
    const of = (userId: string, date: string) => board.shifts.find((s) => s.userId === userId && s.date === date)!;
    return { ...c, ana, bia, anaMon: of(ana.userId, MON), biaTue: of(bia.userId, day(1)) };
  }

  it("trade: the colleague accepts, the leader approves, both see the new shifts", async () => {
    const c = await published();
    const order = (await c.ok(c.ana, "POST", "/orders", {
      type: "trade",
      shiftId: c.anaMon.id,
      targetShiftId: c.biaTue.id,
      note: "Dentist",
    })) as Order;
    expect(order).toMatchObject({ state: "worker-must-approve", colleagueId: c.bia.userId, colleagueName: "Bia Cook" });
    // the leader cannot skip the colleague; someone else cannot accept for her
    expect((await c.call(c.manager, "POST", `/scheduling/orders/${order.id}/approve`)).json()).toMatchObject({
      code: "SCHEDULING_ORDER_STATE",
    });
    expect((await c.call(c.cooks[2]!, "POST", `/scheduling/orders/${order.id}/accept`)).json()).toMatchObject({
      code: "SCHEDULING_ORDER_NOT_YOURS",
    });
    // Bia sees it addressed to her and accepts
    const biaOrders = (await c.ok(c.bia, "GET", "/scheduling/orders")).items as Order[];
    expect(biaOrders.map((o) => o.id)).toContain(order.id);
    expect((await c.ok(c.bia, "POST", `/scheduling/orders/${order.id}/accept`)).state).toBe("waiting-admin-approval");
    // an employee cannot approve
    expect((await c.call(c.bia, "POST", `/scheduling/orders/${order.id}/approve`)).statusCode).toBe(403);
    expect((await c.ok(c.manager, "POST", `/scheduling/orders/${order.id}/approve`)).state).toBe("approved");
    const anaNow = (await c.ok(c.ana, "GET", `/scheduling/my-shifts?from=${MON}&to=${day(6)}`)) as MyShifts;
    const biaNow = (await c.ok(c.bia, "GET", `/scheduling/my-shifts?from=${MON}&to=${day(6)}`)) as MyShifts;
    expect(anaNow.items.map((s) => s.id)).toEqual([c.biaTue.id]);
    expect(biaNow.items.map((s) => s.id).sort()).toEqual(
      [c.anaMon.id, biaNow.items.find((s) => s.date === day(3))!.id].sort(),
    );
    // final: nothing moves it any more
    expect((await c.call(c.ana, "POST", `/scheduling/orders/${order.id}/cancel`)).json()).toMatchObject({
      code: "SCHEDULING_ORDER_STATE",
    });
  });

  it("is automatic when the company does not manage orders; decline and cancel release the shifts", async () => {
    const c = await published();
    const settings = await c.ok(c.t.admin, "GET", "/scheduling/settings");
    await c.ok(c.t.admin, "PUT", "/scheduling/settings", { ...settings, manageScheduleOrder: false });
    const ask = () =>
      c.ok(c.ana, "POST", "/orders", {
        type: "trade",
        shiftId: c.anaMon.id,
        targetShiftId: c.biaTue.id,
      }) as Promise<Order>;
    const first = await ask();
    // the shift is held: a second request on it is refused
    expect((await c.call(c.ana, "POST", "/orders", { type: "cover", shiftId: c.anaMon.id })).json()).toMatchObject({
      code: "SCHEDULING_SHIFT_CHANGED",
    });
    expect((await c.ok(c.bia, "POST", `/scheduling/orders/${first.id}/decline`)).state).toBe("unapproved");
    const second = await ask();
    expect((await c.ok(c.ana, "POST", `/scheduling/orders/${second.id}/cancel`)).state).toBe("canceled");
    const third = await ask();
    expect((await c.ok(c.bia, "POST", `/scheduling/orders/${third.id}/accept`)).state).toBe("approved");
    const board = await c.board();
    expect(board.shifts.find((s) => s.id === c.anaMon.id)!.userId).toBe(c.bia.userId);
    expect(board.shifts.find((s) => s.id === c.biaTue.id)!.userId).toBe(c.ana.userId);
  });

  it("refuses a trade whose outcome breaks a rule, naming it", async () => {
    const c = await published();
    // Bia already works Thursday 06-14; Ana takes Monday, fine; but an afternoon Wed for Bia then 06 Thu is too little rest
    await c.ok(c.manager, "POST", "/scheduling/shifts", { items: [c.shift(c.ana.userId, day(2), 14, 22)] });
    await c.publish();
    const anaWed = (await c.board()).shifts.find((s) => s.userId === c.ana.userId && s.date === day(2))!;
    const r = await c.call(c.ana, "POST", "/orders", { type: "trade", shiftId: anaWed.id, targetShiftId: c.biaTue.id });
    expect(r.json()).toMatchObject({ statusCode: 409, code: "SCHEDULING_RULE_MIN_REST" });
    expect(r.json().message).toContain("Bia Cook");
  });

  it("cover without a colleague: anyone of the team may take it; an open shift goes to the first valid claim only", async () => {
    const c = await published();
    const cover = (await c.ok(c.ana, "POST", "/orders", { type: "cover", shiftId: c.anaMon.id })) as Order;
    const caio = c.cooks[2]!;
    expect(((await c.ok(caio, "GET", "/scheduling/orders")).items as Order[]).map((o) => o.id)).toContain(cover.id);
    expect((await c.ok(caio, "POST", `/scheduling/orders/${cover.id}/accept`)).state).toBe("waiting-admin-approval");
    expect((await c.ok(c.manager, "POST", `/scheduling/orders/${cover.id}/approve`)).state).toBe("approved");
    expect((await c.board()).shifts.find((s) => s.id === c.anaMon.id)!.userId).toBe(caio.userId);

    // an open shift needing a skill
    await c.ok(c.manager, "POST", "/scheduling/shifts", { items: [c.shift(null, day(4), 10, 16, { skill: "grill" })] });
    await c.publish();
    const open = (await c.board()).shifts.find((s) => s.userId === null)!;
    // not qualified yet: refused and invisible
    expect((await c.ok(c.ana, "GET", "/scheduling/my-shifts")).openShifts).toEqual([]);
    expect((await c.call(c.ana, "POST", "/orders", { type: "openshift", shiftId: open.id })).json()).toMatchObject({
      code: "SCHEDULING_NOT_QUALIFIED",
      message: "This shift needs the skill grill.",
    });
    for (const p of c.cooks)
      await c.ok(c.manager, "PUT", `/scheduling/profiles/${p.userId}`, { partTime: false, skills: ["grill"] });
    expect((await c.ok(c.ana, "GET", "/scheduling/my-shifts")).openShifts.map((s: Shift) => s.id)).toEqual([open.id]);
    // four people claim at the same moment: exactly one wins
    const answers = await Promise.all(
      c.cooks.map((p) => c.call(p, "POST", "/orders", { type: "openshift", shiftId: open.id })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(answers.filter((r) => r.statusCode === 409).every((r) => r.json().code === "SCHEDULING_SHIFT_TAKEN")).toBe(
      true,
    );
    const winner = c.cooks[answers.findIndex((r) => r.statusCode === 201)]!;
    expect((await c.board()).shifts.find((s) => s.id === open.id)!.userId).toBe(winner.userId);
  });

  it("two trades on the same shift at the same moment: one holds it; two approvals at once: one applies", async () => {
    const c = await published();
    const caio = c.cooks[2]!;
    await c.ok(c.manager, "POST", "/scheduling/shifts", { items: [c.shift(caio.userId, day(2), 6, 14)] });
    await c.publish();
    const caioWed = (await c.board()).shifts.find((s) => s.userId === caio.userId)!;
    const answers = await Promise.all([
      c.call(c.ana, "POST", "/orders", { type: "trade", shiftId: c.anaMon.id, targetShiftId: c.biaTue.id }),
      c.call(c.ana, "POST", "/orders", { type: "trade", shiftId: c.anaMon.id, targetShiftId: caioWed.id }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const order = answers.find((r) => r.statusCode === 201)!.json<Order>();
    const colleague = order.colleagueId === c.bia.userId ? c.bia : caio;
    await c.ok(colleague, "POST", `/scheduling/orders/${order.id}/accept`);
    const admin = c.t.admin;
    const approvals = await Promise.all([
      c.call(c.manager, "POST", `/scheduling/orders/${order.id}/approve`),
      c.call(admin, "POST", `/scheduling/orders/${order.id}/approve`),
    ]);
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const board = await c.board();
    expect(board.shifts.find((s) => s.id === c.anaMon.id)!.userId).toBe(colleague.userId);
    expect(board.shifts.filter((s) => s.userId === c.ana.userId)).toHaveLength(1);
  });
});

describe("access", () => {
  it("answers 403 to levels that must not manage, and 404 to another tenant's ids", async () => {
    const c = await company();
    const other = await createTestTenant(app, { companyName: "Other Ltda" });
    const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));
    const ana = c.cooks[0]!;
    expect((await c.call(ana, "GET", `/scheduling/board?departmentId=${c.kitchen}&from=${MON}`)).statusCode).toBe(403);
    expect((await c.create(ana, [c.shift(ana.userId, MON, 6, 14)])).statusCode).toBe(403);
    expect((await c.call(c.manager, "PUT", "/scheduling/settings", {})).statusCode).toBe(403);
    const made = (await c.ok(c.manager, "POST", "/scheduling/shifts", {
      items: [c.shift(ana.userId, MON, 6, 14)],
    })) as ShiftsResult;
    const id = made.items[0]!.id;
    // another company's admin, with our ids in their company
    for (const [method, path, body] of [
      ["PATCH", `/scheduling/shifts/${id}`, { start: 7 * H }],
      ["DELETE", `/scheduling/shifts/${id}`, undefined],
      ["POST", `/scheduling/orders/${id}/approve`, undefined],
      ["POST", `/scheduling/shifts/${id}/confirm`, undefined],
    ] as const)
      expect((await callOther(other.admin, method, path, body)).statusCode, `${method} ${path}`).toBe(404);
    expect((await c.board()).shifts[0]).toMatchObject({ id, start: 6 * H });
  });
});

describe("the iCal feed of one's own shifts", () => {
  it("serves the person's published shifts at a secret URL that rotation and revocation end", async () => {
    const c = await company();
    const ana = c.cooks[0]!;
    await c.ok(c.manager, "POST", "/scheduling/shifts", { items: [c.shift(ana.userId, MON, 6, 14)] });
    await c.publish();
    const feed = await c.ok(ana, "POST", "/scheduling/calendar-feed");
    const ics = await app.inject({ url: feed.path });
    expect(ics.statusCode, ics.body).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    // São Paulo (UTC-3): 06:00 local is 09:00 UTC
    expect(ics.body).toContain("DTSTART:20300121T090000Z");
    expect(ics.body).toContain("DTEND:20300121T170000Z");
    expect(ics.body.split("BEGIN:VEVENT")).toHaveLength(2);
    const rotated = await c.ok(ana, "POST", "/scheduling/calendar-feed");
    expect((await app.inject({ url: feed.path })).statusCode).toBe(404);
    expect((await app.inject({ url: rotated.path })).statusCode).toBe(200);
    expect((await c.call(ana, "DELETE", "/scheduling/calendar-feed")).statusCode).toBe(204);
    expect((await app.inject({ url: rotated.path })).statusCode).toBe(404);
  });
});

describe("the scheduling.shifts service and the demo data", () => {
  it("gives clock each person's published shifts and expected minutes", async () => {
    const reader = defineModule({
      id: "shift-reader",
      needs: { shifts: schedulingShifts },
      setup: ({ services }) => ({
        routes: async (instance) => {
          instance.get("/shift-reader", async (request) => {
            const q = request.query as { userId: string };
            const shifts = await services.shifts.publishedShifts(request.ctx, {
              workerIds: [q.userId],
              from: MON,
              to: day(6),
            });
            const expected = await services.shifts.expectedMinutes(request.ctx, {
              workerIds: [q.userId],
              from: MON,
              to: day(6),
            });
            return { shifts, expected: Object.fromEntries(expected) };
          });
        },
      }),
    });
    const { app: own } = await buildTestApp({ clock, modules: [...serverModules(config), reader] });
    const t = await createTestTenant(own);
    const call = tenantCaller(() => ({ app: own, companyId: t.companyId }));
    const dept = (await call(t.admin, "POST", "/departments", { name: "Bar" })).json().id;
    const w = (
      await call(t.admin, "POST", "/workers", {
        name: "Beto",
        lastName: "Bar",
        email: uniqueEmail("b"),
        departmentId: dept,
      })
    ).json();
    await call(t.admin, "POST", "/scheduling/shifts", {
      items: [
        { userId: w.userId, date: MON, start: 8 * H, end: 17 * H, breakMinutes: 60, departmentId: dept },
        { userId: w.userId, date: day(1), start: 8 * H, end: 12 * H, departmentId: dept },
      ],
    });
    await call(t.admin, "POST", "/scheduling/publish", { departmentId: dept, from: MON, to: MON });
    const r = await call(t.admin, "GET", `/shift-reader?userId=${w.userId}`);
    expect(r.json()).toEqual({
      shifts: [expect.objectContaining({ userId: w.userId, date: MON, start: 8 * H, end: 17 * H, breakMinutes: 60 })],
      expected: { [`${w.userId}|${MON}`]: 8 * H },
    });
    await own.close();
  });

  it("seeds a year of published schedules, with open shifts and orders, once", async () => {
    const c = await company();
    // a second team of three
    const bar = (await c.ok(c.t.admin, "POST", "/departments", { name: "Bar" })).id;
    for (const name of ["Edu", "Fabi", "Gil"])
      await c.ok(c.t.admin, "POST", "/workers", { name, lastName: "Bar", email: uniqueEmail(name), departmentId: bar });
    const seed = app.modules.find((m) => m.id === "scheduling")!.seed!;
    const ctx = systemContext({ companyId: c.t.companyId, name: "demo-seed", log: app.log, now: clock.now });
    await seed(ctx, { people: [] });
    await seed(ctx, { people: [] });
    const year = await c.board("2029-03-04");
    expect(year.shifts.length).toBeGreaterThan(15);
    expect(year.shifts.every((s) => s.status === "published")).toBe(true);
    const next = await c.board(MON);
    expect(next.shifts.some((s) => s.userId === null)).toBe(true);
    const orders = (await c.ok(c.t.admin, "GET", "/scheduling/orders")).items as Order[];
    expect(orders.length).toBeGreaterThan(0);
  });
});
