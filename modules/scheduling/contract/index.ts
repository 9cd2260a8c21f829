import { Type, type Static } from "typebox";
import { defineContract, defineEvent } from "../../../core/modules/contract.js";
import { schedulingErrors } from "./errors.js";
import { schedulingNotifications } from "./notifications.js";
import { RULE_IDS } from "./rules.js";

export { schedulingErrors } from "./errors.js";
export { schedulingNotifications } from "./notifications.js";
export * from "./shifts-service.js";
export * from "./state-machine.js";
export * from "./rules.js";

/**
 * The scheduling module's public contract (issue 14): shifts on a week/month board per department or office,
 * templates, rotating scales, labour rules, publishing, orders (availability, trades, covers, open-shift claims) and
 * coverage minimums. Isomorphic: web code, widgets and other modules may import it.
 */
const Day = Type.String({ format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
const Minute = Type.Integer({ minimum: 0, maximum: 1439 });
/** The end of a shift: minutes from its start day's midnight; up to the next day's end for night shifts. */
const EndMinute = Type.Integer({ minimum: 1, maximum: 2880 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Skill = Type.String({ minLength: 1, maxLength: 40 });

export const ORDER_TYPES = ["available", "unavailable", "trade", "cover", "openshift"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const SHIFT_STATUSES = ["draft", "published"] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];
/** The longest range a board, copy or scale reads or writes at once. */
export const MAX_RANGE_DAYS = 62;

/** A realistic shift for the OpenAPI examples: 08:00-17:00 with an hour's break. */
export const shiftExample = {
  id: "6761c2e09b1e4a0012ab3c01",
  userId: "6761b1009b1e4a0012ab1001",
  date: "2026-12-07",
  start: 480,
  end: 1020,
  breakMinutes: 60,
  status: "published" as const,
  departmentId: "6761a0009b1e4a0012ab0001",
  skill: "cashier",
  updatedAt: "2026-11-27T14:05:00.000Z",
};

const Scope = {
  departmentId: Type.Optional(Id),
  officeId: Type.Optional(Id),
};

export const ShiftInput = Type.Object(
  {
    /** Absent or null: an open shift that qualified people claim. */
    userId: Type.Optional(Type.Union([Id, Type.Null()])),
    date: Day,
    start: Minute,
    end: EndMinute,
    breakMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 240 })),
    skill: Type.Optional(Skill),
    note: Type.Optional(Type.String({ maxLength: 200 })),
    ...Scope,
  },
  { additionalProperties: false },
);
export type ShiftInput = Static<typeof ShiftInput>;

export const ShiftsInput = Type.Object(
  {
    items: Type.Array(ShiftInput, { minItems: 1, maxItems: 40000 }),
    /** Validate only: answer the warnings and refusals, write nothing. */
    dryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ShiftsInput = Static<typeof ShiftsInput>;

export const ShiftPatch = Type.Object(
  {
    userId: Type.Optional(Type.Union([Id, Type.Null()])),
    date: Type.Optional(Day),
    start: Type.Optional(Minute),
    end: Type.Optional(EndMinute),
    breakMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 240 })),
    skill: Type.Optional(Type.Union([Skill, Type.Null()])),
    note: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type ShiftPatch = Static<typeof ShiftPatch>;

export const Shift = Type.Object(
  {
    id: Type.String(),
    userId: Type.Union([Type.String(), Type.Null()]),
    date: Type.String(),
    start: Type.Integer(),
    end: Type.Integer(),
    breakMinutes: Type.Integer(),
    status: Type.Union([Type.Literal("draft"), Type.Literal("published")]),
    departmentId: Type.Optional(Type.String()),
    officeId: Type.Optional(Type.String()),
    skill: Type.Optional(Type.String()),
    note: Type.Optional(Type.String()),
    /** When the person confirmed the published shift (companies that require confirmation). */
    confirmedAt: Type.Optional(Type.String({ format: "date-time" })),
    updatedAt: Type.String({ format: "date-time" }),
  },
  { examples: [shiftExample] },
);
export type Shift = Static<typeof Shift>;

export const Warning = Type.Object({
  code: Type.String(),
  message: Type.String(),
  userId: Type.String(),
  date: Type.String(),
});
export type Warning = Static<typeof Warning>;

export const ShiftsResult = Type.Object(
  {
    /** The shifts written (create, move); empty for copy-week and scale, which answer the count. */
    items: Type.Array(Shift),
    /** Rules set to "warn" that the shifts break, in the caller's language. */
    warnings: Type.Array(Warning),
    /** How many shifts were written (0 on a dry run). */
    written: Type.Integer(),
  },
  {
    examples: [
      {
        items: [{ ...shiftExample, status: "draft" }],
        warnings: [
          {
            code: "SCHEDULING_RULE_WEEKLY_HOURS",
            message: "Ana Souza would work 46 h in the week of 2026-12-07; the limit is 44 h a week.",
            userId: "6761b1009b1e4a0012ab1001",
            date: "2026-12-07",
          },
        ],
        written: 1,
      },
    ],
  },
);
export type ShiftsResult = Static<typeof ShiftsResult>;

export const BoardQuery = Type.Object({ ...Scope, from: Day, to: Type.Optional(Day) }, { additionalProperties: false });
export type BoardQuery = Static<typeof BoardQuery>;

export const Board = Type.Object(
  {
    from: Type.String(),
    to: Type.String(),
    people: Type.Array(
      Type.Object({
        userId: Type.String(),
        name: Type.String(),
        partTime: Type.Boolean(),
        skills: Type.Array(Type.String()),
      }),
    ),
    shifts: Type.Array(Shift),
    leaves: Type.Array(Type.Object({ userId: Type.String(), startDate: Type.String(), endDate: Type.String() })),
    holidays: Type.Array(Type.Object({ date: Type.String(), name: Type.String() })),
    availability: Type.Array(
      Type.Object({
        orderId: Type.String(),
        userId: Type.String(),
        date: Type.String(),
        type: Type.Union([Type.Literal("available"), Type.Literal("unavailable")]),
        start: Type.Optional(Type.Integer()),
        end: Type.Optional(Type.Integer()),
      }),
    ),
    coverage: Type.Array(
      Type.Object({
        date: Type.String(),
        start: Type.Integer(),
        end: Type.Integer(),
        minimum: Type.Integer(),
        scheduled: Type.Integer(),
      }),
    ),
    warnings: Type.Array(Warning),
  },
  {
    examples: [
      {
        from: "2026-12-07",
        to: "2026-12-13",
        people: [{ userId: "6761b1009b1e4a0012ab1001", name: "Ana Souza", partTime: false, skills: ["cashier"] }],
        shifts: [shiftExample],
        leaves: [{ userId: "6761b1009b1e4a0012ab1002", startDate: "2026-12-09", endDate: "2026-12-11" }],
        holidays: [{ date: "2026-12-08", name: "Immaculate Conception" }],
        availability: [
          {
            orderId: "6761d1009b1e4a0012ab5001",
            userId: "6761b1009b1e4a0012ab1001",
            date: "2026-12-12",
            type: "unavailable",
          },
        ],
        coverage: [{ date: "2026-12-07", start: 480, end: 1020, minimum: 2, scheduled: 1 }],
        warnings: [],
      },
    ],
  },
);
export type Board = Static<typeof Board>;

export const CopyWeekInput = Type.Object(
  { ...Scope, fromWeek: Day, toWeek: Day, dryRun: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CopyWeekInput = Static<typeof CopyWeekInput>;

export const ScaleInput = Type.Object(
  {
    ...Scope,
    userIds: Type.Array(Id, { minItems: 1, maxItems: 2000 }),
    scale: Type.Union([Type.Literal("6x1"), Type.Literal("5x1"), Type.Literal("5x2")]),
    from: Day,
    to: Day,
    start: Minute,
    end: EndMinute,
    breakMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 240 })),
    /** Shift each next person's cycle by one day so rest days rotate across the team (default true). */
    stagger: Type.Optional(Type.Boolean()),
    dryRun: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ScaleInput = Static<typeof ScaleInput>;

export const PublishInput = Type.Object({ ...Scope, from: Day, to: Day }, { additionalProperties: false });
export type PublishInput = Static<typeof PublishInput>;
export const PublishResult = Type.Object(
  { published: Type.Integer(), notified: Type.Integer() },
  { examples: [{ published: 84, notified: 12 }] },
);

export const TemplateInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 60 }),
    start: Minute,
    end: EndMinute,
    breakMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 240 })),
    skill: Type.Optional(Skill),
  },
  { additionalProperties: false },
);
export type TemplateInput = Static<typeof TemplateInput>;
export const Template = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    start: Type.Integer(),
    end: Type.Integer(),
    breakMinutes: Type.Integer(),
    skill: Type.Optional(Type.String()),
  },
  {
    examples: [
      { id: "6761e1009b1e4a0012ab6001", name: "Morning", start: 420, end: 900, breakMinutes: 60, skill: "cashier" },
    ],
  },
);
export type Template = Static<typeof Template>;

const CoverageSlot = Type.Object(
  {
    start: Minute,
    end: EndMinute,
    minimum: Type.Integer({ minimum: 0, maximum: 10000 }),
    /** Weekdays it applies on (0 Sunday .. 6 Saturday); absent: every day. */
    weekdays: Type.Optional(Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { maxItems: 7 })),
  },
  { additionalProperties: false },
);
export const CoverageInput = Type.Object(
  { ...Scope, slots: Type.Array(CoverageSlot, { maxItems: 48 }) },
  { additionalProperties: false },
);
export type CoverageInput = Static<typeof CoverageInput>;
export const Coverage = Type.Object(
  {
    departmentId: Type.Optional(Type.String()),
    officeId: Type.Optional(Type.String()),
    slots: Type.Array(CoverageSlot),
  },
  {
    examples: [
      {
        departmentId: "6761a0009b1e4a0012ab0001",
        slots: [
          { start: 480, end: 720, minimum: 3, weekdays: [1, 2, 3, 4, 5] },
          { start: 720, end: 1080, minimum: 2 },
        ],
      },
    ],
  },
);
export type Coverage = Static<typeof Coverage>;

const RuleSetting = Type.Object(
  {
    action: Type.Union([Type.Literal("off"), Type.Literal("warn"), Type.Literal("refuse")]),
    limit: Type.Number({ minimum: 0, maximum: 168 }),
  },
  { additionalProperties: false },
);
export const Settings = Type.Object(
  {
    /** Spec §3 company setting: leaders approve schedule orders (else a colleague's acceptance is enough). */
    manageScheduleOrder: Type.Boolean(),
    /** People confirm their published shifts. */
    requireConfirmation: Type.Boolean(),
    /** Shifts on a company holiday: warn or refuse. */
    holidays: Type.Union([Type.Literal("warn"), Type.Literal("refuse")]),
    rules: Type.Object(
      Object.fromEntries(RULE_IDS.map((id) => [id, RuleSetting])) as Record<
        (typeof RULE_IDS)[number],
        typeof RuleSetting
      >,
      { additionalProperties: false },
    ),
  },
  {
    additionalProperties: false,
    examples: [
      {
        manageScheduleOrder: true,
        requireConfirmation: false,
        holidays: "warn",
        rules: {
          dailyHours: { action: "refuse", limit: 10 },
          weeklyHours: { action: "warn", limit: 44 },
          minRest: { action: "refuse", limit: 11 },
          weeklyRestDay: { action: "warn", limit: 24 },
          partTime: { action: "warn", limit: 30 },
          consecutiveDays: { action: "warn", limit: 6 },
        },
      },
    ],
  },
);
export type Settings = Static<typeof Settings>;

export const ProfileInput = Type.Object(
  { partTime: Type.Boolean(), skills: Type.Array(Skill, { maxItems: 20 }) },
  { additionalProperties: false },
);
export type ProfileInput = Static<typeof ProfileInput>;
export const Profile = Type.Object(
  {
    userId: Type.String(),
    partTime: Type.Boolean(),
    skills: Type.Array(Type.String()),
  },
  { examples: [{ userId: "6761b1009b1e4a0012ab1001", partTime: false, skills: ["cashier", "stock"] }] },
);
export type Profile = Static<typeof Profile>;

const orderExample = {
  id: "6761d1009b1e4a0012ab5002",
  type: "cover" as const,
  state: "worker-must-approve" as const,
  requesterId: "6761b1009b1e4a0012ab1001",
  requesterName: "Ana Souza",
  colleagueId: "6761b1009b1e4a0012ab1003",
  colleagueName: "Bruno Lima",
  shift: shiftExample,
  note: "Doctor's appointment that morning.",
  createdAt: "2026-11-27T09:12:00.000Z",
};

export const OrderInput = Type.Object(
  {
    type: Type.Union([
      Type.Literal("available"),
      Type.Literal("unavailable"),
      Type.Literal("trade"),
      Type.Literal("cover"),
      Type.Literal("openshift"),
    ]),
    /** trade, cover: the requester's shift; openshift: the open shift claimed. */
    shiftId: Type.Optional(Id),
    /** trade: the colleague's shift asked in exchange. */
    targetShiftId: Type.Optional(Id),
    /** cover: the colleague asked (absent: any qualified colleague may take it). */
    colleagueId: Type.Optional(Id),
    /** available, unavailable: the day and optionally the hours. */
    date: Type.Optional(Day),
    start: Type.Optional(Minute),
    end: Type.Optional(EndMinute),
    note: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type OrderInput = Static<typeof OrderInput>;

export const Order = Type.Object(
  {
    id: Type.String(),
    type: Type.Union([
      Type.Literal("available"),
      Type.Literal("unavailable"),
      Type.Literal("trade"),
      Type.Literal("cover"),
      Type.Literal("openshift"),
    ]),
    state: Type.Union([
      Type.Literal("worker-must-approve"),
      Type.Literal("waiting-admin-approval"),
      Type.Literal("unapproved"),
      Type.Literal("approved"),
      Type.Literal("canceled"),
    ]),
    requesterId: Type.String(),
    requesterName: Type.String(),
    colleagueId: Type.Optional(Type.String()),
    colleagueName: Type.Optional(Type.String()),
    shift: Type.Optional(Shift),
    targetShift: Type.Optional(Shift),
    date: Type.Optional(Type.String()),
    start: Type.Optional(Type.Integer()),
    end: Type.Optional(Type.Integer()),
    note: Type.Optional(Type.String()),
    decidedBy: Type.Optional(Type.String()),
    createdAt: Type.String({ format: "date-time" }),
  },
  { examples: [orderExample] },
);
export type Order = Static<typeof Order>;
export const OrderList = Type.Object({ items: Type.Array(Order) }, { examples: [{ items: [orderExample] }] });
export type OrderList = Static<typeof OrderList>;
export const OrderActionParams = Type.Object({
  companyId: Type.String(),
  orderId: Type.String(),
  action: Type.Union([
    Type.Literal("accept"),
    Type.Literal("decline"),
    Type.Literal("approve"),
    Type.Literal("reject"),
    Type.Literal("cancel"),
  ]),
});

export const MyShifts = Type.Object(
  {
    items: Type.Array(Shift),
    openShifts: Type.Array(Shift),
    requireConfirmation: Type.Boolean(),
  },
  {
    examples: [
      {
        items: [shiftExample],
        openShifts: [
          { ...shiftExample, id: "6761c2e09b1e4a0012ab3c02", userId: null, date: "2026-12-12", status: "published" },
        ],
        requireConfirmation: false,
      },
    ],
  },
);
export type MyShifts = Static<typeof MyShifts>;

export const permissions = {
  /** The board, coverage, templates, profiles: leaders. */
  read: "scheduling.shift.read",
  manage: "scheduling.shift.manage",
  settings: "scheduling.settings.manage",
  /** One's own shifts, open shifts, orders and feed: everyone. */
  own: "scheduling.own.read",
  order: "scheduling.order.create",
} as const;

export const events = {
  published: defineEvent<{ from: string; to: string; userIds: string[]; count: number }>("scheduling.shift.published"),
  changed: defineEvent<{ shiftId: string; userIds: string[] }>("scheduling.shift.changed"),
  claimed: defineEvent<{ shiftId: string; userId: string }>("scheduling.open-shift.claimed"),
  orderDecided: defineEvent<{ orderId: string; state: string; type: string }>("scheduling.order.decided"),
};

/** The scheduling module's contract: who may do what, its error codes, notifications and events. */
export const schedulingContract = defineContract({
  id: "scheduling",
  permissions: {
    [permissions.read]: ["admin", "revisor"],
    [permissions.manage]: ["admin", "revisor"],
    [permissions.settings]: ["admin"],
    [permissions.own]: ["admin", "revisor", "requester"],
    [permissions.order]: ["admin", "revisor", "requester"],
  },
  errors: schedulingErrors,
  notifications: schedulingNotifications,
  events,
});
