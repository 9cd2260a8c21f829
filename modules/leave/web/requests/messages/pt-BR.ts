import type { en } from "./en.js";

/** The requester leave pages in Portuguese (Brazil); a missing key fails typecheck. */
export const ptBR: Record<keyof typeof en, string> = {
  "leave.nav.chooseLeaves": "Solicitar ausência",
};
