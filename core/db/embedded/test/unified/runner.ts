/**
 * A runner for MongoDB's unified test format (schema 1.x), limited to what the CRUD specification tests use.
 *
 * Operations go through the official `mongodb` driver against a server URI, exactly as a driver's own spec-test
 * runner would do it against mongod. What it covers:
 * - `runOnRequirements` (server version, topology, serverless, auth, csfle, serverParameters) against a server
 *   profile;
 * - `createEntities`: client (uriOptions honoured; observeEvents / useMultipleMongoses accepted and ignored),
 *   database (databaseOptions), collection (collectionOptions: readConcern, writeConcern, readPreference);
 * - `initialData`: drop, then plain inserts (the embedded engine is a standalone: no majority write concern), or an
 *   explicit create when there are no documents;
 * - operations: see `OPERATIONS` below;
 * - `expectResult`, `expectError`, `saveResultAsEntity`, `ignoreResultAndError`;
 * - `outcome`: exact collection contents, read with a fresh query sorted by `_id`.
 *
 * NOT checked: `expectEvents` (command monitoring). Tests are run, their event expectations ignored.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { EJSON } from "bson";
import {
  type Collection,
  type Db,
  type Document,
  MongoClient,
  type MongoClientOptions,
  MongoError,
  MongoServerError,
  ReadPreference,
} from "mongodb";
import { assertMatches, describeValue, exactMismatches, isDocument, MatchError, matchMismatches } from "./matcher.js";
import { SERVER_VERSION } from "../../commands/index.js";

// ---------------------------------------------------------------------------------------------------------------
// Spec file model
// ---------------------------------------------------------------------------------------------------------------

export type RunOnRequirement = {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: "require" | "forbid" | "allow";
  serverParameters?: Record<string, unknown>;
  auth?: boolean;
  authMechanism?: string;
  csfle?: boolean;
};

export interface SpecOperation {
  name: string;
  object: string;
  arguments?: Record<string, unknown>;
  expectResult?: unknown;
  expectError?: Record<string, unknown>;
  saveResultAsEntity?: string;
  ignoreResultAndError?: boolean;
}

export interface CollectionData {
  databaseName: string;
  collectionName: string;
  documents: Document[];
  createOptions?: Document;
}

export interface SpecTest {
  description: string;
  runOnRequirements?: RunOnRequirement[];
  skipReason?: string;
  operations: SpecOperation[];
  expectEvents?: unknown[];
  outcome?: CollectionData[];
}

export interface SpecFile {
  /** File name, e.g. "aggregate-merge.json". */
  fileName: string;
  description: string;
  schemaVersion: string;
  runOnRequirements?: RunOnRequirement[];
  createEntities?: Record<string, Record<string, unknown>>[];
  initialData?: CollectionData[];
  tests: SpecTest[];
}

/**
 * Load every `*.json` spec file of a folder, sorted by name. Extended JSON is parsed in canonical mode so that
 * `$numberLong`, integers vs doubles, `$oid`, `$date`, ... keep their BSON types when sent to the server.
 */
export function loadSpecFiles(dir: string): SpecFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((fileName) => {
      const parsed = EJSON.parse(readFileSync(path.join(dir, fileName), "utf8"), { relaxed: false }) as Omit<
        SpecFile,
        "fileName"
      >;
      return { fileName, ...parsed };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Requirements
// ---------------------------------------------------------------------------------------------------------------

export interface ServerProfile {
  /** e.g. "7.0.0" */
  version: string;
  topology: "single" | "replicaset" | "sharded" | "load-balanced";
  serverless: boolean;
  auth: boolean;
  csfle: boolean;
  serverParameters?: Record<string, unknown>;
}

/** What the embedded engine claims to be: a standalone of SERVER_VERSION, no auth. */
export const EMBEDDED_ENGINE_PROFILE: ServerProfile = {
  version: SERVER_VERSION,
  topology: "single",
  serverless: false,
  auth: false,
  csfle: false,
};

function versionParts(v: string): number[] {
  const parts = v.split(".").map((p) => Number.parseInt(p, 10) || 0);
  while (parts.length < 3) parts.push(0);
  return parts.slice(0, 3);
}

export function compareVersions(a: string, b: string): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] < pb[i] ? -1 : 1;
  return 0;
}

/** Why one runOnRequirement is unmet, or undefined when it is satisfied. */
function unmetRequirement(req: RunOnRequirement, profile: ServerProfile): string | undefined {
  const problems: string[] = [];
  if (req.minServerVersion && compareVersions(profile.version, req.minServerVersion) < 0)
    problems.push(`server >= ${req.minServerVersion}`);
  if (req.maxServerVersion && compareVersions(profile.version, req.maxServerVersion) > 0)
    problems.push(`server <= ${req.maxServerVersion}`);
  if (req.topologies) {
    const topologies = req.topologies.map((t) => (t === "sharded-replicaset" ? "sharded" : t));
    if (!topologies.includes(profile.topology)) problems.push(`topology ${req.topologies.join("|")}`);
  }
  if (req.serverless === "require" && !profile.serverless) problems.push("serverless");
  if (req.serverless === "forbid" && profile.serverless) problems.push("non-serverless");
  if (req.auth === true && !profile.auth) problems.push("auth");
  if (req.auth === false && profile.auth) problems.push("no auth");
  if (req.authMechanism) problems.push(`auth mechanism ${req.authMechanism}`);
  if (req.csfle === true && !profile.csfle) problems.push("csfle");
  if (req.serverParameters) {
    for (const [k, v] of Object.entries(req.serverParameters)) {
      const have = profile.serverParameters?.[k];
      if (have === undefined || matchMismatches(v, have).length > 0)
        problems.push(`server parameter ${k}=${describeValue(v)}`);
    }
  }
  return problems.length > 0 ? problems.join(", ") : undefined;
}

/** "requires ..." when none of the alternatives is satisfied, undefined otherwise. */
export function unmetRequirements(reqs: RunOnRequirement[] | undefined, profile: ServerProfile): string | undefined {
  if (!reqs || reqs.length === 0) return undefined;
  const reasons: string[] = [];
  for (const r of reqs) {
    const why = unmetRequirement(r, profile);
    if (why === undefined) return undefined;
    reasons.push(why);
  }
  return `requires ${reasons.join(" or ")}`;
}

/** Read the server version and topology through a connected client. */
export async function detectServerProfile(client: MongoClient): Promise<ServerProfile> {
  const admin = client.db("admin");
  const buildInfo = await admin.command({ buildInfo: 1 });
  const hello = await admin.command({ hello: 1 });
  let topology: ServerProfile["topology"] = "single";
  if (hello.msg === "isdbgrid") topology = "sharded";
  else if (hello.setName) topology = "replicaset";
  else if (hello.serviceId) topology = "load-balanced";
  return {
    version: String(buildInfo.version),
    topology,
    serverless: false,
    auth: false,
    csfle: false,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Value helpers
// ---------------------------------------------------------------------------------------------------------------

/** BSON numeric wrappers (Int32/Double/Long) to JS numbers, recursively: for driver options, not for documents. */
export function toNativeNumbers(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  const tag = (v as { _bsontype?: string })._bsontype;
  if (tag === "Int32" || tag === "Double") return (v as { value: number }).value;
  if (tag === "Long") return (v as { toNumber(): number }).toNumber();
  if (Array.isArray(v)) return v.map(toNativeNumbers);
  if (isDocument(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, toNativeNumbers(x)]));
  return v;
}

/** Top-level numeric wrappers of an options object to numbers (limit, skip, batchSize, maxTimeMS, ...). */
function nativeTopLevel(opts: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(opts)) {
    const tag = v !== null && typeof v === "object" ? (v as { _bsontype?: string })._bsontype : undefined;
    out[k] = tag === "Int32" || tag === "Double" || tag === "Long" ? toNativeNumbers(v) : v;
  }
  if (isDocument(out.sort)) out.sort = toNativeNumbers(out.sort);
  return out;
}

function readPreferenceFrom(spec: unknown): ReadPreference | undefined {
  if (!isDocument(spec)) return undefined;
  const rp = toNativeNumbers(spec) as {
    mode: string;
    tagSets?: Document[];
    maxStalenessSeconds?: number;
    hedge?: Document;
  };
  return new ReadPreference(
    rp.mode as never,
    rp.tagSets as never,
    {
      maxStalenessSeconds: rp.maxStalenessSeconds,
      hedge: rp.hedge,
    } as never,
  );
}

/** collectionOptions / databaseOptions → driver options. */
function namespaceOptions(spec: unknown): Record<string, unknown> {
  if (!isDocument(spec)) return {};
  const opts = toNativeNumbers(spec) as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(opts)) {
    if (k === "readPreference") out.readPreference = readPreferenceFrom(spec.readPreference);
    else out[k] = v;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Failures
// ---------------------------------------------------------------------------------------------------------------

export type FailureKind =
  | "setup" // initialData or createEntities failed
  | "unexpected-error" // operation threw but no error was expected
  | "result-mismatch" // expectResult did not match
  | "missing-error" // expectError given but the operation succeeded
  | "error-mismatch" // an error was raised but not the expected one
  | "outcome-mismatch" // collection contents differ afterwards
  | "unsupported"; // the runner cannot run this test (operation/entity/schema)

export class UnifiedTestFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly detail: string,
    readonly where: { opIndex?: number; opName?: string; object?: string } = {},
  ) {
    const at = where.opName !== undefined ? ` (operation #${where.opIndex} ${where.opName} on ${where.object})` : "";
    super(`[${kind}]${at} ${detail}`);
    this.name = "UnifiedTestFailure";
  }
}

function errorSummary(e: unknown): string {
  if (e instanceof MongoServerError) {
    return `${e.constructor.name} code=${String(e.code)}${e.codeName ? ` (${e.codeName})` : ""}: ${e.message}`;
  }
  if (e instanceof Error) return `${e.constructor.name}: ${e.message}`;
  return String(e);
}

// ---------------------------------------------------------------------------------------------------------------
// Entities and operations
// ---------------------------------------------------------------------------------------------------------------

type Entity = MongoClient | Db | Collection | unknown;

class EntityMap extends Map<string, Entity> {
  entity<T>(id: string, kind?: "client" | "database" | "collection"): T {
    if (!super.has(id)) throw new UnifiedTestFailure("unsupported", `unknown entity "${id}"`);
    const e = super.get(id);
    if (kind === "client" && !(e instanceof MongoClient))
      throw new UnifiedTestFailure("unsupported", `"${id}" is not a client`);
    return e as T;
  }
}

interface OpContext {
  entities: EntityMap;
  op: SpecOperation;
  args: Record<string, unknown>;
}

function target<T>(ctx: OpContext): T {
  return ctx.entities.entity<T>(ctx.op.object);
}

function withoutKeys(obj: Record<string, unknown>, ...keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj)) if (!keys.includes(k)) out[k] = v;
  return out;
}

function options(ctx: OpContext, ...docKeys: string[]): Record<string, unknown> {
  const opts = nativeTopLevel(withoutKeys(ctx.args, ...docKeys));
  if (typeof opts.returnDocument === "string") opts.returnDocument = opts.returnDocument.toLowerCase();
  return opts;
}

/** Map a unified-format write model to the driver's (same shape; sort values to numbers). */
function writeModel(model: unknown): Document {
  if (!isDocument(model)) throw new UnifiedTestFailure("unsupported", `bad write model ${describeValue(model)}`);
  const [name] = Object.keys(model);
  const body = { ...(model[name] as Record<string, unknown>) };
  if (isDocument(body.sort)) body.sort = toNativeNumbers(body.sort);
  return { [name]: body };
}

type OpFn = (ctx: OpContext) => Promise<unknown>;

/** Operations by name; `cursor` marks those whose result is an iterable of root-level documents. */
export const OPERATIONS: Record<string, { run: OpFn; cursor?: boolean }> = {
  aggregate: {
    cursor: true,
    run: (ctx) => {
      const t = target<Db | Collection>(ctx);
      return t.aggregate(ctx.args.pipeline as Document[], options(ctx, "pipeline")).toArray();
    },
  },
  bulkWrite: {
    run: (ctx) =>
      target<Collection>(ctx).bulkWrite(
        (ctx.args.requests as unknown[]).map(writeModel) as never,
        options(ctx, "requests"),
      ),
  },
  countDocuments: {
    run: (ctx) => target<Collection>(ctx).countDocuments(ctx.args.filter as Document, options(ctx, "filter")),
  },
  count: {
    // Collection.count is deprecated in the driver but still present: it sends the `count` command.
    run: (ctx) => target<Collection>(ctx).count(ctx.args.filter as Document, options(ctx, "filter")),
  },
  estimatedDocumentCount: {
    run: (ctx) => target<Collection>(ctx).estimatedDocumentCount(options(ctx)),
  },
  distinct: {
    run: (ctx) =>
      target<Collection>(ctx).distinct(
        ctx.args.fieldName as string,
        (ctx.args.filter as Document) ?? {},
        options(ctx, "fieldName", "filter"),
      ),
  },
  find: {
    cursor: true,
    run: (ctx) =>
      target<Collection>(ctx)
        .find(ctx.args.filter as Document, options(ctx, "filter"))
        .toArray(),
  },
  findOne: {
    run: (ctx) => target<Collection>(ctx).findOne(ctx.args.filter as Document, options(ctx, "filter")),
  },
  findOneAndDelete: {
    run: (ctx) => target<Collection>(ctx).findOneAndDelete(ctx.args.filter as Document, options(ctx, "filter")),
  },
  findOneAndReplace: {
    run: (ctx) =>
      target<Collection>(ctx).findOneAndReplace(
        ctx.args.filter as Document,
        ctx.args.replacement as Document,
        options(ctx, "filter", "replacement"),
      ),
  },
  findOneAndUpdate: {
    run: (ctx) =>
      target<Collection>(ctx).findOneAndUpdate(
        ctx.args.filter as Document,
        ctx.args.update as Document,
        options(ctx, "filter", "update"),
      ),
  },
  insertOne: {
    run: (ctx) => target<Collection>(ctx).insertOne(ctx.args.document as Document, options(ctx, "document")),
  },
  insertMany: {
    run: (ctx) => target<Collection>(ctx).insertMany(ctx.args.documents as Document[], options(ctx, "documents")),
  },
  deleteOne: {
    run: (ctx) => target<Collection>(ctx).deleteOne(ctx.args.filter as Document, options(ctx, "filter")),
  },
  deleteMany: {
    run: (ctx) => target<Collection>(ctx).deleteMany(ctx.args.filter as Document, options(ctx, "filter")),
  },
  replaceOne: {
    run: (ctx) =>
      target<Collection>(ctx).replaceOne(
        ctx.args.filter as Document,
        ctx.args.replacement as Document,
        options(ctx, "filter", "replacement"),
      ),
  },
  updateOne: {
    run: (ctx) =>
      target<Collection>(ctx).updateOne(
        ctx.args.filter as Document,
        ctx.args.update as Document,
        options(ctx, "filter", "update"),
      ),
  },
  updateMany: {
    run: (ctx) =>
      target<Collection>(ctx).updateMany(
        ctx.args.filter as Document,
        ctx.args.update as Document,
        options(ctx, "filter", "update"),
      ),
  },
  createIndex: {
    run: (ctx) => target<Collection>(ctx).createIndex(toNativeNumbers(ctx.args.keys) as Document, options(ctx, "keys")),
  },
  dropIndex: {
    run: (ctx) => target<Collection>(ctx).dropIndex(ctx.args.name as string, options(ctx, "name")),
  },
  listIndexes: {
    cursor: true,
    run: (ctx) => target<Collection>(ctx).listIndexes(options(ctx)).toArray(),
  },
  createCollection: {
    run: async (ctx) => {
      await target<Db>(ctx).createCollection(ctx.args.collection as string, options(ctx, "collection"));
      return undefined;
    },
  },
  dropCollection: {
    run: (ctx) => target<Db>(ctx).dropCollection(ctx.args.collection as string, options(ctx, "collection")),
  },
  listCollections: {
    cursor: true,
    run: (ctx) =>
      target<Db>(ctx)
        .listCollections((ctx.args.filter as Document) ?? {}, options(ctx, "filter"))
        .toArray(),
  },
  modifyCollection: {
    // No driver helper: send collMod.
    run: (ctx) =>
      target<Db>(ctx).command({ collMod: ctx.args.collection as string, ...withoutKeys(ctx.args, "collection") }),
  },
  runCommand: {
    run: (ctx) => target<Db>(ctx).command(ctx.args.command as Document, options(ctx, "command", "commandName")),
  },
};

// ---------------------------------------------------------------------------------------------------------------
// expectError
// ---------------------------------------------------------------------------------------------------------------

function checkExpectedError(err: unknown, expected: Record<string, unknown>, entities: EntityMap): string[] {
  const problems: string[] = [];
  if (!(err instanceof MongoError)) {
    return [`expected a driver/server error, got a non-driver exception ${errorSummary(err)}`];
  }
  const isServer = err instanceof MongoServerError;
  if (expected.isClientError === true && isServer) problems.push(`expected a client-side error, got server error`);
  if (expected.isClientError === false && !isServer) problems.push(`expected a server error, got a client-side error`);
  if (
    typeof expected.errorContains === "string" &&
    !err.message.toLowerCase().includes(expected.errorContains.toLowerCase())
  )
    problems.push(`expected message to contain "${expected.errorContains}"`);
  if (expected.errorCode !== undefined) {
    const want = toNativeNumbers(expected.errorCode);
    if (err.code !== want) problems.push(`expected code ${String(want)}, got ${String(err.code)}`);
  }
  if (expected.errorCodeName !== undefined) {
    const codeName = (err as { codeName?: string }).codeName;
    if (codeName !== expected.errorCodeName)
      problems.push(`expected codeName ${String(expected.errorCodeName)}, got ${String(codeName)}`);
  }
  for (const label of (expected.errorLabelsContain as string[] | undefined) ?? [])
    if (!err.hasErrorLabel(label)) problems.push(`expected error label ${label}`);
  for (const label of (expected.errorLabelsOmit as string[] | undefined) ?? [])
    if (err.hasErrorLabel(label)) problems.push(`unexpected error label ${label}`);
  if (expected.isTimeoutError === true && err.name !== "MongoOperationTimeoutError")
    problems.push("expected a timeout error");
  if (expected.expectResult !== undefined) {
    // Bulk write errors carry the partial result (MongoBulkWriteError.result).
    const partial =
      (err as { result?: unknown; partialResult?: unknown }).partialResult ?? (err as { result?: unknown }).result;
    if (partial === undefined) problems.push("expected the error to carry a (partial) result; it has none");
    else
      for (const m of matchMismatches(expected.expectResult, partial, { entities }))
        problems.push(`partial result ${m}`);
  }
  if (expected.errorResponse !== undefined) {
    // The driver copies the server's error document onto the error; `errorResponse` keeps the raw reply.
    const onError = matchMismatches(expected.errorResponse, err, { entities });
    const raw = (err as { errorResponse?: unknown }).errorResponse;
    const onRaw = raw !== undefined ? matchMismatches(expected.errorResponse, raw, { entities }) : onError;
    if (onError.length > 0 && onRaw.length > 0) for (const m of onError) problems.push(`errorResponse ${m}`);
  }
  if (expected.writeErrors !== undefined || expected.writeConcernErrors !== undefined)
    problems.push("writeErrors/writeConcernErrors expectations (client bulkWrite) are not supported by this runner");
  if (problems.length > 0) problems.push(`actual error: ${errorSummary(err)}`);
  return problems;
}

// ---------------------------------------------------------------------------------------------------------------
// Runner
// ---------------------------------------------------------------------------------------------------------------

export interface TestRunResult {
  /** Informational notes (e.g. numeric BSON type differences in the outcome). */
  notes: string[];
}

export interface UnifiedRunnerOptions {
  uri: string;
  /** Client options added to every client the runner creates (timeouts, ...). */
  clientOptions?: MongoClientOptions;
}

const DEFAULT_CLIENT_OPTIONS: MongoClientOptions = {
  serverSelectionTimeoutMS: 5_000,
  connectTimeoutMS: 5_000,
  socketTimeoutMS: 30_000,
};

export class UnifiedRunner {
  private internal: MongoClient | undefined;
  constructor(private readonly options: UnifiedRunnerOptions) {}

  private clientOptions(extra: MongoClientOptions = {}): MongoClientOptions {
    return { ...DEFAULT_CLIENT_OPTIONS, ...this.options.clientOptions, ...extra };
  }

  /** The internal client (initialData, outcome). */
  async internalClient(): Promise<MongoClient> {
    if (!this.internal) {
      this.internal = new MongoClient(this.options.uri, this.clientOptions());
      await this.internal.connect();
    }
    return this.internal;
  }

  async close(): Promise<void> {
    await this.internal?.close();
    this.internal = undefined;
  }

  /**
   * Run one test. `clientOptions` are added to the options of the test's client entities (driver workarounds).
   */
  async runTest(file: SpecFile, test: SpecTest, clientOptions: MongoClientOptions = {}): Promise<TestRunResult> {
    const notes: string[] = [];
    const major = Number.parseInt(String(file.schemaVersion).split(".")[0], 10);
    if (major !== 1) throw new UnifiedTestFailure("unsupported", `schemaVersion ${file.schemaVersion} not supported`);

    const internal = await this.internalClient();
    try {
      await this.loadInitialData(internal, file.initialData ?? []);
    } catch (e) {
      if (e instanceof UnifiedTestFailure) throw e;
      throw new UnifiedTestFailure("setup", `initialData failed: ${errorSummary(e)}`);
    }

    const entities = new EntityMap();
    const clients: MongoClient[] = [];
    try {
      this.createEntities(file.createEntities ?? [], entities, clients, clientOptions);
      for (const [i, op] of test.operations.entries()) await this.runOperation(op, i, entities);
    } finally {
      await Promise.allSettled(clients.map((c) => c.close()));
    }

    if (test.outcome) await this.checkOutcome(internal, test.outcome, notes);
    return { notes };
  }

  private async loadInitialData(client: MongoClient, data: CollectionData[]): Promise<void> {
    for (const cd of data) {
      const db = client.db(cd.databaseName);
      await db.dropCollection(cd.collectionName).catch((e: unknown) => {
        if (!(e instanceof MongoServerError && e.code === 26)) throw e;
      });
      if (cd.createOptions) {
        await db.createCollection(cd.collectionName, toNativeNumbers(cd.createOptions) as Document);
      }
      if (cd.documents.length > 0) {
        await db.collection(cd.collectionName).insertMany(cd.documents, { ordered: true });
      } else if (!cd.createOptions) {
        await db.createCollection(cd.collectionName);
      }
    }
  }

  private createEntities(
    defs: Record<string, Record<string, unknown>>[],
    entities: EntityMap,
    clients: MongoClient[],
    extraClientOptions: MongoClientOptions,
  ): void {
    for (const def of defs) {
      const [kind] = Object.keys(def);
      const spec = def[kind];
      const id = spec.id as string;
      switch (kind) {
        case "client": {
          const uriOptions = (toNativeNumbers(spec.uriOptions ?? {}) as Record<string, unknown>) ?? {};
          const client = new MongoClient(
            this.options.uri,
            this.clientOptions({
              ...(uriOptions as MongoClientOptions),
              ...extraClientOptions,
            }),
          );
          clients.push(client);
          entities.set(id, client);
          break;
        }
        case "database": {
          const client = entities.entity<MongoClient>(spec.client as string, "client");
          entities.set(id, client.db(spec.databaseName as string, namespaceOptions(spec.databaseOptions)));
          break;
        }
        case "collection": {
          const db = entities.entity<Db>(spec.database as string);
          entities.set(id, db.collection(spec.collectionName as string, namespaceOptions(spec.collectionOptions)));
          break;
        }
        default:
          throw new UnifiedTestFailure("unsupported", `entity type "${kind}" is not supported by this runner`);
      }
    }
  }

  private async runOperation(op: SpecOperation, opIndex: number, entities: EntityMap): Promise<void> {
    const where = { opIndex, opName: op.name, object: op.object };
    const impl = OPERATIONS[op.name];
    if (!impl || op.object === "testRunner")
      throw new UnifiedTestFailure("unsupported", `operation "${op.name}" is not supported by this runner`, where);
    const ctx: OpContext = { entities, op, args: op.arguments ?? {} };
    if (ctx.args.session !== undefined)
      throw new UnifiedTestFailure("unsupported", "session arguments are not supported by this runner", where);

    let result: unknown;
    try {
      result = await impl.run(ctx);
    } catch (e) {
      if (e instanceof UnifiedTestFailure) throw e;
      if (op.expectError) {
        const problems = checkExpectedError(e, op.expectError, entities);
        if (problems.length > 0) throw new UnifiedTestFailure("error-mismatch", problems.join("; "), where);
        return;
      }
      if (op.ignoreResultAndError) return;
      throw new UnifiedTestFailure("unexpected-error", errorSummary(e), where);
    }
    if (op.ignoreResultAndError) return;
    if (op.expectError) {
      throw new UnifiedTestFailure(
        "missing-error",
        `expected an error ${describeValue(op.expectError)}, the operation succeeded with ${describeValue(result)}`,
        where,
      );
    }
    if ("expectResult" in op) {
      try {
        assertMatches(op.expectResult, result, { entities, rootArrayElements: impl.cursor === true });
      } catch (e) {
        if (!(e instanceof MatchError)) throw e;
        throw new UnifiedTestFailure(
          "result-mismatch",
          `${e.mismatches.join("; ")} | expected ${describeValue(op.expectResult)} | actual ${describeValue(result)}`,
          where,
        );
      }
    }
    if (op.saveResultAsEntity) entities.set(op.saveResultAsEntity, result);
  }

  private async checkOutcome(client: MongoClient, outcome: CollectionData[], notes: string[]): Promise<void> {
    for (const cd of outcome) {
      const ns = `${cd.databaseName}.${cd.collectionName}`;
      const actual = await client
        .db(cd.databaseName)
        .collection(cd.collectionName)
        .find(
          {},
          {
            sort: { _id: 1 },
            readPreference: ReadPreference.primary,
            readConcern: { level: "local" },
            // keep int32/int64/double distinguishable for the informational type check
            promoteValues: false,
          },
        )
        .toArray();
      const problems = exactMismatches(cd.documents, actual, {
        onNumericTypeDifference: (p, e, a) => notes.push(`outcome ${ns} ${p}: expected ${e}, stored as ${a}`),
      });
      if (problems.length > 0) {
        throw new UnifiedTestFailure(
          "outcome-mismatch",
          `${ns}: ${problems.join("; ")} | expected ${describeValue(cd.documents)} | actual ${describeValue(actual)}`,
        );
      }
    }
  }
}
