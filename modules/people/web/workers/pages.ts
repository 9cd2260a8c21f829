import type { Locale, WebNavItem, WebPage } from "../../../../web/modules.js";

/** Worker pages (spec §2): filled in by the worker pages. */
export const workersPages: WebPage[] = [];
export const workersNav: WebNavItem[] = [];
export async function workersMessages(_locale: Locale): Promise<Record<string, string>> {
  return {};
}
