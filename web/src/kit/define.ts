/**
 * `@web/kit/define`: what a module's web definition needs (modules/<id>/web/index.ts and the page lists it
 * imports): `defineWebModule`, the page and navigation types, and the slots. The registry loads these files with
 * the app's first chunk, so they import only this light entry: importing `@web/kit` there would put every
 * component of the kit into the first visit's JavaScript (bench:web). Pages and components use `@web/kit`.
 */
export {
  defineWebModule,
  NAV_GROUPS,
  type LazyComponent,
  type Level,
  type Locale,
  type NavGroup,
  type NavIcon,
  type PageNav,
  type Plan,
  type WebModuleDefinition,
  type WebPage,
} from "../../modules.js";
export { defineSlot, type Slot, type SlotContribution, type WebSlot } from "./slot.js";
export { employeeProfileTabs, headerTools, homeCards } from "./slots.js";
