import type { ServiceContext } from "../context.js";

/**
 * What the account services receive first. Signing in happens before a tenant is known, so it is the
 * `ServiceContext` without `companyId` and `actor`: the clock and a logger (STYLE.md "Services").
 */
export type AuthContext = Pick<ServiceContext, "now" | "log" | "versionsSince">;
