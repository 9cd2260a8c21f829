import { findMember } from "../../../../core/auth/users.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleProfiles, ProfileRecord } from "../../contract/profiles.js";
import { relationTo, viewerOf } from "../workers/field-access.js";
import { WorkerModel } from "../workers/workers.model.js";

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** The `people.profiles` service (contract/records.ts): worker records and the field-access relation. */
export function createPeopleProfiles(): PeopleProfiles {
  return {
    async record(ctx, workerId) {
      if (!OBJECT_ID.test(workerId)) return null;
      const doc = await scoped(ctx, WorkerModel).findById(workerId);
      if (!doc) return null;
      const member = await findMember(ctx.companyId, doc.userId);
      const out: ProfileRecord = {
        workerId: String(doc._id),
        userId: doc.userId,
        email: doc.email,
        name: doc.name,
        locale: member?.locale ?? "en",
        status: doc.status,
      };
      if (doc.lastName) out.lastName = doc.lastName;
      if (doc.birthdate) out.birthdate = doc.birthdate;
      if (doc.phone) out.phone = doc.phone;
      if (doc.nationality) out.nationality = doc.nationality;
      if (doc.address) out.address = doc.address;
      if (doc.startDateAtCompany) out.startDateAtCompany = doc.startDateAtCompany;
      if (doc.contractType) out.contractType = doc.contractType;
      if (typeof doc.salary === "number") out.salary = doc.salary;
      return out;
    },

    async relation(ctx, workerId) {
      if (!OBJECT_ID.test(workerId)) return null;
      if (!(await scoped(ctx, WorkerModel).findById(workerId, { projection: { _id: 1 } }))) return null;
      return relationTo(ctx, await viewerOf(ctx), workerId);
    },

    async ownWorkerId(ctx) {
      if (ctx.actor.kind !== "user") return null;
      const own = await scoped(ctx, WorkerModel).findOne({ userId: ctx.actor.userId }, { projection: { _id: 1 } });
      return own ? String(own._id) : null;
    },
  };
}
