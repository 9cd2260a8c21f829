import type { ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { auditService } from "../../../core/audit/index.js";
import { DAY_MS, HOUR_MS, type BalanceList, type LedgerEntryInput, type LedgerEntry } from "../contract/index.js";
import { addMonths, dayOf, monthsBetween, parseDay } from "./dates.js";
import { type LedgerRecord, ledgerService, toLedgerEntry } from "./ledger.service.js";
import { LeaveTypeModel, LedgerEntryModel, type LeaveTypeDoc } from "./models.js";
import type { LeaveWorker, WorkerDirectory } from "./workers-directory.js";

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
    !start || (day >= start && monthsBetween(start, day) >= (policy.minServiceMonths ?? 0));
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

export interface BalancesServiceOptions {
  workers: WorkerDirectory;
}

export function createBalancesService(options: BalancesServiceOptions) {
  const today = (ctx: ServiceContext) => dayOf(ctx.now());

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

  return {
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
        return {
          leaveTypeId: id,
          unit: type.unit,
          asOf,
          balance,
          forecast,
          available,
          availableInUnit: Math.round((available / (type.unit === "days" ? DAY_MS : HOUR_MS)) * 100) / 100,
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
      const ledger = scoped(ctx, LedgerEntryModel);
      const [items, total] = await Promise.all([
        ledger.find(filter, { sort: { seq: -1 }, limit: input.limit, skip: input.skip }),
        ledger.count(filter),
      ]);
      return { items: (items as LedgerRecord[]).map(toLedgerEntry), total };
    },

    /** A hand-made entry (grant, adjustment, sale, rollover, anticipation, expiry) with its reason; audited. */
    async record(ctx: ServiceContext, input: LedgerEntryInput): Promise<LedgerEntry> {
      const type = await scoped(ctx, LeaveTypeModel).findById(input.leaveTypeId);
      if (!type) throw new AppError("NOT_FOUND");
      const effectiveDate = input.effectiveDate ?? today(ctx);
      if (!parseDay(effectiveDate)) throw new AppError("DATE_INVALID", { field: "effectiveDate" });
      const entry = await ledgerService.append(ctx, input.userId, () => ({
        leaveTypeId: input.leaveTypeId,
        kind: input.kind,
        amount: input.amount,
        effectiveDate,
        reason: input.reason,
      }));
      const stored = toLedgerEntry(entry!);
      await auditService.record(ctx, {
        action: "leave.balance.recorded",
        target: { type: "leave.ledger", id: stored.id },
        details: { userId: input.userId, leaveTypeId: input.leaveTypeId, kind: input.kind, amount: input.amount },
      });
      return stored;
    },

    /**
     * The accrual run (job `leave.accrue-balances`): for every active worker and every type with a policy, grants
     * the latest period that has started (older missed periods are not back-filled). Idempotent: a period is unique
     * per worker and type in the ledger, so running again, or two runs at once, never grant twice.
     */
    async accrue(ctx: ServiceContext): Promise<{ granted: number }> {
      const types = (await scoped(ctx, LeaveTypeModel).find({
        "accrual.kind": { $in: ["yearly", "monthly", "anniversary"] },
      })) as LeaveTypeRecord[];
      if (types.length === 0) return { granted: 0 };
      const now = today(ctx);
      let granted = 0;
      for (const worker of await options.workers.listActive(ctx)) {
        for (const type of types) {
          const latest = accrualPeriods(type, worker, "1900-01-01", now).at(-1);
          if (!latest) continue;
          const id = String(type._id);
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
      }
      return { granted };
    },
  };
}

export type BalancesService = ReturnType<typeof createBalancesService>;
