/**
 * English messages of the payroll module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "payroll.nav": "Notes",
  "payroll.notes.title": "Notes",
  "payroll.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "payroll.notes.addTitle": "New note",
  "payroll.notes.noteTitle": "Title",
  "payroll.notes.body": "Text",
  "payroll.notes.add": "Add note",
  "payroll.notes.added": "Note added.",
  "payroll.notes.remove": "Remove",
  "payroll.notes.removed": "Note removed.",
  "payroll.notes.created": "Written",
  "payroll.home.title": "Notes",
  "payroll.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "payroll.home.open": "See the notes",
} as const;
