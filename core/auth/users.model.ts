import mongoose, { Schema, type Types } from "mongoose";
import { invalidateOnWrite } from "../db/local-cache.js";
import { sessionCache } from "./session-cache.js";
import { LEVELS, type Level } from "../context.js";
import { LOCALES, type Locale } from "../i18n/locale.js";

/** A user's place in one company: the levels held there (spec §6) and the level a new session starts with. */
export interface MembershipRecord {
  companyId: Types.ObjectId;
  levels: Level[];
  /** The level new sessions start with in this company ("the default level is kept", spec §6). */
  defaultLevel: Level;
}

/**
 * A person who can sign in. Users are global (one email, one password) and belong to companies through
 * `memberships`; the worker profile of each company lives in the people module, keyed by the user id.
 */
export interface UserRecord {
  _id: Types.ObjectId;
  /** Unique across the platform, stored trimmed and lowercased. */
  email: string;
  name: string;
  /** argon2id PHC string; absent until the person sets a password (first access). */
  passwordHash: string | null;
  emailVerified: boolean;
  /** Saved language; outranks Accept-Language for messages and mails. */
  locale: Locale;
  /** The platform-wide founder claim (spec §6). */
  isFounder: boolean;
  /** Spec §2: set for people an admin added until they finish the first-access flow. */
  firstAccess: boolean;
  memberships: MembershipRecord[];
  /** The company the person last switched to; new sessions start there. */
  lastCompanyId: Types.ObjectId | null;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

const membershipSchema = new Schema<MembershipRecord>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true },
    levels: { type: [{ type: String, enum: LEVELS }], required: true },
    defaultLevel: { type: String, enum: LEVELS, required: true },
  },
  { _id: false },
);

const userSchema = new Schema<UserRecord>(
  {
    email: { type: String, required: true, trim: true, lowercase: true },
    name: { type: String, required: true, trim: true },
    passwordHash: { type: String, default: null },
    emailVerified: { type: Boolean, default: false },
    locale: { type: String, enum: LOCALES, default: "en" },
    isFounder: { type: Boolean, default: false },
    firstAccess: { type: Boolean, default: false },
    memberships: { type: [membershipSchema], default: [] },
    lastCompanyId: { type: Schema.Types.ObjectId, default: null },
    deletedAt: { type: Date, default: null },
  },
  { collection: "users", timestamps: true },
);

// One account per address, deleted ones included: a soft-deleted account keeps its address so it can be restored.
userSchema.index({ email: 1 }, { unique: true });
// The members of a company (people module lists, the generateAuthLink check).
userSchema.index({ "memberships.companyId": 1 });

// a change to a user or a session must not be served from the request hook's cache (session-cache.ts)
invalidateOnWrite(userSchema, sessionCache);

export const UserModel =
  (mongoose.models.User as mongoose.Model<UserRecord> | undefined) ?? mongoose.model<UserRecord>("User", userSchema);

/** Emails are compared trimmed and lowercased everywhere (the model stores them so). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
