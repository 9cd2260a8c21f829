/**
 * Crash safety of the embedded engine: acknowledged writes survive `kill -9`.
 *
 * The standalone CLI runs as a child process on a temporary data directory;
 * several clients write concurrently and record every acknowledged write; the
 * child is SIGKILLed at a random moment, restarted on the same directory, and
 * every acknowledged write must be there. A torn journal tail (garbage
 * appended, or the last record cut short) must be tolerated on restart.
 *
 * The engine is started as `node --import tsx cli.ts` (one process) rather
 * than through the `tsx` binary, which runs the script in a second process
 * that SIGKILL of the first would leave running.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { appendFile, mkdtemp, open, readdir, readFile, rm, stat, truncate } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { MongoClient, ObjectId, type Collection } from "mongodb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../../../", import.meta.url));
const cliPath = fileURLToPath(new URL("../cli.ts", import.meta.url));
const dbName = `crash_${randomBytes(4).toString("hex")}`;

interface Running {
  child: ChildProcess;
  uri: string;
  output: () => string;
}

async function startCli(dbPath: string, extraArgs: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, ["--import", "tsx", cliPath, "--port", "0", "--dbpath", dbPath, ...extraArgs], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, MONGODB_URI: "" },
  });
  let out = "";
  child.stdout!.setEncoding("utf8");
  child.stderr!.setEncoding("utf8");
  child.stdout!.on("data", (d: string) => (out += d));
  child.stderr!.on("data", (d: string) => (out += d));
  const uri = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not print a URI within 30 s; output:\n${out}`)), 30_000);
    const check = () => {
      const m = /mongodb:\/\/\S+/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout!.off("data", check);
        resolve(m[0]);
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited early (code ${code}, signal ${signal}); output:\n${out}`));
    });
  });
  return { child, uri, output: () => out };
}

function waitExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once("exit", () => resolve()));
}

async function kill9(r: Running): Promise<void> {
  r.child.kill("SIGKILL");
  await waitExit(r.child);
}

async function stopGracefully(r: Running): Promise<void> {
  r.child.kill("SIGTERM");
  const timer = setTimeout(() => r.child.kill("SIGKILL"), 10_000);
  await waitExit(r.child);
  clearTimeout(timer);
}

function connect(uri: string): Promise<MongoClient> {
  return new MongoClient(uri, {
    serverSelectionTimeoutMS: 5_000,
    connectTimeoutMS: 5_000,
    retryWrites: false,
    retryReads: false,
  }).connect();
}

/** Files under dir, recursively, with sizes. */
async function listFiles(dir: string): Promise<{ path: string; size: number; mtimeMs: number }[]> {
  const out: { path: string; size: number; mtimeMs: number }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(p)));
    else if (entry.isFile()) {
      const s = await stat(p);
      out.push({ path: p, size: s.size, mtimeMs: s.mtimeMs });
    }
  }
  return out;
}

/**
 * Where the framed records of a journal file end. The framing is the one
 * journal.ts documents, [u32 payload length][u32 crc32c][BSON payload]; the
 * file is preallocated with zeros beyond the last record, so cutting or
 * appending at the file's end would not touch the last record: the tests
 * below tear the file at the end of its data instead.
 */
function dataEnd(buf: Buffer): number {
  let off = 0;
  while (off + 8 <= buf.length) {
    const len = buf.readUInt32LE(off);
    // a BSON payload starts with its own length
    if (len < 5 || off + 8 + len > buf.length || buf.readInt32LE(off + 8) !== len) break;
    off += 8 + len;
  }
  return off;
}

/** The journal the engine appends to: the newest file named like a journal that holds records. */
async function findJournal(dbPath: string): Promise<{ path: string; size: number; end: number }> {
  const files = await listFiles(dbPath);
  const candidates = files
    .filter((f) => f.size > 0 && /journal|wal|\.log$|oplog/i.test(f.path.slice(dbPath.length)))
    .sort((a, b) => b.mtimeMs - a.mtimeMs || b.size - a.size);
  for (const c of candidates) {
    const end = dataEnd(await readFile(c.path));
    if (end > 0) return { path: c.path, size: c.size, end };
  }
  throw new Error(
    `no journal file with records found in ${dbPath}; files: ${JSON.stringify(files.map((f) => [f.path.slice(dbPath.length), f.size]))}`,
  );
}

/** Overwrites bytes at a position without changing the file's size. */
async function writeAt(path: string, position: number, bytes: Buffer): Promise<void> {
  const fh = await open(path, "r+");
  try {
    await fh.write(bytes, 0, bytes.length, position);
  } finally {
    await fh.close();
  }
}

/** Awaits p, failing with the step's name (and the engine's output) if it takes longer than ms. */
async function step<T>(label: string, p: Promise<T>, server?: Running, ms = 15_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `step "${label}" did not finish within ${ms} ms; engine output:\n${server?.output().slice(-4000) ?? "-"}`,
          ),
        ),
      ms,
    );
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Closes clients whose server was just killed. The mongodb driver (7.x) can hang
 * forever in close() if its endSessions command is written to a pooled
 * connection whose peer has closed but whose 'close' event Node has not
 * delivered yet (writeCommand waits for a 'drain' that never comes). Letting
 * the event loop deliver those events first avoids the race; the bounded wait
 * keeps a leftover hang from stalling the test.
 */
async function closeAfterServerDeath(clients: MongoClient[]): Promise<void> {
  await new Promise((r) => setTimeout(r, 100));
  await Promise.all(
    clients.map((c) =>
      Promise.race([c.close(true).catch(() => {}), new Promise<void>((r) => setTimeout(r, 5_000).unref())]),
    ),
  );
}

const tempDirs: string[] = [];
const running = new Set<Running>();

async function tempDir(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), "engine-crash-"));
  tempDirs.push(d);
  return d;
}

async function start(dbPath: string, extraArgs: string[] = []): Promise<Running> {
  const r = await startCli(dbPath, extraArgs);
  running.add(r);
  r.child.once("exit", () => running.delete(r));
  return r;
}

afterAll(async () => {
  for (const r of running) await kill9(r);
  for (const d of tempDirs) await rm(d, { recursive: true, force: true });
});

// A real MongoDB cannot be SIGKILLed and restarted from a test; this is about
// the embedded engine's journal, so it only runs when the engine is the database.
describe.skipIf(process.env.MONGODB_URI)("embedded engine survives kill -9", () => {
  beforeAll(() => {
    expect(process.env.MONGODB_URI ?? "").toBe("");
  });

  it("keeps every acknowledged insert and update across repeated SIGKILL / restart", async () => {
    const dbPath = await tempDir();
    const CLIENTS = 8;
    const CYCLES = 5;

    const ackedInserts = new Map<string, number>(); // _id hex -> seq
    const lastAckedCounter = new Array<number>(CLIENTS).fill(0);
    let nextSeq = 0;
    let maxUnacked = 0; // in-flight writes at kill time that may or may not have landed
    const log: string[] = [];

    async function verify(uri: string, cycle: number) {
      const c = await connect(uri);
      try {
        const docs = c.db(dbName).collection("docs");
        const all = await docs.find({}, { projection: { seq: 1 } }).toArray();
        const ids = new Set(all.map((d) => d._id.toHexString()));
        expect(ids.size, `duplicate _ids after restart ${cycle}`).toBe(all.length);
        const seqs = new Set(all.map((d) => d.seq as number));
        expect(seqs.size, `duplicate seq after restart ${cycle}`).toBe(all.length);
        const missing = [...ackedInserts.keys()].filter((id) => !ids.has(id));
        expect(missing, `acknowledged inserts lost after restart ${cycle}`).toEqual([]);
        expect(all.length - ackedInserts.size).toBeLessThanOrEqual(maxUnacked);
        expect(await docs.countDocuments()).toBe(all.length);

        const counters = await c.db(dbName).collection<{ _id: string; n: number }>("counters").find({}).toArray();
        for (let k = 0; k < CLIENTS; k++) {
          const doc = counters.find((d) => d._id === `client-${k}`);
          const n = doc?.n ?? 0;
          expect(n, `counter ${k} below its last acknowledged value after restart ${cycle}`).toBeGreaterThanOrEqual(
            lastAckedCounter[k],
          );
          expect(n, `counter ${k} more than one beyond its last acknowledged value`).toBeLessThanOrEqual(
            lastAckedCounter[k] + 1,
          );
          // An in-flight increment that landed counts as done from here on.
          lastAckedCounter[k] = n;
        }

        // Indexes survived: the unique index is listed, enforced and used.
        const indexes = await docs.listIndexes().toArray();
        expect(indexes.find((ix) => ix.name === "seq_1")).toMatchObject({ key: { seq: 1 }, unique: true });
        if (all.length > 0) {
          const some = all[Math.floor(all.length / 2)];
          const dup = await docs.insertOne({ seq: some.seq, client: -1 }).then(
            () => null,
            (e: { code?: number }) => e,
          );
          expect(dup?.code).toBe(11000);
          const found = await docs.findOne({ seq: some.seq });
          expect(found?._id.toHexString()).toBe(some._id.toHexString());
        }
      } finally {
        await c.close();
      }
      // Inserts that landed without an ack are now part of the data: count them as acknowledged.
      const c2 = await connect(uri);
      try {
        const all = await c2
          .db(dbName)
          .collection("docs")
          .find({}, { projection: { seq: 1 } })
          .toArray();
        for (const d of all) ackedInserts.set(d._id.toHexString(), d.seq as number);
      } finally {
        await c2.close();
      }
    }

    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // a tiny snapshot threshold: background snapshots run all through the load, so kills land during them
      const server = await step(`start ${cycle}`, start(dbPath, ["--snapshot-bytes", "65536"]));
      if (cycle === 0) {
        const c = await connect(server.uri);
        await c.db(dbName).collection("docs").createIndex({ seq: 1 }, { unique: true });
        await c.close();
      } else {
        await step(`verify after restart ${cycle}`, verify(server.uri, cycle), server);
      }

      const clients = await step(
        `connect clients ${cycle}`,
        Promise.all(Array.from({ length: CLIENTS }, () => connect(server.uri))),
        server,
      );
      let killed = false;
      const unexpected: unknown[] = [];
      const loop = async (k: number) => {
        const docs: Collection = clients[k].db(dbName).collection("docs");
        const counters = clients[k].db(dbName).collection<{ _id: string; n: number }>("counters");
        while (!killed) {
          const seq = nextSeq++;
          const _id = new ObjectId();
          try {
            await docs.insertOne({ _id, seq, client: k, cycle, payload: "x".repeat(64 + (seq % 200)) });
          } catch (e) {
            if (!killed) unexpected.push(e);
            return;
          }
          ackedInserts.set(_id.toHexString(), seq);
          if (killed) return;
          try {
            const res = await counters.findOneAndUpdate(
              { _id: `client-${k}` },
              { $inc: { n: 1 } },
              { upsert: true, returnDocument: "after" },
            );
            lastAckedCounter[k] = res!.n;
          } catch (e) {
            if (!killed) unexpected.push(e);
            return;
          }
        }
      };
      const loops = Array.from({ length: CLIENTS }, (_, k) => loop(k));
      const before = ackedInserts.size;
      await new Promise((r) => setTimeout(r, 200 + Math.floor(Math.random() * 400)));
      killed = true;
      await step(`kill -9 ${cycle}`, kill9(server), server);
      await step(`client loops end after kill ${cycle}`, Promise.all(loops), server);
      await closeAfterServerDeath(clients);
      maxUnacked = CLIENTS; // each client has at most one write in flight
      expect(unexpected, `errors before the kill in cycle ${cycle}`).toEqual([]);
      expect(ackedInserts.size - before, `no writes acknowledged in cycle ${cycle}`).toBeGreaterThan(0);
      log.push(
        `cycle ${cycle}: ${ackedInserts.size - before} inserts acknowledged before kill -9 (${ackedInserts.size} in total)`,
      );
    }

    // the kills above hit a data directory that was being compacted by snapshots all along
    expect(readdirSync(dbPath)).toContain("snapshot.bson");
    const server = await step("final start", start(dbPath));
    await step("final verify", verify(server.uri, CYCLES), server);
    console.log(`crash test: ${log.join("; ")}; counters ${lastAckedCounter.join(",")}`);
    await step("graceful stop", stopGracefully(server), server);

    // A clean shutdown and restart keeps everything too.
    const again = await step("start after graceful stop", start(dbPath));
    maxUnacked = 0;
    await step("verify after graceful stop", verify(again.uri, CYCLES + 1), again);
    await step("graceful stop 2", stopGracefully(again), again);
  });

  it("tolerates garbage appended after the last journal record", async () => {
    const dbPath = await tempDir();
    let server = await start(dbPath);
    let c = await connect(server.uri);
    const coll = () => c.db(dbName).collection<{ _id: number; v: string }>("torn");
    for (let i = 0; i < 50; i++) await coll().insertOne({ _id: i, v: `value-${i}` });
    await c.close();
    await kill9(server);

    const journal = await findJournal(dbPath);
    // A record whose header reached the disk but whose payload did not: a plausible
    // length, a wrong checksum, a few bytes of payload; and junk at the file's end.
    const torn = Buffer.alloc(8 + 30);
    torn.writeUInt32LE(200, 0);
    torn.writeUInt32LE(0xdeadbeef, 4);
    randomBytes(30).copy(torn, 8);
    await writeAt(journal.path, journal.end, torn);
    await appendFile(journal.path, randomBytes(37));

    server = await start(dbPath);
    c = await connect(server.uri);
    expect(await coll().countDocuments()).toBe(50);
    // New writes after recovery must be readable after the next crash too:
    // the torn tail has to be cut off, not written after.
    for (let i = 50; i < 60; i++) await coll().insertOne({ _id: i, v: `value-${i}` });
    await c.close();
    await kill9(server);

    server = await start(dbPath);
    c = await connect(server.uri);
    const ids = (await coll().find({}).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(ids).toEqual(Array.from({ length: 60 }, (_, i) => i));
    await c.close();
    await stopGracefully(server);
  });

  for (const mode of ["truncated", "zero-filled"] as const) {
    it(`tolerates a last journal record cut short (torn write, ${mode})`, async () => {
      const dbPath = await tempDir();
      let server = await start(dbPath);
      let c = await connect(server.uri);
      const coll = () => c.db(dbName).collection<{ _id: number; v: string }>("torn");
      await coll().createIndex({ v: 1 }, { unique: true });
      for (let i = 0; i < 40; i++) await coll().insertOne({ _id: i, v: `value-${i}` });
      // The last record is large, so cutting 5 KB off its end tears it in the middle.
      await coll().insertOne({ _id: 40, v: "big-" + "y".repeat(20_000) });
      await c.close();
      await kill9(server);

      const journal = await findJournal(dbPath);
      if (mode === "truncated") await truncate(journal.path, journal.end - 5_000);
      else await writeAt(journal.path, journal.end - 5_000, Buffer.alloc(5_000));

      server = await start(dbPath);
      c = await connect(server.uri);
      const ids = (await coll().find({}).sort({ _id: 1 }).toArray()).map((d) => d._id);
      // The torn record is gone (it stands for a write whose fsync never finished); everything before it is there.
      expect(ids).toEqual(Array.from({ length: 40 }, (_, i) => i));
      // The unique index still works after recovery.
      const dup = await coll()
        .insertOne({ _id: 100, v: "value-3" })
        .then(
          () => null,
          (e: { code?: number }) => e,
        );
      expect(dup?.code).toBe(11000);
      await coll().insertOne({ _id: 41, v: "after-recovery" });
      await c.close();
      await kill9(server);

      server = await start(dbPath);
      c = await connect(server.uri);
      expect(await coll().countDocuments()).toBe(41);
      expect(await coll().findOne({ _id: 41 })).toMatchObject({ v: "after-recovery" });
      expect(await coll().findOne({ v: "value-7" })).toMatchObject({ _id: 7 });
      await c.close();
      await stopGracefully(server);
    });
  }
});
