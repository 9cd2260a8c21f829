/**
 * The leave module's public contract (spec §3 "Leave type", "Leave", §4, §5, §7, §9; issue 5): payload schemas,
 * statuses and the state machine, permission and event ids. Isomorphic (TypeBox and core's calendar days only). One
 * file per resource, as the server's folders; this index re-exports them, so importers name the module only.
 *
 * Dates are ISO calendar dates (`YYYY-MM-DD`). A leave's `endDate` is INCLUSIVE (requests.ts).
 */
export { DAY_MS, HOUR_MS, inUnit, LOCALES } from "./common.js";
export * from "./permissions.js";
export * from "./state-machine.js";
export * from "./packs.js";
export * from "./types.js";
export * from "./balances.js";
export * from "./requests.js";
export * from "./locked-dates.js";
export * from "./holidays.js";
export * from "./calendar.js";
export * from "./errors.js";
export * from "./leave.contract.js";
export * from "./absences.js";
export * from "./balance-sources.js";
export * from "./home.js";
export * from "./widgets.js";
