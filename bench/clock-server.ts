/**
 * The server side of `npm run bench:clock`, its own process like leave-server.ts: the app with the product's modules
 * on the database at `BENCH_DB_URI` (the embedded engine in its own process) and a tenant of `BENCH_WORKERS` people
 * (default 10,000), each signed in (a session made directly, as after signing in). Prints one JSON line
 * `{ url, companyId, adminToken, tokens, earlyTokens, pacedTokens }` when ready.
 *
 * `BENCH_EARLY` more people (default 1,000) come first: their punches, before the rush, are not measured
 * (`earlyTokens`). `BENCH_PACED` more (default 10,000) punch in after the rush at a steady rate (`pacedTokens`).
 *
 * The tenant: the demo seed of `BENCH_SEED_WORKERS` people (default 60: every module's demo data, the clock's year of
 * punch history for them), then the other people bulk-inserted as copies of a seeded worker (bench/bulk-people.ts).
 */
import { Types } from "mongoose";
import { createSession } from "../core/auth/sessions.service.js";
import { peopleDirectory } from "../modules/people/contract/directory.js";
import { providedService } from "../core/modules/define-module.js";
import { addCopiedPeople } from "./bulk-people.js";
import { say, startSeededApp } from "./seeded-app.js";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 10_000);
// the early birds: people of the same company who punch in before the rush (the server warm, as it is by 8 am)
const EARLY = Number(process.env.BENCH_EARLY ?? 1_000);
// the people of the paced rush (clock.bench.ts): punches arriving at a steady rate rather than as fast as answered
const PACED = Number(process.env.BENCH_PACED ?? 10_000);
const SEEDED = Math.min(WORKERS, Number(process.env.BENCH_SEED_WORKERS ?? 60));
const { app, address, token, companyId, ctx, close } = await startSeededApp({
  dbName: "bench_clock",
  workers: SEEDED,
  dbUri: process.env.BENCH_DB_URI,
});
const people = providedService(app.modules, peopleDirectory)!;

/**
 * Adds the people, signs them in and prints the ready line. A function, so the 21,000 workers and tokens it reads
 * are garbage once printed: kept in this module's scope they stayed in the app's heap for the whole run (~400,000
 * objects, a fifth of what each of the app's full GCs marked), which a server in production does not carry.
 */
async function prepare(): Promise<string> {
  const added = await addCopiedPeople(ctx, people, WORKERS + EARLY + PACED);
  say(`${added} people bulk-inserted after the demo seed's ${WORKERS + EARLY + PACED - added} (bench/bulk-people.ts)`);
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
  return `${JSON.stringify({
    url: address,
    companyId,
    adminToken: token,
    tokens: tokens.slice(0, WORKERS),
    earlyTokens: tokens.slice(WORKERS, WORKERS + EARLY),
    pacedTokens: tokens.slice(WORKERS + EARLY),
  })}\n`;
}
process.stdout.write(await prepare());

const stop = async () => {
  await close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
