import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "scheduling.nav": "Notas",
  "scheduling.notes.title": "Notas",
  "scheduling.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "scheduling.notes.addTitle": "Nova nota",
  "scheduling.notes.noteTitle": "Título",
  "scheduling.notes.body": "Texto",
  "scheduling.notes.add": "Adicionar nota",
  "scheduling.notes.added": "Nota adicionada.",
  "scheduling.notes.remove": "Remover",
  "scheduling.notes.removed": "Nota removida.",
  "scheduling.notes.created": "Escrita em",
  "scheduling.home.title": "Notas",
  "scheduling.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "scheduling.home.open": "Ver as notas",
};
