import { monthsOf } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { LeavePayroll } from "../../contract/payroll.js";
import { LeaveTypeModel } from "../types/types.model.js";
import { LeaveRequestModel } from "./requests.model.js";
import type { createRequestsService } from "./requests.service.js";

/** leave.payroll (contract/payroll.ts): each leave goes through `transition(..., "payroll")`, one conditional write each. */
export function createLeavePayroll(requests: ReturnType<typeof createRequestsService>): LeavePayroll {
  return {
    async sendToPayroll(ctx, { from, to }) {
      const types = await scoped(ctx, LeaveTypeModel).find({ payroll: true }, { projection: { _id: 1 } });
      const typeIds = types.map((t) => String(t._id));
      const out = {
        moved: [] as string[],
        already: [] as string[],
        refused: [] as Array<{ id: string; code: string }>,
      };
      if (typeIds.length === 0) return out;
      const rows = await scoped(ctx, LeaveRequestModel).find(
        {
          leaveTypeId: { $in: typeIds },
          status: { $in: ["approved", "approved-payroll"] },
          months: { $in: monthsOf(from, to) },
        },
        { projection: { status: 1, startDate: 1, endDate: 1 }, sort: { startDate: 1, _id: 1 } },
      );
      for (const row of rows) {
        if (row.startDate > to || row.endDate < from) continue;
        const id = String(row._id);
        if (row.status === "approved-payroll") {
          out.already.push(id);
          continue;
        }
        try {
          await requests.transition(ctx, id, "payroll", { reason: `payroll ${from.slice(0, 7)}` });
          out.moved.push(id);
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          out.refused.push({ id, code: err.code });
        }
      }
      return out;
    },
  };
}
