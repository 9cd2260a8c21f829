import { type ChildProcess, spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";

/**
 * Starts a Node child process (tsx loaded) and resolves with the first line it prints that `answers` (any line by
 * default); the other lines (say, --trace-gc's) go to this process's stderr.
 */
export function start(
  args: string[],
  env: Record<string, string> = {},
  answers: (line: string) => boolean = () => true,
): { child: ChildProcess; line: Promise<string> } {
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, ...env },
  });
  const line = new Promise<string>((resolve, reject) => {
    let answered = false;
    createInterface({ input: child.stdout! }).on("line", (next) => {
      if (!answered && answers(next)) {
        answered = true;
        resolve(next);
      } else process.stderr.write(`${next}\n`);
    });
    child.once("exit", (code) => reject(new Error(`${args.at(-1)} exited early (${code})`)));
  });
  return { child, line };
}

/**
 * The V8 flags the product gives every process, the app's under `npm start` and the engine's under `npm run db`
 * (package.json, Dockerfile; under `npm start` the engine's thread shares the app's): its young generation
 * (`BENCH_SEMI_SPACE=0` leaves V8's default, 16 MB) and V8's background threads sized to the machine
 * (`--v8-pool-size=0`: one fewer than its cores, where Node otherwise starts four whatever the machine: bench/README.md
 * "bench:clock", thirteenth pass; `BENCH_V8_POOL=4` gives Node's default back, to compare). A bench measures what
 * users run, so its processes get them too.
 */
export function processFlags(): string[] {
  return [
    ...(process.env.BENCH_SEMI_SPACE === "0" ? [] : [`--max-semi-space-size=${process.env.BENCH_SEMI_SPACE ?? 64}`]),
    `--v8-pool-size=${process.env.BENCH_V8_POOL ?? 0}`,
  ];
}

/**
 * The node flags `npm start` gives the app (package.json, Dockerfile): `processFlags()`'s and no allocation-site
 * pretenuring (bench/README.md "The app's V8 flags": V8 otherwise starts allocating request-scoped objects straight
 * in the old generation, and each scavenge then keeps and promotes what those dead objects point to).
 * `BENCH_PRETENURING=1` gives V8's default back, to compare.
 */
export function appFlags(): string[] {
  return [...processFlags(), ...(process.env.BENCH_PRETENURING === "1" ? [] : ["--no-allocation-site-pretenuring"])];
}

/**
 * The embedded engine in its own process (in memory), as a MongoDB server runs beside the app in production, or
 * nothing with `BENCH_ENGINE=in-process` (the app then starts it inside its own process). The engine is stopped when
 * this process exits, even after a failure (it would otherwise hold the output pipe open).
 */
export async function startEngine(
  nodeFlags: string[] = [],
): Promise<{ engine: ReturnType<typeof start> | undefined; dbUri: string | undefined }> {
  if (process.env.BENCH_ENGINE === "in-process") return { engine: undefined, dbUri: undefined };
  const engine = start(
    [
      ...processFlags(),
      ...nodeFlags,
      "--import",
      "tsx",
      new URL("../core/db/embedded/cli.ts", import.meta.url).pathname,
      ...(process.env.BENCH_ENGINE_SOCKET === "1"
        ? ["--socket", join(tmpdir(), `workforce-bench-engine-${process.pid}.sock`)]
        : ["--port", "0"]),
      "--in-memory",
      "--quiet",
    ],
    {},
    (line) => line.includes("mongodb://"),
  );
  process.once("exit", () => engine.child.kill("SIGTERM"));
  const dbUri = /(mongodb:\/\/\S+)/.exec(await engine.line)?.[1];
  if (!dbUri) throw new Error("the engine did not print its URI");
  return { engine, dbUri };
}

/** Node flags from an environment variable (`BENCH_APP_FLAGS="--trace-gc --trace-gc-nvp"`), none when unset. */
export function flagsFrom(name: string): string[] {
  return process.env[name]?.split(" ").filter(Boolean) ?? [];
}

/** An autocannon latency distribution on one line, to tell a slow tail from a slow median. */
export function latencyLine(l: {
  p10: number;
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  p97_5: number;
  p99: number;
  p99_9: number;
  max: number;
}): string {
  return `p10 ${l.p10}, p25 ${l.p25}, p50 ${l.p50}, p75 ${l.p75}, p90 ${l.p90}, p97.5 ${l.p97_5}, p99 ${l.p99}, p99.9 ${l.p99_9}, max ${l.max}`;
}
