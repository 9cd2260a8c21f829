import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "scheduling.nav": "Notas",
  "scheduling.notes.title": "Notas",
  "scheduling.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "scheduling.notes.addTitle": "Nueva nota",
  "scheduling.notes.noteTitle": "Título",
  "scheduling.notes.body": "Texto",
  "scheduling.notes.add": "Añadir nota",
  "scheduling.notes.added": "Nota añadida.",
  "scheduling.notes.remove": "Quitar",
  "scheduling.notes.removed": "Nota quitada.",
  "scheduling.notes.created": "Escrita el",
  "scheduling.home.title": "Notas",
  "scheduling.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "scheduling.home.open": "Ver las notas",
};
