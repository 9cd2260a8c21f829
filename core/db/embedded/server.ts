import type { Document } from "bson";
import { chmodSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { type Connection, runCommand, type ServerContext } from "./commands/index.js";
import { EngineError, ErrorCodes } from "./errors.js";
import { bindStore, Cursors } from "./query.js";
import { Store } from "./store.js";
import { encodeMsgReply, encodeOpReply, MAX_MESSAGE_SIZE, parseMessage, type Request } from "./wire.js";
import { TtlMonitor } from "./ttl.js";

export interface EmbeddedServerOptions {
  /** Data directory (journal and snapshots). Without it data lives in memory only. */
  dbPath?: string;
  /** TCP port on 127.0.0.1; 0 picks a free one. @default 0 */
  port?: number;
  /** Listen on a Unix socket (mode 0600) instead of TCP. */
  socketPath?: string;
  /** How often expired documents of TTL indexes are removed. @default 60000 */
  ttlMonitorIntervalMs?: number;
  /** Journal size after which a background snapshot compacts it. @default 67108864 (64 MiB) */
  snapshotAfterBytes?: number;
  /** Idle time after which a cursor is closed. @default 600000 */
  cursorTimeoutMs?: number;
  log?: (msg: string) => void;
}

export interface EmbeddedServer {
  /** A `mongodb://` URI any driver can use. */
  uri: string;
  port: number;
  close(): Promise<void>;
}

const LOOPBACK = "127.0.0.1";

/** Starts the MongoDB-compatible engine on loopback (or a Unix socket); never on a public interface. */
export async function startEmbeddedServer(options: EmbeddedServerOptions = {}): Promise<EmbeddedServer> {
  const log = options.log ?? (() => {});
  const store = new Store({ dbPath: options.dbPath, snapshotAfterBytes: options.snapshotAfterBytes, log });
  store.open();
  bindStore(store);
  const cursors = new Cursors(options.cursorTimeoutMs ?? 600_000);
  // tailable cursors waiting for data on a capped collection read again when a document is inserted there
  store.onCappedInsert = (coll) => cursors.notifyInserted(coll);
  const ctx: ServerContext = { store, cursors, sessions: new Map(), startedAt: new Date(), address: LOOPBACK };
  const ttl = new TtlMonitor(store, options.ttlMonitorIntervalMs ?? 60_000, log);
  const sockets = new Set<Socket>();
  const inFlight = new Set<Promise<void>>();
  let nextConnId = 1;

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.setNoDelay(true);
    const conn: Connection = {
      id: nextConnId++,
      remote: `${socket.remoteAddress ?? "unix"}:${socket.remotePort ?? 0}`,
    };
    handleConnection(ctx, conn, socket, inFlight);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  });

  const { port, uri } = await new Promise<{ port: number; uri: string }>((resolve, reject) => {
    server.once("error", reject);
    if (options.socketPath) {
      rmSync(options.socketPath, { force: true });
      server.listen(options.socketPath, () => {
        chmodSync(options.socketPath!, 0o600);
        resolve({ port: 0, uri: `mongodb://${encodeURIComponent(options.socketPath!)}/?directConnection=true` });
      });
    } else {
      server.listen(options.port ?? 0, LOOPBACK, () => {
        const addr = server.address();
        const p = typeof addr === "object" && addr ? addr.port : 0;
        resolve({ port: p, uri: `mongodb://${LOOPBACK}:${p}/?directConnection=true` });
      });
    }
  });
  ctx.address = options.socketPath ?? `${LOOPBACK}:${port}`;
  ttl.start();

  let closed: Promise<void> | undefined;
  return {
    uri,
    port,
    close() {
      closed ??= (async () => {
        ttl.stop();
        // awaitData getMores waiting for inserts answer now, so in-flight requests finish
        cursors.interrupt();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // let requests already being processed finish, then drop the connections
          void Promise.allSettled([...inFlight]).then(() => {
            for (const s of sockets) s.destroy();
          });
        });
        await Promise.allSettled([...inFlight]);
        await ttl.idle();
        cursors.close();
        await store.close();
      })();
      return closed;
    },
  };
}

/**
 * Reads framed messages off a socket and answers them in order. Requests on
 * one connection are processed one at a time (the protocol's ordering);
 * different connections run concurrently, so their writes share fsyncs.
 */
function handleConnection(ctx: ServerContext, conn: Connection, socket: Socket, inFlight: Set<Promise<void>>): void {
  let chunks: Buffer[] = [];
  let buffered = 0;
  const queue: Buffer[] = [];
  let busy = false;

  const pump = async (): Promise<void> => {
    if (busy) return;
    busy = true;
    while (queue.length > 0 && !socket.destroyed) {
      const msg = queue.shift()!;
      const work = handleMessage(ctx, conn, socket, msg);
      inFlight.add(work);
      try {
        await work;
      } finally {
        inFlight.delete(work);
      }
    }
    busy = false;
  };

  // Chunks are joined once a whole message is there (a 48 MB message arrives in many chunks).
  let expected = -1;
  socket.on("data", (data: Buffer) => {
    chunks.push(data);
    buffered += data.length;
    for (;;) {
      if (expected < 0) {
        if (buffered < 4) break;
        if (chunks[0]!.length < 8 && chunks.length > 1) chunks = [Buffer.concat(chunks, buffered)];
        const head = chunks[0]!;
        expected = head.readInt32LE(0);
        if (expected < 16 || expected > MAX_MESSAGE_SIZE) {
          // mongod answers an invalid length by closing the connection
          const requestId = head.length >= 8 ? head.readInt32LE(4) : 0;
          const err = new EngineError(
            ErrorCodes.ProtocolError,
            `recv(): message msgLen ${expected} is invalid. Min 16 Max: ${MAX_MESSAGE_SIZE}`,
          );
          socket.pause();
          socket.end(Buffer.concat(encodeMsgReply(requestId, err.toReply())));
          setTimeout(() => socket.destroy(), 1000).unref();
          chunks = [];
          buffered = 0;
          return;
        }
      }
      if (buffered < expected) break;
      const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, buffered);
      queue.push(all.subarray(0, expected));
      const rest = all.subarray(expected);
      chunks = rest.length > 0 ? [rest] : [];
      buffered = rest.length;
      expected = -1;
    }
    void pump();
  });
}

async function handleMessage(ctx: ServerContext, conn: Connection, socket: Socket, msg: Buffer): Promise<void> {
  let req: Request;
  try {
    req = parseMessage(msg);
  } catch (err) {
    const e = err instanceof EngineError ? err : new EngineError(ErrorCodes.ProtocolError, String(err));
    const requestId = msg.readInt32LE(4);
    write(socket, encodeMsgReply(requestId, e.toReply()));
    return;
  }
  if (req.kind === "query") {
    // Legacy OP_QUERY: only the handshake on admin.$cmd (or <db>.$cmd) is served.
    const [db, coll] = splitNs(req.collection);
    let body: Document = req.body;
    if (isWrapped(body)) body = body.$query as Document;
    const reply =
      coll === "$cmd"
        ? await runCommand(ctx, conn, body, db)
        : new EngineError(
            ErrorCodes.ProtocolError,
            "OP_QUERY is no longer supported. The client driver may require an upgrade.",
          ).toReply();
    write(socket, encodeOpReply(req.header.requestId, reply));
    return;
  }
  const reply = await runCommand(ctx, conn, req.body);
  if (req.moreToCome) return;
  write(socket, encodeMsgReply(req.header.requestId, reply));
}

function isWrapped(body: Document): boolean {
  return "$query" in body && typeof body.$query === "object" && body.$query !== null;
}

function splitNs(ns: string): [string, string] {
  const i = ns.indexOf(".");
  return i < 0 ? [ns, ""] : [ns.slice(0, i), ns.slice(i + 1)];
}

function write(socket: Socket, parts: Buffer[]): void {
  if (socket.destroyed) return;
  if (parts.length === 1) socket.write(parts[0]!);
  else socket.write(Buffer.concat(parts));
}
