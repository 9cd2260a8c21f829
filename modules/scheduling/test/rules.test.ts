import { describe, expect, it } from "vitest";
import {
  checkRules,
  consecutiveDays,
  dailyHours,
  DEFAULT_RULES,
  initialState,
  isFinal,
  minRest,
  mondayOf,
  nextState,
  overlaps,
  PersonRules,
  partTime,
  scaleDays,
  weeklyHours,
  weeklyRestDay,
  type RuleShift,
} from "../contract/index.js";

const h = (hours: number) => hours * 60;
const shift = (date: string, from: number, to: number, userId = "u1"): RuleShift => ({
  userId,
  date,
  start: h(from),
  end: h(to),
});
/** 2030-01-07 is a Monday. */
const week = (from: number, to: number, days = 5, startDay = 7, userId = "u1") =>
  Array.from({ length: days }, (_, i) => shift(`2030-01-${String(startDay + i).padStart(2, "0")}`, from, to, userId));

describe("labour rules (pure)", () => {
  it("weeks start on Monday", () => {
    expect(mondayOf("2030-01-07")).toBe("2030-01-07");
    expect(mondayOf("2030-01-13")).toBe("2030-01-07");
    expect(mondayOf("2030-01-14")).toBe("2030-01-14");
    expect(mondayOf("2030-01-01")).toBe("2029-12-31");
  });

  it("finds overlapping shifts of the same person only, night shifts included", () => {
    expect(overlaps(shift("2030-01-07", 8, 16), shift("2030-01-07", 15, 20))).toBe(true);
    expect(overlaps(shift("2030-01-07", 8, 16), shift("2030-01-07", 16, 20))).toBe(false);
    expect(overlaps(shift("2030-01-07", 8, 16), shift("2030-01-07", 10, 12, "u2"))).toBe(false);
    // 22:00 to 06:00 the next day overlaps a 05:00 start that day
    expect(overlaps(shift("2030-01-07", 22, 30), shift("2030-01-08", 5, 9))).toBe(true);
  });

  it("daily hours: over the limit only, summing split shifts of a day", () => {
    expect(dailyHours([shift("2030-01-07", 8, 18)], 10)).toEqual([]);
    expect(dailyHours([shift("2030-01-07", 8, 18.5)], 10)).toEqual([
      { rule: "dailyHours", userId: "u1", date: "2030-01-07", value: 10.5, limit: 10 },
    ]);
    expect(dailyHours([shift("2030-01-07", 6, 12), shift("2030-01-07", 13, 19)], 10)).toHaveLength(1);
    // an unpaid break is not worked time
    expect(dailyHours([{ ...shift("2030-01-07", 8, 19), breakMinutes: 60 }], 10)).toEqual([]);
  });

  it("weekly hours: Monday to Sunday, per person", () => {
    // 5 x 9 h = 45 h
    expect(weeklyHours(week(8, 17), 44)).toEqual([
      { rule: "weeklyHours", userId: "u1", date: "2030-01-07", value: 45, limit: 44 },
    ]);
    expect(weeklyHours(week(8, 16), 44)).toEqual([]);
    // Thursday to Monday: two weeks, neither over
    expect(weeklyHours(week(8, 17, 5, 10), 44)).toEqual([]);
    expect(weeklyHours([...week(8, 16), ...week(8, 16, 5, 7, "u2")], 40)).toEqual([]);
  });

  it("part-time: fewer than 30 h a week for part-timers only (spec §9)", () => {
    const partTimers = new Set(["u1"]);
    expect(partTime(week(9, 15), 30, partTimers)).toEqual([
      { rule: "partTime", userId: "u1", date: "2030-01-07", value: 30, limit: 30 },
    ]);
    expect(partTime(week(9, 14.5), 30, partTimers)).toEqual([]);
    expect(partTime(week(9, 15, 5, 7, "u2"), 30, partTimers)).toEqual([]);
  });

  it("minimum rest between shifts on different days; a split shift on one day is not a rest", () => {
    expect(minRest([shift("2030-01-07", 14, 22), shift("2030-01-08", 6, 14)], 11)).toEqual([
      { rule: "minRest", userId: "u1", date: "2030-01-08", value: 8, limit: 11 },
    ]);
    expect(minRest([shift("2030-01-07", 14, 22), shift("2030-01-08", 9, 17)], 11)).toEqual([]);
    expect(minRest([shift("2030-01-07", 6, 10), shift("2030-01-07", 14, 18)], 11)).toEqual([]);
    // order of input does not matter
    expect(minRest([shift("2030-01-08", 6, 14), shift("2030-01-07", 14, 22)], 11)).toHaveLength(1);
  });

  it("weekly rest day: seven worked days in a Monday-Sunday week", () => {
    expect(weeklyRestDay(week(8, 12, 7))).toEqual([
      { rule: "weeklyRestDay", userId: "u1", date: "2030-01-07", value: 0, limit: 1 },
    ]);
    expect(weeklyRestDay(week(8, 12, 6))).toEqual([]);
    // Wednesday to Tuesday: seven days in a row but a rest day in each calendar week
    expect(weeklyRestDay(week(8, 12, 7, 9))).toEqual([]);
  });

  it("consecutive days: runs longer than the limit, reported on their last day", () => {
    expect(consecutiveDays(week(8, 12, 7, 9), 6)).toEqual([
      { rule: "consecutiveDays", userId: "u1", date: "2030-01-15", value: 7, limit: 6 },
    ]);
    expect(consecutiveDays(week(8, 12, 6), 6)).toEqual([]);
    expect(consecutiveDays([...week(8, 12, 3), ...week(8, 12, 4, 11)], 6)).toEqual([]);
  });

  it("checkRules applies each rule's action and leaves off rules out", () => {
    const found = checkRules(week(6, 17, 7), DEFAULT_RULES, { partTimers: new Set(["u1"]) });
    const byRule = Object.fromEntries(found.map((v) => [v.rule, v.action]));
    expect(byRule).toEqual({
      dailyHours: "refuse",
      weeklyHours: "warn",
      weeklyRestDay: "refuse",
      partTime: "refuse",
      consecutiveDays: "refuse",
    });
    const off = checkRules(week(6, 17, 7), {
      ...DEFAULT_RULES,
      dailyHours: { action: "off", limit: 10 },
      weeklyHours: { action: "off", limit: 44 },
      weeklyRestDay: { action: "off", limit: 1 },
      consecutiveDays: { action: "warn", limit: 6 },
    });
    expect(off.map((v) => [v.rule, v.action])).toEqual([["consecutiveDays", "warn"]]);
  });

  it("rotating scales 6x1, 5x1 and 5x2, staggered by offset", () => {
    expect(scaleDays("6x1", "2030-01-07", "2030-01-20")).toHaveLength(12);
    expect(scaleDays("6x1", "2030-01-07", "2030-01-13")).not.toContain("2030-01-13");
    expect(scaleDays("5x1", "2030-01-07", "2030-01-18")).toEqual([
      "2030-01-07",
      "2030-01-08",
      "2030-01-09",
      "2030-01-10",
      "2030-01-11",
      "2030-01-13",
      "2030-01-14",
      "2030-01-15",
      "2030-01-16",
      "2030-01-17",
    ]);
    const fiveTwo = scaleDays("5x2", "2030-01-07", "2030-01-20");
    expect(fiveTwo).toHaveLength(10);
    expect(fiveTwo).not.toContain("2030-01-12");
    expect(fiveTwo).not.toContain("2030-01-13");
    // offset 1: the cycle is one day further on, so the rest day comes a day earlier
    expect(scaleDays("6x1", "2030-01-07", "2030-01-13", 1)).not.toContain("2030-01-12");
    // a scale of 7 h 20 worked a day (44 h in a 6x1 week) breaks none of the default rules
    for (const scale of ["6x1", "5x1", "5x2"] as const) {
      const shifts = scaleDays(scale, "2030-01-07", "2030-03-31").map((d) => ({
        ...shift(d, 6, 14),
        end: 6 * 60 + 470,
        breakMinutes: 30,
      }));
      expect(checkRules(shifts, DEFAULT_RULES), scale).toEqual([]);
    }
  });
});

describe("the schedule order state machine", () => {
  it("trades and covers wait for the colleague, then the leader when the company manages orders", () => {
    const managed = { manageScheduleOrder: true };
    expect(initialState("trade", managed)).toBe("worker-must-approve");
    expect(initialState("cover", managed)).toBe("worker-must-approve");
    expect(initialState("unavailable", managed)).toBe("waiting-admin-approval");
    expect(initialState("unavailable", { manageScheduleOrder: false })).toBe("approved");
    expect(initialState("openshift", managed)).toBe("approved");
    expect(nextState("worker-must-approve", "accept", managed)).toEqual({
      to: "waiting-admin-approval",
      by: "colleague",
    });
    expect(nextState("worker-must-approve", "accept", { manageScheduleOrder: false })).toEqual({
      to: "approved",
      by: "colleague",
    });
    expect(nextState("waiting-admin-approval", "approve", managed)).toEqual({ to: "approved", by: "leader" });
    expect(nextState("waiting-admin-approval", "reject", managed)).toEqual({ to: "unapproved", by: "leader" });
    expect(nextState("worker-must-approve", "decline", managed)).toEqual({ to: "unapproved", by: "colleague" });
    expect(nextState("worker-must-approve", "approve", managed)).toBeNull();
    expect(nextState("approved", "cancel", managed)).toBeNull();
    expect(["approved", "unapproved", "canceled"].every((s) => isFinal(s as "approved"))).toBe(true);
    expect(isFinal("worker-must-approve")).toBe(false);
  });
});

describe("PersonRules (the incremental check the server runs per candidate)", () => {
  /** A small seeded generator (mulberry32): the same cases on every run. */
  const random = (seed: number) => {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  };
  const key = (v: { rule: string; date: string; value: number; action: string }) =>
    `${v.rule}|${v.date}|${v.value}|${v.action}`;

  it("reports exactly what checkRules over the shifts with and without the candidate reports as new", () => {
    let compared = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const r = random(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
      const action = () => pick(["off", "warn", "warn", "refuse"] as const);
      const rules = {
        dailyHours: { action: action(), limit: pick([6, 8, 10]) },
        weeklyHours: { action: action(), limit: pick([20, 30, 44]) },
        minRest: { action: action(), limit: pick([8, 11, 13]) },
        weeklyRestDay: { action: action(), limit: 1 },
        partTime: { action: action(), limit: pick([20, 30]) },
        consecutiveDays: { action: action(), limit: pick([2, 4, 6]) },
      };
      const partTimer = r() < 0.5;
      const day = () =>
        `2030-01-${String(1 + Math.floor(r() * 42)).padStart(2, "0")}`.replace(
          /2030-01-(3[2-9]|4\d)/,
          (_, d: string) => `2030-02-${String(Number(d) - 31).padStart(2, "0")}`,
        );
      const make = (): RuleShift => {
        const start = pick([0, 6, 7, 8, 9, 14, 15, 20, 22, 23]) * 60 + pick([0, 30]);
        return {
          userId: "u1",
          date: day(),
          start,
          end: start + pick([3, 4, 6, 8, 9, 10, 12]) * 60,
          breakMinutes: pick([0, 30, 60]),
        };
      };
      // the person's existing shifts (overlap-free, as validation keeps them), then candidates one by one
      const base: RuleShift[] = [];
      for (let i = 0; i < 12; i++) {
        const s = make();
        if (!base.some((b) => overlaps(b, s))) base.push(s);
      }
      const person = new PersonRules("u1", base, rules, partTimer);
      const shifts = [...base];
      for (let i = 0; i < 25; i++) {
        const c = make();
        const overlapping = shifts.some((s) => overlaps(s, c));
        expect(person.overlaps(c)).toBe(overlapping);
        if (overlapping) continue;
        const options = { partTimers: new Set(partTimer ? ["u1"] : []) };
        const before = new Set(checkRules(shifts, rules, options).map((v) => `${v.rule}|${v.date}`));
        const expected = checkRules([...shifts, c], rules, options)
          .filter((v) => !before.has(`${v.rule}|${v.date}`))
          .map(key)
          .sort();
        expect(person.introduced(c).map(key).sort(), `seed ${seed}, candidate ${i}`).toEqual(expected);
        compared++;
        // accepted unless a rule refuses it (as validation does)
        if (expected.some((k) => k.endsWith("|refuse"))) continue;
        person.add(c);
        shifts.push(c);
      }
    }
    expect(compared).toBeGreaterThan(800);
  });

  it("keeps the breaches up to date as shifts are added: a short rest already reported is not new again", () => {
    const rules = { ...DEFAULT_RULES, minRest: { action: "warn" as const, limit: 11 } };
    // Monday 14:00-22:00 then Tuesday 06:00-14:00: 8 h of rest, reported on Tuesday
    const base = [shift("2030-01-07", 14, 22), shift("2030-01-08", 6, 14)];
    const person = new PersonRules("u1", base, rules, false);
    const shifts = [...base];
    // short shifts late on Monday, each between the last one and Tuesday's: Tuesday's short rest is not new
    for (const [from, to] of [
      [22.5, 23],
      [23.25, 23.5],
      [23.75, 24],
    ] as const) {
      const c = shift("2030-01-07", from, to);
      const before = new Set(checkRules(shifts, rules).map((v) => `${v.rule}|${v.date}`));
      const expected = checkRules([...shifts, c], rules).filter((v) => !before.has(`${v.rule}|${v.date}`));
      expect(person.introduced(c)).toEqual(expected.map((v) => ({ ...v })));
      expect(person.introduced(c).filter((v) => v.rule === "minRest")).toEqual([]);
      person.add(c);
      shifts.push(c);
    }
    // a shift on Wednesday at 01:00 after Tuesday's 14:00 end: 11 h exactly is enough; at 00:30 it is not
    expect(person.introduced(shift("2030-01-09", 1, 5)).filter((v) => v.rule === "minRest")).toEqual([]);
    expect(person.introduced(shift("2030-01-09", 0.5, 5)).map((v) => [v.rule, v.date, v.value])).toEqual([
      ["minRest", "2030-01-09", 10.5],
    ]);
  });
});
