import type { AuditService } from "../../../../core/audit/audit.service.js";
import { actingUser, actorId, companyDay, type ServiceContext } from "../../../../core/context.js";
import { countDays, endOfMonth } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { ClockHours } from "../../../clock/contract/hours.js";
import type { LeaveAbsences } from "../../../leave/contract/absences.js";
import type { LeavePayroll } from "../../../leave/contract/payroll.js";
import type { PeopleRecords, PersonRecord } from "../../../people/contract/records.js";
import {
  events,
  type Period,
  type PeriodChange,
  type PeriodItem,
  type PeriodLeave,
  type PeriodList,
  type ReviewInput,
} from "../../contract/index.js";
import { SalaryChangeModel } from "../salary/salary.model.js";
import { PeriodModel, ReviewModel } from "./periods.model.js";

export interface PeriodsDeps {
  records: PeopleRecords;
  hours: ClockHours;
  leaves: LeaveAbsences;
  leavePayroll: LeavePayroll;
  events: ModuleEvents;
  audit: AuditService;
}

/** Fields only admins read (people's "compensation" group): stripped from a manager's answer. */
const COMPENSATION_FIELDS = new Set(["salary", "variablePay"]);

/** Who asks: an admin (or an API key, the platform) reads everything; a manager their reporting chain, without pay. */
type Viewer = { kind: "admin" } | { kind: "manager"; userId: string };

function viewerOf(ctx: ServiceContext): Viewer {
  const user = actingUser(ctx);
  if (!user || user.level === "admin") return { kind: "admin" };
  if (user.level === "revisor") return { kind: "manager", userId: user.userId };
  throw new AppError("FORBIDDEN");
}

/** `YYYY-MM` to its first and last day; refuses a month that does not exist or has not started. */
export function periodDays(ctx: ServiceContext, month: string): { from: string; to: string } {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const monthNumber = m ? Number(m[2]) : 0;
  if (!m || monthNumber < 1 || monthNumber > 12 || Number(m[1]) < 1970)
    throw new AppError("PAYROLL_MONTH_INVALID", { field: "month" });
  const from = `${month}-01`;
  if (from > companyDay(ctx)) throw new AppError("PAYROLL_MONTH_INVALID", { field: "month" });
  return { from, to: endOfMonth(from) };
}

/** The day a month's payroll closes: `deadlinePayroll` of the next month (null: never). */
export function closingDay(month: string, deadlinePayroll: number): string | null {
  if (deadlinePayroll <= 0) return null;
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
  const day = Math.min(deadlinePayroll, countDays(`${next}-01`, endOfMonth(`${next}-01`)));
  return `${next}-${String(day).padStart(2, "0")}`;
}

/** Whether a person belongs to the period: admitted by its end and not gone before its start. */
function inPeriod(r: PersonRecord, from: string, to: string): boolean {
  if (r.startDateAtCompany && r.startDateAtCompany > to) return false;
  if (r.terminate && r.terminate.lastDayWork < from) return false;
  if (r.status === "terminated" && !r.terminate) return false;
  return true;
}

/** The user ids below a manager in the supervisor chain (direct and indirect reports). */
function chainBelow(records: readonly PersonRecord[], managerUserId: string): Set<string> {
  const byWorker = new Map(records.map((r) => [r.workerId, r]));
  const me = records.find((r) => r.userId === managerUserId);
  const out = new Set<string>();
  if (!me) return out;
  for (const r of records) {
    let up = r.referenceWorkerId;
    const seen = new Set<string>();
    while (up && !seen.has(up)) {
      if (up === me.workerId) {
        out.add(r.userId);
        break;
      }
      seen.add(up);
      up = byWorker.get(up)?.referenceWorkerId ?? null;
    }
  }
  return out;
}

/** A manager's view of a line: no pay, no pay changes. */
function withoutCompensation(item: PeriodItem): PeriodItem {
  const { salary: _salary, variablePay: _variablePay, ...rest } = item;
  return { ...rest, changes: item.changes.filter((c) => !COMPENSATION_FIELDS.has(c.field)) };
}

const overlapDays = (start: string, end: string, from: string, to: string) =>
  countDays(start < from ? from : start, end > to ? to : end);

/**
 * The payroll period (issue 16): assembled on read from people (pay, admissions, terminations), clock (hours) and
 * leave (paid and unpaid leaves) while open; the approval stores the lines as they were and hands the period's
 * payroll leaves over (approved -> approved-payroll) through leave's service.
 */
export function createPeriodsService(deps: PeriodsDeps) {
  async function assemble(ctx: ServiceContext, month: string): Promise<Period> {
    const { from, to } = periodDays(ctx, month);
    const today = companyDay(ctx);
    const [approved, deadline] = await Promise.all([
      scoped(ctx, PeriodModel).findOne({ month }),
      deps.hours.deadlinePayroll(ctx),
    ]);
    const closesOn = closingDay(month, deadline);
    if (approved) {
      return {
        month,
        from,
        to,
        closesOn,
        overdue: false,
        status: "approved",
        approvedAt: approved.approvedAt.toISOString(),
        approvedBy: approved.approvedBy,
        leavesSent: approved.leavesSent,
        reviewed: approved.items.length,
        items: approved.items,
      };
    }
    const [records, hours, leaves, types, reviews, previous] = await Promise.all([
      deps.records.all(ctx),
      deps.hours.forPeriod(ctx, { from, to }),
      deps.leaves.activeLeaves(ctx, { from, to }),
      deps.leaves.leaveTypes(ctx),
      scoped(ctx, ReviewModel).find({ month }),
      scoped(ctx, PeriodModel).findOne({ month: { $lt: month } }, { sort: { month: -1 } }),
    ]);
    // salary changes no approved period has reported yet, effective by the end of this month
    const salaryChanges = await scoped(ctx, SalaryChangeModel).find(
      { state: "applied", reportedIn: null, effectiveDay: { $lte: to } },
      { sort: { createdAt: 1, _id: 1 } },
    );
    // pay as of the period: a change effective after it is undone with its "before" (the earliest such change)
    const later = await scoped(ctx, SalaryChangeModel).find(
      { state: "applied", effectiveDay: { $gt: to } },
      {
        sort: { effectiveDay: 1, createdAt: 1, _id: 1 },
        projection: { workerId: 1, salaryBefore: 1, variablePayBefore: 1 },
      },
    );
    const payAsOf = new Map<string, { salary: number | null; variablePay: number | null }>();
    for (const c of later)
      if (!payAsOf.has(c.workerId))
        payAsOf.set(c.workerId, { salary: c.salaryBefore ?? null, variablePay: c.variablePayBefore ?? null });
    const typeById = new Map(types.map((t) => [t.id, t]));
    const leavesByUser = new Map<string, PeriodLeave[]>();
    for (const l of leaves) {
      // a pending leave is not payroll's yet
      if (l.status !== "approved" && l.status !== "approved-payroll") continue;
      const type = typeById.get(l.leaveTypeId);
      const list = leavesByUser.get(l.userId) ?? [];
      list.push({
        id: l.id,
        leaveTypeId: l.leaveTypeId,
        typeTitle: type
          ? { en: type.title.en, "pt-BR": type.title["pt-BR"], es: type.title.es }
          : { en: "?", "pt-BR": "?", es: "?" },
        paid: type?.paid ?? true,
        payroll: type?.payroll ?? false,
        status: l.status,
        startDate: l.startDate,
        endDate: l.endDate,
        days: overlapDays(l.startDate, l.endDate, from, to),
      });
      leavesByUser.set(l.userId, list);
    }
    const reviewByUser = new Map(reviews.map((r) => [r.userId, r]));
    const previousByUser = new Map((previous?.items ?? []).map((i) => [i.userId, i]));
    const salaryByWorker = new Map<string, (typeof salaryChanges)[number][]>();
    for (const c of salaryChanges) salaryByWorker.set(c.workerId, [...(salaryByWorker.get(c.workerId) ?? []), c]);

    const items: PeriodItem[] = [];
    for (const r of records) {
      if (!inPeriod(r, from, to)) continue;
      const h = hours.get(r.userId);
      const asOf = payAsOf.get(r.workerId);
      const salary = asOf ? (asOf.salary ?? undefined) : r.salary;
      const variablePay = asOf ? (asOf.variablePay ?? undefined) : r.variablePay;
      const personLeaves = leavesByUser.get(r.userId) ?? [];
      const paidLeaveDays = personLeaves.filter((l) => l.paid).reduce((s, l) => s + l.days, 0);
      const unpaidLeaveDays = personLeaves.filter((l) => !l.paid).reduce((s, l) => s + l.days, 0);
      const item: PeriodItem = {
        userId: r.userId,
        workerId: r.workerId,
        name: r.name,
        ...(r.departmentId ? { departmentId: r.departmentId } : {}),
        ...(r.officeId ? { officeId: r.officeId } : {}),
        ...(salary !== undefined ? { salary } : {}),
        ...(variablePay !== undefined ? { variablePay } : {}),
        workedMinutes: h?.workedMinutes ?? 0,
        expectedMinutes: h?.expectedMinutes ?? 0,
        overtimeMinutes: h?.overtimeMinutes ?? 0,
        pendingOvertimeMinutes: h?.pendingOvertimeMinutes ?? 0,
        paidLeaveDays,
        unpaidLeaveDays,
        leaves: personLeaves,
        ...(r.startDateAtCompany && r.startDateAtCompany >= from && r.startDateAtCompany <= to
          ? { admission: r.startDateAtCompany }
          : {}),
        ...(r.terminate && r.terminate.lastDayWork <= to ? { termination: r.terminate } : {}),
        changes: [],
        review: { reviewed: false },
      };
      item.changes = changesOf(
        item,
        previous ? (previousByUser.get(r.userId) ?? null) : undefined,
        salaryByWorker.get(r.workerId) ?? [],
      );
      const review = reviewByUser.get(r.userId);
      if (review)
        item.review = {
          reviewed: review.reviewed,
          ...(review.note ? { note: review.note } : {}),
          by: review.by,
          at: review.at.toISOString(),
        };
      items.push(item);
    }
    items.sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId));
    return {
      month,
      from,
      to,
      closesOn,
      overdue: closesOn !== null && today > closesOn,
      status: "open",
      reviewed: items.filter((i) => i.review.reviewed).length,
      items,
    };
  }

  /**
   * What changed since the last approved period, each with its source. `previous`: undefined when no period was
   * approved before (only this month's facts), null when the person was not in it (joined since).
   */
  function changesOf(
    item: PeriodItem,
    previous: PeriodItem | null | undefined,
    salaryChanges: Array<{
      salaryBefore: number | null;
      salaryAfter: number;
      variablePayBefore: number | null;
      variablePayAfter: number | null;
      justification: string;
    }>,
  ): PeriodChange[] {
    const out: PeriodChange[] = [];
    const justified = new Set<string>();
    for (const c of salaryChanges) {
      if (c.salaryBefore !== c.salaryAfter) {
        out.push({
          field: "salary",
          before: c.salaryBefore,
          after: c.salaryAfter,
          source: "payroll",
          justification: c.justification,
        });
        justified.add("salary");
      }
      if (c.variablePayAfter !== null && c.variablePayBefore !== c.variablePayAfter) {
        out.push({
          field: "variablePay",
          before: c.variablePayBefore,
          after: c.variablePayAfter,
          source: "payroll",
          justification: c.justification,
        });
        justified.add("variablePay");
      }
    }
    if (item.admission) out.push({ field: "admission", after: item.admission, source: "people" });
    if (item.termination)
      out.push({
        field: "termination",
        after: `${item.termination.lastDayWork} (${item.termination.type})`,
        source: "people",
      });
    if (previous === undefined) return out;
    if (previous === null) {
      if (!item.admission) out.push({ field: "joined", after: item.name, source: "people" });
      return out;
    }
    for (const field of ["salary", "variablePay"] as const)
      if (!justified.has(field) && (previous[field] ?? null) !== (item[field] ?? null))
        out.push({ field, before: previous[field] ?? null, after: item[field] ?? null, source: "people" });
    for (const field of ["departmentId", "officeId"] as const)
      if ((previous[field] ?? null) !== (item[field] ?? null))
        out.push({ field, before: previous[field] ?? null, after: item[field] ?? null, source: "people" });
    if (previous.overtimeMinutes !== item.overtimeMinutes)
      out.push({
        field: "overtimeMinutes",
        before: previous.overtimeMinutes,
        after: item.overtimeMinutes,
        source: "clock",
      });
    for (const field of ["paidLeaveDays", "unpaidLeaveDays"] as const)
      if (previous[field] !== item[field])
        out.push({ field, before: previous[field], after: item[field], source: "leave" });
    return out;
  }

  /** The period as the caller may see it. */
  async function forViewer(ctx: ServiceContext, period: Period): Promise<Period> {
    const viewer = viewerOf(ctx);
    if (viewer.kind === "admin") return period;
    const team = chainBelow(await deps.records.all(ctx), viewer.userId);
    const items = period.items.filter((i) => team.has(i.userId)).map(withoutCompensation);
    return { ...period, items, reviewed: items.filter((i) => i.review.reviewed).length };
  }

  const service = {
    assemble,

    async get(ctx: ServiceContext, month: string): Promise<Period> {
      viewerOf(ctx);
      return forViewer(ctx, await assemble(ctx, month));
    },

    /** The last twelve months with their status (newest first). */
    async list(ctx: ServiceContext): Promise<PeriodList> {
      viewerOf(ctx);
      const today = companyDay(ctx);
      const months: string[] = [];
      let [y, m] = today.slice(0, 7).split("-").map(Number) as [number, number];
      for (let i = 0; i < 12; i++) {
        months.push(`${y}-${String(m).padStart(2, "0")}`);
        m -= 1;
        if (m === 0) [y, m] = [y - 1, 12];
      }
      const approved = await scoped(ctx, PeriodModel).aggregate<{ month: string; approvedAt: Date; people: number }>([
        { $match: { month: { $in: months } } },
        { $project: { month: 1, approvedAt: 1, people: { $size: "$items" } } },
      ]);
      const byMonth = new Map(approved.map((a) => [a.month, a]));
      const records = await deps.records.all(ctx);
      return {
        items: months.map((month) => {
          const a = byMonth.get(month);
          if (a)
            return { month, status: "approved" as const, approvedAt: a.approvedAt.toISOString(), people: a.people };
          const from = `${month}-01`;
          const to = endOfMonth(from);
          return { month, status: "open" as const, people: records.filter((r) => inPeriod(r, from, to)).length };
        }),
      };
    },

    /** Marks people's lines reviewed (or not), with an optional note; all or nothing. */
    async review(ctx: ServiceContext, month: string, input: ReviewInput): Promise<Period> {
      const period = await assemble(ctx, month);
      if (period.status === "approved") throw new AppError("PAYROLL_PERIOD_APPROVED");
      const members = new Set(period.items.map((i) => i.userId));
      const userIds = [...new Set(input.userIds)];
      if (userIds.some((id) => !members.has(id)))
        throw new AppError("PAYROLL_PERSON_NOT_IN_PERIOD", { field: "userIds" });
      const reviews = scoped(ctx, ReviewModel);
      const by = actorId(ctx);
      const at = ctx.now();
      const note = input.note?.trim();
      for (let i = 0; i < userIds.length; i += 200)
        await Promise.all(
          userIds
            .slice(i, i + 200)
            .map((userId) =>
              reviews.updateOne(
                { month, userId },
                note
                  ? { $set: { reviewed: input.reviewed, note, by, at } }
                  : { $set: { reviewed: input.reviewed, by, at }, $unset: { note: 1 } },
                { upsert: true },
              ),
            ),
        );
      return assemble(ctx, month);
    },

    /**
     * Approves a month that has ended and whose every line is reviewed: its payroll leaves go to approved-payroll
     * (leave's service: each transition is its own conditional write, and a repeated hand-over skips what moved), then
     * the lines are stored as approved (one insert, unique per month).
     */
    async approve(ctx: ServiceContext, month: string): Promise<Period> {
      const period = await assemble(ctx, month);
      if (period.status === "approved") throw new AppError("PAYROLL_PERIOD_APPROVED");
      if (companyDay(ctx) <= period.to) throw new AppError("PAYROLL_PERIOD_NOT_ENDED");
      if (period.items.some((i) => !i.review.reviewed)) throw new AppError("PAYROLL_UNREVIEWED");
      const handOver = await deps.leavePayroll.sendToPayroll(ctx, { from: period.from, to: period.to });
      const moved = new Set(handOver.moved);
      const items = period.items.map((i) => ({
        ...i,
        leaves: i.leaves.map((l) => (moved.has(l.id) ? { ...l, status: "approved-payroll" } : l)),
      }));
      try {
        await scoped(ctx, PeriodModel).create({
          month,
          status: "approved",
          approvedAt: ctx.now(),
          approvedBy: actorId(ctx),
          leavesSent: handOver.moved.length + handOver.already.length,
          items,
        });
      } catch (err) {
        if ((err as { code?: number }).code === 11000) throw new AppError("PAYROLL_PERIOD_APPROVED");
        throw err;
      }
      // the salary changes this period reported are not "since the last period" any more
      await scoped(ctx, SalaryChangeModel).updateMany(
        { state: "applied", reportedIn: null, effectiveDay: { $lte: period.to } },
        { $set: { reportedIn: month } },
      );
      await deps.events.emit(ctx, events.approved, {
        month,
        people: items.length,
        leavesSent: handOver.moved.length + handOver.already.length,
      });
      await deps.audit.record(ctx, {
        action: events.approved.name,
        target: { type: "payroll.period", id: month },
        details: { people: items.length, moved: handOver.moved.length, refused: handOver.refused.length },
      });
      return assemble(ctx, month);
    },
  };
  return service;
}

export type PeriodsService = ReturnType<typeof createPeriodsService>;
