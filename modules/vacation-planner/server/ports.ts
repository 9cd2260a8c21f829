/**
 * What the vacation planner uses of other modules, by the types their contracts publish: people's directory and
 * leave's absences (it receives both in its setup).
 */
export type {
  DirectorySchedule as PlannerSchedule,
  DirectoryWorker as PlannerWorker,
  PeopleDirectory as PlannerPeople,
} from "../../people/contract/directory.js";
export type { LeaveAbsences as PlannerLeaves, LeaveSummary as PlannerLeave } from "../../leave/contract/absences.js";
