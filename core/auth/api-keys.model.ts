import mongoose, { Schema, type Types } from "mongoose";
import { LEVELS, type Level } from "../context.js";

/**
 * A company's API key for the SDK. The key the caller holds is `wfk_<id>_<secret>`; only the SHA-256 of the secret
 * is stored. The key is found by its `_id` (the id part), because authentication happens before the tenant is known;
 * that is also why this is a plain model and not a `defineTenantModel` one, though it carries `companyId` and its
 * listing index starts with it.
 */
export interface ApiKeyRecord {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  name: string;
  /** What the key may do; routes check them with `requireScope`. `*` allows everything the level allows. */
  scopes: string[];
  /** The level the key acts with in its company (level guards apply to keys as to people). */
  level: Level;
  /** Hex SHA-256 of the secret part. */
  secretHash: string;
  /** The last four characters of the key, so people can tell keys apart in a list. */
  hint: string;
  createdBy: Types.ObjectId;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** After this instant the key stops working (optional, chosen at creation); null: until revoked. */
  expiresAt: Date | null;
}

const apiKeySchema = new Schema<ApiKeyRecord>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true, immutable: true },
    name: { type: String, required: true, trim: true },
    scopes: { type: [String], required: true },
    level: { type: String, enum: LEVELS, required: true },
    secretHash: { type: String, required: true },
    hint: { type: String, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    expiresAt: { type: Date, default: null },
  },
  { collection: "auth_api_keys", versionKey: false },
);

apiKeySchema.index({ companyId: 1, createdAt: -1 });

export const ApiKeyModel =
  (mongoose.models.ApiKey as mongoose.Model<ApiKeyRecord> | undefined) ??
  mongoose.model<ApiKeyRecord>("ApiKey", apiKeySchema);
