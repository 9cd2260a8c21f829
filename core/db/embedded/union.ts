import type { Document } from "bson";
import type { Collection } from "./collection.js";
import { findThenLookup } from "./lookup.js";
import { aggregate, find, type FindOptions } from "./query.js";
import { isPlainObject } from "./values.js";

/** What a `$unionWith` reads: a stored collection, a view's documents, or nothing (a missing collection). */
export type SourceOf = (collection: string) => Collection | Document[] | undefined;

/** A `$unionWith` in one of its two forms: `"coll"` or `{ coll, pipeline? }`. */
function unionSpec(stage: Document): { coll: string; pipeline: Document[] } | undefined {
  const spec = stage.$unionWith as unknown;
  if (typeof spec === "string") return { coll: spec, pipeline: [] };
  if (!isPlainObject(spec) || typeof spec.coll !== "string") return undefined;
  const keys = Object.keys(spec);
  if (keys.some((k) => k !== "coll" && k !== "pipeline")) return undefined;
  if (spec.pipeline !== undefined && !Array.isArray(spec.pipeline)) return undefined;
  return { coll: spec.coll, pipeline: (spec.pipeline as Document[] | undefined) ?? [] };
}

/** Whether every `$unionWith` of the pipeline (and of theirs) names a collection and holds only stages this runs. */
function runnable(pipeline: Document[]): boolean {
  return pipeline.every((stage) => {
    if (!isPlainObject(stage)) return false;
    const name = Object.keys(stage)[0];
    if (name === "$out" || name === "$merge") return false;
    if (name !== "$unionWith") return true;
    const spec = unionSpec(stage);
    return spec !== undefined && runnable(spec.pipeline);
  });
}

const positiveInteger = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v > 0;

/**
 * The stages of a pipeline part that a find answers: `$match`, then optionally `$sort`, `$skip` and `$limit` in that
 * order (a find applies them in that order), and how many they are.
 */
export function leadingFind(stages: Document[]): { options: FindOptions; count: number } | undefined {
  if (!isPlainObject(stages[0]?.$match)) return undefined;
  const options: FindOptions = { filter: stages[0].$match as Document };
  let i = 1;
  const sort = stages[i]?.$sort;
  if (isPlainObject(sort) && Object.values(sort).every((d) => d === 1 || d === -1)) {
    options.sort = sort;
    i++;
  }
  if (positiveInteger(stages[i]?.$skip)) options.skip = stages[i++]!.$skip as number;
  if (positiveInteger(stages[i]?.$limit)) options.limit = stages[i++]!.$limit as number;
  return { options, count: i };
}

/**
 * A part of a pipeline without `$unionWith` over `source`: a find and a `$lookup` by `_id` through the indexes
 * (lookup.ts), or its leading find as a find and the rest through mingo.
 */
function runPart(
  source: Collection | Document[] | undefined,
  stages: Document[],
  db: string,
  sourceOf: SourceOf,
  variables: Document | undefined,
): Document[] {
  const byId = Array.isArray(source) ? undefined : findThenLookup(source, stages, db, sourceOf, variables);
  if (byId) return byId;
  const lead = leadingFind(stages);
  const docs = lead
    ? find(source, db, { ...lead.options, ...(variables ? { variables } : {}) })
    : Array.isArray(source)
      ? source
      : (source?.all() ?? []);
  const rest = lead ? stages.slice(lead.count) : stages;
  return rest.length > 0 ? aggregate(docs, rest, db, variables) : docs;
}

/**
 * Runs a pipeline over `collection` holding `$unionWith` stages part by part, or answers undefined when it holds none (or one this does
 * not run: `$documents`, a sub-pipeline writing with `$out`/`$merge`; mingo answers those). Each part that begins with
 * `$match` (then `$sort`, `$skip`, `$limit`) is read as a find reads it, through the collection's indexes and with
 * the best k kept instead of every match sorted; the stages after it run through mingo; a `$unionWith` appends what
 * its own pipeline answers over its collection, run the same way, and the stages after it run over both. mingo alone
 * hands each `$unionWith` every document of its collection (and copies them). The clock reads the last punches of
 * each person of a batch of punches as one aggregate of a `$unionWith` per person.
 */
export function unionOfParts(
  collection: string,
  pipeline: Document[],
  db: string,
  sourceOf: SourceOf,
  variables?: Document,
): Document[] | undefined {
  if (!pipeline.some((s) => isPlainObject(s) && "$unionWith" in s) || !runnable(pipeline)) return undefined;
  return runParts(sourceOf(collection), pipeline, db, sourceOf, variables);
}

function runParts(
  source: Collection | Document[] | undefined,
  pipeline: Document[],
  db: string,
  sourceOf: SourceOf,
  variables: Document | undefined,
): Document[] {
  const at = pipeline.findIndex((s) => "$unionWith" in s);
  if (at < 0) return runPart(source, pipeline, db, sourceOf, variables);
  const before = runPart(source, pipeline.slice(0, at), db, sourceOf, variables);
  const spec = unionSpec(pipeline[at]!)!;
  const other = runParts(sourceOf(spec.coll), spec.pipeline, db, sourceOf, variables);
  const after = pipeline.slice(at + 1);
  const both = before.concat(other);
  return after.length > 0 ? runParts(both, after, db, sourceOf, variables) : both;
}
