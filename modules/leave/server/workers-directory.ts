import type { ServiceContext } from "../../../core/context.js";
import type { ScheduleValue } from "../../people/contract/schedule.js";

/** The worker facts the leave module needs (people's `Worker`, spec §3). */
export interface LeaveWorker {
  id: string;
  userId: string;
  /** The display name (first and last name). */
  name: string;
  /** The supervisor's worker id. */
  referenceWorkerId: string | null;
  startDateAtCompany?: string;
  status: string;
  departmentId?: string;
  officeId?: string;
  /** What the worker's schedule works is people's rule (people/contract/schedule.ts). */
  schedule?: ScheduleValue;
}

/**
 * How the leave module reads workers without importing the people module's server code (module boundaries): the
 * registry (modules/server.ts) hands it an implementation over people's data. A person without a worker profile has
 * the default schedule and no supervisor.
 */
export interface WorkerDirectory {
  byUserId(ctx: ServiceContext, userId: string): Promise<LeaveWorker | null>;
  byId(ctx: ServiceContext, workerId: string): Promise<LeaveWorker | null>;
  /** Active workers with a sign-in account, for the accrual job. */
  listActive(ctx: ServiceContext): Promise<LeaveWorker[]>;
  /**
   * The user ids of the active workers of a team (the people a worker supervises), a department or an office: one
   * indexed query, not the whole company.
   */
  members(
    ctx: ServiceContext,
    of: { supervisorId: string } | { departmentId: string } | { officeId: string },
  ): Promise<string[]>;
  /** The state/region written in an office's address (free text: "SP", "São Paulo"), for regional holidays. */
  officeState(ctx: ServiceContext, officeId: string): Promise<string | undefined>;
  /** Display names by user id (people without a worker profile go by their account's name). */
  names(ctx: ServiceContext, userIds: readonly string[]): Promise<Map<string, string>>;
}
