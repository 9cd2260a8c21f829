import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/** What a period's hand-over to payroll did. */
export interface PayrollHandOver {
  /** Leaves moved from approved to approved-payroll. */
  moved: string[];
  /** Leaves already approved-payroll (a repeated hand-over changes nothing). */
  already: string[];
  /** Leaves that changed under the hand-over (canceled meanwhile): left as they are, with the refusal's code. */
  refused: Array<{ id: string; code: string }>;
}

/**
 * What leave provides to the payroll module (`leave.payroll`): a period's payroll leaves (approved leaves of types
 * flagged `payroll` touching the period) move from approved to approved-payroll through leave's own state machine,
 * each with its history, audit entry, `leave.request.payroll` event and notice.
 */
export interface LeavePayroll {
  sendToPayroll(ctx: ServiceContext, period: { from: string; to: string }): Promise<PayrollHandOver>;
}

/** `needs: { leavePayroll: leavePayroll }`. */
export const leavePayroll = defineService<LeavePayroll>("leave.payroll");
