import { Schema } from "mongoose";
import { defineTenantModel } from "../../../core/tenancy/tenant-model.js";
import type { LabourRules, OrderState, OrderType, ShiftStatus } from "../contract/index.js";

/** A shift: a person's (or, open, nobody's yet) hours on a day, a draft until published. */
export interface ShiftDoc {
  userId: string | null;
  date: string;
  start: number;
  end: number;
  breakMinutes: number;
  status: ShiftStatus;
  departmentId?: string;
  officeId?: string;
  skill?: string;
  note?: string;
  confirmedAt?: Date | null;
  /** The order that holds the shift while a trade or cover is decided (a second one is refused). */
  pendingOrderId?: string | null;
}
export const ShiftModel = defineTenantModel<ShiftDoc>(
  "SchedulingShift",
  {
    userId: { type: String, default: null },
    date: { type: String, required: true },
    start: { type: Number, required: true },
    end: { type: Number, required: true },
    breakMinutes: { type: Number, default: 0 },
    status: { type: String, required: true, enum: ["draft", "published"] },
    departmentId: { type: String },
    officeId: { type: String },
    skill: { type: String },
    note: { type: String },
    confirmedAt: { type: Date, default: null },
    pendingOrderId: { type: String, default: null },
  },
  {
    collection: "scheduling_shifts",
    indexes: [
      { fields: { userId: 1, date: 1 } },
      { fields: { departmentId: 1, date: 1 } },
      { fields: { officeId: 1, date: 1 } },
    ],
  },
);

/** A schedule order (spec "Schedule order"): availability, trade, cover or an open-shift claim, with its state. */
export interface OrderDoc {
  type: OrderType;
  state: OrderState;
  requesterId: string;
  colleagueId?: string | null;
  shiftId?: string | null;
  targetShiftId?: string | null;
  date?: string | null;
  start?: number | null;
  end?: number | null;
  note?: string;
  departmentId?: string | null;
  officeId?: string | null;
  decidedBy?: string | null;
}
export const OrderModel = defineTenantModel<OrderDoc>(
  "SchedulingOrder",
  {
    type: { type: String, required: true },
    state: { type: String, required: true },
    requesterId: { type: String, required: true },
    colleagueId: { type: String, default: null },
    shiftId: { type: String, default: null },
    targetShiftId: { type: String, default: null },
    date: { type: String, default: null },
    start: { type: Number, default: null },
    end: { type: Number, default: null },
    note: { type: String },
    departmentId: { type: String, default: null },
    officeId: { type: String, default: null },
    decidedBy: { type: String, default: null },
  },
  {
    collection: "scheduling_orders",
    indexes: [
      { fields: { requesterId: 1, createdAt: -1 } },
      { fields: { colleagueId: 1, state: 1 } },
      { fields: { state: 1, createdAt: -1 } },
      { fields: { type: 1, date: 1 } },
    ],
  },
);

/** The company's scheduling settings: one document per company. */
export interface SettingsDoc {
  manageScheduleOrder: boolean;
  requireConfirmation: boolean;
  holidays: "warn" | "refuse";
  rules: LabourRules;
}
export const SettingsModel = defineTenantModel<SettingsDoc>(
  "SchedulingSettings",
  {
    key: { type: String, default: "company" },
    manageScheduleOrder: { type: Boolean, default: true },
    requireConfirmation: { type: Boolean, default: false },
    holidays: { type: String, default: "refuse" },
    rules: { type: Schema.Types.Mixed },
  },
  { collection: "scheduling_settings", indexes: [{ fields: { key: 1 }, options: { unique: true } }] },
);

/** What scheduling knows of a person: part-time (spec §9) and the skills open shifts may require. */
export interface ProfileDoc {
  userId: string;
  partTime: boolean;
  skills: string[];
}
export const ProfileModel = defineTenantModel<ProfileDoc>(
  "SchedulingProfile",
  {
    userId: { type: String, required: true },
    partTime: { type: Boolean, default: false },
    skills: { type: [String], default: [] },
  },
  { collection: "scheduling_profiles", indexes: [{ fields: { userId: 1 }, options: { unique: true } }] },
);

export interface TemplateDoc {
  name: string;
  start: number;
  end: number;
  breakMinutes: number;
  skill?: string;
}
export const TemplateModel = defineTenantModel<TemplateDoc>(
  "SchedulingTemplate",
  {
    name: { type: String, required: true, trim: true },
    start: { type: Number, required: true },
    end: { type: Number, required: true },
    breakMinutes: { type: Number, default: 0 },
    skill: { type: String },
  },
  {
    collection: "scheduling_templates",
    indexes: [{ fields: { name: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } }],
  },
);

/** The minimum staffing per slot a leader sets for a department or office (`scope` is `d:<id>` or `o:<id>`). */
export interface CoverageDoc {
  scope: string;
  slots: Array<{ start: number; end: number; minimum: number; weekdays?: number[] }>;
}
export const CoverageModel = defineTenantModel<CoverageDoc>(
  "SchedulingCoverage",
  { scope: { type: String, required: true }, slots: { type: Schema.Types.Mixed, default: [] } },
  { collection: "scheduling_coverage", indexes: [{ fields: { scope: 1 }, options: { unique: true } }] },
);

/** A person's iCal feed of their own shifts (the leave feed's mechanism: only the secret's hash is kept). */
export interface FeedDoc {
  userId: string;
  secretHash: string | null;
}
export const FeedModel = defineTenantModel<FeedDoc>(
  "SchedulingFeed",
  { userId: { type: String, required: true }, secretHash: { type: String, default: null } },
  {
    collection: "scheduling_feeds",
    indexes: [
      { fields: { userId: 1 }, options: { unique: true } },
      {
        fields: { secretHash: 1 },
        options: { unique: true, partialFilterExpression: { secretHash: { $type: "string" } } },
      },
    ],
  },
);

export const schedulingModels = [
  ShiftModel,
  OrderModel,
  SettingsModel,
  ProfileModel,
  TemplateModel,
  CoverageModel,
  FeedModel,
];
