// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { webModules } from "../../../../modules/web.js";
import { slotsFor } from "../../app/SlotHost.js";
import { useMockApi } from "../../testing/msw.js";
import { renderPage, sessionView } from "../../testing/render.js";
import Home from "./index.js";

const server = useMockApi();

function answerModules(enabled: boolean) {
  server.use(
    http.get("*/api/companies/c1/modules", () =>
      HttpResponse.json({ modules: [{ id: "people", enabled, ...(enabled ? {} : { reason: "disabled" }) }] }),
    ),
  );
}

describe("home page slots (home.cards)", () => {
  it("shows the people card with the active headcount to an admin", async () => {
    answerModules(true);
    let query = "";
    server.use(
      http.get("*/api/companies/c1/workers", ({ request }) => {
        query = new URL(request.url).search;
        return HttpResponse.json({ items: [], total: 30 });
      }),
    );
    await renderPage(<Home />, { session: sessionView() });
    expect(await screen.findByText("30 active workers")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See workers" }).getAttribute("href")).toBe("/workers");
    expect(query).toContain("status=active");
  });

  it("offers an employee their own profile, without listing workers", async () => {
    answerModules(true);
    await renderPage(<Home />, { session: sessionView({ levels: ["requester"] }) });
    expect((await screen.findByRole("link", { name: "My profile" })).getAttribute("href")).toBe("/employee-profile");
    expect(screen.queryByText(/active worker/)).toBeNull();
  });

  it("shows no card of a module the company does not have", async () => {
    answerModules(false);
    await renderPage(<Home />, { session: sessionView() });
    expect(await screen.findByText("Hello, Ana Admin")).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("heading", { name: "People" })).toBeNull();
  });
});

describe("slotsFor", () => {
  it("keeps the slots of enabled modules and allowed levels, smaller order first", () => {
    const load = async () => ({ default: () => null });
    const modules = [
      { id: "a", slots: [{ slot: "home.cards", order: 5, component: load }] },
      { id: "b", slots: [{ slot: "home.cards", order: 1, levels: ["admin" as const], component: load }] },
      { id: "c", slots: [{ slot: "home.cards", component: load }] },
      { id: "d", slots: [{ slot: "other", component: load }] },
    ];
    const enabled = new Set(["a", "b", "d"]);
    expect(slotsFor("home.cards", { modules, enabled, level: "admin" }).map((s) => s.order)).toEqual([1, 5]);
    expect(slotsFor("home.cards", { modules, enabled, level: "requester" }).map((s) => s.order)).toEqual([5]);
    expect(slotsFor("home.cards", { modules, enabled: undefined, level: "admin" })).toEqual([]);
  });

  it("the people module declares its home card", () => {
    const people = webModules.find((m) => m.id === "people");
    expect(people?.slots?.map((s) => s.slot)).toContain("home.cards");
  });
});
