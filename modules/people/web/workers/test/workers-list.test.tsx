// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMockApi, renderPage, sessionView, type } from "@web/kit/testing";
import WorkersPage from "../WorkersPage/index.js";

const server = useMockApi();

const names = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Felipe", "Gabriela"];
const everyone = Array.from({ length: 27 }, (_, i) => ({
  id: `w${i}`,
  userId: `u${i}`,
  email: `${names[i % names.length]!.toLowerCase()}.${i}@example.com`,
  name: names[i % names.length]!,
  lastName: `Silva ${i}`,
  referenceWorkerId: null,
  schedule: { type: "regular", days: {} },
  status: "active",
  departmentId: "d1",
  roleId: "r1",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  ...(i === 0 ? { avatar: { src: "/api/companies/c1/workers/w0/avatar?v=1", path: "p", size: 1, name: "a.png" } } : {}),
}));

/** The API: structure lists and a workers list that searches and pages; every workers query is recorded. */
function mockApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get("*/api/companies/c1/departments", () =>
      HttpResponse.json({ items: [{ id: "d1", name: "Kitchen", createdAt: "", updatedAt: "" }], total: 1 }),
    ),
    http.get("*/api/companies/c1/offices", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/roles", () =>
      HttpResponse.json({
        items: [{ id: "r1", name: "Barista", levelAccess: "requester", createdAt: "", updatedAt: "" }],
        total: 1,
      }),
    ),
    http.get("*/api/companies/c1/company", () =>
      HttpResponse.json({
        id: "c1",
        name: "Acme",
        countryId: "br",
        settings: {},
        customFields: [],
        workerExtraFields: [],
        customFieldValues: {},
      }),
    ),
    http.get("*/api/companies/c1/workers", ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const q = (query.get("q") ?? "").toLowerCase();
      const found = everyone.filter((w) => !q || w.name.toLowerCase().includes(q) || w.email.includes(q));
      const skip = Number(query.get("skip"));
      const limit = Number(query.get("limit"));
      return HttpResponse.json({ items: found.slice(skip, skip + limit), total: found.length });
    }),
  );
  return queries;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("workers list", () => {
  it("pages by 20 by default, then 5 or 50, with the thumbnails' sized path", async () => {
    const queries = mockApi();
    await renderPage(<WorkersPage />, { path: "/workers", session: sessionView() });
    await screen.findByText("Ana Silva 0");
    expect(queries.at(-1)!.get("limit")).toBe("20");
    expect(queries.at(-1)!.get("skip")).toBe("0");
    expect(queries.at(-1)!.get("status")).toBe("active");
    expect(screen.getByText("1–20 of 27")).toBeTruthy();
    // spec §7: the 50x50 variant first
    const img = document.querySelector("img")!;
    expect(img.getAttribute("src")).toBe("/api/companies/c1/workers/w0/avatar?v=1&variant=50x50");
    fireEvent.error(img);
    expect(document.querySelector("img")!.getAttribute("src")).toBe("/api/companies/c1/workers/w0/avatar?v=1");

    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("21–27 of 27");
    expect(queries.at(-1)!.get("skip")).toBe("20");

    fireEvent.click(screen.getByRole("button", { name: /Rows per page/ }));
    fireEvent.click(screen.getByRole("option", { name: "5" }));
    await screen.findByText("1–5 of 27");
    expect(queries.at(-1)!.get("limit")).toBe("5");
    expect(queries.at(-1)!.get("skip")).toBe("0");
  });

  it("searches 300 ms after typing pauses, from the first page", async () => {
    const queries = mockApi();
    await renderPage(<WorkersPage />, { path: "/workers", session: sessionView() });
    await screen.findByText("Ana Silva 0");
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("21–27 of 27");

    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const before = queries.length;
    type("Search by name or email", "bru");
    await act(() => vi.advanceTimersByTimeAsync(200));
    type("Search by name or email", "bruno");
    await act(() => vi.advanceTimersByTimeAsync(299));
    // still typing: nothing asked yet
    expect(queries.slice(before).some((q) => q.has("q"))).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // the answer arrives through the data cache's own timers, faked too: let them run
    for (let i = 0; i < 50 && !screen.queryByText("1–4 of 4"); i++) await act(() => vi.advanceTimersByTimeAsync(10));
    vi.useRealTimers();
    await screen.findByText("1–4 of 4");
    const searches = queries.slice(before).filter((q) => q.has("q"));
    expect(searches.map((q) => [q.get("q"), q.get("skip")])).toEqual([["bruno", "0"]]);
  });

  it("shows employees the people directory: one card per person, paged, with no table (issue 12)", async () => {
    const queries = mockApi();
    await renderPage(<WorkersPage />, { path: "/workers", session: sessionView({ levels: ["requester"] }) });
    const directory = await screen.findByRole("list", { name: "People directory" });
    await screen.findByText("Ana Silva 0");
    expect(directory.querySelectorAll("li")).toHaveLength(20);
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.getByRole("link", { name: "ana.0@example.com" }).getAttribute("href")).toBe(
      "mailto:ana.0@example.com",
    );
    expect(screen.getByRole("link", { name: "Ana Silva 0" }).getAttribute("href")).toBe("/employee-profile/w0");
    expect(screen.getAllByText("Barista · Kitchen").length).toBeGreaterThan(0);
    expect(screen.queryByRole("button", { name: "Add worker" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next page" }));
    await screen.findByText("21–27 of 27");
    expect(queries.at(-1)!.get("skip")).toBe("20");
  });
});
