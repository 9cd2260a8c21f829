/**
 * English messages of the integrations module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "integrations.nav": "Notes",
  "integrations.notes.title": "Notes",
  "integrations.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "integrations.notes.addTitle": "New note",
  "integrations.notes.noteTitle": "Title",
  "integrations.notes.body": "Text",
  "integrations.notes.add": "Add note",
  "integrations.notes.added": "Note added.",
  "integrations.notes.remove": "Remove",
  "integrations.notes.removed": "Note removed.",
  "integrations.notes.created": "Written",
  "integrations.home.title": "Notes",
  "integrations.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "integrations.home.open": "See the notes",
} as const;
