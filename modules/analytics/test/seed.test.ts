import { describe, expect, it } from "vitest";
import { seededDemo, TestClock, useTestDatabase } from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import type { Diversity, Growth, Surveys } from "../contract/index.js";

useTestDatabase("analytics_seed");

describe("analytics on the demo company", () => {
  it("shows a year of growth, diversity answers and exit surveys after `npm start`", async () => {
    const clock = new TestClock(new Date("2030-03-12T12:00:00.000Z"));
    const { app, get } = await seededDemo({ clock, modules: modulesFor("analytics") });
    const growth = await get<Growth>("/analytics/growth?from=2029-04&to=2030-03&by=department");
    expect(growth.months).toHaveLength(12);
    // 14 people left over the year, of both main kinds; some had joined within it
    expect(growth.months.reduce((a, m) => a + m.terminations, 0)).toBe(14);
    expect(growth.months.reduce((a, m) => a + m.voluntary, 0)).toBeGreaterThan(0);
    expect(growth.months.reduce((a, m) => a + m.involuntary, 0)).toBeGreaterThan(0);
    expect(growth.months.reduce((a, m) => a + m.hires, 0)).toBeGreaterThan(0);
    expect(growth.groups.some((g) => g.name)).toBe(true);
    const race = await get<Diversity>("/analytics/diversity?dimension=race");
    expect(race.groups.length).toBeGreaterThan(1);
    expect(race.hidden).toBeGreaterThan(0);
    const surveys = await get<Surveys>("/analytics/surveys?from=2029-04&to=2030-03");
    expect(surveys).toMatchObject({ invited: 14, comments: expect.any(Number) });
    expect(surveys.overall.answered).toBe(13);
    // voluntary answers stand alone; involuntary and others (3 + 3) are merged
    expect(surveys.byType.map((t) => [t.key, t.answered])).toEqual([
      ["voluntary", 7],
      ["merged", 6],
    ]);
    expect(surveys.periods.length).toBeGreaterThan(1);
    await app.close();
  }, 180_000);
});
