import type { ClockStatus } from "./entries.js";

/** A punch as worked-time reads it: its status and instant. */
export interface TimedPunch {
  status: ClockStatus;
  statusDate: Date;
}

/** One worked interval: from an "in" punch to the punch that follows it (open when none follows yet). */
export interface WorkedInterval {
  from: Date;
  /** Absent: the person has not punched again yet (a missing end). */
  to?: Date;
}

/**
 * The worked intervals of one person's punches in time order (spec §4: "worked time is the sum of the intervals from
 * each start entry to the following entry").
 *
 * A working stretch begins at a `start`, or at the `middle` that ends a break (lunch in: the second `middle` after a
 * start, the fourth, ...); it runs to the next punch whatever it is. So start 08:00, middle 12:00, middle 13:00, end
 * 17:00 gives 08-12 and 13-17. A stretch still open at the end of the list is returned without `to` (a missing end
 * punch): `workedMs` counts it up to `until` when given, else not at all. An `end` closes; the next `start` opens
 * again (a split shift); an overnight shift is just a stretch whose `to` is on the next calendar day.
 */
export function workedIntervals(punches: readonly TimedPunch[]): WorkedInterval[] {
  const intervals: WorkedInterval[] = [];
  let open: Date | undefined;
  // whether the person is at work between punches; a middle toggles it, start sets it, end clears it
  let working = false;
  for (const punch of punches) {
    if (open) {
      intervals.push({ from: open, to: punch.statusDate });
      open = undefined;
    }
    if (punch.status === "start") working = true;
    else if (punch.status === "end") working = false;
    else working = !working; // middle: out to lunch, or back from it
    if (working) open = punch.statusDate;
  }
  if (open) intervals.push({ from: open });
  return intervals;
}

/**
 * Milliseconds worked by one person's punches in time order (see `workedIntervals`). An open stretch (missing end)
 * counts up to `until` if given (e.g. now, for "worked so far today"), otherwise it counts nothing: a forgotten end
 * punch is fixed by a correction, never guessed.
 */
export function workedMs(punches: readonly TimedPunch[], options: { until?: Date } = {}): number {
  let total = 0;
  for (const interval of workedIntervals(punches)) {
    const to = interval.to ?? options.until;
    if (to && to > interval.from) total += to.getTime() - interval.from.getTime();
  }
  return total;
}

/**
 * What the person would punch next after `last` (null: nothing today yet): start, then lunch out / back (middle) when
 * the schedule has a break, then end. `hasBreak` comes from the schedule (a double schedule, or a lunch time set).
 */
export function nextExpectedStatus(
  punchesToday: readonly TimedPunch[],
  options: { hasBreak: boolean },
): { status: ClockStatus; kind: "start" | "lunch-out" | "lunch-in" | "end" } {
  let working = false;
  let middles = 0;
  for (const p of punchesToday) {
    if (p.status === "start") {
      working = true;
      middles = 0;
    } else if (p.status === "end") working = false;
    else {
      working = !working;
      middles++;
    }
  }
  if (!working) {
    if (punchesToday.length > 0 && punchesToday[punchesToday.length - 1]!.status === "middle")
      return { status: "middle", kind: "lunch-in" };
    return { status: "start", kind: "start" };
  }
  if (options.hasBreak && middles === 0) return { status: "middle", kind: "lunch-out" };
  return { status: "end", kind: "end" };
}
