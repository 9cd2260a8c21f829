/**
 * English messages of the hiring module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "hiring.nav": "Notes",
  "hiring.notes.title": "Notes",
  "hiring.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "hiring.notes.addTitle": "New note",
  "hiring.notes.noteTitle": "Title",
  "hiring.notes.body": "Text",
  "hiring.notes.add": "Add note",
  "hiring.notes.added": "Note added.",
  "hiring.notes.remove": "Remove",
  "hiring.notes.removed": "Note removed.",
  "hiring.notes.created": "Written",
  "hiring.home.title": "Notes",
  "hiring.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "hiring.home.open": "See the notes",
} as const;
