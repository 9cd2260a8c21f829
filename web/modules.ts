/**
 * The web side of a module (ARCHITECTURE "A module"): the pages it adds to the app's routes (each with its
 * navigation entry), the components it puts in other screens' slots and its messages. Components and messages are lazy
 * imports, so the bundle loads only what a page needs. The app shows a module's pages, navigation and slots
 * only when `GET /api/companies/:companyId/modules` says the tenant has the module.
 */
import type { ComponentType } from "react";
import type { WebSlot } from "./src/kit/slot.js";

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
  /**
   * The plan table's feature behind the page (tenants/plans: `vacation-planner`, `clock.overtime`): when given, the
   * company's plan features decide (the founder edits which plans have it) and `plans` is only the fallback.
   */
  planFeature?: string;
  /** Only the platform founder. */
  founderOnly?: boolean;
  /**
   * A page of the platform side (the founder area) that a module adds: not limited to the companies that have the
   * module (the founder usually has no company), and its navigation entry shows to the founder only. The page's own
   * API decides who may use it (people the founder names, such as support agents, reach it by a link).
   */
  platform?: boolean;
  /** Barred while the user is on first access (spec §2 guards). */
  blockedOnFirstAccess?: boolean;
  /** The page's entry in the main navigation; absent: the page is reached from other pages only. */
  nav?: PageNav;
  component: LazyComponent;
}

/** The navigation's groups, in this order (spec §2 menus, regrouped): one's own, one's team, the company, the platform (founder only), settings. */
export const NAV_GROUPS = ["me", "team", "company", "platform", "settings"] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** The icons the navigation draws (web/src/layout/nav-icons.ts). */
export type NavIcon =
  | "home"
  | "person"
  | "people"
  | "company"
  | "chart"
  | "calendar"
  | "inbox"
  | "list"
  | "balance"
  | "money"
  | "holiday"
  | "lock"
  | "settings"
  | "upload"
  | "plan";

/**
 * A page's own navigation entry. Where it leads, and who sees it (levels, plans, the module), come from the page, so
 * they are written once. A path with parameters leads to itself without its optional ones (`/employee-profile/:id?`
 * -> `/employee-profile`); a page whose path has a required parameter has no entry.
 */
export interface PageNav {
  /** Message id of the label, from the shell's or the module's messages. */
  label: string;
  group: NavGroup;
  icon?: NavIcon;
  /** Smaller first within the group. @default 100 */
  order?: number;
  /**
   * A small live count drawn after the label (unread messages), loaded with the navigation. The component keeps
   * itself current (realtime) and puts its count into the link's accessible name (visually hidden text).
   */
  badge?: LazyComponent;
}

export type { WebSlot };

export interface WebModuleDefinition {
  /** The same id as the server module. */
  id: string;
  /** Its pages, each with its navigation entry (`nav`). */
  pages?: WebPage[];
  /** What it puts in other screens' slots: `someSlot.contribute({...})` (web/src/kit/slots.ts). */
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
