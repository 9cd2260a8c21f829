import { type Locale, type WebPage } from "@web/kit/define";

/**
 * Company structure pages (spec §2): /company with its departments, offices and roles (every level reads, admins and
 * managers write), /general-roles and /company-edit (admin, revisor), the org chart at /workforcechart ("the product
 * name plus chart"; admin, revisor) and the workers import (admin). /workers/import is listed here, before the worker
 * pages, so it is matched before /workers/:id (wouter's Switch takes the first match).
 */
export const structurePages: WebPage[] = [
  {
    path: "/company",
    nav: { label: "nav.company", group: "company", icon: "company", order: 20 },
    component: () => import("./pages/Company/index.js"),
  },
  { path: "/company/departments", component: () => import("./pages/Departments/index.js") },
  { path: "/company/departments/:id", component: () => import("./pages/Department/index.js") },
  { path: "/company/offices", component: () => import("./pages/Offices/index.js") },
  { path: "/company/offices/:id", component: () => import("./pages/Office/index.js") },
  { path: "/company/roles", component: () => import("./pages/Roles/index.js") },
  { path: "/company/roles/:id", component: () => import("./pages/Role/index.js") },
  {
    path: "/general-roles",
    nav: { label: "nav.generalRoles", group: "company", icon: "list", order: 22 },
    levels: ["admin", "revisor"],
    component: () => import("./pages/GeneralRoles/index.js"),
  },
  {
    path: "/company-edit",
    nav: { label: "nav.companyEdit", group: "settings", icon: "settings", order: 24 },
    levels: ["admin", "revisor"],
    component: () => import("./pages/CompanyEdit/index.js"),
  },
  {
    path: "/workforcechart",
    nav: { label: "nav.orgChart", group: "company", icon: "chart", order: 30 },
    levels: ["admin", "revisor"],
    component: () => import("./pages/OrgChart/index.js"),
  },
  {
    path: "/workers/import",
    nav: { label: "people.import.nav", group: "team", icon: "upload", order: 32 },
    levels: ["admin"],
    component: () => import("./pages/WorkersImport/index.js"),
  },
];

const MESSAGES: Record<Locale, () => Promise<Record<string, string>>> = {
  en: async () => (await import("./messages/en.js")).en,
  "pt-BR": async () => (await import("./messages/pt-BR.js")).ptBR,
  es: async () => (await import("./messages/es.js")).es,
};

/** The structure pages' messages in one language (only that language is downloaded). */
export async function structureMessages(locale: Locale): Promise<Record<string, string>> {
  return MESSAGES[locale]();
}
