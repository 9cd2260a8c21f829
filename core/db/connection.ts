import mongoose, { type Connection } from "mongoose";
import "./session-pool.js";
import "./driver-options.js";
import "./active-sessions.js";

/** Which kind of server the connection reaches: the project's embedded engine or a real MongoDB. */
export type DbKind = "embedded" | "mongodb";

/** The database a URI names when it names none (the embedded engine's URI never does). */
export const DEFAULT_DB_NAME = "workforce";

export interface ConnectDatabaseOptions {
  /** A `mongodb://` or `mongodb+srv://` URI: the embedded engine's or a real MongoDB's; the same code reaches both. */
  uri: string;
  /**
   * Used only when the URI has no database path.
   * @default "workforce"
   */
  defaultDbName?: string;
  /**
   * How long to wait for a usable server before failing.
   * @default 30000 (the driver's default)
   */
  serverSelectionTimeoutMS?: number;
}

/**
 * Connects mongoose's default connection, the one models are registered on, and returns it once it is open.
 * Close it with `mongoose.disconnect()`.
 */
export async function connectDatabase(options: ConnectDatabaseOptions): Promise<Connection> {
  const { uri, defaultDbName = DEFAULT_DB_NAME, serverSelectionTimeoutMS } = options;
  await mongoose.connect(uri, {
    dbName: databaseNameOf(uri) ?? defaultDbName,
    ...(serverSelectionTimeoutMS === undefined ? {} : { serverSelectionTimeoutMS }),
  });
  return mongoose.connection;
}

/**
 * The database named in a connection string's path, if any. Parsed by hand because `new URL` rejects the
 * comma-separated host lists of replica-set URIs.
 */
export function databaseNameOf(uri: string): string | undefined {
  const match = /^mongodb(?:\+srv)?:\/\/[^/?]*\/([^?]*)/.exec(uri);
  const name = match?.[1] ? decodeURIComponent(match[1]) : "";
  return name === "" ? undefined : name;
}
