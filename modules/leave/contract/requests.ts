import { Type, type Static } from "typebox";
import { addDays } from "../../../core/dates/calendar-days.js";
import { Id, IsoDate } from "./common.js";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";

/**
 * Leave requests (spec §3 "Leave", §4, §9). A leave's `endDate` is INCLUSIVE: a one-day leave has
 * `startDate === endDate`. The web date-range picker stores its end exclusive (spec §5, "plus one day"): the web app
 * subtracts that day before calling the API (`pickerEndToInclusive`) and adds it back to show a stored leave.
 */
const Time = Type.String({ pattern: "^([01]\\d|2[0-4]):[0-5]\\d$" });

/**
 * Hours-unit types: half of one working day (issue 12). The morning is the first half of the worker's scheduled
 * hours that day, the afternoon the second; the server works out the times and stores them with the choice.
 */
export const HALF_DAYS = ["morning", "afternoon"] as const;
export type HalfDay = (typeof HALF_DAYS)[number];
const HalfDaySchema = Type.Union([Type.Literal("morning"), Type.Literal("afternoon")]);

export const LeaveRequestInput = Type.Object(
  {
    leaveTypeId: Id,
    /** Inclusive, `YYYY-MM-DD`. */
    startDate: IsoDate,
    /** Inclusive (the picker's exclusive end minus one day). @default startDate */
    endDate: Type.Optional(IsoDate),
    /** Hours-unit types: when the leave starts on its first day and ends on its last (`HH:mm`). */
    startTime: Type.Optional(Time),
    endTime: Type.Optional(Time),
    /** Hours-unit types, one day, instead of `startTime`/`endTime`: the morning or the afternoon. */
    halfDay: Type.Optional(HalfDaySchema),
    note: Type.Optional(Type.String({ maxLength: 1000 })),
    /** Values of the type's text and date extra fields, by field id. */
    extraFields: Type.Optional(Type.Record(Type.String({ maxLength: 40 }), Type.String({ maxLength: 1000 }))),
  },
  { additionalProperties: false },
);
export type LeaveRequestInput = Static<typeof LeaveRequestInput>;

/** Payroll-create-leave (spec §2, admin): a leave recorded for a worker, approved at once. */
export const PayrollLeaveInput = Type.Object(
  { ...LeaveRequestInput.properties, userId: Id },
  { additionalProperties: false },
);
export type PayrollLeaveInput = Static<typeof PayrollLeaveInput>;

/** Examples of the OpenAPI document: Ana Lima's year-end vacation, waiting for her supervisor Bruno Souza. */
const leaveRequestExample = {
  id: "6652b1c4d5e6f7a8b9c0d131",
  userId: "6650f1c2a9d3e4b5c6d7e901",
  leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
  startDate: "2026-12-21",
  endDate: "2026-12-30",
  countDays: 10,
  months: ["2026-12"],
  amount: 864000000,
  status: "pending",
  steps: [{ kind: "supervisor", userIds: ["6650f1c2a9d3e4b5c6d7e905"] }],
  stepIndex: 0,
  note: "Christmas with my family in Recife",
  history: [],
  createdBy: "6650f1c2a9d3e4b5c6d7e901",
  createdAt: "2026-11-20T11:32:08.000Z",
  updatedAt: "2026-11-20T11:32:08.000Z",
};

export const LeaveRequest = Type.Object(
  {
    id: Type.String(),
    userId: Type.String(),
    leaveTypeId: Type.String(),
    startDate: Type.String(),
    endDate: Type.String(),
    startTime: Type.Optional(Type.String()),
    endTime: Type.Optional(Type.String()),
    /** Set when the leave is a half day (its times are the half of the day's schedule). */
    halfDay: Type.Optional(HalfDaySchema),
    /** Spec §4: end − start + 1 (calendar days). */
    countDays: Type.Integer(),
    /** Spec §4: the months the leave touches, `YYYY-MM`. */
    months: Type.Array(Type.String()),
    /** What the leave spends, in milliseconds (days × 24 h, or scheduled hours). */
    amount: Type.Integer(),
    status: Type.String(),
    steps: Type.Array(
      Type.Object({
        kind: Type.String(),
        level: Type.Optional(Type.String()),
        userIds: Type.Optional(Type.Array(Type.String())),
        decidedBy: Type.Optional(Type.String()),
        decidedAt: Type.Optional(Type.String()),
      }),
    ),
    /** Index of the step waiting for a decision (= steps.length once all approved). */
    stepIndex: Type.Integer(),
    note: Type.Optional(Type.String()),
    extraFields: Type.Optional(Type.Record(Type.String(), Type.String())),
    history: Type.Array(
      Type.Object({
        from: Type.String(),
        to: Type.String(),
        by: Type.String(),
        at: Type.String(),
        reason: Type.Optional(Type.String()),
      }),
    ),
    createdBy: Type.String(),
    createdAt: Type.String({ format: "date-time" }),
    updatedAt: Type.String({ format: "date-time" }),
  },
  { examples: [leaveRequestExample] },
);
export type LeaveRequest = Static<typeof LeaveRequest>;
export const LeaveRequestList = listOf(LeaveRequest);
export type LeaveRequestList = Static<typeof LeaveRequestList>;

/**
 * A request waiting for the caller's decision (issue 12, /approvals): the request, what its type's balance will be
 * once it is approved (its time is reserved when it is asked for, so this is the balance with it spent; absent for an
 * untracked type), and the teammates (same department or same supervisor) away on any of its days.
 */
export const PendingApproval = Type.Object(
  {
    ...LeaveRequest.properties,
    balanceAfter: Type.Optional(
      Type.Object({
        /** Milliseconds. */
        available: Type.Integer(),
        unit: Type.String(),
        /** In the type's unit: days (24 h each) or hours. */
        availableInUnit: Type.Number(),
      }),
    ),
    overlaps: Type.Array(
      Type.Object({
        userId: Type.String(),
        name: Type.String(),
        startDate: Type.String(),
        endDate: Type.String(),
        status: Type.String(),
      }),
    ),
  },
  {
    examples: [
      {
        ...leaveRequestExample,
        balanceAfter: { available: 1382400000, unit: "days", availableInUnit: 16 },
        overlaps: [
          {
            userId: "6650f1c2a9d3e4b5c6d7e907",
            name: "Carla Mendes",
            startDate: "2026-12-28",
            endDate: "2027-01-08",
            status: "approved",
          },
        ],
      },
    ],
  },
);
export type PendingApproval = Static<typeof PendingApproval>;
export const PendingApprovalList = listOf(PendingApproval);
export type PendingApprovalList = Static<typeof PendingApprovalList>;

/** The most requests one bulk approval decides. */
export const BULK_APPROVE_MAX = 50;

/** Several pending requests approved at once, each through the state machine, with one optional comment. */
export const BulkApproveInput = Type.Object(
  {
    requestIds: Type.Array(Id, { minItems: 1, maxItems: BULK_APPROVE_MAX, uniqueItems: true }),
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export type BulkApproveInput = Static<typeof BulkApproveInput>;

/** One outcome per request, in the order asked: the new status, or the refusal in the caller's language. */
export const BulkApproveResult = Type.Object(
  {
    results: Type.Array(
      Type.Object({
        requestId: Type.String(),
        ok: Type.Boolean(),
        status: Type.Optional(Type.String()),
        error: Type.Optional(Type.Object({ code: Type.String(), message: Type.String() })),
      }),
    ),
  },
  {
    examples: [
      {
        results: [
          { requestId: "6652b1c4d5e6f7a8b9c0d131", ok: true, status: "approved" },
          {
            requestId: "6652b1c4d5e6f7a8b9c0d138",
            ok: false,
            error: { code: "LEAVE_STATUS_CHANGED", message: "This request was changed meanwhile, please reload it." },
          },
        ],
      },
    ],
  },
);
export type BulkApproveResult = Static<typeof BulkApproveResult>;

/** Spec §9 quick date ranges. */
export const QUICK_RANGES = ["today", "yesterday", "this-month", "this-year", "last-month"] as const;
export const MyRequestsQuery = Type.Object(
  {
    status: Type.Optional(Type.String({ enum: ["pending", "approved", "approved-payroll", "denied", "canceled"] })),
    leaveTypeId: Type.Optional(Id),
    range: Type.Optional(Type.String({ enum: [...QUICK_RANGES] })),
    from: Type.Optional(IsoDate),
    to: Type.Optional(IsoDate),
    ...pageQuery(),
  },
  { additionalProperties: false },
);
export type MyRequestsQuery = Static<typeof MyRequestsQuery>;

export const TransitionInput = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);

/** Spec §5: the picker's exclusive end (the day after the last) to the API's inclusive end. */
export function pickerEndToInclusive(exclusiveEnd: string): string {
  return addDays(exclusiveEnd, -1);
}
