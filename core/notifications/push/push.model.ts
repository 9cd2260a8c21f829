import mongoose, { type Model, Schema } from "mongoose";
import { defineTenantModel } from "../../tenancy/tenant-model.js";

/**
 * One browser's web push subscription (issue 12), per person and company: what the browser's `PushManager` answered
 * (the push service's endpoint and the keys the message is encrypted with). A device subscribed again by someone
 * else moves to them (one endpoint, one person).
 */
export interface PushSubscriptionDoc {
  userId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const PushSubscriptionModel = defineTenantModel<PushSubscriptionDoc>(
  "PushSubscription",
  {
    userId: { type: String, required: true },
    endpoint: { type: String, required: true, immutable: true },
    keys: {
      type: new Schema(
        { p256dh: { type: String, required: true }, auth: { type: String, required: true } },
        { _id: false },
      ),
      required: true,
    },
  },
  {
    collection: "notification_push_subscriptions",
    // a person's devices (sending); one document per endpoint (subscribing again updates it)
    indexes: [{ fields: { userId: 1 } }, { fields: { endpoint: 1 }, options: { unique: true } }],
  },
);

/** The platform's VAPID key pair when the configuration has none (development and tests): one for every instance. */
export interface VapidKeysDoc {
  _id: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
}

const vapidKeysSchema = new Schema<VapidKeysDoc>(
  {
    _id: { type: String, required: true },
    publicKey: { type: String, required: true },
    privateKey: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: "notification_vapid_keys", versionKey: false },
);

// Reused when the module is evaluated twice (test runners): mongoose refuses to compile a model twice.
export const VapidKeysModel: Model<VapidKeysDoc> =
  (mongoose.models.VapidKeys as Model<VapidKeysDoc> | undefined) ??
  mongoose.model<VapidKeysDoc>("VapidKeys", vapidKeysSchema);
