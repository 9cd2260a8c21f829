import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/**
 * A balance another module keeps for some leave types (clock's time bank for compensatory time off): leave asks it
 * instead of its own ledger. The source is told about a request when it is created (the time is reserved, refused
 * when the balance is short) and when it is denied or canceled (the time comes back), by the request's id, so a
 * retried call changes nothing.
 */
export interface LeaveBalanceSource {
  /** `<module>.<name>` (e.g. `clock.time-bank`): the module must be enabled for the tenant for the source to count. */
  id: string;
  /** Whether this source keeps the balance of the leave type for the context's company. */
  covers(ctx: ServiceContext, leaveTypeId: string): Promise<boolean>;
  /** Reserves the request's minutes, once per request id; throws the source's own refusal when the balance is short. */
  spend(ctx: ServiceContext, input: { userId: string; minutes: number; day: string; requestId: string }): Promise<void>;
  /** Gives back what a request reserved (denied, canceled, never stored), once. */
  refund(ctx: ServiceContext, input: { userId: string; requestId: string }): Promise<void>;
}

/**
 * Where other modules plug a balance into leave (an extension point, as Backstage's): a module that already needs
 * leave registers its source once in its `setup` (`services.leaveBalances.register(source)`), so leave needs nothing
 * from it and no dependency cycle appears. Registration is code run at every boot, the same in every instance.
 */
export interface LeaveBalanceSources {
  register(source: LeaveBalanceSource): void;
}

/** `needs: { leaveBalances: leaveBalanceSources }`. */
export const leaveBalanceSources = defineService<LeaveBalanceSources>("leave.balanceSources");
