import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "example.nav": "Notas",
  "example.notes.title": "Notas",
  "example.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "example.notes.addTitle": "Nova nota",
  "example.notes.noteTitle": "Título",
  "example.notes.body": "Texto",
  "example.notes.add": "Adicionar nota",
  "example.notes.added": "Nota adicionada.",
  "example.notes.remove": "Remover",
  "example.notes.removed": "Nota removida.",
  "example.notes.created": "Escrita em",
  "example.home.title": "Notas",
  "example.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "example.home.open": "Ver as notas",
};
