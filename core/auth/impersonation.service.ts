import { Types } from "mongoose";
import { findCompany, toCompanyObjectId } from "../../tenants/tenants.service.js";
import { auditService } from "../audit/audit.service.js";
import type { ServiceContext } from "../context.js";
import { AppError } from "../errors/app-error.js";
import type { AuthContext } from "./auth-context.js";
import { orderLevels } from "./levels.js";
import { SessionModel, type SessionRecord } from "./sessions.model.js";
import { generateSecret, hashSecret, SESSION_TOKEN_PATTERN } from "./tokens.js";
import type { AuthState } from "./types.js";
import { UserModel, type UserRecord } from "./users.model.js";

/**
 * Impersonation for support (issue 18): the founder views a company as one of its admins. The support session is a
 * session record of its own (a fresh token, only its SHA-256 stored, as every session), linked to the founder and to
 * the founder's own session, lasting `IMPERSONATION_DURATION_MS` and never renewed. The admin's password and sessions
 * are never read or touched. Read-only by default: the auth hook (auth.plugin.ts) refuses every change made with it.
 * The founder may allow changes when starting, with a reason (3-200 characters); then writes go through (except on
 * routes marked `config: { impersonation: "deny" }`) and every write is recorded in the company's audit log
 * (`auth.impersonation.change`: method, route pattern, status code). Its start (with `allowChanges` and the reason)
 * and end are recorded there too; the company's admins read them all.
 */

/** A support session lasts 30 minutes from its start; the founder starts another to go on. */
export const IMPERSONATION_DURATION_MS = 30 * 60_000;

/** The audit actions (the company's log): `details` carry the admin viewed as and the founder's name. */
export const IMPERSONATION_STARTED = "auth.impersonation.started";
export const IMPERSONATION_ENDED = "auth.impersonation.ended";
/** A write made in a support session that allows changes: `details` carry method, route pattern and status code. */
export const IMPERSONATION_CHANGE = "auth.impersonation.change";

/** The reason the founder gives for allowing changes: required then, trimmed, 3-200 characters. */
export const IMPERSONATION_REASON_MIN = 3;
export const IMPERSONATION_REASON_MAX = 200;

export interface CompanyAdmin {
  id: string;
  name: string;
  email: string;
}

/** The live admins of a company, by name: whom the founder may view the company as. */
export async function companyAdmins(companyId: string): Promise<CompanyAdmin[]> {
  const _id = toCompanyObjectId(companyId);
  if (!_id || !(await findCompany(companyId))) throw new AppError("NOT_FOUND");
  const users = await UserModel.find(
    { deletedAt: null, isFounder: { $ne: true }, memberships: { $elemMatch: { companyId: _id, levels: "admin" } } },
    { name: 1, email: 1 },
  )
    .sort({ name: 1, _id: 1 })
    .limit(200)
    .lean<Array<Pick<UserRecord, "_id" | "name" | "email">>>()
    .exec();
  return users.map((u) => ({ id: String(u._id), name: u.name, email: u.email }));
}

/** A live admin of the company (not a founder), or null. */
async function adminOf(companyId: Types.ObjectId, userId: Types.ObjectId | string): Promise<UserRecord | null> {
  if (!Types.ObjectId.isValid(String(userId))) return null;
  return UserModel.findOne({
    _id: new Types.ObjectId(String(userId)),
    deletedAt: null,
    isFounder: { $ne: true },
    memberships: { $elemMatch: { companyId, levels: "admin" } },
  })
    .lean<UserRecord>()
    .exec();
}

/** The context the audit entries are written with: the founder acting in the company (as the founder routes do). */
function founderContext(ctx: AuthContext, companyId: string, founderId: string): ServiceContext {
  return {
    companyId,
    actor: { kind: "user", userId: founderId, level: "admin", levels: ["admin"], isFounder: true },
    now: ctx.now,
    log: ctx.log,
  };
}

export interface StartedImpersonation {
  /** The support session's token (the web app gets it as the session cookie). */
  token: string;
  expiresAt: Date;
  allowChanges: boolean;
}

/**
 * Opens a support session on `companyId` as the admin `userId`, for the founder signed in on `founder` (a session,
 * checked by `requireFounder`). An unknown or deleted company, or a person who is not a live admin there: 404.
 */
export async function startImpersonation(
  ctx: AuthContext,
  input: { founder: AuthState; companyId: string; userId: string; allowChanges?: boolean; reason?: string },
): Promise<StartedImpersonation> {
  const { founder } = input;
  if (founder.via.kind !== "session" || !founder.user.isFounder || founder.impersonation)
    throw new AppError("NOT_FOUND");
  const allowChanges = input.allowChanges === true;
  const reason = allowChanges ? (input.reason ?? "").trim() : null;
  if (reason !== null && (reason.length < IMPERSONATION_REASON_MIN || reason.length > IMPERSONATION_REASON_MAX))
    throw new AppError("AUTH_IMPERSONATION_REASON_REQUIRED");
  const companyId = toCompanyObjectId(input.companyId);
  if (!companyId || !(await findCompany(input.companyId))) throw new AppError("NOT_FOUND");
  const admin = await adminOf(companyId, input.userId);
  if (!admin) throw new AppError("NOT_FOUND");
  const token = generateSecret();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + IMPERSONATION_DURATION_MS);
  const session: SessionRecord = {
    _id: hashSecret(token),
    userId: admin._id,
    expiresAt,
    activeCompanyId: companyId,
    activeLevel: "admin",
    createdAt: now,
    impersonation: {
      founderId: new Types.ObjectId(founder.user.id),
      founderSessionId: founder.via.sessionId,
      companyId,
      allowChanges,
      reason,
    },
  };
  await SessionModel.create(session);
  await auditService.record(founderContext(ctx, input.companyId, founder.user.id), {
    action: IMPERSONATION_STARTED,
    target: { type: "user", id: String(admin._id) },
    details: {
      admin: admin.name,
      founder: founder.user.name,
      expiresAt: expiresAt.toISOString(),
      readOnly: !allowChanges,
      allowChanges,
      ...(reason !== null ? { reason } : {}),
    },
  });
  return { token, expiresAt, allowChanges };
}

/**
 * The request-facing state of a support session, or null when it may no longer act: the founder is gone or no
 * longer the founder, or the person is no longer a live admin of that company (checked on every request: a support
 * session is never served from the session cache, whose entries need half of 30 days left).
 */
export async function impersonationAuthState(session: SessionRecord, user: UserRecord): Promise<AuthState | null> {
  const link = session.impersonation;
  if (!link) return null;
  const companyId = String(link.companyId);
  const membership = user.memberships.find((m) => String(m.companyId) === companyId);
  if (!membership?.levels.includes("admin") || user.isFounder) return null;
  const [founder, company] = await Promise.all([
    UserModel.findOne({ _id: link.founderId, deletedAt: null, isFounder: true }, { name: 1 })
      .lean<Pick<UserRecord, "_id" | "name">>()
      .exec(),
    findCompany(companyId),
  ]);
  if (!founder || !company) return null;
  return {
    user: {
      id: String(user._id),
      email: user.email,
      name: user.name,
      // the founder reads the messages: their browser's language (Accept-Language), not the admin's saved one
      isFounder: false,
      firstAccess: false,
    },
    via: { kind: "session", sessionId: session._id, expiresAt: session.expiresAt },
    // only the company being viewed: the admin's other companies stay out of reach
    memberships: [{ companyId, levels: orderLevels(membership.levels) }],
    activeLevel: "admin",
    activeCompanyId: companyId,
    impersonation: {
      founderId: String(founder._id),
      founderName: founder.name,
      companyId,
      allowChanges: link.allowChanges === true,
      reason: link.reason ?? null,
    },
  };
}

/**
 * Ends the support session the request carries (recorded in the company's log). Answers the founder's own session
 * token when `founderToken` (what the browser kept aside at the start) is the very session that opened it and still
 * works, so the caller can give it back; otherwise null (the founder signs in again).
 */
export async function endImpersonation(
  ctx: AuthContext,
  input: { auth: AuthState | null; founderToken: string | undefined; reason: "ended" | "signedOut" },
): Promise<{ founderToken: string | null; expiresAt?: Date }> {
  const { auth } = input;
  let founderSessionId: string | null = null;
  if (auth?.impersonation && auth.via.kind === "session") {
    const removed = await SessionModel.findOneAndDelete({ _id: auth.via.sessionId }).lean<SessionRecord>().exec();
    founderSessionId = removed?.impersonation?.founderSessionId ?? null;
    if (removed)
      await auditService.record(founderContext(ctx, auth.impersonation.companyId, auth.impersonation.founderId), {
        action: IMPERSONATION_ENDED,
        target: { type: "user", id: auth.user.id },
        details: { admin: auth.user.name, founder: auth.impersonation.founderName, reason: input.reason },
      });
  }
  const token = input.founderToken;
  if (!token || !SESSION_TOKEN_PATTERN.test(token)) return { founderToken: null };
  const founderSession = await SessionModel.findById(hashSecret(token)).lean<SessionRecord>().exec();
  if (!founderSession || founderSession.impersonation || founderSession.expiresAt.getTime() <= ctx.now().getTime())
    return { founderToken: null };
  // with the support session still known, only the session that opened it; after it expired, any live founder session
  if (founderSessionId !== null && founderSession._id !== founderSessionId) return { founderToken: null };
  const founder = await UserModel.findOne({ _id: founderSession.userId, deletedAt: null, isFounder: true }, { _id: 1 })
    .lean()
    .exec();
  return founder ? { founderToken: token, expiresAt: founderSession.expiresAt } : { founderToken: null };
}

/**
 * Records a write made in a support session that allows changes, in the company's audit log (called by the auth hook
 * once the response is sent, whatever its status, refused ones included). `route` is the route's pattern
 * (`/api/companies/:companyId/workers`), not the raw URL: ids in it would repeat the target and the log stays
 * groupable. Never throws: a failed record is logged.
 */
export async function recordImpersonatedChange(
  ctx: AuthContext,
  auth: AuthState,
  change: { method: string; route: string; statusCode: number },
): Promise<void> {
  const support = auth.impersonation;
  if (!support?.allowChanges) return;
  try {
    await auditService.record(founderContext(ctx, support.companyId, support.founderId), {
      action: IMPERSONATION_CHANGE,
      target: { type: "user", id: auth.user.id },
      details: {
        admin: auth.user.name,
        founder: support.founderName,
        method: change.method,
        route: change.route,
        statusCode: change.statusCode,
        reason: support.reason,
      },
    });
  } catch (err) {
    ctx.log.error({ err, change }, "impersonation: the change could not be audited");
  }
}
