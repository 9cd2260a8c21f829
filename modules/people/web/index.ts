import { defineWebModule, headerTools, homeCards, type Locale } from "@web/kit/define";
import { structurePages, structureMessages } from "./structure/pages.js";
import { workersPages, workersMessages } from "./workers/pages.js";
import { homeMessages } from "./home/messages.js";

/**
 * The people module's web side: company structure (company, departments, offices, roles, general roles, company
 * settings, org chart, import), workers (list, profile, first-access completion, termination survey) and the
 * people card on the home page.
 */
export const peopleWeb = defineWebModule({
  id: "people",
  pages: [...structurePages, ...workersPages],
  slots: [
    // the admins' setup checklist first (issue 12), then the people card, celebrations after the leave cards
    homeCards.contribute({
      order: 0,
      levels: ["admin"],
      component: () => import("./home/SetupChecklistCard/index.js"),
    }),
    homeCards.contribute({ order: 10, component: () => import("./home/PeopleHomeCard/index.js") }),
    homeCards.contribute({ order: 50, component: () => import("./home/CelebrationsHomeCard/index.js") }),
    // the people search in every page's header ("/" or Ctrl/Cmd+K)
    headerTools.contribute({ component: () => import("./home/PeopleSearch/index.js") }),
  ],
  messages: async (locale: Locale) => ({
    ...(await structureMessages(locale)),
    ...(await workersMessages(locale)),
    ...(await homeMessages(locale)),
  }),
});
