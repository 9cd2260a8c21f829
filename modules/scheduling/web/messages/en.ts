/**
 * English messages of the scheduling module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "scheduling.nav": "Notes",
  "scheduling.notes.title": "Notes",
  "scheduling.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "scheduling.notes.addTitle": "New note",
  "scheduling.notes.noteTitle": "Title",
  "scheduling.notes.body": "Text",
  "scheduling.notes.add": "Add note",
  "scheduling.notes.added": "Note added.",
  "scheduling.notes.remove": "Remove",
  "scheduling.notes.removed": "Note removed.",
  "scheduling.notes.created": "Written",
  "scheduling.home.title": "Notes",
  "scheduling.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "scheduling.home.open": "See the notes",
} as const;
