import type { FastifyInstance } from "fastify";
import { Types } from "mongoose";
import { beforeAll, describe, expect, it } from "vitest";
import { AuditEntryModel } from "../../../core/audit/audit.model.js";
import { systemContext } from "../../../core/context.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  firstAccess,
  addSignedInMember,
  buildTestApp,
  config,
  createTestTenant,
  TestClock,
  tenantCaller,
  uniqueEmail,
  useTestDatabase,
  type TestTenant,
} from "../../../core/testing/kit.js";
import { serverModules } from "../../server.js";
import type {
  ChainCheck,
  ClockCorrection,
  ClockQr,
  CorrectionList,
  KioskDeviceCreated,
  MyClockDay,
  PresenceBoard,
  PunchReceipt,
  ReceiptCheck,
} from "../contract/index.js";
import { providedService } from "../../../core/modules/define-module.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { ClockEntryModel, type ClockEntryDoc } from "../server/entries/entries.model.js";
import { chainLink, type ChainHead } from "../server/punch/chain.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { createForgottenEnds, ForgottenEndModel } from "../server/forgotten/forgotten-ends.js";
import { effectiveEntriesByWorker, listEntries, workedMs } from "../server/entries/entries.service.js";

/** The clock on the real app with people and leave (its providers), over the wire to the engine. */
useTestDatabase("clock");

const MINUTE = 60_000;

describe("clock: punching", () => {
  let app: FastifyInstance;
  // a Monday, 08:00 in São Paulo (UTC-3)
  const clock = new TestClock(new Date("2030-01-14T11:00:00.000Z"));

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: serverModules(config) }));
  });

  const signIn = (t: TestTenant, userId: string) => firstAccess(app, t.admin.token, userId);

  /** A company with two offices, a leader and two people of the leader's team at office A, and a kiosk at each. */
  async function company() {
    const t = await createTestTenant(app, { companyName: "Relógio Ltda" });
    const call = tenantCaller(() => ({ app, companyId: t.companyId }));
    const ok = async <T>(method: string, url: string, body?: unknown, as: { token: string } = t.admin): Promise<T> => {
      const r = await call(as, method, url, body);
      expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(300);
      return r.json<T>();
    };
    const officeA = (await ok<{ id: string }>("POST", "/offices", { name: "Paulista" })).id;
    const officeB = (await ok<{ id: string }>("POST", "/offices", { name: "Faria Lima" })).id;
    const leaderRole = (await ok<{ id: string }>("POST", "/roles", { name: "Leader", levelAccess: "revisor" })).id;
    const worker = async (name: string, extra: Record<string, unknown>) => {
      const w = await ok<{ id: string; userId: string }>("POST", "/workers", {
        name,
        lastName: "Silva",
        email: uniqueEmail(name.toLowerCase()),
        officeId: officeA,
        ...extra,
      });
      return { ...(await signIn(t, w.userId)), workerId: w.id };
    };
    const leader = await worker("Lia", { roleId: leaderRole, levels: ["revisor"] });
    const ana = await worker("Ana", { referenceWorkerId: leader.workerId });
    const bruno = await worker("Bruno", { referenceWorkerId: leader.workerId });
    const kioskA = await ok<KioskDeviceCreated>("POST", "/clock/devices", { name: "Reception", officeId: officeA });
    const kioskB = await ok<KioskDeviceCreated>("POST", "/clock/devices", { name: "Lobby", officeId: officeB });
    const kioskQr = async (key: string) => {
      const r = await app.inject({ method: "GET", url: "/api/clock/kiosk/qr", headers: { "x-clock-device-key": key } });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<ClockQr>();
    };
    let n = 0;
    const key = () => `key-${Date.now()}-${++n}-${Math.random().toString(36).slice(2)}`;
    const punch = (as: { token: string }, body: Record<string, unknown>, locale?: string) =>
      call(as, "POST", "/clock/punches", { idempotencyKey: key(), ...body }, locale);
    return { t, call, ok, officeA, officeB, leader, ana, bruno, kioskA, kioskB, kioskQr, punch, key };
  }

  it("a day by QR: start, lunch out and back, end; the next punch follows the schedule; worked time is the sum", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    const qr = await c.kioskQr(c.kioskA.key);
    expect(qr).toMatchObject({ officeName: "Paulista", periodSeconds: 30, companyName: "Relógio Ltda" });
    const me = await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana);
    expect(me).toMatchObject({ hasWorkerProfile: true, next: { kind: "start" }, officeName: "Paulista" });

    const started = await c.punch(c.ana, { qr: qr.url });
    expect(started.statusCode, started.body).toBe(201);
    const receipt = started.json<PunchReceipt>();
    expect(receipt.entry).toMatchObject({ status: "start", method: "qr", officeId: c.officeA, lateSync: false });
    expect(receipt).toMatchObject({ officeName: "Paulista", duplicate: false, personName: "Ana Silva" });
    expect(receipt.entry.hash).toMatch(/^[0-9a-f]{64}$/);

    for (const [minutes, kind] of [
      [4 * 60, "lunch-out"],
      [5 * 60, "lunch-in"],
      [9 * 60, "end"],
    ] as const) {
      expect((await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana)).next.kind).toBe(kind);
      clock.current = new Date(Date.parse("2030-01-14T11:00:00.000Z") + minutes * MINUTE);
      const r = await c.punch(c.ana, { qr: (await c.kioskQr(c.kioskA.key)).code });
      expect(r.statusCode, r.body).toBe(201);
    }
    const day = await c.ok<MyClockDay>("GET", "/clock/me", undefined, c.ana);
    expect(day.entries.map((e) => e.status)).toEqual(["start", "middle", "middle", "end"]);
    expect(day.workedMs).toBe(8 * 60 * MINUTE);
    expect(day.next.kind).toBe("start");

    // the service the rest of the module reads
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    const period = { from: new Date("2030-01-14T00:00:00Z"), to: new Date("2030-01-15T00:00:00Z") };
    expect((await listEntries(ctx, period)).entries).toHaveLength(4);
    expect(workedMs((await effectiveEntriesByWorker(ctx, period)).get(c.ana.workerId) ?? [])).toBe(8 * 60 * MINUTE);

    // a receipt verifies; the company's chain is intact
    const check = await c.ok<ReceiptCheck>("GET", `/clock/receipts/${receipt.entry.hash}`, undefined, c.ana);
    expect(check).toMatchObject({ valid: true, chainIntact: true, entry: { id: receipt.entry.id } });
    expect(await c.ok<ChainCheck>("GET", "/clock/chain")).toEqual({ checked: 4, intact: true });
    // someone else's receipt is not theirs to see
    expect((await c.call(c.bruno, "GET", `/clock/receipts/${receipt.entry.hash}`)).statusCode).toBe(404);
  });

  it("refuses a photographed QR a minute later, a forged one, another office's and another company's, in three languages", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    const qr = await c.kioskQr(c.kioskA.key);
    // still good in the next window (clock skew and scanning time)
    clock.advance(30_000);
    clock.advance(5_000);
    const late = qr.code;
    // a minute later: expired
    clock.advance(40_000);
    const expired = await c.punch(c.ana, { qr: late });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: "CLOCK_QR_EXPIRED", message: expect.stringContaining("expired") });
    const pt = await c.punch(c.ana, { qr: late }, "pt-BR");
    expect(pt.json().message).toBeTypeOf("string");

    const fresh = await c.kioskQr(c.kioskA.key);
    const forged = fresh.code.replace(/\.[^.]+$/, ".AAAAAAAAAAAAAAAAAAAAAA");
    expect((await c.punch(c.ana, { qr: forged })).json().code).toBe("CLOCK_QR_INVALID");
    const otherWindow = fresh.code.replace(/\.(\d+)\./, (_, w: string) => `.${Number(w) + 5}.`);
    expect((await c.punch(c.ana, { qr: otherWindow })).json().code).toBe("CLOCK_QR_INVALID");
    const otherOffice = await c.kioskQr(c.kioskB.key);
    expect((await c.punch(c.ana, { qr: otherOffice.code })).json().code).toBe("CLOCK_QR_OTHER_OFFICE");
    // a code signed by another company's secret is not a code of this company
    const other = await company();
    const foreign = await other.kioskQr(other.kioskA.key);
    expect((await c.punch(c.ana, { qr: foreign.code })).json().code).toBe("CLOCK_QR_INVALID");
    // a revoked kiosk's code stops counting at once, and its key too
    const stillShown = await c.kioskQr(c.kioskA.key);
    expect((await c.call(c.t.admin, "DELETE", `/clock/devices/${c.kioskA.device.id}`)).statusCode).toBe(204);
    expect((await c.punch(c.ana, { qr: stillShown.code })).json().code).toBe("CLOCK_QR_INVALID");
    const gone = await app.inject({
      method: "GET",
      url: "/api/clock/kiosk/qr",
      headers: { "x-clock-device-key": c.kioskA.key },
    });
    expect(gone.json()).toMatchObject({ statusCode: 401, code: "CLOCK_DEVICE_KEY_INVALID" });
    // none of the refusals stored anything
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    expect(await scoped(ctx, ClockEntryModel).count({})).toBe(0);
  });

  it("refusals speak the person's language (en, pt-BR, es) from the catalogue", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    const r = await c.punch(c.ana, { qr: "C1.x.y.1.zz" });
    expect(r.json()).toMatchObject({ code: "CLOCK_QR_INVALID", message: "This is not a valid time clock QR code." });
    const pt = await addSignedInMember(app, { admin: c.t.admin, levels: ["requester"], locale: "pt-BR" });
    const es = await addSignedInMember(app, { admin: c.t.admin, levels: ["requester"], locale: "es" });
    expect((await c.punch(pt, {})).json().message).toBe(
      "Você precisa de um perfil de colaborador ativo para usar o ponto.",
    );
    expect((await c.punch(es, {})).json().message).toBe(
      "Necesitas un perfil de colaborador activo para usar el reloj.",
    );
  });

  it("stores an offline punch once however often it is sent, keeps device and server time, flags a late sync", async () => {
    clock.current = new Date("2030-01-14T15:00:00.000Z");
    const c = await company();
    const idempotencyKey = c.key();
    const tapped = new Date("2030-01-14T11:02:00.000Z");
    const body = { idempotencyKey, status: "start", offline: true, deviceTime: tapped.toISOString(), deviceSeq: 7 };
    const first = await c.call(c.ana, "POST", "/clock/punches", body);
    expect(first.statusCode, first.body).toBe(201);
    const stored = first.json<PunchReceipt>().entry;
    expect(stored).toMatchObject({
      method: "offline",
      statusDate: tapped.toISOString(),
      deviceTime: tapped.toISOString(),
      receivedAt: "2030-01-14T15:00:00.000Z",
      deviceSeq: 7,
      lateSync: true,
    });
    // the retry (the PWA did not see the answer), and five at once: the same punch every time
    const again = await Promise.all(
      Array.from({ length: 6 }, () => c.call(c.ana, "POST", "/clock/punches", { ...body, status: "end" })),
    );
    for (const r of again) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json<PunchReceipt>()).toMatchObject({ duplicate: true, entry: { id: stored.id, status: "start" } });
    }
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    expect(await scoped(ctx, ClockEntryModel).count({ idempotencyKey })).toBe(1);
    // another person cannot take over a key
    expect((await c.call(c.bruno, "POST", "/clock/punches", body)).json().code).toBe("CLOCK_IDEMPOTENCY_CONFLICT");
    // a device clock far in the future is refused
    const future = await c.punch(c.ana, { offline: true, deviceTime: "2030-01-15T15:00:00.000Z" });
    expect(future.json().code).toBe("CLOCK_DEVICE_TIME_INVALID");
    // the late sync shows on the leader's board
    expect((await c.ok<PresenceBoard>("GET", "/clock/board", undefined, c.leader)).lateSyncs).toBe(1);
  });

  it("refuses offline punches while the founder has switched them off for the company (clock.offline-punches)", async () => {
    clock.current = new Date("2030-01-14T11:10:00.000Z");
    const c = await company();
    // the founder's switch (tenants/founder/customisation.service.ts) writes this through the company model
    await CompanyModel.updateOne(
      { _id: c.t.companyId },
      { $set: { featureFlags: [{ id: "clock.offline-punches", on: false }] } },
    );
    const offline = await c.punch(c.ana, { offline: true, deviceTime: "2030-01-14T11:05:00.000Z" });
    expect(offline.statusCode, offline.body).toBe(422);
    expect(offline.json()).toMatchObject({
      code: "CLOCK_OFFLINE_OFF",
      message: "Your company does not accept punches made without a connection: punch again once you are online.",
    });
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    expect(await scoped(ctx, ClockEntryModel).count({})).toBe(0);
    // an online punch still goes; switched back on, offline ones go too
    expect((await c.punch(c.ana, {})).statusCode).toBe(201);
    await CompanyModel.updateOne(
      { _id: c.t.companyId },
      { $set: { featureFlags: [{ id: "clock.offline-punches", on: true }] } },
    );
    const back = await c.punch(c.bruno, { offline: true, deviceTime: "2030-01-14T11:06:00.000Z" });
    expect(back.statusCode, back.body).toBe(201);
  });

  it("many punches at once keep every person's chain unbroken", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    const rs = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        c.punch(i % 2 ? c.ana : c.bruno, {
          offline: true,
          deviceTime: new Date(clock.current.getTime() - i * MINUTE).toISOString(),
        }),
      ),
    ]);
    for (const r of rs) expect(r.statusCode, r.body).toBe(201);
    // a chain per person (their punches never wait for anyone else's): each person's positions are 1..5
    const receipts = rs.map((r) => r.json<PunchReceipt>().entry);
    const byWorker = new Map<string, typeof receipts>();
    for (const e of receipts) byWorker.set(e.workerId, [...(byWorker.get(e.workerId) ?? []), e]);
    expect(byWorker.size).toBe(2);
    for (const list of byWorker.values()) expect(list.map((e) => e.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    expect(await c.ok<ChainCheck>("GET", "/clock/chain")).toEqual({ checked: 10, intact: true });
    // tampering with a stored punch (outside the app) is detected, and named by its person and position
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    const first = [...byWorker.keys()].sort()[0]!;
    await scoped(ctx, ClockEntryModel).updateOne(
      { workerId: first, seq: 4 },
      { $set: { statusDate: new Date("2030-01-14T09:00:00Z") } },
    );
    expect(await c.ok<ChainCheck>("GET", "/clock/chain")).toEqual({
      checked: 3,
      intact: false,
      brokenAtSeq: 4,
      brokenWorkerId: first,
    });
  });

  it("walks a chain check across pages, people's chains split between them, and names a break on a later page", async () => {
    const c = await company();
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    // 3 people of 1,500 punches each (written whole, as imports would): the check's pages of 2,000 end mid-chain
    const people = ["w-a", "w-b", "w-c"];
    const day = new Date("2029-01-01T08:00:00Z").getTime();
    const links: ClockEntryDoc[] = [];
    for (const workerId of people) {
      let head: ChainHead = null;
      for (let i = 0; i < 1500; i++) {
        const at = new Date(day + i * 60 * MINUTE);
        const link = chainLink(c.t.companyId, head, {
          workerId,
          userId: `u-${workerId}`,
          status: i % 2 ? "end" : "start",
          statusDate: at,
          receivedAt: at,
          method: "web",
          lateSync: false,
          idempotencyKey: `${workerId}-${i}`,
          createdBy: "import",
        });
        links.push(link);
        head = { seq: link.seq, hash: link.hash };
      }
    }
    await scoped(ctx, ClockEntryModel).insertLean(links);
    expect(await c.ok<ChainCheck>("GET", "/clock/chain")).toEqual({ checked: 4500, intact: true });
    // a punch on the third page (the last person's 1,200th) edited outside the app
    await scoped(ctx, ClockEntryModel).updateOne({ workerId: "w-c", seq: 1200 }, { $set: { status: "start" } });
    expect(await c.ok<ChainCheck>("GET", "/clock/chain")).toEqual({
      checked: 3000 + 1199,
      intact: false,
      brokenAtSeq: 1200,
      brokenWorkerId: "w-c",
    });
  });

  it("flags a forgotten end punch once the day after, tells the person once", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    // Ana starts and never ends; Bruno's day is whole
    expect((await c.punch(c.ana, {})).statusCode).toBe(201);
    expect((await c.punch(c.bruno, {})).statusCode).toBe(201);
    clock.current = new Date("2030-01-14T20:00:00.000Z");
    expect((await c.punch(c.bruno, { status: "end" })).statusCode).toBe(201);
    const told: Array<{ userIds: string[]; type: string }> = [];
    const forgotten = createForgottenEnds({
      people: providedService(app.modules, peopleDirectory)!,
      notifications: { notify: async (_ctx: unknown, n: { userIds: string[]; type: string }) => void told.push(n) },
    } as unknown as Parameters<typeof createForgottenEnds>[0]);
    const ctx = systemContext({
      companyId: c.t.companyId,
      name: "test",
      log: app.log,
      now: () => clock.current,
      timeZone: "America/Sao_Paulo",
    });
    // the same evening the stretch is not 16 hours old yet
    clock.current = new Date("2030-01-14T23:00:00.000Z");
    expect(await forgotten.flag(ctx, "2030-01-14")).toEqual({ day: "2030-01-14", flagged: 0 });
    // 09:00 the next morning: yesterday's open day
    clock.current = new Date("2030-01-15T12:00:00.000Z");
    expect(await forgotten.flag(ctx)).toEqual({ day: "2030-01-14", flagged: 1 });
    expect(told).toEqual([expect.objectContaining({ userIds: [c.ana.userId], type: "clock.forgotten-end" })]);
    // idempotent: a second run (or another instance) flags and tells nobody again
    expect(await forgotten.flag(ctx)).toEqual({ day: "2030-01-14", flagged: 0 });
    expect(told).toHaveLength(1);
    expect(await scoped(ctx, ForgottenEndModel).count({ workerId: c.ana.workerId, day: "2030-01-14" })).toBe(1);
  });

  it("refuses a punch out of sequence online; needs a worker profile", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    expect((await c.punch(c.ana, { status: "end" })).json().code).toBe("CLOCK_OUT_OF_SEQUENCE");
    expect((await c.punch(c.ana, { status: "start" })).statusCode).toBe(201);
    expect((await c.punch(c.ana, { status: "start" })).json().code).toBe("CLOCK_OUT_OF_SEQUENCE");
    const noProfile = await c.t.loginAs("requester");
    expect((await c.punch(noProfile, {})).json().code).toBe("CLOCK_NO_WORKER_PROFILE");
  });

  it("QR required and a geofence with consent, as company settings", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    const settings = {
      lunchTime: 60,
      qrcode: { required: true },
      clockConfig: {
        lateSyncMinutes: 30,
        consentText: "My location is checked when I punch.",
        offices: [{ officeId: c.officeA, geofence: { lat: -23.5614, lng: -46.6559, radius: 150 } }],
      },
    };
    expect((await c.call(c.ana, "PUT", "/clock/settings", settings)).statusCode).toBe(403);
    await c.ok("PUT", "/clock/settings", settings);
    expect((await c.punch(c.ana, {})).json().code).toBe("CLOCK_QR_REQUIRED");
    const qr = (await c.kioskQr(c.kioskA.key)).code;
    expect((await c.punch(c.ana, { qr })).json().code).toBe("CLOCK_CONSENT_REQUIRED");
    expect((await c.call(c.ana, "POST", "/clock/consent")).statusCode).toBe(204);
    expect((await c.punch(c.ana, { qr })).json().code).toBe("CLOCK_LOCATION_REQUIRED");
    // about 2 km away
    expect((await c.punch(c.ana, { qr, geo: { lat: -23.58, lng: -46.66 } })).json().code).toBe(
      "CLOCK_OUTSIDE_GEOFENCE",
    );
    const inside = await c.punch(c.ana, { qr, geo: { lat: -23.5617, lng: -46.6561, accuracy: 12 } });
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.json<PunchReceipt>().entry).toMatchObject({ withinGeofence: true, method: "qr" });
    // an unknown office in the settings is refused before anything is written
    const bad = await c.call(c.t.admin, "PUT", "/clock/settings", {
      ...settings,
      clockConfig: { ...settings.clockConfig, offices: [{ officeId: new Types.ObjectId().toHexString() }] },
    });
    expect(bad.json().code).toBe("VALIDATION_SELECTION");
  });

  it("corrections: the person proposes, the leader decides with a reason; originals stay; audited; the board follows", async () => {
    clock.current = new Date("2030-01-14T11:00:00.000Z");
    const c = await company();
    const start = (await c.punch(c.ana, {})).json<PunchReceipt>().entry;
    clock.advance(MINUTE);
    // Ana forgot she had punched and her phone punched lunch out: she asks to void it
    const wrong = (await c.punch(c.ana, {})).json<PunchReceipt>().entry;
    expect(wrong.status).toBe("middle");
    let board = await c.ok<PresenceBoard>("GET", "/clock/board", undefined, c.leader);
    expect(board.people.find((p) => p.workerId === c.ana.workerId)?.state).toBe("lunch");
    expect(board.people.find((p) => p.workerId === c.bruno.workerId)?.state).toBe("not-in");

    const voided = await c.ok<ClockCorrection>(
      "POST",
      "/clock/corrections",
      { kind: "void", entryId: wrong.id, reason: "Punched by mistake" },
      c.ana,
    );
    expect(voided).toMatchObject({ state: "pending", kind: "void", entryId: wrong.id });
    // a second void of the same punch waits for the first
    expect(
      (await c.call(c.ana, "POST", "/clock/corrections", { kind: "void", entryId: wrong.id, reason: "again" })).json()
        .code,
    ).toBe("CLOCK_CORRECTION_PENDING");
    // Ana cannot decide; Bruno (same level) cannot either; another company's correction is not found
    expect(
      (await c.call(c.ana, "POST", `/clock/corrections/${voided.id}/decision`, { approve: true, reason: "ok" }))
        .statusCode,
    ).toBe(403);
    const list = await c.ok<CorrectionList>("GET", "/clock/corrections?state=pending", undefined, c.leader);
    expect(list.items.map((i) => i.id)).toEqual([voided.id]);
    expect(list.items[0]?.personName).toBe("Ana Silva");
    expect((await c.ok<CorrectionList>("GET", "/clock/corrections", undefined, c.bruno)).total).toBe(0);

    const decided = await c.ok<ClockCorrection>(
      "POST",
      `/clock/corrections/${voided.id}/decision`,
      { approve: true, reason: "Confirmed with Ana" },
      c.leader,
    );
    expect(decided).toMatchObject({
      state: "approved",
      decisionReason: "Confirmed with Ana",
      decidedBy: c.leader.userId,
    });
    expect(
      (
        await c.call(c.leader, "POST", `/clock/corrections/${voided.id}/decision`, { approve: false, reason: "no" })
      ).json().code,
    ).toBe("CLOCK_CORRECTION_DECIDED");
    board = await c.ok<PresenceBoard>("GET", "/clock/board", undefined, c.leader);
    expect(board.people.find((p) => p.workerId === c.ana.workerId)?.state).toBe("working");

    // a missed end added yesterday-style: in the future is refused; in the past is proposed
    const future = await c.call(c.ana, "POST", "/clock/corrections", {
      kind: "add",
      status: "end",
      statusDate: new Date(clock.current.getTime() + 60 * MINUTE).toISOString(),
      reason: "x",
    });
    expect(future.json().code).toBe("CLOCK_CORRECTION_IN_FUTURE");

    // both records stay: the original punch and the correction pointing to it
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    const { entries, corrections } = await listEntries(ctx, {
      workerIds: [c.ana.workerId],
      from: new Date("2030-01-14T00:00:00Z"),
      to: new Date("2030-01-15T00:00:00Z"),
    });
    expect(entries.map((e) => e.id)).toEqual([start.id, wrong.id]);
    expect(corrections.map((x) => [x.id, x.state])).toEqual([[voided.id, "approved"]]);
    const audit = await scoped(ctx, AuditEntryModel).find({ "target.id": voided.id });
    expect(audit.map((a) => a.action).sort()).toEqual(["clock.correction.approved", "clock.correction.requested"]);
  });

  it("a correction decided on another instance counts for the next punch here (corrections are kept per company)", async () => {
    clock.current = new Date("2030-01-15T11:00:00.000Z");
    const c = await company();
    const start = (await c.punch(c.ana, {})).json<PunchReceipt>().entry;
    expect(start.status).toBe("start");
    const { app: two } = await buildTestApp({ clock, modules: serverModules(config) });
    const onTwo = tenantCaller(() => ({ app: two, companyId: c.t.companyId }));
    // Ana punched in at the wrong office by mistake: the start is voided and approved on the other instance
    const voided = await onTwo(c.ana, "POST", "/clock/corrections", {
      kind: "void",
      entryId: start.id,
      reason: "Wrong phone",
    });
    expect(voided.statusCode, voided.body).toBe(201);
    const decided = await onTwo(c.leader, "POST", `/clock/corrections/${voided.json<ClockCorrection>().id}/decision`, {
      approve: true,
      reason: "Confirmed",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    clock.advance(MINUTE);
    // here, her next punch starts the day again (with the void unseen it would be a lunch out)
    expect((await c.punch(c.ana, {})).json<PunchReceipt>().entry.status).toBe("start");
    await two.close();
  });

  it("kiosk keys and levels: requesters cannot manage devices or read the board; bad keys are refused", async () => {
    const c = await company();
    expect((await c.call(c.ana, "POST", "/clock/devices", { name: "x", officeId: c.officeA })).statusCode).toBe(403);
    expect((await c.call(c.ana, "GET", "/clock/board")).statusCode).toBe(403);
    for (const key of ["", "nope", `ckd_${c.t.companyId}_${c.kioskB.device.id}_${"a".repeat(32)}`]) {
      const r = await app.inject({ method: "GET", url: "/api/clock/kiosk/qr", headers: { "x-clock-device-key": key } });
      expect(r.statusCode).toBe(401);
    }
    const qr = await c.ok<ClockQr>("GET", `/qrcode?officeId=${c.officeB}`);
    expect(qr.officeName).toBe("Faria Lima");
  });
});
