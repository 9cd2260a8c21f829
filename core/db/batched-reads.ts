/**
 * Single-record reads gathered into one: `read(key)` calls made in the same turn of the event loop are answered by
 * one `readMany(keys)` (a `find` with `$in`), started at the end of that turn. Each caller's record comes from a
 * read that started after it asked, as its own read would have, and nothing is kept between turns, so several app
 * instances on one database see the same data as with single reads. Under load this turns a read per request into a
 * read per turn: a morning rush of punches reads 10,000 cold sessions, users and workers (bench:clock), each read
 * costing the app the driver's whole per-command path.
 *
 * @example
 * const sessionById = batchedReads(async (ids) =>
 *   keyed(await leanFind<SessionRecord>(SessionModel, { _id: { $in: ids } }), (s) => s._id),
 * );
 * const session = await sessionById(id); // undefined when not found
 */
export function batchedReads<V>(
  readMany: (keys: string[]) => Promise<ReadonlyMap<string, V>>,
): (key: string) => Promise<V | undefined> {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending: Map<string, Waiter[]> | undefined;

  async function flush(batch: Map<string, Waiter[]>): Promise<void> {
    try {
      const found = await readMany([...batch.keys()]);
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<string, Waiter[]>();
        pending = batch;
        setImmediate(() => {
          pending = undefined;
          void flush(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
    });
}

/** Records by a key of theirs, for `readMany`'s answer (the first record of a key wins). */
export function keyed<R>(records: readonly R[], keyOf: (record: R) => unknown): Map<string, R> {
  const map = new Map<string, R>();
  for (const record of records) {
    const key = String(keyOf(record));
    if (!map.has(key)) map.set(key, record);
  }
  return map;
}
