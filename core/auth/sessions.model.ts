import mongoose, { Schema, type Types } from "mongoose";
import { invalidateOnWrite } from "../db/local-cache.js";
import { sessionCache } from "./session-cache.js";
import { LEVELS, type Level } from "../context.js";

/**
 * A signed-in device (Lucia guide style): `_id` is the hex SHA-256 of the token the client holds, so the token itself
 * is never stored. Expired sessions are refused by the clock check and removed by the TTL index.
 */
export interface SessionRecord {
  /** SHA-256 of the token, hex. */
  _id: string;
  userId: Types.ObjectId;
  expiresAt: Date;
  /** The company this session acts in, switched with POST /api/auth/active-level. */
  activeCompanyId: Types.ObjectId | null;
  /** The level this session acts with in `activeCompanyId` (spec §6 "Change level access" is per device). */
  activeLevel: Level | null;
  createdAt: Date;
  /**
   * Set on a support session (impersonation.service.ts): the founder viewing `companyId` as the admin `userId`. Its
   * own record with its own token, short-lived and never renewed; null on every ordinary session.
   */
  impersonation?: ImpersonationLink | null;
}

/** What ties a support session to the founder who opened it. */
export interface ImpersonationLink {
  founderId: Types.ObjectId;
  /** The founder's own session (its id, the token's hash), which ending the support session gives back. */
  founderSessionId: string;
  companyId: Types.ObjectId;
  /**
   * The founder chose "Allow changes" when starting (with a reason): the auth hook lets writes through, except on
   * routes marked `config: { impersonation: "deny" }`, and every write is recorded in the company's audit log.
   * Absent or false: read-only (the default).
   */
  allowChanges?: boolean;
  /** Why changes are allowed (3-200 characters), set with `allowChanges`. */
  reason?: string | null;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    expiresAt: { type: Date, required: true },
    activeCompanyId: { type: Schema.Types.ObjectId, default: null },
    activeLevel: { type: String, enum: [...LEVELS, null], default: null },
    createdAt: { type: Date, required: true },
    impersonation: {
      type: new Schema<ImpersonationLink>(
        {
          founderId: { type: Schema.Types.ObjectId, required: true },
          founderSessionId: { type: String, required: true },
          companyId: { type: Schema.Types.ObjectId, required: true },
          allowChanges: { type: Boolean, default: false },
          reason: { type: String, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
  },
  { collection: "auth_sessions", versionKey: false },
);

sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
// revoke-all on password change and reset
sessionSchema.index({ userId: 1 });

// a change to a user or a session must not be served from the request hook's cache (session-cache.ts)
invalidateOnWrite(sessionSchema, sessionCache);

export const SessionModel =
  (mongoose.models.AuthSession as mongoose.Model<SessionRecord> | undefined) ??
  mongoose.model<SessionRecord>("AuthSession", sessionSchema);
