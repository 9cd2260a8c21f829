import { createHash } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { batchedReads, byCompany } from "../../../../core/db/batched-reads.js";
import { readStoredFile } from "../../../../core/files/file-storage.js";
import { variantKey } from "../../../../core/files/image-variants.js";
import type { FilesService } from "../../../../core/files/types.js";
import { actorId, requireUser } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import type { ModuleFlags, ModuleRealtime } from "../../../../core/modules/define-module.js";
import { companyTopic } from "../../../../core/realtime/topics.js";
import { deepFreeze, TenantReadCache } from "../../../../core/tenancy/read-cache.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { DirectoryWorker, PeopleDirectory } from "../../../people/contract/directory.js";
import {
  clockFlags,
  events,
  PRESENCE_TOPIC,
  type ChainCheck,
  type ClockStatus,
  type MyClockDay,
  type PunchInput,
  type PunchMethod,
  type PunchReceipt,
  type ReceiptCheck,
} from "../../contract/index.js";
import { effectiveEntries, type EffectiveEntry } from "../../contract/entries.js";
import { zonedDay, zonedDayStart } from "../../contract/time-zone.js";
import { nextExpectedStatus, workedIntervals } from "../../contract/worked-time.js";
import { canSee, viewerOf } from "../access.js";
import { ClockCorrectionModel, ClockEntryModel, type ClockCorrectionDoc } from "../entries/entries.model.js";
import { listEntries, toCorrection, toEntry } from "../entries/entries.service.js";
import type { KioskService } from "../kiosk/kiosk.service.js";
import { checkQr } from "../kiosk/qr.js";
import type { ClockSettingsDoc } from "../settings/settings.model.js";
import type { ExpectedTime } from "../expected/expected-time.js";
import { publicPart, type SettingsService } from "../settings/settings.service.js";
import {
  appendToChain,
  GENESIS_HASH,
  type ChainHead,
  recomputeHash,
  type ChainedFields,
  type StoredEntry,
} from "./chain.js";

const MINUTE = 60_000;
/** How far ahead of the server a device clock may be (a few minutes of drift), and how old an offline punch may be. */
const MAX_DEVICE_AHEAD_MS = 5 * MINUTE;
const MAX_OFFLINE_AGE_MS = 31 * 24 * 60 * MINUTE;
/** How far back the sequence check looks for the open stretch (an overnight shift's start). */
const OPEN_STRETCH_LOOKBACK_MS = 20 * 60 * MINUTE;
/** How many of a person's last punches (by chain position) are read with each punch: a day's four and more. */
const LAST_PUNCHES = 8;
/** How far back the kept corrections of a company reach (more than the open stretch's lookback, so kept ones cover it). */
const RECENT_CORRECTIONS_MS = 2 * OPEN_STRETCH_LOOKBACK_MS;
/** How often at most the presence board's topic hears of a company's punches. */
const ANNOUNCE_MS = 250;

/**
 * People's last punches by chain position (`LAST_PUNCHES`, newest first) by "companyId workerId": the reads of one
 * turn of the event loop in one command per company (core/db/batched-reads.ts; `findPerKey`, a `$unionWith` per
 * person, each through the `{companyId, workerId, seq}` index). Every punch of a morning rush reads its person's.
 */
const lastPunches = batchedReads<StoredEntry[]>(async (keys) => {
  const found = new Map<string, StoredEntry[]>();
  for (const [companyId, workerIds] of byCompany(keys)) {
    const entries = scoped({ companyId, now: () => new Date() }, ClockEntryModel);
    const last = await entries.findPerKey("workerId", workerIds, { sort: { seq: -1 }, limit: LAST_PUNCHES });
    for (const [workerId, punches] of last) found.set(`${companyId} ${workerId}`, punches as StoredEntry[]);
  }
  return found;
});

/** Great-circle distance in metres. */
export function distanceMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const zoneOf = (ctx: ServiceContext) => ctx.timeZone ?? "UTC";
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Punching (issue 13 "Punching"): web, QR, offline and kiosk punches, receipts, the chain's checks. */
export function createPunchService(deps: {
  events: ModuleEvents;
  realtime: ModuleRealtime;
  people: PeopleDirectory;
  settings: SettingsService;
  kiosk: KioskService;
  expected: ExpectedTime;
  files: FilesService;
  /** The module's feature flags (`clock.offline-punches`); absent: every flag at its default. */
  flags?: ModuleFlags;
}) {
  const { people, settings } = deps;

  /** A punch's photo as sent (base64): its bytes, judged by content by the files service (JPEG or PNG, 2 MB). */
  async function readPhoto(base64: string): Promise<Buffer> {
    if (!BASE64.test(base64)) throw new AppError("FILE_NOT_IMAGE", { field: "photo" });
    const bytes = Buffer.from(base64, "base64");
    await deps.files.validateImage(bytes);
    return bytes;
  }

  /**
   * Stores a punch's photo through the files service (re-encoded upright, without the phone's metadata such as its
   * GPS position, with a small variant for the leaders' screens) under a key made from its bytes, so a retried tap
   * writes the same file. Answers its key and the SHA-256 of the bytes as stored, which the punch's hash covers.
   */
  async function storePhoto(ctx: ServiceContext, workerId: string, bytes: Buffer) {
    const saved = await deps.files.saveImage({
      baseKey: `companies/${ctx.companyId}/clock/photos/${workerId}/${sha256(bytes)}`,
      body: bytes,
    });
    const stored = await readStoredFile(await deps.files.storage.get(saved.key));
    return { photoFileId: saved.key, photoHash: sha256(stored) };
  }

  async function officeName(ctx: ServiceContext, officeId: string | undefined): Promise<string | undefined> {
    if (!officeId) return undefined;
    return (await people.offices(ctx)).find((o) => o.id === officeId)?.name;
  }

  /**
   * The company's corrections of the last two lookback windows, kept per company while no correction was written here
   * or acknowledged on any instance (core/tenancy/read-cache.ts): corrections are a leader's rare act, and a morning
   * rush would otherwise read them once per punch. Frozen and sorted by `statusDate`; `since` is how far back they go.
   */
  type KeptCorrections = { since: number; docs: ReadonlyArray<ClockCorrectionDoc & { _id: unknown }> };
  const keptCorrections = new TenantReadCache<KeptCorrections>({ models: [ClockCorrectionModel], maxEntries: 1000 });

  /** The person's corrections with `statusDate` in [from, to), by `statusDate`: from the kept ones when they reach. */
  async function windowCorrections(ctx: ServiceContext, workerId: string, from: Date, to: Date) {
    const kept = await keptCorrections.get(ctx, "recent", async () => {
      const since = ctx.now().getTime() - RECENT_CORRECTIONS_MS;
      const docs = (await scoped(ctx, ClockCorrectionModel).find(
        { statusDate: { $gte: new Date(since) } },
        { sort: { statusDate: 1 } },
      )) as Array<ClockCorrectionDoc & { _id: unknown }>;
      return deepFreeze({ since, docs });
    });
    if (kept.since <= from.getTime())
      return kept.docs.filter((c) => c.workerId === workerId && c.statusDate >= from && c.statusDate < to);
    // an offline punch from long ago: its window is older than what is kept
    return (await scoped(ctx, ClockCorrectionModel).find(
      { workerId, statusDate: { $gte: from, $lt: to } },
      { sort: { statusDate: 1 } },
    )) as Array<ClockCorrectionDoc & { _id: unknown }>;
  }

  /**
   * What a punch of the person is checked against and appended after: their chain's head, their punches since their
   * open stretch could have begun (as stored: a retried key is among them; and as corrected, from the last start on,
   * for the sequence rule). Two indexed reads together: the person's last punches by chain position and the window's
   * corrections (a void carries its punch's `statusDate`, so they hold the voids of the window's punches). The last
   * punches by position hold the whole window unless the oldest of them was received inside it (punches before them
   * were received, and so happened, before it): only then is the window read by time as well.
   */
  async function personState(ctx: ServiceContext, workerId: string, until: Date) {
    const from = new Date(until.getTime() - OPEN_STRETCH_LOOKBACK_MS);
    const to = new Date(until.getTime() + 1);
    const period = { workerId, statusDate: { $gte: from, $lt: to } };
    const entries = scoped(ctx, ClockEntryModel);
    const [last = [], corrections] = await Promise.all([
      lastPunches(`${ctx.companyId} ${workerId}`),
      windowCorrections(ctx, workerId, from, to),
    ]);
    const head: ChainHead = last[0] ? { seq: last[0].seq, hash: last[0].hash } : null;
    const oldest = last[last.length - 1];
    const whole = last.length < LAST_PUNCHES || oldest!.receivedAt.getTime() < from.getTime() - MINUTE;
    const stored = whole
      ? last.filter((e) => e.statusDate >= from && e.statusDate < to)
      : ((await entries.find(period)) as StoredEntry[]);
    stored.sort((x, y) => x.statusDate.getTime() - y.statusDate.getTime() || x.seq - y.seq);
    const all = effectiveEntries(stored.map(toEntry), corrections.map(toCorrection));
    // from the last start on (earlier days are closed or forgotten; a forgotten end is fixed by a correction)
    const lastStart = all.map((e) => e.status).lastIndexOf("start");
    return { head, stored, open: lastStart >= 0 ? all.slice(lastStart) : [] };
  }

  /**
   * Tells the leaders' boards (`clock.presence`) that people punched: at most one message per company every 250 ms,
   * with the people of that moment, so a morning rush is a few messages a second rather than one per punch. Holds
   * only messages waiting to be sent, never tenant data.
   */
  const announcing = new Map<string, Set<string>>();
  function announce(companyId: string, workerId: string) {
    const waiting = announcing.get(companyId);
    if (waiting) {
      waiting.add(workerId);
      return;
    }
    announcing.set(companyId, new Set([workerId]));
    setTimeout(() => {
      const workerIds = [...(announcing.get(companyId) ?? [])];
      announcing.delete(companyId);
      deps.realtime.publish(companyTopic(companyId, PRESENCE_TOPIC), events.punched.name, { workerIds });
    }, ANNOUNCE_MS).unref();
  }

  const storedByKey = async (ctx: ServiceContext, idempotencyKey: string) =>
    (await scoped(ctx, ClockEntryModel).findOne({ idempotencyKey })) as StoredEntry | null;

  function receipt(
    ctx: ServiceContext,
    doc: StoredEntry,
    worker: Pick<DirectoryWorker, "name">,
    duplicate: boolean,
    officeNames: Map<string, string>,
  ): PunchReceipt {
    const name = doc.officeId ? officeNames.get(doc.officeId) : undefined;
    const answer: PunchReceipt = {
      entry: toEntry(doc),
      companyName: ctx.tenant?.name ?? "",
      personName: worker.name,
      duplicate,
    };
    if (name) answer.officeName = name;
    return answer;
  }

  /**
   * Whether the person's day has a break (lunch out and back between start and end): a published shift with break
   * minutes, or a schedule of two ranges or with the company's lunch time.
   */
  const hasBreak = async (ctx: ServiceContext, worker: DirectoryWorker, day: string, lunchTime: number) => {
    const planned = await deps.expected.day(ctx, worker, day, lunchTime);
    return planned.source === "shift" ? planned.breakMinutes > 0 : planned.ranges.length > 1 || lunchTime > 0;
  };

  /**
   * Everything a punch is checked against before the one write (a refused punch stores nothing): the device time of an
   * offline punch, the QR (signature, window, office), the geofence and consent, and (online, with an explicit status)
   * that it follows the person's open stretch. Answers the fields to store.
   */
  async function checkPunch(
    ctx: ServiceContext,
    p: {
      input: PunchInput;
      worker: DirectoryWorker;
      config: ClockSettingsDoc;
      now: Date;
      statusDate: Date;
      deviceTime: Date | undefined;
      recent: EffectiveEntry[];
      /** The photo's bytes, already judged by content. */
      photo: Buffer | undefined;
      /** The intranet's clock widget punches without the QR the company otherwise asks for (`widgetWithoutQr`). */
      qrWaived: boolean;
    },
  ): Promise<ChainedFields> {
    const { input, worker, config, now, statusDate, deviceTime } = p;
    const user = requireUser(ctx);
    const offline = input.offline === true;
    if (offline && deps.flags && !(await deps.flags.isOn(ctx, clockFlags.offlinePunches)))
      throw new AppError("CLOCK_OFFLINE_OFF", { field: "offline" });
    if (offline && !deviceTime) throw new AppError("VALIDATION_REQUIRED", { field: "deviceTime" });
    if (deviceTime && offline) {
      const ahead = deviceTime.getTime() - now.getTime();
      if (ahead > MAX_DEVICE_AHEAD_MS || -ahead > MAX_OFFLINE_AGE_MS)
        throw new AppError("CLOCK_DEVICE_TIME_INVALID", { field: "deviceTime" });
    }

    let method: PunchMethod = offline ? "offline" : "web";
    let officeId = worker.officeId;
    let deviceId: string | undefined;
    if (input.qr) {
      const check = checkQr(input.qr, { secret: config.qrSecret, companyId: ctx.companyId, at: statusDate });
      if (!check.ok)
        throw new AppError(check.reason === "expired" ? "CLOCK_QR_EXPIRED" : "CLOCK_QR_INVALID", { field: "qr" });
      const device = await deps.kiosk.live(ctx, check.deviceId);
      if (!device || device.officeId !== check.officeId) throw new AppError("CLOCK_QR_INVALID", { field: "qr" });
      if (worker.officeId && worker.officeId !== check.officeId)
        throw new AppError("CLOCK_QR_OTHER_OFFICE", { field: "qr" });
      officeId = check.officeId;
      deviceId = check.deviceId;
      if (!offline) method = "qr";
    } else if (config.qrcode?.required && !p.qrWaived) {
      throw new AppError("CLOCK_QR_REQUIRED", { field: "qr" });
    }

    const geofence = config.clockConfig?.offices?.find((o) => o.officeId === officeId)?.geofence;
    let withinGeofence: boolean | undefined;
    if (geofence) {
      const consentText = config.clockConfig.consentText;
      if (!(await settings.consentAccepted(ctx, user.userId, consentText)))
        throw new AppError("CLOCK_CONSENT_REQUIRED");
      if (!input.geo) throw new AppError("CLOCK_LOCATION_REQUIRED", { field: "geo" });
      // the device's accuracy counts in the person's favour, up to 100 m
      const slack = Math.min(input.geo.accuracy ?? 0, 100);
      withinGeofence = distanceMetres(input.geo, geofence) <= geofence.radius + slack;
      // an offline punch already happened: it is kept, marked outside, for review
      if (!withinGeofence && !offline) throw new AppError("CLOCK_OUTSIDE_GEOFENCE", { field: "geo" });
    }

    // the photo: asked by the company (offline punches too: the PWA takes it with the tap), kept only with the
    // person's acceptance of the photo consent text; a photo sent while the company takes none is not kept
    const { photo: photoMode, photoConsentText } = publicPart(config).clockConfig;
    if (photoMode === "required" && !p.photo) throw new AppError("CLOCK_PHOTO_REQUIRED", { field: "photo" });
    if (photoMode !== "off" && p.photo && !(await settings.consentAccepted(ctx, user.userId, photoConsentText)))
      throw new AppError("CLOCK_CONSENT_REQUIRED", { field: "photo" });

    const day = zonedDay(statusDate, zoneOf(ctx));
    // the break matters only for the next punch of someone at work when no status was sent (the expected shift is
    // read then, not on every punch of a morning rush)
    const breakMatters = !input.status && p.recent.length > 0;
    const expected = nextExpectedStatus(p.recent, {
      hasBreak: breakMatters ? await hasBreak(ctx, worker, day, config.lunchTime) : true,
    });
    const status: ClockStatus = input.status ?? expected.status;
    if (!offline && input.status) {
      const working = expected.kind === "lunch-out" || expected.kind === "end";
      const allowed: ClockStatus[] = working
        ? ["middle", "end"]
        : expected.kind === "lunch-in"
          ? ["middle", "end"]
          : ["start"];
      if (!allowed.includes(status)) throw new AppError("CLOCK_OUT_OF_SEQUENCE", { field: "status" });
    }

    const lateSync =
      offline && !!deviceTime && now.getTime() - deviceTime.getTime() > config.clockConfig.lateSyncMinutes * MINUTE;
    // the optional fields set one by one (V8 11.3's slow path for conditional spreads: toEntry)
    const fields: ChainedFields = {
      workerId: worker.id,
      userId: user.userId,
      status,
      statusDate,
      receivedAt: now,
      method,
      lateSync,
      idempotencyKey: input.idempotencyKey,
      createdBy: actorId(ctx),
    };
    if (deviceTime) fields.deviceTime = deviceTime;
    if (input.deviceSeq !== undefined) fields.deviceSeq = input.deviceSeq;
    if (officeId) fields.officeId = officeId;
    if (deviceId) fields.deviceId = deviceId;
    if (input.geo && geofence) fields.geo = input.geo;
    if (withinGeofence !== undefined) fields.withinGeofence = withinGeofence;
    return fields;
  }

  return {
    /**
     * A punch by the acting person. Checks everything before the one write (a refused punch stores nothing): the
     * worker profile, the QR (signature, window, office), the geofence and consent, the device time of an offline
     * punch, and (online) that the punch follows the previous one. A retried idempotency key returns the stored
     * punch's receipt (`duplicate: true`), whatever was sent the second time.
     */
    async punch(ctx: ServiceContext, input: PunchInput, options: { qrWaived?: boolean } = {}): Promise<PunchReceipt> {
      const user = requireUser(ctx);
      const worker = await people.activeByUserId(ctx, user.userId);
      if (!worker) throw new AppError("CLOCK_NO_WORKER_PROFILE");
      const now = ctx.now();
      const offline = input.offline === true;
      const deviceTime = input.deviceTime ? new Date(input.deviceTime) : undefined;
      // the instant the punch counts at: the server saw an online punch; an offline one happened at its device time
      const statusDate = offline && deviceTime && deviceTime < now ? deviceTime : now;
      // everything the punch is checked against, read together: the company's settings, the office names for the
      // receipt, and the person's chain head and recent punches (the sequence rule; a retried key shows there too)
      const [config, offices, recent] = await Promise.all([
        settings.current(ctx),
        worker.officeId ? people.offices(ctx) : Promise.resolve([]),
        personState(ctx, worker.id, statusDate),
      ]);
      const officeNames = new Map(offices.map((o) => [o.id, o.name]));
      const answer = (doc: StoredEntry, duplicate: boolean) => {
        if (duplicate && doc.userId !== user.userId) throw new AppError("CLOCK_IDEMPOTENCY_CONFLICT");
        return receipt(ctx, doc, worker, duplicate, officeNames);
      };
      const retried = recent.stored.find((e) => e.idempotencyKey === input.idempotencyKey);
      if (retried) return answer(retried, true);
      // judged by content before anything is written; not read at all while the company takes no photos
      const photo =
        input.photo !== undefined && publicPart(config).clockConfig.photo !== "off"
          ? await readPhoto(input.photo)
          : undefined;
      let stored: { photoFileId: string; photoHash: string } | undefined;

      let state = { head: recent.head, recent: recent.open };
      for (let attempt = 0; ; attempt++) {
        let fields: ChainedFields;
        try {
          fields = await checkPunch(ctx, {
            input,
            worker,
            config,
            now,
            statusDate,
            deviceTime,
            recent: state.recent,
            photo,
            qrWaived: options.qrWaived === true,
          });
        } catch (error) {
          // a retried tap the rules would now refuse (an expired QR, a start after the start it stored): its receipt
          const known = await storedByKey(ctx, input.idempotencyKey);
          if (known) return answer(known, true);
          throw error;
        }
        // every check passed: the photo is stored once (its key comes from its bytes) and the punch's hash covers it
        if (photo) {
          stored ??= await storePhoto(ctx, worker.id, photo);
          fields = Object.assign({}, fields, stored);
        }
        const appended = await appendToChain(ctx, state.head, fields);
        if (appended.outcome === "duplicate") return answer(appended.doc, true);
        if (appended.outcome === "stored") {
          const entryId = String(appended.doc._id);
          await deps.events.emit(ctx, events.punched, {
            entryId,
            workerId: worker.id,
            userId: user.userId,
            status: fields.status,
            method: fields.method,
          });
          announce(ctx.companyId, worker.id);
          return answer(appended.doc, false);
        }
        // another punch of this person took the position meanwhile (a double tap, another instance): read again
        if (attempt >= 5) throw new AppError("CLOCK_PUNCH_CONFLICT");
        const again = await personState(ctx, worker.id, statusDate);
        state = { head: again.head, recent: again.open };
      }
    },

    /** The punch screen of the acting person: today as corrected, what comes next, what the company asks. */
    async myDay(ctx: ServiceContext): Promise<MyClockDay> {
      const user = requireUser(ctx);
      const worker = await people.activeByUserId(ctx, user.userId);
      const config = await settings.get(ctx);
      const zone = zoneOf(ctx);
      const now = ctx.now();
      const day = zonedDay(now, zone);
      const { photo, photoConsentText } = config.clockConfig;
      const base = {
        day,
        qrRequired: config.qrcode.required,
        photoRequired: photo === "required",
        photo,
        consentText: config.clockConfig.consentText,
        photoConsentText,
        lunchTime: config.lunchTime,
      };
      if (!worker)
        return {
          ...base,
          hasWorkerProfile: false,
          entries: [],
          corrections: [],
          next: { status: "start", kind: "start" },
          workedMs: 0,
          scheduleToday: [],
          scheduleSource: "schedule",
          geofence: false,
          consentAccepted: false,
          photoConsentAccepted: false,
        };
      const from = zonedDayStart(day, zone);
      const { entries, corrections } = await listEntries(ctx, {
        workerIds: [worker.id],
        from: new Date(Math.min(from.getTime(), now.getTime() - OPEN_STRETCH_LOOKBACK_MS)),
        to: new Date(now.getTime() + 1),
      });
      const recent = effectiveEntries(entries, corrections);
      const lastStart = recent.map((e) => e.status).lastIndexOf("start");
      const open = lastStart >= 0 ? recent.slice(lastStart) : [];
      // today's expectation: the published shift (scheduling) or the schedule (people)
      const planned = await deps.expected.day(ctx, worker, day, config.lunchTime);
      const next = nextExpectedStatus(open, {
        hasBreak:
          planned.source === "shift" ? planned.breakMinutes > 0 : planned.ranges.length > 1 || config.lunchTime > 0,
      });
      const office = await officeName(ctx, worker.officeId);
      const geofence = Boolean(config.clockConfig.offices.find((o) => o.officeId === worker.officeId)?.geofence);
      return {
        ...base,
        hasWorkerProfile: true,
        entries: entries.filter((e) => new Date(e.statusDate) >= from),
        corrections: corrections.filter((c) => new Date(c.statusDate) >= from),
        next,
        // the stretch still open counts up to now ("worked so far today"); a stretch from yesterday counts from midnight
        workedMs: workedIntervals(recent).reduce((sum, i) => {
          const start = Math.max(i.from.getTime(), from.getTime());
          const end = Math.min((i.to ?? now).getTime(), now.getTime());
          return end > start ? sum + end - start : sum;
        }, 0),
        scheduleToday: planned.ranges.map(([from, to]) => [from / 60, to / 60]),
        scheduleSource: planned.source,
        ...(worker.officeId ? { officeId: worker.officeId } : {}),
        ...(office ? { officeName: office } : {}),
        geofence,
        consentAccepted: await settings.consentAccepted(ctx, user.userId, config.clockConfig.consentText),
        photoConsentAccepted: await settings.consentAccepted(ctx, user.userId, photoConsentText),
      };
    },

    /**
     * A receipt's verification code checked against the log: the punch it names, whether its stored fields still
     * give that hash and whether the punch before it still has the hash it chains onto. NOT_FOUND for a code of no
     * punch the caller may see.
     */
    async verifyReceipt(ctx: ServiceContext, hash: string): Promise<ReceiptCheck> {
      const entries = scoped(ctx, ClockEntryModel);
      const doc = /^[0-9a-f]{64}$/.test(hash) ? await entries.findOne({ hash }) : null;
      if (!doc) throw new AppError("CLOCK_RECEIPT_MISMATCH");
      const viewer = await viewerOf(ctx, people);
      const worker = await people.byId(ctx, doc.workerId);
      if (!worker || !canSee(viewer, worker)) throw new AppError("CLOCK_RECEIPT_MISMATCH");
      const valid = recomputeHash(ctx.companyId, doc) === doc.hash;
      const previous =
        doc.seq > 1
          ? await entries.findOne({ workerId: doc.workerId, seq: doc.seq - 1 }, { projection: { hash: 1 } })
          : null;
      const chainIntact = doc.seq === 1 ? doc.prevHash === GENESIS_HASH : previous?.hash === doc.prevHash;
      // the photo as stored now against the hash the punch recorded (a replaced or removed photo shows)
      let photoIntact: boolean | undefined;
      if (doc.photoFileId) {
        try {
          photoIntact = sha256(await readStoredFile(await deps.files.storage.get(doc.photoFileId))) === doc.photoHash;
        } catch {
          photoIntact = false;
        }
      }
      return { valid, chainIntact, ...(photoIntact !== undefined ? { photoIntact } : {}), entry: toEntry(doc) };
    },

    /**
     * The storage key of a punch's photo (`small`: the 200x200 variant) for a caller who may see the punch (the
     * person, their leader, an admin); NOT_FOUND otherwise, and for a punch without a photo.
     */
    async photoKey(ctx: ServiceContext, entryId: string, size: "small" | "full"): Promise<string> {
      const doc = await scoped(ctx, ClockEntryModel).findById(entryId, {
        projection: { workerId: 1, photoFileId: 1 },
      });
      if (!doc?.photoFileId) throw new AppError("NOT_FOUND");
      const viewer = await viewerOf(ctx, people);
      const worker = await people.byId(ctx, doc.workerId);
      if (!worker || !canSee(viewer, worker)) throw new AppError("NOT_FOUND");
      return size === "small" ? variantKey(doc.photoFileId, "200x200") : doc.photoFileId;
    },

    /**
     * Walks every person's chain in order: every position present from 1, every hash recomputed, every link checked.
     * The first broken link is named by its person and position.
     */
    async verifyChain(ctx: ServiceContext): Promise<ChainCheck> {
      const entries = scoped(ctx, ClockEntryModel);
      let workerId = "";
      let prevHash = GENESIS_HASH;
      let expectedSeq = 1;
      let checked = 0;
      const PAGE = 2000;
      const byChain = { sort: { workerId: 1, seq: 1 } as const };
      /**
       * The next page in (workerId, seq) order after the last punch read: the rest of that person's chain, then the
       * next people's, each a range of the unique `{companyId, workerId, seq}` index. (As one `$or` of the two, the
       * embedded engine walked the index from its start for every page: the whole walk grew with the square of the
       * company's punches, 6.9 s for 82,720 in bench:clock; 4.0 s now, with the engine walking from the range's start)
       */
      const pageAfter = async (after: { workerId: string; seq: number } | undefined) => {
        if (!after) return (await entries.find({}, { ...byChain, limit: PAGE })) as StoredEntry[];
        const rest = (await entries.find(
          { workerId: after.workerId, seq: { $gt: after.seq } },
          { ...byChain, limit: PAGE },
        )) as StoredEntry[];
        if (rest.length === PAGE) return rest;
        const next = (await entries.find(
          { workerId: { $gt: after.workerId } },
          { ...byChain, limit: PAGE - rest.length },
        )) as StoredEntry[];
        return [...rest, ...next];
      };
      let after: { workerId: string; seq: number } | undefined;
      for (;;) {
        const page = await pageAfter(after);
        for (const doc of page) {
          if (doc.workerId !== workerId) {
            workerId = doc.workerId;
            prevHash = GENESIS_HASH;
            expectedSeq = 1;
          }
          if (doc.seq !== expectedSeq || doc.prevHash !== prevHash || recomputeHash(ctx.companyId, doc) !== doc.hash)
            return { checked, intact: false, brokenAtSeq: expectedSeq, brokenWorkerId: workerId };
          prevHash = doc.hash;
          expectedSeq++;
          checked++;
        }
        if (page.length < PAGE) return { checked, intact: true };
        const last = page[page.length - 1]!;
        after = { workerId: last.workerId, seq: last.seq };
      }
    },
  };
}

export type PunchService = ReturnType<typeof createPunchService>;
