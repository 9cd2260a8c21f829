import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "forms.nav": "Notas",
  "forms.notes.title": "Notas",
  "forms.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "forms.notes.addTitle": "Nova nota",
  "forms.notes.noteTitle": "Título",
  "forms.notes.body": "Texto",
  "forms.notes.add": "Adicionar nota",
  "forms.notes.added": "Nota adicionada.",
  "forms.notes.remove": "Remover",
  "forms.notes.removed": "Nota removida.",
  "forms.notes.created": "Escrita em",
  "forms.home.title": "Notas",
  "forms.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "forms.home.open": "Ver as notas",
};
