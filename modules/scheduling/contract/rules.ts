/**
 * Labour rules (issue 14): pure functions over a person's shifts, shared by the server (which warns or refuses) and
 * the web board (which shows the same reasons before saving). A shift is a day and minutes from that day's midnight;
 * `end` may pass 1440 (a night shift ends the next day). Weeks start on Monday.
 */

export interface RuleShift {
  id?: string;
  userId: string;
  /** `YYYY-MM-DD` the shift starts on. */
  date: string;
  /** Minutes from the day's midnight. */
  start: number;
  /** Minutes from the start day's midnight (may exceed 1440). */
  end: number;
  /** Unpaid break inside the shift: not worked time (daily, weekly, part-time hours). */
  breakMinutes?: number;
}

export const RULE_IDS = [
  "dailyHours",
  "weeklyHours",
  "minRest",
  "weeklyRestDay",
  "partTime",
  "consecutiveDays",
] as const;
export type RuleId = (typeof RULE_IDS)[number];
export type RuleAction = "off" | "warn" | "refuse";

export interface RuleSetting {
  action: RuleAction;
  /** Hours (daily, weekly, rest, part-time) or days (consecutive); unused by weeklyRestDay. */
  limit: number;
}
export type LabourRules = Record<RuleId, RuleSetting>;

/** Defaults: 10 h a day, 44 h a week, 11 h of rest between shifts, one rest day a week, part-time < 30 h (spec §9), 6 days in a row. */
export const DEFAULT_RULES: LabourRules = {
  dailyHours: { action: "refuse", limit: 10 },
  weeklyHours: { action: "warn", limit: 44 },
  minRest: { action: "refuse", limit: 11 },
  weeklyRestDay: { action: "refuse", limit: 1 },
  partTime: { action: "refuse", limit: 30 },
  consecutiveDays: { action: "refuse", limit: 6 },
};

export const RULE_CODES = {
  dailyHours: "SCHEDULING_RULE_DAILY_HOURS",
  weeklyHours: "SCHEDULING_RULE_WEEKLY_HOURS",
  minRest: "SCHEDULING_RULE_MIN_REST",
  weeklyRestDay: "SCHEDULING_RULE_WEEKLY_REST",
  partTime: "SCHEDULING_RULE_PART_TIME",
  consecutiveDays: "SCHEDULING_RULE_CONSECUTIVE_DAYS",
} as const satisfies Record<RuleId, string>;

export interface Violation {
  rule: RuleId;
  userId: string;
  /** The day the breach shows on (the day over the limit, the week's Monday, the shift after too short a rest). */
  date: string;
  /** Hours (or days for consecutiveDays) the person would reach. */
  value: number;
  limit: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
const dayOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);
/** Calendar arithmetic only (no tenant data): a day's Monday, memoized because the rules ask it per shift. */
const mondays = new Map<string, string>();
/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  let monday = mondays.get(day);
  if (monday === undefined) {
    const n = dayNumber(day);
    const weekday = (((n + 3) % 7) + 7) % 7; // day 0 (1970-01-01) was a Thursday; Monday 0
    monday = dayOfNumber(n - weekday);
    if (mondays.size > 20_000) mondays.clear();
    mondays.set(day, monday);
  }
  return monday;
}
const hours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;
/** Minutes of a shift. */
export const shiftMinutes = (s: Pick<RuleShift, "start" | "end" | "breakMinutes">): number =>
  s.end - s.start - (s.breakMinutes ?? 0);
/** Absolute minute of a shift's start and end (for rest between shifts across days). */
const absolute = (s: RuleShift): [number, number] => {
  const base = dayNumber(s.date) * 1440;
  return [base + s.start, base + s.end];
};

function byUser(shifts: readonly RuleShift[]): Map<string, RuleShift[]> {
  const map = new Map<string, RuleShift[]>();
  for (const s of shifts) {
    const list = map.get(s.userId);
    if (list) list.push(s);
    else map.set(s.userId, [s]);
  }
  return map;
}

/** Two shifts of the same person that overlap in time (the "conflict between the schedules"). */
export function overlaps(a: RuleShift, b: RuleShift): boolean {
  if (a.userId !== b.userId) return false;
  const [as, ae] = absolute(a);
  const [bs, be] = absolute(b);
  return as < be && bs < ae;
}

/** Days a person works more than `limit` hours (shifts summed by the day they start on). */
export function dailyHours(shifts: readonly RuleShift[], limit: number): Violation[] {
  const sums = new Map<string, number>();
  for (const s of shifts) {
    const key = `${s.userId}|${s.date}`;
    sums.set(key, (sums.get(key) ?? 0) + shiftMinutes(s));
  }
  const out: Violation[] = [];
  for (const [key, minutes] of sums)
    if (minutes > limit * 60) {
      const [userId, date] = key.split("|") as [string, string];
      out.push({ rule: "dailyHours", userId, date, value: hours(minutes), limit });
    }
  return out;
}

function weeklySums(shifts: readonly RuleShift[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const s of shifts) {
    const key = `${s.userId}|${mondayOf(s.date)}`;
    sums.set(key, (sums.get(key) ?? 0) + shiftMinutes(s));
  }
  return sums;
}

/** Weeks (Monday to Sunday) a person works more than `limit` hours. */
export function weeklyHours(shifts: readonly RuleShift[], limit: number): Violation[] {
  const out: Violation[] = [];
  for (const [key, minutes] of weeklySums(shifts))
    if (minutes > limit * 60) {
      const [userId, date] = key.split("|") as [string, string];
      out.push({ rule: "weeklyHours", userId, date, value: hours(minutes), limit });
    }
  return out;
}

/** Part-time people (spec §9: fewer than `limit`, 30, hours a week) scheduled `limit` hours or more in a week. */
export function partTime(shifts: readonly RuleShift[], limit: number, partTimers: ReadonlySet<string>): Violation[] {
  const out: Violation[] = [];
  for (const [key, minutes] of weeklySums(shifts.filter((s) => partTimers.has(s.userId))))
    if (minutes >= limit * 60) {
      const [userId, date] = key.split("|") as [string, string];
      out.push({ rule: "partTime", userId, date, value: hours(minutes), limit });
    }
  return out;
}

/** Shifts that start less than `limit` hours after the person's previous shift ended (overlaps are conflicts, not rest). */
export function minRest(shifts: readonly RuleShift[], limit: number): Violation[] {
  const out: Violation[] = [];
  for (const [userId, list] of byUser(shifts)) {
    const sorted = list.map((s) => ({ s, t: absolute(s) })).sort((a, b) => a.t[0] - b.t[0]);
    for (let i = 1; i < sorted.length; i++) {
      const gap = sorted[i]!.t[0] - sorted[i - 1]!.t[1];
      // a split shift on the same day (lunch break) is one working day, not a rest
      if (sorted[i]!.s.date === sorted[i - 1]!.s.date) continue;
      if (gap >= 0 && gap < limit * 60)
        out.push({ rule: "minRest", userId, date: sorted[i]!.s.date, value: hours(gap), limit });
    }
  }
  return out;
}

/** Calendar weeks (Monday to Sunday) in which a person works all seven days. */
export function weeklyRestDay(shifts: readonly RuleShift[]): Violation[] {
  const days = new Map<string, Set<string>>();
  for (const s of shifts) {
    const key = `${s.userId}|${mondayOf(s.date)}`;
    let set = days.get(key);
    if (!set) days.set(key, (set = new Set()));
    set.add(s.date);
  }
  const out: Violation[] = [];
  for (const [key, set] of days)
    if (set.size >= 7) {
      const [userId, date] = key.split("|") as [string, string];
      out.push({ rule: "weeklyRestDay", userId, date, value: 0, limit: 1 });
    }
  return out;
}

/** Runs of more than `limit` consecutive working days; reported once per run, on its last day. */
export function consecutiveDays(shifts: readonly RuleShift[], limit: number): Violation[] {
  const out: Violation[] = [];
  for (const [userId, list] of byUser(shifts)) {
    const days = [...new Set(list.map((s) => dayNumber(s.date)))].sort((a, b) => a - b);
    let run = 0;
    for (let i = 0; i < days.length; i++) {
      run = i > 0 && days[i] === days[i - 1]! + 1 ? run + 1 : 1;
      const endsHere = i === days.length - 1 || days[i + 1] !== days[i]! + 1;
      if (endsHere && run > limit)
        out.push({ rule: "consecutiveDays", userId, date: dayOfNumber(days[i]!), value: run, limit });
    }
  }
  return out;
}

/** Every rule the company switched on, over the shifts of the people concerned (their whole neighbourhood in time). */
export function checkRules(
  shifts: readonly RuleShift[],
  rules: LabourRules,
  options: { partTimers?: ReadonlySet<string> } = {},
): Array<Violation & { action: Exclude<RuleAction, "off"> }> {
  const out: Array<Violation & { action: Exclude<RuleAction, "off"> }> = [];
  const add = (rule: RuleId, found: Violation[]) => {
    const action = rules[rule].action;
    if (action !== "off") for (const v of found) out.push({ ...v, action });
  };
  if (rules.dailyHours.action !== "off") add("dailyHours", dailyHours(shifts, rules.dailyHours.limit));
  if (rules.weeklyHours.action !== "off") add("weeklyHours", weeklyHours(shifts, rules.weeklyHours.limit));
  if (rules.minRest.action !== "off") add("minRest", minRest(shifts, rules.minRest.limit));
  if (rules.weeklyRestDay.action !== "off") add("weeklyRestDay", weeklyRestDay(shifts));
  if (rules.partTime.action !== "off")
    add("partTime", partTime(shifts, rules.partTime.limit, options.partTimers ?? new Set()));
  if (rules.consecutiveDays.action !== "off")
    add("consecutiveDays", consecutiveDays(shifts, rules.consecutiveDays.limit));
  return out;
}

/** Spec §3 "Clock scales": working days then rest days, repeated. */
export const SCALES = { "6x1": [6, 1], "5x1": [5, 1], "5x2": [5, 2] } as const;
export type Scale = keyof typeof SCALES;

/**
 * The days a rotating scale puts a person to work from `from` to `to`: the cycle starts at `from` shifted by
 * `offset` days (stagger people so the rest days rotate across the team).
 */
export function scaleDays(scale: Scale, from: string, to: string, offset = 0): string[] {
  const [on, off] = SCALES[scale];
  const cycle = on + off;
  const out: string[] = [];
  for (let n = dayNumber(from), i = 0; n <= dayNumber(to); n++, i++) {
    const position = (((i + offset) % cycle) + cycle) % cycle;
    if (position < on) out.push(dayOfNumber(n));
  }
  return out;
}
