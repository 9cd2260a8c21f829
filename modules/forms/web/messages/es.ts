import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "forms.nav": "Notas",
  "forms.notes.title": "Notas",
  "forms.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "forms.notes.addTitle": "Nueva nota",
  "forms.notes.noteTitle": "Título",
  "forms.notes.body": "Texto",
  "forms.notes.add": "Añadir nota",
  "forms.notes.added": "Nota añadida.",
  "forms.notes.remove": "Quitar",
  "forms.notes.removed": "Nota quitada.",
  "forms.notes.created": "Escrita el",
  "forms.home.title": "Notas",
  "forms.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "forms.home.open": "Ver las notas",
};
