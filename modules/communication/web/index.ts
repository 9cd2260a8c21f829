import { defineWebModule, homeCards, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The communication module's web side (issue 17): /communication for admins (write, schedule, pin, read counts; spec
 * §2 "/communication admin"), the news feed /news and one post /news/:newsId for everyone, and the latest news in
 * the home page's `home.cards` slot.
 */
export const communicationWeb = defineWebModule({
  id: "communication",
  pages: [
    {
      path: "/communication",
      levels: ["admin"],
      nav: { label: "communication.nav", group: "company", icon: "inbox", order: 40 },
      component: () => import("./pages/Communication/index.js"),
    },
    {
      path: "/news",
      nav: { label: "communication.feed.nav", group: "me", icon: "list", order: 15 },
      component: () => import("./pages/News/index.js"),
    },
    { path: "/news/:newsId", component: () => import("./pages/NewsPost/index.js") },
  ],
  slots: [homeCards.contribute({ order: 5, component: () => import("./components/NewsHomeCard/index.js") })],
  messages: (locale: Locale) => MESSAGES[locale](),
});
