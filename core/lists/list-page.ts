import type { Model, Types } from "mongoose";
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
