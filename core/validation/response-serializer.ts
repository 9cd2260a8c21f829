import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";

/**
 * Fastify's response serializer (fast-json-stringify) over response schemas rewritten for serializing: a union of
 * literals (`Type.Union([Type.Literal("a"), ...])`, `Type.Enum`) becomes its JSON type, and a schema-or-null union
 * (`Type.Union([X, Type.Null()])`) becomes X with `null` among its types. fast-json-stringify serializes both forms
 * alike for a valid value, but for an `anyOf` it builds an Ajv instance per route to choose the branch at run time:
 * ~250 of them (94,000 objects, 6 MB) that every full GC of the app marked (bench/README.md "bench:clock"). Only
 * the serializer sees the rewritten schemas: validation, the OpenAPI document and the SDK keep the unions. A value
 * outside a literal union is written as it is instead of failing the response.
 *
 * Given to Fastify as `schemaController.compilersFactory.buildSerializer` (core/app.ts).
 */
export function responseSerializerFactory(): ReturnType<typeof SerializerSelector> {
  const build = SerializerSelector();
  return (externalSchemas, options) => {
    const shared = externalSchemas as Record<string, unknown> | undefined;
    const compile = build(
      shared && Object.fromEntries(Object.entries(shared).map(([id, schema]) => [id, forSerializing(schema)])),
      options,
    );
    return (route) => compile(Object.assign({}, route, { schema: forSerializing(route.schema) }));
  };
}

/** Keywords holding one subschema. */
const ONE = ["items", "additionalProperties", "additionalItems", "not", "if", "then", "else", "contains"] as const;
/** Keywords holding a list of subschemas. */
const LIST = ["allOf", "anyOf", "oneOf", "prefixItems"] as const;
/** Keywords holding subschemas by name. */
const BY_NAME = ["properties", "patternProperties", "definitions", "$defs", "dependentSchemas"] as const;

type Schema = Record<string | symbol, unknown>;

const isSchema = (value: unknown): value is Schema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The schema as fast-json-stringify should see it (see `responseSerializerFactory`). Never changes `schema`: what
 * changes is copied, what does not is shared.
 */
export function forSerializing<T>(schema: T): T {
  return rewrite(schema, new Map()) as T;
}

function rewrite(schema: unknown, done: Map<Schema, Schema>): unknown {
  if (!isSchema(schema)) return schema;
  const known = done.get(schema);
  if (known) return known;
  // a schema met again inside itself is left as it is (fast-json-stringify resolves recursion by $ref anyway)
  done.set(schema, schema);
  let out: Schema | undefined;
  const put = (key: string, value: unknown) => {
    if (value === schema[key]) return;
    out ??= Object.assign({}, schema);
    out[key] = value;
  };
  for (const key of ONE) if (key in schema) put(key, rewrite(schema[key], done));
  for (const key of LIST) {
    const list = schema[key];
    if (!Array.isArray(list)) continue;
    const next = list.map((item) => rewrite(item, done));
    if (next.some((item, i) => item !== list[i])) put(key, next);
  }
  for (const key of BY_NAME) {
    const byName = schema[key];
    if (!isSchema(byName)) continue;
    const next = Object.fromEntries(Object.entries(byName).map(([name, item]) => [name, rewrite(item, done)]));
    if (Object.entries(next).some(([name, item]) => item !== byName[name])) put(key, next);
  }
  let result = out ?? schema;
  const branches = result.anyOf;
  const merged = Array.isArray(branches) ? withoutUnion(branches) : undefined;
  if (merged) {
    const { anyOf: _union, ...rest } = result;
    result = Object.assign(rest, merged);
  }
  done.set(schema, result);
  return result;
}

const PRIMITIVE = new Set(["string", "number", "integer", "boolean", "null"]);
/** Keywords that make a branch more than its type: such a union is left to fast-json-stringify. */
const COMBINING = ["anyOf", "oneOf", "allOf", "$ref", "if", "not"];

/** The JSON type of a literal, or undefined for one that is not a primitive. */
function literalType(value: unknown): string | undefined {
  if (value === null) return "null";
  if (typeof value === "string" || typeof value === "boolean") return typeof value;
  if (typeof value === "number") return "number";
  return undefined;
}

/**
 * The JSON types a literal branch (`const`, `enum`) or a bare primitive one (`{ type: "string" }`) can have, or
 * undefined for another.
 */
function literalTypes(branch: unknown): string[] | undefined {
  if (!isSchema(branch) || COMBINING.some((k) => k in branch)) return undefined;
  const values = "const" in branch ? [branch.const] : Array.isArray(branch.enum) ? branch.enum : undefined;
  if (values) {
    const types = values.map(literalType);
    return types.every((t) => t !== undefined) ? (types as string[]) : undefined;
  }
  // a bare primitive type (`Type.Null()`, `Type.String()`, `Type.Number()` ...): nothing to choose but the type
  return typeof branch.type === "string" &&
    PRIMITIVE.has(branch.type) &&
    Object.keys(branch).every((k) => k === "type" || k === "description")
    ? [branch.type]
    : undefined;
}

/** What replaces an `anyOf` of these branches, or undefined when fast-json-stringify must keep choosing. */
function withoutUnion(branches: unknown[]): Schema | undefined {
  if (branches.length === 0) return undefined;
  // literals and bare primitives (`"a" | "b" | null`, `string | number | null`): their JSON types; an integer is a
  // number (no rounding of a value that is not one)
  const literal = branches.map(literalTypes);
  if (literal.every((t) => t !== undefined)) {
    const types = [...new Set(literal.flat().map((t) => (t === "integer" ? "number" : t)))];
    return { type: types.length === 1 ? types[0] : types };
  }
  // one schema or null
  if (branches.length !== 2) return undefined;
  const nullAt = literal.findIndex((t) => t?.length === 1 && t[0] === "null");
  const other = branches[1 - nullAt];
  if (nullAt < 0 || !isSchema(other) || COMBINING.some((k) => k in other)) return undefined;
  if (typeof other.type !== "string" || other.type === "null" || "const" in other || "enum" in other) return undefined;
  return Object.assign({}, other, { type: [other.type, "null"] });
}
