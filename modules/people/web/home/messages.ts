import { type Locale } from "@web/kit/define";

const en = {
  "people.home.title": "People",
  "people.home.active": "{count, plural, one {# active worker} other {# active workers}}",
  "people.home.workers": "See workers",
  "people.home.orgChart": "Open the org chart",
  "people.home.profile": "My profile",
  "people.home.profileHint": "Keep your details up to date.",
} as const;

const ptBR: Record<keyof typeof en, string> = {
  "people.home.title": "Pessoas",
  "people.home.active": "{count, plural, one {# colaborador ativo} other {# colaboradores ativos}}",
  "people.home.workers": "Ver colaboradores",
  "people.home.orgChart": "Abrir o organograma",
  "people.home.profile": "Meu perfil",
  "people.home.profileHint": "Mantenha seus dados atualizados.",
};

const es: Record<keyof typeof en, string> = {
  "people.home.title": "Personas",
  "people.home.active": "{count, plural, one {# colaborador activo} other {# colaboradores activos}}",
  "people.home.workers": "Ver colaboradores",
  "people.home.orgChart": "Abrir el organigrama",
  "people.home.profile": "Mi perfil",
  "people.home.profileHint": "Mantén tus datos al día.",
};

/** The home card's messages (`home.cards` slot). */
export async function homeMessages(locale: Locale): Promise<Record<string, string>> {
  return locale === "pt-BR" ? ptBR : locale === "es" ? es : en;
}
