import { defineWebModule, type Locale } from "../../../web/modules.js";
import { structureNav, structurePages, structureMessages } from "./structure/pages.js";
import { workersNav, workersPages, workersMessages } from "./workers/pages.js";

/**
 * The people module's web side: company structure (company, departments, offices, roles, general roles, company
 * settings, org chart, import) and workers (list, profile, first-access completion, termination survey).
 */
export const peopleWeb = defineWebModule({
  id: "people",
  pages: [...structurePages, ...workersPages],
  nav: [...structureNav, ...workersNav],
  messages: async (locale: Locale) => ({ ...(await structureMessages(locale)), ...(await workersMessages(locale)) }),
});
