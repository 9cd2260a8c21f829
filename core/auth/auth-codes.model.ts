import mongoose, { Schema, type Types } from "mongoose";

/** What a one-time code is for; each purpose has its own lifetime (see auth-codes.service.ts). */
export const AUTH_CODE_PURPOSES = ["verifyEmail", "resetPassword", "firstAccess"] as const;
export type AuthCodePurpose = (typeof AUTH_CODE_PURPOSES)[number];

/**
 * A one-time code behind an emailed or admin-generated link. Like sessions, only the SHA-256 of the code is stored
 * (`_id`); using a code deletes it in the same atomic operation that reads it, so it works once.
 */
export interface AuthCodeRecord {
  _id: string;
  purpose: AuthCodePurpose;
  userId: Types.ObjectId;
  /** The address the code was sent to; a verification code is void once the account's address changed. */
  email: string;
  expiresAt: Date;
  createdAt: Date;
}

const authCodeSchema = new Schema<AuthCodeRecord>(
  {
    _id: { type: String, required: true },
    purpose: { type: String, required: true, enum: AUTH_CODE_PURPOSES },
    userId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: "auth_codes", versionKey: false },
);

authCodeSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
// a new link of a purpose replaces the user's older ones
authCodeSchema.index({ userId: 1, purpose: 1 });

export const AuthCodeModel =
  (mongoose.models.AuthCode as mongoose.Model<AuthCodeRecord> | undefined) ??
  mongoose.model<AuthCodeRecord>("AuthCode", authCodeSchema);
