import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { startEmbeddedServer } from "./server.js";

// The whole database lives in this process's heap, so every major GC marks all of it (about 400 ms of helper-thread
// CPU for a 200 MB heap), on threads that on a small machine compete with the app for its cores. V8 grows the old
// generation only a little past what is live when marking is fast: under bench:clock's rush that was a major GC every
// ~3 s (17 in a run); growing it to four times what is live left 9 in a run, none in the rush, and the rush's p99 went
// from 135-157 ms to 83-152 ms (median ~99) in the runs of bench/README.md "bench:clock", "Fifth pass".
setFlagsFromString("--heap-growing-percent=300");
// The young generation cannot be set from here (V8 sizes it when the process starts): `npm run db` passes
// `--max-semi-space-size=64`, the 192 MB young generation the engine's thread gets under `npm start` (thread.ts), so
// an answer's garbage dies young instead of being promoted into the old generation that holds the whole database
// (bench:clock: with V8's default 16 MB the engine ran a full GC inside the paced rush's 10 s in most runs; with 64
// MB, in none of 3; bench/README.md "bench:clock", "Seventh pass").

/**
 * Standalone engine: `npm run db -- --port 27018 --dbpath ./data/db`.
 * Prints the URI once it serves; stops cleanly on SIGINT/SIGTERM.
 */
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "27018" },
    dbpath: { type: "string", default: "./data/db" },
    socket: { type: "string" },
    "in-memory": { type: "boolean", default: false },
    "snapshot-bytes": { type: "string" },
    quiet: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});

if (values.help) {
  console.log(
    "Usage: npm run db -- [--port 27018] [--dbpath ./data/db] [--socket /path/to.sock] [--in-memory] [--snapshot-bytes N]",
  );
  process.exit(0);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be an integer between 0 and 65535, got "${values.port}"`);
  process.exit(2);
}

const server = await startEmbeddedServer({
  port,
  dbPath: values["in-memory"] ? undefined : values.dbpath,
  socketPath: values.socket,
  snapshotAfterBytes: values["snapshot-bytes"] ? Number(values["snapshot-bytes"]) : undefined,
  log: values.quiet ? undefined : (m) => console.error(`[engine] ${m}`),
});
console.log(
  `Embedded MongoDB-compatible engine serving ${values["in-memory"] ? "in memory" : values.dbpath} at ${server.uri}`,
);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.error(`[engine] ${signal}: closing`);
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
