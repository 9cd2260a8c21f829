/**
 * English messages of the forms module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "forms.nav": "Notes",
  "forms.notes.title": "Notes",
  "forms.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "forms.notes.addTitle": "New note",
  "forms.notes.noteTitle": "Title",
  "forms.notes.body": "Text",
  "forms.notes.add": "Add note",
  "forms.notes.added": "Note added.",
  "forms.notes.remove": "Remove",
  "forms.notes.removed": "Note removed.",
  "forms.notes.created": "Written",
  "forms.home.title": "Notes",
  "forms.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "forms.home.open": "See the notes",
} as const;
