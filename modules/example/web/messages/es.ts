import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "example.nav": "Notas",
  "example.notes.title": "Notas",
  "example.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "example.notes.addTitle": "Nueva nota",
  "example.notes.noteTitle": "Título",
  "example.notes.body": "Texto",
  "example.notes.add": "Añadir nota",
  "example.notes.added": "Nota añadida.",
  "example.notes.remove": "Quitar",
  "example.notes.removed": "Nota quitada.",
  "example.notes.created": "Escrita el",
  "example.home.title": "Notas",
  "example.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "example.home.open": "Ver las notas",
};
