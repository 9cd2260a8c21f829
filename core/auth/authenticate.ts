import type { Types } from "mongoose";
import { findCompany } from "../../tenants/tenants.service.js";
import type { Level } from "../context.js";
import { batchedReads, keyed } from "../db/batched-reads.js";
import { leanFind } from "../db/raw-results.js";
import type { AuthContext } from "./auth-context.js";
import { API_KEY_PREFIX, verifyApiKey } from "./api-keys.service.js";
import { impersonationAuthState } from "./impersonation.service.js";
import { defaultLevelOf, orderLevels } from "./levels.js";
import type { SessionRecord } from "./sessions.model.js";
import { sessionCache } from "./session-cache.js";
import { revokeSession, SESSION_DURATION_MS, validateSessionToken } from "./sessions.service.js";
import { hashSecret, SESSION_TOKEN_PATTERN } from "./tokens.js";
import type { AuthState } from "./types.js";
import { UserModel, type UserRecord } from "./users.model.js";

export interface Authentication {
  state: AuthState;
  /** A session's expiry slid forward: a cookie carrying it must be sent again. */
  renewed: boolean;
}

/** The company and level a session acts with, from what it chose, the user's last company and their defaults. */
export function resolveActive(
  user: Pick<UserRecord, "memberships" | "lastCompanyId">,
  chosen: { companyId: Types.ObjectId | string | null; level: Level | null },
): { companyId: string; level: Level } | undefined {
  const byId = (id: Types.ObjectId | string | null) =>
    id === null ? undefined : user.memberships.find((m) => String(m.companyId) === String(id));
  const membership = byId(chosen.companyId) ?? byId(user.lastCompanyId) ?? user.memberships[0];
  if (!membership) return undefined;
  const chosenHere = chosen.companyId !== null && String(chosen.companyId) === String(membership.companyId);
  const level =
    chosenHere && chosen.level && membership.levels.includes(chosen.level) ? chosen.level : defaultLevelOf(membership);
  return level ? { companyId: String(membership.companyId), level } : undefined;
}

/** The request-facing state of a signed-in user on one session. */
export function sessionAuthState(user: UserRecord, session: SessionRecord): AuthState {
  const active = resolveActive(user, { companyId: session.activeCompanyId, level: session.activeLevel });
  return {
    user: {
      id: String(user._id),
      email: user.email,
      name: user.name,
      locale: user.locale,
      isFounder: user.isFounder,
      firstAccess: user.firstAccess,
    },
    via: { kind: "session", sessionId: session._id, expiresAt: session.expiresAt },
    memberships: user.memberships.map((m) => ({ companyId: String(m.companyId), levels: orderLevels(m.levels) })),
    activeLevel: active?.level,
    activeCompanyId: active?.companyId,
  };
}

/** The state, frozen through: requests served from the session cache share it, so none may change it. */
function frozen(state: AuthState): Readonly<AuthState> {
  Object.freeze(state.user);
  Object.freeze(state.via);
  for (const m of state.memberships) Object.freeze(Object.freeze(m).levels);
  Object.freeze(state.memberships);
  return Object.freeze(state);
}

/** Live users by id, the reads of one turn of the event loop in one (core/db/batched-reads.ts). */
const liveUserById = batchedReads(async (ids) =>
  keyed(await leanFind<UserRecord>(UserModel, { _id: { $in: ids }, deletedAt: null }), (u) => u._id),
);

/** A live, non-deleted user by id (null for an id that is not one). */
export async function findLiveUser(userId: Types.ObjectId | string): Promise<UserRecord | null> {
  const id = String(userId);
  if (!/^[0-9a-f]{24}$/i.test(id)) return null;
  return (await liveUserById(id.toLowerCase())) ?? null;
}

/**
 * Resolves a presented secret, a session token or an API key (`wfk_...`), to who is calling. Used by the request hook
 * and, through `app.authenticateToken`, by transports without a request (realtime).
 */
export async function authenticate(ctx: AuthContext, token: string): Promise<Authentication | null> {
  if (token.startsWith(API_KEY_PREFIX)) return authenticateApiKey(ctx, token);
  if (!SESSION_TOKEN_PATTERN.test(token)) return null;
  // A session read a moment ago is used as it was while its expiry has no need to slide and no instance has written
  // sessions or users since (the `auth` version, read after this request arrived; session-cache.ts). A session this
  // process does not hold is read at once: that read carries the versions (sessions.service.ts), one round trip.
  const sessionId = hashSecret(token);
  if (sessionCache.holds(sessionId)) {
    const version = await sessionCache.freshVersion(ctx.versionsSince);
    const cached = sessionCache.getAt(sessionId, version);
    if (cached && cached.expiresAt - ctx.now().getTime() >= SESSION_DURATION_MS / 2)
      return { state: cached.state, renewed: false };
  }
  const generation = sessionCache.generation;
  const validated = await validateSessionToken(ctx, token);
  if (!validated) return null;
  // the user as read with the session (one round trip, sessions.service.ts)
  const user = validated.user;
  if (!user) {
    // the account was removed: its sessions go with it
    await revokeSession(validated.session._id);
    return null;
  }
  if (validated.session.impersonation) {
    // a support session (impersonation.service.ts): checked whole on every request, never cached
    const state = await impersonationAuthState(validated.session, user);
    if (!state) {
      await revokeSession(validated.session._id);
      return null;
    }
    return { state, renewed: false };
  }
  // kept under the versions read before the session, in the same command
  const state = sessionAuthState(user, validated.session);
  const expiresAt = validated.session.expiresAt.getTime();
  sessionCache.setAt(sessionId, { state: frozen(state), expiresAt }, generation, validated.cacheVersion);
  return { state, renewed: validated.renewed };
}

/**
 * An API key acts for its company at the key's level. It has no person behind it: `user` describes the key itself
 * (`id` is the key id, `email` is empty), and code that needs a person checks `via.kind` (`requireUser`).
 */
async function authenticateApiKey(ctx: AuthContext, key: string): Promise<Authentication | null> {
  const record = await verifyApiKey(ctx, key);
  if (!record) return null;
  const companyId = String(record.companyId);
  // a key dies with its company
  if (!(await findCompany(companyId))) return null;
  const keyId = String(record._id);
  return {
    renewed: false,
    state: {
      user: { id: keyId, email: "", name: record.name, isFounder: false, firstAccess: false },
      via: { kind: "apiKey", keyId, companyId, scopes: [...record.scopes] },
      memberships: [{ companyId, levels: [record.level] }],
      activeLevel: record.level,
      activeCompanyId: companyId,
    },
  };
}
