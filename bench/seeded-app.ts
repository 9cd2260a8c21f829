import mongoose, { Types } from "mongoose";
import pino from "pino";
import { buildApp } from "../core/app.js";
import { UserModel } from "../core/auth/users.model.js";
import { loadConfig } from "../core/config.js";
import { systemContext } from "../core/context.js";
import { startEmbeddedServer } from "../core/db/embedded/index.js";
import { startEmbeddedServerThread } from "../core/db/embedded/thread.js";
import { DEMO_PASSWORD, seedDemo } from "../core/seed/demo-seed.js";
import { createLeaveTypesService } from "../modules/leave/server/types/types.service.js";

/** Progress on stderr (stdout is the benches' answer channel), timed from the start of the process. */
const started = Date.now();
export const say = (what: string) =>
  process.stderr.write(`  [seed ${((Date.now() - started) / 1000).toFixed(0)} s] ${what}\n`);

/**
 * The app with the product's modules, listening on loopback, over `dbUri` (an engine in another process) or an
 * embedded engine of this process (in its own thread with `thread`, as `npm start` runs it; else on the app's), and a
 * demo tenant of `workers` people (country br) with the br leave pack, signed in as its admin. What the leave and
 * planner benchmarks start from.
 */
export async function startSeededApp(options: { dbName: string; workers: number; dbUri?: string; thread?: boolean }) {
  const log = pino({ level: "silent" });
  const engine = options.dbUri
    ? undefined
    : options.thread
      ? await startEmbeddedServerThread({})
      : await startEmbeddedServer({});
  await mongoose.connect(options.dbUri ?? engine!.uri, { dbName: options.dbName });
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", PORT: "0" });
  const app = await buildApp({ config, version: "bench", db: "embedded" });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });

  const logins = await seedDemo({ log, workers: options.workers - 3, modules: app.modules });
  say(`${options.workers} people`);
  const login = await app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: logins![0]!.email, password: DEMO_PASSWORD },
  });
  const { token, session } = login.json<{ token: string; session: { activeCompanyId: string } }>();
  const companyId = session.activeCompanyId;
  const ctx = systemContext({ companyId, name: "bench-seed", log });
  // the demo seed may already have chosen the pack (it adds only what is missing): read the company's types after
  // the benchmark seeds without subscribers: its service emits to nobody
  const leaveTypesService = createLeaveTypesService({ events: { emit: async () => {} } });
  await leaveTypesService.choosePack(ctx, "br");
  const vacation = (await leaveTypesService.list(ctx)).find((t) => t.title.en === "Vacation")!;
  const userIds = (
    await UserModel.find(
      { "memberships.companyId": new Types.ObjectId(companyId), isFounder: { $ne: true } },
      { _id: 1 },
    )
      .sort({ _id: 1 })
      .lean()
      .exec()
  ).map((u) => String(u._id));

  return {
    app,
    address,
    token,
    companyId,
    ctx,
    vacation,
    userIds,
    async close() {
      await app.close();
      await mongoose.disconnect();
      await engine?.close();
    },
  };
}
