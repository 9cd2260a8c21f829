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
  type Waiter = { key: string; resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  const ask = perTurn<Waiter>(async (waiters) => {
    try {
      const found = await readMany([...new Set(waiters.map((w) => w.key))]);
      for (const w of waiters) w.resolve(found.get(w.key));
    } catch (error) {
      for (const w of waiters) w.reject(error);
    }
  });
  return (key) => new Promise<V | undefined>((resolve, reject) => ask({ key, resolve, reject }));
}

/**
 * What is handed in during one turn of the event loop, handed to `flush` together at the end of that turn (after
 * every caller of the turn handed theirs in); nothing is kept once flushed. The gathering under `batchedReads` and
 * the batched inserts (core/tenancy/batched-inserts.ts).
 */
export function perTurn<I>(flush: (items: I[]) => void | Promise<void>): (item: I) => void {
  let pending: I[] | undefined;
  return (item) => {
    if (!pending) {
      const batch: I[] = [];
      pending = batch;
      setImmediate(() => {
        pending = undefined;
        void flush(batch);
      });
    }
    pending.push(item);
  };
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

/**
 * Keys made as `${companyId} ${id}` by company: the batched reads of tenant records read once per company of the
 * batch, through its tenant guard.
 */
export function byCompany(keys: readonly string[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const key of keys) {
    const at = key.indexOf(" ");
    const companyId = key.slice(0, at);
    const ids = grouped.get(companyId);
    if (ids) ids.push(key.slice(at + 1));
    else grouped.set(companyId, [key.slice(at + 1)]);
  }
  return grouped;
}
