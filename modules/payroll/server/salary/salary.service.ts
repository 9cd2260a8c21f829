import type { AuditService } from "../../../../core/audit/audit.service.js";
import { actorId, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleRecords } from "../../../people/contract/records.js";
import { events, type SalaryChange, type SalaryChangeInput } from "../../contract/index.js";
import { SalaryChangeModel, type SalaryChangeDoc } from "./salary.model.js";

const MIN_JUSTIFICATION = 10;

function toChange(doc: SalaryChangeDoc & { _id: unknown; createdAt: Date }): SalaryChange {
  return {
    id: String(doc._id),
    workerId: doc.workerId,
    userId: doc.userId,
    salaryBefore: doc.salaryBefore ?? null,
    salaryAfter: doc.salaryAfter,
    variablePayBefore: doc.variablePayBefore ?? null,
    variablePayAfter: doc.variablePayAfter ?? null,
    effectiveDay: doc.effectiveDay,
    justification: doc.justification,
    changedBy: doc.changedBy,
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * Salary changes with their justification (spec "salaryJustify"): the history is written `pending`, the worker's pay
 * is written through people.records (a conditional write on the salary read), then the history is marked `applied`;
 * when the pay write fails the pending history is removed, so neither side is half-written.
 */
export function createSalaryService(deps: { records: PeopleRecords; events: ModuleEvents; audit: AuditService }) {
  return {
    async change(ctx: ServiceContext, input: SalaryChangeInput): Promise<SalaryChange> {
      const justification = input.justification.trim();
      if (justification.length < MIN_JUSTIFICATION)
        throw new AppError("PAYROLL_JUSTIFICATION_REQUIRED", { field: "justification" });
      const worker = await deps.records.byId(ctx, input.workerId);
      if (!worker) throw new AppError("NOT_FOUND");
      const variableChanges = input.variablePay !== undefined && input.variablePay !== (worker.variablePay ?? null);
      if (input.salary === worker.salary && !variableChanges)
        throw new AppError("PAYROLL_SALARY_UNCHANGED", { field: "salary" });
      const changes = scoped(ctx, SalaryChangeModel);
      const pending = await changes.create({
        workerId: worker.workerId,
        userId: worker.userId,
        salaryBefore: worker.salary ?? null,
        salaryAfter: input.salary,
        variablePayBefore: worker.variablePay ?? null,
        variablePayAfter: input.variablePay ?? worker.variablePay ?? null,
        effectiveDay: input.effectiveDay,
        justification,
        changedBy: actorId(ctx),
        state: "pending",
        reportedIn: null,
      });
      let written;
      try {
        written = await deps.records.setCompensation(ctx, worker.workerId, {
          salary: input.salary,
          ...(input.variablePay !== undefined ? { variablePay: input.variablePay } : {}),
          effectiveDay: input.effectiveDay,
        });
      } catch (err) {
        await changes.softDelete({ _id: pending._id });
        throw err;
      }
      if (!written) {
        await changes.softDelete({ _id: pending._id });
        throw new AppError("PAYROLL_SALARY_CHANGED_MEANWHILE");
      }
      const applied = await changes.findOneAndUpdate({ _id: pending._id }, { $set: { state: "applied" } });
      const change = toChange(applied as SalaryChangeDoc & { _id: unknown; createdAt: Date });
      await deps.events.emit(ctx, events.salaryChanged, {
        changeId: change.id,
        workerId: change.workerId,
        userId: change.userId,
      });
      await deps.audit.record(ctx, {
        action: events.salaryChanged.name,
        target: { type: "payroll.salary-change", id: change.id },
        details: { workerId: change.workerId, effectiveDay: change.effectiveDay },
      });
      return change;
    },

    /** A worker's salary history, newest first (admins: the route's permission). */
    async history(ctx: ServiceContext, workerId: string): Promise<{ items: SalaryChange[] }> {
      const worker = await deps.records.byId(ctx, workerId);
      if (!worker) throw new AppError("NOT_FOUND");
      const rows = await scoped(ctx, SalaryChangeModel).find(
        { workerId: worker.workerId, state: "applied" },
        { sort: { createdAt: -1, _id: -1 } },
      );
      return { items: rows.map((r) => toChange(r as SalaryChangeDoc & { _id: unknown; createdAt: Date })) };
    },
  };
}

export type SalaryService = ReturnType<typeof createSalaryService>;
