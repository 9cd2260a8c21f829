/**
 * The web side of a module (ARCHITECTURE "A module"): the pages it adds to
 * the app's routes and the components it puts in other screens' slots.
 * Components are lazy imports, so the bundle loads only what a page needs.
 * The app shows a module's pages and slots only when
 * `GET /api/companies/:companyId/modules` says the tenant has the module.
 */
export type Level = "admin" | "revisor" | "requester";

export interface WebPage {
  /** Path inside the main layout, e.g. `/leave/requests/:id`. */
  path: string;
  /** Levels allowed (spec §2); absent means every signed-in level. */
  levels?: Level[];
  /** Barred while the user is on first access (spec §2 guards). */
  blockedOnFirstAccess?: boolean;
  component: () => Promise<{ default: unknown }>;
}

export interface WebSlot {
  /** A named place another screen offers, e.g. `employee.profile.tabs`. */
  slot: string;
  /** Smaller first. @default 0 */
  order?: number;
  levels?: Level[];
  component: () => Promise<{ default: unknown }>;
}

export interface WebModuleDefinition {
  /** The same id as the server module. */
  id: string;
  pages?: WebPage[];
  slots?: WebSlot[];
}

/** Declares a web module. @example export const leaveWeb = defineWebModule({ id: "leave", pages: [...] }) */
export function defineWebModule<T extends WebModuleDefinition>(definition: T): T {
  return definition;
}
