import type { en } from "./en.js";

export const es: Record<keyof typeof en, string> = {
  "payroll.nav": "Notas",
  "payroll.notes.title": "Notas",
  "payroll.notes.hint": "Notas breves que todos en la empresa pueden leer; los líderes las escriben.",
  "payroll.notes.addTitle": "Nueva nota",
  "payroll.notes.noteTitle": "Título",
  "payroll.notes.body": "Texto",
  "payroll.notes.add": "Añadir nota",
  "payroll.notes.added": "Nota añadida.",
  "payroll.notes.remove": "Quitar",
  "payroll.notes.removed": "Nota quitada.",
  "payroll.notes.created": "Escrita el",
  "payroll.home.title": "Notas",
  "payroll.home.count": "{count, plural, =0 {Todavía no hay notas} one {# nota} other {# notas}}",
  "payroll.home.open": "Ver las notas",
};
