import { Types } from "mongoose";
import { companyDay, type ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import { listPage } from "../../../core/lists/list-page.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { auditService } from "../../../core/audit/index.js";
import { notificationsService } from "../../../core/notifications/index.js";
import type { EventBus } from "../../../core/modules/events.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import {
  ACTIVE_STATUSES,
  events,
  LOCKED_DATE_MAX_DAYS,
  transitionFor,
  type ApprovalStep,
  type LeaveAction,
  type LeaveActor,
  type LeaveRequest,
  type LeaveRequestInput,
  type LeaveRequestList,
  type LeaveStatus,
  type LockedDate,
  type LockedDateInput,
  type MyRequestsQuery,
  type CalendarData,
  type CalendarQuery,
} from "../contract/index.js";
import { availableFor, type LeaveTypeRecord } from "./balances.service.js";
import { holidaysService } from "./holidays.service.js";
import { addDays, countDays, dayOf, leaveAmount, monthsOf, parseDay, rangesOverlap } from "./dates.js";
import { authorOf, ledgerService } from "./ledger.service.js";
import {
  type ApprovalStepState,
  LeaveRequestModel,
  type LeaveRequestDoc,
  LeaveTypeModel,
  LedgerEntryModel,
  LockedDateModel,
} from "./models.js";
import type { WorkerDirectory } from "./workers-directory.js";

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

const t = (en: string, ptBR: string, es: string) => ({ en, "pt-BR": ptBR, es });
const STATUS_TEXT: Record<LeaveStatus, ReturnType<typeof t>> = {
  pending: t(
    "Leave request waiting for approval",
    "Solicitação aguardando aprovação",
    "Solicitud pendiente de aprobación",
  ),
  approved: t("Leave request approved", "Solicitação aprovada", "Solicitud aprobada"),
  "approved-payroll": t("Leave sent to payroll", "Licença enviada para a folha", "Licencia enviada a nómina"),
  denied: t("Leave request denied", "Solicitação negada", "Solicitud denegada"),
  canceled: t("Leave request canceled", "Solicitação cancelada", "Solicitud cancelada"),
};
const EVENT_OF: Record<LeaveStatus, string> = {
  pending: events.stepApproved,
  approved: events.requestApproved,
  "approved-payroll": events.requestPayroll,
  denied: events.requestDenied,
  canceled: events.requestCanceled,
};

/**
 * The most leaves one calendar answer holds: a month of a 10,000-person company holds about 3,400 (bench:leave), so
 * the cap only guards against a runaway period, it does not cut a real one.
 */
const CALENDAR_MAX_LEAVES = 10_000;

const byStartThenId = (x: { startDate: string; id: string }, y: { startDate: string; id: string }): number =>
  x.startDate < y.startDate ? -1 : x.startDate > y.startDate ? 1 : x.id < y.id ? -1 : x.id > y.id ? 1 : 0;

export interface RequestsServiceOptions {
  workers: WorkerDirectory;
  events: () => EventBus;
}

/** Spec §9 quick ranges, from the context's clock. */
function quickRange(range: string, today: string): { from: string; to: string } {
  const month = today.slice(0, 7);
  const lastMonthStart = dayOf(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1)));
  switch (range) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case "this-month":
      return {
        from: `${month}-01`,
        to: addDays(dayOf(new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)), 1))), -1),
      };
    case "this-year":
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    default:
      return { from: lastMonthStart, to: addDays(`${month}-01`, -1) };
  }
}

export function createRequestsService(options: RequestsServiceOptions) {
  // the company's date (its time zone), not the UTC one
  const today = (ctx: ServiceContext) => companyDay(ctx);
  const userOf = (ctx: ServiceContext): string => (ctx.actor.kind === "user" ? ctx.actor.userId : authorOf(ctx));
  const isAdmin = (ctx: ServiceContext) =>
    ctx.actor.kind === "system" ||
    ctx.actor.kind === "apiKey" ||
    (ctx.actor.kind === "user" && ctx.actor.level === "admin");

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
    const company = await CompanyModel.findOne({ _id: scoped(ctx, LeaveTypeModel).companyId }, { pack: 1 })
      .lean<{ pack?: string }>()
      .exec();
    const pack = company?.pack ?? "traditional";
    if (pack === "flexible") return false;
    if (pack === "moderate") return type.approval?.required ?? true;
    return true;
  }

  function canDecideStep(ctx: ServiceContext, step: ApprovalStepState | undefined): boolean {
    if (!step || ctx.actor.kind !== "user") return false;
    if (step.kind === "level") return ctx.actor.level === step.level;
    return (step.userIds ?? []).includes(ctx.actor.userId);
  }

  async function notify(ctx: ServiceContext, userIds: string[], status: LeaveStatus, request: RequestRecord) {
    if (userIds.length === 0) return;
    await notificationsService.notify(ctx, {
      userIds,
      type: `leave.request.${status}`,
      title: STATUS_TEXT[status],
      body: t(
        `${request.startDate} – ${request.endDate}`,
        `${request.startDate} – ${request.endDate}`,
        `${request.startDate} – ${request.endDate}`,
      ),
      link: "/my-requests",
      data: { requestId: String(request._id), status },
    });
  }

  /** The user ids a calendar scope other than the company covers (team: the people the caller supervises). */
  async function scopeMembers(ctx: ServiceContext, query: CalendarQuery): Promise<string[]> {
    if (query.scope === "team") {
      const me = await options.workers.byUserId(ctx, userOf(ctx));
      return me ? options.workers.members(ctx, { supervisorId: me.id }) : [];
    }
    if (query.scope === "department") {
      if (!query.departmentId) throw new AppError("VALIDATION_REQUIRED", { field: "departmentId" });
      return options.workers.members(ctx, { departmentId: query.departmentId });
    }
    if (!query.officeId) throw new AppError("VALIDATION_REQUIRED", { field: "officeId" });
    return options.workers.members(ctx, { officeId: query.officeId });
  }

  const service = {
    async create(
      ctx: ServiceContext,
      input: LeaveRequestInput & { userId?: string },
      mode: { payroll: boolean } = { payroll: false },
    ): Promise<LeaveRequest> {
      const userId = input.userId ?? userOf(ctx);
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
      for (const f of type.extraFields ?? [])
        if (f.required && f.type !== "file" && !input.extraFields?.[f.id]?.trim())
          throw new AppError("VALIDATION_REQUIRED", { field: `extraFields.${f.id}` });

      // an admin recording a leave for payroll may record the past and inside locked dates
      if (!mode.payroll) {
        if (input.startDate < today(ctx)) throw new AppError("DATE_BEFORE_NOW", { field: "startDate" });
        const locked = await scoped(ctx, LockedDateModel).find({
          startDate: { $lte: endDate },
          endDate: { $gte: input.startDate },
        });
        if (locked.length > 0) throw new AppError("DATE_BLOCKED");
      }

      const worker = await options.workers.byUserId(ctx, userId);
      if (mode.payroll && !worker) throw new AppError("NOT_FOUND");
      const amount = leaveAmount({
        unit: type.unit,
        workingDaysOnly: type.workingDaysOnly ?? false,
        schedule: worker?.schedule,
        startDate: input.startDate,
        endDate,
        startTime: input.startTime,
        endTime: input.endTime,
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
      // the ledger entry is the commit point: overlap and balance are decided on the entries it is appended after
      await ledgerService.append(ctx, userId, (entries) => {
        for (const use of ledgerService.activeUses(entries)) {
          if (!rangesOverlap({ startDate: input.startDate, endDate }, use as { startDate: string; endDate: string }))
            continue;
          const other = types.get(use.leaveTypeId);
          if (!(type.allowOverlap && other?.allowOverlap)) throw new AppError("LEAVE_OVERLAP");
        }
        if (type.tracked ?? true) {
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
        };
      });

      const approval = mode.payroll ? false : await needsApproval(ctx, type);
      const steps = approval ? await chainFor(ctx, type, userId, countDays(input.startDate, endDate)) : [];
      const at = ctx.now().toISOString();
      const status: LeaveStatus = approval ? "pending" : "approved";
      const doc = (await scoped(ctx, LeaveRequestModel).create({
        _id: requestId,
        userId,
        leaveTypeId: typeId,
        startDate: input.startDate,
        endDate,
        ...(input.startTime ? { startTime: input.startTime } : {}),
        ...(input.endTime ? { endTime: input.endTime } : {}),
        countDays: countDays(input.startDate, endDate),
        months: monthsOf(input.startDate, endDate),
        amount,
        status,
        steps,
        stepIndex: approval ? 0 : steps.length,
        ...(input.note ? { note: input.note } : {}),
        ...(input.extraFields ? { extraFields: input.extraFields } : {}),
        history: approval
          ? []
          : [{ from: "pending", to: "approved", by: mode.payroll ? authorOf(ctx) : "system:autopilot", at }],
        createdBy: authorOf(ctx),
      } as Partial<LeaveRequestDoc>)) as unknown as RequestRecord;

      await auditService.record(ctx, {
        action: "leave.request.created",
        target: { type: "leave.request", id: String(requestId) },
        details: { userId, leaveTypeId: typeId, startDate: input.startDate, endDate, amount, status },
      });
      await options.events().emit(ctx, events.requestCreated, { requestId: String(requestId), userId, status });
      if (approval) await notify(ctx, steps[0]?.userIds ?? [], "pending", doc);
      else if (userId !== userOf(ctx) || !mode.payroll) await notify(ctx, [userId], "approved", doc);
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
      const me = userOf(ctx);
      const roles = new Set<LeaveActor>();
      if (doc.userId === me) roles.add("requester");
      if (isAdmin(ctx)) roles.add("admin");
      if (doc.userId !== me && canDecideStep(ctx, doc.steps[doc.stepIndex])) roles.add("approver");
      // a requester who is neither the owner nor an approver learns nothing about the leave
      if (roles.size === 0 && ctx.actor.kind === "user" && ctx.actor.level === "requester")
        throw new AppError("NOT_FOUND");

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

      await auditService.record(ctx, {
        action: `leave.request.${action === "approve" && to === "pending" ? "step-approved" : to}`,
        target: { type: "leave.request", id: requestId },
        details: { from: doc.status, to, step: doc.stepIndex, ...(input.reason ? { reason: input.reason } : {}) },
      });
      await options.events().emit(ctx, EVENT_OF[to], { requestId, userId: doc.userId, status: to });
      const next = updated.steps[updated.stepIndex];
      if (to === "pending") await notify(ctx, next?.userIds ?? [], "pending", updated);
      if (doc.userId !== me) await notify(ctx, [doc.userId], to, updated);
      return toRequest(updated);
    },

    async get(ctx: ServiceContext, requestId: string): Promise<LeaveRequest> {
      const doc = (await scoped(ctx, LeaveRequestModel).findById(requestId)) as RequestRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const me = userOf(ctx);
      const involved = doc.userId === me || doc.steps.some((s) => s.userIds?.includes(me));
      if (!involved && ctx.actor.kind === "user" && ctx.actor.level === "requester") throw new AppError("NOT_FOUND");
      return toRequest(doc);
    },

    /** My requests (spec §2 /my-requests) with filters and quick ranges; a range keeps leaves that touch it. */
    async mine(ctx: ServiceContext, query: MyRequestsQuery): Promise<LeaveRequestList> {
      const filter: Record<string, unknown> = { userId: userOf(ctx) };
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

    /** Pending requests whose current step the caller may decide (leaders; admins see every pending one). */
    async pendingApprovals(ctx: ServiceContext, query: { limit: number; skip: number }): Promise<LeaveRequestList> {
      const pending = (await scoped(ctx, LeaveRequestModel).find(
        { status: "pending" },
        { sort: { startDate: 1, _id: 1 } },
      )) as RequestRecord[];
      const me = userOf(ctx);
      const mine = pending.filter((r) => r.userId !== me && (isAdmin(ctx) || canDecideStep(ctx, r.steps[r.stepIndex])));
      return { items: mine.slice(query.skip, query.skip + query.limit).map(toRequest), total: mine.length };
    },

    /**
     * Team calendar data (issue 5): active leaves (denied and canceled excluded, spec §4) touching the period, over
     * the company, a department, an office or the caller's team (workers they supervise), with the company's holidays
     * and locked dates. At most 62 days (a month or a week view).
     */
    async calendar(ctx: ServiceContext, query: CalendarQuery): Promise<CalendarData> {
      if (!parseDay(query.from) || !parseDay(query.to)) throw new AppError("DATE_INVALID");
      if (query.to < query.from || countDays(query.from, query.to) > 62) throw new AppError("DATES_CHOOSE_CORRECT");
      // The months a leave touches (stored on it) find the period's leaves through the (months, status, deletedAt)
      // index, which decides this filter alone: no leave of the company is read or evaluated beyond those months
      // (bench:leave, 10,000 people). The exact days and the order are applied here, on a few thousand at most.
      const filter: Record<string, unknown> = {
        months: { $in: monthsOf(query.from, query.to) },
        status: { $in: [...ACTIVE_STATUSES] },
      };
      if (query.scope !== "company") filter.userId = { $in: await scopeMembers(ctx, query) };
      const [leaves, holidays, lockedDates] = await Promise.all([
        scoped(ctx, LeaveRequestModel).find(filter, { limit: CALENDAR_MAX_LEAVES }) as Promise<RequestRecord[]>,
        // an office's calendar shows its region's holidays too
        query.scope === "office" && query.officeId
          ? options.workers
              .officeState(ctx, query.officeId)
              .then((state) => holidaysService.inRange(ctx, query.from, query.to, state))
          : holidaysService.inRange(ctx, query.from, query.to),
        service.listLocked(ctx),
      ]);
      const inPeriod = leaves.filter((l) => l.startDate <= query.to && l.endDate >= query.from);
      const names = await options.workers.names(ctx, [...new Set(inPeriod.map((l) => l.userId))]);
      // What kind of leave a colleague is on can be health data (LGPD art. 11, GDPR art. 9): a requester sees the
      // type of their own leaves only; leaders and admins, who decide them, see every type.
      const me = ctx.actor.kind === "user" ? ctx.actor : null;
      const seesTypes = (userId: string) => !me || me.level !== "requester" || me.userId === userId;
      return {
        from: query.from,
        to: query.to,
        // sorted here rather than by the database: a few thousand short strings sort in a millisecond or two
        leaves: inPeriod
          .map((l) => ({
            id: String(l._id),
            userId: l.userId,
            name: names.get(l.userId) ?? "",
            ...(seesTypes(l.userId) ? { leaveTypeId: l.leaveTypeId } : {}),
            startDate: l.startDate,
            endDate: l.endDate,
            status: l.status,
          }))
          .sort(byStartThenId),
        holidays,
        lockedDates: lockedDates.filter((d) => d.startDate <= query.to && d.endDate >= query.from),
      };
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

    async listLocked(ctx: ServiceContext): Promise<LockedDate[]> {
      const docs = await scoped(ctx, LockedDateModel).find({}, { sort: { startDate: 1 } });
      return docs.map((d) => ({
        id: String(d._id),
        startDate: d.startDate,
        endDate: d.endDate,
        ...(d.reason ? { reason: d.reason } : {}),
      }));
    },

    /** Spec §5/§9: a locked period of at most 30 days. */
    async addLocked(ctx: ServiceContext, input: LockedDateInput): Promise<LockedDate> {
      if (!parseDay(input.startDate)) throw new AppError("DATE_INVALID", { field: "startDate" });
      if (!parseDay(input.endDate)) throw new AppError("DATE_INVALID", { field: "endDate" });
      if (input.endDate < input.startDate) throw new AppError("DATES_CHOOSE_CORRECT", { field: "endDate" });
      if (countDays(input.startDate, input.endDate) > LOCKED_DATE_MAX_DAYS) throw new AppError("LOCKED_DATE_MAX");
      const doc = await scoped(ctx, LockedDateModel).create(input);
      await auditService.record(ctx, {
        action: "leave.locked-date.created",
        target: { type: "leave.locked-date", id: String(doc._id) },
        details: { ...input },
      });
      return {
        id: String(doc._id),
        startDate: doc.startDate,
        endDate: doc.endDate,
        ...(doc.reason ? { reason: doc.reason } : {}),
      };
    },

    async removeLocked(ctx: ServiceContext, id: string): Promise<void> {
      const locked = scoped(ctx, LockedDateModel);
      if (!(await locked.findById(id))) throw new AppError("NOT_FOUND");
      await locked.softDelete({ _id: id });
      await auditService.record(ctx, {
        action: "leave.locked-date.removed",
        target: { type: "leave.locked-date", id },
      });
    },
  };
  return service;
}

export type RequestsService = ReturnType<typeof createRequestsService>;
