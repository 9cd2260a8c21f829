// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, sessionView, useMockApi } from "@web/kit/testing";
import AwayHomeCard from "../home/AwayHomeCard/index.js";
import HolidaysHomeCard from "../home/HolidaysHomeCard/index.js";

const server = useMockApi();

/** A company on Kiritimati (UTC+14): at 12:00 UTC on 10 March it is already 11 March there. */
const session = () => {
  const view = sessionView();
  view.companies = view.companies.map((c) => ({ ...c, timeZone: "Pacific/Kiritimati" }));
  return view;
};

describe("home cards count days in the company's time zone", () => {
  afterEach(() => vi.useRealTimers());

  it("asks who is out from the company's today, not the device's or UTC's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-10T12:00:00Z"));
    const asked: string[] = [];
    server.use(
      http.get("*/api/companies/c1/leave/calendar", ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get("from")}..${url.searchParams.get("to")}`);
        return HttpResponse.json({
          from: url.searchParams.get("from"),
          to: url.searchParams.get("to"),
          leaves: [
            // ended on the device's (UTC) day: not out on the company's today
            {
              id: "l1",
              userId: "u2",
              name: "Bruno Souza",
              startDate: "2030-03-09",
              endDate: "2030-03-10",
              status: "approved",
            },
            {
              id: "l2",
              userId: "u3",
              name: "Carla Dias",
              startDate: "2030-03-11",
              endDate: "2030-03-12",
              status: "approved",
            },
          ],
          holidays: [],
        });
      }),
    );
    await renderPage(<AwayHomeCard />, { path: "/", session: session() });
    expect(await screen.findByText("Carla Dias", { exact: false })).toBeTruthy();
    expect(asked).toEqual(["2030-03-11..2030-03-17"]);
    expect(screen.queryByText("Bruno Souza", { exact: false })).toBeNull();
  });

  it("lists holidays from the company's today", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-10T12:00:00Z"));
    server.use(
      http.get("*/api/companies/c1/holidays/br", ({ request }) =>
        HttpResponse.json({
          countryId: "br",
          items:
            new URL(request.url).searchParams.get("year") === "2030"
              ? [
                  { date: "2030-03-10", name: "Yesterday's feast", source: "company" },
                  { date: "2030-03-11", name: "Today's feast", source: "company" },
                ]
              : [],
        }),
      ),
    );
    await renderPage(<HolidaysHomeCard />, { path: "/", session: session() });
    expect(await screen.findByText("Today's feast")).toBeTruthy();
    expect(screen.queryByText("Yesterday's feast")).toBeNull();
  });
});
