import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";

/** A person's salary receipt (payslip) of a month (`payroll_receipts`); the PDF is in core/files under `key`. */
export interface ReceiptDoc {
  month: string;
  userId: string;
  workerId: string;
  name: string;
  key: string;
  pages: number;
  size: number;
  uploadedBy: string;
  readAt?: Date;
}

export const ReceiptModel = defineTenantModel<ReceiptDoc>(
  "PayrollReceipt",
  {
    month: { type: String, required: true },
    userId: { type: String, required: true },
    workerId: { type: String, required: true },
    name: { type: String, required: true },
    key: { type: String, required: true },
    pages: { type: Number, required: true },
    size: { type: Number, required: true },
    uploadedBy: { type: String, required: true },
    readAt: Date,
  },
  {
    collection: "payroll_receipts",
    indexes: [
      // one live receipt per person and month (a new upload replaces it)
      { fields: { month: 1, userId: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
      { fields: { userId: 1, month: -1 } },
    ],
  },
);
