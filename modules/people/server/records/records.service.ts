import { Types } from "mongoose";
import type { ServiceContext } from "../../../../core/context.js";
import { deepFreeze, TenantReadCache } from "../../../../core/tenancy/read-cache.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleRecords, PersonRecord } from "../../contract/records.js";
import { WorkerModel, type WorkerDoc } from "../workers/workers.model.js";

const PROJECTION = {
  userId: 1,
  name: 1,
  lastName: 1,
  email: 1,
  status: 1,
  referenceWorkerId: 1,
  departmentId: 1,
  officeId: 1,
  roleId: 1,
  contractType: 1,
  startDateAtCompany: 1,
  terminate: 1,
  salary: 1,
  variablePay: 1,
  lastIncrease: 1,
  birthdate: 1,
  gender: 1,
  race: 1,
  disability: 1,
  sexualOrientation: 1,
  educationLevel: 1,
} as const;

type Row = Partial<WorkerDoc> & { _id: unknown };

function toRecord(doc: Row): PersonRecord {
  const out: PersonRecord = {
    workerId: String(doc._id),
    userId: doc.userId ?? "",
    name: [doc.name, doc.lastName].filter(Boolean).join(" "),
    email: doc.email ?? "",
    status: doc.status === "terminated" ? "terminated" : "active",
    referenceWorkerId: doc.referenceWorkerId ?? null,
  };
  const optional = [
    "departmentId",
    "officeId",
    "roleId",
    "contractType",
    "startDateAtCompany",
    "salary",
    "variablePay",
    "lastIncrease",
    "birthdate",
    "gender",
    "race",
    "disability",
    "sexualOrientation",
    "educationLevel",
  ] as const;
  for (const key of optional) {
    const value = doc[key];
    if (value !== undefined && value !== null && value !== "") (out as unknown as Record<string, unknown>)[key] = value;
  }
  if (doc.terminate?.lastDayWork) out.terminate = { lastDayWork: doc.terminate.lastDayWork, type: doc.terminate.type };
  return out;
}

/** people.records (contract/records.ts): whole-company reads for payroll and analytics, and the pay write. */
export function createPeopleRecords(): PeopleRecords {
  // a company's records, shared by the payroll period and the analytics dashboards while no worker changes (on any
  // instance); a 10,000-person company's weigh about 5 MB, so a few companies are kept
  const everyone = new TenantReadCache<readonly PersonRecord[]>({ models: [WorkerModel], maxEntries: 20 });
  return {
    async all(ctx: ServiceContext) {
      return everyone.get(ctx, "all", async () => {
        const rows = await scoped(ctx, WorkerModel).find({}, { projection: { ...PROJECTION } });
        return deepFreeze((rows as Row[]).map(toRecord));
      });
    },
    async byId(ctx, workerId) {
      if (!Types.ObjectId.isValid(workerId)) return null;
      const row = await scoped(ctx, WorkerModel).findOne({ _id: workerId }, { projection: { ...PROJECTION } });
      return row ? toRecord(row as Row) : null;
    },
    async setCompensation(ctx, workerId, input) {
      if (!Types.ObjectId.isValid(workerId)) return null;
      const workers = scoped(ctx, WorkerModel);
      const before = await workers.findOne({ _id: workerId }, { projection: { ...PROJECTION } });
      if (!before) return null;
      const $set: Partial<WorkerDoc> = { salary: input.salary };
      if (input.variablePay !== undefined) $set.variablePay = input.variablePay;
      if ((before.salary ?? 0) < input.salary) $set.lastIncrease = input.effectiveDay;
      // conditional on the salary read: a concurrent change makes this one miss rather than overwrite it blindly
      const after = await workers.findOneAndUpdate(
        { _id: workerId, salary: before.salary ?? { $exists: false } },
        { $set },
      );
      if (!after) return null;
      return { before: toRecord(before as Row), after: toRecord(after as Row) };
    },
  };
}
