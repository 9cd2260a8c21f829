import { isValidObjectId, type Model, type PipelineStage, type QueryOptions, Types, type UpdateQuery } from "mongoose";
import type { ServiceContext } from "../context.js";
import { toCompanyObjectId } from "../../tenants/tenants.service.js";
import { documentResults, firstReply, rawResults } from "../db/raw-results.js";
import { AppError } from "../errors/app-error.js";
import { insertBatched } from "./batched-inserts.js";
import { filterHasTenant, isTenantModel, TenantScopeError } from "./tenant-model.js";

type Filter = Record<string, unknown>;

/** A stored record as a lean read answers it. */
type LeanRecord<T> = T & { _id: Types.ObjectId };

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
  projection?: Record<string, 0 | 1>;
  /** Include soft-deleted records. @default false */
  withDeleted?: boolean;
}

/** What `scoped(...).page` reads: a sorted page of a list. */
export interface PageOptions {
  sort: Record<string, 1 | -1>;
  skip: number;
  limit: number;
  /**
   * The fields the answer shows (`projectionOf(ItemSchema)`, core/lists): only those are read and turned into
   * objects. @default every field
   */
  projection?: Record<string, 0 | 1>;
}

/** How many keys `findPerKey` reads in one command (a part each; MongoDB allows 1,000 stages a pipeline). */
const PER_KEY_PARTS = 200;

/** A company id from a path or a context; a malformed one is simply "not found". */
export function companyObjectId(companyId: string | Types.ObjectId): Types.ObjectId {
  if (companyId instanceof Types.ObjectId) return companyId;
  const id = toCompanyObjectId(companyId);
  if (!id) throw new AppError("NOT_FOUND");
  return id;
}

/** Removes any attempt to move a document to another tenant from an update. */
function withoutTenant<T>(update: UpdateQuery<T>): UpdateQuery<T> {
  const out: Record<string, unknown> = { ...update };
  delete out.companyId;
  for (const op of ["$set", "$unset", "$setOnInsert", "$rename", "$inc"]) {
    const v = out[op];
    if (v && typeof v === "object" && "companyId" in v) {
      const copy = { ...(v as Record<string, unknown>) };
      delete copy.companyId;
      out[op] = copy;
    }
  }
  return out as UpdateQuery<T>;
}

/**
 * The one way modules read and write tenant-scoped data: every filter,
 * insert, update and aggregation gets `ctx.companyId`, and soft removal uses
 * the context's clock. Reads return plain objects.
 *
 * A class, its methods on the prototype: a punch makes several of these, and methods made per call cost each call an
 * object of ~20 closures, each named by tsx's `keepNames` (`__name`, a property definition per closure: ~3 % of the
 * app's CPU in bench:clock's rush). Objects are extended with `Object.assign` or built property by property, not with
 * `{ ...a, key }`: on Node 20's V8 a literal with a spread followed by anything takes a slow path, ~10x the CPU, and a
 * quarter of what it allocates outlives the young generation (bench/README.md "Object literals on the request path").
 *
 * @example
 * const notes = scoped(ctx, Note);
 * await notes.create({ title: "Hello" });
 * const page = await notes.find({}, { sort: { createdAt: -1 }, limit: 20 });
 */
export function scoped<T>(ctx: Pick<ServiceContext, "companyId" | "now">, model: Model<T>): ScopedModel<T> {
  if (!isTenantModel(model)) throw new Error(`${model.modelName} is not a tenant-scoped model (defineTenantModel)`);
  return new ScopedModel(ctx, model, companyObjectId(ctx.companyId));
}

const queryOptions = (o: FindOptions = {}): QueryOptions => {
  const options: QueryOptions = {};
  if (o.sort) options.sort = o.sort;
  if (o.skip) options.skip = o.skip;
  if (o.limit) options.limit = o.limit;
  if (o.withDeleted) options.withDeleted = true;
  return options;
};

/** A tenant model seen from one company (`scoped(ctx, model)`). */
export class ScopedModel<T> {
  constructor(
    private readonly ctx: Pick<ServiceContext, "companyId" | "now">,
    private readonly model: Model<T>,
    /** The company every filter, insert and update gets. */
    readonly companyId: Types.ObjectId,
  ) {}

  private scope(filter: Filter = {}): Filter {
    return Object.assign({}, filter, { companyId: this.companyId });
  }

  /**
   * How many live records of the tenant match, as one `count` command: a list's total. `countDocuments` runs an
   * aggregation through the driver's cursor machinery, which cost the app twice the CPU for the same answer
   * (bench:api). No mongoose query runs, so the tenant guard's two rules are applied here: the filter (cast as a
   * query would cast it) names the tenant, and soft-removed records are left out unless the filter names `deletedAt`.
   */
  private countMatching(filter: Filter): Promise<number> {
    return this.countOf(this.liveConditions(filter, "count"));
  }

  /**
   * A filter cast as a query would cast it, naming the tenant, and without soft-removed records unless it names them
   * or `withDeleted` asks for them (the tenant guard's two rules, core/tenancy/tenant-model.ts).
   */
  private liveConditions(filter: Filter, op: string, withDeleted = false): Filter {
    const conditions = this.model.countDocuments(this.scope(filter)).cast(this.model) as Filter;
    if (!filterHasTenant(conditions)) throw new TenantScopeError(this.model.modelName, op);
    if (!withDeleted && !("deletedAt" in conditions)) conditions.deletedAt = null;
    return conditions;
  }

  /** The model's database, client and collection, for the reads sent as plain commands (core/db/raw-results.ts). */
  private native() {
    return [this.model.db.db!, this.model.db.getClient(), this.model.collection.collectionName] as const;
  }

  /**
   * A `find` command of `conditions` (already through `liveConditions`): a limit's records come in the first reply,
   * so the cursor ends with it (no getMore); `singleBatch` also closes it when a limit is not reached.
   */
  private findCommand(conditions: Filter, options: FindOptions, singleBatch: boolean) {
    const { sort, projection, skip, limit } = options;
    const command: Filter = { find: this.model.collection.collectionName, filter: conditions };
    if (sort) command.sort = sort;
    if (projection) command.projection = projection;
    if (skip) command.skip = skip;
    if (limit) {
      command.limit = limit;
      command.batchSize = limit;
    }
    if (singleBatch) command.singleBatch = true;
    return command;
  }

  /**
   * A lean read as one `find` command and its `getMore`s (core/db/raw-results.ts): the records a lean mongoose query
   * answers, without mongoose's query and the driver's cursor around each read (most of the app's CPU per read on the
   * punch path, bench:clock). The tenant guard's rules hold (`liveConditions`). `one` reads at most one record.
   */
  private read(filter: Filter | undefined, options: FindOptions, op: string, one: boolean) {
    const conditions = this.liveConditions(filter ?? {}, op, options.withDeleted);
    return documentResults<LeanRecord<T>>(
      ...this.native(),
      this.findCommand(conditions, one ? Object.assign({}, options, { limit: 1 }) : options, one),
    );
  }

  private async countOf(conditions: Filter): Promise<number> {
    const [db, client, collection] = this.native();
    const answer = (await firstReply(db, client, { count: collection, query: conditions })) as { n: number };
    return Number(answer.n);
  }

  /** Plain records (as a lean query answers them) of the tenant's live records that match. */
  find(filter?: Filter, options: FindOptions = {}): Promise<Array<LeanRecord<T>>> {
    return this.read(filter, options, "find", false);
  }

  async findOne(filter?: Filter, options: FindOptions = {}): Promise<LeanRecord<T> | null> {
    return (await this.read(filter, options, "findOne", true))[0] ?? null;
  }

  /** By `_id`; a malformed id is not found rather than an error. */
  async findById(id: string, options: FindOptions = {}): Promise<LeanRecord<T> | null> {
    if (!isValidObjectId(id)) return null;
    return (await this.read({ _id: id }, options, "findOne", true))[0] ?? null;
  }

  /**
   * The records of each of `values` of `field` (with `filter`), sorted and at most `limit` each, as one `aggregate`:
   * a part per value, joined by `$unionWith`, each read through the indexes as its own `find` would be (MongoDB and
   * the embedded engine alike). A per-key top-k (a person's last punches by position) has no `$in` form; this is
   * the batch of such reads in one round trip. Every part goes through the tenant guard's rules (`liveConditions`).
   * Answers each value (as a string) with its records; a value with none has none in the map (a `projection` must
   * keep `field`).
   *
   * @example
   * const last = await scoped(ctx, ClockEntryModel).findPerKey("workerId", ids, { sort: { seq: -1 }, limit: 8 });
   */
  async findPerKey(
    field: string,
    values: readonly unknown[],
    options: { filter?: Filter; sort: Record<string, 1 | -1>; limit: number; projection?: Record<string, 0 | 1> },
  ): Promise<Map<string, Array<LeanRecord<T>>>> {
    const found = new Map<string, Array<LeanRecord<T>>>();
    const unique = [...new Map(values.map((v) => [String(v), v])).values()];
    if (unique.length === 0) return found;
    // cast once for every value (an id string becomes an ObjectId where the schema says so)
    const conditions = this.liveConditions(Object.assign({}, options.filter, { [field]: { $in: unique } }), "find");
    const cast = (conditions[field] as { $in: unknown[] }).$in;
    const part = (value: unknown) => [
      { $match: Object.assign({}, conditions, { [field]: value }) },
      { $sort: options.sort },
      { $limit: options.limit },
      ...(options.projection ? [{ $project: options.projection }] : []),
    ];
    const [db, client, collection] = this.native();
    // MongoDB refuses a pipeline of more than 1,000 stages: a command per PER_KEY_PARTS values, sent together
    const chunks: unknown[][] = [];
    for (let i = 0; i < cast.length; i += PER_KEY_PARTS) chunks.push(cast.slice(i, i + PER_KEY_PARTS));
    const replies = await Promise.all(
      chunks.map(([first, ...rest]) =>
        documentResults<LeanRecord<T>>(db, client, collection, {
          aggregate: collection,
          pipeline: [...part(first), ...rest.map((v) => ({ $unionWith: { coll: collection, pipeline: part(v) } }))],
          // every record in the first reply
          cursor: { batchSize: (rest.length + 1) * options.limit },
        }),
      ),
    );
    for (const record of replies.flat()) {
      const key = String((record as Record<string, unknown>)[field]);
      const list = found.get(key);
      if (list) list.push(record);
      else found.set(key, [record]);
    }
    return found;
  }

  count(filter?: Filter, options: FindOptions = {}) {
    return this.model.countDocuments(this.scope(filter)).setOptions(queryOptions(options)).exec();
  }

  /**
   * A page of a list and how many records match (core/lists/README.md): plain records of the projected fields
   * (no documents hydrated) and the count (`count`, which the engine answers from an index when one decides the
   * filter), both through the tenant guard, read together.
   *
   * @example
   * const { items, total } = await scoped(ctx, Note).page({}, { sort: { createdAt: -1, _id: -1 }, skip: 0,
   *   limit: 20, projection: projectionOf(NoteSchema) });
   */
  async page(
    filter: Filter,
    options: PageOptions,
  ): Promise<{ items: Array<T & { _id: Types.ObjectId }>; total: number }> {
    const [items, total] = await Promise.all([
      this.model
        .find(
          this.scope(filter),
          options.projection ?? null,
          options.skip
            ? { sort: options.sort, skip: options.skip, limit: options.limit }
            : { sort: options.sort, limit: options.limit },
        )
        .lean<Array<T & { _id: Types.ObjectId }>>()
        .exec(),
      this.countMatching(filter),
    ]);
    return { items, total };
  }

  /**
   * `page` with each record as its stored BSON (core/db/raw-results.ts: nothing turned into objects), for an answer
   * written straight from the bytes (core/lists/bson-json.ts). The same tenant guard: the filter is cast as a query
   * casts it and names the tenant, and soft-removed records are left out unless the filter names `deletedAt`.
   */
  async pageRaw(filter: Filter, options: PageOptions): Promise<{ records: Uint8Array[]; total: number }> {
    const conditions = this.liveConditions(filter, "find");
    const [records, total] = await Promise.all([
      rawResults(...this.native(), this.findCommand(conditions, options, true)),
      this.countOf(conditions),
    ]);
    return { records, total };
  }

  async create(data: Partial<T>) {
    const doc = await this.model.create(Object.assign({}, data, { companyId: this.companyId }) as T);
    return doc.toObject();
  }

  /** Many new records in one round trip (imports); each gets the tenant. Resolves to how many were written. */
  async insertMany(data: ReadonlyArray<Partial<T>>): Promise<number> {
    if (data.length === 0) return 0;
    const docs = await this.model.insertMany(
      data.map((d) => Object.assign({}, d, { companyId: this.companyId }) as T),
      { ordered: true },
    );
    return docs.length;
  }

  /**
   * Many new records without a mongoose document per record (mongoose's `lean` insert): generated data in bulk (a
   * month of shifts for a department, bench:scheduling), where hydrating and validating each record cost as much as
   * the write. The caller gives complete records: schema defaults are NOT applied and mongoose validates nothing.
   * The model's hooks still run (the tenant guard, the write versions other instances read). Each record gets the
   * tenant, `deletedAt: null` and the context's time as `createdAt`/`updatedAt`. Resolves to how many were written.
   */
  async insertLean(data: ReadonlyArray<Partial<T>>): Promise<number> {
    if (data.length === 0) return 0;
    const now = this.ctx.now();
    const docs = await this.model.insertMany(
      data.map(
        (d) =>
          Object.assign({ createdAt: now, updatedAt: now, deletedAt: null }, d, { companyId: this.companyId }) as T,
      ),
      { ordered: true, lean: true },
    );
    return docs.length;
  }

  /**
   * One new record without a mongoose document (`insertLean`'s rules: complete records, no schema defaults, nothing
   * validated by mongoose): a hot path's record built whole by its service (a punch), where hydrating and validating
   * cost more than the write. The records of one turn of the event loop go in one unordered insert
   * (core/tenancy/batched-inserts.ts), each caller hearing only of its own (a duplicate key rejects its caller
   * alone), the write versions counted as the model's hooks count them. Resolves to the record as stored, with its
   * new `_id`, once it is.
   */
  async createLean(data: Partial<T>): Promise<T & { _id: Types.ObjectId }> {
    const now = this.ctx.now();
    const record = Object.assign({ _id: new Types.ObjectId(), createdAt: now, updatedAt: now, deletedAt: null }, data, {
      companyId: this.companyId,
    }) as unknown as T & { _id: Types.ObjectId };
    await insertBatched(this.model as unknown as Pick<Model<unknown>, "modelName" | "collection">, record);
    return record;
  }

  updateOne(filter: Filter, update: UpdateQuery<T>, options: { upsert?: boolean } = {}) {
    return this.model.updateOne(this.scope(filter), withoutTenant(update), options).exec();
  }

  updateMany(filter: Filter, update: UpdateQuery<T>) {
    return this.model.updateMany(this.scope(filter), withoutTenant(update)).exec();
  }

  findOneAndUpdate(filter: Filter, update: UpdateQuery<T>, options: { upsert?: boolean; new?: boolean } = {}) {
    return this.model
      .findOneAndUpdate(this.scope(filter), withoutTenant(update), {
        returnDocument: options.new === false ? "before" : "after",
        upsert: options.upsert ?? false,
      })
      .lean()
      .exec();
  }

  /** Soft removal (spec §4): sets `deletedAt`; the records disappear from reads. */
  softDelete(filter: Filter) {
    return this.model.updateMany(this.scope(filter), { $set: { deletedAt: this.ctx.now() } } as UpdateQuery<T>).exec();
  }

  restore(filter: Filter) {
    return this.model
      .updateMany(this.scope(Object.assign({}, filter, { deletedAt: { $ne: null } })), {
        $set: { deletedAt: null },
      } as UpdateQuery<T>)
      .setOptions({ withDeleted: true })
      .exec();
  }

  /**
   * `aggregate` answering each result document as its BSON (core/db/raw-results.ts): for readers that take the
   * values they need straight from the bytes (core/db/bson-columns.ts) instead of an object per value.
   */
  aggregateRaw(pipeline: PipelineStage[]): Promise<Uint8Array[]> {
    const [db, client, collection] = this.native();
    return rawResults(db, client, collection, {
      aggregate: collection,
      pipeline: [{ $match: { companyId: this.companyId, deletedAt: null } }, ...pipeline],
      cursor: {},
    });
  }

  /** An aggregation that starts with this tenant's (live) documents. */
  aggregate<R = unknown>(pipeline: PipelineStage[], options: { withDeleted?: boolean } = {}) {
    const match: Filter = options.withDeleted
      ? { companyId: this.companyId }
      : { companyId: this.companyId, deletedAt: null };
    return this.model
      .aggregate<R>([{ $match: match }, ...pipeline])
      .option(options.withDeleted ? { withDeleted: true } : {})
      .exec();
  }
}

export type Scoped<T> = ScopedModel<T>;
