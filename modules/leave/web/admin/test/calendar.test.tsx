// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useMockApi, renderPage, sessionView } from "@web/kit/testing";
import TeamCalendarPage from "../pages/TeamCalendar/index.js";
import { mockBasics } from "./fixtures.js";

const server = useMockApi();

beforeEach(() => {
  // only the clock: msw and the testing library keep their real timers
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-12-10T12:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

function mockCalendar() {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get("*/api/companies/c1/leave/calendar", ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json({
        from: query.get("from"),
        to: query.get("to"),
        leaves: [
          {
            id: "r1",
            userId: "u2",
            name: "Bruno Souza",
            leaveTypeId: "t1",
            startDate: "2026-12-07",
            endDate: "2026-12-09",
            status: "approved",
          },
          {
            id: "r2",
            userId: "u1",
            name: "Ana Admin",
            leaveTypeId: "t1",
            startDate: "2026-12-15",
            endDate: "2026-12-15",
            status: "denied",
          },
          // a colleague's leave as a requester receives it: no type
          {
            id: "r3",
            userId: "u9",
            name: "Carla Dias",
            startDate: "2026-12-16",
            endDate: "2026-12-16",
            status: "approved",
          },
        ],
        holidays: [{ date: "2026-12-25", name: "Natal", source: "public" }],
        lockedDates: [{ id: "l1", startDate: "2026-12-28", endDate: "2026-12-31" }],
      });
    }),
  );
  return queries;
}

const cell = (day: string) => document.querySelector<HTMLElement>(`[data-day="${day}"]`)!;

describe("team calendar", () => {
  it("shows a leave on each of its days in the type's color, holidays and locked dates; denied leaves are left out", async () => {
    mockBasics(server);
    const queries = mockCalendar();
    await renderPage(<TeamCalendarPage />, { path: "/team-calendar", session: sessionView() });
    const grid = await screen.findByRole("grid", { name: "December 2026" });
    await waitFor(() => expect(within(cell("2026-12-07")).queryByText(/Bruno Souza/)).toBeTruthy());
    for (const day of ["2026-12-07", "2026-12-08", "2026-12-09"]) {
      const chip = within(cell(day)).getByText(/Bruno Souza · Vacation/);
      expect(chip.getAttribute("style")).toMatch(/#2e7d32|rgb\(46, 125, 50\)/);
    }
    expect(within(cell("2026-12-06")).queryByText(/Bruno Souza/)).toBeNull();
    expect(within(cell("2026-12-10")).queryByText(/Bruno Souza/)).toBeNull();
    expect(within(cell("2026-12-15")).queryByText(/Ana Admin/)).toBeNull();
    // the name comes with the calendar's data (no worker list needed); a leave without its type shows as away
    expect(within(cell("2026-12-16")).getByText("Carla Dias · Away").getAttribute("style")).toMatch(
      /#5c6478|rgb\(92, 100, 120\)/,
    );
    expect(cell("2026-12-25").textContent).toContain("Natal");
    expect(cell("2026-12-29").textContent).toContain("Locked date");
    // the month grid from the Sunday before the 1st (Nov 29) to the Saturday after the 31st (Jan 2)
    expect(within(grid).getAllByRole("gridcell")[0]!.getAttribute("data-day")).toBe("2026-11-29");
    expect(queries[0]!.get("from")).toBe("2026-11-29");
    expect(queries[0]!.get("to")).toBe("2027-01-02");
    expect(queries[0]!.get("scope")).toBe("company");
  });

  it("starts weeks on Sunday in Spanish, with names and dates in Spanish", async () => {
    mockBasics(server);
    mockCalendar();
    await renderPage(<TeamCalendarPage />, { path: "/team-calendar", locale: "es", session: sessionView() });
    const grid = await screen.findByRole("grid", { name: /diciembre de 2026/ });
    const headers = within(grid).getAllByRole("columnheader");
    expect(headers[0]!.textContent).toMatch(/^dom/);
    expect(headers[6]!.textContent).toMatch(/^sáb/);
    const first = within(grid).getAllByRole("gridcell")[0]!;
    expect(first.getAttribute("data-day")).toBe("2026-11-29");
    expect(first.textContent).toContain("domingo");
    await waitFor(() => expect(within(cell("2026-12-08")).queryByText(/Bruno Souza · Vacaciones/)).toBeTruthy());

    // the week view also starts on Sunday
    fireEvent.click(screen.getByRole("tab", { name: "Semana" }));
    const week = await screen.findByRole("grid");
    const days = within(week)
      .getAllByRole("gridcell")
      .map((c) => c.getAttribute("data-day"));
    expect(days).toEqual([
      "2026-12-06",
      "2026-12-07",
      "2026-12-08",
      "2026-12-09",
      "2026-12-10",
      "2026-12-11",
      "2026-12-12",
    ]);
  });

  it("moves between days with the arrow keys (one day in the tab order)", async () => {
    mockBasics(server);
    mockCalendar();
    await renderPage(<TeamCalendarPage />, { path: "/team-calendar", session: sessionView() });
    await screen.findByRole("grid", { name: "December 2026" });
    const today = cell("2026-12-10");
    expect(today.tabIndex).toBe(0);
    expect(today.getAttribute("aria-current")).toBe("date");
    expect(cell("2026-12-11").tabIndex).toBe(-1);
    today.focus();
    fireEvent.keyDown(today, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-12-11")));
    fireEvent.keyDown(cell("2026-12-11"), { key: "ArrowDown" });
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-12-18")));
    fireEvent.keyDown(cell("2026-12-18"), { key: "Home" });
    await waitFor(() => expect(document.activeElement).toBe(cell("2026-12-13")));
    expect(cell("2026-12-13").tabIndex).toBe(0);
    expect(cell("2026-12-10").tabIndex).toBe(-1);
  });
});
