import { actorId, companyDay, type ServiceContext } from "../../../core/context.js";
import {
  countDays,
  dayIndex,
  daysInYear,
  monthsOf,
  parseDay,
  rangesOverlap,
} from "../../../core/dates/calendar-days.js";
import { inEveryLocale, localized } from "../../../core/i18n/localized-text.js";
import { auditService } from "../../../core/audit/index.js";
import { AppError } from "../../../core/errors/app-error.js";
import type { NotificationsService } from "../../../core/notifications/index.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { ACTIVE_STATUSES } from "../../leave/contract/index.js";
import { workWeek } from "../../people/contract/schedule.js";
import {
  PLAN_ENTRY_MAX_DAYS,
  type DepartmentSummary,
  type MinimumStaffing,
  type MinimumStaffingInput,
  type PlanEntry,
  type PlanEntryInput,
  type PlanEntryPatch,
  type PlanEntryRequestResult,
  type PlannerAbsence,
  type PlannerQuery,
  type PlannerYear,
} from "../contract/index.js";
import { coverage } from "./coverage.js";
import { MinimumStaffingModel, PlanEntryModel, type PlanEntryDoc } from "./models.js";
import type { PlannerLeave, PlannerLeaves, PlannerPeople, PlannerWorker } from "./ports.js";

type EntryRecord = PlanEntryDoc & { _id: unknown; createdAt: Date; updatedAt: Date };

/** A claim older than this is a crashed call's: another call may take the entry over. */
const CLAIM_MS = 60_000;
const isActive = (status: string | undefined): boolean =>
  status !== undefined && (ACTIVE_STATUSES as readonly string[]).includes(status);

function toEntry(doc: EntryRecord, requestStatus?: string): PlanEntry {
  return {
    id: String(doc._id),
    userId: doc.userId,
    leaveTypeId: doc.leaveTypeId,
    startDate: doc.startDate,
    endDate: doc.endDate,
    countDays: countDays(doc.startDate, doc.endDate),
    ...(doc.note ? { note: doc.note } : {}),
    ...(doc.requestId && requestStatus ? { request: { id: doc.requestId, status: requestStatus } } : {}),
    createdBy: doc.createdBy,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

export interface PlannerServiceOptions {
  people: PlannerPeople;
  leaves: PlannerLeaves;
  /** The app's notifications service. */
  notifications: NotificationsService;
}

/**
 * The vacation planner (issue 5): a department's year — coverage against its minimum staffing and the warnings where
 * it drops — plan entries with their validations, and plan entries turned into leave requests through the leave
 * module.
 */
export function createPlannerService(options: PlannerServiceOptions) {
  const { people, leaves } = options;
  // the company's date (its time zone), not the UTC one
  const today = (ctx: ServiceContext) => companyDay(ctx);
  /** The filter that lets a write through only when no fresh claim holds the entry and its link is as read. */
  const unclaimed = (ctx: ServiceContext, doc: EntryRecord) => ({
    _id: doc._id,
    requestId: doc.requestId ?? null,
    $or: [{ claimedAt: null }, { claimedAt: { $lt: new Date(ctx.now().getTime() - CLAIM_MS) } }],
  });

  async function statusOf(ctx: ServiceContext, doc: EntryRecord): Promise<string | undefined> {
    if (!doc.requestId) return undefined;
    return (await leaves.statuses(ctx, [doc.requestId])).get(doc.requestId);
  }

  /**
   * The rules of a plan entry (create, and a change of its dates or type): real days, end not before start, at
   * most 366 days, not in the past, an active worker, a leave type counted in days that allows the range, and no
   * overlap with the person's other plan entries or active leaves (the entry's own request excepted).
   */
  async function check(
    ctx: ServiceContext,
    e: { id?: string; requestId?: string; userId: string; leaveTypeId: string; startDate: string; endDate: string },
    changed: { start: boolean; end: boolean },
  ): Promise<PlannerWorker> {
    if (!parseDay(e.startDate)) throw new AppError("DATE_INVALID", { field: "startDate" });
    if (!parseDay(e.endDate)) throw new AppError("DATE_INVALID", { field: "endDate" });
    if (e.endDate < e.startDate) throw new AppError("DATES_CHOOSE_CORRECT", { field: "endDate" });
    if (countDays(e.startDate, e.endDate) > PLAN_ENTRY_MAX_DAYS)
      throw new AppError("DATES_CHOOSE_CORRECT", { field: "endDate" });
    // a plan looks ahead; what already happened is in the leaves
    if (changed.start && e.startDate < today(ctx)) throw new AppError("DATE_BEFORE_NOW", { field: "startDate" });
    if (changed.end && e.endDate < today(ctx)) throw new AppError("DATE_BEFORE_NOW", { field: "endDate" });

    const [worker, types] = await Promise.all([people.activeByUserId(ctx, e.userId), leaves.leaveTypes(ctx)]);
    if (!worker) throw new AppError("NOT_FOUND", { field: "userId" });
    const type = types.find((x) => x.id === e.leaveTypeId);
    if (!type) throw new AppError("NOT_FOUND", { field: "leaveTypeId" });
    if (type.unit !== "days") throw new AppError("VACATION_PLAN_DAYS_ONLY", { field: "leaveTypeId" });
    if (e.startDate !== e.endDate && !type.rangeTypes.includes("range"))
      throw new AppError("LEAVE_RANGE_NOT_ALLOWED", { field: "leaveTypeId" });

    const [others, theirLeaves] = await Promise.all([
      scoped(ctx, PlanEntryModel).find(
        { userId: e.userId, startDate: { $lte: e.endDate }, endDate: { $gte: e.startDate } },
        { projection: { _id: 1 } },
      ),
      leaves.activeLeaves(ctx, { from: e.startDate, to: e.endDate, userIds: [e.userId] }),
    ]);
    if (others.some((o) => String(o._id) !== e.id) || theirLeaves.some((l) => l.id !== e.requestId))
      throw new AppError("VACATION_PLAN_OVERLAP");
    return worker;
  }

  /** The entry's request when it is still active (pending, approved, approved-payroll). */
  async function activeRequestOf(ctx: ServiceContext, doc: EntryRecord) {
    if (!doc.requestId) return null;
    const request = await leaves.request(ctx, doc.requestId);
    return request && isActive(request.status) ? request : null;
  }

  const service = {
    /**
     * GET /vacation-planner: every department's headcount, minimum and short days, and the chosen department's
     * days, warnings and people. One read of each kind for the whole company (workers, the year's active leaves by
     * the months they touch, the year's plan entries by theirs), then arrays in memory: a 1,000-person year is a few
     * thousand leaves and 365 × 1,000 cheap steps.
     */
    async year(ctx: ServiceContext, query: PlannerQuery): Promise<PlannerYear> {
      const year = query.year ?? ctx.now().getUTCFullYear();
      const from = `${year}-01-01`;
      const to = `${year}-12-31`;
      const [departments, workers, minimums, yearLeaves, entries, holidays, types] = await Promise.all([
        people.departments(ctx),
        people.listActive(ctx),
        scoped(ctx, MinimumStaffingModel).find({}),
        leaves.activeLeaves(ctx, { from, to }),
        scoped(ctx, PlanEntryModel).find({ months: { $in: monthsOf(from, to) } }) as Promise<EntryRecord[]>,
        leaves.holidays(ctx, from, to),
        leaves.leaveTypes(ctx),
      ]);
      departments.sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));
      const chosen = query.departmentId ? departments.find((d) => d.id === query.departmentId) : departments[0];
      if (query.departmentId && !chosen) throw new AppError("NOT_FOUND", { field: "departmentId" });

      // plan entries turned into requests show their request's status; the request is not listed again as a leave
      const leaveById = new Map(yearLeaves.map((l) => [l.id, l]));
      const unseen = entries.flatMap((e) => (e.requestId && !leaveById.has(e.requestId) ? [e.requestId] : []));
      const statuses = unseen.length > 0 ? await leaves.statuses(ctx, unseen) : new Map<string, string>();
      const linked = new Set(entries.flatMap((e) => (e.requestId ? [e.requestId] : [])));
      const absences = new Map<string, PlannerAbsence[]>();
      const add = (userId: string, a: PlannerAbsence) => {
        const list = absences.get(userId);
        if (list) list.push(a);
        else absences.set(userId, [a]);
      };
      for (const l of yearLeaves)
        if (!linked.has(l.id) && rangesOverlap(l, { startDate: from, endDate: to })) add(l.userId, leaveAbsence(l));
      for (const e of entries) {
        if (!rangesOverlap(e, { startDate: from, endDate: to })) continue;
        const status = e.requestId ? (leaveById.get(e.requestId)?.status ?? statuses.get(e.requestId)) : undefined;
        add(e.userId, {
          kind: "plan",
          id: String(e._id),
          leaveTypeId: e.leaveTypeId,
          startDate: e.startDate,
          endDate: e.endDate,
          ...(e.note ? { note: e.note } : {}),
          ...(e.requestId && status ? { request: { id: e.requestId, status } } : {}),
        });
      }

      const days = daysInYear(year);
      const awayOf = (userId: string): Uint8Array => {
        const mask = new Uint8Array(days);
        for (const a of absences.get(userId) ?? []) {
          const first = a.startDate < from ? 0 : dayIndex(year, a.startDate);
          const last = a.endDate > to ? days - 1 : dayIndex(year, a.endDate);
          mask.fill(1, first, last + 1);
        }
        return mask;
      };
      const holidayDays = new Set(holidays.map((h) => dayIndex(year, h.date)));
      const minimumOf = new Map(minimums.map((m) => [m.departmentId, m.minimumPresent]));
      const membersOf = new Map<string, PlannerWorker[]>();
      for (const w of workers) {
        if (!w.departmentId) continue;
        const list = membersOf.get(w.departmentId);
        if (list) list.push(w);
        else membersOf.set(w.departmentId, [w]);
      }

      let detail: PlannerYear["department"] = null;
      const summaries: DepartmentSummary[] = departments.map((d) => {
        const members = membersOf.get(d.id) ?? [];
        const minimumPresent = minimumOf.get(d.id) ?? null;
        const cov = coverage({
          year,
          holidays: holidayDays,
          members: members.map((w) => ({ week: workWeek(w.schedule), away: awayOf(w.userId) })),
          minimumPresent,
        });
        const summary = { id: d.id, name: d.name, headcount: members.length, minimumPresent, shortDays: cov.shortDays };
        if (d === chosen)
          detail = {
            ...summary,
            scheduled: cov.scheduled,
            present: cov.present,
            away: cov.away,
            warnings: cov.warnings,
            people: [...members]
              .sort((a, b) => a.name.localeCompare(b.name) || (a.userId < b.userId ? -1 : 1))
              .map((w) => ({
                userId: w.userId,
                workerId: w.id,
                name: w.name,
                absences: (absences.get(w.userId) ?? []).sort((a, b) =>
                  a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : 1,
                ),
              })),
          };
        return summary;
      });

      return {
        year,
        from,
        to,
        holidays: holidays.map((h) => ({ date: h.date, name: h.name })),
        departments: summaries,
        department: detail,
        leaveTypes: types.map((x) => ({ id: x.id, title: x.title, color: x.color, unit: x.unit })),
      };
    },

    /** PUT minimum staffing: a leader sets how many people a department needs present on a working day. */
    async setMinimum(ctx: ServiceContext, departmentId: string, input: MinimumStaffingInput): Promise<MinimumStaffing> {
      if (!(await people.departments(ctx)).some((d) => d.id === departmentId)) throw new AppError("NOT_FOUND");
      const model = scoped(ctx, MinimumStaffingModel);
      const before = await model.findOne({ departmentId });
      const write = () =>
        model.findOneAndUpdate(
          { departmentId },
          { $set: { minimumPresent: input.minimumPresent, updatedBy: actorId(ctx) } },
          { upsert: true },
        );
      let doc;
      try {
        doc = await write();
      } catch (err) {
        // two first writes at once: the unique index let one insert; the other now updates it
        if ((err as { code?: number }).code !== 11000) throw err;
        doc = await write();
      }
      await auditService.record(ctx, {
        action: "vacation-planner.staffing.changed",
        target: { type: "people.department", id: departmentId },
        details: { from: before?.minimumPresent ?? null, to: input.minimumPresent },
      });
      return {
        departmentId,
        minimumPresent: doc!.minimumPresent,
        updatedAt: (doc as unknown as { updatedAt: Date }).updatedAt.toISOString(),
      };
    },

    async createEntry(ctx: ServiceContext, input: PlanEntryInput): Promise<PlanEntry> {
      const endDate = input.endDate ?? input.startDate;
      const next = { userId: input.userId, leaveTypeId: input.leaveTypeId, startDate: input.startDate, endDate };
      await check(ctx, next, { start: true, end: true });
      const doc = (await scoped(ctx, PlanEntryModel).create({
        ...next,
        months: monthsOf(next.startDate, endDate),
        ...(input.note?.trim() ? { note: input.note.trim() } : {}),
        createdBy: actorId(ctx),
      })) as unknown as EntryRecord;
      await auditService.record(ctx, {
        action: "vacation-planner.entry.created",
        target: { type: "vacation-planner.entry", id: String(doc._id) },
        details: { ...next },
      });
      return toEntry(doc);
    },

    /**
     * PATCH an entry. Once it is an active leave request its dates and type are the request's business
     * (VACATION_PLAN_REQUESTED); a denied or canceled request frees it again.
     */
    async updateEntry(ctx: ServiceContext, entryId: string, patch: PlanEntryPatch): Promise<PlanEntry> {
      const entries = scoped(ctx, PlanEntryModel);
      const doc = (await entries.findById(entryId)) as EntryRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const next = {
        id: entryId,
        requestId: doc.requestId,
        userId: doc.userId,
        leaveTypeId: patch.leaveTypeId ?? doc.leaveTypeId,
        startDate: patch.startDate ?? doc.startDate,
        endDate: patch.endDate ?? doc.endDate,
      };
      const changed = { start: next.startDate !== doc.startDate, end: next.endDate !== doc.endDate };
      const changesPlan = changed.start || changed.end || next.leaveTypeId !== doc.leaveTypeId;
      let status = await statusOf(ctx, doc);
      if (changesPlan) {
        if (isActive(status)) throw new AppError("VACATION_PLAN_REQUESTED");
        await check(ctx, next, changed);
      }
      const note = patch.note === undefined ? undefined : patch.note.trim();
      const updated = (await entries.findOneAndUpdate(unclaimed(ctx, doc), {
        $set: {
          leaveTypeId: next.leaveTypeId,
          startDate: next.startDate,
          endDate: next.endDate,
          months: monthsOf(next.startDate, next.endDate),
          ...(note ? { note } : {}),
        },
        ...(note === "" ? { $unset: { note: 1 } } : {}),
      })) as EntryRecord | null;
      // a request is being made from it right now (or was made since it was read)
      if (!updated) throw new AppError("VACATION_PLAN_BUSY");
      if (updated.requestId !== doc.requestId) status = await statusOf(ctx, updated);
      await auditService.record(ctx, {
        action: "vacation-planner.entry.changed",
        target: { type: "vacation-planner.entry", id: entryId },
        details: {
          userId: doc.userId,
          before: { leaveTypeId: doc.leaveTypeId, startDate: doc.startDate, endDate: doc.endDate },
          after: { leaveTypeId: next.leaveTypeId, startDate: next.startDate, endDate: next.endDate },
        },
      });
      return toEntry(updated, status);
    },

    /** DELETE an entry (soft). A request already made from it stays: it is a leave of its own now. */
    async removeEntry(ctx: ServiceContext, entryId: string): Promise<void> {
      const entries = scoped(ctx, PlanEntryModel);
      const doc = (await entries.findById(entryId)) as EntryRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const removed = await entries.softDelete(unclaimed(ctx, doc));
      if (removed.modifiedCount === 0) throw new AppError("VACATION_PLAN_BUSY");
      await auditService.record(ctx, {
        action: "vacation-planner.entry.removed",
        target: { type: "vacation-planner.entry", id: entryId },
        details: { userId: doc.userId, startDate: doc.startDate, endDate: doc.endDate },
      });
    },

    /**
     * POST entries/:id/request: a leave request for the entry's person, made through the leave module (every leave
     * validation applies and its errors are answered as they are). Idempotent: while the entry's request is active,
     * calling again answers that request (`created: false`); once it was denied or canceled, a new one is made.
     * A conditional claim on the entry keeps two simultaneous calls from making two requests: the loser answers the
     * winner's request, or VACATION_PLAN_BUSY while the winner is still at it.
     */
    async request(ctx: ServiceContext, entryId: string): Promise<PlanEntryRequestResult> {
      const entries = scoped(ctx, PlanEntryModel);
      const doc = (await entries.findById(entryId)) as EntryRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const existing = await activeRequestOf(ctx, doc);
      if (existing) return { entry: toEntry(doc, existing.status), request: existing, created: false };
      if (!(await people.activeByUserId(ctx, doc.userId))) throw new AppError("NOT_FOUND", { field: "userId" });

      const claimed = (await entries.findOneAndUpdate(unclaimed(ctx, doc), {
        $set: { claimedAt: ctx.now() },
      })) as EntryRecord | null;
      if (!claimed) {
        const again = (await entries.findById(entryId)) as EntryRecord | null;
        if (!again) throw new AppError("NOT_FOUND");
        const theirs = await activeRequestOf(ctx, again);
        if (theirs) return { entry: toEntry(again, theirs.status), request: theirs, created: false };
        throw new AppError("VACATION_PLAN_BUSY");
      }

      let request;
      try {
        request = await leaves.createRequest(ctx, {
          userId: claimed.userId,
          leaveTypeId: claimed.leaveTypeId,
          startDate: claimed.startDate,
          endDate: claimed.endDate,
          ...(claimed.note ? { note: claimed.note } : {}),
        });
      } catch (err) {
        await entries.updateOne({ _id: claimed._id }, { $unset: { claimedAt: 1 } });
        throw err;
      }
      const linked = (await entries.findOneAndUpdate(
        { _id: claimed._id },
        { $set: { requestId: request.id }, $unset: { claimedAt: 1 } },
      )) as EntryRecord | null;
      await auditService.record(ctx, {
        action: "vacation-planner.entry.requested",
        target: { type: "vacation-planner.entry", id: entryId },
        details: { userId: claimed.userId, requestId: request.id, status: request.status },
      });
      if (claimed.userId !== actorId(ctx))
        await options.notifications.notify(ctx, {
          userIds: [claimed.userId],
          type: "vacation-planner.entry.requested",
          title: localized(
            "A leave was requested for you from the vacation plan",
            "Uma licença foi solicitada para você a partir do plano de férias",
            "Se solicitó una licencia para ti desde el plan de vacaciones",
          ),
          body: inEveryLocale(`${claimed.startDate} – ${claimed.endDate}`),
          link: "/my-requests",
          data: { entryId, requestId: request.id, status: request.status },
        });
      return {
        entry: toEntry(linked ?? { ...claimed, requestId: request.id }, request.status),
        request,
        created: true,
      };
    },
  };
  return service;
}

function leaveAbsence(l: PlannerLeave): PlannerAbsence {
  return {
    kind: "leave",
    id: l.id,
    leaveTypeId: l.leaveTypeId,
    startDate: l.startDate,
    endDate: l.endDate,
    status: l.status,
  };
}

export type PlannerService = ReturnType<typeof createPlannerService>;
