/**
 * The server side of `npm run bench:api`, run as its own process so the load generator does not share its
 * event loop: an embedded engine, the app with the example module, one tenant with 1,000 records. Prints one
 * JSON line `{ url, token, companyId }` when ready.
 */
import mongoose from "mongoose";
import { exampleModule } from "../modules/example/server/index.js";
import { NoteModel } from "../modules/example/server/notes.model.js";
import { buildApp } from "../core/app.js";
import { loadConfig } from "../core/config.js";
import { startEmbeddedServer } from "../core/db/embedded/index.js";

const RECORDS = Number(process.env.BENCH_RECORDS ?? 1000);
const engine = await startEmbeddedServer({});
await mongoose.connect(engine.uri, { dbName: "bench_api" });
const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "production", PORT: "0" });
const app = await buildApp({ config, version: "bench", db: "embedded", modules: [exampleModule] });
const address = await app.listen({ port: 0, host: "127.0.0.1" });

const signup = await app.inject({
  method: "POST",
  url: "/api/auth/signup",
  payload: {
    you: { name: "Bench Admin", email: "bench@example.com", password: "bench-password" },
    company: { name: "Bench Co", countryId: "br", initNumWorkers: RECORDS },
    plan: "premium",
    pack: "moderate",
  },
});
const { token, session } = signup.json<{ token: string; session: { activeCompanyId: string } }>();
const companyId = session.activeCompanyId;
const docs = Array.from({ length: RECORDS }, (_, i) => ({
  companyId: new mongoose.Types.ObjectId(companyId),
  title: `Record ${String(i).padStart(5, "0")}`,
  body: "Lorem ipsum dolor sit amet, consectetur adipiscing elit.",
  authorId: "bench",
}));
await NoteModel.insertMany(docs);
process.stdout.write(`${JSON.stringify({ url: address, token, companyId })}\n`);

const stop = async () => {
  await app.close();
  await mongoose.disconnect();
  await engine.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
