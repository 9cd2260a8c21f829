import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "clock.nav": "Notas",
  "clock.notes.title": "Notas",
  "clock.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "clock.notes.addTitle": "Nova nota",
  "clock.notes.noteTitle": "Título",
  "clock.notes.body": "Texto",
  "clock.notes.add": "Adicionar nota",
  "clock.notes.added": "Nota adicionada.",
  "clock.notes.remove": "Remover",
  "clock.notes.removed": "Nota removida.",
  "clock.notes.created": "Escrita em",
  "clock.home.title": "Notas",
  "clock.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "clock.home.open": "Ver as notas",
};
