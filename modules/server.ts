import type { ModuleDefinition } from "../core/modules/define-module.js";
import type { ServiceContext } from "../core/context.js";
import { Types } from "mongoose";
import { UserModel } from "../core/auth/users.model.js";
import { scoped } from "../core/tenancy/scoped.js";
import { createLeaveModule, type LeaveWorker, type WorkerDirectory } from "./leave/server/index.js";
import { createPeopleModule } from "./people/server/index.js";
import { DepartmentModel, OfficeModel } from "./people/server/structure/structure.models.js";
import { WorkerModel } from "./people/server/workers/workers.model.js";
import {
  createVacationPlannerModule,
  type PlannerPeople,
  type PlannerWorker,
} from "./vacation-planner/server/index.js";

type WorkerRow = Omit<LeaveWorker, "name"> & { _id: unknown; name?: string; lastName?: string };
const displayName = (w: { name?: string; lastName?: string }) => [w.name, w.lastName].filter(Boolean).join(" ");
const WORKER_FIELDS = {
  userId: 1,
  name: 1,
  lastName: 1,
  referenceWorkerId: 1,
  startDateAtCompany: 1,
  status: 1,
  schedule: 1,
  departmentId: 1,
  officeId: 1,
} as const;
const toLeaveWorker = (w: WorkerRow): LeaveWorker => ({
  id: String(w._id),
  userId: w.userId,
  name: displayName(w),
  referenceWorkerId: w.referenceWorkerId ?? null,
  startDateAtCompany: w.startDateAtCompany,
  status: w.status,
  schedule: w.schedule,
  departmentId: w.departmentId,
  officeId: w.officeId,
});

/** The leave module reads workers (schedule, supervisor, start date) through this port over people's data. */
export const peopleWorkerDirectory: WorkerDirectory = {
  async byUserId(ctx: ServiceContext, userId: string) {
    const w = await scoped(ctx, WorkerModel).findOne({ userId }, { projection: WORKER_FIELDS });
    return w ? toLeaveWorker(w as unknown as WorkerRow) : null;
  },
  async byId(ctx: ServiceContext, workerId: string) {
    const w = await scoped(ctx, WorkerModel).findById(workerId, { projection: WORKER_FIELDS });
    return w ? toLeaveWorker(w as unknown as WorkerRow) : null;
  },
  async listActive(ctx: ServiceContext) {
    const rows = await scoped(ctx, WorkerModel).find({ status: "active" }, { projection: WORKER_FIELDS });
    return (rows as unknown as WorkerRow[]).map(toLeaveWorker);
  },
  async members(ctx, of) {
    const filter =
      "supervisorId" in of
        ? { referenceWorkerId: of.supervisorId }
        : "departmentId" in of
          ? { departmentId: of.departmentId }
          : { officeId: of.officeId };
    const rows = await scoped(ctx, WorkerModel).find({ ...filter, status: "active" }, { projection: { userId: 1 } });
    return (rows as unknown as Array<{ userId?: string }>).flatMap((w) => (w.userId ? [w.userId] : []));
  },
  async officeState(ctx, officeId) {
    const office = await scoped(ctx, OfficeModel).findById(officeId, { projection: { address: 1 } });
    return (office as { address?: { state?: string } } | null)?.address?.state || undefined;
  },
  async names(ctx, userIds) {
    if (userIds.length === 0) return new Map();
    const rows = await scoped(ctx, WorkerModel).find(
      { userId: { $in: [...new Set(userIds)] } },
      { projection: { userId: 1, name: 1, lastName: 1 } },
    );
    const names = new Map(
      (rows as unknown as Array<{ userId?: string; name?: string; lastName?: string }>).flatMap((w) =>
        w.userId ? [[w.userId, displayName(w)] as const] : [],
      ),
    );
    // people without a worker profile (a company's first admin) go by their account's name
    const missing = [...new Set(userIds)].filter((id) => !names.has(id) && Types.ObjectId.isValid(id));
    if (missing.length > 0)
      for (const u of await UserModel.find({ _id: { $in: missing } }, { name: 1 })
        .lean<Array<{ _id: unknown; name: string }>>()
        .exec())
        names.set(String(u._id), u.name);
    return names;
  },
};

type PlannerRow = Omit<PlannerWorker, "workerId" | "name"> & { _id: unknown; name?: string; lastName?: string };
const PLANNER_FIELDS = { userId: 1, name: 1, lastName: 1, departmentId: 1, schedule: 1 } as const;
const toPlannerWorker = (w: PlannerRow): PlannerWorker => ({
  userId: w.userId,
  workerId: String(w._id),
  name: [w.name, w.lastName].filter(Boolean).join(" "),
  ...(w.departmentId ? { departmentId: w.departmentId } : {}),
  ...(w.schedule ? { schedule: w.schedule } : {}),
});

/** The vacation planner reads departments and active workers (names, department, schedule) through this port. */
export const peoplePlannerDirectory: PlannerPeople = {
  async departments(ctx: ServiceContext) {
    const rows = await scoped(ctx, DepartmentModel).find({}, { projection: { name: 1 } });
    return rows.map((d) => ({ id: String(d._id), name: d.name }));
  },
  async activeWorkers(ctx: ServiceContext) {
    const rows = await scoped(ctx, WorkerModel).find({ status: "active" }, { projection: PLANNER_FIELDS });
    return (rows as unknown as PlannerRow[]).map(toPlannerWorker);
  },
  async activeWorker(ctx: ServiceContext, userId: string) {
    const w = await scoped(ctx, WorkerModel).findOne({ userId, status: "active" }, { projection: PLANNER_FIELDS });
    return w ? toPlannerWorker(w as unknown as PlannerRow) : null;
  },
};

/**
 * The product's server modules, in one place (STYLE "Cal.com app-store").
 * The core validates them at boot (unique ids, dependencies, namespaced
 * names) and registers their routes, jobs and subscribers once. Modules
 * that need configuration are factories given the part they need.
 * modules/example is not listed: it is the documentation's and the tests' module.
 */
export function serverModules(config: { appUrl: string; postalCodeUrl?: string }): ModuleDefinition[] {
  const leave = createLeaveModule({ workers: peopleWorkerDirectory, publicUrl: config.appUrl });
  return [
    createPeopleModule({ publicUrl: config.appUrl, postalCodeUrl: config.postalCodeUrl }),
    leave,
    createVacationPlannerModule({ people: peoplePlannerDirectory, leaves: leave.access }),
  ];
}
