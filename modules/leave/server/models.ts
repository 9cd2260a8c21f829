import { HolidayOverrideModel } from "./holidays/holidays.model.js";
import { LockedDateModel } from "./locked-dates/locked-dates.model.js";
import { LeaveRequestModel } from "./requests/requests.model.js";
import { LedgerEntryModel } from "./balances/balances.model.js";
import { LeaveTypeModel } from "./types/types.model.js";

/** The module's collections (each defined in its resource's folder); their indexes are built at boot. */
export const leaveModels = [LeaveTypeModel, LedgerEntryModel, LeaveRequestModel, LockedDateModel, HolidayOverrideModel];
