import { parentPort, workerData } from "node:worker_threads";
import { startEmbeddedServer, type EmbeddedServerOptions } from "./server.js";

/**
 * The engine's thread (thread.ts): starts the server with the options it was given, says its URI, and closes it
 * (journal flushed, data directory unlocked) when told to.
 */
const options = workerData as Omit<EmbeddedServerOptions, "log"> & { logs?: boolean };
const port = parentPort!;
try {
  const server = await startEmbeddedServer({
    ...options,
    ...(options.logs ? { log: (message: string) => port.postMessage({ log: message }) } : {}),
  });
  port.on("message", (message: unknown) => {
    if (message !== "close") return;
    server.close().then(
      () => port.postMessage({ closed: true }),
      (error: unknown) => port.postMessage({ closed: true, error: String(error) }),
    );
  });
  port.postMessage({ uri: server.uri, port: server.port });
} catch (error) {
  port.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
