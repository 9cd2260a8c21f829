import { describe, expect, it } from "vitest";
import type { ServiceContext } from "../../../core/context.js";
import type { OptionalService } from "../../../core/modules/define-module.js";
import type { DirectoryWorker } from "../../people/contract/directory.js";
import type { PublishedShift, SchedulingShifts } from "../../scheduling/contract/shifts-service.js";
import { createExpectedTime } from "../server/expected/expected-time.js";

/** The plan's rules without a database: shifts from a stand-in of scheduling's service, schedules from people. */
const ctx = {} as ServiceContext;
const worker = (userId: string): DirectoryWorker => ({ id: `w-${userId}`, userId }) as unknown as DirectoryWorker;

function shiftsService(shifts: PublishedShift[], asked: unknown[] = []): OptionalService<SchedulingShifts> {
  const service: SchedulingShifts = {
    async publishedShifts(_ctx, query) {
      asked.push(query);
      return shifts.filter((s) => query.workerIds.includes(s.userId) && s.date >= query.from && s.date <= query.to);
    },
    async expectedMinutes() {
      return new Map();
    },
  };
  return { provided: true, forTenant: () => service };
}

const shift = (userId: string, date: string, start: number, end: number, breakMinutes = 0): PublishedShift => ({
  id: `${userId}-${date}-${start}`,
  userId,
  date,
  start,
  end,
  breakMinutes,
});

describe("expected time: published shifts by rostered week, schedules otherwise", () => {
  it("sums a day's shifts less their breaks, keeps an overnight shift on its first day, rests the rest of the week", async () => {
    const asked: unknown[] = [];
    const expected = createExpectedTime({
      shifts: shiftsService(
        [
          // Wednesday 2030-01-16: two shifts; Friday: 22:00 to 06:00 next day
          shift("ana", "2030-01-16", 8 * 60, 12 * 60),
          shift("ana", "2030-01-16", 13 * 60, 17 * 60 + 30, 15),
          shift("ana", "2030-01-18", 22 * 60, 30 * 60, 30),
        ],
        asked,
      ),
    });
    const plans = await expected.plans(ctx, {
      workers: [worker("ana"), worker("bia")],
      from: "2030-01-16",
      to: "2030-01-22",
      lunchMinutes: 60,
    });
    // whole weeks are read: Monday 14th to Sunday 27th
    expect(asked).toEqual([{ workerIds: ["ana", "bia"], from: "2030-01-14", to: "2030-01-27" }]);
    const ana = plans.get("ana")!;
    expect(ana.day("2030-01-16")).toEqual({
      ranges: [
        [480, 720],
        [780, 1050],
      ],
      breakMinutes: 15,
      minutes: 240 + 255,
      source: "shift",
    });
    expect(ana.day("2030-01-18")).toMatchObject({ ranges: [[1320, 1800]], minutes: 450, source: "shift" });
    // the rostered week's other days are rest days
    expect(ana.day("2030-01-17")).toEqual({ ranges: [], breakMinutes: 0, minutes: 0, source: "shift" });
    // the next week has no shift: the schedule (default Monday to Friday, 6 to 18, less the lunch)
    expect(ana.day("2030-01-21")).toMatchObject({ ranges: [[360, 1080]], minutes: 660, source: "schedule" });
    // someone never rostered keeps the schedule
    expect(plans.get("bia")!.day("2030-01-16")).toMatchObject({ minutes: 660, source: "schedule" });
    expect(plans.get("bia")!.day("2030-01-19")).toMatchObject({ ranges: [], minutes: 0, source: "schedule" });
  });

  it("without scheduling for the company, reads nothing and follows the schedule", async () => {
    const expected = createExpectedTime({ shifts: { provided: true, forTenant: () => undefined } });
    expect(await expected.day(ctx, worker("ana"), "2030-01-16", 30)).toEqual({
      ranges: [[360, 1080]],
      breakMinutes: 30,
      minutes: 690,
      source: "schedule",
    });
  });
});
