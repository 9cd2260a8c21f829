import { peopleEventRefs } from "./events.js";
/**
 * Permission ids of the people module's extras (pictures, postal codes, dictionaries, custom fields, reports,
 * surveys, import); the levels each allows are in people.contract.ts. The structure and workers ids are in
 * structure.ts and workers.ts.
 */
export const peoplePermissions = {
  /** Every level: pictures of the company and its workers, colleagues' public cards, dictionaries, postal codes. */
  basicRead: "people.basic.read",
  /** Every level: one's own worker profile (read it, edit the personal fields, picture and extra-field files). */
  selfWrite: "people.self.write",
  /** Admins: the company's custom fields and worker extra fields. */
  fieldsManage: "people.fields.manage",
  /** Admins and managers: org chart, org-chart report, termination-survey results. */
  reportsRead: "people.reports.read",
  /** Admins: record a terminated worker's survey answers (an exit interview). */
  surveysWrite: "people.surveys.write",
  /** Admins: import workers from a spreadsheet. */
  workersImport: "people.workers.import",
} as const;

export const peopleEvents = {
  /** A termination survey was answered (by the worker through the link, or recorded by an admin). */
  surveyAnswered: peopleEventRefs.surveyAnswered,
} as const;
