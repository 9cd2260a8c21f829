import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "hiring.nav": "Notas",
  "hiring.notes.title": "Notas",
  "hiring.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "hiring.notes.addTitle": "Nueva nota",
  "hiring.notes.noteTitle": "Título",
  "hiring.notes.body": "Texto",
  "hiring.notes.add": "Añadir nota",
  "hiring.notes.added": "Nota añadida.",
  "hiring.notes.remove": "Quitar",
  "hiring.notes.removed": "Nota quitada.",
  "hiring.notes.created": "Escrita el",
  "hiring.home.title": "Notas",
  "hiring.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "hiring.home.open": "Ver las notas",
};
