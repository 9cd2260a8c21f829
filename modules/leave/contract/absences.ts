import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";
import type { LeaveRequest, LeaveRequestInput, LeaveType } from "./index.js";

/** A leave as other modules see it (the vacation planner): its person, type, inclusive dates and status. */
export interface LeaveSummary {
  id: string;
  userId: string;
  leaveTypeId: string;
  startDate: string;
  endDate: string;
  status: string;
}

/**
 * What the leave module provides to other modules: absences, leave types, holidays and request creation through its
 * own rules. Every call reads the context's company only.
 */
export interface LeaveAbsences {
  /**
   * Active leaves (pending, approved, approved-payroll) touching `from`..`to` (inclusive). With `userIds`, only
   * theirs, by the (userId, startDate) index; without, the company's, by the months they touch.
   */
  activeLeaves(ctx: ServiceContext, query: { from: string; to: string; userIds?: string[] }): Promise<LeaveSummary[]>;
  /** Statuses of leave requests by id (unknown ids left out). */
  statuses(ctx: ServiceContext, requestIds: string[]): Promise<Map<string, string>>;
  /** A leave request by id, or null. */
  request(ctx: ServiceContext, requestId: string): Promise<LeaveRequest | null>;
  /**
   * A leave request for `userId` made by the caller, through the leave module's own creation: every validation
   * (dates, locked dates, overlap, balance), approval chain, audit and notification applies, errors are its own.
   */
  createRequest(ctx: ServiceContext, input: LeaveRequestInput & { userId: string }): Promise<LeaveRequest>;
  leaveTypes(ctx: ServiceContext): Promise<LeaveType[]>;
  /** The company's days off (its country's public holidays with its overrides) from `from` to `to`. */
  holidays(ctx: ServiceContext, from: string, to: string): Promise<Array<{ date: string; name: string }>>;
  /** Demo data: chooses the company's country pack when it has no leave type yet. */
  seedTypes(ctx: ServiceContext): Promise<void>;
}

/** The leave absences service: `needs: { leaves: leaveAbsences }`. */
export const leaveAbsences = defineService<LeaveAbsences>("leave.absences");
