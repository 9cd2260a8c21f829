import type { ServiceContext } from "../../../core/context.js";
import { addDays, eachDay } from "../../../core/dates/calendar-days.js";
import { AppError } from "../../../core/errors/app-error.js";
import { messageFor, type ErrorCode } from "../../../core/errors/catalogue.js";
import type { Locale } from "../../../core/i18n/locale.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../leave/contract/absences.js";
import {
  PersonRules,
  RULE_CODES,
  type RuleShift,
  type Settings,
  type Violation,
  type Warning,
} from "../contract/index.js";
import { OrderModel, ProfileModel, ShiftModel } from "./models.js";

/** A shift about to be written (new, moved, copied, traded): `userId` null is an open shift. */
export interface Candidate {
  userId: string | null;
  date: string;
  start: number;
  end: number;
  breakMinutes: number;
  departmentId?: string;
  officeId?: string;
  skill?: string;
  note?: string;
}

/** Leave statuses that make a person absent on the board (approved ones; pending are not yet absences). */
const APPROVED = new Set(["approved", "approved-payroll"]);
/** Days of context around the candidates the rules look at (a week's hours, rest, consecutive days). */
const MARGIN_DAYS = 14;
/** Above this many people, their leaves are read as the company's leaves of the period and kept for them here. */
const MANY_PEOPLE = 100;

export interface ValidationResult<C extends Candidate> {
  accepted: C[];
  /** Candidates left out (skip mode), each with its reason. */
  skipped: Warning[];
  /** Rules set to "warn" (and holidays set to warn) the accepted shifts break. */
  warnings: Warning[];
}

export interface ValidationDeps {
  leaves: Pick<LeaveAbsences, "activeLeaves" | "holidays">;
  /** Display names and active workers by user id. */
  workers: (ctx: ServiceContext) => Promise<Map<string, { name: string }>>;
}

type Refusal = { code: ErrorCode; params: Record<string, string | number>; userId: string; date: string };

/**
 * The active leaves of some people in a period. Many people: the period's leaves of the company (one read by its
 * months, an index the leave module keeps), kept for these people here, rather than a long list of people tested
 * against every leave.
 */
export async function leavesOfPeople(
  ctx: ServiceContext,
  leaves: Pick<LeaveAbsences, "activeLeaves">,
  query: { from: string; to: string; userIds: readonly string[] },
) {
  if (query.userIds.length === 0) return [];
  if (query.userIds.length <= MANY_PEOPLE)
    return leaves.activeLeaves(ctx, { from: query.from, to: query.to, userIds: [...query.userIds] });
  const wanted = new Set(query.userIds);
  return (await leaves.activeLeaves(ctx, { from: query.from, to: query.to })).filter((l) => wanted.has(l.userId));
}

/**
 * Checks shifts before they are written (issue 14): times, active workers, overlaps with the person's other shifts
 * ("There is a conflict between the schedules"), approved leaves, holidays, unavailability, and the company's labour
 * rules over the person's shifts around them. Only breaches the candidates introduce count (a week already over its
 * hours does not block an unrelated change). `strict` throws the first refusal as an AppError; `skip` leaves refused
 * candidates out and reports them (bulk generators: a scale skips a person's leave days).
 */
export async function validateCandidates<C extends Candidate>(
  ctx: ServiceContext,
  deps: ValidationDeps,
  settings: Settings,
  candidates: readonly C[],
  options: { mode: "strict" | "skip"; locale: Locale; exclude?: ReadonlySet<string> },
): Promise<ValidationResult<C>> {
  const { locale, mode } = options;
  const exclude = options.exclude ?? new Set<string>();
  const skipped: Warning[] = [];
  const warnings: Warning[] = [];
  const warned = new Set<string>();
  const workers = await deps.workers(ctx);
  const nameOf = (userId: string) => workers.get(userId)?.name ?? "?";
  const toWarning = (r: Refusal): Warning => ({
    code: r.code,
    message: messageFor(r.code, locale, r.params),
    userId: r.userId,
    date: r.date,
  });
  const refuse = (r: Refusal) => {
    if (mode === "strict") throw new AppError(r.code, { params: r.params });
    skipped.push(toWarning(r));
  };
  const warn = (r: Refusal) => {
    const key = `${r.code}|${r.userId}|${r.date}`;
    if (warned.has(key)) return;
    warned.add(key);
    warnings.push(toWarning(r));
  };

  for (const c of candidates)
    if (c.end <= c.start || c.end - c.start > 1440 || c.breakMinutes >= c.end - c.start)
      throw new AppError("SCHEDULING_SHIFT_TIMES", { field: "end" });
  const assigned = candidates.filter((c) => c.userId !== null);
  for (const c of assigned)
    if (!workers.has(c.userId!)) throw new AppError("SCHEDULING_NOT_A_WORKER", { field: "userId" });
  const accepted: C[] = candidates.filter((c) => c.userId === null);
  if (assigned.length === 0) return { accepted, skipped, warnings };

  let from = assigned[0]!.date;
  let to = from;
  for (const c of assigned) {
    if (c.date < from) from = c.date;
    if (c.date > to) to = c.date;
  }
  const userIds = [...new Set(assigned.map((c) => c.userId!))];
  const windowFrom = addDays(from, -MARGIN_DAYS);
  const windowTo = addDays(to, MARGIN_DAYS);
  const [existing, leaves, holidays, unavailable, profiles] = await Promise.all([
    // days as a list of equalities, not a range: the (userId, date) index answers the whole filter
    scoped(ctx, ShiftModel).find(
      { userId: { $in: userIds }, date: { $in: eachDay(windowFrom, windowTo) } },
      { projection: { userId: 1, date: 1, start: 1, end: 1, breakMinutes: 1 } },
    ),
    leavesOfPeople(ctx, deps.leaves, { from, to, userIds }),
    deps.leaves.holidays(ctx, from, to),
    scoped(ctx, OrderModel).find(
      { type: "unavailable", state: "approved", requesterId: { $in: userIds }, date: { $in: eachDay(from, to) } },
      { projection: { requesterId: 1, date: 1, start: 1, end: 1 } },
    ),
    scoped(ctx, ProfileModel).find({ userId: { $in: userIds }, partTime: true }, { projection: { userId: 1 } }),
  ]);
  const partTimers = new Set(profiles.map((p) => p.userId));
  const holidayOn = new Map(holidays.map((h) => [h.date, h.name]));
  const leavesOf = new Map<string, Array<{ startDate: string; endDate: string }>>();
  for (const l of leaves)
    if (APPROVED.has(l.status)) {
      const list = leavesOf.get(l.userId);
      if (list) list.push(l);
      else leavesOf.set(l.userId, [l]);
    }
  const unavailableOf = new Map<string, Array<{ start?: number | null; end?: number | null }>>();
  for (const u of unavailable) {
    const key = `${u.requesterId}|${u.date}`;
    const list = unavailableOf.get(key);
    if (list) list.push(u);
    else unavailableOf.set(key, [u]);
  }
  const baseOf = new Map<string, RuleShift[]>();
  for (const s of existing) {
    if (exclude.has(String(s._id)) || !s.userId) continue;
    const shift = {
      id: String(s._id),
      userId: s.userId,
      date: s.date,
      start: s.start,
      end: s.end,
      breakMinutes: s.breakMinutes ?? 0,
    };
    const list = baseOf.get(s.userId);
    if (list) list.push(shift);
    else baseOf.set(s.userId, [shift]);
  }

  const byUser = new Map<string, C[]>();
  for (const c of assigned) {
    const list = byUser.get(c.userId!);
    if (list) list.push(c);
    else byUser.set(c.userId!, [c]);
  }
  for (const [userId, list] of byUser) {
    list.sort((a, b) => (a.date === b.date ? a.start - b.start : a.date < b.date ? -1 : 1));
    // the person's shifts and the breaches they already hold, brought up to date as candidates are accepted
    const rules = new PersonRules(userId, baseOf.get(userId) ?? [], settings.rules, partTimers.has(userId));
    const personLeaves = leavesOf.get(userId) ?? [];
    const name = nameOf(userId);
    for (const c of list) {
      const shift: RuleShift = { userId, date: c.date, start: c.start, end: c.end, breakMinutes: c.breakMinutes };
      const base = { userId, date: c.date };
      if (rules.overlaps(shift)) {
        refuse({ ...base, code: "SCHEDULING_CONFLICT", params: {} });
        continue;
      }
      if (personLeaves.some((l) => l.startDate <= c.date && l.endDate >= c.date)) {
        refuse({ ...base, code: "SCHEDULING_ON_LEAVE", params: { name, date: c.date } });
        continue;
      }
      const holiday = holidayOn.get(c.date);
      if (holiday !== undefined) {
        const r: Refusal = { ...base, code: "SCHEDULING_HOLIDAY", params: { date: c.date, holiday } };
        if (settings.holidays === "refuse") {
          refuse(r);
          continue;
        }
        warn(r);
      }
      const marks = unavailableOf.get(`${userId}|${c.date}`);
      if (marks?.some((m) => m.start == null || m.end == null || (m.start < c.end && c.start < m.end))) {
        refuse({ ...base, code: "SCHEDULING_UNAVAILABLE", params: { name, date: c.date } });
        continue;
      }
      const introduced = rules.introduced(shift);
      const refusal = introduced.find((v) => v.action === "refuse");
      const asRefusal = (v: Violation): Refusal => ({
        userId,
        date: v.date,
        code: RULE_CODES[v.rule],
        params: { name, date: v.date, limit: v.limit, hours: v.value, days: v.value },
      });
      if (refusal) {
        refuse(asRefusal(refusal));
        continue;
      }
      for (const v of introduced) warn(asRefusal(v));
      rules.add(shift);
      accepted.push(c);
    }
  }
  return { accepted, skipped, warnings };
}
