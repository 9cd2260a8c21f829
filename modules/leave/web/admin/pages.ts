import type { Locale, WebNavItem, WebPage } from "../../../../web/modules.js";

/** The leaders' and admins' leave pages (placeholder until the admin pages land). */
export const adminPages: WebPage[] = [];

export const adminNav: WebNavItem[] = [];

/** The admin pages' messages in one language. */
export async function adminMessages(_locale: Locale): Promise<Record<string, string>> {
  return {};
}
