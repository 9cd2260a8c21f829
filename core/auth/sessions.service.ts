import { Types } from "mongoose";
import type { Level } from "../context.js";
import type { AuthContext } from "./auth-context.js";
import { SessionModel, type SessionRecord } from "./sessions.model.js";
import { generateSecret, hashSecret, SESSION_TOKEN_PATTERN } from "./tokens.js";
import { DAY_MS } from "../dates/calendar-days.js";
import { batchedReads, keyed } from "../db/batched-reads.js";
import {
  CACHE_VERSIONS_COLLECTION,
  carryVersionRead,
  stampOf,
  versionsOf,
  versionsPipeline,
} from "../db/cache-versions.js";
import { documentResults } from "../db/raw-results.js";
import { sessionCache } from "./session-cache.js";
import { UserModel, type UserRecord } from "./users.model.js";

/** Sessions last 30 days and slide: used in their second half, they are renewed for 30 more (Lucia guide). */
export const SESSION_DURATION_MS = 30 * DAY_MS;

export interface CreatedSession {
  /** The secret the client keeps (cookie, `token` header or Bearer); shown once, never stored. */
  token: string;
  session: SessionRecord;
}

export async function createSession(
  ctx: AuthContext,
  input: { userId: Types.ObjectId | string; activeCompanyId?: Types.ObjectId | null; activeLevel?: Level | null },
): Promise<CreatedSession> {
  const token = generateSecret();
  const now = ctx.now();
  const session: SessionRecord = {
    _id: hashSecret(token),
    userId: new Types.ObjectId(String(input.userId)),
    expiresAt: new Date(now.getTime() + SESSION_DURATION_MS),
    activeCompanyId: input.activeCompanyId ?? null,
    activeLevel: input.activeLevel ?? null,
    createdAt: now,
  };
  await SessionModel.create(session);
  return { token, session };
}

export interface ValidatedSession {
  session: SessionRecord;
  /** The session's user as read with it; null when the account is gone (removed, or never there). */
  user: UserRecord | null;
  /** The expiry moved forward during this validation: a cookie carrying the token should be re-sent. */
  renewed: boolean;
  /**
   * The session cache's version (`sessionCache.versionScope`) read in the same command, before the session: the
   * stamp to keep this session under (session-cache.ts); undefined when the database gave none.
   */
  cacheVersion: string | undefined;
}

type SessionRow = SessionRecord & { user?: UserRecord[] };

/**
 * Sessions by id with their users, the reads of one turn of the event loop in one (core/db/batched-reads.ts): one
 * `aggregate` that reads the cache versions first (core/db/cache-versions.ts `carryVersionRead`), then, through a
 * `$unionWith`, the sessions and a `$lookup` of each one's user by `_id` (the embedded engine reads each by id,
 * lookup.ts). A request whose session this process does not hold costs one round trip instead of three in a row
 * (the versions, the session, its user): a morning rush of punches signs in 10,000 cold sessions (bench:clock), and
 * the request's later cache checks find their versions in that read. A user is live unless soft-removed (`deletedAt`
 * set), as `findLiveUser` reads.
 */
const sessionById = batchedReads(async (ids) => {
  const scopes = [sessionCache.versionScope!];
  const carried = carryVersionRead(scopes);
  let rows: unknown[];
  try {
    rows = await documentResults(SessionModel.db.db!, SessionModel.db.getClient(), CACHE_VERSIONS_COLLECTION, {
      aggregate: CACHE_VERSIONS_COLLECTION,
      pipeline: [
        ...versionsPipeline(carried.scopes),
        {
          $unionWith: {
            coll: SessionModel.collection.collectionName,
            pipeline: [
              { $match: { _id: { $in: ids } } },
              {
                $lookup: {
                  from: UserModel.collection.collectionName,
                  localField: "userId",
                  foreignField: "_id",
                  as: "user",
                },
              },
            ],
          },
        },
      ],
      cursor: {},
    });
  } catch (error) {
    carried.settle(undefined);
    throw error;
  }
  const { versions, rest } = versionsOf<SessionRow>(rows, carried.scopes);
  carried.settle(versions);
  const cacheVersion = stampOf(versions, scopes);
  return keyed(
    rest.map(({ user, ...session }) => {
      const found = user?.[0];
      return {
        session: session as SessionRecord,
        user: found && found.deletedAt == null ? found : null,
        cacheVersion,
      };
    }),
    (r) => r.session._id,
  );
});

/**
 * The session a token names, or null when it is malformed, unknown or expired. Validation is also when the expiry
 * slides: past half its life a session gets a fresh 30 days.
 */
export async function validateSessionToken(ctx: AuthContext, token: string): Promise<ValidatedSession | null> {
  if (!SESSION_TOKEN_PATTERN.test(token)) return null;
  const id = hashSecret(token);
  const read = await sessionById(id);
  if (!read) return null;
  const { session, user, cacheVersion } = read;
  const now = ctx.now().getTime();
  if (now >= session.expiresAt.getTime()) {
    // the TTL monitor would remove it too, but not at the moment of our clock
    await SessionModel.deleteOne({ _id: id }).exec();
    return null;
  }
  // a support session (impersonation) ends when it was told to: it never slides
  if (session.impersonation || session.expiresAt.getTime() - now >= SESSION_DURATION_MS / 2)
    return { session, user, renewed: false, cacheVersion };
  const expiresAt = new Date(now + SESSION_DURATION_MS);
  await SessionModel.updateOne({ _id: id }, { $set: { expiresAt } }).exec();
  return { session: { ...session, expiresAt }, user, renewed: true, cacheVersion };
}

/** Sign-out: the session stops working at once. */
export async function revokeSession(sessionId: string): Promise<void> {
  await SessionModel.deleteOne({ _id: sessionId }).exec();
}

/** Signs a user out everywhere, optionally keeping one session (the one that changed the password). */
export async function revokeUserSessions(
  userId: Types.ObjectId | string,
  options: { except?: string } = {},
): Promise<number> {
  const filter: Record<string, unknown> = { userId: new Types.ObjectId(String(userId)) };
  if (options.except) filter._id = { $ne: options.except };
  const result = await SessionModel.deleteMany(filter).exec();
  return result.deletedCount;
}

/** Records the company and level a session acts with. */
export async function setSessionActive(
  sessionId: string,
  active: { companyId: Types.ObjectId; level: Level },
): Promise<void> {
  await SessionModel.updateOne(
    { _id: sessionId },
    { $set: { activeCompanyId: active.companyId, activeLevel: active.level } },
  ).exec();
}
