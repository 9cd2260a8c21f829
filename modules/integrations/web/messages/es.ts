import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "integrations.nav": "Notas",
  "integrations.notes.title": "Notas",
  "integrations.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "integrations.notes.addTitle": "Nueva nota",
  "integrations.notes.noteTitle": "Título",
  "integrations.notes.body": "Texto",
  "integrations.notes.add": "Añadir nota",
  "integrations.notes.added": "Nota añadida.",
  "integrations.notes.remove": "Quitar",
  "integrations.notes.removed": "Nota quitada.",
  "integrations.notes.created": "Escrita el",
  "integrations.home.title": "Notas",
  "integrations.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "integrations.home.open": "Ver las notas",
};
