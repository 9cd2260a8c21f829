import { Schema } from "mongoose";
import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { CustomValues } from "../../contract/custom-fields.js";
import type { Avatar } from "../../contract/images.js";
import type { Address, Schedule, TerminationType, WorkerStatus } from "../../contract/workers.js";
import { AddressSchema } from "../address.schema.js";

/** A worker of a company (spec §3 "Worker"). Dates without time are ISO strings (YYYY-MM-DD). */
export interface WorkerDoc {
  /** The sign-in account (core/auth users), created or joined with addMember. */
  userId: string;
  email: string;
  name: string;
  lastName?: string;
  nickname?: string;
  birthdate?: string;
  gender?: string;
  maritalStatus?: string;
  race?: string;
  disability?: string;
  sexualOrientation?: string;
  educationLevel?: string;
  nationality?: string;
  phone?: string;
  emergencyContact?: string;
  address?: Address;
  departmentId?: string;
  officeId?: string;
  roleId?: string;
  contractType?: string;
  salary?: number;
  variablePay?: number;
  lastIncrease?: string;
  bank?: string;
  bankId?: string;
  accountNumber?: string;
  startDateAtCompany?: string;
  referenceWorkerId: string | null;
  schedule: Schedule;
  status: WorkerStatus;
  statusDate?: Date;
  terminate?: { lastDayWork: string; type: TerminationType; reason?: string };
  /** Training area (contract/courses.ts); `courseOther` holds the free text of `another`. */
  course?: string;
  courseOther?: string;
  /** Values of the company's worker extra fields, by field id (server/custom-fields). */
  extraFields?: CustomValues;
  /** The profile picture (server/images), stored through core/files with its _50x50 and _200x200 variants. */
  avatar?: Avatar;
}

const AvatarSchema = new Schema({ src: String, path: String, size: Number, name: String }, { _id: false });

const TerminateSchema = new Schema({ lastDayWork: String, type: { type: String }, reason: String }, { _id: false });

export const WorkerModel = defineTenantModel<WorkerDoc>(
  "PeopleWorker",
  {
    userId: { type: String, required: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    name: { type: String, required: true, trim: true },
    lastName: String,
    nickname: String,
    birthdate: String,
    gender: String,
    maritalStatus: String,
    race: String,
    disability: String,
    sexualOrientation: String,
    educationLevel: String,
    nationality: String,
    phone: String,
    emergencyContact: String,
    address: { type: AddressSchema, default: undefined },
    departmentId: String,
    officeId: String,
    roleId: String,
    contractType: String,
    salary: Number,
    variablePay: Number,
    lastIncrease: String,
    bank: String,
    bankId: String,
    accountNumber: String,
    startDateAtCompany: String,
    referenceWorkerId: { type: String, default: null },
    schedule: { type: Object, required: true },
    status: { type: String, enum: ["active", "terminated"], default: "active" },
    statusDate: Date,
    terminate: { type: TerminateSchema, default: undefined },
    course: String,
    courseOther: String,
    extraFields: { type: Schema.Types.Mixed, default: undefined },
    avatar: { type: AvatarSchema, default: undefined },
  },
  {
    collection: "people_workers",
    indexes: [
      // one live worker per address in a company
      { fields: { email: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
      { fields: { userId: 1 } },
      { fields: { name: 1, lastName: 1 } },
      { fields: { referenceWorkerId: 1 } },
      // a department's or an office's people (the leave calendar's scopes, the vacation planner)
      { fields: { departmentId: 1 } },
      { fields: { officeId: 1 } },
    ],
  },
);
