import type { Collection, Db, Document, FindCursor, ObjectId } from "mongodb";
import type { RealtimeBus, RealtimeBusMessage } from "./realtime-bus.js";
import type { RealtimeVersionNote } from "./types.js";

export interface MongoRealtimeBusOptions {
  /** The app's database (the embedded engine or a real MongoDB: one code path). */
  db: Db;
  /**
   * The capped collection the messages go through.
   * @default "realtime_bus"
   */
  collectionName?: string;
  /**
   * The collection's size in bytes: how much history a reader that reconnects can still find.
   * @default 4 MiB
   */
  sizeBytes?: number;
  /** @default 10_000 */
  maxMessages?: number;
  /**
   * How long one getMore waits for a message before asking again (the cursor stays open either way).
   * @default 1_000
   */
  maxAwaitTimeMs?: number;
  /**
   * The first wait before reopening the cursor after an error; it doubles up to 5 s.
   * @default 100
   */
  retryDelayMs?: number;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** A message as stored: `data` as JSON text, so any JSON-safe value (keys with `$` or `.`) goes through as it is. */
interface StoredMessage {
  _id: ObjectId;
  kind: "event" | "version" | "start";
  topic?: string;
  event?: string;
  data?: string;
  version?: string;
  at: Date;
}

const MAX_RETRY_DELAY_MS = 5_000;

/**
 * The realtime bus across instances (ARCHITECTURE "Realtime", "Scale-out"): `publish` inserts into a capped
 * collection, and every instance reads it with a tailable awaitData cursor, which the embedded engine and a real
 * MongoDB (standalone or replica set) both offer, so there is one code path. A capped collection keeps insertion
 * order, the same for every reader: after an error the cursor is opened again and the messages up to the last one
 * delivered are skipped, so a hub gets each message once, in order. Messages older than the instance are not
 * delivered (it starts after the newest one there).
 */
export class MongoRealtimeBus implements RealtimeBus {
  private readonly listeners = new Set<(message: RealtimeBusMessage) => void>();
  private readonly collection: Collection<StoredMessage>;
  private readonly options: MongoRealtimeBusOptions;
  private lastId: ObjectId | undefined;
  private cursor: FindCursor<StoredMessage> | undefined;
  private started: Promise<void> | undefined;
  private loop: Promise<void> | undefined;
  private closed = false;
  private wake: (() => void) | undefined;

  constructor(options: MongoRealtimeBusOptions) {
    this.options = options;
    this.collection = options.db.collection<StoredMessage>(options.collectionName ?? "realtime_bus");
  }

  /**
   * Creates the collection if needed and takes the newest message as the starting point; then tails. Called by the
   * first `publish` or `subscribe` (and by the plugin when the app is ready), so an instance's own first message is
   * never before its starting point.
   */
  start(): Promise<void> {
    this.started ??= this.init().then(() => {
      this.loop = this.tail();
    });
    return this.started;
  }

  private async init(): Promise<void> {
    const o = this.options;
    await this.options.db
      .createCollection(this.collection.collectionName, {
        capped: true,
        size: o.sizeBytes ?? 4 * 1024 * 1024,
        max: o.maxMessages ?? 10_000,
      })
      .catch((err: unknown) => {
        // another instance created it first
        if ((err as { code?: number }).code !== 48) throw err;
      });
    const [newest] = await this.collection.find({}).sort({ $natural: -1 }).limit(1).toArray();
    if (newest) {
      this.lastId = newest._id;
      return;
    }
    // a tailable cursor needs a document to start from (an empty capped collection gives no cursor)
    const { insertedId } = await this.collection.insertOne({ kind: "start", at: new Date() } as StoredMessage);
    this.lastId = insertedId;
  }

  async publish(message: RealtimeBusMessage): Promise<void> {
    if (this.closed) return;
    await this.start();
    const stored =
      message.kind === "event"
        ? { kind: message.kind, topic: message.topic, event: message.event, data: JSON.stringify(message.data ?? null) }
        : {
            kind: message.kind,
            version: message.version,
            ...(message.note ? { data: JSON.stringify(message.note) } : {}),
          };
    await this.collection.insertOne({ ...stored, at: new Date() } as StoredMessage);
  }

  subscribe(listener: (message: RealtimeBusMessage) => void): () => void {
    this.listeners.add(listener);
    void this.start().catch((err: unknown) => this.options.log?.error({ err }, "realtime bus: cannot start"));
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.wake?.();
    await this.cursor?.close().catch(() => {});
    await this.started?.catch(() => {});
    await this.loop;
    this.listeners.clear();
  }

  /** Reads the collection from the last delivered message on, reopening the cursor after errors, until closed. */
  private async tail(): Promise<void> {
    let delay = this.options.retryDelayMs ?? 100;
    while (!this.closed) {
      try {
        await this.follow();
        delay = this.options.retryDelayMs ?? 100;
      } catch (err) {
        if (this.closed || isClientClosed(err)) return;
        this.options.log?.warn({ err }, "realtime bus: the tailing cursor failed; reopening it");
      }
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        // a retry alone does not keep the process alive (a test that dropped its database without closing the app)
        const timer = setTimeout(resolve, delay).unref();
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
    }
  }

  /** One cursor's life: skip up to the last delivered message, then deliver what follows. */
  private async follow(): Promise<void> {
    const after = this.lastId;
    // still there? if the collection wrapped past it, everything there is newer and is delivered (some were lost)
    let skipping = after !== undefined && (await this.collection.countDocuments({ _id: after }, { limit: 1 })) > 0;
    if (after && !skipping) this.options.log?.warn({}, "realtime bus: messages were lost while reconnecting");
    const cursor = this.collection.find({}, { tailable: true, awaitData: true, maxAwaitTimeMS: this.awaitMs() });
    this.cursor = cursor;
    try {
      for await (const doc of cursor) {
        if (this.closed) return;
        if (skipping) {
          if (after && doc._id.equals(after)) skipping = false;
          continue;
        }
        this.lastId = doc._id;
        const message = toMessage(doc);
        if (message) this.deliver(message);
      }
    } finally {
      this.cursor = undefined;
      await cursor.close().catch(() => {});
    }
  }

  private awaitMs(): number {
    return this.options.maxAwaitTimeMs ?? 1_000;
  }

  private deliver(message: RealtimeBusMessage): void {
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (err) {
        this.options.log?.error({ err }, "realtime bus: a listener failed");
      }
    }
  }
}

function toMessage(doc: StoredMessage): RealtimeBusMessage | undefined {
  if (doc.kind === "version" && typeof doc.version === "string")
    return doc.data
      ? { kind: "version", version: doc.version, note: JSON.parse(doc.data) as RealtimeVersionNote }
      : { kind: "version", version: doc.version };
  if (doc.kind === "event" && typeof doc.topic === "string" && typeof doc.event === "string") {
    return { kind: "event", topic: doc.topic, event: doc.event, data: JSON.parse(doc.data ?? "null") as unknown };
  }
  return undefined;
}

/** The app closed its database client: nothing to reopen. */
function isClientClosed(err: unknown): boolean {
  const name = (err as Document | undefined)?.name;
  return name === "MongoTopologyClosedError" || name === "MongoClientClosedError" || name === "MongoNotConnectedError";
}
