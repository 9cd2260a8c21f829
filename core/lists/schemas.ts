import {
  type TArray,
  type TInteger,
  type TObject,
  type TObjectOptions,
  type TProperties,
  type TSchema,
  Type,
} from "typebox";

/**
 * The route schemas every list shares (core/lists/README.md): the tenant path, the page query and the list answer.
 * Isomorphic (TypeBox only): module contracts, the SDK generator and the web app read them.
 */

/** The page sizes of the spec's tables (spec §9) and the web DataTable. */
export const PAGE_SIZES = [5, 20, 50] as const;

/** The path parameters of every tenant route: `/api/companies/:companyId/...`. */
export const TenantParams = Type.Object({ companyId: Type.String() });

export interface PageQueryOptions {
  /**
   * The page sizes a client may ask for, or the largest one.
   * @default PAGE_SIZES (5, 20 or 50)
   */
  sizes?: readonly number[] | { max: number };
  /** @default 20 */
  defaultSize?: number;
}

/**
 * The paging fields of a list's query: `limit` (the page size) and `skip` (rows before the page), the names every
 * list route already has; spread them into the route's own query object.
 *
 * @example
 * export const NoteListQuery = Type.Object({ q: Type.Optional(Type.String()), ...pageQuery() },
 *   { additionalProperties: false });
 */
export function pageQuery(options: PageQueryOptions = {}) {
  const sizes = options.sizes ?? PAGE_SIZES;
  const defaultSize = options.defaultSize ?? 20;
  return {
    limit:
      "max" in sizes
        ? Type.Integer({ minimum: 1, maximum: sizes.max, default: defaultSize })
        : Type.Integer({ enum: [...sizes], default: defaultSize }),
    skip: Type.Integer({ minimum: 0, default: 0 }),
  };
}

/**
 * A list's answer: `{ items, total }` (total: every record the filter matches, not only the page), plus the route's
 * own extra fields (the notifications' `unread`). Without extra fields, a list of an item schema that has `examples`
 * gets the example `{ items: <those examples>, total }` for the OpenAPI document; `options` may give another.
 *
 * @example
 * export const NoteList = listOf(Note);
 */
export function listOf<T extends TSchema, E extends TProperties = Record<never, never>>(
  item: T,
  extra?: E,
  options: TObjectOptions = {},
): TObject<{ items: TArray<T>; total: TInteger } & E> {
  const itemExamples = (item as { examples?: unknown }).examples;
  const derived =
    extra === undefined && Array.isArray(itemExamples) && itemExamples.length > 0
      ? { examples: [{ items: itemExamples, total: itemExamples.length }] }
      : {};
  return Type.Object(
    { items: Type.Array(item), total: Type.Integer(), ...(extra ?? ({} as E)) },
    { ...derived, ...options },
  );
}
