import { defineWebModule, type Locale } from "@web/kit/define";
import { adminMessages, adminPages, adminSlots } from "./admin/pages.js";
import { leaveHomeMessages } from "./admin/home/messages.js";
import { requestsMessages, requestsPages } from "./requests/pages.js";

/**
 * The leave module's web side: the requester's pages (choose a leave type, request, my requests, my balance, and
 * the admin's payroll entry) and the leaders' and admins' pages (pending approvals, team calendar, holidays, leave
 * types, packs).
 */
export const leaveWeb = defineWebModule({
  id: "leave",
  pages: [...requestsPages, ...adminPages],
  slots: [...adminSlots],
  messages: async (locale: Locale) => ({
    ...(await requestsMessages(locale)),
    ...(await adminMessages(locale)),
    ...(await leaveHomeMessages(locale)),
  }),
});
