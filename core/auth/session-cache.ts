import { LocalCache } from "../db/local-cache.js";
import type { AuthState } from "./types.js";

/**
 * How long a validated session and its user are served from memory at most. Writes through the models, on any
 * instance (sign-out, password change, level or membership change, user removal), stop it serving them at once
 * (the `auth` version scope in the database); writes that bypass mongoose are seen within this time (README "Caches").
 */
export const SESSION_CACHE_TTL_MS = 5_000;

/**
 * What a session and its user gave the request hook: the request-facing state they make (frozen, shared by every
 * request served from the entry) and the session's expiry. Not the records themselves: the entry is what a full GC
 * marks for every session used in the last seconds (~23 objects with their strings instead of ~32, bench/README.md
 * "bench:clock", thirteenth pass), and no password hash stays in memory.
 */
export interface CachedSession {
  state: Readonly<AuthState>;
  /** When the session expires, ms since the epoch. */
  expiresAt: number;
}

/**
 * Sessions by id (the token's hash) with the state they gave, as the request hook last read them: every
 * authenticated request would otherwise read the session and its user. Emptied by any write to `auth_sessions` or
 * `users` made through mongoose (`invalidateOnWrite` in the two models), and by such writes on other instances
 * through the `auth` version in the database (an entry is served only while a fresh read of it shows the version read
 * before the entry was). Holds no token.
 */
export const sessionCache = new LocalCache<CachedSession>({ ttlMs: SESSION_CACHE_TTL_MS, versionScope: "auth" });
