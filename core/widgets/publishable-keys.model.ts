import mongoose, { Schema, type Types } from "mongoose";

/**
 * A company's publishable key: the public key an intranet puts in its page to show the company's widgets
 * (`<script src=".../widgets/loader.js" data-key="wpk_...">`). Unlike an API key it is no secret: it is read by anyone
 * who views the page, so it only opens the anonymous widget routes (company-level data, never a person's), and only
 * for requests whose `Origin` is one of `allowedOrigins`. The key is `wpk_<id>_<nonce>`: found by `_id` before the
 * tenant is known (a plain model, as API keys), the nonce makes keys unguessable from ids.
 */
export interface PublishableKeyRecord {
  _id: Types.ObjectId;
  companyId: Types.ObjectId;
  name: string;
  /** Random part of the key (public, kept as is). */
  nonce: string;
  /** Exact origins (`https://intranet.example.com`, lowercase, no path) the widgets may be shown on. */
  allowedOrigins: string[];
  createdBy: Types.ObjectId;
  createdAt: Date;
  revokedAt: Date | null;
}

const publishableKeySchema = new Schema<PublishableKeyRecord>(
  {
    companyId: { type: Schema.Types.ObjectId, required: true, immutable: true },
    name: { type: String, required: true, trim: true },
    nonce: { type: String, required: true, immutable: true },
    allowedOrigins: { type: [String], required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    createdAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { collection: "widgets_publishable_keys", versionKey: false },
);

publishableKeySchema.index({ companyId: 1, createdAt: -1 });

export const PublishableKeyModel =
  (mongoose.models.PublishableKey as mongoose.Model<PublishableKeyRecord> | undefined) ??
  mongoose.model<PublishableKeyRecord>("PublishableKey", publishableKeySchema);
