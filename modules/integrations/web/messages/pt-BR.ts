import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "integrations.nav": "Notas",
  "integrations.notes.title": "Notas",
  "integrations.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "integrations.notes.addTitle": "Nova nota",
  "integrations.notes.noteTitle": "Título",
  "integrations.notes.body": "Texto",
  "integrations.notes.add": "Adicionar nota",
  "integrations.notes.added": "Nota adicionada.",
  "integrations.notes.remove": "Remover",
  "integrations.notes.removed": "Nota removida.",
  "integrations.notes.created": "Escrita em",
  "integrations.home.title": "Notas",
  "integrations.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "integrations.home.open": "Ver as notas",
};
