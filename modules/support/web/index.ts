import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The support module's web side (issue 17): /support, where every level talks with the platform's support team, and
 * /support/inbox, the platform side (the founder, and the agents the founder names) across companies.
 */
export const supportWeb = defineWebModule({
  id: "support",
  pages: [
    {
      path: "/support",
      nav: {
        label: "support.nav",
        group: "me",
        icon: "inbox",
        order: 900,
        // support's unread answers, live
        badge: () => import("./components/PersonBadge/index.js"),
      },
      component: () => import("./pages/Support/index.js"),
    },
    {
      path: "/support/inbox",
      // the platform's page: the founder's navigation shows it; agents reach it from /support; the API decides
      platform: true,
      nav: {
        label: "support.inbox.nav",
        group: "platform",
        icon: "inbox",
        order: 40,
        // people's unread messages across companies, live
        badge: () => import("./components/InboxBadge/index.js"),
      },
      component: () => import("./pages/Inbox/index.js"),
    },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
