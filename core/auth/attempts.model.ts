import mongoose, { Schema } from "mongoose";

/**
 * Counters behind the login rate limit, kept in the database so every instance behind the load balancer shares
 * them (ARCHITECTURE "Scale-out": stateless instances). One document per key and fixed window.
 */
export interface AttemptRecord {
  /** `<kind>:<subject>`, for example `login-account:ana@example.com` or `login-address:203.0.113.7`. */
  _id: string;
  count: number;
  /** When the window closes; the TTL index removes the document afterwards. */
  windowEndsAt: Date;
}

const attemptSchema = new Schema<AttemptRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    windowEndsAt: { type: Date, required: true },
  },
  { collection: "auth_attempts", versionKey: false },
);

attemptSchema.index({ windowEndsAt: 1 }, { expireAfterSeconds: 0 });

export const AttemptModel =
  (mongoose.models.AuthAttempt as mongoose.Model<AttemptRecord> | undefined) ??
  mongoose.model<AttemptRecord>("AuthAttempt", attemptSchema);
