/**
 * English messages of the example module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "example.nav": "Notes",
  "example.notes.title": "Notes",
  "example.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "example.notes.addTitle": "New note",
  "example.notes.noteTitle": "Title",
  "example.notes.body": "Text",
  "example.notes.add": "Add note",
  "example.notes.added": "Note added.",
  "example.notes.remove": "Remove",
  "example.notes.removed": "Note removed.",
  "example.notes.created": "Written",
  "example.home.title": "Notes",
  "example.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "example.home.open": "See the notes",
} as const;
