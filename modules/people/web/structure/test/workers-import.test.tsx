// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useMockApi, press, renderPage, sessionView } from "@web/kit/testing";
import WorkersImportPage from "../pages/WorkersImport/index.js";

const server = useMockApi();

const base = {
  id: "imp1",
  fileName: "team.csv",
  total: 3,
  valid: 2,
  invalid: 1,
  created: 0,
  failed: 0,
  ignoredColumns: [] as string[],
  createdAt: "2026-01-01T00:00:00.000Z",
};
const badRow = {
  row: 3,
  email: "not-an-email",
  status: "invalid",
  errors: [
    { field: "email", code: "VALIDATION_EMAIL", message: "Email invalid." },
    { field: "department", code: "NOT_FOUND", message: "Not found." },
  ],
};

function choose(name: string, type = "text/csv") {
  const input = document.querySelector<HTMLInputElement>("input[type=file]")!;
  fireEvent.change(input, { target: { files: [new File(["name,email\n"], name, { type })] } });
}

/** The import API: a dry run, then a valid-only import whose record moves on at every read until it is done. */
function mockImport() {
  const modes: string[] = [];
  let reads = 0;
  server.use(
    http.post("*/api/companies/c1/workers/import", ({ request }) => {
      const mode = new URL(request.url).searchParams.get("mode")!;
      modes.push(mode);
      if (mode === "validate")
        return HttpResponse.json({ ...base, mode, status: "validated", ignoredColumns: ["Shoe size"], rows: [badRow] });
      if (mode === "all") return HttpResponse.json({ ...base, mode, status: "refused", rows: [badRow] });
      return HttpResponse.json({ ...base, mode, status: "queued", rows: [badRow] }, { status: 202 });
    }),
    http.get("*/api/companies/c1/workers/imports/imp1", () => {
      reads++;
      const created = Math.min(reads, 2);
      return HttpResponse.json({
        ...base,
        mode: "valid-only",
        status: created === 2 ? "done" : "running",
        created,
        rows: [badRow],
      });
    }),
    http.get("*/api/companies/c1/workers", () => HttpResponse.json({ items: [], total: 0 })),
  );
  return { modes, reads: () => reads };
}

describe("workers import", () => {
  it("checks the file and shows the errors row by row, then refuses Import all when a row is wrong", async () => {
    const api = mockImport();
    await renderPage(<WorkersImportPage />, { path: "/workers/import", session: sessionView() });
    expect(screen.getByRole("button", { name: "Check file" }).hasAttribute("disabled")).toBe(true);
    choose("team.csv");
    await screen.findByText("team.csv (0 KB)");
    press("Check file");
    expect(await screen.findByText("3 rows: 2 valid, 1 with errors.")).toBeTruthy();
    expect(screen.getByText("Columns left out (not recognized): Shoe size")).toBeTruthy();

    const table = screen.getByRole("grid", { name: "Errors by row" });
    const lines = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));
    expect(lines).toEqual([
      ["3", "not-an-email", "email", "Email invalid."],
      ["3", "not-an-email", "department", "Not found."],
    ]);
    expect(api.modes).toEqual(["validate"]);

    press("Import all");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Nothing was imported: 1 row has errors. Fix them or import the valid rows only.",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("imports the valid rows with a progress bar fed by the import record, then sums up", async () => {
    const api = mockImport();
    await renderPage(<WorkersImportPage />, { path: "/workers/import", session: sessionView() });
    choose("team.csv");
    await screen.findByText("team.csv (0 KB)");
    press("Check file");
    await screen.findByText("3 rows: 2 valid, 1 with errors.");
    press("Import valid rows only");

    const bar = await screen.findByRole("progressbar", { name: "Import progress" });
    expect(bar.getAttribute("aria-valuemax")).toBe("2");
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("1"), { timeout: 3000 });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("2"), { timeout: 3000 });
    expect(bar.getAttribute("aria-valuetext")).toBe("2 of 2");
    expect(await screen.findByText("2 workers created, 1 row skipped.")).toBeTruthy();
    const reads = api.reads();
    // polling stops once the import is done
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(api.reads()).toBe(reads);
    expect(screen.getByRole("link", { name: "See workers" }).getAttribute("href")).toBe("/workers");
    expect(api.modes).toEqual(["validate", "valid-only"]);
  });

  it("refuses a file that is not a spreadsheet before sending it", async () => {
    const api = mockImport();
    await renderPage(<WorkersImportPage />, { path: "/workers/import", session: sessionView() });
    choose("photo.png", "image/png");
    expect((await screen.findByRole("alert")).textContent).toBe("Only CSV or Excel (.xlsx) files.");
    expect(screen.getByRole("button", { name: "Check file" }).hasAttribute("disabled")).toBe(true);
    expect(api.modes).toEqual([]);
  });
});
