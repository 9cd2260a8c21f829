import { SerializerSelector } from "@fastify/fast-json-stringify-compiler";
import { Type, type TSchema } from "typebox";
import { describe, expect, it } from "vitest";
import { forSerializing, responseSerializerFactory } from "../response-serializer.js";

// What Fastify would serialize a response with, by default and with the product's rewriting.
const route = (schema: TSchema) => ({ method: "GET", url: "/x", httpStatus: "200", schema });
const stock = (schema: TSchema) => SerializerSelector()(undefined, {})(route(schema));
const ours = (schema: TSchema) => responseSerializerFactory()(undefined, {})(route(schema));
/** The code fast-json-stringify generates (its debug mode): whether it asks Ajv to choose a branch. */
const code = (build: typeof SerializerSelector, schema: TSchema) =>
  (build()(undefined, { mode: "debug" })(route(schema)) as unknown as { code: string }).code;
const choosesAtRunTime = (build: typeof SerializerSelector, schema: TSchema) =>
  code(build, schema).includes("getSchemaValidator");

const Level = Type.Union([Type.Literal("requester"), Type.Literal("leader"), Type.Literal("admin")]);
const Entry = Type.Object({
  id: Type.String(),
  level: Level,
  levelOrNone: Type.Union([Level, Type.Null()]),
  at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  place: Type.Union([Type.Object({ name: Type.String(), radius: Type.Integer() }), Type.Null()]),
  tags: Type.Array(Type.Union([Type.String(), Type.Number(), Type.Null()])),
  count: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  on: Type.Union([Type.Literal(true), Type.Literal(false)]),
});
const Page = Type.Object({ items: Type.Array(Entry), next: Type.Union([Type.String(), Type.Null()]) });

const values = [
  {
    items: [
      {
        id: "a",
        level: "leader",
        levelOrNone: null,
        at: new Date("2026-11-29T08:00:00.000Z"),
        place: { name: "HQ", radius: 150, extra: "dropped" },
        tags: ["x", 2, null],
        count: 2,
        on: true,
      },
      {
        id: 'b"q',
        level: "admin",
        levelOrNone: "requester",
        at: "2026-11-29T09:00:00.000Z",
        place: null,
        tags: [],
        on: false,
      },
    ],
    next: null,
  },
  { items: [], next: "cursor" },
];

describe("response schemas rewritten for serializing", () => {
  it("writes every valid value exactly as Fastify's own serializer does", () => {
    for (const value of values) expect(ours(Page)(value)).toBe(stock(Page)(value));
    for (const value of values[0]!.items) expect(ours(Entry)(value)).toBe(stock(Entry)(value));
  });

  it("leaves no literal or nullable union for fast-json-stringify to choose with Ajv", () => {
    expect(choosesAtRunTime(SerializerSelector, Page)).toBe(true);
    expect(choosesAtRunTime(responseSerializerFactory, Page)).toBe(false);
  });

  it("keeps the unions a value's shape must decide, and still writes them right", () => {
    const Either = Type.Object({
      file: Type.Union([Type.String(), Type.Object({ path: Type.String(), size: Type.Integer() })]),
    });
    expect(choosesAtRunTime(responseSerializerFactory, Either)).toBe(true);
    for (const value of [{ file: "a.pdf" }, { file: { path: "/a.pdf", size: 3, other: 1 } }])
      expect(ours(Either)(value)).toBe(stock(Either)(value));
  });

  it("changes a copy: the route's schema, which documentation and validation use, is left as it was", () => {
    const before = JSON.stringify(Page);
    const rewritten = forSerializing(Page);
    expect(JSON.stringify(Page)).toBe(before);
    expect(rewritten).not.toBe(Page);
    expect(JSON.stringify(rewritten)).not.toContain("anyOf");
    // what needs no change is shared, not copied
    const Plain = Type.Object({ id: Type.String(), n: Type.Integer() });
    expect(forSerializing(Plain)).toBe(Plain);
  });

  it("gives the shared schemas ($ref) the same treatment", () => {
    const Shared = Type.Object({ kind: Type.Union([Type.Literal("a"), Type.Literal("b")]) }, { $id: "Shared" });
    const Ref = Type.Object({ item: Type.Ref("Shared") });
    const build = responseSerializerFactory()({ Shared }, { mode: "debug" });
    expect((build(route(Ref)) as unknown as { code: string }).code).not.toContain("getSchemaValidator");
    const serialize = responseSerializerFactory()({ Shared }, {})(route(Ref));
    expect(serialize({ item: { kind: "b" } })).toBe('{"item":{"kind":"b"}}');
  });
});
