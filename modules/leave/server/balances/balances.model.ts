import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { LedgerKind } from "../../contract/index.js";

/**
 * One entry of a person's append-only balance ledger (issue 5 "Balances"). Entries are never updated or removed;
 * a balance is the sum of a type's entries. `seq` numbers one person's entries (all types): the unique index on it is
 * the commit point that serialises writes without transactions (see ledger.service.ts).
 */
export interface LedgerEntryDoc {
  userId: string;
  seq: number;
  leaveTypeId: string;
  kind: LedgerKind;
  amount: number;
  effectiveDate: string;
  reason: string;
  authorId: string;
  /** Accrual period (`2030`, `2030-01`, `svc-2`): unique per person and type, so a period is never granted twice. */
  period?: string;
  /** The leave a `use` or `release` is about. */
  requestId?: string;
  /** `use` entries: the dates they hold (overlap checks read them). */
  startDate?: string;
  endDate?: string;
  /** `use` entries of hours-unit leaves on one day: the times they hold, so two halves of a day do not overlap. */
  startTime?: string;
  endTime?: string;
  /** `release` entries: the `use` they give back; unique, so a leave is released once. */
  releaseOf?: string;
}

export const LedgerEntryModel = defineTenantModel<LedgerEntryDoc>(
  "LeaveLedgerEntry",
  {
    userId: { type: String, required: true },
    seq: { type: Number, required: true },
    leaveTypeId: { type: String, required: true },
    kind: { type: String, required: true },
    amount: { type: Number, required: true },
    effectiveDate: { type: String, required: true },
    reason: { type: String, required: true },
    authorId: { type: String, required: true },
    period: String,
    requestId: String,
    startDate: String,
    endDate: String,
    startTime: String,
    endTime: String,
    releaseOf: String,
  },
  {
    collection: "leave_ledger",
    indexes: [
      { fields: { userId: 1, seq: 1 }, options: { unique: true } },
      {
        fields: { userId: 1, leaveTypeId: 1, period: 1 },
        options: { unique: true, partialFilterExpression: { period: { $type: "string" } } },
      },
      {
        fields: { releaseOf: 1 },
        options: { unique: true, partialFilterExpression: { releaseOf: { $type: "string" } } },
      },
      { fields: { leaveTypeId: 1 } },
    ],
  },
);
