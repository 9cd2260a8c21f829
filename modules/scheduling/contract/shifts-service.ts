import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/** A published shift as other modules (clock) see it. Times are minutes from the start day's midnight, company time. */
export interface PublishedShift {
  id: string;
  userId: string;
  /** `YYYY-MM-DD` (company calendar) the shift starts on. */
  date: string;
  /** Minutes from midnight, 0..1439. */
  start: number;
  /** Minutes from the start day's midnight; above 1440 the shift ends the next day. */
  end: number;
  /** Unpaid break minutes inside the shift (expected time = end - start - breakMinutes). */
  breakMinutes: number;
  departmentId?: string;
  officeId?: string;
}

/**
 * What the scheduling module provides (`needs: { shifts: schedulingShifts }`): each person's published shifts, for
 * clock to compare punches against and compute expected time. Drafts and open (unassigned) shifts are left out. Every
 * call reads the context's company only.
 */
export interface SchedulingShifts {
  /** Published shifts of `workerIds` (user ids) starting from `from` to `to` (inclusive days), by person then start. */
  publishedShifts(
    ctx: ServiceContext,
    query: { workerIds: readonly string[]; from: string; to: string },
  ): Promise<PublishedShift[]>;
  /** Expected working minutes per person and day (sum of published shifts less breaks), keyed `userId|YYYY-MM-DD`. */
  expectedMinutes(
    ctx: ServiceContext,
    query: { workerIds: readonly string[]; from: string; to: string },
  ): Promise<Map<string, number>>;
}

/** The shifts service: `needs: { shifts: schedulingShifts }`. */
export const schedulingShifts = defineService<SchedulingShifts>("scheduling.shifts");
