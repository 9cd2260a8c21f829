import { describe, expect, it } from "vitest";
import {
  expectedMinutesOn,
  judgeDay,
  judgeDays,
  kindOf,
  nightMinutesByWindows,
  nightMinutesOf,
  shiftsOf,
  type DayFacts,
  type PunchLike,
  type RuleSettings,
} from "../server/overtime/overtime-rules.js";
import { instantOf, localParts } from "../server/overtime/zone-time.js";

/** The overtime rules alone (pure): schedules, overnight shifts, missing end punch, holidays, leave, limits, rates. */
const SP = "America/Sao_Paulo";
const at = (day: string, hhmm: string, zone = SP): Date => {
  const [h, m] = hhmm.split(":").map(Number);
  return instantOf(day, h! * 60 + m!, zone);
};
const punch = (status: PunchLike["status"], day: string, hhmm: string): PunchLike => ({
  status,
  statusDate: at(day, hhmm),
});
const settings: RuleSettings = {
  toleranceMinutes: 10,
  dailyLimitMinutes: 120,
  weeklyLimitMinutes: 600,
  rates: { weekday: 1.5, restDay: 2, holiday: 2, night: 1.2 },
};
const regular9to18 = { type: "regular", minHour: 9, maxHour: 18 }; // Monday to Friday, 8 h after lunch
const facts = (over: Partial<DayFacts> = {}): DayFacts => ({
  schedule: regular9to18,
  holidays: new Set(),
  leaveDays: new Set(),
  lunchMinutes: 60,
  ...over,
});
// 2026-03-02 is a Monday
const MON = "2026-03-02";

function dayOf(punches: PunchLike[], day = MON, f = facts()) {
  return judgeDay(day, shiftsOf(punches, SP), f, settings, SP);
}

describe("zone time", () => {
  it("converts a local wall clock to an instant and back in the company's zone", () => {
    const instant = at(MON, "09:00");
    expect(instant.toISOString()).toBe("2026-03-02T12:00:00.000Z");
    expect(localParts(instant, SP)).toEqual({ day: MON, minute: 540 });
    expect(at(MON, "09:00", "Asia/Tokyo").toISOString()).toBe("2026-03-02T00:00:00.000Z");
  });
});

describe("expected minutes per schedule kind", () => {
  it("regular: the range less the lunch break; double: both ranges; custom: the weekday's own range", () => {
    expect(expectedMinutesOn(regular9to18, MON, 60)).toBe(480);
    expect(expectedMinutesOn(regular9to18, "2026-03-07", 60)).toBe(0); // Saturday
    const double = { type: "double", minHour: 8, maxMidHour: 12, minMidHour: 13, maxHour: 17 };
    expect(expectedMinutesOn(double, MON, 60)).toBe(480);
    const custom = {
      type: "custom",
      days: { mon: true, sat: true },
      custom: { mon: { minHour: 8, maxHour: 12 }, sat: { minHour: 8, maxHour: 16 } },
    };
    expect(expectedMinutesOn(custom, MON, 60)).toBe(240); // 4 h: no lunch break in a short range
    expect(expectedMinutesOn(custom, "2026-03-07", 30)).toBe(450);
    expect(expectedMinutesOn(custom, "2026-03-03", 30)).toBe(0);
    // none (or no schedule) is the default 6-18 Monday to Friday
    expect(expectedMinutesOn({ type: "none" }, MON, 60)).toBe(660);
  });
});

describe("a day judged", () => {
  it("start, lunch out, lunch in, end: worked time is the sum of the working intervals", () => {
    const r = dayOf([
      punch("start", MON, "09:00"),
      punch("middle", MON, "12:00"),
      punch("middle", MON, "13:00"),
      punch("end", MON, "18:00"),
    ]);
    expect(r).toMatchObject({
      kind: "weekday",
      expectedMinutes: 480,
      workedMinutes: 480,
      overtimeMinutes: 0,
      undertimeMinutes: 0,
    });
  });

  it("a difference within the tolerance counts as neither overtime nor undertime", () => {
    const early = dayOf([
      punch("start", MON, "09:05"),
      punch("middle", MON, "12:00"),
      punch("start", MON, "13:00"),
      punch("end", MON, "18:00"),
    ]);
    expect(early).toMatchObject({ workedMinutes: 475, undertimeMinutes: 0, overtimeMinutes: 0 });
    const late = dayOf([
      punch("start", MON, "09:00"),
      punch("middle", MON, "12:00"),
      punch("start", MON, "13:00"),
      punch("end", MON, "18:30"),
    ]);
    expect(late).toMatchObject({ workedMinutes: 510, overtimeMinutes: 30, weightedMinutes: 45 });
  });

  it("leaving early is undertime; a workday without punches owes the whole day", () => {
    const r = dayOf([
      punch("start", MON, "09:00"),
      punch("middle", MON, "12:00"),
      punch("start", MON, "13:00"),
      punch("end", MON, "16:00"),
    ]);
    expect(r).toMatchObject({ workedMinutes: 360, undertimeMinutes: 120, overtimeMinutes: 0 });
    expect(dayOf([])).toMatchObject({ workedMinutes: 0, undertimeMinutes: 480 });
  });

  it("a missing end punch makes the day incomplete: nothing reaches overtime or undertime", () => {
    const r = dayOf([punch("start", MON, "09:00"), punch("middle", MON, "12:00"), punch("start", MON, "13:00")]);
    expect(r).toMatchObject({ incomplete: true, workedMinutes: 180, overtimeMinutes: 0, undertimeMinutes: 0 });
  });

  it("an overnight shift belongs to the day it started, and its night hours take the night rate", () => {
    const shifts = shiftsOf([punch("start", MON, "20:00"), punch("end", "2026-03-03", "02:00")], SP);
    expect(shifts).toHaveLength(1);
    expect(shifts[0]!.day).toBe(MON);
    const rest = facts({ schedule: { type: "regular", days: { sat: true }, minHour: 8, maxHour: 12 } });
    const monday = judgeDay(MON, shifts, rest, settings, SP);
    // Monday is a rest day for this schedule: all 6 h are overtime, capped at the daily 2 h limit
    expect(monday).toMatchObject({
      kind: "restDay",
      workedMinutes: 360,
      nightMinutes: 240,
      overtimeMinutes: 120,
      excessMinutes: 240,
    });
    // the credited 2 h are night hours (4 h of the shift are): rest-day rate times the night rate
    expect(monday.weightedMinutes).toBe(Math.round(120 * 2 * 1.2));
    expect(judgeDay("2026-03-03", shifts, rest, settings, SP).workedMinutes).toBe(0);
  });

  it("night minutes are those between 22:00 and 05:00 local", () => {
    expect(nightMinutesOf({ from: at(MON, "21:00"), to: at("2026-03-03", "06:00") }, SP)).toBe(420);
    expect(nightMinutesOf({ from: at(MON, "03:00"), to: at(MON, "04:00") }, SP)).toBe(60);
    expect(nightMinutesOf({ from: at(MON, "09:00"), to: at(MON, "18:00") }, SP)).toBe(0);
  });

  it("a holiday expects nothing: everything worked is overtime at the holiday rate", () => {
    const r = dayOf(
      [punch("start", MON, "09:00"), punch("end", MON, "10:00")],
      MON,
      facts({ holidays: new Set([MON]) }),
    );
    expect(r).toMatchObject({ kind: "holiday", expectedMinutes: 0, overtimeMinutes: 60, weightedMinutes: 120 });
  });

  it("a leave day expects nothing and owes nothing", () => {
    const r = dayOf([], MON, facts({ leaveDays: new Set([MON]) }));
    expect(r).toMatchObject({ kind: "leave", expectedMinutes: 0, undertimeMinutes: 0, overtimeMinutes: 0 });
  });
});

describe("limits over a week", () => {
  it("the weekly limit moves the overtime beyond it to excess, day by day", () => {
    const days = ["2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"];
    // every day 09:00-12:00, 13:00-20:00: 10 h worked, 2 h over (the daily limit)
    const punches = days.flatMap((d) => [
      punch("start", d, "09:00"),
      punch("middle", d, "12:00"),
      punch("start", d, "13:00"),
      punch("end", d, "20:00"),
    ]);
    const tight = { ...settings, weeklyLimitMinutes: 300 };
    const r = judgeDays(days, punches, facts(), tight, SP);
    expect(r.map((d) => d.overtimeMinutes)).toEqual([120, 120, 60, 0, 0]);
    expect(r.map((d) => d.excessMinutes)).toEqual([0, 0, 60, 120, 120]);
    expect(r[2]!.weightedMinutes).toBe(90);
  });
});

describe("a day judged by loops, as the general form does", () => {
  /** The general form judgeDay had before its loops: filter, flatMap, sort and reduce over the day's shifts. */
  function general(day: string, shifts: ReturnType<typeof shiftsOf>) {
    const mine = shifts.filter((s) => s.day === day);
    const intervals = mine.flatMap((s) => s.intervals).sort((a, b) => a.from.getTime() - b.from.getTime());
    return {
      incomplete: mine.some((s) => s.open),
      worked: Math.round(intervals.reduce((sum, i) => sum + (i.to.getTime() - i.from.getTime()) / 60_000, 0)),
      night: Math.round(intervals.reduce((sum, i) => sum + nightMinutesOf(i, SP), 0)),
      punches: mine.flatMap((s) => s.punches),
    };
  }

  it("matches it on random punches over a week (several shifts a day, overnight, missing punches)", () => {
    let seed = 13;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const statuses = ["start", "middle", "middle", "end", "start", "end"] as const;
    let multi = 0;
    for (let round = 0; round < 300; round++) {
      const punches: PunchLike[] = [];
      const count = 1 + Math.floor(random() * 14);
      for (let i = 0; i < count; i++) {
        const day = `2026-03-0${2 + Math.floor(random() * 5)}`;
        const minute = Math.floor(random() * 1440);
        punches.push({
          status: statuses[Math.floor(random() * statuses.length)]!,
          statusDate: instantOf(day, minute, SP),
        });
      }
      const shifts = shiftsOf(punches, SP);
      // punches handed over in any order make the shifts of the same punches in time order
      const inOrder = [...punches].sort((a, b) => a.statusDate.getTime() - b.statusDate.getTime());
      expect(shifts).toEqual(shiftsOf(inOrder, SP));
      for (const day of ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-04", "2026-03-05", "2026-03-06"]) {
        const want = general(day, shifts);
        if (shifts.filter((s) => s.day === day).length > 1) multi++;
        // all the shifts of the period given, as the rules' callers may, and only the day's, as judgeDays does
        for (const given of [shifts, shifts.filter((s) => s.day === day)]) {
          const got = judgeDay(day, given, facts(), settings, SP);
          expect({
            incomplete: got.incomplete,
            worked: got.workedMinutes,
            night: got.nightMinutes,
            punches: got.punches,
          }).toEqual(want);
        }
      }
    }
    // the random input did reach days of several shifts (the branch that sorts)
    expect(multi).toBeGreaterThan(20);
  });
});

describe("the rules' shortcuts against their general form", () => {
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

  it("night minutes: a day's work skips the window walk, with the same answer on random intervals and zones", () => {
    const zones = [SP, "America/New_York", "Europe/Paris", "Australia/Adelaide", "Asia/Kolkata", "UTC"];
    // days around daylight-saving changes (New York 2026-03-08 and 11-01, Paris 03-29 and 10-25, Adelaide 04-05, 10-04)
    const days = ["2026-03-08", "2026-03-29", "2026-04-05", "2026-10-04", "2026-10-25", "2026-11-01", "2026-06-15"];
    let skipped = 0;
    for (let n = 0; n < 4000; n++) {
      const zone = zones[Math.floor(random() * zones.length)]!;
      const day = days[Math.floor(random() * days.length)]!;
      // mostly a day's work (05:00-22:00), sometimes across the evening, the night or the next morning
      const startMinute = Math.floor(random() * 1440);
      const length = 1 + Math.floor(random() * (random() < 0.7 ? 600 : 1800));
      const from = new Date(instantOf(day, startMinute, zone).getTime() + Math.floor(random() * 60_000));
      const interval = { from, to: new Date(from.getTime() + length * 60_000) };
      const want = nightMinutesByWindows(interval, zone);
      expect(nightMinutesOf(interval, zone), `${zone} ${from.toISOString()} +${length} min`).toBe(want);
      if (want === 0) skipped++;
    }
    expect(skipped).toBeGreaterThan(500);
    // the edges: ending at 22:00 and starting at 05:00 are day work; a minute more is night
    expect(nightMinutesOf({ from: at(MON, "05:00"), to: at(MON, "22:00") }, SP)).toBe(0);
    expect(nightMinutesOf({ from: at(MON, "04:59"), to: at(MON, "22:01") }, SP)).toBe(2);
  });

  it("a day's kind and expected minutes: the plan asked once, as kindOf and the plan answer", () => {
    const plans = [
      () => ({ minutes: 480, ranges: [[480, 1020]] }),
      () => ({ minutes: 0, ranges: [] }),
      () => ({
        minutes: 300,
        ranges: [
          [0, 120],
          [1200, 1440],
        ],
      }),
    ];
    for (let n = 0; n < 500; n++) {
      const day = `2026-03-${String(1 + Math.floor(random() * 28)).padStart(2, "0")}`;
      const plan = random() < 0.5 ? plans[Math.floor(random() * plans.length)] : undefined;
      const f = facts({
        schedule: random() < 0.5 ? regular9to18 : { type: "custom", custom: { sunday: { minHour: 8, maxHour: 12 } } },
        holidays: new Set(random() < 0.2 ? [day] : []),
        leaveDays: new Set(random() < 0.2 ? [day] : []),
        ...(plan ? { plannedDay: plan } : {}),
      });
      const kind = kindOf(day, f);
      const expected =
        kind !== "weekday" ? 0 : plan ? plan().minutes : expectedMinutesOn(f.schedule, day, f.lunchMinutes);
      const got = judgeDay(day, [], f, settings, SP);
      expect({ kind: got.kind, expected: got.expectedMinutes }, day).toEqual({ kind, expected });
    }
  });
});
