import { PDFDocument, StandardFonts } from "pdf-lib";
import { companyDay, type ServiceContext } from "../../../core/context.js";
import { addMonths } from "../../../core/dates/calendar-days.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { PeopleRecords } from "../../people/contract/records.js";
import { PeriodModel } from "./periods/periods.model.js";
import type { PeriodsService } from "./periods/periods.service.js";
import { ReceiptModel } from "./receipts/receipts.model.js";
import type { ReceiptsService } from "./receipts/receipts.service.js";
import type { SalaryService } from "./salary/salary.service.js";

const MONTHS = 12;

/** A month's payslips as payroll systems send them: one PDF, a page per person showing their name. */
async function payslipsPdf(month: string, people: Array<{ name: string; salary?: number }>): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const person of people) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Payslip ${month}`, { x: 50, y: 780, size: 18, font });
    page.drawText(person.name, { x: 50, y: 750, size: 12, font });
    page.drawText(`Gross salary: ${(person.salary ?? 0).toFixed(2)}`, { x: 50, y: 720, size: 12, font });
  }
  return pdf.save();
}

/**
 * Demo payroll (`npm start` on an empty database): the last twelve months reviewed and approved in order (their
 * payroll leaves handed over to approved-payroll), two raises with their justification along the way, and every
 * month's payslips uploaded as one PDF split per person (older ones read). Everything goes through the services.
 */
export async function seedPayroll(
  ctx: ServiceContext,
  deps: { records: PeopleRecords; periods: PeriodsService; salary: SalaryService; receipts: ReceiptsService },
): Promise<void> {
  if ((await scoped(ctx, PeriodModel).count()) > 0) return;
  const today = companyDay(ctx);
  const first = addMonths(`${today.slice(0, 7)}-01`, -MONTHS);
  for (let i = 0; i < MONTHS; i++) {
    const month = addMonths(first, i).slice(0, 7);
    if (i === 5) {
      // two raises in the middle of the year, with their reasons
      const active = (await deps.records.all(ctx)).filter((r) => r.status === "active" && r.salary);
      for (const [person, why] of [
        [active[1], "Promotion to team lead after the spring review"],
        [active[3], "Market adjustment for the role (salary survey)"],
      ] as const)
        if (person)
          await deps.salary.change(ctx, {
            workerId: person.workerId,
            salary: Math.round((person.salary ?? 0) * 1.1),
            effectiveDay: `${month}-01`,
            justification: why,
          });
    }
    const period = await deps.periods.assemble(ctx, month);
    if (period.items.length === 0) continue;
    await deps.periods.review(ctx, month, { userIds: period.items.map((p) => p.userId), reviewed: true });
    await deps.periods.approve(ctx, month);
    const named = period.items.filter((p) => p.name.trim().includes(" "));
    if (named.length === 0) continue;
    await deps.receipts.upload(ctx, month, { body: await payslipsPdf(month, named) });
    // everyone read the receipts of all but the last two months
    if (i < MONTHS - 2)
      await scoped(ctx, ReceiptModel).updateMany({ month, readAt: null }, { $set: { readAt: ctx.now() } });
  }
}
