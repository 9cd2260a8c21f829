import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, config, TestClock, useTestDatabase } from "../../../core/testing/kit.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { serverModules } from "../../server.js";
import type { MyClockDay, PresenceBoard, TimeSheetReport } from "../contract/index.js";
import { clockCompany } from "./support.js";

/**
 * Expected time (issue 13): a person's published shift through scheduling's provided service (`scheduling.shifts`),
 * and their schedule from people when the company does not have scheduling (switched off here; an app without the
 * module is the kit's test, core/modules/test/modules.test.ts "optional needs").
 */
useTestDatabase("clock-expected");

describe("clock: expected time from published shifts, or the schedule", () => {
  let app: FastifyInstance;
  // Monday 2030-01-14, 08:00 in São Paulo
  const clock = new TestClock(new Date("2030-01-14T11:00:00.000Z"));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
  });

  it("a rostered week follows its published shifts (a day without one is a rest day); drafts and other weeks do not count; without scheduling the schedule is back", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await clockCompany(app);
    // Ana's week: Monday 14:00-18:00 without a break, Wednesday 09:00-17:30 with 30 minutes; Tuesday off
    await c.ok("POST", "/scheduling/shifts", {
      items: [
        { userId: c.ana.userId, date: "2030-01-14", start: 14 * 60, end: 18 * 60, officeId: c.officeId },
        {
          userId: c.ana.userId,
          date: "2030-01-16",
          start: 9 * 60,
          end: 17 * 60 + 30,
          breakMinutes: 30,
          officeId: c.officeId,
        },
      ],
    });
    await c.ok("POST", "/scheduling/publish", { officeId: c.officeId, from: "2030-01-13", to: "2030-01-19" });
    // a draft for Bruno is not his plan yet
    await c.ok("POST", "/scheduling/shifts", {
      items: [{ userId: c.bruno.userId, date: "2030-01-14", start: 13 * 60, end: 19 * 60, officeId: c.officeId }],
    });

    const ana = await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana);
    expect(ana).toMatchObject({ scheduleToday: [[14, 18]], scheduleSource: "shift" });
    const bruno = await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.bruno);
    expect(bruno).toMatchObject({ scheduleToday: [[6, 18]], scheduleSource: "schedule" });

    // the next punch follows it: a shift without a break goes from start to end
    expect((await c.punch(c.ana, {})).statusCode).toBe(201);
    expect((await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana)).next.kind).toBe("end");
    expect((await c.punch(c.bruno, {})).statusCode).toBe(201);
    expect((await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.bruno)).next.kind).toBe("lunch-out");
    // 4 hours later Ana's next punch (no status sent) is her end
    clock.advance(4 * 3_600_000);
    expect((await c.punch(c.ana, {})).json()).toMatchObject({ entry: { status: "end" } });

    // Tuesday: Ana is off (rostered week, no shift), Bruno expected on his schedule
    clock.current = new Date("2030-01-15T11:00:00.000Z");
    expect(await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana)).toMatchObject({
      scheduleToday: [],
      scheduleSource: "shift",
    });
    const board = await c.ok<PresenceBoard>("GET", "/clock/board", undefined, c.leader);
    expect(board.people.find((p) => p.workerId === c.ana.workerId)?.state).toBe("off");
    expect(board.people.find((p) => p.workerId === c.bruno.workerId)?.state).toBe("not-in");

    // the time sheet's expected minutes: the shifts less their breaks; the week after (not rostered): the schedule
    clock.current = new Date("2030-01-23T11:00:00.000Z");
    const sheet = async () =>
      (
        await c.ok<TimeSheetReport>("POST", "/clock/time-sheet-report", {
          from: "2030-01-14",
          to: "2030-01-21",
          userId: c.ana.userId,
        })
      ).people[0]!.days;
    const expectedOf = (days: Awaited<ReturnType<typeof sheet>>) =>
      Object.fromEntries(days.map((d) => [d.day, [d.kind, d.expectedMinutes]]));
    const rostered = expectedOf(await sheet());
    expect(rostered["2030-01-14"]).toEqual(["weekday", 240]);
    expect(rostered["2030-01-15"]).toEqual(["restDay", 0]);
    expect(rostered["2030-01-16"]).toEqual(["weekday", 480]);
    expect(rostered["2030-01-17"]).toEqual(["restDay", 0]);
    // Monday 21st: no published shift that week, so the schedule (6 to 18 less an hour of lunch)
    expect(rostered["2030-01-21"]).toEqual(["weekday", 660]);
    // Ana worked her 4 hours on Monday: no undertime against her shift
    expect((await sheet()).find((d) => d.day === "2030-01-14")).toMatchObject({
      workedMinutes: 240,
      undertimeMinutes: 0,
    });

    // scheduling switched off for the company: everyone is back on their schedule
    await CompanyModel.updateOne({ _id: c.t.companyId }, { $set: { "modules.disabled": ["scheduling"] } });
    try {
      clock.current = new Date("2030-01-14T20:00:00.000Z");
      expect(await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana)).toMatchObject({
        scheduleToday: [[6, 18]],
        scheduleSource: "schedule",
      });
      clock.current = new Date("2030-01-23T11:00:00.000Z");
      const back = expectedOf(await sheet());
      expect(back["2030-01-14"]).toEqual(["weekday", 660]);
      expect(back["2030-01-15"]).toEqual(["weekday", 660]);
    } finally {
      await CompanyModel.updateOne({ _id: c.t.companyId }, { $set: { "modules.disabled": [] } });
    }
  });
});
