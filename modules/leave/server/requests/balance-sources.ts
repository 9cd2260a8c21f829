import type { ServiceContext } from "../../../../core/context.js";
import type { LeaveBalanceSource, LeaveBalanceSources } from "../../contract/balance-sources.js";

/** Leave's side of `leave.balanceSources`: what other modules registered, and which one keeps a type's balance. */
export interface BalanceSourceRegistry extends LeaveBalanceSources {
  /** The source keeping `leaveTypeId`'s balance for the company, if its module is enabled for it and claims the type. */
  forType(ctx: ServiceContext, leaveTypeId: string): Promise<LeaveBalanceSource | undefined>;
  /** A registered source by id (a stored request names the one that reserved its time). */
  byId(id: string): LeaveBalanceSource | undefined;
}

export function createBalanceSourceRegistry(): BalanceSourceRegistry {
  const sources = new Map<string, LeaveBalanceSource>();
  return {
    register(source) {
      if (!/^[a-z][a-z0-9-]*\.[a-z][a-z0-9-]*$/.test(source.id))
        throw new Error(`leave.balanceSources: "${source.id}" is not <module>.<name>`);
      if (sources.has(source.id)) throw new Error(`leave.balanceSources: "${source.id}" is registered twice`);
      sources.set(source.id, source);
    },
    async forType(ctx, leaveTypeId) {
      const enabled = ctx.tenant?.enabledModules;
      for (const source of sources.values()) {
        // a switched-off module keeps no balance: its settings stay, but leave goes back to its own ledger
        if (enabled && !enabled.includes(source.id.split(".")[0]!)) continue;
        if (await source.covers(ctx, leaveTypeId)) return source;
      }
      return undefined;
    },
    byId: (id) => sources.get(id),
  };
}
