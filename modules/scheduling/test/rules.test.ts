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
