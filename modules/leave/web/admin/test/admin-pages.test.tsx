// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import {
  errorBody,
  useMockApi,
  errorOf,
  errorOfDate,
  press,
  renderPage,
  sessionView,
  submit,
  type,
  typeDate,
} from "@web/kit/testing";
import CountryHolidaysPage from "../pages/CountryHolidays/index.js";
import LeaveTypeEditorPage from "../pages/LeaveTypeEditor/index.js";
import LockedDatesPage from "../pages/LockedDates/index.js";
import PackPage from "../pages/Pack/index.js";
import { leaveType, mockBasics } from "./fixtures.js";

const server = useMockApi();
const DAY = 24 * 60 * 60 * 1000;

/** Sets a react-aria number field: typed, then committed when the field is left. */
function setNumber(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-10T12:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

describe("holidays of a country", () => {
  function mockHolidays() {
    const posted: unknown[] = [];
    const items = [{ date: "2026-09-07", name: "Independência do Brasil", source: "public" }];
    server.use(
      http.get("*/api/companies/c1/holidays/br", ({ request }) => {
        expect(new URL(request.url).searchParams.get("year")).toBe("2026");
        return HttpResponse.json({ countryId: "br", items });
      }),
      http.post("*/api/companies/c1/holidays/br", async ({ request }) => {
        const body = (await request.json()) as { items: Array<{ date: string; name: string }> };
        posted.push(body);
        items.push({ ...body.items[0]!, source: "company" });
        return HttpResponse.json({ countryId: "br", items });
      }),
    );
    return posted;
  }

  it("lets an admin add a company holiday (date and name required)", async () => {
    const posted = mockHolidays();
    await renderPage(
      <Route path="/holidays/:countryId">
        <CountryHolidaysPage />
      </Route>,
      { path: "/holidays/br", session: sessionView() },
    );
    expect(await screen.findByRole("heading", { name: "Holidays in Brazil" })).toBeTruthy();
    expect(await screen.findByRole("rowheader", { name: "Independência do Brasil" })).toBeTruthy();

    submit("Add holiday");
    await waitFor(() => expect(errorOfDate("Date")).toContain("Please type something."));
    expect(errorOf("Name")).toContain("Please type something.");
    expect(posted).toEqual([]);

    typeDate("Date", "2026-12-24");
    type("Name", "Christmas Eve");
    submit("Add holiday");
    expect(await screen.findByRole("rowheader", { name: "Christmas Eve" })).toBeTruthy();
    expect(posted).toEqual([{ items: [{ date: "2026-12-24", name: "Christmas Eve" }] }]);
    const row = screen.getByRole("rowheader", { name: "Christmas Eve" }).closest("tr")!;
    expect(within(row).getByText("Company holiday")).toBeTruthy();
  });

  it("shows employees the list without the form", async () => {
    mockHolidays();
    await renderPage(
      <Route path="/holidays/:countryId">
        <CountryHolidaysPage />
      </Route>,
      { path: "/holidays/br", session: sessionView({ levels: ["requester"] }) },
    );
    expect(await screen.findByRole("rowheader", { name: "Independência do Brasil" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add holiday" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
  });
});

describe("leave type editor", () => {
  const renderEditor = (id: string) =>
    renderPage(
      <Route path="/config-leave-type/:id">
        <LeaveTypeEditorPage />
      </Route>,
      { path: `/config-leave-type/${id}`, session: sessionView() },
    );

  it("checks titles, color, allowance and the request kinds before saving a new type", async () => {
    mockBasics(server, []);
    const posted: unknown[] = [];
    server.use(
      http.post("*/api/companies/c1/leave-types/many", async ({ request }) => {
        const body = (await request.json()) as { items: unknown[] };
        posted.push(body);
        return HttpResponse.json({ items: [leaveType({ id: "t9" })] }, { status: 201 });
      }),
    );
    const page = await renderEditor("new");
    expect(await screen.findByRole("heading", { name: "New leave type", level: 1 })).toBeTruthy();

    type("Color", "green");
    screen.getByRole("checkbox", { name: "One day" }).click();
    screen.getByRole("checkbox", { name: "A range of dates" }).click();
    submit("Create");
    await waitFor(() => expect(errorOf("Title in English")).toContain("Please type something."));
    expect(errorOf("Title in Portuguese")).toContain("Please type something.");
    expect(errorOf("Title in Spanish")).toContain("Please type something.");
    expect(errorOf("Color")).toContain("Type a color as # and six hex digits.");
    expect(errorOf("Days per grant")).toContain("Please type something.");
    expect(screen.getByText("You must make a selection!")).toBeTruthy();
    expect(posted).toEqual([]);

    type("Title in English", "Birthday off");
    type("Title in Portuguese", "Folga de aniversário");
    type("Title in Spanish", "Día de cumpleaños");
    type("Color", "#aa3377");
    setNumber("Days per grant", "1");
    screen.getByRole("checkbox", { name: "One day" }).click();
    submit("Create");
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      items: [
        {
          title: { en: "Birthday off", "pt-BR": "Folga de aniversário", es: "Día de cumpleaños" },
          color: "#aa3377",
          unit: "days",
          totalTime: DAY,
          rangeTypes: ["single"],
          accrual: { kind: "none" },
          approval: { required: true, steps: [{ kind: "supervisor" }] },
        },
      ],
    });
    await waitFor(() => expect(page.location()).toBe("/config-leave-type"));
    expect(await screen.findByText("Leave type created.")).toBeTruthy();
  });

  it("edits a type with PATCH: hours unit, an extra approval step", async () => {
    mockBasics(server);
    const patched: unknown[] = [];
    server.use(
      http.patch("*/api/companies/c1/leave-types/many", async ({ request }) => {
        const body = (await request.json()) as { items: unknown[] };
        patched.push(body);
        return HttpResponse.json({ items: [leaveType()] });
      }),
    );
    await renderEditor("t1");
    expect(await screen.findByRole("heading", { name: "Edit Vacation", level: 1 })).toBeTruthy();
    expect((screen.getByLabelText("Days per grant") as HTMLInputElement).value).toBe("30");
    screen.getByRole("radio", { name: "Hours" }).click();
    // the allowance keeps its length in the new unit
    await waitFor(() => expect((screen.getByLabelText("Hours per grant") as HTMLInputElement).value).toBe("720"));
    setNumber("Hours per grant", "8");
    press("Add a step");
    submit("Save");
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toMatchObject({
      items: [
        {
          id: "t1",
          unit: "hours",
          totalTime: 8 * 60 * 60 * 1000,
          workingDaysOnly: false,
          accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
          approval: { steps: [{ kind: "supervisor" }, { kind: "supervisor" }] },
        },
      ],
    });
  });
});

describe("choose a pack", () => {
  it("shows the pack's types with their law and chooses it", async () => {
    let chosen = 0;
    server.use(
      http.get("*/api/companies/c1/leave-packs", () =>
        HttpResponse.json({
          items: [
            {
              id: "br",
              countryId: "br",
              entries: [
                {
                  key: "vacation",
                  title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
                  unit: "days",
                  totalTime: 30 * DAY,
                  paid: true,
                  legalBasis: "CLT art. 130",
                  uncertain: false,
                },
                {
                  key: "bereavement",
                  title: { en: "Bereavement leave", "pt-BR": "Licença nojo (luto)", es: "Licencia por duelo" },
                  unit: "days",
                  totalTime: 2 * DAY,
                  paid: true,
                  legalBasis: "CLT art. 473, I",
                  uncertain: true,
                  note: "Two consecutive days.",
                },
              ],
            },
          ],
          locked: false,
        }),
      ),
      http.patch("*/api/companies/c1/choose-pack/br", async ({ request }) => {
        chosen += 1;
        expect(await request.json()).toEqual({ userId: "u1" });
        return HttpResponse.json({ packId: "br", created: 2, skipped: 0, items: [] });
      }),
    );
    await renderPage(
      <Route path="/choose-pack/:id">
        <PackPage />
      </Route>,
      { path: "/choose-pack/br", locale: "pt-BR", session: sessionView() },
    );
    expect(await screen.findByRole("heading", { name: "Pacote de ausências: Brasil" })).toBeTruthy();
    const row = screen.getByRole("rowheader", { name: "Licença nojo (luto)" }).closest("tr")!;
    expect(within(row).getByText(/CLT art. 473, I/)).toBeTruthy();
    expect(within(row).getByText("Revisar")).toBeTruthy();
    expect(within(row).getByText("2 dias")).toBeTruthy();

    press("Escolher este pacote");
    expect(await screen.findByText("2 tipos de ausência adicionados; nenhum já existia.")).toBeTruthy();
    expect(chosen).toBe(1);
  });

  it("says upfront that the founder locked the pack, with the choice disabled", async () => {
    let chosen = 0;
    server.use(
      http.get("*/api/companies/c1/leave-packs", () =>
        HttpResponse.json({ items: [{ id: "br", countryId: "br", entries: [] }], locked: true }),
      ),
      http.patch("*/api/companies/c1/choose-pack/br", () => {
        chosen += 1;
        return HttpResponse.json({ code: "LEAVE_PACK_CHOICE_LOCKED", message: "locked" }, { status: 403 });
      }),
    );
    await renderPage(
      <Route path="/choose-pack/:id">
        <PackPage />
      </Route>,
      { path: "/choose-pack/br", locale: "es", session: sessionView() },
    );
    const note = await screen.findByText(/solo lo elige la plataforma/);
    const choose = screen.getByRole("button", { name: "Elegir este paquete" });
    await waitFor(() => expect(choose.getAttribute("data-disabled") ?? choose.getAttribute("disabled")).not.toBeNull());
    expect(choose.getAttribute("aria-describedby")).toBe(note.id);
    press("Elegir este paquete");
    expect(chosen).toBe(0);
  });
});

describe("locked dates", () => {
  it("refuses a period over 30 days with the spec's message and adds a valid one", async () => {
    const posted: unknown[] = [];
    const items: Array<{ id: string; startDate: string; endDate: string; reason?: string }> = [];
    server.use(
      http.get("*/api/companies/c1/leave/locked-dates", () => HttpResponse.json({ items })),
      http.post("*/api/companies/c1/leave/locked-dates", async ({ request }) => {
        const body = (await request.json()) as { startDate: string; endDate: string };
        posted.push(body);
        if (body.startDate === "2026-01-01")
          return HttpResponse.json(errorBody(400, "DATE_BEFORE_NOW", "Date before now.", "startDate"), {
            status: 400,
          });
        items.push({ id: "l1", ...body });
        return HttpResponse.json({ id: "l1", ...body }, { status: 201 });
      }),
    );
    await renderPage(<LockedDatesPage />, { path: "/locked-dates", session: sessionView() });
    typeDate("First day", "2026-07-01");
    typeDate("Last day", "2026-07-31");
    submit("Lock");
    await waitFor(() => expect(errorOfDate("Last day")).toContain("Locked date invalid! Maximun 30 days."));
    expect(posted).toEqual([]);

    typeDate("First day", "2026-01-01");
    typeDate("Last day", "2026-01-02");
    submit("Lock");
    await waitFor(() => expect(errorOfDate("First day")).toContain("Date before now."));

    typeDate("First day", "2026-07-01");
    typeDate("Last day", "2026-07-30");
    type("Reason", "Inventory");
    submit("Lock");
    expect(await screen.findByText("Period locked.")).toBeTruthy();
    expect(posted.at(-1)).toEqual({ startDate: "2026-07-01", endDate: "2026-07-30", reason: "Inventory" });
    expect(await screen.findByText("Inventory")).toBeTruthy();
  });
});
