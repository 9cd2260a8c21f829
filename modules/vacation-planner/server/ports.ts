import type { ServiceContext } from "../../../core/context.js";
import type { LeaveRequest, LeaveRequestInput } from "../../leave/contract/index.js";
import type { ScheduleValue } from "../../people/contract/schedule.js";

/**
 * What the vacation planner needs from other modules, as ports it defines and modules/server.ts wires (module
 * boundaries: the planner imports only their contracts). People's workers and departments, the leave module's
 * leaves, types, holidays and request creation.
 */

/** Spec §3 "Schedule value": which weekdays a person works is people's rule (people/contract/schedule.ts). */
export type PlannerSchedule = ScheduleValue;

export interface PlannerWorker {
  userId: string;
  workerId: string;
  /** Display name (name and last name). */
  name: string;
  departmentId?: string;
  schedule?: PlannerSchedule;
}

export interface PlannerPeople {
  /** The company's live departments. */
  departments(ctx: ServiceContext): Promise<Array<{ id: string; name: string }>>;
  /** Active workers (one read for the whole company: a 1,000-person company is one small projection). */
  activeWorkers(ctx: ServiceContext): Promise<PlannerWorker[]>;
  /** An active worker by their user id, or null. */
  activeWorker(ctx: ServiceContext, userId: string): Promise<PlannerWorker | null>;
}

/** A leave in an active status (pending, approved, approved-payroll). */
export interface PlannerLeave {
  id: string;
  userId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  status: string;
}

export interface PlannerLeaveType {
  id: string;
  title: { en: string; "pt-BR": string; es: string };
  color: string;
  unit: string;
  rangeTypes: string[];
}

export interface PlannerLeaves {
  /**
   * Active leaves touching `from`..`to` (inclusive); only `userIds`' when given (a person's few leaves, by their own
   * index), otherwise the company's, found by the months they touch.
   */
  activeLeaves(ctx: ServiceContext, query: { from: string; to: string; userIds?: string[] }): Promise<PlannerLeave[]>;
  /** Statuses of leave requests by id, whatever the status (unknown ids are left out). */
  statuses(ctx: ServiceContext, requestIds: string[]): Promise<Map<string, string>>;
  /** A leave request, or null. */
  request(ctx: ServiceContext, requestId: string): Promise<LeaveRequest | null>;
  /**
   * A leave request for `userId` made by the caller, through the leave module's own creation: every validation
   * (dates, locked dates, overlap, balance), approval chain and notification applies, errors are its catalogue's.
   */
  createRequest(ctx: ServiceContext, input: LeaveRequestInput & { userId: string }): Promise<LeaveRequest>;
  leaveTypes(ctx: ServiceContext): Promise<PlannerLeaveType[]>;
  /** The company's days off (public holidays with its overrides) from `from` to `to`. */
  holidays(ctx: ServiceContext, from: string, to: string): Promise<Array<{ date: string; name: string }>>;
  /** Demo data only: gives a company without leave types its country's pack, so the demo plan has a type. */
  seedTypes?(ctx: ServiceContext): Promise<void>;
}
