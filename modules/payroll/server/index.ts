import { defineModule } from "../../../core/modules/define-module.js";
import { clockHours } from "../../clock/contract/hours.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { leavePayroll } from "../../leave/contract/payroll.js";
import { peopleRecords } from "../../people/contract/records.js";
import { payrollContract } from "../contract/index.js";
import { payrollMails } from "./mails.js";
import { payrollRoutes } from "./payroll.routes.js";
import { PeriodModel, ReviewModel } from "./periods/periods.model.js";
import { createPeriodsService } from "./periods/periods.service.js";
import { ReceiptModel } from "./receipts/receipts.model.js";
import { receiptsRoutes } from "./receipts/receipts.routes.js";
import { createReceiptsService } from "./receipts/receipts.service.js";
import { SalaryChangeModel } from "./salary/salary.model.js";
import { createSalaryService } from "./salary/salary.service.js";
import { seedPayroll } from "./seed.js";

/**
 * The payroll module (modules/payroll/README.md, issue 16): the monthly payroll period assembled from people, clock
 * and leave through their services, its review, approval and export; salary changes with their justification; salary
 * receipts.
 */
export const payrollModule = defineModule({
  id: "payroll",
  contract: payrollContract,
  needs: { records: peopleRecords, hours: clockHours, leaves: leaveAbsences, leavePayroll },
  models: [PeriodModel, ReviewModel, SalaryChangeModel, ReceiptModel],
  mails: payrollMails,
  setup({ events, audit, files, mailer, config, services: { records, hours, leaves, leavePayroll: handOver } }) {
    const periods = createPeriodsService({ records, hours, leaves, leavePayroll: handOver, events, audit });
    const salary = createSalaryService({ records, events, audit });
    // mails link to the configured public address (APP_URL), never to a request's Host header
    const receipts = createReceiptsService({ records, files, mailer, events, publicUrl: config.appUrl });
    return {
      routes: async (app) => {
        await app.register(payrollRoutes({ periods, salary }));
        await app.register(receiptsRoutes(receipts));
      },
      seed: (ctx) => seedPayroll(ctx, { records, periods, salary, receipts }),
    };
  },
});
