/**
 * The server side of `npm run bench:clock`, its own process like leave-server.ts: the app with the product's modules
 * on the database at `BENCH_DB_URI` (the embedded engine in its own process) and a tenant of `BENCH_WORKERS` people
 * (default 10,000), each signed in (a session made directly, as after signing in). Prints one JSON line
 * `{ url, companyId, adminToken, tokens }` when ready.
 *
 * The tenant: the demo seed of `BENCH_SEED_WORKERS` people (default 60: every module's demo data, the clock's year of
 * punch history for them), then the other people bulk-inserted as copies of a seeded worker (an account with the
 * company's membership and a worker profile: the same schedule, office and department, their own name, address and
 * user id). The demo seed of 10,000 people runs for more than 25 minutes on the shared machine and adds nothing the
 * punch path reads (a punch reads the person's profile and punches, the company's settings).
 */
import { Types } from "mongoose";
import { createSession } from "../core/auth/sessions.service.js";
import { UserModel } from "../core/auth/users.model.js";
import { peopleDirectory } from "../modules/people/contract/directory.js";
import { providedService } from "../core/modules/define-module.js";
import { WorkerModel } from "../modules/people/server/workers/workers.model.js";
import { say, startSeededApp } from "./seeded-app.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 10_000);
const SEEDED = Math.min(WORKERS, Number(process.env.BENCH_SEED_WORKERS ?? 60));
const { app, address, token, companyId, ctx, close } = await startSeededApp({
  dbName: "bench_clock",
  workers: SEEDED,
  dbUri: process.env.BENCH_DB_URI,
});
const people = providedService(app.modules, peopleDirectory)!;

// the rest of the people, as copies of the last seeded worker (an ordinary person: no team, no admin level)
const company = new Types.ObjectId(companyId);
const template = await WorkerModel.findOne({ companyId, status: "active" }).sort({ _id: -1 }).lean().exec();
const templateUser = template ? await UserModel.findById(template.userId).lean().exec() : null;
if (!template || !templateUser) throw new Error("the demo seed made no active worker to copy");
const existing = await people.activeCount(ctx);
const CHUNK = 1000;
for (let from = existing; from < WORKERS; from += CHUNK) {
  const users: Array<Record<string, unknown>> = [];
  const workers: Array<Record<string, unknown>> = [];
  for (let i = from; i < Math.min(WORKERS, from + CHUNK); i++) {
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
say(`${WORKERS - existing} people bulk-inserted after the demo seed's ${existing}`);

const workers = await people.listActive(ctx);
const tokens: string[] = [];
for (const w of workers) {
  const created = await createSession(
    { now: () => new Date(), log: ctx.log },
    { userId: w.userId, activeCompanyId: new Types.ObjectId(companyId), activeLevel: "requester" },
  );
  tokens.push(created.token);
}
say(`${tokens.length} people with a worker profile signed in`);
process.stdout.write(`${JSON.stringify({ url: address, companyId, adminToken: token, tokens })}\n`);

const stop = async () => {
  await close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
