/**
 * A big tenant for the clock's benchmarks, quickly: the demo seed of a few people (every module's demo data), then the
 * others bulk-inserted as copies of the last seeded worker (an account with the company's membership and a worker
 * profile: the same schedule, office and department, their own name, address and user id), through the models (so
 * the write versions move as for any write). The demo seed of 10,000 people runs for more than 25 minutes on the
 * shared machine; what the clock reads of a person (the profile, the schedule, the punches) is the same either way.
 */
import { Types } from "mongoose";
import { UserModel } from "../core/auth/users.model.js";
import type { ServiceContext } from "../core/context.js";
import type { PeopleDirectory } from "../modules/people/contract/directory.js";
import { WorkerModel } from "../modules/people/server/workers/workers.model.js";

export async function addCopiedPeople(ctx: ServiceContext, people: PeopleDirectory, total: number): Promise<number> {
  const company = new Types.ObjectId(ctx.companyId);
  const template = await WorkerModel.findOne({ companyId: company, status: "active" }).sort({ _id: -1 }).lean().exec();
  const templateUser = template ? await UserModel.findById(template.userId).lean().exec() : null;
  if (!template || !templateUser) throw new Error("the demo seed made no active worker to copy");
  const existing = await people.activeCount(ctx);
  const CHUNK = 1000;
  for (let from = existing; from < total; from += CHUNK) {
    const users: Array<Record<string, unknown>> = [];
    const workers: Array<Record<string, unknown>> = [];
    for (let i = from; i < Math.min(total, from + CHUNK); i++) {
      const userId = new Types.ObjectId();
      const email = `bench.person.${i}@bench.workforce.test`;
      const { _id: _u, ...user } = templateUser as unknown as Record<string, unknown>;
      users.push({ ...user, _id: userId, email, name: `Bench Person ${i}` });
      const { _id: _w, createdAt: _c, updatedAt: _up, ...worker } = template as unknown as Record<string, unknown>;
      workers.push({
        ...worker,
        _id: new Types.ObjectId(),
        companyId: company,
        userId: String(userId),
        email,
        name: "Bench",
        lastName: `Person ${i}`,
      });
    }
    await UserModel.insertMany(users);
    await WorkerModel.insertMany(workers);
  }
  return Math.max(0, total - existing);
}
