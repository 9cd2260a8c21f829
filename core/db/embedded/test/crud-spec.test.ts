/**
 * MongoDB's CRUD specification tests (unified test format) run through the official driver against the embedded
 * engine — or against the real MongoDB named by MONGODB_URI, so the same suite can be checked against mongod.
 *
 * The test data lives outside the repository: `<repo>/../shared/mongodb-crud-spec/*.json`.
 * One `describe` per spec file, one `it` per test. Skipped tests carry their reason in the title; by-design skips are
 * listed in ./crud-spec-skips.ts. Command-monitoring expectations (`expectEvents`) are not checked.
 *
 * Set CRUD_SPEC_REPORT=<file.json> to also write every test's status and failure detail to a JSON file.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient } from "mongodb";
import { afterAll, beforeAll, describe, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../../testing/db.js";
import { CRUD_SPEC_SKIPS, findCrudSpecClientWorkaround, findCrudSpecSkip } from "./crud-spec-skips.js";
import {
  compareVersions,
  detectServerProfile,
  EMBEDDED_ENGINE_PROFILE,
  loadSpecFiles,
  type ServerProfile,
  type SpecFile,
  type SpecTest,
  UnifiedRunner,
  UnifiedTestFailure,
  unmetRequirements,
} from "./unified/runner.js";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../../../..");
const specDir = path.resolve(repoRoot, "../shared/mongodb-crud-spec");

/** The server profile skip decisions are made against (they must be known when tests are collected). */
async function collectionTimeProfile(): Promise<ServerProfile> {
  const uri = process.env.MONGODB_URI;
  if (!uri) return EMBEDDED_ENGINE_PROFILE;
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    return await detectServerProfile(client);
  } finally {
    await client.close();
  }
}

const specFiles: SpecFile[] = existsSync(specDir) ? loadSpecFiles(specDir) : [];
const profile = await collectionTimeProfile();

type Status = "passed" | "failed" | "skipped";
interface Record {
  file: string;
  test: string;
  status: Status;
  reason?: string;
  kind?: string;
  error?: string;
  notes?: string[];
}
const records: Record[] = [];
const counts: { [S in Status]: number } = { passed: 0, failed: 0, skipped: 0 };
const skipEntryUse = new Map<string, number>();

let db: TestDatabase | undefined;
let runner: UnifiedRunner | undefined;

function skipReason(file: SpecFile, test: SpecTest): string | undefined {
  if (test.skipReason) return `skipReason: ${test.skipReason}`;
  const unmet =
    unmetRequirements(file.runOnRequirements, profile) ?? unmetRequirements(test.runOnRequirements, profile);
  if (unmet) return unmet;
  const skip = findCrudSpecSkip(file.fileName, test.description);
  if (skip) {
    skipEntryUse.set(skip.reason, (skipEntryUse.get(skip.reason) ?? 0) + 1);
    return skip.reason;
  }
  return undefined;
}

beforeAll(async () => {
  db = await startTestDatabase();
  runner = new UnifiedRunner({ uri: db.uri });
  const internal = await runner.internalClient();
  const actual = await detectServerProfile(internal);
  const [maj, min] = actual.version.split(".");
  if (
    actual.topology !== profile.topology ||
    compareVersions(`${maj}.${min}.0`, profile.version.split(".").slice(0, 2).join(".") + ".0") !== 0
  ) {
    console.warn(
      `crud-spec: server reports version ${actual.version} topology ${actual.topology}, ` +
        `skips were decided for ${profile.version} ${profile.topology}`,
    );
  }
});

afterAll(async () => {
  await runner?.close();
  await db?.stop();

  const lines = [`crud-spec: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`];
  const byReason = new Map<string, number>();
  for (const r of records) if (r.status === "skipped") byReason.set(r.reason!, (byReason.get(r.reason!) ?? 0) + 1);
  if (byReason.size > 0) {
    lines.push("crud-spec skips (by reason):");
    for (const [reason, n] of [...byReason].sort((a, b) => b[1] - a[1])) lines.push(`  ${n} × ${reason}`);
  }
  const unused = [...new Set(CRUD_SPEC_SKIPS.map((s) => s.reason))].filter((r) => !skipEntryUse.has(r));
  if (unused.length > 0)
    lines.push(`crud-spec: by-design skip reasons that matched no runnable test: ${unused.join(" | ")}`);
  lines.push("crud-spec: expectEvents (command monitoring) is not checked");
  console.log(lines.join("\n"));

  const reportPath = process.env.CRUD_SPEC_REPORT;
  if (reportPath) writeFileSync(reportPath, JSON.stringify({ profile, counts, records }, null, 2));
});

if (specFiles.length === 0) {
  it("CRUD spec data is present", () => {
    throw new Error(`no spec files found in ${specDir}`);
  });
}

for (const file of specFiles) {
  describe(file.fileName, () => {
    for (const test of file.tests) {
      const reason = skipReason(file, test);
      if (reason !== undefined) {
        counts.skipped++;
        records.push({ file: file.fileName, test: test.description, status: "skipped", reason });
        it.skip(`${test.description} [skipped: ${reason}]`, () => {});
        continue;
      }
      it(test.description, async () => {
        try {
          if (!runner) throw new Error("database not started");
          const workaround = findCrudSpecClientWorkaround(file.fileName, test.description);
          const { notes } = await runner.runTest(file, test, workaround?.clientOptions);
          counts.passed++;
          records.push({
            file: file.fileName,
            test: test.description,
            status: "passed",
            notes: notes.length ? notes : undefined,
          });
        } catch (e) {
          counts.failed++;
          records.push({
            file: file.fileName,
            test: test.description,
            status: "failed",
            kind: e instanceof UnifiedTestFailure ? e.kind : "runner-exception",
            error: e instanceof Error ? e.message : String(e),
          });
          throw e;
        }
      });
    }
  });
}
