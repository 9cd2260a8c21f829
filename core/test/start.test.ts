import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** Runs `core/main.ts` as `npm start` does, with `env` on top of this process's environment. */
function start(env: Record<string, string>): Started {
  const child = spawn(tsx, ["core/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  return { child, output: () => output };
}

/** Resolves with the address main prints once it listens; rejects if the process exits first. */
function listeningAddress({ child, output }: Started): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (): void => {
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        cleanup();
        resolve(match[1]);
      }
    };
    const onExit = (code: number | null): void => {
      cleanup();
      reject(new Error(`main exited with ${code} before listening:\n${output()}`));
    };
    const cleanup = (): void => {
      child.stdout?.off("data", onData);
      child.off("exit", onExit);
    };
    child.stdout?.on("data", onData);
    child.once("exit", onExit);
  });
}

async function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, "exit")) as [number | null];
  return code;
}

describe("npm start (core/main.ts)", () => {
  let running: ChildProcess | undefined;
  let dataDir: string | undefined;

  afterEach(async () => {
    if (running && running.exitCode === null && running.signalCode === null) {
      running.kill("SIGKILL");
      await once(running, "exit");
    }
    running = undefined;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it("serves /api/health on the database it started, then exits cleanly on SIGTERM", async () => {
    // With MONGODB_URI set (npm test against a real MongoDB) main uses it instead of the embedded engine.
    const expectedDb = process.env.MONGODB_URI ? "mongodb" : "embedded";
    dataDir = await mkdtemp(join(tmpdir(), "workforce-start-"));
    const started = start({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" });
    running = started.child;

    const address = await listeningAddress(started);
    const response = await fetch(`${address}/api/health`);
    expect(response.status).toBe(200);
    const pkg = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as { version: string };
    expect(await response.json()).toEqual({ status: "ok", version: pkg.version, db: expectedDb });
    if (expectedDb === "embedded") expect((await stat(join(dataDir, "db"))).isDirectory()).toBe(true);

    started.child.kill("SIGTERM");
    expect(await exitCode(started.child), started.output()).toBe(0);
    // the first start seeds the whole demo company (every module's year): minutes on a busy machine
  }, 300_000);

  it("exits with 1 and a readable message when the configuration is invalid", async () => {
    const started = start({ PORT: "not-a-port" });
    running = started.child;
    expect(await exitCode(started.child)).toBe(1);
    expect(started.output()).toContain('PORT must be an integer from 0 to 65535, got "not-a-port"');
  });
});
