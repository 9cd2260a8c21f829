import { Worker } from "node:worker_threads";
import type { EmbeddedServer, EmbeddedServerOptions } from "./server.js";

/**
 * `startEmbeddedServer` in a thread of its own (what `npm start` runs without MONGODB_URI): the engine's documents
 * live in that thread's heap, so the app's garbage collections do not walk the whole database (a month report of a
 * 10,000-person company paid seconds for it), and the engine's work runs beside the app's on another core, as a
 * MongoDB server does beside the app in production. The app reaches it over the wire protocol as before. If the
 * thread stops without being asked, `onExit` hears it (the app cannot go on without its database).
 */
export function startEmbeddedServerThread(
  options: Omit<EmbeddedServerOptions, "log"> & {
    log?: (message: string) => void;
    onExit?: (error: Error) => void;
  } = {},
): Promise<EmbeddedServer> {
  const { log, onExit, ...serverOptions } = options;
  const worker = new Worker(threadEntry(), {
    workerData: { ...serverOptions, logs: Boolean(log) },
    resourceLimits: { maxYoungGenerationSizeMb: ENGINE_YOUNG_GENERATION_MB },
  });
  let closing: Promise<void> | undefined;
  return new Promise<EmbeddedServer>((resolve, reject) => {
    let started = false;
    worker.on("message", (message: { uri?: string; port?: number; error?: string; log?: string }) => {
      if (message.log !== undefined) log?.(message.log);
      else if (!started && message.error !== undefined) reject(new Error(message.error));
      else if (!started && message.uri) {
        started = true;
        resolve({
          uri: message.uri,
          port: message.port ?? 0,
          close() {
            closing ??= new Promise<void>((done, fail) => {
              worker.on("message", (m: { closed?: boolean; error?: string }) => {
                if (!m.closed) return;
                void worker.terminate();
                if (m.error) fail(new Error(m.error));
                else done();
              });
              worker.postMessage("close");
            });
            return closing;
          },
        });
      }
    });
    // a thread that fails emits "error" then "exit": the caller hears of it once
    let stopped = false;
    const stop = (error: Error) => {
      if (!started) reject(error);
      else if (!closing && !stopped) onExit?.(error);
      stopped = true;
    };
    worker.on("error", stop);
    worker.on("exit", (code) => stop(new Error(`the engine's thread stopped (exit code ${code})`)));
  });
}

/**
 * The engine thread's young generation, in MB (several times V8's default): an answer's garbage (the candidates, the
 * groups, the BSON being written) lives as long as the request, and in a young generation this size it dies there
 * instead of being promoted into an old generation that holds the whole database, whose every major collection walks
 * a million documents (the 10,000-person month report: bench/README.md "bench:timesheet", seventh pass). Reserved as
 * it is used.
 */
const ENGINE_YOUNG_GENERATION_MB = 192;

/**
 * The thread's entry: the compiled `thread-worker.js`, or, run from TypeScript source (tsx: `npm start`, the benches),
 * a small module that loads tsx's hooks in the thread first (a thread does not inherit its parent's) and then the
 * `.ts` source.
 */
function threadEntry(): URL {
  if (!import.meta.url.endsWith(".ts")) return new URL("./thread-worker.js", import.meta.url);
  const source = new URL("./thread-worker.ts", import.meta.url).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  const bootstrap = `import { register } from ${JSON.stringify(tsx)}; register(); await import(${JSON.stringify(source)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`);
}
