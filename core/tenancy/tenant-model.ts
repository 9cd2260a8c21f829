import mongoose, { type IndexOptions, type Model, Schema, type SchemaDefinition, Types } from "mongoose";
import { trackWrites } from "./write-versions.js";

/**
 * Tenant-scoped models (ARCHITECTURE "Tenancy"): every document carries
 * `companyId`, every index starts with it, records are soft-removed with
 * `deletedAt` and hidden by default, and a query without a tenant is refused
 * before it reaches the database.
 */

/** Fields every tenant document has besides its own. */
export interface TenantFields {
  companyId: Types.ObjectId;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface TenantModelOptions {
  /** Indexes on the model's own fields; `companyId` is put first in each. */
  indexes?: Array<{ fields: Record<string, 1 | -1>; options?: IndexOptions }>;
  /** Collection name. @default mongoose's pluralised model name */
  collection?: string;
  /**
   * Names of indexes an earlier version declared and this one must not have (a unique index that now refuses valid
   * data): dropped at boot after the declared ones are built, when present. Boot never drops an index on its own.
   * @example ["companyId_1_seq_1"]
   */
  retiredIndexes?: readonly string[];
  /** Adds the model's own hooks to its schema before it is compiled (an invoice refusing edits: tenants/billing). */
  configure?: (schema: Schema) => void;
}

/** Marks a schema as tenant-scoped; the scoped layer and the guard look for it. */
export const TENANT_SCOPED = Symbol.for("workforce.tenantScoped");
const RETIRED_INDEXES = Symbol.for("workforce.retiredIndexes");

/** Thrown when code queries a tenant-scoped model without a tenant: a programming error, never run. */
export class TenantScopeError extends Error {
  constructor(model: string, operation: string) {
    super(
      `${model}.${operation} without companyId: tenant-scoped data must be read and written through the scoped layer`,
    );
    this.name = "TenantScopeError";
  }
}

const QUERY_OPS = [
  "find",
  "findOne",
  "countDocuments",
  "distinct",
  "updateOne",
  "updateMany",
  "replaceOne",
  "deleteOne",
  "deleteMany",
  "findOneAndUpdate",
  "findOneAndDelete",
  "findOneAndReplace",
] as const;

/** Whether a filter names exactly one tenant (a value, or `$eq`), directly or in a top-level `$and`. */
export function filterHasTenant(filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return false;
  const v = filter.companyId;
  if (v !== undefined && v !== null) {
    // an operator object pins one tenant only through $eq ($in, $ne, $exists do not)
    if (typeof v === "object" && !(v instanceof Types.ObjectId))
      return "$eq" in v && (v as { $eq: unknown }).$eq != null;
    return true;
  }
  const and = filter.$and;
  return Array.isArray(and) && and.some((c) => filterHasTenant(c as Record<string, unknown>));
}

/** Refuses tenant-less queries and hides soft-deleted records unless `withDeleted` is set. */
export function tenantGuard(schema: Schema, modelName: () => string): void {
  for (const op of QUERY_OPS) {
    schema.pre(op, function () {
      const filter = this.getFilter() as Record<string, unknown>;
      if (!filterHasTenant(filter)) throw new TenantScopeError(modelName(), op);
      if (!this.getOptions().withDeleted && !("deletedAt" in filter)) this.where({ deletedAt: null });
    });
  }
  schema.pre("aggregate", function () {
    const first = this.pipeline()[0] as { $match?: Record<string, unknown> } | undefined;
    if (!first?.$match || !filterHasTenant(first.$match)) throw new TenantScopeError(modelName(), "aggregate");
    if (!(this.options as { withDeleted?: boolean }).withDeleted && !("deletedAt" in first.$match))
      first.$match.deletedAt = null;
  });
  schema.pre("insertMany", function (docs: unknown) {
    const list = Array.isArray(docs) ? docs : [docs];
    if (list.some((d) => !(d as { companyId?: unknown })?.companyId))
      throw new TenantScopeError(modelName(), "insertMany");
  });
}

/**
 * Defines a tenant-scoped mongoose model: timestamps, `companyId` (required,
 * first in every index), `deletedAt`, and the guard.
 *
 * @example
 * export const Note = defineTenantModel("ExampleNote", { title: { type: String, required: true } }, {
 *   indexes: [{ fields: { title: 1 }, options: { unique: true } }],
 * });
 */
export function defineTenantModel<T>(
  name: string,
  definition: SchemaDefinition,
  options: TenantModelOptions = {},
): Model<T & TenantFields> {
  const existing = mongoose.models[name];
  if (existing) return existing as Model<T & TenantFields>;
  const schema = new Schema(
    {
      companyId: { type: Schema.Types.ObjectId, required: true, immutable: true },
      ...definition,
      deletedAt: { type: Date, default: null },
    },
    { timestamps: true, ...(options.collection ? { collection: options.collection } : {}), autoIndex: true },
  );
  // the tenant's own listing: newest first is the common page
  schema.index({ companyId: 1, deletedAt: 1, createdAt: -1 });
  for (const { fields, options: indexOptions } of options.indexes ?? []) {
    if ("companyId" in fields)
      throw new Error(`${name}: index ${JSON.stringify(fields)} names companyId itself; it is added first`);
    schema.index({ companyId: 1, ...fields }, indexOptions);
  }
  tenantGuard(schema, () => name);
  trackWrites(schema, () => name);
  (schema as unknown as Record<symbol, boolean>)[TENANT_SCOPED] = true;
  (schema as unknown as Record<symbol, readonly string[]>)[RETIRED_INDEXES] = options.retiredIndexes ?? [];
  options.configure?.(schema);
  return mongoose.model<T & TenantFields>(name, schema as unknown as Schema<T & TenantFields>);
}

/**
 * Builds a model's declared indexes, then drops the ones it retired (`retiredIndexes`) where they still exist: an
 * existing database (a newcomer's data/ folder, production) follows the model without a hand-run migration.
 */
export async function initTenantModel(model: { init(): Promise<unknown> }): Promise<void> {
  await model.init();
  if (!("schema" in model && "collection" in model)) return;
  const { schema, collection } = model as unknown as Model<unknown>;
  const retired = (schema as unknown as Record<symbol, readonly string[] | undefined>)[RETIRED_INDEXES] ?? [];
  if (retired.length === 0) return;
  const present = new Set((await collection.indexes()).map((index) => index.name));
  for (const name of retired) if (present.has(name)) await collection.dropIndex(name);
}

export function isTenantModel(model: { schema: Schema }): boolean {
  return (model.schema as unknown as Record<symbol, boolean>)[TENANT_SCOPED] === true;
}
