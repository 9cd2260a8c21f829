import { defineWebModule, type Locale } from "@web/kit/define";
import { adminMessages, adminPages, adminSlots } from "./admin/pages.js";
import { leaveHomeMessages } from "./admin/home/messages.js";
import { requestsMessages, requestsPages } from "./requests/pages.js";
import { timeOffMessages, timeOffSlots } from "./time-off/slots.js";

/**
 * The leave module's web side: the requester's pages (choose a leave type, request, my requests, my balance, and
 * the admin's payroll entry) and the leaders' and admins' pages (pending approvals, team calendar, holidays, leave
 * types, packs), and the Time off tab on a person's profile.
 */
export const leaveWeb = defineWebModule({
  id: "leave",
  pages: [...requestsPages, ...adminPages],
  slots: [...adminSlots, ...timeOffSlots],
  messages: async (locale: Locale) => ({
    ...(await requestsMessages(locale)),
    ...(await adminMessages(locale)),
    ...(await timeOffMessages(locale)),
    ...(await leaveHomeMessages(locale)),
  }),
});
