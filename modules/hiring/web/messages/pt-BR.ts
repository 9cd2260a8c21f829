import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "hiring.nav": "Notas",
  "hiring.notes.title": "Notas",
  "hiring.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "hiring.notes.addTitle": "Nova nota",
  "hiring.notes.noteTitle": "Título",
  "hiring.notes.body": "Texto",
  "hiring.notes.add": "Adicionar nota",
  "hiring.notes.added": "Nota adicionada.",
  "hiring.notes.remove": "Remover",
  "hiring.notes.removed": "Nota removida.",
  "hiring.notes.created": "Escrita em",
  "hiring.home.title": "Notas",
  "hiring.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "hiring.home.open": "Ver as notas",
};
