import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { auditService } from "../../../../core/audit/index.js";
import {
  events,
  LEAVE_PACKS,
  PACK_IDS,
  type LeaveType,
  type LeaveTypeInput,
  type LeaveTypePatch,
  type PackId,
} from "../../contract/index.js";
import { LeaveTypeModel, type LeaveTypeDoc } from "./types.model.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";

type LeaveTypeRecord = LeaveTypeDoc & { _id: unknown; companyId: unknown; createdAt: Date; updatedAt: Date };

export function toLeaveType(doc: LeaveTypeRecord): LeaveType {
  return {
    id: String(doc._id),
    companyId: String(doc.companyId),
    title: doc.title,
    color: doc.color,
    unit: doc.unit,
    totalTime: doc.totalTime,
    order: doc.order ?? 0,
    rangeTypes: doc.rangeTypes ?? ["single", "range"],
    extraFields: (doc.extraFields ?? []) as LeaveType["extraFields"],
    paid: doc.paid ?? true,
    payroll: doc.payroll ?? false,
    allowOverlap: doc.allowOverlap ?? false,
    tracked: doc.tracked ?? true,
    workingDaysOnly: doc.workingDaysOnly ?? false,
    accrual: doc.accrual ?? { kind: "none" },
    ...(doc.sale ? { sale: doc.sale } : {}),
    ...(doc.buy ? { buy: doc.buy } : {}),
    ...(doc.rollover ? { rollover: doc.rollover } : {}),
    ...(doc.anticipation ? { anticipation: doc.anticipation } : {}),
    ...(doc.reviewPeriodMonths ? { reviewPeriodMonths: doc.reviewPeriodMonths } : {}),
    ...(doc.approval ? { approval: doc.approval } : {}),
    ...(doc.legalBasis ? { legalBasis: doc.legalBasis } : {}),
    ...(doc.packKey ? { packKey: doc.packKey } : {}),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** Rules the schema cannot state: people steps name members, extra-field ids are unique. */
function check(input: Partial<LeaveTypeInput>): void {
  const ids = (input.extraFields ?? []).map((f) => f.id);
  if (new Set(ids).size !== ids.length) throw new AppError("VALIDATION_INVALID", { field: "extraFields" });
  const steps = [
    ...(input.approval?.steps ?? []).map((step, i) => ({ step, field: `approval.steps.${i}` })),
    ...(input.approval?.conditions ?? []).map((c, i) => ({ step: c.step, field: `approval.conditions.${i}.step` })),
  ];
  for (const { step, field } of steps) {
    if (step.kind === "level" && !step.level) throw new AppError("VALIDATION_REQUIRED", { field: `${field}.level` });
    if (step.kind === "people" && !step.userIds?.length)
      throw new AppError("VALIDATION_REQUIRED", { field: `${field}.userIds` });
  }
}

/** Reads and writes of leave types; `createLeaveTypesService` adds the events every write emits. */
const typesData = {
  async list(ctx: ServiceContext): Promise<LeaveType[]> {
    const docs = await scoped(ctx, LeaveTypeModel).find({}, { sort: { order: 1, _id: 1 } });
    return (docs as LeaveTypeRecord[]).map(toLeaveType);
  },

  async get(ctx: ServiceContext, id: string): Promise<LeaveType> {
    const doc = await scoped(ctx, LeaveTypeModel).findById(id);
    if (!doc) throw new AppError("NOT_FOUND");
    return toLeaveType(doc as LeaveTypeRecord);
  },

  /** `POST /leave-types/many`: all or nothing as far as validation goes (each is checked before any is stored). */
  async createMany(
    ctx: ServiceContext,
    items: LeaveTypeInput[],
    extra: { packKeys?: string[] } = {},
  ): Promise<LeaveType[]> {
    items.forEach(check);
    const types = scoped(ctx, LeaveTypeModel);
    const out: LeaveType[] = [];
    for (const [i, item] of items.entries()) {
      const doc = await types.create({
        ...item,
        order: item.order ?? i,
        accrual: item.accrual ?? { kind: "none" },
        ...(extra.packKeys?.[i] ? { packKey: extra.packKeys[i] } : {}),
      } as Partial<LeaveTypeDoc>);
      out.push(toLeaveType(doc as unknown as LeaveTypeRecord));
    }
    for (const type of out)
      await auditService.record(ctx, {
        action: "leave.type.created",
        target: { type: "leave.type", id: type.id },
        details: { title: type.title.en, ...(type.packKey ? { packKey: type.packKey } : {}) },
      });
    return out;
  },

  /** `PATCH /leave-types/many`: every id must be one of the company's types (404 otherwise, nothing changed). */
  async patchMany(ctx: ServiceContext, items: LeaveTypePatch[]): Promise<LeaveType[]> {
    items.forEach(check);
    const types = scoped(ctx, LeaveTypeModel);
    for (const item of items) if (!(await types.findById(item.id))) throw new AppError("NOT_FOUND");
    const out: LeaveType[] = [];
    for (const { id, ...changes } of items) {
      const doc = await types.findOneAndUpdate({ _id: id }, { $set: changes });
      if (!doc) throw new AppError("NOT_FOUND");
      out.push(toLeaveType(doc as LeaveTypeRecord));
    }
    for (const item of items)
      await auditService.record(ctx, {
        action: "leave.type.updated",
        target: { type: "leave.type", id: item.id },
        details: { fields: Object.keys(item).filter((k) => k !== "id") },
      });
    return out;
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const types = scoped(ctx, LeaveTypeModel);
    if (!(await types.findById(id))) throw new AppError("NOT_FOUND");
    await types.softDelete({ _id: id });
    await auditService.record(ctx, { action: "leave.type.removed", target: { type: "leave.type", id } });
  },

  /**
   * `PATCH /choose-pack/:packId`: adds the pack's leave types the company does not have yet (by pack key), so
   * choosing a pack twice does not duplicate them.
   */
  async choosePack(ctx: ServiceContext, packId: string) {
    if (!(PACK_IDS as readonly string[]).includes(packId)) throw new AppError("NOT_FOUND");
    const entries = LEAVE_PACKS[packId as PackId];
    const existing = new Set(
      ((await scoped(ctx, LeaveTypeModel).find({ packKey: { $regex: `^${packId}\\.` } })) as LeaveTypeRecord[]).map(
        (t) => t.packKey,
      ),
    );
    const fresh = entries.filter((e) => !existing.has(`${packId}.${e.key}`));
    const items: LeaveTypeInput[] = fresh.map((e, i) => ({
      title: e.title,
      color: e.color,
      unit: e.unit,
      totalTime: e.totalTime,
      order: existing.size + i,
      paid: e.paid,
      tracked: e.tracked,
      workingDaysOnly: e.workingDaysOnly ?? false,
      accrual: e.accrual ?? { kind: "none" },
      ...(e.sale ? { sale: e.sale } : {}),
      legalBasis: e.legalBasis,
    }));
    const created =
      items.length > 0 ? await this.createMany(ctx, items, { packKeys: fresh.map((e) => `${packId}.${e.key}`) }) : [];
    return { packId, created: created.length, skipped: entries.length - fresh.length, items: created };
  },

  packs() {
    return PACK_IDS.map((id) => ({
      id,
      countryId: id,
      entries: LEAVE_PACKS[id].map((e) => ({
        key: e.key,
        title: e.title,
        unit: e.unit,
        totalTime: e.totalTime,
        paid: e.paid,
        legalBasis: e.legalBasis,
        uncertain: e.uncertain ?? false,
        ...(e.note ? { note: e.note } : {}),
      })),
    }));
  },
};

/**
 * The leave types service the module runs: the writes emit `leave.type.changed` after they succeed, whoever calls
 * them (a route, the demo seed, another module through the absences service).
 */
export function createLeaveTypesService(deps: { events: ModuleEvents }) {
  const changed = (ctx: ServiceContext, items: Array<{ id: string }>) =>
    deps.events.emit(ctx, events.typesChanged, { ids: items.map((t) => t.id) });
  return {
    ...typesData,
    async createMany(...args: Parameters<typeof typesData.createMany>) {
      const items = await typesData.createMany(...args);
      await changed(args[0], items);
      return items;
    },
    async patchMany(...args: Parameters<typeof typesData.patchMany>) {
      const items = await typesData.patchMany(...args);
      await changed(args[0], items);
      return items;
    },
    async choosePack(...args: Parameters<typeof typesData.choosePack>) {
      const result = await typesData.choosePack(...args);
      await changed(args[0], result.items);
      return result;
    },
  };
}

export type LeaveTypesService = ReturnType<typeof createLeaveTypesService>;
