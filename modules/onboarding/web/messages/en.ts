/**
 * English messages of the onboarding module (the source of every key). pt-BR.ts and es.ts are typed against it, so a
 * missing key fails `npm run typecheck`. Messages the server answers (refusals) come from the error catalogue.
 */
export const en = {
  "onboarding.nav": "Notes",
  "onboarding.notes.title": "Notes",
  "onboarding.notes.hint": "Short notes everyone in the company can read; leaders write them.",
  "onboarding.notes.addTitle": "New note",
  "onboarding.notes.noteTitle": "Title",
  "onboarding.notes.body": "Text",
  "onboarding.notes.add": "Add note",
  "onboarding.notes.added": "Note added.",
  "onboarding.notes.remove": "Remove",
  "onboarding.notes.removed": "Note removed.",
  "onboarding.notes.created": "Written",
  "onboarding.home.title": "Notes",
  "onboarding.home.count": "{count, plural, =0 {No notes yet} one {# note} other {# notes}}",
  "onboarding.home.open": "See the notes",
} as const;
