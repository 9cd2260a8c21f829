import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/** One person's hours over a period, summed from their judged days (clock_overtime_days). */
export interface PersonHours {
  userId: string;
  workedMinutes: number;
  expectedMinutes: number;
  /** Overtime the payroll pays: approved days, and every day when the company needs no approval. */
  overtimeMinutes: number;
  /** Overtime still waiting for a leader's decision (not paid yet). */
  pendingOvertimeMinutes: number;
  nightMinutes: number;
  /** Days judged in the period. */
  days: number;
}

/**
 * What clock provides to payroll (`clock.hours`): worked, expected and overtime minutes per person for a period, the
 * whole company in one read, and the company's payroll closing day (its overtime settings' `deadlinePayroll`).
 */
export interface ClockHours {
  /** Hours per user id for the days `from`..`to` (inclusive); people without judged days are absent. */
  forPeriod(ctx: ServiceContext, query: { from: string; to: string }): Promise<Map<string, PersonHours>>;
  /** The day of the next month the payroll of a month closes on (0: never). */
  deadlinePayroll(ctx: ServiceContext): Promise<number>;
}

/** `needs: { hours: clockHours }`. */
export const clockHours = defineService<ClockHours>("clock.hours");
