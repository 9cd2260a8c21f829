import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The forms module's web side: the builder and the responses for admins (/custom-forms), and the public page anyone
 * with the link fills (/forms/:id, no sign-in).
 */
export const formsWeb = defineWebModule({
  id: "forms",
  pages: [
    {
      path: "/custom-forms",
      levels: ["admin"],
      nav: { label: "forms.nav", group: "company", icon: "list", order: 80 },
      component: () => import("./pages/Forms/index.js"),
    },
    { path: "/custom-forms/:formId", levels: ["admin"], component: () => import("./pages/FormResponses/index.js") },
    { path: "/forms/:id", access: "public", component: () => import("./pages/PublicForm/index.js") },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
