import type { Locale, WebNavItem, WebPage } from "../../../../web/modules.js";

/** Company structure pages (spec §2): filled in by the structure pages. */
export const structurePages: WebPage[] = [];
export const structureNav: WebNavItem[] = [];
export async function structureMessages(_locale: Locale): Promise<Record<string, string>> {
  return {};
}
