/**
 * English messages of the spaces module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "spaces.nav": "Notes",
  "spaces.notes.title": "Notes",
  "spaces.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "spaces.notes.addTitle": "New note",
  "spaces.notes.noteTitle": "Title",
  "spaces.notes.body": "Text",
  "spaces.notes.add": "Add note",
  "spaces.notes.added": "Note added.",
  "spaces.notes.remove": "Remove",
  "spaces.notes.removed": "Note removed.",
  "spaces.notes.created": "Written",
  "spaces.home.title": "Notes",
  "spaces.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "spaces.home.open": "See the notes",
} as const;
