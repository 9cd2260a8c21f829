import type { en } from "./en.js";

/** The requester leave pages in Spanish; a missing key fails typecheck. */
export const es: Record<keyof typeof en, string> = {
  "leave.nav.chooseLeaves": "Solicitar ausencia",
};
