import { type Document, ObjectId } from "bson";
import type { Collection } from "./collection.js";
import { find } from "./query.js";
import { leadingFind, type SourceOf } from "./union.js";
import { isPlainObject, keyOf } from "./values.js";

/** A `$lookup` of the equality form by `_id`: `{ from, localField, foreignField: "_id", as }`, plain field names. */
function byIdSpec(stage: Document): { from: string; localField: string; as: string } | undefined {
  const spec = stage.$lookup as unknown;
  if (!isPlainObject(spec)) return undefined;
  const keys = Object.keys(spec).sort().join(",");
  if (keys !== "as,foreignField,from,localField" || spec.foreignField !== "_id") return undefined;
  const { from, localField, as } = spec;
  const plain = (name: unknown): name is string =>
    typeof name === "string" && name.length > 0 && !name.includes(".") && !name.startsWith("$");
  return plain(from) && plain(localField) && plain(as) && localField !== as ? { from, localField, as } : undefined;
}

/** A value `_id` equality compares as itself: missing, null, a string, number, boolean, ObjectId or date. */
const plainValue = (v: unknown) =>
  v === undefined || v === null || typeof v !== "object" || v instanceof ObjectId || v instanceof Date;

/**
 * A pipeline of a leading find (`$match`, then maybe `$sort`, `$skip`, `$limit`) and one `$lookup` by `_id` as its
 * last stage, run through the indexes: the find as a find, and each document's match as one read of the other
 * collection's `_id` (mingo reads and hashes every document of `from` for each command). The sessions of a batch of
 * requests with their users (core/auth). Answers undefined for any other pipeline, or when a document's local value
 * is not one plain value (an array matches by element, in an order MongoDB leaves open): mingo runs those.
 */
export function findThenLookup(
  source: Collection | undefined,
  pipeline: Document[],
  db: string,
  sourceOf: SourceOf,
  variables?: Document,
): Document[] | undefined {
  const last = pipeline[pipeline.length - 1];
  const spec = last && isPlainObject(last) ? byIdSpec(last) : undefined;
  if (!source || !spec) return undefined;
  const lead = leadingFind(pipeline.slice(0, -1));
  if (!lead || lead.count !== pipeline.length - 1) return undefined;
  const from = sourceOf(spec.from);
  if (Array.isArray(from)) return undefined; // a view: its documents have no `_id` lookup
  const docs = find(source, db, { ...lead.options, ...(variables ? { variables } : {}) });
  const out: Document[] = [];
  for (const doc of docs) {
    const local: unknown = doc[spec.localField];
    if (!plainValue(local)) return undefined;
    // a missing local value is null, and matches a document whose `_id` is null (MongoDB's equality on null)
    const match = from?.get(keyOf(local ?? null));
    out.push({ ...doc, [spec.as]: match ? [match] : [] });
  }
  return out;
}
