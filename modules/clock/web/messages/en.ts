/**
 * English messages of the clock module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "clock.nav": "Notes",
  "clock.notes.title": "Notes",
  "clock.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "clock.notes.addTitle": "New note",
  "clock.notes.noteTitle": "Title",
  "clock.notes.body": "Text",
  "clock.notes.add": "Add note",
  "clock.notes.added": "Note added.",
  "clock.notes.remove": "Remove",
  "clock.notes.removed": "Note removed.",
  "clock.notes.created": "Written",
  "clock.home.title": "Notes",
  "clock.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "clock.home.open": "See the notes",
} as const;
