/**
 * The web side of a module (ARCHITECTURE "A module"): the pages it adds to the app's routes, its navigation
 * entries, the components it puts in other screens' slots and its messages. Components and messages are lazy
 * imports, so the bundle loads only what a page needs. The app shows a module's pages, navigation and slots
 * only when `GET /api/companies/:companyId/modules` says the tenant has the module.
 */
import type { ComponentType } from "react";

export type Level = "admin" | "revisor" | "requester";
export type Locale = "en" | "pt-BR" | "es";
export type Plan = "starter" | "flash" | "enterprise" | "premium";

/** What a lazy page or slot module exports: a React component as `default`. */
export type LazyComponent = () => Promise<{ default: ComponentType }>;

export interface WebPage {
  /** Path without the locale prefix, wouter syntax, e.g. `/workers/:id` or `/employee-profile/:id?`. */
  path: string;
  /**
   * `main` (the default): inside the main layout, for signed-in people. `public`: anyone, signed in or not
   * (spec §2 public routes such as /termination-survey).
   * @default "main"
   */
  access?: "main" | "public";
  /** Levels allowed (spec §2); absent means every signed-in level. */
  levels?: Level[];
  /** Plans that include the page (spec §2: the vacation planner and overtime need premium); absent = all. */
  plans?: Plan[];
  /** Only the platform founder. */
  founderOnly?: boolean;
  /** Barred while the user is on first access (spec §2 guards). */
  blockedOnFirstAccess?: boolean;
  component: LazyComponent;
}

export interface WebNavItem {
  /** Where the entry leads (a page path without parameters). */
  path: string;
  /** Message id of the label, from the shell's or the module's messages. */
  label: string;
  /** Smaller first. @default 100 */
  order?: number;
  levels?: Level[];
  plans?: Plan[];
}

export interface WebSlot {
  /** A named place another screen offers, e.g. `employee.profile.tabs`. */
  slot: string;
  /** Smaller first. @default 0 */
  order?: number;
  levels?: Level[];
  component: LazyComponent;
}

export interface WebModuleDefinition {
  /** The same id as the server module. */
  id: string;
  pages?: WebPage[];
  nav?: WebNavItem[];
  slots?: WebSlot[];
  /**
   * The module's messages in one language (ids namespaced by the module id, e.g. `people.workers.title`). Every
   * language must have the same ids: web/src/i18n/messages.test.ts checks it.
   */
  messages?: (locale: Locale) => Promise<Record<string, string>>;
}

/** Declares a web module. @example export const leaveWeb = defineWebModule({ id: "leave", pages: [...] }) */
export function defineWebModule<T extends WebModuleDefinition>(definition: T): T {
  return definition;
}
