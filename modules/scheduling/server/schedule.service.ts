import { Types } from "mongoose";
import { actingUser, companyDay, requireUser, type ServiceContext } from "../../../core/context.js";
import { addDays, countDays, eachDay, weekdayOf } from "../../../core/dates/calendar-days.js";
import { AppError } from "../../../core/errors/app-error.js";
import { localized } from "../../../core/i18n/localized-text.js";
import type { Locale } from "../../../core/i18n/locale.js";
import type { ModuleEvents } from "../../../core/modules/events.js";
import type { NotificationsService } from "../../../core/notifications/index.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { LeaveAbsences } from "../../leave/contract/absences.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import {
  checkRules,
  DEFAULT_RULES,
  events,
  MAX_RANGE_DAYS,
  RULE_CODES,
  scaleDays,
  type Board,
  type BoardQuery,
  type Coverage,
  type CoverageInput,
  type CopyWeekInput,
  type MyShifts,
  type Profile,
  type ProfileInput,
  type PublishedShift,
  type PublishInput,
  type ScaleInput,
  type Settings,
  type Shift,
  type ShiftInput,
  type ShiftPatch,
  type ShiftsInput,
  type ShiftsResult,
  type Template,
  type TemplateInput,
  type Warning,
} from "../contract/index.js";
import { messageFor } from "../../../core/errors/catalogue.js";
import {
  CoverageModel,
  OrderModel,
  ProfileModel,
  SettingsModel,
  ShiftModel,
  TemplateModel,
  type ShiftDoc,
} from "./models.js";
import { leavesOfPeople, validateCandidates, type Candidate } from "./validation.js";

type ShiftRecord = ShiftDoc & { _id: unknown; updatedAt: Date };

/** What `toShift` shows of a shift: reads project these (a board reads hundreds). */
const SHIFT_FIELDS = {
  userId: 1,
  date: 1,
  start: 1,
  end: 1,
  breakMinutes: 1,
  status: 1,
  departmentId: 1,
  officeId: 1,
  skill: 1,
  note: 1,
  confirmedAt: 1,
  updatedAt: 1,
} as const;

export function toShift(doc: ShiftRecord): Shift {
  return {
    id: String(doc._id),
    userId: doc.userId ?? null,
    date: doc.date,
    start: doc.start,
    end: doc.end,
    breakMinutes: doc.breakMinutes ?? 0,
    status: doc.status,
    ...(doc.departmentId ? { departmentId: doc.departmentId } : {}),
    ...(doc.officeId ? { officeId: doc.officeId } : {}),
    ...(doc.skill ? { skill: doc.skill } : {}),
    ...(doc.note ? { note: doc.note } : {}),
    ...(doc.confirmedAt ? { confirmedAt: doc.confirmedAt.toISOString() } : {}),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** A department or office: the board's scope and the filter of its shifts. */
export function scopeOf(input: { departmentId?: string; officeId?: string }): {
  key: string;
  field: "departmentId" | "officeId";
  id: string;
} {
  if (input.departmentId) return { key: `d:${input.departmentId}`, field: "departmentId", id: input.departmentId };
  if (input.officeId) return { key: `o:${input.officeId}`, field: "officeId", id: input.officeId };
  throw new AppError("SCHEDULING_SCOPE_REQUIRED", { field: "departmentId" });
}

function checkRange(from: string, to: string): void {
  if (to < from) throw new AppError("DATES_CHOOSE_CORRECT", { field: "to" });
  if (countDays(from, to) > MAX_RANGE_DAYS)
    throw new AppError("SCHEDULING_RANGE_TOO_LONG", { params: { days: MAX_RANGE_DAYS }, field: "to" });
}

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

export interface ScheduleDeps {
  people: PeopleDirectory;
  leaves: LeaveAbsences;
  notifications: NotificationsService;
  events: ModuleEvents;
}

/**
 * Shifts (issue 14): the board of a department or office, single shifts, copied weeks and rotating scales, all
 * validated (validation.ts) before they are written; publishing with notifications; settings, profiles, templates
 * and coverage minimums; a person's own shifts.
 */
export function createScheduleService(deps: ScheduleDeps) {
  const { people, leaves, notifications } = deps;

  async function workers(ctx: ServiceContext) {
    const list = await people.listActive(ctx);
    return new Map(list.map((w) => [w.userId, w]));
  }
  const validationDeps = { leaves, workers };

  async function settings(ctx: ServiceContext): Promise<Settings> {
    const doc = await scoped(ctx, SettingsModel).findOne({ key: "company" });
    return {
      manageScheduleOrder: doc?.manageScheduleOrder ?? true,
      requireConfirmation: doc?.requireConfirmation ?? false,
      holidays: doc?.holidays ?? "refuse",
      rules: { ...DEFAULT_RULES, ...(doc?.rules ?? {}) },
    };
  }

  async function notifyChanged(ctx: ServiceContext, userIds: Array<string | null | undefined>, shiftId: string) {
    const ids = [...new Set(userIds.filter((u): u is string => Boolean(u)))].filter(
      (u) => u !== actingUser(ctx)?.userId,
    );
    if (ids.length === 0) return;
    await notifications.notify(ctx, {
      userIds: ids,
      type: "scheduling.shift.changed",
      title: localized("Your schedule changed", "Sua escala mudou", "Tu horario cambió"),
      body: localized(
        "One of your published shifts changed. Check your schedule.",
        "Um dos seus turnos publicados mudou. Confira sua escala.",
        "Uno de tus turnos publicados cambió. Revisa tu horario.",
      ),
      link: "/schedule-management-order",
      data: { shiftId },
    });
    await deps.events.emit(ctx, events.changed, { shiftId, userIds: ids });
  }

  const candidateOf = (input: ShiftInput): Candidate => ({
    userId: input.userId ?? null,
    date: input.date,
    start: input.start,
    end: input.end,
    breakMinutes: input.breakMinutes ?? 0,
    ...(input.departmentId ? { departmentId: input.departmentId } : {}),
    ...(input.officeId ? { officeId: input.officeId } : {}),
    ...(input.skill ? { skill: input.skill } : {}),
    ...(input.note ? { note: input.note } : {}),
  });

  /** Writes validated candidates as drafts in one round trip; answers them as written. */
  async function write(ctx: ServiceContext, candidates: readonly Candidate[]): Promise<Shift[]> {
    if (candidates.length === 0) return [];
    const now = ctx.now();
    // complete records (the schema's defaults written out), validated above: a lean insert, no mongoose document each
    const docs = candidates.map((c) => ({
      _id: new Types.ObjectId(),
      userId: c.userId,
      date: c.date,
      start: c.start,
      end: c.end,
      breakMinutes: c.breakMinutes,
      status: "draft" as const,
      ...(c.departmentId ? { departmentId: c.departmentId } : {}),
      ...(c.officeId ? { officeId: c.officeId } : {}),
      ...(c.skill ? { skill: c.skill } : {}),
      ...(c.note ? { note: c.note } : {}),
      confirmedAt: null,
      pendingOrderId: null,
    }));
    await scoped(ctx, ShiftModel).insertLean(docs as unknown as Array<Partial<ShiftDoc>>);
    return docs.map((d) => toShift({ ...d, updatedAt: now } as unknown as ShiftRecord));
  }

  async function bulk(
    ctx: ServiceContext,
    candidates: Candidate[],
    options: { locale: Locale; dryRun?: boolean; mode: "strict" | "skip"; echo?: boolean },
  ): Promise<ShiftsResult> {
    const set = await settings(ctx);
    const result = await validateCandidates(ctx, validationDeps, set, candidates, {
      mode: options.mode,
      locale: options.locale,
    });
    const warnings = [...result.skipped, ...result.warnings];
    if (options.dryRun) return { items: [], warnings, written: 0 };
    const items = await write(ctx, result.accepted);
    // a generated month is tens of thousands of shifts: generators answer the count, the board is read again
    return { items: options.echo === false ? [] : items, warnings, written: items.length };
  }

  return {
    settings,
    validationDeps,
    workers,
    notifyChanged,

    async updateSettings(ctx: ServiceContext, input: Settings): Promise<Settings> {
      await scoped(ctx, SettingsModel).updateOne({ key: "company" }, { $set: { ...input } }, { upsert: true });
      return settings(ctx);
    },

    async profiles(ctx: ServiceContext): Promise<Profile[]> {
      const rows = await scoped(ctx, ProfileModel).find({});
      return rows.map((p) => ({ userId: p.userId, partTime: p.partTime, skills: p.skills ?? [] }));
    },

    async updateProfile(ctx: ServiceContext, userId: string, input: ProfileInput): Promise<Profile> {
      if (!(await people.activeByUserId(ctx, userId))) throw new AppError("NOT_FOUND");
      const skills = [...new Set(input.skills.map((s) => s.trim()).filter(Boolean))];
      await scoped(ctx, ProfileModel).updateOne(
        { userId },
        { $set: { partTime: input.partTime, skills } },
        { upsert: true },
      );
      return { userId, partTime: input.partTime, skills };
    },

    async templates(ctx: ServiceContext): Promise<Template[]> {
      const rows = await scoped(ctx, TemplateModel).find({}, { sort: { start: 1, name: 1 } });
      return rows.map((t) => ({
        id: String(t._id),
        name: t.name,
        start: t.start,
        end: t.end,
        breakMinutes: t.breakMinutes ?? 0,
        ...(t.skill ? { skill: t.skill } : {}),
      }));
    },

    async createTemplate(ctx: ServiceContext, input: TemplateInput): Promise<Template> {
      const name = input.name.trim();
      if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      if (input.end <= input.start || input.end - input.start > 1440)
        throw new AppError("SCHEDULING_SHIFT_TIMES", { field: "end" });
      if (await scoped(ctx, TemplateModel).findOne({ name }))
        throw new AppError("SCHEDULING_TEMPLATE_TAKEN", { field: "name" });
      try {
        const t = await scoped(ctx, TemplateModel).create({ ...input, name, breakMinutes: input.breakMinutes ?? 0 });
        return {
          id: String(t._id),
          name: t.name,
          start: t.start,
          end: t.end,
          breakMinutes: t.breakMinutes,
          ...(t.skill ? { skill: t.skill } : {}),
        };
      } catch (error) {
        if ((error as { code?: number }).code === 11000)
          throw new AppError("SCHEDULING_TEMPLATE_TAKEN", { field: "name", cause: error });
        throw error;
      }
    },

    async removeTemplate(ctx: ServiceContext, id: string): Promise<void> {
      const templates = scoped(ctx, TemplateModel);
      if (!(await templates.findById(id))) throw new AppError("NOT_FOUND");
      await templates.softDelete({ _id: id });
    },

    async coverage(ctx: ServiceContext, scope: { departmentId?: string; officeId?: string }): Promise<Coverage> {
      const s = scopeOf(scope);
      const doc = await scoped(ctx, CoverageModel).findOne({ scope: s.key });
      return { [s.field]: s.id, slots: doc?.slots ?? [] };
    },

    async setCoverage(ctx: ServiceContext, input: CoverageInput): Promise<Coverage> {
      const s = scopeOf(input);
      for (const slot of input.slots)
        if (slot.end <= slot.start) throw new AppError("SCHEDULING_SHIFT_TIMES", { field: "slots" });
      await scoped(ctx, CoverageModel).updateOne({ scope: s.key }, { $set: { slots: input.slots } }, { upsert: true });
      return { [s.field]: s.id, slots: input.slots };
    },

    /** A department's or office's week or month: people, shifts, leaves, holidays, availability, coverage, warnings. */
    async board(ctx: ServiceContext, query: BoardQuery, locale: Locale): Promise<Board> {
      const s = scopeOf(query);
      const from = query.from;
      const to = query.to ?? addDays(from, 6);
      checkRange(from, to);
      // the days as equalities, which the (userId|scope, date) indexes answer whole (a range is tested per record)
      const days = eachDay(from, to);
      // the team's ids (one indexed read of the scope's active workers), then their names: not the whole company
      const userIds = await people.members(ctx, { [s.field]: s.id } as { departmentId: string });
      const [names, shifts, absences, holidays, marks, profiles, cover, set] = await Promise.all([
        people.names(ctx, userIds),
        // two indexed reads rather than an $or the engine would scan: the scope's shifts (open ones included) by
        // (departmentId|officeId, date), and the team's shifts elsewhere by (userId, date); only the fields shown
        Promise.all([
          scoped(ctx, ShiftModel).find({ [s.field]: s.id, date: { $in: days } }, { projection: SHIFT_FIELDS }),
          userIds.length
            ? scoped(ctx, ShiftModel).find(
                { userId: { $in: userIds }, date: { $in: days } },
                { projection: SHIFT_FIELDS },
              )
            : Promise.resolve([]),
        ]).then(([own, team]) => {
          const byId = new Map<string, ShiftRecord>();
          for (const x of [...own, ...team] as ShiftRecord[]) byId.set(String(x._id), x);
          return [...byId.values()].sort((a, b) => (a.date === b.date ? a.start - b.start : a.date < b.date ? -1 : 1));
        }),
        leavesOfPeople(ctx, leaves, { from, to, userIds }),
        leaves.holidays(ctx, from, to),
        scoped(ctx, OrderModel).find(
          {
            type: { $in: ["available", "unavailable"] },
            state: "approved",
            requesterId: { $in: userIds },
            date: { $in: days },
          },
          { projection: { requesterId: 1, date: 1, type: 1, start: 1, end: 1 } },
        ),
        scoped(ctx, ProfileModel).find(
          { userId: { $in: userIds } },
          { projection: { userId: 1, partTime: 1, skills: 1 } },
        ),
        scoped(ctx, CoverageModel).findOne({ scope: s.key }),
        settings(ctx),
      ]);
      const profileOf = new Map(profiles.map((p) => [p.userId, p]));
      const assigned = shifts.filter((x) => x.userId);
      const coverage: Board["coverage"] = [];
      if (cover?.slots.length) {
        const byDay = new Map<string, ShiftRecord[]>();
        for (const x of assigned) {
          const list = byDay.get(x.date);
          if (list) list.push(x);
          else byDay.set(x.date, [x]);
        }
        for (let day = from; day <= to; day = addDays(day, 1)) {
          const weekday = weekdayOf(day);
          for (const slot of cover.slots) {
            if (slot.weekdays && !slot.weekdays.includes(weekday)) continue;
            const scheduled = (byDay.get(day) ?? []).filter((x) => x.start <= slot.start && x.end >= slot.end).length;
            coverage.push({ date: day, start: slot.start, end: slot.end, minimum: slot.minimum, scheduled });
          }
        }
      }
      const partTimers = new Set(profiles.filter((p) => p.partTime).map((p) => p.userId));
      const warnings: Warning[] = checkRules(
        assigned.map((x) => ({
          userId: x.userId!,
          date: x.date,
          start: x.start,
          end: x.end,
          breakMinutes: x.breakMinutes ?? 0,
        })),
        set.rules,
        { partTimers },
      ).map((v) => ({
        code: RULE_CODES[v.rule],
        message: messageFor(RULE_CODES[v.rule], locale, {
          name: names.get(v.userId) ?? "?",
          date: v.date,
          limit: v.limit,
          hours: v.value,
          days: v.value,
        }),
        userId: v.userId,
        date: v.date,
      }));
      return {
        from,
        to,
        people: userIds
          .map((userId) => ({
            userId,
            name: names.get(userId) ?? "?",
            partTime: profileOf.get(userId)?.partTime ?? false,
            skills: profileOf.get(userId)?.skills ?? [],
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
        shifts: shifts.map(toShift),
        leaves: absences
          .filter((l) => l.status === "approved" || l.status === "approved-payroll")
          .map((l) => ({ userId: l.userId, startDate: l.startDate, endDate: l.endDate })),
        holidays: holidays.map((h) => ({ date: h.date, name: h.name })),
        availability: marks.map((m) => ({
          orderId: String(m._id),
          userId: m.requesterId,
          date: m.date!,
          type: m.type as "available" | "unavailable",
          ...(m.start != null && m.end != null ? { start: m.start, end: m.end } : {}),
        })),
        coverage,
        warnings,
      };
    },

    /** New shifts (drafts), every one validated; any refusal refuses them all (nothing half-written). */
    async create(ctx: ServiceContext, input: ShiftsInput, locale: Locale): Promise<ShiftsResult> {
      return bulk(ctx, input.items.map(candidateOf), { locale, dryRun: input.dryRun, mode: "strict" });
    },

    /** Moves or edits a shift (the board's drag and drop and its keyboard alternative); a published one notifies. */
    async update(ctx: ServiceContext, id: string, patch: ShiftPatch, locale: Locale): Promise<ShiftsResult> {
      const shifts = scoped(ctx, ShiftModel);
      const doc = (await shifts.findById(id)) as ShiftRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const next: Candidate = {
        userId: patch.userId === undefined ? doc.userId : patch.userId,
        date: patch.date ?? doc.date,
        start: patch.start ?? doc.start,
        end: patch.end ?? doc.end,
        breakMinutes: patch.breakMinutes ?? doc.breakMinutes ?? 0,
      };
      const set = await settings(ctx);
      const result = await validateCandidates(ctx, validationDeps, set, [next], {
        mode: "strict",
        locale,
        exclude: new Set([id]),
      });
      const $set: Record<string, unknown> = { ...next };
      if (patch.skill !== undefined) $set.skill = patch.skill ?? undefined;
      if (patch.note !== undefined) $set.note = patch.note;
      // a moved published shift needs the person's confirmation again
      $set.confirmedAt = null;
      // conditional on what was read: a concurrent change is not overwritten
      const updated = (await shifts.findOneAndUpdate(
        { _id: id, updatedAt: doc.updatedAt, pendingOrderId: null },
        { $set },
      )) as ShiftRecord | null;
      if (!updated) throw new AppError("SCHEDULING_SHIFT_CHANGED");
      if (doc.status === "published") await notifyChanged(ctx, [doc.userId, updated.userId], id);
      return { items: [toShift(updated)], warnings: result.warnings, written: 1 };
    },

    async remove(ctx: ServiceContext, id: string): Promise<void> {
      const shifts = scoped(ctx, ShiftModel);
      const doc = (await shifts.findById(id)) as ShiftRecord | null;
      if (!doc) throw new AppError("NOT_FOUND");
      await shifts.softDelete({ _id: id });
      if (doc.status === "published") await notifyChanged(ctx, [doc.userId], id);
    },

    /** Copies a week's shifts of a department or office to another week, as drafts; refused ones are reported. */
    async copyWeek(ctx: ServiceContext, input: CopyWeekInput, locale: Locale): Promise<ShiftsResult> {
      const s = scopeOf(input);
      const shift =
        input.toWeek >= input.fromWeek
          ? countDays(input.fromWeek, input.toWeek) - 1
          : 1 - countDays(input.toWeek, input.fromWeek);
      if (shift === 0) throw new AppError("DATES_CHOOSE_CORRECT", { field: "toWeek" });
      const source = await scoped(ctx, ShiftModel).find({
        [s.field]: s.id,
        date: { $gte: input.fromWeek, $lte: addDays(input.fromWeek, 6) },
      });
      const candidates: Candidate[] = source.map((x) => ({
        userId: x.userId ?? null,
        date: addDays(x.date, shift),
        start: x.start,
        end: x.end,
        breakMinutes: x.breakMinutes ?? 0,
        [s.field]: s.id,
        ...(x.skill ? { skill: x.skill } : {}),
      }));
      return bulk(ctx, candidates, { locale, dryRun: input.dryRun, mode: "skip", echo: false });
    },

    /** A rotating scale (6x1, 5x1, 5x2) for people over a range, as drafts; days that cannot be worked are skipped. */
    async applyScale(ctx: ServiceContext, input: ScaleInput, locale: Locale): Promise<ShiftsResult> {
      const s = scopeOf(input);
      checkRange(input.from, input.to);
      const stagger = input.stagger ?? true;
      const candidates: Candidate[] = [];
      input.userIds.forEach((userId, i) => {
        for (const date of scaleDays(input.scale, input.from, input.to, stagger ? i : 0))
          candidates.push({
            userId,
            date,
            start: input.start,
            end: input.end,
            breakMinutes: input.breakMinutes ?? 0,
            [s.field]: s.id,
          });
      });
      return bulk(ctx, candidates, { locale, dryRun: input.dryRun, mode: "skip", echo: false });
    },

    /** Publishes the drafts of a department or office in a range; each person concerned is notified once. */
    async publish(
      ctx: ServiceContext,
      input: PublishInput,
      options: { quiet?: boolean } = {},
    ): Promise<{ published: number; notified: number }> {
      const s = scopeOf(input);
      checkRange(input.from, input.to);
      const shifts = scoped(ctx, ShiftModel);
      // the days as equalities: the (scope, date) index answers the filter (a range would be tested shift by shift)
      const filter = { [s.field]: s.id, status: "draft", date: { $in: eachDay(input.from, input.to) } };
      const drafts = await shifts.find(filter, { projection: { userId: 1 } });
      if (drafts.length === 0) return { published: 0, notified: 0 };
      // the same filter rather than a list of thousands of ids; a draft added in between is published with the rest
      const result = await shifts.updateMany(filter, { $set: { status: "published" } });
      const userIds = [...new Set(drafts.map((d) => d.userId).filter((u): u is string => Boolean(u)))];
      const open = drafts.length - drafts.filter((d) => d.userId).length;
      if (userIds.length > 0 && !options.quiet)
        await notifications.notify(ctx, {
          userIds,
          type: "scheduling.shift.published",
          title: localized("Your schedule is out", "Sua escala saiu", "Tu horario está publicado"),
          body: localized(
            `Your shifts from ${input.from} to ${input.to} are published.`,
            `Seus turnos de ${input.from} a ${input.to} foram publicados.`,
            `Tus turnos del ${input.from} al ${input.to} están publicados.`,
          ),
          link: "/schedule-management-order",
          data: { from: input.from, to: input.to },
        });
      if (open > 0 && !options.quiet) {
        const team = (await people.members(ctx, { [s.field]: s.id } as { departmentId: string })).filter(
          (u) => !userIds.includes(u),
        );
        if (team.length)
          await notifications.notify(ctx, {
            userIds: team,
            type: "scheduling.open-shift.posted",
            title: localized("Open shifts to claim", "Turnos abertos disponíveis", "Turnos abiertos disponibles"),
            body: localized(
              "New open shifts are waiting for someone to claim them.",
              "Novos turnos abertos aguardam alguém para assumi-los.",
              "Nuevos turnos abiertos esperan a alguien que los tome.",
            ),
            link: "/schedule-management-order",
          });
      }
      await deps.events.emit(ctx, events.published, {
        from: input.from,
        to: input.to,
        userIds,
        count: result.modifiedCount,
      });
      return { published: result.modifiedCount, notified: userIds.length };
    },

    /** The caller's published shifts in a range, and the open shifts they may claim. */
    async mine(ctx: ServiceContext, range: { from?: string; to?: string }): Promise<MyShifts> {
      const { userId } = requireUser(ctx);
      const from = range.from ?? companyDay(ctx);
      const to = range.to ?? addDays(from, 27);
      checkRange(from, to);
      const me = await people.byUserId(ctx, userId);
      const [items, set, skills] = await Promise.all([
        scoped(ctx, ShiftModel).find(
          { userId, status: "published", date: { $gte: from, $lte: to } },
          { sort: { date: 1, start: 1 } },
        ) as Promise<ShiftRecord[]>,
        settings(ctx),
        scoped(ctx, ProfileModel).findOne({ userId }),
      ]);
      const scopes: Array<Record<string, string>> = [];
      if (me?.departmentId) scopes.push({ departmentId: me.departmentId });
      if (me?.officeId) scopes.push({ officeId: me.officeId });
      const open = scopes.length
        ? ((await scoped(ctx, ShiftModel).find(
            { userId: null, status: "published", date: { $gte: companyDay(ctx), $lte: to }, $or: scopes },
            { sort: { date: 1, start: 1 }, limit: 50 },
          )) as ShiftRecord[])
        : [];
      const mySkills = new Set(skills?.skills ?? []);
      return {
        items: items.map(toShift),
        openShifts: open.filter((x) => !x.skill || mySkills.has(x.skill)).map(toShift),
        requireConfirmation: set.requireConfirmation,
      };
    },

    /** Colleagues' published shifts in the caller's department (what a trade can ask for), with their names. */
    async teamShifts(ctx: ServiceContext, range: { from?: string; to?: string }) {
      const { userId } = requireUser(ctx);
      const from = range.from ?? companyDay(ctx);
      const to = range.to ?? addDays(from, 27);
      checkRange(from, to);
      const me = await people.byUserId(ctx, userId);
      if (!me?.departmentId) return { items: [] };
      const team = (await people.members(ctx, { departmentId: me.departmentId })).filter((u) => u !== userId);
      const [rows, names] = await Promise.all([
        scoped(ctx, ShiftModel).find(
          { userId: { $in: team }, status: "published", pendingOrderId: null, date: { $gte: from, $lte: to } },
          { sort: { date: 1, start: 1 }, limit: 500 },
        ) as Promise<ShiftRecord[]>,
        people.names(ctx, team),
      ]);
      return { items: rows.map((r) => ({ ...toShift(r), name: names.get(r.userId!) ?? "?" })) };
    },

    /** The caller confirms one of their published shifts (companies that require it). */
    async confirm(ctx: ServiceContext, id: string): Promise<Shift> {
      const { userId } = requireUser(ctx);
      const updated = (await scoped(ctx, ShiftModel).findOneAndUpdate(
        { _id: Types.ObjectId.isValid(id) ? id : new Types.ObjectId(), userId, status: "published" },
        { $set: { confirmedAt: ctx.now() } },
      )) as ShiftRecord | null;
      if (!updated) throw new AppError("NOT_FOUND");
      return toShift(updated);
    },

    /** For clock (the provided `scheduling.shifts`). */
    async published(ctx: ServiceContext, query: { workerIds: readonly string[]; from: string; to: string }) {
      const rows = await scoped(ctx, ShiftModel).find(
        { userId: { $in: [...query.workerIds] }, status: "published", date: { $gte: query.from, $lte: query.to } },
        { sort: { userId: 1, date: 1, start: 1 } },
      );
      return rows.map((r): PublishedShift => ({
        id: String(r._id),
        userId: r.userId!,
        date: r.date,
        start: r.start,
        end: r.end,
        breakMinutes: r.breakMinutes ?? 0,
        ...(r.departmentId ? { departmentId: r.departmentId } : {}),
        ...(r.officeId ? { officeId: r.officeId } : {}),
      }));
    },

    hhmm,
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
