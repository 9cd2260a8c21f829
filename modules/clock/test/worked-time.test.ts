import { describe, expect, it } from "vitest";
import { effectiveEntries, type ClockCorrection } from "../contract/entries.js";
import { nextExpectedStatus, workedIntervals, workedMs, type TimedPunch } from "../contract/worked-time.js";

const at = (iso: string) => new Date(iso);
const p = (status: TimedPunch["status"], iso: string): TimedPunch => ({ status, statusDate: at(iso) });
const HOUR = 3_600_000;

describe("worked time (spec §4: each start entry to the following entry)", () => {
  it("a day with lunch: 08-12 and 13-17 is eight hours", () => {
    const day = [
      p("start", "2026-03-02T08:00:00Z"),
      p("middle", "2026-03-02T12:00:00Z"),
      p("middle", "2026-03-02T13:00:00Z"),
      p("end", "2026-03-02T17:00:00Z"),
    ];
    expect(workedMs(day)).toBe(8 * HOUR);
    expect(workedIntervals(day).map((i) => [i.from.getUTCHours(), i.to?.getUTCHours()])).toEqual([
      [8, 12],
      [13, 17],
    ]);
  });

  it("an overnight shift counts across midnight", () => {
    expect(workedMs([p("start", "2026-03-02T22:00:00Z"), p("end", "2026-03-03T06:30:00Z")])).toBe(8.5 * HOUR);
  });

  it("a missing end counts nothing, or up to `until` when asked", () => {
    const open = [
      p("start", "2026-03-02T08:00:00Z"),
      p("middle", "2026-03-02T12:00:00Z"),
      p("middle", "2026-03-02T13:00:00Z"),
    ];
    expect(workedMs(open)).toBe(4 * HOUR);
    expect(workedMs(open, { until: at("2026-03-02T15:00:00Z") })).toBe(6 * HOUR);
    expect(workedIntervals(open).at(-1)?.to).toBeUndefined();
  });

  it("a split shift: start-end twice", () => {
    const day = [
      p("start", "2026-03-02T06:00:00Z"),
      p("end", "2026-03-02T10:00:00Z"),
      p("start", "2026-03-02T18:00:00Z"),
      p("end", "2026-03-02T21:00:00Z"),
    ];
    expect(workedMs(day)).toBe(7 * HOUR);
  });

  it("the next expected punch follows the day", () => {
    expect(nextExpectedStatus([], { hasBreak: true }).kind).toBe("start");
    const started = [p("start", "2026-03-02T08:00:00Z")];
    expect(nextExpectedStatus(started, { hasBreak: true }).kind).toBe("lunch-out");
    expect(nextExpectedStatus(started, { hasBreak: false }).kind).toBe("end");
    const out = [...started, p("middle", "2026-03-02T12:00:00Z")];
    expect(nextExpectedStatus(out, { hasBreak: true })).toEqual({ status: "middle", kind: "lunch-in" });
    const back = [...out, p("middle", "2026-03-02T13:00:00Z")];
    expect(nextExpectedStatus(back, { hasBreak: true }).kind).toBe("end");
  });

  it("corrections: an approved void removes a punch, an approved add inserts one; pending ones change nothing", () => {
    const base = { workerId: "w", userId: "u", method: "web" as const };
    const entries = [
      { ...base, id: "e1", status: "start" as const, statusDate: "2026-03-02T08:00:00.000Z" },
      { ...base, id: "e2", status: "start" as const, statusDate: "2026-03-02T08:01:00.000Z" },
    ];
    const correction = (c: Partial<ClockCorrection>): ClockCorrection => ({
      id: "c",
      workerId: "w",
      userId: "u",
      kind: "add",
      statusDate: "2026-03-02T17:00:00.000Z",
      reason: "forgot",
      state: "approved",
      proposedBy: "u",
      proposedAt: "2026-03-03T09:00:00.000Z",
      ...c,
    });
    const corrections = [
      correction({ id: "c1", kind: "void", entryId: "e2", statusDate: entries[1]!.statusDate }),
      correction({ id: "c2", kind: "add", status: "end" }),
      correction({ id: "c3", kind: "add", status: "middle", state: "pending", statusDate: "2026-03-02T12:00:00.000Z" }),
    ];
    const effective = effectiveEntries(entries, corrections);
    expect(effective.map((e) => [e.id, e.source])).toEqual([
      ["e1", "entry"],
      ["c2", "correction"],
    ]);
    expect(workedMs(effective)).toBe(9 * HOUR);
  });
});
