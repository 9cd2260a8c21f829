import { homeCards, type Locale, type WebPage, type WebSlot } from "@web/kit/define";

/**
 * The leaders' and admins' leave pages (spec §2): pending approvals (admin, revisor), the team calendar and a
 * person's calendar (all), holidays (the list: admin, revisor, requester; a country's: all), leave types and packs
 * (admin) and locked dates (admin). `/config-leave-type/new` creates a type.
 */
export const adminPages: WebPage[] = [
  {
    path: "/approvals",
    nav: { label: "leave.approvals.nav", group: "team", icon: "inbox", order: 40 },
    levels: ["admin", "revisor"],
    component: () => import("./pages/Approvals/index.js"),
  },
  {
    path: "/team-calendar",
    nav: { label: "leave.calendar.nav", group: "team", icon: "calendar", order: 42 },
    component: () => import("./pages/TeamCalendar/index.js"),
  },
  { path: "/calendar/:id?", component: () => import("./pages/PersonCalendar/index.js") },
  {
    path: "/holidays",
    nav: { label: "leave.holidays.nav", group: "company", icon: "holiday", order: 50 },
    levels: ["admin", "revisor", "requester"],
    component: () => import("./pages/Holidays/index.js"),
  },
  { path: "/holidays/:countryId", component: () => import("./pages/CountryHolidays/index.js") },
  {
    path: "/config-leave-type",
    nav: { label: "leave.types.nav", group: "settings", icon: "list", order: 52 },
    levels: ["admin"],
    component: () => import("./pages/LeaveTypes/index.js"),
  },
  { path: "/config-leave-type/:id", levels: ["admin"], component: () => import("./pages/LeaveTypeEditor/index.js") },
  {
    path: "/choose-pack",
    nav: { label: "leave.packs.nav", group: "settings", icon: "plan", order: 54 },
    levels: ["admin"],
    component: () => import("./pages/Packs/index.js"),
  },
  { path: "/choose-pack/:id", levels: ["admin"], component: () => import("./pages/Pack/index.js") },
  {
    path: "/locked-dates",
    nav: { label: "leave.admin.locked.nav", group: "settings", icon: "lock", order: 56 },
    levels: ["admin"],
    component: () => import("./pages/LockedDates/index.js"),
  },
];

/**
 * The leave cards of the home page (`home.cards`, issue 12): my leave (balance, upcoming and pending, the request
 * button), who is out, upcoming holidays for everyone; the pending approvals with their overlap for leaders.
 */
export const adminSlots: WebSlot[] = [
  homeCards.contribute({ order: 12, component: () => import("./home/MyLeaveHomeCard/index.js") }),
  homeCards.contribute({
    order: 14,
    levels: ["admin", "revisor"],
    component: () => import("./home/ApprovalsHomeCard/index.js"),
  }),
  homeCards.contribute({ order: 30, component: () => import("./home/AwayHomeCard/index.js") }),
  homeCards.contribute({ order: 40, component: () => import("./home/HolidaysHomeCard/index.js") }),
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
