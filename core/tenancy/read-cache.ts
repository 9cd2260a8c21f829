import { readVersionStamp } from "../db/cache-versions.js";
import { versionScopes, writeVersion } from "./write-versions.js";

export interface TenantReadCacheOptions {
  /** The tenant models the values are read from: a write to one of them for a tenant drops that tenant's values. */
  models: ReadonlyArray<{ modelName: string }>;
  /**
   * How long a value is served at most: the staleness bound for writes that bypass mongoose.
   * @default 5000
   */
  ttlMs?: number;
  /**
   * The most values kept, over every tenant and key (the oldest go first): size it by what one value weighs.
   * @default 100
   */
  maxEntries?: number;
  /** A monotonic clock in ms (tests). @default performance.now */
  clock?: () => number;
}

/**
 * Values read from a tenant's data, kept in this process while they are current: the service-level sibling of
 * `TenantResponseCache` (response-cache.ts), for reads that several answers share (a whole company's records for
 * payroll and analytics). A value is served only while no write to its models for that tenant has started in this
 * process since it was read, nor been acknowledged on any instance (the database's write versions, read after the
 * call and shared by the calls of that moment: core/db/cache-versions.ts), and for at most `ttlMs`. Values are
 * frozen, since every caller gets the same one: `deepFreeze` them in `read` (or return frozen ones).
 */
export class TenantReadCache<V> {
  private readonly entries = new Map<string, { value: V; local: string; shared: string; at: number }>();
  private readonly models: string[];
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(options: TenantReadCacheOptions) {
    this.models = options.models.map((m) => m.modelName);
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 100;
    this.clock = options.clock ?? (() => performance.now());
  }

  private local(companyId: string): string {
    return this.models.map((m) => writeVersion(m, companyId)).join("|");
  }

  /** The tenant's value for `key`: the kept one while current, else `read()`'s, kept. */
  async get(ctx: { companyId: string; versionsSince?: number }, key: string, read: () => Promise<V>): Promise<V> {
    const id = `${ctx.companyId}\u0000${key}`;
    // the local counters before the shared versions, both before reading: a write meanwhile makes the value stale
    const local = this.local(ctx.companyId);
    const shared = await readVersionStamp(
      this.models.flatMap((m) => versionScopes(m, ctx.companyId)),
      ctx.versionsSince,
    );
    const hit = this.entries.get(id);
    if (
      shared !== undefined &&
      hit &&
      hit.local === local &&
      hit.shared === shared &&
      this.clock() - hit.at < this.ttlMs
    )
      return hit.value;
    const value = await read();
    if (shared !== undefined && this.local(ctx.companyId) === local) {
      this.entries.delete(id);
      this.entries.set(id, { value, local, shared, at: this.clock() });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  /** Values kept (tests, metrics). */
  get size(): number {
    return this.entries.size;
  }
}

/**
 * Freezes a value's plain objects and arrays, all the way down, so a shared cached value cannot be changed by one of
 * its readers. Instances of classes (ObjectIds, dates, buffers) are left as they are: they keep internal state.
 */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}
