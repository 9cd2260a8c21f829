import { defineModule } from "../../../core/modules/define-module.js";
import { clockHours } from "../../clock/contract/hours.js";
import { leaveAbsences } from "../../leave/contract/absences.js";
import { leavePayroll } from "../../leave/contract/payroll.js";
import { peopleRecords } from "../../people/contract/records.js";
import { payrollContract } from "../contract/index.js";
import { payrollRoutes } from "./payroll.routes.js";
import { PeriodModel, ReviewModel } from "./periods/periods.model.js";
import { createPeriodsService } from "./periods/periods.service.js";
import { SalaryChangeModel } from "./salary/salary.model.js";
import { createSalaryService } from "./salary/salary.service.js";

/**
 * The payroll module (modules/payroll/README.md, issue 16): the monthly payroll period assembled from people, clock
 * and leave through their services, its review, approval and export; salary changes with their justification.
 */
export const payrollModule = defineModule({
  id: "payroll",
  contract: payrollContract,
  needs: { records: peopleRecords, hours: clockHours, leaves: leaveAbsences, leavePayroll },
  models: [PeriodModel, ReviewModel, SalaryChangeModel],
  setup({ events, audit, services: { records, hours, leaves, leavePayroll: handOver } }) {
    const periods = createPeriodsService({ records, hours, leaves, leavePayroll: handOver, events, audit });
    const salary = createSalaryService({ records, events, audit });
    return {
      routes: payrollRoutes({ periods, salary }),
    };
  },
});
