import type { RealtimeVersionNote } from "./types.js";
/** What travels between the instances' realtime hubs. `data` must survive JSON (it is sent to browsers as JSON). */
export type RealtimeBusMessage =
  | { kind: "event"; topic: string; event: string; data: unknown }
  | { kind: "version"; version: string; note?: RealtimeVersionNote };

/**
 * Carries published messages to every instance's hub, which delivers them to its own subscribers. Apps on a database
 * use `MongoRealtimeBus` (mongo-realtime-bus.ts: a capped collection read with a tailable cursor, across instances);
 * `InProcessRealtimeBus` serves one process (tests that want no database in the path).
 */
export interface RealtimeBus {
  /** Hands a message to every hub, this instance's included. Resolves once the bus accepted it, not once delivered. */
  publish(message: RealtimeBusMessage): Promise<void>;
  /** Receives every message published by any instance; returns the unsubscribe function. */
  subscribe(listener: (message: RealtimeBusMessage) => void): () => void;
  /** Releases what the bus holds (cursors, connections). */
  close(): Promise<void>;
  /** Gets ready to carry messages (the plugin calls it when the app is ready); optional. */
  start?(): Promise<void>;
}

/**
 * The single-process bus. Delivery is deferred to a later turn of the event loop, as with a bus between processes: a
 * publishing service never waits on sockets, and code that works here keeps working across instances.
 */
export class InProcessRealtimeBus implements RealtimeBus {
  private readonly listeners = new Set<(message: RealtimeBusMessage) => void>();

  async publish(message: RealtimeBusMessage): Promise<void> {
    setImmediate(() => {
      for (const listener of this.listeners) listener(message);
    });
  }

  subscribe(listener: (message: RealtimeBusMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
