import { defineSlot } from "./slot.js";

/**
 * The slots screens offer today, in one place modules can import (through `@web/kit`). Adding a slot: declare it
 * here with the props its screen passes, render `<SlotHost slot={...} props={...} />` on the screen, and list it in
 * web/README.md.
 */

/** The home page's cards (web/src/pages/Home); no props. */
export const homeCards = defineSlot("home.cards");

/**
 * Tools in the signed-in layout's header, on every page (web/src/layout/MainLayout): the people search (issue 12).
 * No props; keep them compact (the header is one line at 390 px).
 */
export const headerTools = defineSlot("header.tools");

/**
 * The tabs of a worker's profile (people: /workers/:id and one's own /employee-profile) after the profile's own;
 * a contribution's `label` is the tab's title. `workerId` is the worker record, `userId` their user account.
 */
export const employeeProfileTabs = defineSlot<{ workerId: string; userId: string }>("employee.profile.tabs");
