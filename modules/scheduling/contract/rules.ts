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
/** Calendar arithmetic only (no tenant data): a day's number since 1970-01-01, memoized (asked per shift). */
const dayNumbers = new Map<string, number>();
const dayNumber = (day: string): number => {
  let n = dayNumbers.get(day);
  if (n === undefined) {
    n = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
    if (dayNumbers.size > 20_000) dayNumbers.clear();
    dayNumbers.set(day, n);
  }
  return n;
};
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

type Found = Violation & { action: Exclude<RuleAction, "off"> };

/**
 * One person's shifts and the rule breaches they hold, kept up to date as shifts are added: what `checkRules` over
 * `[...shifts, shift]` would report that it does not report over `shifts` (the breaches a new shift introduces), in
 * time proportional to the shifts near the new one rather than to all of them. Validating a generated month (a scale
 * for 1,000 people) asks this once per shift. Same keys as `checkRules` (rule, person, day); only rules not `off`.
 */
export class PersonRules {
  private readonly daySums = new Map<string, number>();
  private readonly weekSums = new Map<string, number>();
  private readonly weekDays = new Map<string, Set<string>>();
  /** Worked days (day numbers). */
  private readonly worked = new Set<number>();
  /** Shifts by absolute start, with their absolute start and end minutes. */
  private readonly sorted: Array<{ s: RuleShift; start: number; end: number }> = [];
  /** The breaches the shifts hold now: `rule|date`. */
  private readonly keys = new Set<string>();

  constructor(
    private readonly userId: string,
    shifts: readonly RuleShift[],
    private readonly rules: LabourRules,
    private readonly partTimer: boolean,
  ) {
    for (const s of shifts) this.index(s);
    for (const v of checkRules(shifts, rules, { partTimers: partTimer ? new Set([userId]) : new Set() }))
      this.keys.add(`${v.rule}|${v.date}`);
  }

  /** Whether a shift overlaps one of the person's shifts in time (the "conflict between the schedules"). */
  overlaps(shift: RuleShift): boolean {
    const [start, end] = absolute(shift);
    return this.sorted.some((x) => x.start < end && start < x.end);
  }

  /** The breaches adding `shift` would introduce, in `checkRules`' order of rules. */
  introduced(shift: RuleShift): Found[] {
    const { rules, userId } = this;
    const out: Found[] = [];
    const d = shift.date;
    const minutes = shiftMinutes(shift);
    const monday = mondayOf(d);
    const push = (rule: RuleId, date: string, value: number, limit: number) => {
      const action = rules[rule].action;
      if (action !== "off" && !this.keys.has(`${rule}|${date}`)) out.push({ rule, userId, date, value, limit, action });
    };
    if (rules.dailyHours.action !== "off") {
      const sum = (this.daySums.get(d) ?? 0) + minutes;
      if (sum > rules.dailyHours.limit * 60) push("dailyHours", d, hours(sum), rules.dailyHours.limit);
    }
    const week = (this.weekSums.get(monday) ?? 0) + minutes;
    if (rules.weeklyHours.action !== "off" && week > rules.weeklyHours.limit * 60)
      push("weeklyHours", monday, hours(week), rules.weeklyHours.limit);
    if (rules.minRest.action !== "off") {
      const limit = rules.minRest.limit;
      const [start, end] = absolute(shift);
      const at = this.position(start);
      const previous = this.sorted[at - 1];
      const next = this.sorted[at];
      if (previous && previous.s.date !== d) {
        const gap = start - previous.end;
        if (gap >= 0 && gap < limit * 60) push("minRest", d, hours(gap), limit);
      }
      if (next && next.s.date !== d) {
        const gap = next.start - end;
        if (gap >= 0 && gap < limit * 60) push("minRest", next.s.date, hours(gap), limit);
      }
    }
    if (rules.weeklyRestDay.action !== "off") {
      const days = this.weekDays.get(monday);
      const size = (days?.size ?? 0) + (days?.has(d) ? 0 : 1);
      if (size >= 7) push("weeklyRestDay", monday, 0, 1);
    }
    if (rules.partTime.action !== "off" && this.partTimer && week >= rules.partTime.limit * 60)
      push("partTime", monday, hours(week), rules.partTime.limit);
    if (rules.consecutiveDays.action !== "off") {
      const n = dayNumber(d);
      if (!this.worked.has(n)) {
        let before = 0;
        while (this.worked.has(n - before - 1)) before++;
        let after = 0;
        while (this.worked.has(n + after + 1)) after++;
        const run = before + 1 + after;
        if (run > rules.consecutiveDays.limit)
          push("consecutiveDays", dayOfNumber(n + after), run, rules.consecutiveDays.limit);
      }
    }
    return out;
  }

  /** Adds a shift and brings the breaches up to date (as `checkRules` over all the shifts would report them). */
  add(shift: RuleShift): void {
    const { rules, keys } = this;
    const d = shift.date;
    const monday = mondayOf(d);
    const n = dayNumber(d);
    const newDay = !this.worked.has(n);
    this.index(shift);
    const set = (key: string, on: boolean) => (on ? keys.add(key) : keys.delete(key));
    if (rules.dailyHours.action !== "off") set(`dailyHours|${d}`, this.daySums.get(d)! > rules.dailyHours.limit * 60);
    const week = this.weekSums.get(monday)!;
    if (rules.weeklyHours.action !== "off") set(`weeklyHours|${monday}`, week > rules.weeklyHours.limit * 60);
    if (rules.partTime.action !== "off" && this.partTimer) set(`partTime|${monday}`, week >= rules.partTime.limit * 60);
    if (rules.weeklyRestDay.action !== "off") set(`weeklyRestDay|${monday}`, this.weekDays.get(monday)!.size >= 7);
    if (rules.minRest.action !== "off") {
      // the pairs that changed end on the new shift's day or on the day of the shift after it
      const next = this.sorted[this.position(absolute(shift)[0])];
      this.restKey(d);
      if (next) this.restKey(next.s.date);
    }
    if (rules.consecutiveDays.action !== "off" && newDay) {
      let after = 0;
      while (this.worked.has(n + after + 1)) after++;
      let before = 0;
      while (this.worked.has(n - before - 1)) before++;
      // the run that ended the day before no longer ends there; the merged run ends `after` days on
      keys.delete(`consecutiveDays|${dayOfNumber(n - 1)}`);
      set(`consecutiveDays|${dayOfNumber(n + after)}`, before + 1 + after > rules.consecutiveDays.limit);
    }
  }

  /** Index in `sorted` of the first shift starting after `start` (where a shift starting at `start` goes). */
  private position(start: number): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]!.start <= start) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The minRest breach of a day, from the shifts starting that day (contiguous by start) and their predecessors. */
  private restKey(day: string): void {
    const limit = this.rules.minRest.limit * 60;
    const first = dayNumber(day) * 1440;
    let on = false;
    for (let i = this.position(first - 1); i < this.sorted.length && this.sorted[i]!.start < first + 1440; i++) {
      const cur = this.sorted[i]!;
      const prev = this.sorted[i - 1];
      if (!prev || cur.s.date !== day || prev.s.date === day) continue;
      const gap = cur.start - prev.end;
      if (gap >= 0 && gap < limit) on = true;
    }
    if (on) this.keys.add(`minRest|${day}`);
    else this.keys.delete(`minRest|${day}`);
  }

  private index(s: RuleShift): void {
    const minutes = shiftMinutes(s);
    const monday = mondayOf(s.date);
    this.daySums.set(s.date, (this.daySums.get(s.date) ?? 0) + minutes);
    this.weekSums.set(monday, (this.weekSums.get(monday) ?? 0) + minutes);
    let days = this.weekDays.get(monday);
    if (!days) this.weekDays.set(monday, (days = new Set()));
    days.add(s.date);
    this.worked.add(dayNumber(s.date));
    const [start, end] = absolute(s);
    this.sorted.splice(this.position(start), 0, { s, start, end });
  }
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
