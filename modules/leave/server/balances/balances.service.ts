import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { listPage } from "../../../../core/lists/list-page.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { auditService } from "../../../../core/audit/index.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import {
  type BalanceAdjustmentInput,
  type BalanceList,
  DAY_MS,
  events,
  HOUR_MS,
  inUnit,
  type LedgerEntry,
  type LedgerEntryInput,
} from "../../contract/index.js";
import { addDays, addMonths, parseDay, wholeMonthsBetween } from "../../../../core/dates/calendar-days.js";
import { type LedgerRecord, ledgerService, toLedgerEntry } from "./ledger.service.js";
import { LeaveTypeModel, type LeaveTypeDoc } from "../types/types.model.js";
import { LedgerEntryModel } from "./balances.model.js";
import type { LeaveWorker, WorkerDirectory } from "../workers-directory.js";

export type LeaveTypeRecord = LeaveTypeDoc & { _id: unknown };

export interface AccrualPeriod {
  period: string;
  effectiveDate: string;
}

/**
 * The accrual periods of a type's policy for a worker whose effective date falls in (`after`, `until`] (issue 5
 * "Accrual policies"): yearly on 1 January (`2030`), monthly on the 1st (`2030-01`), anniversary every `everyMonths`
 * of service (`svc-1`, `svc-2`, ...). None before `minServiceMonths` of service; anniversaries need the worker's
 * startDateAtCompany.
 */
export function accrualPeriods(
  type: Pick<LeaveTypeDoc, "accrual">,
  worker: Pick<LeaveWorker, "startDateAtCompany">,
  after: string,
  until: string,
): AccrualPeriod[] {
  const policy = type.accrual ?? { kind: "none" };
  const start = worker.startDateAtCompany && parseDay(worker.startDateAtCompany) ? worker.startDateAtCompany : null;
  const eligible = (day: string) =>
    !start || (day >= start && wholeMonthsBetween(start, day) >= (policy.minServiceMonths ?? 0));
  const out: AccrualPeriod[] = [];
  if (until <= after) return out;
  if (policy.kind === "yearly") {
    for (let y = Number(after.slice(0, 4)); y <= Number(until.slice(0, 4)); y++) {
      const day = `${y}-01-01`;
      if (day > after && day <= until && eligible(day)) out.push({ period: String(y), effectiveDate: day });
    }
  } else if (policy.kind === "monthly") {
    for (let day = `${after.slice(0, 7)}-01`; day <= until; day = addMonths(day, 1))
      if (day > after && eligible(day)) out.push({ period: day.slice(0, 7), effectiveDate: day });
  } else if (policy.kind === "anniversary" && start) {
    const every = policy.everyMonths ?? 12;
    for (let n = 1; n <= 1200; n++) {
      const day = addMonths(start, every * n);
      if (day > until) break;
      if (day > after && eligible(day)) out.push({ period: `svc-${n}`, effectiveDate: day });
    }
  }
  return out;
}

const grantOf = (type: LeaveTypeDoc): number => type.accrual?.amount ?? type.totalTime;

/** What is available for a leave starting on `day`: grants up to then, every use (even later ones), and the forecast. */
export function availableFor(
  entries: readonly LedgerRecord[],
  type: LeaveTypeRecord,
  worker: Pick<LeaveWorker, "startDateAtCompany">,
  options: { today: string; day: string },
): number {
  const id = String(type._id);
  let sum = 0;
  for (const e of entries) {
    if (e.leaveTypeId !== id) continue;
    // spending is counted whatever its date: a later leave's time cannot be spent again earlier
    if (e.amount < 0 || e.effectiveDate <= options.day) sum += e.amount;
  }
  const granted = new Set(entries.filter((e) => e.leaveTypeId === id && e.period).map((e) => e.period));
  for (const p of accrualPeriods(type, worker, options.today, options.day))
    if (!granted.has(p.period)) sum += grantOf(type);
  return sum;
}

/**
 * Where a type's balance periods start (rollover and expiry, issue 5): each service year for anniversary accruals,
 * otherwise each 1 January. The latest start on or before `today` with its label (`2031`, `svc-2`), or null.
 */
export function latestPeriodStart(
  type: Pick<LeaveTypeDoc, "accrual">,
  worker: Pick<LeaveWorker, "startDateAtCompany">,
  today: string,
): { label: string; start: string } | null {
  if (type.accrual?.kind === "anniversary") {
    const last = accrualPeriods({ accrual: { ...type.accrual, minServiceMonths: 0 } }, worker, "1900-01-01", today).at(
      -1,
    );
    return last ? { label: last.period, start: last.effectiveDate } : null;
  }
  return { label: today.slice(0, 4), start: `${today.slice(0, 4)}-01-01` };
}

const sumOf = (entries: readonly LedgerRecord[], keep: (e: LedgerRecord) => boolean) =>
  entries.reduce((sum, e) => (keep(e) ? sum + e.amount : sum), 0);

/**
 * Closes a person's previous balance period of a type with a `rollover` policy, once per period (the ledger's unique
 * `period` keys `close-<label>`, `rollover-<label>`, `expire-<label>` make every step idempotent and safe to run
 * twice at once):
 * - what was left at the period's start (every entry effective before it) expires: an `expiry` entry (`close-`);
 * - the part the policy carries (all of it, or up to `maxTime`; nothing when `allowed` is false) comes back as a
 *   `rollover` entry on the same day, so the ledger says what expired and what was carried;
 * - with `expiresAfterMonths`, what is still unspent of the carried time that many months later expires
 *   (`expire-`). Time spent in between is taken from the carried time first (oldest first).
 * A policy that carries everything forever (allowed, no maxTime, no expiresAfterMonths) writes nothing.
 */
async function closePeriod(
  ctx: ServiceContext,
  type: LeaveTypeRecord,
  worker: LeaveWorker,
  today: string,
): Promise<{ rolledOver: number; expired: number }> {
  const policy = type.rollover!;
  const period = latestPeriodStart(type, worker, today);
  if (!period) return { rolledOver: 0, expired: 0 };
  if (policy.allowed && policy.maxTime === undefined && !policy.expiresAfterMonths)
    return { rolledOver: 0, expired: 0 };
  const id = String(type._id);
  const show = (ms: number) => `${inUnit(ms, type.unit)} ${type.unit}`;
  const done = { rolledOver: 0, expired: 0 };
  const find = (entries: readonly LedgerRecord[], key: string) =>
    entries.find((e) => e.leaveTypeId === id && e.period === key);

  const close = await ledgerService.append(ctx, worker.userId, (entries) => {
    if (find(entries, `close-${period.label}`)) return null;
    const left = sumOf(entries, (e) => e.leaveTypeId === id && e.effectiveDate < period.start);
    if (left <= 0) return null;
    return {
      leaveTypeId: id,
      kind: "expiry",
      amount: -left,
      effectiveDate: period.start,
      period: `close-${period.label}`,
      reason: `balance left before ${period.start} (${show(left)}) closed`,
    };
  });
  if (close) done.expired += 1;

  const entries = await ledgerService.entries(ctx, worker.userId);
  const closed = find(entries, `close-${period.label}`);
  const carried = closed && policy.allowed ? Math.min(-closed.amount, policy.maxTime ?? Infinity) : 0;
  const expiresOn = policy.expiresAfterMonths ? addMonths(period.start, policy.expiresAfterMonths) : undefined;
  if (carried > 0) {
    const rollover = await ledgerService.append(ctx, worker.userId, (current) =>
      find(current, `rollover-${period.label}`)
        ? null
        : {
            leaveTypeId: id,
            kind: "rollover",
            amount: carried,
            effectiveDate: period.start,
            period: `rollover-${period.label}`,
            reason: `${show(carried)} carried over into ${period.label}${expiresOn ? `, until ${expiresOn}` : ""}`,
          },
    );
    if (rollover) done.rolledOver += 1;
  }

  if (carried > 0 && expiresOn && today >= expiresOn) {
    const expiry = await ledgerService.append(ctx, worker.userId, (current) => {
      if (find(current, `expire-${period.label}`)) return null;
      // spent from the period's start until the carried time expires (uses minus releases), taken from it first
      const spent = -sumOf(
        current,
        (e) =>
          e.leaveTypeId === id &&
          (e.kind === "use" || e.kind === "release" || e.kind === "sale") &&
          e.effectiveDate >= period.start &&
          e.effectiveDate < expiresOn,
      );
      const balance = sumOf(current, (e) => e.leaveTypeId === id && e.effectiveDate < expiresOn);
      const unspent = Math.min(Math.max(0, carried - Math.max(0, spent)), Math.max(0, balance));
      if (unspent <= 0) return null;
      return {
        leaveTypeId: id,
        kind: "expiry",
        amount: -unspent,
        effectiveDate: expiresOn,
        period: `expire-${period.label}`,
        reason: `carried-over time not taken by ${expiresOn} (${show(unspent)})`,
      };
    });
    if (expiry) done.expired += 1;
  }
  return done;
}

/** How many people's ledgers the accrual run works on at once. */
const ACCRUAL_CONCURRENCY = 8;

/** Runs `fn` on every item, at most `limit` at once. */
export async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export interface BalancesServiceOptions {
  workers: WorkerDirectory;
  /** The service emits leave.balance.adjusted after an admin's change. */
  events: ModuleEvents;
}

/** The last day of the balance period `asOf` is in: the day before the next service year, or 31 December. */
export function periodEndOf(
  type: Pick<LeaveTypeDoc, "accrual">,
  worker: Pick<LeaveWorker, "startDateAtCompany">,
  asOf: string,
): string {
  if (type.accrual?.kind === "anniversary" && worker.startDateAtCompany) {
    const every = type.accrual.everyMonths ?? 12;
    const next = accrualPeriods(
      { accrual: { ...type.accrual, minServiceMonths: 0 } },
      worker,
      asOf,
      addMonths(asOf, every),
    )[0];
    if (next) return addDays(next.effectiveDate, -1);
  }
  return `${asOf.slice(0, 4)}-12-31`;
}

const UNIT_MS = { days: DAY_MS, hours: HOUR_MS } as const;

export function createBalancesService(options: BalancesServiceOptions) {
  // the company's date (its time zone), not the UTC one
  const today = (ctx: ServiceContext) => companyDay(ctx);

  async function workerOf(ctx: ServiceContext, userId: string): Promise<LeaveWorker> {
    return (
      (await options.workers.byUserId(ctx, userId)) ?? {
        id: "",
        userId,
        name: "",
        referenceWorkerId: null,
        status: "active",
      }
    );
  }

  /**
   * A `sale` entry is time sold back to the company (negative: br "abono pecuniário", CLT art. 143) or bought
   * (positive). The type's `sale` / `buy` policy must allow it, at most `maxTime` a calendar year, and what is sold
   * must be available on that day (checked on the entries `append` decides on, so it cannot race a request).
   */
  async function checkSale(
    ctx: ServiceContext,
    type: LeaveTypeRecord,
    entries: readonly LedgerRecord[],
    userId: string,
    amount: number,
    day: string,
  ): Promise<void> {
    const selling = amount < 0;
    const policy = selling ? type.sale : type.buy;
    if (!policy?.allowed) throw new AppError("LEAVE_SALE_NOT_ALLOWED");
    const id = String(type._id);
    if (policy.maxTime !== undefined) {
      const year = day.slice(0, 4);
      const sameYear = sumOf(
        entries,
        (e) =>
          e.leaveTypeId === id && e.kind === "sale" && e.amount < 0 === selling && e.effectiveDate.startsWith(year),
      );
      if (Math.abs(sameYear) + Math.abs(amount) > policy.maxTime)
        throw new AppError(type.unit === "hours" ? "LEAVE_SALE_LIMIT_HOURS" : "LEAVE_SALE_LIMIT_DAYS", {
          params: { max: inUnit(policy.maxTime, type.unit) },
        });
    }
    if (selling && availableFor(entries, type, await workerOf(ctx, userId), { today: today(ctx), day }) < -amount)
      throw new AppError(type.unit === "hours" ? "LEAVE_NOT_ENOUGH_TIME" : "LEAVE_NOT_ENOUGH_DAYS");
  }

  return {
    /** Whether `userId` is one of the company's workers (any status: a former worker's ledger stays readable). */
    async isWorker(ctx: ServiceContext, userId: string): Promise<boolean> {
      return (await options.workers.byUserId(ctx, userId)) !== null;
    },

    /**
     * Whether the worker of `userId` reports to the worker of `managerUserId`, directly or through a chain of
     * supervisors (people's `referenceWorkerId`; a loop in the chain stops the walk).
     */
    async reportsTo(ctx: ServiceContext, userId: string, managerUserId: string): Promise<boolean> {
      const [worker, manager] = await Promise.all([
        options.workers.byUserId(ctx, userId),
        options.workers.byUserId(ctx, managerUserId),
      ]);
      if (!worker || !manager) return false;
      const seen = new Set<string>([worker.id]);
      let next = worker.referenceWorkerId;
      while (next && !seen.has(next)) {
        if (next === manager.id) return true;
        seen.add(next);
        next = (await options.workers.byId(ctx, next))?.referenceWorkerId ?? null;
      }
      return false;
    },

    /** Balances of every type for a person as of a date (default today), with the forecast of future accruals. */
    async balances(ctx: ServiceContext, input: { userId: string; asOf?: string }): Promise<BalanceList> {
      const asOf = input.asOf ?? today(ctx);
      if (!parseDay(asOf)) throw new AppError("DATE_INVALID", { field: "asOf" });
      const [types, entries, worker] = await Promise.all([
        scoped(ctx, LeaveTypeModel).find({}, { sort: { order: 1, _id: 1 } }) as Promise<LeaveTypeRecord[]>,
        ledgerService.entries(ctx, input.userId),
        workerOf(ctx, input.userId),
      ]);
      const items = types.map((type) => {
        const id = String(type._id);
        const balance = ledgerService.balanceOf(entries, id, asOf);
        const granted = new Set(entries.filter((e) => e.leaveTypeId === id && e.period).map((e) => e.period));
        const forecast =
          accrualPeriods(type, worker, today(ctx), asOf).filter((p) => !granted.has(p.period)).length * grantOf(type);
        const available = balance + forecast;
        const periodEnd = periodEndOf(type, worker, asOf);
        const from = asOf > today(ctx) ? asOf : today(ctx);
        const accruing =
          accrualPeriods(type, worker, from, periodEnd).filter((p) => !granted.has(p.period)).length * grantOf(type);
        // leaves asked for or approved after asOf in the period (a release gives a denied or canceled one back)
        const booked = sumOf(
          entries,
          (e) =>
            e.leaveTypeId === id &&
            (e.kind === "use" || e.kind === "release") &&
            e.effectiveDate > asOf &&
            e.effectiveDate <= periodEnd,
        );
        return {
          leaveTypeId: id,
          unit: type.unit,
          asOf,
          balance,
          forecast,
          available,
          availableInUnit: inUnit(available, type.unit),
          periodEnd,
          accruing,
          booked,
          projected: available + accruing + booked,
        };
      });
      return { userId: input.userId, items };
    },

    /** The entries behind a balance, newest first. */
    async ledger(
      ctx: ServiceContext,
      input: { userId: string; leaveTypeId?: string; limit: number; skip: number },
    ): Promise<{ items: LedgerEntry[]; total: number }> {
      const filter: Record<string, unknown> = { userId: input.userId };
      if (input.leaveTypeId) filter.leaveTypeId = input.leaveTypeId;
      const page = await listPage(ctx, LedgerEntryModel, {
        filter,
        sort: { seq: -1 },
        page: input,
        toItem: (record) => toLedgerEntry(record as LedgerRecord),
      });
      if (page.items.length === 0) return page;
      // the balance after each entry: the person's entries of its type up to it, in the order they were written
      const after = new Map<string, number>();
      const running = new Map<string, number>();
      for (const e of await ledgerService.entries(ctx, input.userId)) {
        const sum = (running.get(e.leaveTypeId) ?? 0) + e.amount;
        running.set(e.leaveTypeId, sum);
        after.set(String(e._id), sum);
      }
      const people = [...new Set(page.items.map((e) => e.authorId).filter((id) => !id.includes(":")))];
      const names = people.length > 0 ? await options.workers.names(ctx, people) : new Map<string, string>();
      return {
        ...page,
        items: page.items.map((e) => ({
          ...e,
          balanceAfter: after.get(e.id) ?? 0,
          authorName: names.get(e.authorId) ?? "",
        })),
      };
    },

    /** A hand-made entry (grant, adjustment, sale, rollover, anticipation, expiry) with its reason; audited. */
    async record(ctx: ServiceContext, input: LedgerEntryInput): Promise<LedgerEntry> {
      const type = await scoped(ctx, LeaveTypeModel).findById(input.leaveTypeId);
      if (!type) throw new AppError("NOT_FOUND");
      const effectiveDate = input.effectiveDate ?? today(ctx);
      if (!parseDay(effectiveDate)) throw new AppError("DATE_INVALID", { field: "effectiveDate" });
      const typeRecord = type as unknown as LeaveTypeRecord;
      const entry = await ledgerService.append(ctx, input.userId, async (entries) => {
        if (input.kind === "sale") await checkSale(ctx, typeRecord, entries, input.userId, input.amount, effectiveDate);
        return {
          leaveTypeId: input.leaveTypeId,
          kind: input.kind,
          amount: input.amount,
          effectiveDate,
          reason: input.reason,
        };
      });
      const stored = toLedgerEntry(entry!);
      await auditService.record(ctx, {
        action: "leave.balance.recorded",
        target: { type: "leave.ledger", id: stored.id },
        details: { userId: input.userId, leaveTypeId: input.leaveTypeId, kind: input.kind, amount: input.amount },
      });
      return stored;
    },

    /**
     * An admin's change to a person's balance from the Time off tab or an import (issue 12): an `adjustment`, or a
     * `starting-balance` (once per person, type and date: the ledger's unique period `start-<date>`, so an import
     * run twice never doubles a balance). `amount` is in the type's unit. Checked before anything is written; the
     * entry is audited and `leave.balance.adjusted` emitted. With `ifAbsent`, an existing starting balance is left
     * as is and null returned (the import's re-run) instead of LEAVE_STARTING_BALANCE_EXISTS.
     */
    async adjust(
      ctx: ServiceContext,
      input: BalanceAdjustmentInput,
      mode: { ifAbsent?: boolean } = {},
    ): Promise<LedgerEntry | null> {
      const reason = input.reason.trim();
      if (!reason) throw new AppError("LEAVE_REASON_REQUIRED", { field: "reason" });
      const cents = Math.round(input.amount * 100);
      if (Math.abs(input.amount * 100 - cents) > 1e-6 || (input.kind === "adjustment" && cents === 0))
        throw new AppError("LEAVE_AMOUNT_INVALID", { field: "amount" });
      const effectiveDate = input.effectiveDate ?? today(ctx);
      if (!parseDay(effectiveDate)) throw new AppError("DATE_INVALID", { field: "effectiveDate" });
      const [type, worker] = await Promise.all([
        scoped(ctx, LeaveTypeModel).findById(input.leaveTypeId) as Promise<LeaveTypeRecord | null>,
        options.workers.byUserId(ctx, input.userId),
      ]);
      // a person or type of another company (or none) is not found here
      if (!type || !worker) throw new AppError("NOT_FOUND");
      const amount = Math.round((cents * UNIT_MS[type.unit === "hours" ? "hours" : "days"]) / 100);
      const period = input.kind === "starting-balance" ? `start-${effectiveDate}` : undefined;
      const id = String(type._id);
      const entry = await ledgerService.append(ctx, input.userId, (entries) => {
        if (period && entries.some((e) => e.leaveTypeId === id && e.period === period)) {
          if (mode.ifAbsent) return null;
          throw new AppError("LEAVE_STARTING_BALANCE_EXISTS");
        }
        return { leaveTypeId: id, kind: input.kind, amount, effectiveDate, reason, ...(period ? { period } : {}) };
      });
      if (!entry) {
        // the same starting balance written meanwhile (the unique period key)
        if (mode.ifAbsent) return null;
        throw new AppError("LEAVE_STARTING_BALANCE_EXISTS");
      }
      const stored = toLedgerEntry(entry);
      await auditService.record(ctx, {
        action: `leave.balance.${input.kind}`,
        target: { type: "leave.ledger", id: stored.id },
        details: { userId: input.userId, leaveTypeId: id, kind: input.kind, amount, effectiveDate, reason },
      });
      await options.events.emit(ctx, events.balanceAdjusted, {
        entryId: stored.id,
        userId: input.userId,
        leaveTypeId: id,
        kind: input.kind,
        amount,
      });
      return stored;
    },

    /**
     * The accrual run (job `leave.accrue-balances`): for every active worker and every type with a policy, grants
     * the latest period that has started (older missed periods are not back-filled). Idempotent: a period is unique
     * per worker and type in the ledger, so running again, or two runs at once, never grant twice.
     */
    async accrue(ctx: ServiceContext): Promise<{ granted: number; rolledOver: number; expired: number }> {
      const types = (await scoped(ctx, LeaveTypeModel).find({
        "accrual.kind": { $in: ["yearly", "monthly", "anniversary"] },
      })) as LeaveTypeRecord[];
      const now = today(ctx);
      const closing = (await scoped(ctx, LeaveTypeModel).find({ rollover: { $type: "object" } })) as LeaveTypeRecord[];
      if (types.length === 0 && closing.length === 0) return { granted: 0, rolledOver: 0, expired: 0 };
      let granted = 0;
      let rolledOver = 0;
      let expired = 0;
      // people's ledgers are independent: a few at a time (each person's writes stay in order)
      await eachLimited(await options.workers.listActive(ctx), ACCRUAL_CONCURRENCY, async (worker) => {
        // first close the period that ended (rollover and expiry), then grant the new one
        for (const type of closing) {
          const closed = await closePeriod(ctx, type, worker, now);
          rolledOver += closed.rolledOver;
          expired += closed.expired;
        }
        // one read of the person's ledger: a period already granted needs no append (the append checks again)
        const held = types.length > 0 ? await ledgerService.entries(ctx, worker.userId) : [];
        for (const type of types) {
          const latest = accrualPeriods(type, worker, "1900-01-01", now).at(-1);
          if (!latest) continue;
          const id = String(type._id);
          if (held.some((e) => e.leaveTypeId === id && e.period === latest.period)) continue;
          const entry = await ledgerService.append(ctx, worker.userId, (entries) =>
            entries.some((e) => e.leaveTypeId === id && e.period === latest.period)
              ? null
              : {
                  leaveTypeId: id,
                  kind: "accrual",
                  amount: grantOf(type),
                  effectiveDate: latest.effectiveDate,
                  period: latest.period,
                  reason: `accrual ${type.accrual.kind} ${latest.period}`,
                },
          );
          if (entry) granted += 1;
        }
      });
      return { granted, rolledOver, expired };
    },
  };
}

export type BalancesService = ReturnType<typeof createBalancesService>;
