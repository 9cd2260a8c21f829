import type { en } from "./en.js";

export const ptBR: Record<keyof typeof en, string> = {
  "onboarding.nav": "Notas",
  "onboarding.notes.title": "Notas",
  "onboarding.notes.hint": "Notas curtas que todos na empresa podem ler; os líderes as escrevem.",
  "onboarding.notes.addTitle": "Nova nota",
  "onboarding.notes.noteTitle": "Título",
  "onboarding.notes.body": "Texto",
  "onboarding.notes.add": "Adicionar nota",
  "onboarding.notes.added": "Nota adicionada.",
  "onboarding.notes.remove": "Remover",
  "onboarding.notes.removed": "Nota removida.",
  "onboarding.notes.created": "Escrita em",
  "onboarding.home.title": "Notas",
  "onboarding.home.count": "{count, plural, =0 {Nenhuma nota ainda} one {# nota} other {# notas}}",
  "onboarding.home.open": "Ver as notas",
};
