import { Type, type Static } from "typebox";
import { DAY_MS, Id, IsoDate } from "./common.js";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";

/** Balances as an append-only ledger (issue 5 "Balances"): entries, hand-made entries, balances as of a date. */
export const LEDGER_KINDS = [
  "grant",
  "accrual",
  "use",
  "release",
  "adjustment",
  "sale",
  "rollover",
  "anticipation",
  "expiry",
  "starting-balance",
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Kinds an admin records by hand (the others are written by requests and the accrual job). */
export const MANUAL_LEDGER_KINDS = ["grant", "adjustment", "sale", "rollover", "anticipation", "expiry"] as const;

/** Examples of the OpenAPI document: Ana Lima's vacation ledger (days of 24 h in milliseconds). */
const adjustmentExample = {
  id: "6653c2d5e6f7a8b9c0d1e207",
  userId: "6650f1c2a9d3e4b5c6d7e901",
  leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
  kind: "adjustment",
  amount: 86400000,
  effectiveDate: "2026-11-27",
  reason: "Extra day for the inventory weekend of 14-15 November",
  authorId: "6650f1c2a9d3e4b5c6d7e90a",
  createdAt: "2026-11-27T10:12:40.000Z",
};
const ledgerExamples = [
  { ...adjustmentExample, balanceAfter: 2246400000, authorName: "Marina Rocha" },
  {
    id: "6653c2d5e6f7a8b9c0d1e1f3",
    userId: "6650f1c2a9d3e4b5c6d7e901",
    leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
    kind: "use",
    amount: -432000000,
    effectiveDate: "2026-07-13",
    reason: "leave request",
    authorId: "6650f1c2a9d3e4b5c6d7e901",
    requestId: "6652b1c4d5e6f7a8b9c0d0e4",
    createdAt: "2026-06-22T16:03:11.000Z",
    balanceAfter: 2160000000,
    authorName: "Ana Lima",
  },
  {
    id: "6653c2d5e6f7a8b9c0d1e160",
    userId: "6650f1c2a9d3e4b5c6d7e901",
    leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
    kind: "accrual",
    amount: 2592000000,
    effectiveDate: "2026-03-15",
    reason: "accrual anniversary svc-4",
    authorId: "system:leave.accrue-balances",
    period: "svc-4",
    createdAt: "2026-03-15T03:00:09.000Z",
    balanceAfter: 2592000000,
    authorName: "",
  },
];

export const LedgerEntry = Type.Object(
  {
    id: Type.String(),
    userId: Type.String(),
    leaveTypeId: Type.String(),
    kind: Type.String(),
    /** Signed milliseconds: positive adds to the balance. */
    amount: Type.Integer(),
    /** The day the entry counts from (balances "as of" a date sum entries up to it). */
    effectiveDate: Type.String(),
    reason: Type.String(),
    authorId: Type.String(),
    requestId: Type.Optional(Type.String()),
    period: Type.Optional(Type.String()),
    createdAt: Type.String({ format: "date-time" }),
    /** The type's balance right after this entry (the person's entries of that type, in the order written). */
    balanceAfter: Type.Optional(Type.Integer()),
    /** Who wrote it, by name ("" for the platform: the accrual job, the seed). */
    authorName: Type.Optional(Type.String()),
  },
  { examples: [adjustmentExample] },
);
export type LedgerEntry = Static<typeof LedgerEntry>;

export const LedgerEntryInput = Type.Object(
  {
    userId: Id,
    leaveTypeId: Id,
    kind: Type.Union([
      Type.Literal("grant"),
      Type.Literal("adjustment"),
      Type.Literal("sale"),
      Type.Literal("rollover"),
      Type.Literal("anticipation"),
      Type.Literal("expiry"),
    ]),
    amount: Type.Integer({ minimum: -10 * 366 * DAY_MS, maximum: 10 * 366 * DAY_MS }),
    effectiveDate: Type.Optional(IsoDate),
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type LedgerEntryInput = Static<typeof LedgerEntryInput>;

export const Balance = Type.Object({
  leaveTypeId: Type.String(),
  unit: Type.String(),
  asOf: Type.String(),
  /** Sum of the ledger entries effective on or before `asOf`, in milliseconds. */
  balance: Type.Integer(),
  /** Accruals the policy will grant between today and `asOf` (0 for past dates). */
  forecast: Type.Integer(),
  /** balance + forecast. */
  available: Type.Integer(),
  /** In the type's unit: days (24 h each) or hours. */
  availableInUnit: Type.Number(),
  /** The last day of the balance period `asOf` is in (the day before the next service year, or 31 December). */
  periodEnd: Type.Optional(Type.String()),
  /** Accruals the policy will still grant after `asOf` (and today) until `periodEnd`. */
  accruing: Type.Optional(Type.Integer()),
  /** Leaves already asked for or approved after `asOf` until `periodEnd` (negative: they will spend it). */
  booked: Type.Optional(Type.Integer()),
  /** What will be left at `periodEnd`: available + accruing + booked. */
  projected: Type.Optional(Type.Integer()),
});
export type Balance = Static<typeof Balance>;
export const BalanceList = Type.Object(
  { userId: Type.String(), items: Type.Array(Balance) },
  {
    examples: [
      {
        userId: "6650f1c2a9d3e4b5c6d7e901",
        items: [
          {
            leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
            unit: "days",
            asOf: "2026-11-27",
            balance: 2246400000,
            forecast: 0,
            available: 2246400000,
            availableInUnit: 26,
            periodEnd: "2027-03-14",
            accruing: 0,
            booked: -864000000,
            projected: 1382400000,
          },
          {
            leaveTypeId: "6651a0b3c4d5e6f7a8b9c016",
            unit: "days",
            asOf: "2026-11-27",
            balance: 86400000,
            forecast: 0,
            available: 86400000,
            availableInUnit: 1,
            periodEnd: "2027-03-14",
            accruing: 0,
            booked: 0,
            projected: 86400000,
          },
        ],
      },
    ],
  },
);
export type BalanceList = Static<typeof BalanceList>;
export const BalanceQuery = Type.Object(
  { asOf: Type.Optional(IsoDate), userId: Type.Optional(Id) },
  { additionalProperties: false },
);
export const LedgerQuery = Type.Object(
  {
    userId: Type.Optional(Id),
    leaveTypeId: Type.Optional(Id),
    ...pageQuery({ sizes: { max: 200 }, defaultSize: 50 }),
  },
  { additionalProperties: false },
);
export const LedgerList = listOf(LedgerEntry, undefined, { examples: [{ items: ledgerExamples, total: 3 }] });

/** Kinds of the hand-made balance changes of the Time off tab (issue 12). */
export const ADJUSTMENT_KINDS = ["adjustment", "starting-balance"] as const;

/**
 * An admin's change to a person's balance (issue 12): an `adjustment` (signed) or a `starting-balance` (the balance
 * brought from another tool, once per person, type and date), `amount` in the type's unit (days or hours, up to two
 * decimals), with its reason.
 */
export const BalanceAdjustmentInput = Type.Object(
  {
    userId: Id,
    leaveTypeId: Id,
    kind: Type.Union([Type.Literal("adjustment"), Type.Literal("starting-balance")]),
    amount: Type.Number({ minimum: -10 * 366 * 24, maximum: 10 * 366 * 24 }),
    effectiveDate: Type.Optional(IsoDate),
    reason: Type.String({ maxLength: 500 }),
  },
  { additionalProperties: false },
);
export type BalanceAdjustmentInput = Static<typeof BalanceAdjustmentInput>;

/** The balance import's columns (issue 12), as the title row names them (case and accents do not matter). */
export const BALANCE_IMPORT_COLUMNS = ["worker", "leave type", "balance", "as of", "reason"] as const;
export const BALANCE_IMPORT_MAX_ROWS = 5000;
export const BalanceImportQuery = Type.Object(
  { mode: Type.Union([Type.Literal("preview"), Type.Literal("commit")], { default: "preview" }) },
  { additionalProperties: false },
);

export const BalanceImportProblem = Type.Object({
  /** The column the problem is in (`worker`, `leave type`, `balance`, `as of`), or "" for the row. */
  column: Type.String(),
  code: Type.String(),
  /** The catalogue message in the reader's language. */
  message: Type.String(),
});
export const BalanceImportRow = Type.Object({
  /** The spreadsheet's row number (titles are row 1). */
  row: Type.Integer(),
  worker: Type.String(),
  userId: Type.Optional(Type.String()),
  workerName: Type.Optional(Type.String()),
  leaveType: Type.String(),
  leaveTypeId: Type.Optional(Type.String()),
  unit: Type.Optional(Type.String()),
  /** In the type's unit. */
  balance: Type.Optional(Type.Number()),
  asOf: Type.Optional(Type.String()),
  reason: Type.Optional(Type.String()),
  /** ok: would be written; exists: already imported (same person, type and date), left as is; written; invalid. */
  status: Type.Union([Type.Literal("ok"), Type.Literal("exists"), Type.Literal("written"), Type.Literal("invalid")]),
  problems: Type.Array(BalanceImportProblem),
});
export type BalanceImportRow = Static<typeof BalanceImportRow>;
export const BalanceImportResult = Type.Object(
  {
    mode: Type.String(),
    total: Type.Integer(),
    invalid: Type.Integer(),
    /** Rows already imported before (left as they are: a re-import never doubles a balance). */
    existing: Type.Integer(),
    written: Type.Integer(),
    rows: Type.Array(BalanceImportRow),
  },
  {
    examples: [
      {
        mode: "preview",
        total: 2,
        invalid: 1,
        existing: 0,
        written: 0,
        rows: [
          {
            row: 2,
            worker: "ana.lima@lumenlogistica.com.br",
            userId: "6650f1c2a9d3e4b5c6d7e901",
            workerName: "Ana Lima",
            leaveType: "Vacation",
            leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
            unit: "days",
            balance: 12.5,
            asOf: "2026-01-01",
            reason: "Balance brought from the previous HR tool",
            status: "ok",
            problems: [],
          },
          {
            row: 3,
            worker: "bruno.souza@lumenlogistica.com",
            leaveType: "Vacation",
            leaveTypeId: "6651a0b3c4d5e6f7a8b9c011",
            unit: "days",
            balance: 8,
            asOf: "2026-01-01",
            status: "invalid",
            problems: [
              {
                column: "worker",
                code: "LEAVE_IMPORT_WORKER_UNKNOWN",
                message: "No active worker with this e-mail or id.",
              },
            ],
          },
        ],
      },
    ],
  },
);
export type BalanceImportResult = Static<typeof BalanceImportResult>;
