import type { Locale, WebNavItem, WebPage, WebSlot } from "../../../../web/modules.js";

/**
 * The leaders' and admins' leave pages (spec §2): pending approvals (admin, revisor), the team calendar and a
 * person's calendar (all), holidays (the list: admin, revisor, requester; a country's: all), leave types and packs
 * (admin) and locked dates (admin). `/config-leave-type/new` creates a type.
 */
export const adminPages: WebPage[] = [
  { path: "/approvals", levels: ["admin", "revisor"], component: () => import("./pages/Approvals/index.js") },
  { path: "/team-calendar", component: () => import("./pages/TeamCalendar/index.js") },
  { path: "/calendar/:id?", component: () => import("./pages/PersonCalendar/index.js") },
  {
    path: "/holidays",
    levels: ["admin", "revisor", "requester"],
    component: () => import("./pages/Holidays/index.js"),
  },
  { path: "/holidays/:countryId", component: () => import("./pages/CountryHolidays/index.js") },
  { path: "/config-leave-type", levels: ["admin"], component: () => import("./pages/LeaveTypes/index.js") },
  { path: "/config-leave-type/:id", levels: ["admin"], component: () => import("./pages/LeaveTypeEditor/index.js") },
  { path: "/choose-pack", levels: ["admin"], component: () => import("./pages/Packs/index.js") },
  { path: "/choose-pack/:id", levels: ["admin"], component: () => import("./pages/Pack/index.js") },
  { path: "/locked-dates", levels: ["admin"], component: () => import("./pages/LockedDates/index.js") },
];

export const adminNav: WebNavItem[] = [
  { path: "/approvals", label: "leave.approvals.nav", order: 40, levels: ["admin", "revisor"] },
  { path: "/team-calendar", label: "leave.calendar.nav", order: 42 },
  { path: "/holidays", label: "leave.holidays.nav", order: 50 },
  { path: "/config-leave-type", label: "leave.types.nav", order: 52, levels: ["admin"] },
  { path: "/choose-pack", label: "leave.packs.nav", order: 54, levels: ["admin"] },
  { path: "/locked-dates", label: "leave.admin.locked.nav", order: 56, levels: ["admin"] },
];

/** The home card with the count of requests waiting for the leader (`home.cards`). */
export const adminSlots: WebSlot[] = [
  {
    slot: "home.cards",
    order: 20,
    levels: ["admin", "revisor"],
    component: () => import("./home/ApprovalsHomeCard/index.js"),
  },
];

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The admin pages' messages in one language (only that language is downloaded). */
export function adminMessages(locale: Locale): Promise<Record<string, string>> {
  return MESSAGES[locale]();
}
