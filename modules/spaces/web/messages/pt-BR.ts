import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "spaces.nav": "Notas",
  "spaces.notes.title": "Notas",
  "spaces.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "spaces.notes.addTitle": "Nova nota",
  "spaces.notes.noteTitle": "Título",
  "spaces.notes.body": "Texto",
  "spaces.notes.add": "Adicionar nota",
  "spaces.notes.added": "Nota adicionada.",
  "spaces.notes.remove": "Remover",
  "spaces.notes.removed": "Nota removida.",
  "spaces.notes.created": "Escrita em",
  "spaces.home.title": "Notas",
  "spaces.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "spaces.home.open": "Ver as notas",
};
