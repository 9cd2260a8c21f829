import { companyDay, type ServiceContext } from "../../core/context.js";
import { previousMonth } from "./billing.compute.js";
import type { BillingService } from "./billing.service.js";

/**
 * The demo company's last twelve months of invoices (from its people's real registered days and its plan), each
 * issued on the first of the next month; all but the latest paid on the fifth.
 */
export async function seedBilling(ctx: ServiceContext, billing: BillingService): Promise<void> {
  const months: string[] = [];
  let month = previousMonth(companyDay(ctx).slice(0, 7));
  for (let i = 0; i < 12; i++, month = previousMonth(month)) months.unshift(month);
  for (const [i, m] of months.entries()) {
    const next = i + 1 < months.length ? months[i + 1]! : companyDay(ctx).slice(0, 7);
    const at = (day: number) => () => new Date(`${next}-${String(day).padStart(2, "0")}T12:00:00Z`);
    const invoice = await billing.issue({ ...ctx, now: at(1) }, m, { evenBeforeCreation: true });
    if (invoice && i < months.length - 1)
      await billing.recordPayment({ ...ctx, now: at(5) }, invoice.id, { paid: true });
  }
}
