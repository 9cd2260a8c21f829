import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The integrations module's web side (issue 17, /integrations, every level): Google Calendar, the iCal feeds of the
 * leave and scheduling modules, and (admins) outbound webhooks. Google sends the person back to
 * /integrations/google/callback, which finishes the connection.
 */
export const integrationsWeb = defineWebModule({
  id: "integrations",
  pages: [
    {
      path: "/integrations",
      nav: { label: "integrations.nav", group: "me", icon: "calendar", order: 80 },
      component: () => import("./pages/Integrations/index.js"),
    },
    { path: "/integrations/google/callback", component: () => import("./pages/GoogleCallback/index.js") },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
