import { describe, expect, it } from "vitest";
import type { Session, SessionView } from "../auth/session.js";
import { sessionView } from "../testing/session.js";
import { decide, type EnabledModules } from "./guard.js";
import { shellRoutes, type AppRoute } from "./routes.js";

const component = async () => ({ default: () => null });
const route = (overrides: Partial<AppRoute> = {}): AppRoute => ({
  path: "/somewhere",
  access: "main",
  component,
  ...overrides,
});

const loading: Session = { status: "loading", view: null, company: null, level: null };
const nobody: Session = { status: "no-logged", view: null, company: null, level: null };
function signedIn(
  options: { level?: Session["level"]; plan?: "starter" | "premium"; user?: Partial<SessionView["user"]> } = {},
) {
  const view = sessionView();
  view.user = { ...view.user, ...options.user };
  const company = { ...view.companies[0]!, plan: options.plan ?? "starter" };
  view.companies = [company];
  return { status: "logged", view, company, level: options.level ?? "admin" } satisfies Session;
}
const modules: EnabledModules = new Set(["people"]);

describe("route guards (spec §2)", () => {
  it("public routes render for anyone, even while the session loads", () => {
    const open = route({ path: "/action", access: "public" });
    for (const session of [loading, nobody, signedIn()]) {
      expect(decide(open, session, modules, "/action?mode=verifyEmail")).toEqual({ kind: "render" });
    }
  });

  it("waits for the session on guest and main routes", () => {
    expect(decide(route({ access: "guest" }), loading, modules, "/login")).toEqual({ kind: "wait" });
    expect(decide(route(), loading, modules, "/somewhere")).toEqual({ kind: "wait" });
  });

  it("guest routes (login, signup, auth) render for nobody and send a signed-in person home", () => {
    const guest = route({ path: "/signup", access: "guest" });
    expect(decide(guest, nobody, modules, "/signup")).toEqual({ kind: "render" });
    expect(decide(guest, signedIn(), modules, "/signup")).toEqual({ kind: "redirect", to: "/" });
  });

  it("sends an unauthenticated person to login, with where they were going", () => {
    expect(decide(route(), nobody, modules, "/workers/42?tab=profile")).toEqual({
      kind: "redirect",
      to: "/login?next=%2Fworkers%2F42%3Ftab%3Dprofile",
    });
    // from the home page, plain login
    expect(decide(route({ path: "/" }), nobody, modules, "/")).toEqual({ kind: "redirect", to: "/login" });
  });

  it("bars routes that disallow first access to a person on first access", () => {
    const barred = route({ path: "/change-password", blockedOnFirstAccess: true });
    expect(decide(barred, signedIn({ user: { firstAccess: true } }), modules, "/change-password")).toEqual({
      kind: "not-found",
    });
    expect(decide(barred, signedIn(), modules, "/change-password")).toEqual({ kind: "render" });
    // other routes stay open on first access
    expect(decide(route(), signedIn({ user: { firstAccess: true } }), modules, "/somewhere")).toEqual({
      kind: "render",
    });
  });

  it("a level not in the route's list is not found", () => {
    const managers = route({ path: "/hiring", levels: ["admin", "revisor"] });
    expect(decide(managers, signedIn({ level: "requester" }), modules, "/hiring")).toEqual({ kind: "not-found" });
    expect(decide(managers, signedIn({ level: "revisor" }), modules, "/hiring")).toEqual({ kind: "render" });
    expect(decide(managers, { ...signedIn(), level: null }, modules, "/hiring")).toEqual({ kind: "not-found" });
  });

  it("founder-only routes are not found for anyone else", () => {
    const founder = route({ path: "/change-plan", founderOnly: true });
    expect(decide(founder, signedIn(), modules, "/change-plan")).toEqual({ kind: "not-found" });
    expect(decide(founder, signedIn({ user: { isFounder: true } }), modules, "/change-plan")).toEqual({
      kind: "render",
    });
  });

  it("/contract: a company's admins and the founder, whatever their level; no other level", () => {
    const contract = shellRoutes.find((r) => r.path === "/contract")!;
    expect(decide(contract, signedIn({ level: "admin" }), modules, "/contract")).toEqual({ kind: "render" });
    for (const level of ["revisor", "requester"] as const)
      expect(decide(contract, signedIn({ level }), modules, "/contract")).toEqual({ kind: "not-found" });
    const founder = { ...signedIn({ user: { isFounder: true } }), company: null, level: null };
    expect(decide(contract, founder, modules, "/contract")).toEqual({ kind: "render" });
  });

  it("plan routes are not found for companies on another plan", () => {
    const premium = route({ path: "/overtime", plans: ["premium"] });
    expect(decide(premium, signedIn({ plan: "starter" }), modules, "/overtime")).toEqual({ kind: "not-found" });
    expect(decide(premium, signedIn({ plan: "premium" }), modules, "/overtime")).toEqual({ kind: "render" });
    expect(decide(premium, { ...signedIn(), company: null }, modules, "/overtime")).toEqual({ kind: "not-found" });
  });

  it("a module's routes wait for the module list, then show only when the company has the module", () => {
    const people = route({ path: "/workers", moduleId: "people" });
    expect(decide(people, signedIn(), undefined, "/workers")).toEqual({ kind: "wait" });
    expect(decide(people, signedIn(), new Set(["people"]), "/workers")).toEqual({ kind: "render" });
    expect(decide(people, signedIn(), new Set(["leave"]), "/workers")).toEqual({ kind: "not-found" });
    // shell routes do not wait for the module list
    expect(decide(route(), signedIn(), undefined, "/somewhere")).toEqual({ kind: "render" });
  });

  it("a module's platform page does not wait for a company's modules (the founder has no company)", () => {
    const inbox = route({ path: "/support/inbox", moduleId: "support", platform: true });
    expect(
      decide(inbox, { ...signedIn({ user: { isFounder: true } }), company: null }, undefined, "/support/inbox"),
    ).toEqual({
      kind: "render",
    });
    expect(decide(inbox, signedIn(), new Set(["leave"]), "/support/inbox")).toEqual({ kind: "render" });
  });

  it("checks are made in order: first access before level before module", () => {
    const all = route({ blockedOnFirstAccess: true, levels: ["admin"], moduleId: "people" });
    expect(decide(all, signedIn({ user: { firstAccess: true } }), undefined, "/x")).toEqual({ kind: "not-found" });
    expect(decide(all, signedIn({ level: "requester" }), undefined, "/x")).toEqual({ kind: "not-found" });
    expect(decide(all, signedIn(), undefined, "/x")).toEqual({ kind: "wait" });
  });

  it("the shell's account pages have the spec's access", () => {
    const access = Object.fromEntries(shellRoutes.map((r) => [r.path, r.access]));
    expect(access).toMatchObject({
      "/login": "guest",
      "/auth": "guest",
      "/signup": "guest",
      "/forgot-password": "guest",
      "/action": "public",
      "/first-access": "public",
      "/": "main",
      "/settings": "main",
      "/change-password": "main",
    });
    expect(shellRoutes.find((r) => r.path === "/change-password")?.blockedOnFirstAccess).toBe(true);
  });
});
