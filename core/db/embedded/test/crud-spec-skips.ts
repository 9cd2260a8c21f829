/**
 * By-design skips for the MongoDB CRUD specification suite (crud-spec.test.ts), in one place.
 *
 * Tests whose `runOnRequirements` the server does not meet are skipped by the runner on its own ("requires ..."):
 * the engine claims to be a MongoDB 8.0 standalone (maxWireVersion 25, SERVER_VERSION in ../commands.ts), topology
 * "single", no auth, not serverless, no CSFLE. That covers, among others, the rawData tests that need 8.2 (on 8.0
 * only the "rawData ... ignore argument" variants run, and the driver drops the option itself), the
 * *-hint-serverError tests (pre-4.4 servers only) and tests of behaviour older servers had.
 *
 * Each entry below skips the tests whose file name AND description match the given patterns (an omitted pattern
 * matches everything). To stop skipping something, delete its entry: nothing else refers to it.
 *
 * Not checked anywhere (not a skip, a runner limitation): `expectEvents` — command monitoring events are ignored;
 * the operations, results, errors and outcomes of those tests are still checked.
 */

import type { MongoClientOptions } from "mongodb";

export interface CrudSpecSkip {
  /** Why these tests are not run against the engine. */
  reason: string;
  /** Matches the spec file name, e.g. "aggregate-merge.json". */
  file?: RegExp;
  /** Matches the test description. */
  test?: RegExp;
}

const FAIL_POINT =
  "uses the failPoint operation: configureFailPoint is a test-only server command the engine does not offer";
const CLIENT_BULK_WRITE =
  "uses clientBulkWrite: MongoDB 8.0's cross-collection bulkWrite command is declined by design (the platform writes per collection)";
const COLLATION = "collation is not supported by the engine";

export const CRUD_SPEC_SKIPS: readonly CrudSpecSkip[] = [
  // failPoint (test-only server command)
  { reason: FAIL_POINT, test: /operations support errorResponse assertions$/ },
  { reason: FAIL_POINT, file: /^estimatedDocumentCount\.json$/, test: /^estimatedDocumentCount errors correctly--/ },

  // clientBulkWrite (MongoDB 8.0)
  { reason: CLIENT_BULK_WRITE, file: /^client-bulkWrite-/ },
  { reason: CLIENT_BULK_WRITE, test: /via clientBulkWrite$/ },

  // collation
  { reason: COLLATION, file: /-collation\.json$/ },
];

/**
 * Client options added for some tests to work around the Node.js driver, so that the engine behaviour the test is
 * about still reaches the server. Delete an entry to run the test exactly as written.
 */
export interface CrudSpecClientWorkaround {
  reason: string;
  file?: RegExp;
  test?: RegExp;
  clientOptions: MongoClientOptions;
}

export const CRUD_SPEC_CLIENT_WORKAROUNDS: readonly CrudSpecClientWorkaround[] = [
  {
    // The driver's own CRUD suite skips these (NODE-6468). With forceServerObjectId the driver sends `_id: null`
    // untouched, so the tests check that the server stores and matches a null _id.
    reason: "Node driver v7 replaces `_id: null` with a generated ObjectId on insert (NODE-6468)",
    file: /^create-null-ids\.json$/,
    clientOptions: { forceServerObjectId: true },
  },
];

export function findCrudSpecClientWorkaround(
  fileName: string,
  description: string,
): CrudSpecClientWorkaround | undefined {
  return CRUD_SPEC_CLIENT_WORKAROUNDS.find(
    (s) => (s.file === undefined || s.file.test(fileName)) && (s.test === undefined || s.test.test(description)),
  );
}

/** The first by-design skip entry matching a test, if any. */
export function findCrudSpecSkip(fileName: string, description: string): CrudSpecSkip | undefined {
  return CRUD_SPEC_SKIPS.find(
    (s) => (s.file === undefined || s.file.test(fileName)) && (s.test === undefined || s.test.test(description)),
  );
}
