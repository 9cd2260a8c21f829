// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import type { Locale } from "@web/kit/define";
import { press, renderPage, sessionView, useMockApi } from "@web/kit/testing";
import type { TimeSheetReport } from "../../contract/overtime.js";
import TimeSheetPage, { PEOPLE_PER_STEP } from "../pages/TimeSheet/index.js";

const server = useMockApi();

/** A company's report of `n` people, each with one day: a start at 11:00 UTC and an end added by a correction. */
function reportOf(n: number): TimeSheetReport {
  const people: TimeSheetReport["people"] = [];
  for (let i = 0; i < n; i++)
    people.push({
      userId: `u${i}`,
      name: `Pessoa ${String(i).padStart(3, "0")}`,
      days: [
        {
          day: "2030-01-14",
          kind: "weekday",
          punches: [
            { status: "start", at: "2030-01-14T11:00:00.000Z" },
            { status: "end", at: "2030-01-14T20:30:00.000Z", correction: true },
          ],
          workedMinutes: 570,
          expectedMinutes: 480,
          overtimeMinutes: 90,
          undertimeMinutes: 0,
          bankMinutes: 90,
          incomplete: false,
        },
      ],
      totals: { workedMinutes: 570, expectedMinutes: 480, overtimeMinutes: 90, undertimeMinutes: 0, bankMinutes: 90 },
    });
  return { from: "2030-01-01", to: "2030-01-31", closed: false, people };
}

function mockReport(report: TimeSheetReport) {
  server.use(
    http.get("*/api/companies/c1/departments", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/offices", () => HttpResponse.json({ items: [], total: 0 })),
    http.post("*/api/companies/c1/clock/time-sheet-report", () => HttpResponse.json(report)),
  );
}

const tables = () => screen.queryAllByRole("region").filter((r) => r.getAttribute("aria-label")?.startsWith("Pessoa"));

async function show(locale: Locale, n: number) {
  mockReport(reportOf(n));
  await renderPage(<TimeSheetPage />, {
    path: "/clock/time-sheet",
    locale,
    session: sessionView({ levels: ["admin"] }),
  });
  press({ en: "Show", "pt-BR": "Exibir", es: "Mostrar" }[locale]);
  await waitFor(() => expect(tables().length).toBeGreaterThan(0));
}

describe("the time sheet on screen", () => {
  it("draws the first people of a large report and more on request; the files hold everyone", async () => {
    await show("en", 60);
    expect(screen.getByRole("heading", { name: "60 people", level: 2 })).toBeTruthy();
    expect(tables()).toHaveLength(PEOPLE_PER_STEP);
    expect(screen.getByText(`Showing ${PEOPLE_PER_STEP} of 60. The Excel and PDF files hold everyone.`)).toBeTruthy();
    press("Show 25 more people");
    await waitFor(() => expect(tables()).toHaveLength(2 * PEOPLE_PER_STEP));
    press("Show 10 more people");
    await waitFor(() => expect(tables()).toHaveLength(60));
    expect(screen.queryByRole("button", { name: /more/ })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it("shows punch times in the company's time zone (São Paulo), whatever the device's", async () => {
    await show("en", 6);
    // 11:00 and 20:30 UTC are 08:00 and 17:30 in São Paulo; the correction's punch is starred
    const first = tables()[0]!;
    expect(first.textContent).toMatch(/08:00 AM 05:30 PM\*|08:00 17:30\*/);
    expect(screen.queryByRole("button", { name: /more/ })).toBeNull();
  });

  it.each([
    ["pt-BR", "Mostrar mais 5 pessoas", "Mostrando 25 de 30. Os arquivos Excel e PDF trazem todos."],
    ["es", "Mostrar 5 personas más", "Mostrando 25 de 30. Los archivos Excel y PDF incluyen a todos."],
  ] as const)("says so in %s", async (locale, more, shown) => {
    await show(locale, 30);
    expect(screen.getByText(shown)).toBeTruthy();
    expect(tables()[0]!.textContent).toContain("08:00 17:30*");
    press(more);
    await waitFor(() => expect(tables()).toHaveLength(30));
  });
});
