import { Types } from "mongoose";
import { companyDay, requireUser, type ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import { localized } from "../../../core/i18n/localized-text.js";
import type { Locale } from "../../../core/i18n/locale.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  events,
  initialState,
  nextState,
  type Order,
  type OrderAction,
  type OrderInput,
  type OrderList,
  type OrderState,
} from "../contract/index.js";
import { OrderModel, ProfileModel, ShiftModel, type OrderDoc, type ShiftDoc } from "./models.js";
import { toShift, type ScheduleDeps, type ScheduleService } from "./schedule.service.js";
import { validateCandidates } from "./validation.js";

type OrderRecord = OrderDoc & { _id: unknown; createdAt: Date; updatedAt: Date };
type ShiftRecord = ShiftDoc & { _id: unknown; updatedAt: Date };

const isLeader = (ctx: ServiceContext) => {
  const user = requireUser(ctx);
  return user.level === "admin" || user.level === "revisor";
};

/**
 * Schedule orders (spec "Schedule order", `POST /orders`): availability marks, trades, covers and open-shift claims,
 * moved through the one state machine (contract/state-machine.ts). Every write that could race is a conditional
 * update on the document it changes: a shift is held by one order at a time (`pendingOrderId`), an open shift goes to
 * the first valid claim (`userId: null` in the filter), and an order moves only from the state it was read in.
 */
export function createOrdersService(deps: ScheduleDeps & { schedule: ScheduleService }) {
  const { schedule, notifications, people } = deps;

  async function toOrders(ctx: ServiceContext, rows: OrderRecord[]): Promise<Order[]> {
    const shiftIds = rows.flatMap((r) => [r.shiftId, r.targetShiftId]).filter((x): x is string => Boolean(x));
    const shifts = shiftIds.length
      ? ((await scoped(ctx, ShiftModel).find({ _id: { $in: shiftIds } }, { withDeleted: true })) as ShiftRecord[])
      : [];
    const byId = new Map(shifts.map((s) => [String(s._id), toShift(s)]));
    const names = await people.names(ctx, [
      ...new Set(rows.flatMap((r) => [r.requesterId, r.colleagueId]).filter((x): x is string => Boolean(x))),
    ]);
    return rows.map((r) => ({
      id: String(r._id),
      type: r.type,
      state: r.state,
      requesterId: r.requesterId,
      requesterName: names.get(r.requesterId) ?? "?",
      ...(r.colleagueId ? { colleagueId: r.colleagueId, colleagueName: names.get(r.colleagueId) ?? "?" } : {}),
      ...(r.shiftId && byId.get(r.shiftId) ? { shift: byId.get(r.shiftId)! } : {}),
      ...(r.targetShiftId && byId.get(r.targetShiftId) ? { targetShift: byId.get(r.targetShiftId)! } : {}),
      ...(r.date ? { date: r.date } : {}),
      ...(r.start != null ? { start: r.start } : {}),
      ...(r.end != null ? { end: r.end } : {}),
      ...(r.note ? { note: r.note } : {}),
      ...(r.decidedBy ? { decidedBy: r.decidedBy } : {}),
      createdAt: r.createdAt.toISOString(),
    }));
  }

  /** A published shift of `userId` that has not started and is not held by another order. */
  async function ownShift(ctx: ServiceContext, id: string | undefined, userId: string): Promise<ShiftRecord> {
    if (!id || !Types.ObjectId.isValid(id)) throw new AppError("SCHEDULING_NOT_YOUR_SHIFT", { field: "shiftId" });
    const shift = (await scoped(ctx, ShiftModel).findById(id)) as ShiftRecord | null;
    if (!shift || shift.userId !== userId || shift.status !== "published")
      throw new AppError("SCHEDULING_NOT_YOUR_SHIFT", { field: "shiftId" });
    if (shift.date < companyDay(ctx)) throw new AppError("SCHEDULING_PAST_SHIFT", { field: "shiftId" });
    if (shift.pendingOrderId) throw new AppError("SCHEDULING_SHIFT_CHANGED", { field: "shiftId" });
    return shift;
  }

  /** Holds shifts for an order (conditional: a shift another order holds is refused); releases on failure. */
  async function hold(ctx: ServiceContext, orderId: string, holds: Array<{ id: string; userId: string }>) {
    const shifts = scoped(ctx, ShiftModel);
    const done: string[] = [];
    for (const h of holds) {
      const r = await shifts.updateOne(
        { _id: h.id, userId: h.userId, status: "published", pendingOrderId: null },
        { $set: { pendingOrderId: orderId } },
      );
      if (r.modifiedCount !== 1) {
        if (done.length)
          await shifts.updateMany({ _id: { $in: done }, pendingOrderId: orderId }, { $set: { pendingOrderId: null } });
        throw new AppError("SCHEDULING_SHIFT_CHANGED", { field: "shiftId" });
      }
      done.push(h.id);
    }
  }

  async function release(ctx: ServiceContext, order: OrderRecord) {
    const ids = [order.shiftId, order.targetShiftId].filter((x): x is string => Boolean(x));
    if (ids.length)
      await scoped(ctx, ShiftModel).updateMany(
        { _id: { $in: ids }, pendingOrderId: String(order._id) },
        { $set: { pendingOrderId: null } },
      );
  }

  /** Validates the shifts as they would be after the order (the swapped or covered shifts, each person's rules). */
  async function validateOutcome(ctx: ServiceContext, order: OrderRecord, colleagueId: string, locale: Locale) {
    const shifts = scoped(ctx, ShiftModel);
    const mine = (await shifts.findById(order.shiftId!)) as ShiftRecord | null;
    const theirs = order.targetShiftId ? ((await shifts.findById(order.targetShiftId)) as ShiftRecord | null) : null;
    if (
      !mine ||
      mine.userId !== order.requesterId ||
      (order.targetShiftId && (!theirs || theirs.userId !== colleagueId))
    )
      throw new AppError("SCHEDULING_SHIFT_CHANGED");
    const candidates = [{ ...mine, userId: colleagueId }];
    if (theirs) candidates.push({ ...theirs, userId: order.requesterId });
    await validateCandidates(
      ctx,
      schedule.validationDeps,
      await schedule.settings(ctx),
      candidates.map((c) => ({
        userId: c.userId,
        date: c.date,
        start: c.start,
        end: c.end,
        breakMinutes: c.breakMinutes ?? 0,
      })),
      { mode: "strict", locale, exclude: new Set([String(mine._id), ...(theirs ? [String(theirs._id)] : [])]) },
    );
    return { mine, theirs };
  }

  /** Applies an approved trade or cover: each shift changes hands only if still held by this order and its owner. */
  async function apply(ctx: ServiceContext, order: OrderRecord, colleagueId: string, locale: Locale) {
    const { mine, theirs } = await validateOutcome(ctx, order, colleagueId, locale);
    const shifts = scoped(ctx, ShiftModel);
    const orderId = String(order._id);
    const first = await shifts.updateOne(
      { _id: mine._id, userId: order.requesterId, pendingOrderId: orderId },
      { $set: { userId: colleagueId, pendingOrderId: null, confirmedAt: null } },
    );
    if (first.modifiedCount !== 1) throw new AppError("SCHEDULING_SHIFT_CHANGED");
    if (theirs) {
      const second = await shifts.updateOne(
        { _id: theirs._id, userId: colleagueId, pendingOrderId: orderId },
        { $set: { userId: order.requesterId, pendingOrderId: null, confirmedAt: null } },
      );
      if (second.modifiedCount !== 1) {
        await shifts.updateOne({ _id: mine._id, userId: colleagueId }, { $set: { userId: order.requesterId } });
        throw new AppError("SCHEDULING_SHIFT_CHANGED");
      }
    }
    await schedule.notifyChanged(ctx, [order.requesterId, colleagueId], String(mine._id));
  }

  async function notifyLeaders(ctx: ServiceContext, order: OrderRecord) {
    const me = await people.byUserId(ctx, order.requesterId);
    const leaders = new Set<string>();
    if (me?.referenceWorkerId) {
      const boss = await people.byId(ctx, me.referenceWorkerId);
      if (boss?.userId) leaders.add(boss.userId);
    }
    if (leaders.size === 0) return;
    await notifications.notify(ctx, {
      userIds: [...leaders],
      type: "scheduling.order.pending",
      title: localized(
        "A schedule request to approve",
        "Uma solicitação de escala para aprovar",
        "Una solicitud de horario por aprobar",
      ),
      body: localized(
        "A trade, cover or availability request waits for your approval.",
        "Uma troca, cobertura ou disponibilidade aguarda sua aprovação.",
        "Un cambio, cobertura o disponibilidad espera tu aprobación.",
      ),
      link: "/schedule-management",
      data: { orderId: String(order._id) },
    });
  }

  async function notifyDecided(ctx: ServiceContext, order: OrderRecord, state: OrderState) {
    const approved = state === "approved";
    await notifications.notify(ctx, {
      userIds: [order.requesterId],
      type: "scheduling.order.decided",
      title: approved
        ? localized("Schedule request approved", "Solicitação de escala aprovada", "Solicitud de horario aprobada")
        : localized(
            "Schedule request not approved",
            "Solicitação de escala não aprovada",
            "Solicitud de horario no aprobada",
          ),
      body: approved
        ? localized("Your request was approved.", "Sua solicitação foi aprovada.", "Tu solicitud fue aprobada.")
        : localized(
            "Your request was not approved.",
            "Sua solicitação não foi aprovada.",
            "Tu solicitud no fue aprobada.",
          ),
      link: "/schedule-management-order",
      data: { orderId: String(order._id) },
    });
    await deps.events.emit(ctx, events.orderDecided, { orderId: String(order._id), state, type: order.type });
  }

  return {
    /** `POST /orders`: a new order by the caller. */
    async create(ctx: ServiceContext, input: OrderInput, locale: Locale): Promise<Order> {
      const { userId } = requireUser(ctx);
      const me = await people.activeByUserId(ctx, userId);
      if (!me) throw new AppError("SCHEDULING_NOT_A_WORKER");
      const set = await schedule.settings(ctx);
      const orders = scoped(ctx, OrderModel);
      const _id = new Types.ObjectId();
      const orderId = _id.toHexString();
      const base = {
        _id,
        type: input.type,
        state: initialState(input.type, set),
        requesterId: userId,
        ...(input.note ? { note: input.note } : {}),
        departmentId: me.departmentId ?? null,
        officeId: me.officeId ?? null,
      };

      if (input.type === "available" || input.type === "unavailable") {
        if (!input.date) throw new AppError("VALIDATION_REQUIRED", { field: "date" });
        if ((input.start == null) !== (input.end == null) || (input.start != null && input.end! <= input.start))
          throw new AppError("SCHEDULING_SHIFT_TIMES", { field: "end" });
        if (input.date < companyDay(ctx)) throw new AppError("DATE_BEFORE_NOW", { field: "date" });
        const doc = await orders.create({
          ...base,
          date: input.date,
          start: input.start ?? null,
          end: input.end ?? null,
        } as Partial<OrderDoc>);
        if (doc.state === "waiting-admin-approval") await notifyLeaders(ctx, doc as OrderRecord);
        return (await toOrders(ctx, [doc as OrderRecord]))[0]!;
      }

      if (input.type === "openshift") {
        if (!input.shiftId || !Types.ObjectId.isValid(input.shiftId)) throw new AppError("NOT_FOUND");
        const shifts = scoped(ctx, ShiftModel);
        const shift = (await shifts.findById(input.shiftId)) as ShiftRecord | null;
        if (!shift || shift.status !== "published") throw new AppError("NOT_FOUND");
        if (shift.userId) throw new AppError("SCHEDULING_SHIFT_TAKEN");
        if (shift.date < companyDay(ctx)) throw new AppError("SCHEDULING_PAST_SHIFT");
        if (shift.skill) {
          const profile = await scoped(ctx, ProfileModel).findOne({ userId });
          if (!profile?.skills.includes(shift.skill))
            throw new AppError("SCHEDULING_NOT_QUALIFIED", { params: { skill: shift.skill } });
        }
        // a valid claim: the claimant's rules, leaves and other shifts allow it
        await validateCandidates(
          ctx,
          schedule.validationDeps,
          set,
          [{ ...shift, userId, breakMinutes: shift.breakMinutes ?? 0 }],
          {
            mode: "strict",
            locale,
          },
        );
        // the first valid claim wins, exactly once: only a shift still open is taken
        const taken = await shifts.updateOne(
          { _id: shift._id, userId: null, status: "published" },
          { $set: { userId, confirmedAt: ctx.now() } },
        );
        if (taken.modifiedCount !== 1) throw new AppError("SCHEDULING_SHIFT_TAKEN");
        const doc = await orders.create({ ...base, state: "approved", shiftId: input.shiftId } as Partial<OrderDoc>);
        await deps.events.emit(ctx, events.claimed, { shiftId: input.shiftId, userId });
        return (await toOrders(ctx, [doc as OrderRecord]))[0]!;
      }

      // trade or cover: the requester's own future shift
      const mine = await ownShift(ctx, input.shiftId, userId);
      let colleagueId: string | null = input.colleagueId ?? null;
      let targetShiftId: string | null = null;
      if (input.type === "trade") {
        if (!input.targetShiftId || !Types.ObjectId.isValid(input.targetShiftId))
          throw new AppError("VALIDATION_REQUIRED", { field: "targetShiftId" });
        const theirs = (await scoped(ctx, ShiftModel).findById(input.targetShiftId)) as ShiftRecord | null;
        if (!theirs || !theirs.userId || theirs.userId === userId || theirs.status !== "published")
          throw new AppError("NOT_FOUND");
        if (theirs.date < companyDay(ctx)) throw new AppError("SCHEDULING_PAST_SHIFT", { field: "targetShiftId" });
        colleagueId = theirs.userId;
        targetShiftId = String(theirs._id);
      }
      if (colleagueId !== null) {
        if (colleagueId === userId || !(await people.activeByUserId(ctx, colleagueId)))
          throw new AppError("SCHEDULING_NOT_A_WORKER", { field: "colleagueId" });
      }
      const draft = { ...base, shiftId: String(mine._id), targetShiftId, colleagueId } as unknown as OrderRecord;
      // the outcome must be valid before the colleague is asked (checked again when it is applied)
      if (colleagueId) await validateOutcome(ctx, draft, colleagueId, locale);
      await hold(ctx, orderId, [
        { id: String(mine._id), userId },
        ...(targetShiftId ? [{ id: targetShiftId, userId: colleagueId! }] : []),
      ]);
      const doc = (await orders.create(draft as Partial<OrderDoc>)) as OrderRecord;
      const ask = colleagueId
        ? [colleagueId]
        : (me.departmentId ? await people.members(ctx, { departmentId: me.departmentId }) : []).filter(
            (u) => u !== userId,
          );
      if (ask.length)
        await notifications.notify(ctx, {
          userIds: ask,
          type: "scheduling.order.requested",
          title:
            input.type === "trade"
              ? localized(
                  "A colleague asks to trade a shift",
                  "Um colega pede para trocar um turno",
                  "Un colega pide cambiar un turno",
                )
              : localized("A colleague asks for cover", "Um colega pede cobertura", "Un colega pide cobertura"),
          body: localized(
            `Shift on ${mine.date}. Accept or decline it in your schedule.`,
            `Turno em ${mine.date}. Aceite ou recuse na sua escala.`,
            `Turno el ${mine.date}. Acéptalo o recházalo en tu horario.`,
          ),
          link: "/schedule-management-order",
          data: { orderId },
        });
      return (await toOrders(ctx, [doc]))[0]!;
    },

    /** The caller's orders, those addressed to them, open covers of their team and, for leaders, those to approve. */
    async list(ctx: ServiceContext): Promise<OrderList> {
      const { userId } = requireUser(ctx);
      const me = await people.byUserId(ctx, userId);
      const or: Array<Record<string, unknown>> = [{ requesterId: userId }, { colleagueId: userId }];
      if (me?.departmentId)
        or.push({ type: "cover", colleagueId: null, state: "worker-must-approve", departmentId: me.departmentId });
      if (isLeader(ctx)) or.push({ state: "waiting-admin-approval" });
      const rows = (await scoped(ctx, OrderModel).find(
        { $or: or },
        { sort: { createdAt: -1 }, limit: 100 },
      )) as OrderRecord[];
      return { items: await toOrders(ctx, rows) };
    },

    /** Moves an order through the state machine; each step is conditional on the state it was read in. */
    async act(ctx: ServiceContext, orderId: string, action: OrderAction, locale: Locale): Promise<Order> {
      const { userId } = requireUser(ctx);
      const orders = scoped(ctx, OrderModel);
      const order = (await orders.findById(orderId)) as OrderRecord | null;
      if (!order) throw new AppError("NOT_FOUND");
      const set = await schedule.settings(ctx);
      const step = nextState(order.state, action, set);
      if (!step) throw new AppError("SCHEDULING_ORDER_STATE");
      let colleagueId = order.colleagueId ?? null;
      if (step.by === "requester" && order.requesterId !== userId) throw new AppError("SCHEDULING_ORDER_NOT_YOURS");
      if (step.by === "leader" && !isLeader(ctx)) throw new AppError("FORBIDDEN");
      // a manager does not approve their own request (an admin may: a small company can have no one else)
      if (step.by === "leader" && order.requesterId === userId && requireUser(ctx).level !== "admin")
        throw new AppError("FORBIDDEN");
      if (step.by === "colleague") {
        if (colleagueId === null && order.type === "cover" && userId !== order.requesterId) {
          // an open cover: any colleague of the team may take it
          const me = await people.activeByUserId(ctx, userId);
          if (!me || (order.departmentId && me.departmentId !== order.departmentId))
            throw new AppError("SCHEDULING_ORDER_NOT_YOURS");
          colleagueId = userId;
        }
        if (colleagueId !== userId) throw new AppError("SCHEDULING_ORDER_NOT_YOURS");
      }
      if (action === "accept") await validateOutcome(ctx, order, colleagueId!, locale);
      // the transition itself: only from the state read (two clicks, two leaders: one wins)
      const moved = (await orders.findOneAndUpdate(
        { _id: order._id, state: order.state, colleagueId: order.colleagueId ?? null },
        { $set: { state: step.to, colleagueId, ...(step.by === "leader" ? { decidedBy: userId } : {}) } },
      )) as OrderRecord | null;
      if (!moved) throw new AppError("SCHEDULING_ORDER_STATE");
      if (step.to === "approved" && (order.type === "trade" || order.type === "cover")) {
        try {
          await apply(ctx, moved, colleagueId!, locale);
        } catch (error) {
          // the outcome is no longer valid: the order does not stand
          await orders.updateOne({ _id: order._id, state: "approved" }, { $set: { state: "unapproved" } });
          await release(ctx, moved);
          throw error;
        }
      }
      if (step.to === "unapproved" || step.to === "canceled") await release(ctx, moved);
      if (step.to === "waiting-admin-approval") await notifyLeaders(ctx, moved);
      if (step.to === "approved" || step.to === "unapproved") await notifyDecided(ctx, moved, step.to);
      return (await toOrders(ctx, [moved]))[0]!;
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
