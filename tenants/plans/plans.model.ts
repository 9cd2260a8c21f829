import mongoose, { Schema } from "mongoose";
import { invalidateOnWrite, LocalCache } from "../../core/db/local-cache.js";
import type { PlanTable } from "./plans.types.js";

/**
 * The plan table as the founder last saved it: one platform document (`_id: "table"`, not tenant-scoped), with a
 * `revision` the next save must name (two founders at once: the second is told to reload).
 */
export interface PlanTableRecord extends PlanTable {
  _id: "table";
  revision: number;
  updatedAt: Date;
}

const planTableSchema = new Schema<PlanTableRecord>(
  {
    _id: { type: String, required: true },
    trialDays: { type: Number, required: true, min: 0 },
    plans: { type: Schema.Types.Mixed, required: true },
    revision: { type: Number, required: true, default: 0 },
  },
  { collection: "plans", timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);

/**
 * Every founder change to the plan table (who, when, the table before and after): the platform's own audit trail of
 * the table; append-only (no route edits or removes an entry).
 */
export interface PlanTableChangeRecord {
  _id: mongoose.Types.ObjectId;
  at: Date;
  userId: string;
  revision: number;
  before: PlanTable;
  after: PlanTable;
}

const planTableChangeSchema = new Schema<PlanTableChangeRecord>(
  {
    at: { type: Date, required: true },
    userId: { type: String, required: true },
    revision: { type: Number, required: true },
    before: { type: Schema.Types.Mixed, required: true },
    after: { type: Schema.Types.Mixed, required: true },
  },
  { collection: "plan_changes", versionKey: false },
);
planTableChangeSchema.index({ at: -1 });

/**
 * The plan table kept in memory: the module gate reads it on every tenant request. Served only while no instance
 * has saved the table since it was read (the `plans` version scope, core/db/cache-versions.ts).
 */
export const planTableCache = new LocalCache<PlanTableRecord>({ ttlMs: 60_000, versionScope: "plans" });
invalidateOnWrite(planTableSchema, planTableCache as LocalCache<unknown>);

export const PlanTableModel =
  (mongoose.models.PlanTable as mongoose.Model<PlanTableRecord> | undefined) ??
  mongoose.model<PlanTableRecord>("PlanTable", planTableSchema);

export const PlanTableChangeModel =
  (mongoose.models.PlanTableChange as mongoose.Model<PlanTableChangeRecord> | undefined) ??
  mongoose.model<PlanTableChangeRecord>("PlanTableChange", planTableChangeSchema);
