/**
 * English messages of the vacation planner (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "vacation-planner.nav": "Vacation planner",
  "vacation-planner.title": "Vacation planner",
  "vacation-planner.hint":
    "Plan the team's vacations for a year: who is out each day, coverage per department against the minimum you set, and warnings where it drops.",
  "vacation-planner.year": "Year",
  "vacation-planner.department": "Department",
  "vacation-planner.departmentShort":
    "{name} ({n, plural, one {# day below the minimum} other {# days below the minimum}})",
  "vacation-planner.loading": "Loading the plan…",
  "vacation-planner.noDepartments": "There are no departments yet. Add departments and their people to plan coverage.",

  // --- minimum staffing
  "vacation-planner.staffing.title": "Staffing of {name}",
  "vacation-planner.staffing.headcount": "People",
  "vacation-planner.staffing.shortDays": "Working days below the minimum",
  "vacation-planner.staffing.label": "Minimum present",
  "vacation-planner.staffing.description":
    "People who must be at work on a working day, of {headcount}. 0 means no minimum.",
  "vacation-planner.staffing.save": "Save minimum",
  "vacation-planner.staffing.saved": "Minimum staffing saved: {n, plural, one {# person} other {# people}}.",
  "vacation-planner.staffing.cleared": "Minimum staffing removed.",
  "vacation-planner.staffing.invalid": "Type a whole number from 0 to {max}.",

  // --- warnings
  "vacation-planner.warnings.title": "Warnings",
  "vacation-planner.warnings.noMinimum": "Set a minimum staffing to be warned where coverage drops below it.",
  "vacation-planner.warnings.none": "Coverage stays at or above the minimum of {minimum} all year.",
  "vacation-planner.warnings.item":
    "{dates}: {days, plural, one {# working day} other {# working days}} below the minimum (as few as {lowest} present, minimum {minimum})",
  "vacation-planner.warnings.show": "Who is away",
  "vacation-planner.warnings.showOf": "Who is away on {date}",

  // --- the coverage strip
  "vacation-planner.coverage.title": "Coverage",
  "vacation-planner.coverage.hint":
    "People present on each day. Choose a day to see who is away, here or with the day field below.",
  "vacation-planner.strip.caption": "People present in {name}, {year}",
  "vacation-planner.strip.month": "Month",
  "vacation-planner.strip.titleOpen":
    "{date}: {present} of {scheduled} present, {away} away, {minimum, plural, =0 {no minimum} other {minimum #}}",
  "vacation-planner.strip.titleShort":
    "{date}: {present} of {scheduled} present, {away} away, minimum {minimum}: below the minimum",
  "vacation-planner.strip.titleClosed": "{date}: nobody scheduled ({away} away)",
  "vacation-planner.strip.titleHoliday": "{date}: holiday, {holiday} ({away} away)",
  "vacation-planner.strip.closed": "closed",
  "vacation-planner.strip.short": "below the minimum",
  "vacation-planner.strip.legendPresent": "people present",
  "vacation-planner.strip.legendShort": "below the minimum",
  "vacation-planner.strip.legendClosed": "nobody scheduled (weekend, holiday)",

  // --- the chosen day
  "vacation-planner.day.title": "Who is away on {date}",
  "vacation-planner.day.field": "Day",
  "vacation-planner.day.fieldHint": "A day of {year}.",
  "vacation-planner.day.holiday": "Holiday: {holiday}. Nobody is scheduled.",
  "vacation-planner.day.closed": "Nobody is scheduled on this day.",
  "vacation-planner.day.open":
    "{present} of {scheduled} scheduled people present ({minimum, plural, =0 {no minimum} other {minimum #}}).",
  "vacation-planner.day.short":
    "Below the minimum: {present} of {scheduled} scheduled people present, minimum {minimum}.",
  "vacation-planner.day.nobody": "Nobody is away.",

  // --- people, leaves and plan entries
  "vacation-planner.people.title": "People",
  "vacation-planner.people.none": "Nobody works in this department yet.",
  "vacation-planner.people.noAbsences": "Nothing planned this year.",
  "vacation-planner.people.leave": "Leave: {status}",
  "vacation-planner.people.plan": "Planned",
  "vacation-planner.people.request": "Request: {status}",
  "vacation-planner.people.unknownType": "Leave type removed",
  "vacation-planner.people.addEntry": "Plan an absence",
  "vacation-planner.people.personContext": "for {name}",
  "vacation-planner.people.createRequest": "Create request",
  "vacation-planner.people.requestContext": "for {name}, {dates}",
  "vacation-planner.people.requested": "Leave request created ({status}).",
  "vacation-planner.people.alreadyRequested": "This plan entry already has a request ({status}).",
  "vacation-planner.people.planContext": "the plan of {name}, {dates}",
  "vacation-planner.people.remove": "Remove",
  "vacation-planner.people.removeTitle": "Remove from the plan",
  "vacation-planner.people.removeText": "Remove the plan of {name} for {dates}?",
  "vacation-planner.people.removeKeepsRequest": "The leave request made from it stays as it is.",
  "vacation-planner.people.removed": "Removed from the plan.",
  "vacation-planner.people.keep": "Keep",
  "vacation-planner.status.pending": "pending",
  "vacation-planner.status.approved": "approved",
  "vacation-planner.status.approved-payroll": "sent to payroll",
  "vacation-planner.status.denied": "denied",
  "vacation-planner.status.canceled": "canceled",

  // --- the plan entry dialog
  "vacation-planner.entry.addTitle": "Plan an absence",
  "vacation-planner.entry.editTitle": "Change the plan of {name}",
  "vacation-planner.entry.person": "Person",
  "vacation-planner.entry.type": "Leave type",
  "vacation-planner.entry.noTypes": "The company has no leave type counted in days yet.",
  "vacation-planner.entry.start": "First day",
  "vacation-planner.entry.end": "Last day",
  "vacation-planner.entry.endHint": "Included. Empty: a single day.",
  "vacation-planner.entry.note": "Note (optional)",
  "vacation-planner.entry.add": "Add to the plan",
  "vacation-planner.entry.added": "Added to the plan.",
  "vacation-planner.entry.changed": "Plan changed.",
  "vacation-planner.entry.endBeforeStart": "The last day must be on or after the first.",
};
