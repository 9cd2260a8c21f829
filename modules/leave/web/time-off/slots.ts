import { employeeProfileTabs, type Locale, type WebSlot } from "@web/kit/define";

/**
 * The Time off tab on a person's profile (slot `employee.profile.tabs`, issue 12): every level sees the tab on the
 * profiles it can open; the API decides whose balance it answers (a person their own, a manager their reports',
 * admins anyone's; the tab shows its refusal otherwise).
 */
export const timeOffSlots: WebSlot[] = [
  employeeProfileTabs.contribute({
    order: 10,
    label: "leave.timeOff.tab",
    component: () => import("./TimeOffTab/index.js"),
  }),
];

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The Time off tab's messages in one language. */
export function timeOffMessages(locale: Locale): Promise<Record<string, string>> {
  return MESSAGES[locale]();
}
