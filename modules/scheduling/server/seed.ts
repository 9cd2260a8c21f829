import type { ServiceContext } from "../../../core/context.js";
import { addDays, addMonths, dayOf, startOfMonth, endOfMonth } from "../../../core/dates/calendar-days.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import { mondayOf } from "../contract/index.js";
import { ShiftModel } from "./models.js";
import type { OrdersService } from "./orders.service.js";
import type { ScheduleService } from "./schedule.service.js";

const asPerson = (ctx: ServiceContext, userId: string, level: "requester" | "revisor" | "admin" = "requester") => ({
  ...ctx,
  actor: { kind: "user" as const, userId, level, levels: [level], isFounder: false },
});

/**
 * Demo data: a year of published schedules (eleven months back, one ahead) for the two largest departments, built
 * with rotating scales through the service (so leaves and holidays are skipped and the labour rules hold), coverage
 * minimums, templates, open shifts next week, a claimed one, a pending trade and a cover waiting for approval.
 */
export async function seedScheduling(
  ctx: ServiceContext,
  deps: { schedule: ScheduleService; orders: OrdersService; people: PeopleDirectory },
): Promise<void> {
  const { schedule, orders, people } = deps;
  if ((await scoped(ctx, ShiftModel).count({})) > 0) return;
  const [departments, workers] = await Promise.all([people.departments(ctx), people.listActive(ctx)]);
  const teams = departments
    .map((d) => ({ ...d, members: workers.filter((w) => w.departmentId === d.id) }))
    .filter((d) => d.members.length >= 3)
    .sort((a, b) => b.members.length - a.members.length)
    .slice(0, 2);
  if (teams.length === 0) return;
  // holidays and weekends are worked in shift teams: warn rather than refuse
  const set = await schedule.settings(ctx);
  await schedule.updateSettings(ctx, { ...set, holidays: "warn" });
  for (const t of [
    { name: "Morning", start: 6 * 60, end: 14 * 60, breakMinutes: 30 },
    { name: "Afternoon", start: 14 * 60, end: 22 * 60, breakMinutes: 30 },
    { name: "Office day", start: 9 * 60, end: 18 * 60, breakMinutes: 60 },
  ])
    await schedule.createTemplate(ctx, t);

  const today = dayOf(ctx.now());
  const first = startOfMonth(addMonths(today, -11));
  const last = endOfMonth(addMonths(today, 1));
  for (const [i, team] of teams.entries()) {
    const userIds = team.members.map((m) => m.userId);
    const half = Math.ceil(userIds.length / 2);
    await schedule.setCoverage(ctx, {
      departmentId: team.id,
      slots: [
        { start: 6 * 60, end: 14 * 60, minimum: Math.max(1, half - 2) },
        { start: 14 * 60, end: 22 * 60, minimum: Math.max(1, userIds.length - half - 2) },
      ],
    });
    for (let month = first; month <= last; month = addMonths(month, 1)) {
      const to = endOfMonth(month) < last ? endOfMonth(month) : last;
      const scale = i === 0 ? "6x1" : "5x2";
      // worked time: 7 h 20 on 6x1 (44 h a week), 8 h on 5x2 (40 h), each with its break
      const length = scale === "6x1" ? 470 : 540;
      const breakMinutes = scale === "6x1" ? 30 : 60;
      // morning and afternoon crews, rest days staggered across each crew
      for (const [crew, start] of [
        [userIds.slice(0, half), 6 * 60],
        [userIds.slice(half), 14 * 60],
      ] as const)
        if (crew.length > 0)
          await schedule.applyScale(
            ctx,
            {
              departmentId: team.id,
              userIds: [...crew],
              scale,
              from: month,
              to,
              start,
              end: start + length,
              breakMinutes,
            },
            "en",
          );
      const publishTo = to < addDays(mondayOf(today), 13) ? to : addDays(mondayOf(today), 13);
      if (month <= publishTo)
        await schedule.publish(ctx, { departmentId: team.id, from: month, to: publishTo }, { quiet: true });
    }
  }

  // open shifts next week in the largest department, one claimed already
  const team = teams[0]!;
  const nextMonday = addDays(mondayOf(today), 7);
  await schedule.create(
    ctx,
    {
      items: [
        { date: addDays(nextMonday, 2), start: 17 * 60, end: 21 * 60, departmentId: team.id, note: "Inventory" },
        { date: addDays(nextMonday, 4), start: 18 * 60, end: 22 * 60, departmentId: team.id, note: "Event" },
      ],
    },
    "en",
  );
  await schedule.publish(ctx, { departmentId: team.id, from: nextMonday, to: addDays(nextMonday, 6) }, { quiet: true });

  // a trade waiting for the colleague and a cover waiting for approval, on next week's published shifts
  const next = await scoped(ctx, ShiftModel).find(
    {
      departmentId: team.id,
      status: "published",
      userId: { $ne: null },
      date: { $gte: nextMonday, $lte: addDays(nextMonday, 6) },
    },
    { sort: { date: 1, start: 1 } },
  );
  const byUser = new Map<string, typeof next>();
  for (const s of next) byUser.set(s.userId!, [...(byUser.get(s.userId!) ?? []), s]);
  const people2 = [...byUser.keys()];
  const attempt = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (error) {
      ctx.log.info({ err: error }, "scheduling demo: an order was refused by the rules, skipped");
    }
  };
  if (people2.length >= 4) {
    const [a, b, c, d] = people2 as [string, string, string, string];
    const aShift = byUser.get(a)!.find((s) => !byUser.get(b)!.some((x) => x.date === s.date));
    const bShift = byUser.get(b)!.find((s) => !byUser.get(a)!.some((x) => x.date === s.date));
    if (aShift && bShift)
      await attempt(() =>
        orders.create(
          asPerson(ctx, a),
          {
            type: "trade",
            shiftId: String(aShift._id),
            targetShiftId: String(bShift._id),
            note: "Doctor's appointment",
          },
          "en",
        ),
      );
    const cShift = byUser.get(c)![0];
    if (cShift) {
      await attempt(async () => {
        const cover = await orders.create(
          asPerson(ctx, c),
          { type: "cover", shiftId: String(cShift._id), colleagueId: d, note: "Family event" },
          "en",
        );
        await orders.act(asPerson(ctx, d), cover.id, "accept", "en");
      });
    }
    await attempt(() =>
      orders.create(asPerson(ctx, d), { type: "unavailable", date: addDays(nextMonday, 13), note: "Exam" }, "en"),
    );
  }
}
