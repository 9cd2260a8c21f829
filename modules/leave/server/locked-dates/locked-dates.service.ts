import { type ServiceContext } from "../../../../core/context.js";
import { countDays, parseDay } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { auditService } from "../../../../core/audit/index.js";
import { LOCKED_DATE_MAX_DAYS, type LockedDate, type LockedDateInput } from "../../contract/index.js";
import { LockedDateModel, type LockedDateDoc } from "./locked-dates.model.js";

function toLockedDate(doc: LockedDateDoc & { _id: unknown }): LockedDate {
  return {
    id: String(doc._id),
    startDate: doc.startDate,
    endDate: doc.endDate,
    ...(doc.reason ? { reason: doc.reason } : {}),
  };
}

/** A company's locked (blocked) periods (spec §5, §9): no leave may be requested inside one. */
export const lockedDatesService = {
  async list(ctx: ServiceContext): Promise<LockedDate[]> {
    const docs = await scoped(ctx, LockedDateModel).find({}, { sort: { startDate: 1 } });
    return docs.map(toLockedDate);
  },

  /** Whether a locked period touches `from`..`to` (inclusive). */
  async touches(ctx: ServiceContext, from: string, to: string): Promise<boolean> {
    const locked = await scoped(ctx, LockedDateModel).find({ startDate: { $lte: to }, endDate: { $gte: from } });
    return locked.length > 0;
  },

  /** Spec §5/§9: a locked period of at most 30 days. */
  async add(ctx: ServiceContext, input: LockedDateInput): Promise<LockedDate> {
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
    return toLockedDate(doc);
  },

  async remove(ctx: ServiceContext, id: string): Promise<void> {
    const locked = scoped(ctx, LockedDateModel);
    if (!(await locked.findById(id))) throw new AppError("NOT_FOUND");
    await locked.softDelete({ _id: id });
    await auditService.record(ctx, {
      action: "leave.locked-date.removed",
      target: { type: "leave.locked-date", id },
    });
  },
};
