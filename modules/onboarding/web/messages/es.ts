import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "onboarding.nav": "Notas",
  "onboarding.notes.title": "Notas",
  "onboarding.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "onboarding.notes.addTitle": "Nueva nota",
  "onboarding.notes.noteTitle": "Título",
  "onboarding.notes.body": "Texto",
  "onboarding.notes.add": "Añadir nota",
  "onboarding.notes.added": "Nota añadida.",
  "onboarding.notes.remove": "Quitar",
  "onboarding.notes.removed": "Nota quitada.",
  "onboarding.notes.created": "Escrita el",
  "onboarding.home.title": "Notas",
  "onboarding.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "onboarding.home.open": "Ver las notas",
};
