import type { Client } from "./client.js";
import type { paths } from "./generated/api.js";
import type { CallOptions, OperationOf, PathsWithMethod, ResponseBody } from "./types.js";

/** A page of a list route: `{ items, total }` (the API's lists answer this, paged by `limit` and `skip`). */
export interface Page<T> {
  items: T[];
  total: number;
}

type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
type PathOf<Op> = Op extends { parameters: { path: infer X } } ? ([X] extends [never] ? undefined : X) : undefined;

/** The GET paths of `Paths` that answer a {@link Page} and take `skip`: the ones {@link paginate} walks. */
export type PaginatedPaths<Paths = paths> = {
  [P in PathsWithMethod<Paths, "get">]: ResponseBody<OperationOf<Paths, P, "get">> extends Page<unknown>
    ? QueryOf<OperationOf<Paths, P, "get">> extends { skip?: unknown }
      ? P
      : never
    : never;
}[PathsWithMethod<Paths, "get">];

/** The item type of a paginated path. */
export type PageItem<Paths, P extends PaginatedPaths<Paths>> =
  ResponseBody<OperationOf<Paths, P, "get">> extends Page<infer T> ? T : never;

type PageQuery<Op> = Omit<QueryOf<Op>, "skip" | "limit">;

/** What {@link paginate} takes: the route's params and filters (not `skip`/`limit`), and the page size. */
export type PaginateOptions<Op> = (PathOf<Op> extends undefined ? { params?: never } : { params: PathOf<Op> }) & {
  /** The route's filters; `skip` and `limit` are the helper's. */
  query?: Partial<PageQuery<Op>>;
  /**
   * Items asked per request (the route's `limit`); the route's default when absent.
   * @example 50
   */
  pageSize?: QueryOf<Op> extends { limit?: infer L } ? NonNullable<L> : number;
} & Omit<CallOptions, "parseAs">;

type PaginateArgs<Op> = PathOf<Op> extends undefined ? [options?: PaginateOptions<Op>] : [options: PaginateOptions<Op>];

/**
 * Every item of a list route, page after page, as an async iterable: it asks `limit`/`skip` pages until it has read
 * `total` items or a page comes back empty. Each page is one call (with the client's 429 retries).
 *
 * @example
 * for await (const worker of paginate(api, "/api/companies/{companyId}/workers", { params: { companyId } })) {
 *   console.log(worker.name);
 * }
 */
export async function* paginate<Paths, P extends PaginatedPaths<Paths>>(
  client: Client<Paths>,
  path: P,
  ...[options]: PaginateArgs<OperationOf<Paths, P, "get">>
): AsyncGenerator<PageItem<Paths, P>, void, undefined> {
  const { pageSize, query, ...rest } = (options ?? {}) as {
    pageSize?: number;
    query?: Record<string, unknown>;
    params?: Record<string, unknown>;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };
  const get = client.get as unknown as (path: string, init: object) => Promise<Page<PageItem<Paths, P>>>;
  let skip = 0;
  for (;;) {
    const page = await get(path, {
      ...rest,
      query: { ...query, skip, ...(pageSize === undefined ? {} : { limit: pageSize }) },
    });
    for (const item of page.items) yield item;
    skip += page.items.length;
    if (page.items.length === 0 || skip >= page.total) return;
  }
}

/**
 * All items of a list route in one array ({@link paginate}, collected). For big lists prefer iterating.
 * @example const offices = await listAll(api, "/api/companies/{companyId}/offices", { params: { companyId } });
 */
export async function listAll<Paths, P extends PaginatedPaths<Paths>>(
  client: Client<Paths>,
  path: P,
  ...args: PaginateArgs<OperationOf<Paths, P, "get">>
): Promise<Array<PageItem<Paths, P>>> {
  const items: Array<PageItem<Paths, P>> = [];
  for await (const item of paginate(client, path, ...args)) items.push(item);
  return items;
}
