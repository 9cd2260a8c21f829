import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "clock.nav": "Notas",
  "clock.notes.title": "Notas",
  "clock.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "clock.notes.addTitle": "Nueva nota",
  "clock.notes.noteTitle": "Título",
  "clock.notes.body": "Texto",
  "clock.notes.add": "Añadir nota",
  "clock.notes.added": "Nota añadida.",
  "clock.notes.remove": "Quitar",
  "clock.notes.removed": "Nota quitada.",
  "clock.notes.created": "Escrita el",
  "clock.home.title": "Notas",
  "clock.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "clock.home.open": "Ver las notas",
};
