import { ReportExportModel } from "../reports/exports.model.js";
import { BankMovementModel } from "../time-bank/time-bank.model.js";
import { OvertimeDayModel, OvertimeSettingsModel } from "./overtime.model.js";

/** The collections of overtime, the time bank and report exports (clock_overtime_settings, clock_overtime_days, ...). */
export const overtimeModels = [OvertimeSettingsModel, OvertimeDayModel, BankMovementModel, ReportExportModel];
