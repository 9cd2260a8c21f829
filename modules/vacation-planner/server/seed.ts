import type { ServiceContext } from "../../../core/context.js";
import { addDays, dayOf, weekdayOf } from "../../../core/dates/calendar-days.js";
import type { PlannerService } from "./planner.service.js";
import type { PlannerLeaves, PlannerPeople } from "./ports.js";

/** The first Monday on or after `day`. */
function mondayFrom(day: string): string {
  return addDays(day, (8 - weekdayOf(day)) % 7);
}

/**
 * The planner's demo data (the demo company is premium): a minimum staffing for the two largest departments and a
 * few vacations planned from about six weeks ahead, two of them overlapping in the largest department so the page
 * opens on a warning. Written through the service, so the entries obey the planner's own rules.
 */
export async function seedPlanner(
  ctx: ServiceContext,
  deps: { planner: PlannerService; people: PlannerPeople; leaves: PlannerLeaves },
): Promise<void> {
  await deps.leaves.seedTypes(ctx);
  const types = (await deps.leaves.leaveTypes(ctx)).filter((t) => t.unit === "days" && t.rangeTypes.includes("range"));
  const vacation = types.find((t) => /vacation/i.test(t.title.en)) ?? types[0];
  const [departments, workers] = await Promise.all([deps.people.departments(ctx), deps.people.listActive(ctx)]);
  const largest = departments
    .map((d) => ({ ...d, members: workers.filter((w) => w.departmentId === d.id) }))
    .filter((d) => d.members.length >= 3)
    .sort((a, b) => b.members.length - a.members.length || a.name.localeCompare(b.name));
  for (const d of largest.slice(0, 2))
    await deps.planner.setMinimum(ctx, d.id, { minimumPresent: d.members.length - 1 });
  if (!vacation || largest.length === 0) return;

  const start = mondayFrom(addDays(dayOf(ctx.now()), 42));
  const plans: Array<{ userId: string; from: number; days: number; note?: string }> = [];
  const [first, second] = largest;
  const a = first!.members;
  // two people of the largest department away together for a week: below its minimum
  plans.push({ userId: a[0]!.userId, from: 0, days: 12, note: "Viagem de família" });
  plans.push({ userId: a[1]!.userId, from: 7, days: 10 });
  plans.push({ userId: a[2]!.userId, from: 35, days: 14 });
  if (second) plans.push({ userId: second.members[0]!.userId, from: 21, days: 10 });
  for (const p of plans)
    await deps.planner.createEntry(ctx, {
      userId: p.userId,
      leaveTypeId: vacation.id,
      startDate: addDays(start, p.from),
      endDate: addDays(start, p.from + p.days - 1),
      ...(p.note ? { note: p.note } : {}),
    });
}
