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
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Kinds an admin records by hand (the others are written by requests and the accrual job). */
export const MANUAL_LEDGER_KINDS = ["grant", "adjustment", "sale", "rollover", "anticipation", "expiry"] as const;

export const LedgerEntry = Type.Object({
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
});
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
});
export type Balance = Static<typeof Balance>;
export const BalanceList = Type.Object({ userId: Type.String(), items: Type.Array(Balance) });
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
export const LedgerList = listOf(LedgerEntry);
