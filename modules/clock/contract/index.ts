import { Type, type Static } from "typebox";
import { defineContract, defineEvent, type NotificationKind } from "../../../core/modules/contract.js";
import { localized } from "../../../core/i18n/localized-text.js";
import {
  ClockCorrection,
  clockCorrectionExample,
  ClockEntry,
  clockEntryExample,
  ClockStatusSchema,
  GeoPoint,
  PunchMethodSchema,
} from "./entries.js";
import { clockErrors } from "./errors.js";
// overtime, time bank and reports (issue 13, s13-overtime)
import { overtimeErrors, overtimeEvents, overtimePermissions } from "./overtime.js";

export { clockErrors } from "./errors.js";
export * from "./entries.js";
export * from "./worked-time.js";
// overtime, time bank and reports (issue 13, s13-overtime)
export * from "./overtime.js";
export * from "./widgets.js";

/**
 * The clock module's public contract (issue 13, "Punching"): payload schemas, permission and event ids, error codes,
 * notification kinds. Isomorphic: the web app, the SDK and the rest of the module import it.
 */

// ---- settings (spec §3 company fields qrcode, clockConfig, lunchTime; kept in clock_settings, one per company) ----

export const Geofence = Type.Object(
  {
    lat: Type.Number({ minimum: -90, maximum: 90 }),
    lng: Type.Number({ minimum: -180, maximum: 180 }),
    /** Metres around the point where a punch counts as at the office. */
    radius: Type.Integer({ minimum: 20, maximum: 50000 }),
  },
  { additionalProperties: false },
);
export type Geofence = Static<typeof Geofence>;

export const PHOTO_MODES = ["off", "optional", "required"] as const;
export type PhotoMode = (typeof PHOTO_MODES)[number];
export const PhotoModeSchema = Type.Union([Type.Literal("off"), Type.Literal("optional"), Type.Literal("required")]);

/** A punch's photo: at most 2 MB (the platform's file limit), JPEG or PNG judged by its bytes. */
export const PUNCH_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Its base64 text in the punch's JSON. */
export const PUNCH_PHOTO_MAX_BASE64 = Math.ceil(PUNCH_PHOTO_MAX_BYTES / 3) * 4;

export const OfficeClockConfig = Type.Object(
  { officeId: Type.String({ minLength: 1, maxLength: 64 }), geofence: Type.Optional(Geofence) },
  { additionalProperties: false },
);
export type OfficeClockConfig = Static<typeof OfficeClockConfig>;

/** A realistic company's clock settings (QR at the office, a geofence on the head office) for the OpenAPI examples. */
const clockSettingsExample = {
  lunchTime: 60,
  qrcode: { required: true },
  clockConfig: {
    lateSyncMinutes: 30,
    consentText:
      "I agree that my location is checked when I punch the clock, only to confirm I am at my workplace, and kept with the punch record for as long as labour law requires.",
    offices: [{ officeId: "6761a1009b1e4a0012ab0101", geofence: { lat: -23.5614, lng: -46.6559, radius: 150 } }],
    photo: "optional" as const,
    photoConsentText:
      "I agree that a photo of me is taken when I punch the clock, only to confirm it was me, and kept with the punch record for as long as labour law requires.",
    widgetWithoutQr: false,
  },
};
export const ClockSettingsInput = Type.Object(
  {
    /** Minutes of lunch break the schedule expects (spec §3 lunchTime). */
    lunchTime: Type.Integer({ minimum: 0, maximum: 240 }),
    /** Spec §3 qrcode: whether web punches must carry a scanned office QR (presence proof). */
    qrcode: Type.Object({ required: Type.Boolean() }, { additionalProperties: false }),
    /** Spec §3 clockConfig. */
    clockConfig: Type.Object(
      {
        /** An offline punch reaching the server later than this after its device time is flagged for review. */
        lateSyncMinutes: Type.Integer({ minimum: 1, maximum: 10080 }),
        /** The consent text people accept before location or photo is taken (LGPD art. 7/11). */
        consentText: Type.String({ maxLength: 2000 }),
        /** Per-office geofence (optional). */
        offices: Type.Array(OfficeClockConfig, { maxItems: 200 }),
        /**
         * A photo with each punch (taken by the phone's camera): `off` (none is taken or kept), `optional` (the
         * person may add one), `required` (a punch without one is refused, CLOCK_PHOTO_REQUIRED). Absent in an
         * update: unchanged. @default "off"
         */
        photo: Type.Optional(PhotoModeSchema),
        /** The consent text people accept before a photo is taken with their punch (absent in an update: unchanged). */
        photoConsentText: Type.Optional(Type.String({ maxLength: 2000 })),
        /**
         * While web punches must carry the office QR (`qrcode.required`), whether the intranet's clock widget may
         * punch without it (the company takes its intranet as inside the office). Off: the widget's punches are
         * refused with CLOCK_WIDGET_QR_REQUIRED. Absent in an update: unchanged. @default false
         */
        widgetWithoutQr: Type.Optional(Type.Boolean()),
      },
      { additionalProperties: false },
    ),
  },
  { examples: [clockSettingsExample], additionalProperties: false },
);
export type ClockSettingsInput = Static<typeof ClockSettingsInput>;
export const ClockSettings = ClockSettingsInput;
export type ClockSettings = ClockSettingsInput;

// ---- kiosk devices and the rotating QR ----

/** A realistic kiosk device for the OpenAPI examples. */
const kioskDeviceExample = {
  id: "6761c0009b1e4a0012ab3000",
  name: "Reception tablet",
  officeId: "6761a1009b1e4a0012ab0101",
  officeName: "São Paulo - Paulista",
  createdAt: "2026-02-09T13:20:00.000Z",
  lastSeenAt: "2026-11-16T11:02:10.000Z",
};
export const KioskDevice = Type.Object({
  id: Type.String(),
  name: Type.String(),
  officeId: Type.String(),
  officeName: Type.String(),
  createdAt: Type.String({ format: "date-time" }),
  lastSeenAt: Type.Optional(Type.String({ format: "date-time" })),
});
export type KioskDevice = Static<typeof KioskDevice>;
export const KioskDeviceList = Type.Object(
  { items: Type.Array(KioskDevice) },
  { examples: [{ items: [kioskDeviceExample] }] },
);
export type KioskDeviceList = Static<typeof KioskDeviceList>;
export const KioskDeviceInput = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 80 }), officeId: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type KioskDeviceInput = Static<typeof KioskDeviceInput>;
/** The device and its key, shown once: only its hash is stored. */
export const KioskDeviceCreated = Type.Object(
  { device: KioskDevice, key: Type.String() },
  {
    examples: [
      {
        device: kioskDeviceExample,
        key: "ckd_6761a0009b1e4a0012ab0000_6761c0009b1e4a0012ab3000_Qx7pL2vN9rT4kW8mZ3bY5cH1dF6gJ0sA",
      },
    ],
  },
);
export type KioskDeviceCreated = Static<typeof KioskDeviceCreated>;

const clockQrCodeExample = "C1.6761a1009b1e4a0012ab0101.6761c0009b1e4a0012ab3000.59827564.kJ3vQ9x2Lw8Zr1TnYb5HcA";
/** The QR an office screen shows now: `code` is what the QR encodes (inside `url`), valid until `expiresAt`. */
export const ClockQr = Type.Object(
  {
    code: Type.String(),
    url: Type.String(),
    officeId: Type.String(),
    officeName: Type.String(),
    companyName: Type.String(),
    window: Type.Integer(),
    expiresAt: Type.String({ format: "date-time" }),
    /** Seconds each code is shown. */
    periodSeconds: Type.Integer(),
  },
  {
    examples: [
      {
        code: clockQrCodeExample,
        url: `/clock?qr=${encodeURIComponent(clockQrCodeExample)}`,
        officeId: "6761a1009b1e4a0012ab0101",
        officeName: "São Paulo - Paulista",
        companyName: "Lumen Coffee Roasters",
        window: 59827564,
        expiresAt: "2026-11-16T11:02:30.000Z",
        periodSeconds: 30,
      },
    ],
  },
);
export type ClockQr = Static<typeof ClockQr>;

// ---- punching ----

export const PunchInput = Type.Object(
  {
    /** What the person punches; absent: the next expected punch. */
    status: Type.Optional(ClockStatusSchema),
    /** A key the client makes once per tap (a UUID): a retry with it returns the stored punch. */
    idempotencyKey: Type.String({ minLength: 8, maxLength: 100, pattern: "^[A-Za-z0-9_.:-]+$" }),
    /** The scanned office QR (`code`, or the URL it encodes). */
    qr: Type.Optional(Type.String({ maxLength: 500 })),
    /** The device's clock at the tap. */
    deviceTime: Type.Optional(Type.String({ format: "date-time" })),
    /** The device's monotonic sequence number (offline queue). */
    deviceSeq: Type.Optional(Type.Integer({ minimum: 0 })),
    /** The punch was taken offline and is synced now. */
    offline: Type.Optional(Type.Boolean()),
    geo: Type.Optional(GeoPoint),
    /**
     * The photo taken with the punch (when the company's `clockConfig.photo` is not `off`): the JPEG or PNG file's
     * bytes in base64, at most 2 MB. Sent with the punch, so the punch and its photo are one request (the offline
     * queue keeps both, a retry stores neither twice).
     */
    photo: Type.Optional(Type.String({ maxLength: PUNCH_PHOTO_MAX_BASE64 })),
  },
  { additionalProperties: false },
);
export type PunchInput = Static<typeof PunchInput>;

/** What the person keeps of a punch (Portaria 671-style receipt): time, place, method, verification code. */
export const PunchReceipt = Type.Object(
  {
    entry: ClockEntry,
    officeName: Type.Optional(Type.String()),
    companyName: Type.String(),
    personName: Type.String(),
    /** True when the key was already stored: this is the first punch's receipt again. */
    duplicate: Type.Boolean(),
  },
  {
    examples: [
      {
        entry: clockEntryExample,
        officeName: "São Paulo - Paulista",
        companyName: "Lumen Coffee Roasters",
        personName: "Ana Souza",
        duplicate: false,
      },
    ],
  },
);
export type PunchReceipt = Static<typeof PunchReceipt>;

export const ReceiptCheck = Type.Object(
  {
    valid: Type.Boolean(),
    /** The hash recomputed from the stored fields and the previous punch's hash matches. */
    chainIntact: Type.Boolean(),
    /** A punch with a photo: the stored photo's bytes still give the `photoHash` the punch's hash covers. */
    photoIntact: Type.Optional(Type.Boolean()),
    entry: ClockEntry,
  },
  { examples: [{ valid: true, chainIntact: true, entry: clockEntryExample }] },
);
export type ReceiptCheck = Static<typeof ReceiptCheck>;

export const ChainCheck = Type.Object(
  {
    checked: Type.Integer(),
    intact: Type.Boolean(),
    /** The first position where a person's chain breaks (a removed or edited punch). */
    brokenAtSeq: Type.Optional(Type.Integer()),
    /** Whose chain breaks there (every person has their own chain). */
    brokenWorkerId: Type.Optional(Type.String()),
  },
  { examples: [{ checked: 18342, intact: true }] },
);
export type ChainCheck = Static<typeof ChainCheck>;

export const NextPunchKind = Type.Union([
  Type.Literal("start"),
  Type.Literal("lunch-out"),
  Type.Literal("lunch-in"),
  Type.Literal("end"),
]);

/** A realistic punch screen (a morning's start, lunch next) for the OpenAPI examples. */
const myClockDayExample = {
  hasWorkerProfile: true,
  day: "2026-11-16",
  entries: [clockEntryExample],
  corrections: [],
  next: { status: "middle" as const, kind: "lunch-out" as const },
  workedMs: 11_460_000,
  scheduleToday: [
    [8, 12],
    [13, 17],
  ],
  scheduleSource: "schedule" as const,
  officeId: "6761a1009b1e4a0012ab0101",
  officeName: "São Paulo - Paulista",
  qrRequired: true,
  geofence: true,
  photoRequired: false,
  photo: "optional" as const,
  consentText:
    "I agree that my location is checked when I punch the clock, only to confirm I am at my workplace, and kept with the punch record for as long as labour law requires.",
  consentAccepted: true,
  photoConsentText:
    "I agree that a photo of me is taken when I punch the clock, only to confirm it was me, and kept with the punch record for as long as labour law requires.",
  photoConsentAccepted: false,
  lunchTime: 60,
};
/** The punch screen: today's punches as corrected, what comes next, worked so far, what the company asks. */
export const MyClockDay = Type.Object(
  {
    hasWorkerProfile: Type.Boolean(),
    day: Type.String(),
    entries: Type.Array(ClockEntry),
    corrections: Type.Array(ClockCorrection),
    next: Type.Object({ status: ClockStatusSchema, kind: NextPunchKind }),
    workedMs: Type.Integer(),
    /**
     * Today's expected ranges as [start hour, end hour] pairs (fractional hours; an overnight shift's end passes 24),
     * empty on a day off.
     */
    scheduleToday: Type.Array(Type.Array(Type.Number(), { minItems: 2, maxItems: 2 })),
    /** Where today's ranges come from: a published shift (scheduling) or the person's schedule (people). */
    scheduleSource: Type.Union([Type.Literal("shift"), Type.Literal("schedule")]),
    officeId: Type.Optional(Type.String()),
    officeName: Type.Optional(Type.String()),
    qrRequired: Type.Boolean(),
    geofence: Type.Boolean(),
    photoRequired: Type.Boolean(),
    /** The company's photo setting (`clockConfig.photo`). */
    photo: PhotoModeSchema,
    consentText: Type.String(),
    consentAccepted: Type.Boolean(),
    /** The photo consent text, and whether the person accepted it (asked when `photo` is not `off`). */
    photoConsentText: Type.String(),
    photoConsentAccepted: Type.Boolean(),
    lunchTime: Type.Integer(),
  },
  { examples: [myClockDayExample] },
);
export type MyClockDay = Static<typeof MyClockDay>;

// ---- corrections ----

export const CorrectionInput = Type.Object(
  {
    kind: Type.Union([Type.Literal("add"), Type.Literal("void")]),
    /** Whose punch log (admins and leaders for their people); absent: mine. */
    workerId: Type.Optional(Type.String({ maxLength: 64 })),
    /** `void`: the punch. */
    entryId: Type.Optional(Type.String({ maxLength: 64 })),
    /** `add`: the missed punch. */
    status: Type.Optional(ClockStatusSchema),
    statusDate: Type.Optional(Type.String({ format: "date-time" })),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type CorrectionInput = Static<typeof CorrectionInput>;

export const CorrectionDecision = Type.Object(
  { approve: Type.Boolean(), reason: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type CorrectionDecision = Static<typeof CorrectionDecision>;

export const CorrectionView = Type.Object({
  ...ClockCorrection.properties,
  personName: Type.String(),
  /** A void of a punch taken with a photo: the leader sees it before deciding (`GET /clock/entries/:entryId/photo`). */
  entryHasPhoto: Type.Optional(Type.Boolean()),
});
export type CorrectionView = Static<typeof CorrectionView>;
export const CorrectionList = Type.Object(
  { items: Type.Array(CorrectionView), total: Type.Integer() },
  { examples: [{ items: [{ ...clockCorrectionExample, personName: "Ana Souza" }], total: 1 }] },
);
export type CorrectionList = Static<typeof CorrectionList>;

export const EntriesPage = Type.Object(
  {
    entries: Type.Array(ClockEntry),
    corrections: Type.Array(ClockCorrection),
  },
  { examples: [{ entries: [clockEntryExample], corrections: [clockCorrectionExample] }] },
);
export type EntriesPage = Static<typeof EntriesPage>;

// ---- presence board ----

export const PRESENCE_STATES = ["working", "lunch", "away", "not-in", "on-leave", "off"] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];
export const PresenceStateSchema = Type.Union([
  Type.Literal("working"),
  Type.Literal("lunch"),
  Type.Literal("away"),
  Type.Literal("not-in"),
  Type.Literal("on-leave"),
  Type.Literal("off"),
]);

export const PresenceRow = Type.Object({
  workerId: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  state: PresenceStateSchema,
  /** The last punch today (its instant and method), if any. */
  since: Type.Optional(Type.String({ format: "date-time" })),
  method: Type.Optional(PunchMethodSchema),
  officeId: Type.Optional(Type.String()),
  /** The last punch today, when it was taken with a photo (`GET /clock/entries/:entryId/photo`). */
  photoEntryId: Type.Optional(Type.String()),
});
export type PresenceRow = Static<typeof PresenceRow>;

export const PresenceBoard = Type.Object(
  {
    day: Type.String(),
    people: Type.Array(PresenceRow),
    counts: Type.Record(Type.String(), Type.Integer()),
    pendingCorrections: Type.Integer(),
    lateSyncs: Type.Integer(),
  },
  {
    examples: [
      {
        day: "2026-11-16",
        people: [
          {
            workerId: "6761b2009b1e4a0012ab2001",
            userId: "6761b1009b1e4a0012ab1001",
            name: "Ana Souza",
            state: "working",
            since: "2026-11-16T11:02:14.000Z",
            method: "qr",
            officeId: "6761a1009b1e4a0012ab0101",
          },
          {
            workerId: "6761b2009b1e4a0012ab2002",
            userId: "6761b1009b1e4a0012ab1002",
            name: "Bruno Lima",
            state: "on-leave",
          },
        ],
        counts: { working: 1, lunch: 0, away: 0, "not-in": 0, "on-leave": 1, off: 0 },
        pendingCorrections: 1,
        lateSyncs: 0,
      },
    ],
  },
);
export type PresenceBoard = Static<typeof PresenceBoard>;

/** The realtime topic leaders follow (company:{id}:clock.presence): events carry ids only; the board is refetched. */
export const PRESENCE_TOPIC = "clock.presence";

export const permissions = {
  punch: "clock.entry.punch",
  read: "clock.entry.read",
  board: "clock.board.read",
  correct: "clock.correction.propose",
  decide: "clock.correction.decide",
  settings: "clock.settings.manage",
} as const;

export const events = {
  /** A punch was stored (once per idempotency key). */
  punched: defineEvent<{ entryId: string; workerId: string; userId: string; status: string; method: string }>(
    "clock.entry.punched",
  ),
  correctionRequested: defineEvent<{ correctionId: string; workerId: string; userId: string }>(
    "clock.correction.requested",
  ),
  correctionDecided: defineEvent<{ correctionId: string; workerId: string; userId: string; state: string }>(
    "clock.correction.decided",
  ),
};

/** Notification kinds (listed on /notifications-config). */
export const clockNotifications = {
  "clock.correction.requested": {
    label: localized(
      "A time clock correction waits for my decision",
      "Uma correção de ponto aguarda minha decisão",
      "Una corrección de marcación espera mi decisión",
    ),
  },
  "clock.correction.decided": {
    label: localized(
      "My time clock correction was decided",
      "Minha correção de ponto foi decidida",
      "Mi corrección de marcación fue decidida",
    ),
  },
  "clock.forgotten-end": {
    label: localized(
      "I forgot to punch the end of a workday",
      "Esqueci de marcar a saída de um dia",
      "Olvidé marcar la salida de una jornada",
    ),
  },
} as const satisfies Record<string, NotificationKind>;

/** The clock module's contract: who may do what, its error codes, and what it tells other modules. */
/** The clock's feature flags (issue 18; modules/README.md "Feature flags"). */
export const clockFlags = {
  /** Off: a punch must reach the server when it is made (no offline queue, no device time). */
  offlinePunches: "clock.offline-punches",
} as const;

export const clockContract = defineContract({
  id: "clock",
  permissions: {
    [permissions.punch]: ["admin", "revisor", "requester"],
    [permissions.read]: ["admin", "revisor", "requester"],
    [permissions.board]: ["admin", "revisor"],
    [permissions.correct]: ["admin", "revisor", "requester"],
    [permissions.decide]: ["admin", "revisor"],
    [permissions.settings]: ["admin"],
    // overtime, time bank and reports (issue 13, s13-overtime)
    [overtimePermissions.overtimeRead]: ["admin", "revisor", "requester"],
    [overtimePermissions.overtimeDecide]: ["admin", "revisor"],
    [overtimePermissions.settingsManage]: ["admin"],
    [overtimePermissions.report]: ["admin", "revisor"],
  },
  errors: { ...clockErrors, ...overtimeErrors },
  events: { ...events, ...overtimeEvents },
  notifications: clockNotifications,
  flags: {
    [clockFlags.offlinePunches]: {
      default: true,
      description: localized(
        "Punches made without a connection are kept on the device and sent later, with the device's time.",
        "As marcações feitas sem conexão ficam no aparelho e são enviadas depois, com a hora do aparelho.",
        "Las marcaciones hechas sin conexión quedan en el dispositivo y se envían después, con la hora del dispositivo.",
      ),
    },
  },
});
