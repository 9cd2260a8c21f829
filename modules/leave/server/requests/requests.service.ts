import { Types } from "mongoose";
import { actingUser, actorId, companyDay, type ServiceContext } from "../../../../core/context.js";
import {
  addDays,
  countDays,
  endOfMonth,
  monthsOf,
  parseDay,
  rangesOverlap,
  startOfMonth,
} from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { messageFor } from "../../../../core/errors/catalogue.js";
import type { Locale } from "../../../../core/i18n/locale.js";
import { listPage } from "../../../../core/lists/list-page.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { auditService } from "../../../../core/audit/index.js";
import type { NotificationsService } from "../../../../core/notifications/index.js";
import type { EventRef } from "../../../../core/modules/contract.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import {
  ACTIVE_STATUSES,
  events,
  transitionFor,
  type ApprovalStep,
  type LeaveAction,
  type LeaveActor,
  type LeaveRequest,
  type LeaveRequestInput,
  type LeaveRequestEvent,
  type LeaveRequestList,
  type LeaveStatus,
  type MyRequestsQuery,
  type BulkApproveInput,
  type BulkApproveResult,
  type PendingApproval,
  type PendingApprovalList,
  inUnit,
} from "../../contract/index.js";
import { availableFor, type LeaveTypeRecord } from "../balances/balances.service.js";
import { LedgerEntryModel } from "../balances/balances.model.js";
import { ledgerService } from "../balances/ledger.service.js";
import { holidaysService } from "../holidays/holidays.service.js";
import { lockedDatesService } from "../locked-dates/locked-dates.service.js";
import { LeaveTypeModel } from "../types/types.model.js";
import type { WorkerDirectory } from "../workers-directory.js";
import type { BalanceSourceRegistry } from "./balance-sources.js";
import { halfDayTimes, leaveAmount } from "./leave-amount.js";
import type { ModuleFlags } from "../../../../core/modules/define-module.js";
import { leaveFlags } from "../../contract/flags.js";
import { leaveNotice } from "./request-notices.js";
import { type ApprovalStepState, LeaveRequestModel, type LeaveRequestDoc } from "./requests.model.js";

type RequestRecord = LeaveRequestDoc & { _id: unknown; createdAt: Date; updatedAt: Date };

function toRequest(doc: RequestRecord): LeaveRequest {
  return {
    id: String(doc._id),
    userId: doc.userId,
    leaveTypeId: doc.leaveTypeId,
    startDate: doc.startDate,
    endDate: doc.endDate,
    ...(doc.startTime ? { startTime: doc.startTime } : {}),
    ...(doc.endTime ? { endTime: doc.endTime } : {}),
    ...(doc.halfDay ? { halfDay: doc.halfDay } : {}),
    countDays: doc.countDays,
    months: doc.months,
    amount: doc.amount,
    status: doc.status,
    steps: doc.steps,
    stepIndex: doc.stepIndex,
    ...(doc.note ? { note: doc.note } : {}),
    ...(doc.extraFields ? { extraFields: doc.extraFields } : {}),
    history: doc.history,
    createdBy: doc.createdBy,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

const EVENT_OF: Record<LeaveStatus, EventRef<LeaveRequestEvent>> = {
  pending: events.stepApproved,
  approved: events.requestApproved,
  "approved-payroll": events.requestPayroll,
  denied: events.requestDenied,
  canceled: events.requestCanceled,
};

export interface RequestsServiceOptions {
  workers: WorkerDirectory;
  /** The service emits leave.request.* after its writes. */
  events: ModuleEvents;
  /** The app's notifications service. */
  notifications: NotificationsService;
  /** Balances other modules keep for some leave types (clock's time bank); none by default. */
  balanceSources?: BalanceSourceRegistry;
  /** The module's feature flags (`leave.half-days`); absent: every flag at its default. */
  flags?: ModuleFlags;
}

/** Spec §9 quick ranges, from the company's today. */
function quickRange(range: string, today: string): { from: string; to: string } {
  switch (range) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "this-month":
      return { from: startOfMonth(today), to: endOfMonth(today) };
    case "this-year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    default: {
      const lastMonthEnd = addDays(startOfMonth(today), -1);
      return { from: startOfMonth(lastMonthEnd), to: lastMonthEnd };
    }
  }
}

export function createRequestsService(options: RequestsServiceOptions) {
  // the company's date (its time zone), not the UTC one
  const today = (ctx: ServiceContext) => companyDay(ctx);
  const isAdmin = (ctx: ServiceContext) =>
    ctx.actor.kind === "system" || ctx.actor.kind === "apiKey" || actingUser(ctx)?.level === "admin";

  /** The approval chain a new request gets (issue 5): the type's steps, plus conditional ones; supervisor resolved. */
  async function chainFor(
    ctx: ServiceContext,
    type: LeaveTypeRecord,
    userId: string,
    days: number,
  ): Promise<ApprovalStepState[]> {
    const policy = type.approval ?? {};
    const steps: ApprovalStep[] = [...(policy.steps ?? [{ kind: "supervisor" }])];
    for (const c of policy.conditions ?? []) if (days > c.moreThanDays) steps.push(c.step);
    const out: ApprovalStepState[] = [];
    for (const step of steps) {
      if (step.kind === "supervisor") {
        const worker = await options.workers.byUserId(ctx, userId);
        const boss = worker?.referenceWorkerId ? await options.workers.byId(ctx, worker.referenceWorkerId) : null;
        // no supervisor (or the requester is their own): an admin decides
        out.push(
          boss && boss.userId !== userId
            ? { kind: "supervisor", userIds: [boss.userId] }
            : { kind: "level", level: "admin" },
        );
      } else if (step.kind === "level") out.push({ kind: "level", level: step.level ?? "admin" });
      else out.push({ kind: "people", userIds: step.userIds ?? [] });
    }
    return out.length > 0 ? out : [{ kind: "level", level: "admin" }];
  }

  /**
   * Spec §1: the culture package decides whether a request needs approval. flexible (autopilot): never;
   * moderate: only types whose approval is required (default); traditional: always.
   */
  async function needsApproval(ctx: ServiceContext, type: LeaveTypeRecord): Promise<boolean> {
    // the tenant's summary is on the context (modules never read the companies collection)
    const pack = ctx.tenant?.pack || "traditional";
    if (pack === "flexible") return false;
    if (pack === "moderate") return type.approval?.required ?? true;
    return true;
  }

  function canDecideStep(ctx: ServiceContext, step: ApprovalStepState | undefined): boolean {
    const user = actingUser(ctx);
    if (!step || !user) return false;
    if (step.kind === "level") return user.level === step.level;
    return (step.userIds ?? []).includes(user.userId);
  }

  async function notify(ctx: ServiceContext, userIds: string[], status: LeaveStatus, request: RequestRecord) {
    if (userIds.length === 0) return;
    // who, what and when in every language, dates in the company's format; approvers go to /approvals (issue 12)
    const notice = await leaveNotice(ctx, { workers: options.workers }, request, status);
    await options.notifications.notify(ctx, {
      userIds,
      type: `leave.request.${status}`,
      ...notice,
      data: { requestId: String(request._id), status },
    });
  }

  /** A pending request with its balance after approval and the teammates away on its days. */
  async function withContext(ctx: ServiceContext, doc: RequestRecord): Promise<PendingApproval> {
    const [type, entries, worker] = await Promise.all([
      scoped(ctx, LeaveTypeModel).findById(doc.leaveTypeId) as Promise<LeaveTypeRecord | null>,
      ledgerService.entries(ctx, doc.userId),
      options.workers.byUserId(ctx, doc.userId),
    ]);
    let balanceAfter: PendingApproval["balanceAfter"];
    if (type && type.tracked !== false) {
      // the request's time was reserved when it was asked for: what is available on its first day is the balance
      // once it is approved
      const available = availableFor(entries, type, worker ?? {}, { today: today(ctx), day: doc.startDate });
      balanceAfter = { available, unit: type.unit, availableInUnit: inUnit(available, type.unit) };
    }
    const teammates = new Set<string>();
    if (worker?.departmentId)
      for (const id of await options.workers.members(ctx, { departmentId: worker.departmentId })) teammates.add(id);
    if (worker?.referenceWorkerId)
      for (const id of await options.workers.members(ctx, { supervisorId: worker.referenceWorkerId }))
        teammates.add(id);
    teammates.delete(doc.userId);
    const away = teammates.size
      ? (
          (await scoped(ctx, LeaveRequestModel).find({
            userId: { $in: [...teammates] },
            months: { $in: doc.months },
            status: { $in: [...ACTIVE_STATUSES] },
          })) as RequestRecord[]
        ).filter((l) => l.startDate <= doc.endDate && l.endDate >= doc.startDate)
      : [];
    const names = await options.workers.names(ctx, [...new Set(away.map((l) => l.userId))]);
    return {
      ...toRequest(doc),
      ...(balanceAfter ? { balanceAfter } : {}),
      overlaps: away
        .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
        .map((l) => ({
          userId: l.userId,
          name: names.get(l.userId) ?? "",
          startDate: l.startDate,
          endDate: l.endDate,
          status: l.status,
        })),
    };
  }

  const service = {
    async create(
      ctx: ServiceContext,
      input: LeaveRequestInput & { userId?: string },
      mode: { payroll: boolean } = { payroll: false },
    ): Promise<LeaveRequest> {
      const userId = input.userId ?? actorId(ctx);
      const endDate = input.endDate ?? input.startDate;
      const start = parseDay(input.startDate);
      const end = parseDay(endDate);
      if (!start) throw new AppError("DATE_INVALID", { field: "startDate" });
      if (!end) throw new AppError("DATE_INVALID", { field: "endDate" });
      if (endDate < input.startDate) throw new AppError("DATES_CHOOSE_CORRECT", { field: "endDate" });
      if (countDays(input.startDate, endDate) > 366) throw new AppError("DATES_CHOOSE_CORRECT", { field: "endDate" });

      const type = (await scoped(ctx, LeaveTypeModel).findById(input.leaveTypeId)) as LeaveTypeRecord | null;
      if (!type) throw new AppError("NOT_FOUND");
      if (input.startDate !== endDate && !(type.rangeTypes ?? ["single", "range"]).includes("range"))
        throw new AppError("LEAVE_RANGE_NOT_ALLOWED");
      if (
        type.unit === "hours" &&
        input.startDate === endDate &&
        input.startTime &&
        input.endTime &&
        input.endTime <= input.startTime
      )
        throw new AppError("DATES_CHOOSE_CORRECT", { field: "endTime" });
      if (input.halfDay && options.flags && !(await options.flags.isOn(ctx, leaveFlags.halfDays)))
        throw new AppError("LEAVE_HALF_DAY_OFF", { field: "halfDay" });
      if (input.halfDay && (type.unit !== "hours" || input.startDate !== endDate || input.startTime || input.endTime))
        throw new AppError("LEAVE_HALF_DAY_INVALID", { field: "halfDay" });
      for (const f of type.extraFields ?? [])
        if (f.required && f.type !== "file" && !input.extraFields?.[f.id]?.trim())
          throw new AppError("VALIDATION_REQUIRED", { field: `extraFields.${f.id}` });

      // an admin recording a leave for payroll may record the past and inside locked dates
      if (!mode.payroll) {
        if (input.startDate < today(ctx)) throw new AppError("DATE_BEFORE_NOW", { field: "startDate" });
        if (await lockedDatesService.touches(ctx, input.startDate, endDate)) throw new AppError("DATE_BLOCKED");
      }

      const worker = await options.workers.byUserId(ctx, userId);
      if (mode.payroll && !worker) throw new AppError("NOT_FOUND");
      // a half day becomes the times of that half of the worker's schedule (none on a day they do not work)
      const half = input.halfDay ? halfDayTimes(worker?.schedule, input.startDate, input.halfDay) : undefined;
      if (half === null) throw new AppError("DATES_CHOOSE_CORRECT", { field: "halfDay" });
      const startTime = half?.startTime ?? input.startTime;
      const endTime = half?.endTime ?? input.endTime;
      const amount = leaveAmount({
        unit: type.unit,
        workingDaysOnly: type.workingDaysOnly ?? false,
        schedule: worker?.schedule,
        startDate: input.startDate,
        endDate,
        startTime,
        endTime,
        // the type says whether holidays (and unscheduled days) are left out of the count
        // with the regional holidays of the worker's office (a São Paulo office does not work on 9 July)
        holidays: type.workingDaysOnly
          ? await holidaysService.daysOff(
              ctx,
              input.startDate,
              endDate,
              worker?.officeId ? await options.workers.officeState(ctx, worker.officeId) : undefined,
            )
          : undefined,
      });
      if (amount <= 0) throw new AppError("DATES_CHOOSE_CORRECT");

      const types = new Map(
        ((await scoped(ctx, LeaveTypeModel).find({}, { withDeleted: true })) as LeaveTypeRecord[]).map((x) => [
          String(x._id),
          x,
        ]),
      );
      const requestId = new Types.ObjectId();
      const typeId = String(type._id);
      const approval = mode.payroll ? false : await needsApproval(ctx, type);
      const steps = approval ? await chainFor(ctx, type, userId, countDays(input.startDate, endDate)) : [];
      const at = ctx.now().toISOString();
      const status: LeaveStatus = approval ? "pending" : "approved";
      // a balance another module keeps (compensatory time off from clock's time bank) is reserved first, by its own
      // rule and refusal; it comes back if the leave is not stored
      const source = type.unit === "hours" ? await options.balanceSources?.forType(ctx, typeId) : undefined;
      const reserved = { userId, requestId: String(requestId) };
      if (source) await source.spend(ctx, { ...reserved, minutes: Math.round(amount / 60_000), day: input.startDate });
      let doc: RequestRecord;
      try {
        // the ledger entry is the commit point: overlap and balance are decided on the entries it is appended after
        await ledgerService.append(ctx, userId, (entries) => {
          for (const use of ledgerService.activeUses(entries)) {
            if (!rangesOverlap({ startDate: input.startDate, endDate }, use as { startDate: string; endDate: string }))
              continue;
            // two hour leaves on the same single day overlap only when their times do (a morning and an afternoon)
            if (
              input.startDate === endDate &&
              use.startDate === use.endDate &&
              startTime &&
              endTime &&
              use.startTime &&
              use.endTime &&
              (endTime <= use.startTime || use.endTime <= startTime)
            )
              continue;
            const other = types.get(use.leaveTypeId);
            if (!(type.allowOverlap && other?.allowOverlap)) throw new AppError("LEAVE_OVERLAP");
          }
          if (!source && (type.tracked ?? true)) {
            const floor = type.anticipation?.allowed ? -(type.anticipation.maxTime ?? 0) : 0;
            const available = availableFor(entries, type, worker ?? {}, { today: today(ctx), day: input.startDate });
            if (available - amount < floor)
              throw new AppError(type.unit === "days" ? "LEAVE_NOT_ENOUGH_DAYS" : "LEAVE_NOT_ENOUGH_TIME");
          }
          return {
            leaveTypeId: typeId,
            kind: "use",
            amount: -amount,
            effectiveDate: input.startDate,
            reason: mode.payroll ? "leave recorded by payroll" : "leave request",
            requestId: String(requestId),
            startDate: input.startDate,
            endDate,
            ...(input.startDate === endDate && startTime && endTime ? { startTime, endTime } : {}),
          };
        });

        doc = (await scoped(ctx, LeaveRequestModel).create({
          _id: requestId,
          userId,
          leaveTypeId: typeId,
          startDate: input.startDate,
          endDate,
          ...(startTime ? { startTime } : {}),
          ...(endTime ? { endTime } : {}),
          ...(input.halfDay ? { halfDay: input.halfDay } : {}),
          countDays: countDays(input.startDate, endDate),
          months: monthsOf(input.startDate, endDate),
          amount,
          status,
          steps,
          stepIndex: approval ? 0 : steps.length,
          ...(input.note ? { note: input.note } : {}),
          ...(input.extraFields ? { extraFields: input.extraFields } : {}),
          ...(source ? { balanceSource: source.id } : {}),
          history: approval
            ? []
            : [{ from: "pending", to: "approved", by: mode.payroll ? actorId(ctx) : "system:autopilot", at }],
          createdBy: actorId(ctx),
        } as Partial<LeaveRequestDoc>)) as unknown as RequestRecord;
      } catch (error) {
        if (source) await source.refund(ctx, reserved);
        throw error;
      }

      await auditService.record(ctx, {
        action: "leave.request.created",
        target: { type: "leave.request", id: String(requestId) },
        details: { userId, leaveTypeId: typeId, startDate: input.startDate, endDate, amount, status },
      });
      await options.events.emit(ctx, events.requestCreated, { requestId: String(requestId), userId, status });
      if (approval) await notify(ctx, steps[0]?.userIds ?? [], "pending", doc);
      else if (userId !== actorId(ctx) || !mode.payroll) await notify(ctx, [userId], "approved", doc);
      return toRequest(doc);
    },

    /**
     * THE place where a leave changes status (contract/state-machine.ts). The write is conditional on the status and
     * step read, so two approvers at the same moment cannot both decide one step, and a step cannot be skipped: the
     * loser gets LEAVE_STATUS_CHANGED. Denied and canceled leaves give their time back with a `release` entry (unique
     * per leave).
     */
    async transition(
      ctx: ServiceContext,
      requestId: string,
      action: LeaveAction,
      input: { reason?: string } = {},
    ): Promise<LeaveRequest> {
      const requests = scoped(ctx, LeaveRequestModel);
      const doc = (await requests.findById(requestId)) as RequestRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const me = actorId(ctx);
      const roles = new Set<LeaveActor>();
      if (doc.userId === me) roles.add("requester");
      if (isAdmin(ctx)) roles.add("admin");
      if (doc.userId !== me && canDecideStep(ctx, doc.steps[doc.stepIndex])) roles.add("approver");
      // a requester who is neither the owner nor an approver learns nothing about the leave
      if (roles.size === 0 && actingUser(ctx)?.level === "requester") throw new AppError("NOT_FOUND");

      const rule = transitionFor(action, doc.status);
      if (!rule) throw new AppError("LEAVE_TRANSITION_INVALID");
      if (!rule.by.some((r) => roles.has(r))) throw new AppError("FORBIDDEN");
      if (action === "cancel" && doc.status === "approved" && !roles.has("admin") && doc.startDate <= today(ctx))
        throw new AppError("LEAVE_TRANSITION_INVALID");

      const at = ctx.now().toISOString();
      let to: LeaveStatus = rule.to;
      let stepIndex = doc.stepIndex;
      const set: Record<string, unknown> = {};
      if (action === "approve") {
        set[`steps.${doc.stepIndex}.decidedBy`] = me;
        set[`steps.${doc.stepIndex}.decidedAt`] = at;
        stepIndex = doc.stepIndex + 1;
        if (stepIndex < doc.steps.length) to = "pending";
      }
      const updated = (await requests.findOneAndUpdate(
        { _id: requestId, status: doc.status, stepIndex: doc.stepIndex },
        {
          $set: { ...set, status: to, stepIndex },
          $push: { history: { from: doc.status, to, by: me, at, ...(input.reason ? { reason: input.reason } : {}) } },
        },
      )) as RequestRecord | null;
      if (!updated) throw new AppError("LEAVE_STATUS_CHANGED");

      if (to === "denied" || to === "canceled")
        await ledgerService.append(ctx, doc.userId, (entries) =>
          entries.some((e) => e.kind === "release" && e.releaseOf === requestId)
            ? null
            : {
                leaveTypeId: doc.leaveTypeId,
                kind: "release",
                amount: doc.amount,
                effectiveDate: doc.startDate,
                reason: `leave ${to}`,
                requestId,
                releaseOf: requestId,
              },
        );

      if ((to === "denied" || to === "canceled") && doc.balanceSource)
        await options.balanceSources?.byId(doc.balanceSource)?.refund(ctx, { userId: doc.userId, requestId });

      await auditService.record(ctx, {
        action: `leave.request.${action === "approve" && to === "pending" ? "step-approved" : to}`,
        target: { type: "leave.request", id: requestId },
        details: { from: doc.status, to, step: doc.stepIndex, ...(input.reason ? { reason: input.reason } : {}) },
      });
      await options.events.emit(ctx, EVENT_OF[to], { requestId, userId: doc.userId, status: to });
      const next = updated.steps[updated.stepIndex];
      if (to === "pending") await notify(ctx, next?.userIds ?? [], "pending", updated);
      if (doc.userId !== me) await notify(ctx, [doc.userId], to, updated);
      return toRequest(updated);
    },

    /**
     * Several requests approved at once (issue 12): each goes through `transition` on its own (one conditional write
     * per request, so none is half-written), in the order given; a refusal is reported for its request in the
     * caller's language and the others go on.
     */
    async bulkApprove(ctx: ServiceContext, input: BulkApproveInput, locale: Locale): Promise<BulkApproveResult> {
      const results: BulkApproveResult["results"] = [];
      for (const requestId of input.requestIds) {
        try {
          if (!Types.ObjectId.isValid(requestId)) throw new AppError("NOT_FOUND");
          const updated = await service.transition(ctx, requestId, "approve", { reason: input.reason });
          results.push({ requestId, ok: true, status: updated.status });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({
            requestId,
            ok: false,
            error: { code: error.code, message: messageFor(error.code, locale, error.params) },
          });
        }
      }
      return { results };
    },

    async get(ctx: ServiceContext, requestId: string): Promise<LeaveRequest> {
      const doc = (await scoped(ctx, LeaveRequestModel).findById(requestId)) as RequestRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const me = actorId(ctx);
      const involved = doc.userId === me || doc.steps.some((s) => s.userIds?.includes(me));
      if (!involved && actingUser(ctx)?.level === "requester") throw new AppError("NOT_FOUND");
      return toRequest(doc);
    },

    /** My requests (spec §2 /my-requests) with filters and quick ranges; a range keeps leaves that touch it. */
    async mine(ctx: ServiceContext, query: MyRequestsQuery): Promise<LeaveRequestList> {
      const filter: Record<string, unknown> = { userId: actorId(ctx) };
      if (query.status) filter.status = query.status;
      if (query.leaveTypeId) filter.leaveTypeId = query.leaveTypeId;
      const range = query.range ? quickRange(query.range, today(ctx)) : { from: query.from, to: query.to };
      if (range.to) filter.startDate = { $lte: range.to };
      if (range.from) filter.endDate = { $gte: range.from };
      return listPage(ctx, LeaveRequestModel, {
        filter,
        sort: { startDate: -1, _id: -1 },
        page: query,
        toItem: (record) => toRequest(record as RequestRecord),
      });
    },

    /**
     * Pending requests whose current step the caller may decide (leaders; admins see every pending one), each with
     * the balance its type will have once approved and the teammates away on its days (issue 12).
     */
    async pendingApprovals(ctx: ServiceContext, query: { limit: number; skip: number }): Promise<PendingApprovalList> {
      const pending = (await scoped(ctx, LeaveRequestModel).find(
        { status: "pending" },
        { sort: { startDate: 1, _id: 1 } },
      )) as RequestRecord[];
      const me = actorId(ctx);
      const mine = pending.filter((r) => r.userId !== me && (isAdmin(ctx) || canDecideStep(ctx, r.steps[r.stepIndex])));
      const page = mine.slice(query.skip, query.skip + query.limit);
      return { items: await Promise.all(page.map((r) => withContext(ctx, r))), total: mine.length };
    },

    /**
     * Repairs what a crash between two single-document writes can leave (no transactions): a denied or canceled
     * leave whose time was not given back, and a `use` entry whose leave was never stored (older than 10 minutes).
     * Idempotent (a release is unique per leave); run by the daily job.
     */
    async reconcile(ctx: ServiceContext): Promise<{ released: number }> {
      let released = 0;
      const requests = scoped(ctx, LeaveRequestModel);
      const ledger = scoped(ctx, LedgerEntryModel);
      const cutoff = new Date(ctx.now().getTime() - 10 * 60 * 1000);
      const uses = await ledger.find({ kind: "use", createdAt: { $lt: cutoff } });
      const releases = new Set((await ledger.find({ kind: "release" })).map((e) => e.releaseOf));
      for (const use of uses) {
        if (!use.requestId || releases.has(use.requestId)) continue;
        const leave = await requests.findById(use.requestId, { withDeleted: true });
        if (leave && ACTIVE_STATUSES.includes(leave.status)) continue;
        const entry = await ledgerService.append(ctx, use.userId, (entries) =>
          entries.some((e) => e.kind === "release" && e.releaseOf === use.requestId)
            ? null
            : {
                leaveTypeId: use.leaveTypeId,
                kind: "release",
                amount: -use.amount,
                effectiveDate: use.effectiveDate,
                reason: leave ? `leave ${leave.status}` : "leave never stored",
                requestId: use.requestId,
                releaseOf: use.requestId,
              },
        );
        if (entry) released += 1;
      }
      return { released };
    },
  };
  return service;
}

export type RequestsService = ReturnType<typeof createRequestsService>;
