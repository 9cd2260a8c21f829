import type { FastifyReply, FastifyRequest } from "fastify";
import { findCompany } from "../../tenants/tenants.service.js";
import type { Actor, Level } from "../context.js";
import { AppError } from "../errors/app-error.js";
import { highestLevel } from "./levels.js";
import type { AuthState } from "./types.js";
import { withAllowedLevels } from "./route-levels.js";

/**
 * Route guards. Use them as route hooks, `onRequest` preferably (they run before the body is read, so a stranger's
 * upload is refused before it is parsed):
 *
 * @example
 * app.get("/api/companies/:companyId/things", {
 *   onRequest: [requireMembership, requireLevel("admin", "revisor")],
 *   schema: { params: CompanyParams },
 * }, handler);
 *
 * Every guard throws a catalogue `AppError`, so the error handler answers in the caller's language.
 */
export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

// Requests that presented an API key which did not verify: told apart so the answer names the key, not the session.
const rejectedApiKeys = new WeakSet<FastifyRequest>();

/** Called by the auth hook; not for routes. */
export function markRejectedApiKey(request: FastifyRequest): void {
  rejectedApiKeys.add(request);
}

/** The caller's state, or 401 (UNAUTHENTICATED, or AUTH_API_KEY_INVALID for a bad `wfk_` key). */
export function authOf(request: FastifyRequest): AuthState {
  if (request.auth) return request.auth;
  throw new AppError(rejectedApiKeys.has(request) ? "AUTH_API_KEY_INVALID" : "UNAUTHENTICATED");
}

/** Any signed-in caller: a session or an API key. */
export const requireAuth: Guard = async (request) => {
  authOf(request);
};

/** A person with a session; API keys are refused (403) where only a person may act (password, sessions, keys). */
export const requireUser: Guard = async (request) => {
  if (authOf(request).via.kind !== "session") throw new AppError("FORBIDDEN");
};

/** The platform founder (spec §2 "Founder-only routes"); 404 for everyone else, so the routes stay unlisted. */
export const requireFounder: Guard = async (request) => {
  const auth = authOf(request);
  if (auth.via.kind !== "session" || !auth.user.isFounder) throw new AppError("NOT_FOUND");
};

/** Spec §2: routes that a person who has not finished their first access may not use. */
export const denyFirstAccess: Guard = async (request) => {
  if (authOf(request).user.firstAccess) throw new AppError("AUTH_FIRST_ACCESS_REQUIRED");
};

/** The `:companyId` path parameter of a tenant-scoped route, if the route has one. */
export function routeCompanyId(request: FastifyRequest): string | undefined {
  const params = request.params as Record<string, unknown> | undefined;
  const value = params?.companyId;
  return typeof value === "string" ? value : undefined;
}

/**
 * Whether the caller may act in a company: a member, an API key of that company, or the founder. Everyone else gets
 * the same 404 as for a company that does not exist, so other tenants' ids do not leak (issue 3, "Tenancy").
 */
export function isMemberOf(auth: AuthState, companyId: string): boolean {
  if (auth.via.kind === "apiKey") return auth.via.companyId === companyId;
  return auth.user.isFounder || auth.memberships.some((m) => m.companyId === companyId);
}

/**
 * For `/api/companies/:companyId/...`: 401 without a caller; 404 unless `isMemberOf` the path's company and that
 * company exists and is not deleted (the founder may name any id, so existence is checked here too).
 */
export const requireMembership: Guard = async (request) => {
  const auth = authOf(request);
  const companyId = routeCompanyId(request);
  if (companyId === undefined) throw new Error("requireMembership needs a route with a :companyId parameter");
  if (!isMemberOf(auth, companyId) || !(await findCompany(companyId))) throw new AppError("NOT_FOUND");
};

/**
 * The level the caller acts with in a company: the session's active level in its active company; in another company
 * of theirs the highest level held there; an API key's level in its own company. The founder, in a company they do
 * not belong to, acts as admin (platform support). Undefined when the caller has no standing there.
 */
export function levelIn(auth: AuthState, companyId: string): Level | undefined {
  if (auth.via.kind === "apiKey") return auth.via.companyId === companyId ? auth.activeLevel : undefined;
  if (auth.activeCompanyId === companyId && auth.activeLevel) return auth.activeLevel;
  const membership = auth.memberships.find((m) => m.companyId === companyId);
  if (membership) return highestLevel(membership.levels);
  return auth.user.isFounder ? "admin" : undefined;
}

/**
 * Allows the listed levels (spec §2 route table), judged by the level the caller acts with: in the path's company on
 * a `:companyId` route, otherwise the active level. 403 FORBIDDEN when the level is not listed (use it after
 * `requireMembership`, which has already hidden other tenants).
 */
export function requireLevel(...levels: Level[]): Guard {
  if (levels.length === 0) throw new Error("requireLevel needs at least one level");
  const guard: Guard = async (request) => {
    const auth = authOf(request);
    const companyId = routeCompanyId(request);
    const level = companyId === undefined ? auth.activeLevel : levelIn(auth, companyId);
    if (!level || !levels.includes(level)) throw new AppError("FORBIDDEN");
  };
  return withAllowedLevels(guard, levels);
}

/**
 * For API keys: the key must hold `scope`, its module's `<module>.*`, or `*`. People are not limited by scopes; their level guards apply.
 * @example onRequest: [requireMembership, requireLevel("admin"), requireScope("people.workers.write")]
 */
export function requireScope(scope: string): Guard {
  return async (request) => {
    const auth = authOf(request);
    const moduleWildcard = `${scope.split(".")[0]}.*`;
    const held = auth.via.kind === "apiKey" ? auth.via.scopes : [];
    if (auth.via.kind === "apiKey" && ![scope, moduleWildcard, "*"].some((s) => held.includes(s))) {
      throw new AppError("FORBIDDEN");
    }
  };
}

/**
 * The `ServiceContext.actor` for a caller acting in a company (after `requireMembership`), for the tenancy layer and
 * routes that build a context.
 */
export function actorFor(auth: AuthState, companyId: string): Actor {
  if (auth.via.kind === "apiKey") return { kind: "apiKey", keyId: auth.via.keyId, scopes: [...auth.via.scopes] };
  const level = levelIn(auth, companyId);
  if (!level) throw new AppError("NOT_FOUND");
  const held = auth.memberships.find((m) => m.companyId === companyId)?.levels ?? [];
  return {
    kind: "user",
    userId: auth.user.id,
    level,
    levels: held.length > 0 ? [...held] : [level],
    isFounder: auth.user.isFounder,
  };
}
