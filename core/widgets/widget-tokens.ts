import mongoose, { Schema, Types } from "mongoose";
import { generateSecret, hashSecret } from "../auth/tokens.js";

/**
 * Widget tokens: what a widget that needs the person (my balance, request leave) holds after the person signed in
 * through the popup (core/widgets/signin-page.ts). Never the app's session: a token of its own, bound to one person,
 * one company, one publishable key and one origin, living {@link WIDGET_TOKEN_TTL_MS}. The widget keeps it in memory
 * and sends it as `Authorization: Bearer wwt_...` to `/api/widgets/...`; only its SHA-256 is stored.
 */
export const WIDGET_TOKEN_PREFIX = "wwt_";
export const WIDGET_TOKEN_TTL_MS = 15 * 60_000;
const WIDGET_TOKEN_PATTERN = /^wwt_[a-z2-7]{32}$/;

export interface WidgetTokenRecord {
  _id: string;
  userId: Types.ObjectId;
  companyId: Types.ObjectId;
  keyId: Types.ObjectId;
  origin: string;
  createdAt: Date;
  expiresAt: Date;
}

const widgetTokenSchema = new Schema<WidgetTokenRecord>(
  {
    // the token's hash is its id: one indexed read per request
    _id: { type: String, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    companyId: { type: Schema.Types.ObjectId, required: true },
    keyId: { type: Schema.Types.ObjectId, required: true },
    origin: { type: String, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: "widgets_tokens", versionKey: false },
);
// expired tokens are removed by the database
widgetTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const WidgetTokenModel =
  (mongoose.models.WidgetToken as mongoose.Model<WidgetTokenRecord> | undefined) ??
  mongoose.model<WidgetTokenRecord>("WidgetToken", widgetTokenSchema);

/** Issues a token for a person of the key's company, on one of the key's origins (checked by the caller). */
export async function issueWidgetToken(
  now: Date,
  input: { userId: string; companyId: string; keyId: string; origin: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = `${WIDGET_TOKEN_PREFIX}${generateSecret()}`;
  const expiresAt = new Date(now.getTime() + WIDGET_TOKEN_TTL_MS);
  await WidgetTokenModel.create({
    _id: hashSecret(token),
    userId: new Types.ObjectId(input.userId),
    companyId: new Types.ObjectId(input.companyId),
    keyId: new Types.ObjectId(input.keyId),
    origin: input.origin,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** The live token a presented string names, or null (malformed, unknown, expired). */
export async function findWidgetToken(now: Date, token: string): Promise<WidgetTokenRecord | null> {
  if (!WIDGET_TOKEN_PATTERN.test(token)) return null;
  const record = await WidgetTokenModel.findById(hashSecret(token)).lean<WidgetTokenRecord>().exec();
  return record && record.expiresAt.getTime() > now.getTime() ? record : null;
}
