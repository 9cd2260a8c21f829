import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "spaces.nav": "Notas",
  "spaces.notes.title": "Notas",
  "spaces.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "spaces.notes.addTitle": "Nueva nota",
  "spaces.notes.noteTitle": "Título",
  "spaces.notes.body": "Texto",
  "spaces.notes.add": "Añadir nota",
  "spaces.notes.added": "Nota añadida.",
  "spaces.notes.remove": "Quitar",
  "spaces.notes.removed": "Nota quitada.",
  "spaces.notes.created": "Escrita el",
  "spaces.home.title": "Notas",
  "spaces.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "spaces.home.open": "Ver las notas",
};
