import type { Document } from "bson";
import type { Store } from "../store.js";
import type { Cursors } from "../query.js";

/** What every command handler runs against: one server's store, cursors and sessions. */
export interface ServerContext {
  /** Logical sessions seen, for $listLocalSessions. */
  sessions: Map<string, Document>;
  store: Store;
  cursors: Cursors;
  startedAt: Date;
  address: string;
}

export interface Connection {
  id: number;
  remote: string;
}

export type Handler = (
  ctx: ServerContext,
  conn: Connection,
  db: string,
  body: Document,
) => Document | Promise<Document>;
