import { Types, type MongooseQueryMiddleware, type Schema } from "mongoose";
import { bumpVersions, writeChanged } from "../db/cache-versions.js";

/**
 * Counters of writes to tenant-scoped models, per model and tenant: a counter moves when this process starts or
 * finishes any write (insert, update, delete, bulk) to that model for that company. What was computed from a model's
 * data for a tenant is still current while the counter has not moved (`core/tenancy/response-cache.ts`). A write
 * whose tenant cannot be told (a filter without one plain `companyId`, `bulkWrite`) moves the model's counter for
 * every tenant. The same writes also increment the tenant's version of the model in the database once done, before
 * they are acknowledged (`versionScopes`, core/db/cache-versions.ts), which is how other instances see them. Writes
 * that bypass mongoose (a shell, the raw collection) are not seen: readers bound that with a TTL.
 */
const versions = new Map<string, number>();
const everyTenant = new Map<string, number>();

const keyOf = (model: string, companyId: string) => `${model}\u0000${companyId}`;

/** The write version of a tenant's data of a model: compare two readings to know whether anything was written. */
export function writeVersion(model: string, companyId: string): string {
  return `${everyTenant.get(model) ?? 0}.${versions.get(keyOf(model, companyId)) ?? 0}`;
}

/** The database version scopes of a tenant's data of a model: its own and the one for writes to every tenant. */
export function versionScopes(model: string, companyId: string): string[] {
  return [`tenant:${model}:${companyId}`, `tenant:${model}:*`];
}

function bump(model: string, companyId: unknown): string {
  const id = tenantOf(companyId);
  if (id === undefined) everyTenant.set(model, (everyTenant.get(model) ?? 0) + 1);
  else versions.set(keyOf(model, id), (versions.get(keyOf(model, id)) ?? 0) + 1);
  return `tenant:${model}:${id ?? "*"}`;
}

function tenantOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value instanceof Types.ObjectId) return value.toHexString();
  if (value && typeof value === "object" && "$eq" in value) return tenantOf((value as { $eq: unknown }).$eq);
  return undefined;
}

/**
 * Inserts sent without mongoose's insert hooks (core/tenancy/batched-inserts.ts) counted as the hooks count them:
 * `insertsStarting` with the companies of every record as the write starts; `insertsDone` with the companies of
 * the records that landed, which also increments their database versions (resolved once done, before the inserts
 * are acknowledged).
 */
export function insertsStarting(model: string, companyIds: readonly unknown[]): void {
  for (const companyId of companyIds) bump(model, companyId);
}

export function insertsDone(model: string, companyIds: readonly unknown[]): Promise<void> {
  return bumpVersions([...new Set(companyIds.map((companyId) => bump(model, companyId)))]);
}

const WRITE_QUERIES: MongooseQueryMiddleware[] = [
  "updateOne",
  "updateMany",
  "replaceOne",
  "deleteOne",
  "deleteMany",
  "findOneAndUpdate",
  "findOneAndReplace",
  "findOneAndDelete",
];

/**
 * Counts every write of the schema's model (before and after it, so a read that overlaps a write sees the counter
 * move). Called by `defineTenantModel` for every tenant-scoped model.
 */
export function trackWrites(schema: Schema, modelName: () => string): void {
  const onQuery = function (this: { getFilter(): Record<string, unknown> }) {
    bump(modelName(), this.getFilter().companyId);
  };
  // after the write, before it is acknowledged: the database version, for every instance
  const afterQuery = async function (this: { getFilter(): Record<string, unknown> }, result: unknown) {
    const scope = bump(modelName(), this.getFilter().companyId);
    if (writeChanged(result)) await bumpVersions([scope]);
  };
  schema.pre(WRITE_QUERIES, { document: false, query: true }, onQuery);
  schema.post(WRITE_QUERIES, { document: false, query: true }, afterQuery);
  const onDocument = function (this: { companyId?: unknown }) {
    bump(modelName(), this.companyId);
  };
  const afterDocument = async function (this: { companyId?: unknown }) {
    await bumpVersions([bump(modelName(), this.companyId)]);
  };
  schema.pre(["deleteOne", "updateOne"], { document: true, query: false }, onDocument);
  schema.post(["deleteOne", "updateOne"], { document: true, query: false }, afterDocument);
  schema.pre("save", onDocument);
  schema.post("save", afterDocument);
  const onMany = (docs: unknown) =>
    (Array.isArray(docs) ? docs : [docs]).map((d) => bump(modelName(), (d as { companyId?: unknown })?.companyId));
  schema.pre("insertMany", function (docs: unknown) {
    onMany(docs);
  });
  schema.post("insertMany", async (docs: unknown) => bumpVersions(onMany(docs)));
  schema.pre("bulkWrite", () => void bump(modelName(), undefined));
  schema.post("bulkWrite", async () => bumpVersions([bump(modelName(), undefined)]));
}
