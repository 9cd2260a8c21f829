import type { Model } from "mongoose";
import { MongoBulkWriteError, MongoServerError, type WriteError } from "mongodb";
import { perTurn } from "../db/batched-reads.js";
import { insertsDone, insertsStarting } from "./write-versions.js";

/** What an insert needs of a model: its name (the write versions) and its collection. */
type Target = Pick<Model<unknown>, "modelName" | "collection">;

type Insert = { record: Record<string, unknown>; resolve: () => void; reject: (error: unknown) => void };

const byModel = new WeakMap<Target, (insert: Insert) => void>();

/**
 * Inserts one complete record (its `_id` set) of a tenant model, together with the other inserts into that model
 * asked in the same turn of the event loop: one unordered `insert` command for all of them (core/db/batched-reads.ts
 * `perTurn`). Each caller hears of its own record only: it resolves once its record is stored and the write versions
 * of its tenant are incremented (as mongoose's insert hooks do, core/tenancy/write-versions.ts), or rejects with its
 * record's own error (a duplicate key, code 11000) while the batch's other records land. An error of the whole
 * command (the network, a write concern) rejects every caller of the batch, once the versions of its tenants moved.
 * Nothing is kept between turns. A morning rush's punches are one insert per turn instead of one per punch
 * (bench:clock).
 */
export function insertBatched(model: Target, record: Record<string, unknown>): Promise<void> {
  let add = byModel.get(model);
  if (!add) {
    add = perTurn<Insert>((inserts) => flush(model, inserts));
    byModel.set(model, add);
  }
  const queue = add;
  return new Promise<void>((resolve, reject) => queue({ record, resolve, reject }));
}

async function flush(model: Target, inserts: Insert[]): Promise<void> {
  const companies = inserts.map((i) => i.record.companyId);
  insertsStarting(model.modelName, companies);
  const failed = new Map<number, unknown>();
  try {
    await model.collection.insertMany(
      inserts.map((i) => i.record),
      { ordered: false },
    );
  } catch (error) {
    const writeErrors = error instanceof MongoBulkWriteError ? toList(error.writeErrors) : [];
    const wholeBatch = writeErrors.length === 0 || (error as MongoBulkWriteError).writeConcernErrors?.length;
    if (wholeBatch) {
      // some records may have landed (a network error after the write): other instances' caches of every tenant of
      // the batch are told, as a write that may have changed them
      await insertsDone(model.modelName, companies).catch(() => {});
      for (const i of inserts) i.reject(error);
      return;
    }
    for (const e of writeErrors) failed.set(e.index, ownError(e));
  }
  const landed = inserts.filter((_, n) => !failed.has(n));
  try {
    await insertsDone(
      model.modelName,
      landed.map((i) => i.record.companyId),
    );
  } catch (error) {
    for (const i of landed) i.reject(error);
    for (const [n, e] of failed) inserts[n]!.reject(e);
    return;
  }
  for (const i of landed) i.resolve();
  for (const [n, e] of failed) inserts[n]!.reject(e);
}

const toList = (errors: WriteError | readonly WriteError[] | undefined): readonly WriteError[] =>
  errors === undefined ? [] : errors instanceof Array ? errors : [errors as WriteError];

/** A record's own write error as the error of a single insert (its code, 11000 for a duplicate key, and message). */
function ownError(e: WriteError): MongoServerError {
  const { op: _op, ...rest } = e.err as unknown as { op?: unknown } & Record<string, unknown>;
  return new MongoServerError({ ...rest, message: e.errmsg ?? "write error", code: e.code });
}
