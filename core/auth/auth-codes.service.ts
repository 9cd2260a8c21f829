import { type Types } from "mongoose";
import type { AuthContext } from "./auth-context.js";
import { AuthCodeModel, type AuthCodePurpose, type AuthCodeRecord } from "./auth-codes.model.js";
import { generateSecret, hashSecret } from "./tokens.js";

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long each kind of link works. A reset link is short-lived (it is a password in an inbox); a verification link
 * may wait for the person to read their mail; a first-access link is handed over by an admin and may wait a week.
 */
export const AUTH_CODE_TTL_MS: Record<AuthCodePurpose, number> = {
  resetPassword: 1 * HOUR_MS,
  verifyEmail: 48 * HOUR_MS,
  firstAccess: 7 * 24 * HOUR_MS,
};

/**
 * Issues a one-time code for a user and purpose. The user's earlier codes of the same purpose stop working, so only
 * the newest link in an inbox is live.
 */
export async function issueAuthCode(
  ctx: AuthContext,
  input: { purpose: AuthCodePurpose; userId: Types.ObjectId; email: string },
): Promise<{ code: string; expiresAt: Date }> {
  const code = generateSecret();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + AUTH_CODE_TTL_MS[input.purpose]);
  await AuthCodeModel.deleteMany({ userId: input.userId, purpose: input.purpose }).exec();
  await AuthCodeModel.create({
    _id: hashSecret(code),
    purpose: input.purpose,
    userId: input.userId,
    email: input.email,
    expiresAt,
    createdAt: now,
  });
  return { code, expiresAt };
}

/**
 * Uses a code: returns what it was issued for and deletes it in one atomic step, or null when it is unknown, of
 * another purpose, already used or expired (callers answer AUTH_LINK_INVALID for all of these).
 */
export async function consumeAuthCode(
  ctx: AuthContext,
  input: { purpose: AuthCodePurpose; code: string },
): Promise<AuthCodeRecord | null> {
  return AuthCodeModel.findOneAndDelete({
    _id: hashSecret(input.code),
    purpose: input.purpose,
    expiresAt: { $gt: ctx.now() },
  })
    .lean<AuthCodeRecord>()
    .exec();
}
