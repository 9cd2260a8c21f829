import type { Store } from "./store.js";
import { getPath } from "./values.js";

/**
 * Removes documents whose TTL-indexed date is older than `expireAfterSeconds`,
 * like mongod's TTL monitor: periodically, in the background, journaled as
 * ordinary deletes.
 */
export class TtlMonitor {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly store: Store,
    private readonly intervalMs: number,
    private readonly log: (msg: string) => void,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      if (!this.running)
        this.running = this.pass()
          .then(
            () => undefined,
            (err: unknown) => this.log(`ttl: pass failed: ${String(err)}`),
          )
          .finally(() => (this.running = undefined));
    }, this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  async idle(): Promise<void> {
    await this.running;
  }

  /** One pass over every TTL index; returns how many documents expired. */
  async pass(now = Date.now()): Promise<number> {
    let removed = 0;
    for (const colls of this.store.dbs.values()) {
      for (const coll of colls.values()) {
        for (const index of coll.indexes.values()) {
          const seconds = index.spec.expireAfterSeconds;
          if (typeof seconds !== "number") continue;
          const cutoff = now - seconds * 1000;
          const field = index.fields[0]!;
          for (const doc of coll.all()) {
            if (index.partial && !index.partial.test(doc)) continue;
            if (expired(getPath(doc, field), cutoff) && this.store.delete(coll, doc._id)) removed++;
          }
        }
      }
    }
    if (removed > 0) {
      await this.store.commit();
      this.log(`ttl: removed ${removed} expired documents`);
    }
    return removed;
  }
}

function expired(v: unknown, cutoff: number): boolean {
  if (v instanceof Date) return v.getTime() <= cutoff;
  if (Array.isArray(v)) {
    const dates = v.filter((e): e is Date => e instanceof Date);
    return dates.length > 0 && Math.min(...dates.map((d) => d.getTime())) <= cutoff;
  }
  return false;
}
