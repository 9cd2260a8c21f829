import type { ModuleDefinition } from "../core/modules/define-module.js";
import type { ServiceContext } from "../core/context.js";
import { scoped } from "../core/tenancy/scoped.js";
import { createLeaveModule, type LeaveWorker, type WorkerDirectory } from "./leave/server/index.js";
import { createPeopleModule } from "./people/server/index.js";
import { WorkerModel } from "./people/server/workers/workers.model.js";

type WorkerRow = LeaveWorker & { _id: unknown };
const WORKER_FIELDS = {
  userId: 1,
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
};

/**
 * The product's server modules, in one place (STYLE "Cal.com app-store").
 * The core validates them at boot (unique ids, dependencies, namespaced
 * names) and registers their routes, jobs and subscribers once. Modules
 * that need configuration are factories given the part they need.
 * modules/example is not listed: it is the documentation's and the tests' module.
 */
export function serverModules(config: { appUrl: string; postalCodeUrl?: string }): ModuleDefinition[] {
  return [
    createPeopleModule({ publicUrl: config.appUrl, postalCodeUrl: config.postalCodeUrl }),
    createLeaveModule({ workers: peopleWorkerDirectory }),
  ];
}
