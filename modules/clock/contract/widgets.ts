import { Type, type Static } from "typebox";
import { ClockStatusSchema, PunchMethodSchema } from "./entries.js";

/**
 * The clock widget's answers (modules/clock/widget/clock.ts, widgets/README.md): the signed-in person's status and
 * next punch, and a punch through the clock's own punch path. Isomorphic: schemas only.
 */
export const ClockWidgetKeyQuery = Type.Object(
  { key: Type.String({ maxLength: 100, description: "The publishable key (`wpk_...`)." }) },
  { additionalProperties: false },
);

const NextKind = Type.Union([
  Type.Literal("start"),
  Type.Literal("lunch-out"),
  Type.Literal("lunch-in"),
  Type.Literal("end"),
]);

export const ClockWidgetMe = Type.Object(
  {
    /** The person's name as the company knows it. */
    name: Type.String(),
    /** The company's today. */
    day: Type.String(),
    hasWorkerProfile: Type.Boolean(),
    /** Where the person is: not punched in, at work, at lunch. */
    state: Type.Union([Type.Literal("out"), Type.Literal("working"), Type.Literal("lunch")]),
    /** The punch that comes next. */
    next: Type.Object({ status: ClockStatusSchema, kind: NextKind }),
    /** Today's last punch (as corrected), if any. */
    last: Type.Union([Type.Object({ status: ClockStatusSchema, statusDate: Type.String() }), Type.Null()]),
    /** Worked today so far, up to now. */
    workedMs: Type.Integer(),
    /**
     * What keeps the widget from punching for this company, if anything: the office QR (asked and not waived for the
     * widget), a geofence on the person's office, or a required photo. The person punches in the app then.
     */
    blockedBy: Type.Union([Type.Literal("qr"), Type.Literal("location"), Type.Literal("photo"), Type.Null()]),
  },
  {
    description: "The signed-in person's clock today.",
    examples: [
      {
        name: "Ana Souza",
        day: "2030-01-16",
        hasWorkerProfile: true,
        state: "working",
        next: { status: "middle", kind: "lunch-out" },
        last: { status: "start", statusDate: "2030-01-16T11:02:00.000Z" },
        workedMs: 3_480_000,
        blockedBy: null,
      },
    ],
  },
);
export type ClockWidgetMe = Static<typeof ClockWidgetMe>;

export const ClockWidgetPunchInput = Type.Object(
  {
    /** What the person punches; absent: the next expected punch. */
    status: Type.Optional(ClockStatusSchema),
    /** Made once per tap (a UUID): a retry with it returns the stored punch. */
    idempotencyKey: Type.String({ minLength: 8, maxLength: 100, pattern: "^[A-Za-z0-9_.:-]+$" }),
    /** The device's clock at the tap. */
    deviceTime: Type.Optional(Type.String({ format: "date-time" })),
    /** The tap got no answer and is sent again later: it counts at its device time, as the app's offline punches. */
    offline: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ClockWidgetPunchInput = Static<typeof ClockWidgetPunchInput>;

export const ClockWidgetPunch = Type.Object(
  {
    status: ClockStatusSchema,
    statusDate: Type.String(),
    method: PunchMethodSchema,
    /** The verification code of the receipt (the punch's hash) and its position in the person's chain. */
    hash: Type.String(),
    seq: Type.Integer(),
    /** The key was already stored: this is the first punch again. */
    duplicate: Type.Boolean(),
  },
  {
    description: "The punch as stored (its receipt's essentials).",
    examples: [
      {
        status: "start",
        statusDate: "2030-01-16T11:02:00.000Z",
        method: "web",
        hash: "9f2c4e0b7a1d3c5e8f6a2b4d0c1e3f5a7b9d2c4e6f8a0b1c3d5e7f9a2b4c6d8e",
        seq: 42,
        duplicate: false,
      },
    ],
  },
);
export type ClockWidgetPunch = Static<typeof ClockWidgetPunch>;
