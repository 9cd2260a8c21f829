import { defineWebModule, employeeProfileTabs, type Locale } from "@web/kit/define";

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/**
 * Onboarding's web side: the admin's /onboarding, the new hire's own checklist /onboarding/me, and the Documents tab
 * on a person's profile (the documents area, filtered by people's field access on the server).
 */
export const onboardingWeb = defineWebModule({
  id: "onboarding",
  pages: [
    {
      path: "/onboarding",
      levels: ["admin"],
      nav: { label: "onboarding.nav", group: "company", icon: "list", order: 45 },
      component: () => import("./pages/Onboarding/index.js"),
    },
    {
      path: "/onboarding/me",
      nav: { label: "onboarding.navMe", group: "me", icon: "list", order: 80 },
      component: () => import("./pages/MyOnboarding/index.js"),
    },
  ],
  slots: [
    employeeProfileTabs.contribute({
      order: 20,
      label: "onboarding.area.tab",
      component: () => import("./pages/DocumentsTab/index.js"),
    }),
  ],
  messages: (locale: Locale) => MESSAGES[locale](),
});
