import type { ClockHours, PersonHours } from "../../contract/hours.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { OvertimeDayModel, OvertimeSettingsModel } from "../overtime/overtime.model.js";
import { DEFAULT_OVERTIME_SETTINGS } from "../overtime/overtime.service.js";

/** clock.hours (contract/hours.ts): one aggregation over the judged days of the period, grouped by person. */
export function createClockHours(): ClockHours {
  return {
    async forPeriod(ctx, { from, to }) {
      const settings = await scoped(ctx, OvertimeSettingsModel).findOne({});
      const requireApproval = settings?.requireApproval ?? DEFAULT_OVERTIME_SETTINGS.requireApproval;
      const paid = requireApproval ? ["approved"] : ["approved", "pending", "none"];
      const rows = await scoped(ctx, OvertimeDayModel).aggregate<{
        _id: string;
        worked: number;
        expected: number;
        overtime: number;
        pending: number;
        night: number;
        days: number;
      }>([
        { $match: { day: { $gte: from, $lte: to } } },
        {
          $group: {
            _id: "$userId",
            worked: { $sum: "$workedMinutes" },
            expected: { $sum: "$expectedMinutes" },
            overtime: { $sum: { $cond: [{ $in: ["$status", paid] }, "$overtimeMinutes", 0] } },
            pending: {
              $sum: { $cond: [{ $and: [requireApproval, { $eq: ["$status", "pending"] }] }, "$overtimeMinutes", 0] },
            },
            night: { $sum: "$nightMinutes" },
            days: { $sum: 1 },
          },
        },
      ]);
      const out = new Map<string, PersonHours>();
      for (const r of rows)
        out.set(r._id, {
          userId: r._id,
          workedMinutes: r.worked,
          expectedMinutes: r.expected,
          overtimeMinutes: r.overtime,
          pendingOvertimeMinutes: r.pending,
          nightMinutes: r.night,
          days: r.days,
        });
      return out;
    },
    async deadlinePayroll(ctx) {
      const settings = await scoped(ctx, OvertimeSettingsModel).findOne({});
      return settings?.deadlinePayroll ?? DEFAULT_OVERTIME_SETTINGS.deadlinePayroll;
    },
  };
}
