import { defineWebModule, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * The clock module's web side (issue 13): /clock (punch; leaders also see the live board and decide corrections),
 * /clock-config (settings; admins edit them and manage kiosks) and /clock/kiosk (an office screen, signed in with a
 * device key: public).
 */
export const clockWeb = defineWebModule({
  id: "clock",
  pages: [
    {
      path: "/clock",
      nav: { label: "clock.nav", group: "me", icon: "list", order: 30 },
      component: () => import("./pages/Clock/index.js"),
    },
    {
      path: "/clock-config",
      nav: { label: "clock.config.nav", group: "settings", icon: "settings", order: 60 },
      component: () => import("./pages/ClockConfig/index.js"),
    },
    { path: "/clock/kiosk", access: "public", component: () => import("./pages/Kiosk/index.js") },
    // --- overtime, time bank and the time sheet (issue 13, s13-overtime)
    {
      path: "/overtime",
      plans: ["premium"],
      planFeature: "clock.overtime",
      nav: { label: "clock.overtime.nav", group: "me", icon: "list", order: 46 },
      component: () => import("./pages/Overtime/index.js"),
    },
    {
      path: "/time-sheet",
      levels: ["admin", "revisor"],
      nav: { label: "clock.timeSheet.nav", group: "team", icon: "list", order: 47 },
      component: () => import("./pages/TimeSheet/index.js"),
    },
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
