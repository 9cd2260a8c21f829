import type { FastifyReply } from "fastify";
import type { Model, Types } from "mongoose";
import type { BsonJsonWriter } from "./bson-json.js";
import type { ServiceContext } from "../context.js";
import { scoped } from "../tenancy/scoped.js";

type Filter = Record<string, unknown>;

export interface ListPageOptions<T, R> {
  /** The list's own conditions; the tenant (and `deletedAt: null`) is added by the scoped layer. */
  filter?: Filter;
  /** A total order (end with `_id`), so pages neither repeat nor skip records. */
  sort: Record<string, 1 | -1>;
  /** The page query (`pageQuery()` in core/lists/schemas.ts). */
  page: { limit: number; skip: number };
  /** `projectionOf(ItemSchema)`: the fields the answer shows. @default every stored field */
  projection?: Record<string, 0 | 1>;
  /** A stored record (plain object, not a document) to its answer item; it may reshape the record in place. */
  toItem: (record: T & { _id: Types.ObjectId }) => R;
}

/**
 * One page of a tenant's list and the total the filter matches (core/lists/README.md): the read path every list
 * route uses. Goes through `scoped(ctx, model).page`, so the tenant guard applies; records are lean (plain objects of
 * the projected fields, no mongoose documents); the count is a `countDocuments` the engine answers from the index
 * when one decides the filter; both run at once. The route then serialises `{ items, total }` with its response
 * schema (fastify's compiled serializer).
 *
 * @example
 * return listPage(ctx, AuditEntryModel, {
 *   filter, sort: { at: -1, _id: -1 }, page: query, projection: projectionOf(AuditEntrySchema), toItem: toDto,
 * });
 */
export async function listPage<T, R>(
  ctx: Pick<ServiceContext, "companyId" | "now">,
  model: Model<T>,
  options: ListPageOptions<T, R>,
): Promise<{ items: R[]; total: number }> {
  const { items, total } = await scoped(ctx, model).page(options.filter ?? {}, {
    sort: options.sort,
    skip: options.page.skip,
    limit: options.page.limit,
    projection: options.projection,
  });
  return { items: items.map(options.toItem), total };
}

/** An answer already written as JSON bytes (the BSON path): sent as it is, no serializer. */
export class JsonAnswer {
  constructor(readonly body: Buffer) {}
}

/** A list page as objects for the route's serializer, or already written as JSON. */
export type ListAnswer<R> = { items: R[]; total: number } | JsonAnswer;

/**
 * `listPage` answered straight from the stored BSON (core/lists/README.md "The JSON path"): the page is read raw and
 * written by `json` (`compileBsonJson(ItemSchema, ...)`), so no record becomes an object. For lists whose items are
 * their stored fields (renamed, defaulted, left out); `toItem` must agree with `json`, because a page with a record
 * the writer cannot write as the serializer would (a missing required field, an unusual BSON type) is read again
 * and answered through `toItem` and the serializer. Send the answer with `sendAnswer`.
 *
 * @example
 * const json = compileBsonJson(NoteSchema, { rename: { id: "_id" } });
 * return listPageJson(ctx, NoteModel, { filter, sort, page: query, toItem: toDto, json });
 */
export async function listPageJson<T, R>(
  ctx: Pick<ServiceContext, "companyId" | "now">,
  model: Model<T>,
  options: ListPageOptions<T, R> & { json: BsonJsonWriter },
): Promise<ListAnswer<R>> {
  const pageOptions = {
    sort: options.sort,
    skip: options.page.skip,
    limit: options.page.limit,
    projection: options.projection,
  };
  const { records, total } = await scoped(ctx, model).pageRaw(options.filter ?? {}, pageOptions);
  const body = options.json.page(records, total);
  return body ? new JsonAnswer(body) : listPage(ctx, model, options);
}

/** Sends a route's answer: JSON bytes as they are, objects through the route's response schema. */
export function sendAnswer(reply: FastifyReply, answer: unknown): FastifyReply {
  if (answer instanceof JsonAnswer) return reply.type("application/json; charset=utf-8").send(answer.body);
  return reply.send(answer as never);
}
