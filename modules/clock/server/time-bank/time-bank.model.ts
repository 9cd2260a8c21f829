import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { BankKind } from "../../contract/overtime.js";

/**
 * One movement of a person's time bank (`clock_time_bank`): append-only, never updated or removed. The balance is the
 * sum of the movements effective on or before a day. `seq` numbers one person's movements: the unique index on it
 * serialises writes without transactions (like leave's ledger); `key` names what a movement is for (an approved day,
 * an undertime day, a leave request, a credit's expiry), unique, so the same fact is never written twice.
 */
export interface BankMovementDoc {
  userId: string;
  seq: number;
  kind: BankKind;
  minutes: number;
  day: string;
  key: string;
  /** Credits: the day they expire, if the company's bank expires. */
  expiresOn?: string;
  /** Expiry and refunds: the movement they are about. */
  of?: string;
  note?: string;
  authorId: string;
}

export const BankMovementModel = defineTenantModel<BankMovementDoc>(
  "ClockBankMovement",
  {
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    kind: { type: String, required: true },
    minutes: { type: Number, required: true },
    day: { type: String, required: true },
    key: { type: String, required: true },
    expiresOn: String,
    of: String,
    note: String,
    authorId: { type: String, required: true },
  },
  {
    collection: "clock_time_bank",
    indexes: [
      { fields: { userId: 1, seq: 1 }, options: { unique: true } },
      { fields: { key: 1 }, options: { unique: true } },
      { fields: { day: 1 } },
      { fields: { expiresOn: 1 }, options: { partialFilterExpression: { expiresOn: { $type: "string" } } } },
    ],
  },
);
