import mongoose, { Schema } from "mongoose";

/**
 * The platform's support team (not a tenant model): the agents the founder names, by email, and the founders who
 * have opened the inbox. `userId` is learned when the person first opens the inbox (the module never reads the
 * kernel's users); `seenAt` is their presence (README "Away").
 */
export interface StaffDoc {
  email: string;
  name: string;
  founder: boolean;
  /** A named agent (the founder's list); founders are on the team by their claim and are not agents. */
  agent: boolean;
  userId: string | null;
  locale: string;
  seenAt: Date | null;
  addedAt: Date;
  addedBy: string | null;
}

const staffSchema = new Schema<StaffDoc>(
  {
    email: { type: String, required: true },
    name: { type: String, default: "" },
    founder: { type: Boolean, default: false },
    agent: { type: Boolean, default: false },
    userId: { type: String, default: null },
    locale: { type: String, default: "en" },
    seenAt: { type: Date, default: null },
    addedAt: { type: Date, required: true },
    addedBy: { type: String, default: null },
  },
  { collection: "support_staff", versionKey: false },
);
staffSchema.index({ email: 1 }, { unique: true });

export const StaffModel =
  (mongoose.models.SupportStaff as mongoose.Model<StaffDoc> | undefined) ??
  mongoose.model<StaffDoc>("SupportStaff", staffSchema);
