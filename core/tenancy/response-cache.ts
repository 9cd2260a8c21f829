import { hash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { readVersionStamp } from "../db/cache-versions.js";
import { JsonAnswer } from "../lists/list-page.js";
import { versionScopes, writeVersion } from "./write-versions.js";

export interface TenantResponseCacheOptions {
  /** The tenant models the answers are computed from: any write to one of them for a tenant drops its answers. */
  models: ReadonlyArray<{ modelName: string }>;
  /**
   * How long an answer is served at most: the staleness bound for writes that bypass mongoose (a shell, the raw
   * collection). Writes through the models, on any instance, drop answers at once.
   * @default 5000
   */
  ttlMs?: number;
  /**
   * The most bytes of answers kept (the oldest go first).
   * @default 32 MiB
   */
  maxBytes?: number;
  /** A monotonic clock in ms (tests). @default performance.now */
  clock?: () => number;
}

interface Entry {
  /** The serialised answer as bytes: sent as they are, no text encoding per request. */
  body: Buffer;
  etag: string;
  version: string | undefined;
  at: number;
}

/**
 * Serialised answers of a read route per tenant and query (ARCHITECTURE "Tenancy"; bench:api): the second identical
 * request is a map lookup and a write of the stored JSON, with an ETag so a client that has it gets a 304. An answer
 * is served only while no write to its models for that tenant has started in this process since it was computed,
 * nor been acknowledged on any instance (the database's write versions, read after the request arrived and shared by
 * the requests of that moment: `write-versions.ts`, core/db/cache-versions.ts), and for at most `ttlMs` (writes that
 * bypass mongoose). Use it only for answers that
 * depend on nothing but the tenant's data of those models and the key (not on who asks, nor on the clock).
 */
export class TenantResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly models: string[];
  private readonly ttlMs: number;
  private readonly maxBytes: number;
  private readonly clock: () => number;

  constructor(options: TenantResponseCacheOptions) {
    this.models = options.models.map((m) => m.modelName);
    this.ttlMs = options.ttlMs ?? 5_000;
    this.maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
    this.clock = options.clock ?? (() => performance.now());
  }

  /**
   * This process's write counters and the database's write versions (a read started after the request arrived,
   * shared with concurrent requests) of the tenant's data of the models; `undefined` when the database could not be
   * asked.
   */
  private async version(companyId: string, since: number | undefined): Promise<string | undefined> {
    const local = this.models.map((m) => writeVersion(m, companyId)).join("|");
    const shared = await readVersionStamp(
      this.models.flatMap((m) => versionScopes(m, companyId)),
      since,
    );
    return shared === undefined ? undefined : `${local}|${shared}`;
  }

  /** Entries and bytes kept (tests, metrics). */
  get stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /**
   * Sends the answer for `key` in the request's tenant: the stored one when current, otherwise `compute()`'s,
   * serialised with the route's response schema (`reply.serialize`) and kept.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    compute: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const companyId = request.ctx.companyId;
    const id = `${companyId}\u0000${key}`;
    // read after the request arrived: an answer is served only if no write anywhere was acknowledged since it was
    // computed; the local counters are read before the shared versions, so they too are from before computing
    const version = await this.version(companyId, request.versionsSince);
    let entry = this.entries.get(id);
    // a client asking for a fresh answer (`Cache-Control: no-cache`) gets one computed now
    const fresh = /no-cache/i.test(String(request.headers["cache-control"] ?? ""));
    if (
      entry &&
      (fresh || version === undefined || entry.version !== version || this.clock() - entry.at >= this.ttlMs)
    ) {
      this.drop(id, entry);
      entry = undefined;
    }
    if (!entry) {
      const answer = await compute();
      // an answer written from the stored bytes (core/lists "The JSON path") is kept as it is
      const body = answer instanceof JsonAnswer ? answer.body : Buffer.from(String(reply.serialize(answer)), "utf8");
      const computed: Entry = {
        body,
        etag: `"${hash("sha1", body, "base64url")}"`,
        version,
        at: this.clock(),
      };
      // stamped with the version read BEFORE computing: a write that landed meanwhile makes it stale at once
      if (version !== undefined && body.length <= this.maxBytes) this.keep(id, computed);
      entry = computed;
    }
    reply.header("etag", entry.etag).header("cache-control", "private, no-cache");
    if (request.headers["if-none-match"] === entry.etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(entry.body);
  }

  private keep(id: string, entry: Entry): void {
    const old = this.entries.get(id);
    if (old) this.drop(id, old);
    this.entries.set(id, entry);
    this.bytes += entry.body.length;
    for (const [oldest, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest, e);
    }
  }

  private drop(id: string, entry: Entry): void {
    if (this.entries.get(id) !== entry) return;
    this.entries.delete(id);
    this.bytes -= entry.body.length;
  }
}
