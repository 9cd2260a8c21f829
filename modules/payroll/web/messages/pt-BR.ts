import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "payroll.nav": "Notas",
  "payroll.notes.title": "Notas",
  "payroll.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "payroll.notes.addTitle": "Nova nota",
  "payroll.notes.noteTitle": "Título",
  "payroll.notes.body": "Texto",
  "payroll.notes.add": "Adicionar nota",
  "payroll.notes.added": "Nota adicionada.",
  "payroll.notes.remove": "Remover",
  "payroll.notes.removed": "Nota removida.",
  "payroll.notes.created": "Escrita em",
  "payroll.home.title": "Notas",
  "payroll.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "payroll.home.open": "Ver as notas",
};
