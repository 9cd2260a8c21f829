import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The spaces module's web side (spec §2: /spaces summary and /spaces/reservations, all levels): an office's day,
 * occupancy and the rooms and desks for admins; booking and my reservations for everyone.
 */
export const spacesWeb = defineWebModule({
  id: "spaces",
  pages: [
    {
      path: "/spaces",
      nav: { label: "spaces.nav", group: "company", icon: "calendar", order: 70 },
      component: () => import("./pages/Spaces/index.js"),
    },
    {
      path: "/spaces/reservations",
      nav: { label: "spaces.navReservations", group: "me", icon: "list", order: 70 },
      component: () => import("./pages/Reservations/index.js"),
    },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
