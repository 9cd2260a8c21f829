// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { Value } from "typebox/value";
import { describe, expect, it } from "vitest";
import { Route } from "wouter";
import { errorBody, useMockApi, errorOf, press, renderPage, sessionView, submit, type } from "@web/kit/testing";
import { LeaveTypeCreateMany, LeaveTypePatchMany } from "../../../contract/index.js";
import LeaveTypeEditorPage from "../pages/LeaveTypeEditor/index.js";
import { leaveType } from "./fixtures.js";

/**
 * The leave type editor's policies (extra fields, sale and buy, rollover, anticipation, review period, named-people
 * steps and steps for longer requests): what the page sends is exactly the contract's shape, a stored type shows its
 * policies, and wrong values are refused with the form's messages before anything is sent.
 */
const server = useMockApi();
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const WORKERS = [
  { id: "w1", userId: "u1", name: "Ana", lastName: "Admin", email: "ana@example.com" },
  { id: "w2", userId: "u2", name: "Bruno", lastName: "Souza", email: "bruno@example.com" },
  { id: "w3", userId: "u3", name: "Carla", lastName: "Dias", email: "carla@example.com" },
];

/** The types list, the workers (searched by `q` as the server does), and the saves, captured. */
function mockApi(types: unknown[]) {
  const sent: Array<{ method: string; body: unknown }> = [];
  const searches: Array<Record<string, string>> = [];
  server.use(
    http.get("*/api/companies/c1/leave-types", () => HttpResponse.json({ items: types })),
    http.get("*/api/companies/c1/workers", ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      searches.push(query);
      const q = (query.q ?? "").toLowerCase();
      const items = WORKERS.filter((w) => `${w.name} ${w.lastName} ${w.email}`.toLowerCase().includes(q));
      return HttpResponse.json({ items, total: items.length });
    }),
    http.post("*/api/companies/c1/leave-types/many", async ({ request }) => {
      sent.push({ method: "POST", body: await request.json() });
      return HttpResponse.json({ items: [leaveType({ id: "t9" })] }, { status: 201 });
    }),
    http.patch("*/api/companies/c1/leave-types/many", async ({ request }) => {
      const body = (await request.json()) as { items: Array<{ sale?: { maxTime?: number } }> };
      sent.push({ method: "PATCH", body });
      if (body.items[0]?.sale?.maxTime === 400 * DAY)
        return HttpResponse.json(errorBody(400, "VALIDATION_MAX_VALUE", "Max value is 365.", "items.0.sale.maxTime"), {
          status: 400,
        });
      return HttpResponse.json({ items: [leaveType()] });
    }),
  );
  return { sent, searches };
}

const renderEditor = (id: string) =>
  renderPage(
    <Route path="/config-leave-type/:id">
      <LeaveTypeEditorPage />
    </Route>,
    { path: `/config-leave-type/${id}`, session: sessionView() },
  );

/** Sets a react-aria number field: typed, then committed when the field is left. */
function setNumber(label: string, value: string, container: HTMLElement = document.body) {
  const input = within(container).getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
const valueOf = (label: string, container: HTMLElement = document.body) =>
  (within(container).getByLabelText(label) as HTMLInputElement).value;
const checked = (name: string) => (screen.getByRole("checkbox", { name }) as HTMLInputElement).checked;
const toggle = (name: string) => screen.getByRole("checkbox", { name }).click();
/** Chooses an option of a react-aria select by the select's label. */
async function choose(label: RegExp, option: string, container: HTMLElement = document.body) {
  fireEvent.click(within(container).getByRole("button", { name: label }));
  fireEvent.click(await screen.findByRole("option", { name: option }));
}
/** The messages tied to a field inside a group (labels repeat from one row to the next). */
function errorIn(container: HTMLElement, label: string): string {
  const ids = (within(container).getByLabelText(label).getAttribute("aria-describedby") ?? "").split(" ");
  return ids.map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : "")).join(" | ");
}
const group = (name: string) => screen.getByRole("group", { name });

describe("leave type editor: policies", () => {
  it("sends every new section in the contract's shape when creating a type", async () => {
    const { sent, searches } = mockApi([]);
    const page = await renderEditor("new");
    await screen.findByRole("heading", { name: "New leave type", level: 1 });
    type("Title in English", "Vacation");
    type("Title in Portuguese", "Férias");
    type("Title in Spanish", "Vacaciones");
    setNumber("Days per grant", "30");

    // an extra field: labels in the three languages, a date, required
    expect(screen.getByText("No extra fields.")).toBeTruthy();
    press("Add a field");
    const field = group("Field 1");
    fireEvent.change(within(field).getByLabelText("Label in English"), { target: { value: "Return date" } });
    fireEvent.change(within(field).getByLabelText("Label in Portuguese"), { target: { value: "Data de retorno" } });
    fireEvent.change(within(field).getByLabelText("Label in Spanish"), { target: { value: "Fecha de regreso" } });
    await choose(/Type/, "Date", field);
    within(field).getByRole("checkbox", { name: "Required" }).click();
    // a second one, removed again: its row goes, the first keeps its id
    press("Add a field");
    press("Remove field 2");
    expect(screen.queryByRole("group", { name: "Field 2" })).toBeNull();

    // sale with a yearly limit, buy without one, anticipation, rollover with a limit and an expiry, review period
    toggle("Time may be sold back");
    setNumber("Days sold at most per year", "10");
    toggle("Time may be bought");
    toggle("Time may be taken before it is earned");
    setNumber("Days the balance may go below zero", "5");
    expect(checked("Unused time carries over to the next period")).toBe(true);
    setNumber("Days carried at most", "5");
    setNumber("Carried time expires after (months)", "3");
    setNumber("Review balances every (months)", "6");

    // step 1: named people, found by a search
    await choose(/Step 1$/, "Named people");
    expect(screen.getByText("Nobody chosen yet.")).toBeTruthy();
    expect(await screen.findByRole("button", { name: "Add Ana Admin to Step 1" })).toBeTruthy();
    type("Find a person for Step 1", "souza");
    await waitFor(() => expect(screen.queryByRole("button", { name: "Add Ana Admin to Step 1" })).toBeNull());
    press("Add Bruno Souza to Step 1");
    const chosen = screen.getByRole("list", { name: "1 named person" });
    expect(within(chosen).getByText("Bruno Souza")).toBeTruthy();
    expect(searches.at(-1)).toEqual({ limit: "50", skip: "0", status: "active", q: "souza" });
    // the one chosen is no longer offered
    expect(screen.queryByRole("button", { name: "Add Bruno Souza to Step 1" })).toBeNull();

    // a second step: any administrator; and an extra step for requests of more than 10 days
    press("Add a step");
    await choose(/Step 2$/, "Any administrator");
    press("Add a step for longer requests");
    const extra = group("Extra step 1");
    setNumber("For requests of more than (days)", "10", extra);
    await choose(/Who decides/, "Any manager", extra);

    submit("Create");
    await waitFor(() => expect(sent).toHaveLength(1));
    const body = sent[0]!.body as { items: Array<{ extraFields: Array<{ id: string }> }> };
    expect(sent[0]!.method).toBe("POST");
    expect(body).toEqual({
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#1f4fd1",
          unit: "days",
          totalTime: 30 * DAY,
          order: 0,
          rangeTypes: ["single", "range"],
          extraFields: [
            {
              id: expect.stringMatching(/^field-[0-9a-f]{8}$/),
              label: { en: "Return date", "pt-BR": "Data de retorno", es: "Fecha de regreso" },
              required: true,
              type: "date",
            },
          ],
          paid: true,
          payroll: false,
          allowOverlap: false,
          tracked: true,
          workingDaysOnly: false,
          sale: { allowed: true, maxTime: 10 * DAY },
          buy: { allowed: true },
          rollover: { allowed: true, maxTime: 5 * DAY, expiresAfterMonths: 3 },
          anticipation: { allowed: true, maxTime: 5 * DAY },
          reviewPeriodMonths: 6,
          accrual: { kind: "none" },
          approval: {
            required: true,
            steps: [
              { kind: "people", userIds: ["u2"] },
              { kind: "level", level: "admin" },
            ],
            conditions: [{ moreThanDays: 10, step: { kind: "level", level: "revisor" } }],
          },
        },
      ],
    });
    // the contract's own schema takes it (ids, shapes, no unknown fields)
    expect(Value.Check(LeaveTypeCreateMany, body)).toBe(true);
    await waitFor(() => expect(page.location()).toBe("/config-leave-type"));
  });

  it("leaves out the policies nobody set (no rollover policy carries everything, as the checked box says)", async () => {
    const { sent } = mockApi([]);
    await renderEditor("new");
    await screen.findByRole("heading", { name: "New leave type", level: 1 });
    type("Title in English", "Day off");
    type("Title in Portuguese", "Folga");
    type("Title in Spanish", "Día libre");
    setNumber("Days per grant", "1");
    submit("Create");
    await waitFor(() => expect(sent).toHaveLength(1));
    const first = (sent[0]!.body as { items: Array<Record<string, unknown>> }).items[0]!;
    for (const key of ["sale", "buy", "rollover", "anticipation", "reviewPeriodMonths"])
      expect(first).not.toHaveProperty(key);
    expect(first.extraFields).toEqual([]);
    expect(first.approval).toEqual({ required: true, steps: [{ kind: "supervisor" }] });
  });

  it("sends a rollover that carries nothing when the box is unchecked", async () => {
    const { sent } = mockApi([]);
    await renderEditor("new");
    await screen.findByRole("heading", { name: "New leave type", level: 1 });
    type("Title in English", "Day off");
    type("Title in Portuguese", "Folga");
    type("Title in Spanish", "Día libre");
    setNumber("Days per grant", "1");
    setNumber("Days carried at most", "4");
    toggle("Unused time carries over to the next period");
    expect(screen.queryByLabelText("Days carried at most")).toBeNull();
    expect(screen.queryByLabelText("Carried time expires after (months)")).toBeNull();
    submit("Create");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0]!.body as { items: Array<Record<string, unknown>> }).items[0]!.rollover).toEqual({
      allowed: false,
    });
  });

  it("shows a stored type's policies and patches what changed in the contract's shape", async () => {
    const stored = leaveType({
      extraFields: [
        {
          id: "doctor-note",
          label: { en: "Doctor's note", "pt-BR": "Atestado", es: "Certificado médico" },
          required: true,
          type: "file",
        },
      ],
      sale: { allowed: true, maxTime: 10 * DAY },
      buy: { allowed: false },
      rollover: { allowed: true, maxTime: 5 * DAY, expiresAfterMonths: 3 },
      anticipation: { allowed: true, maxTime: 2 * DAY },
      reviewPeriodMonths: 12,
      approval: {
        required: false,
        steps: [{ kind: "supervisor" }, { kind: "people", userIds: ["u1", "u3"] }],
        conditions: [{ moreThanDays: 20, step: { kind: "people", userIds: ["u2"] } }],
      },
    });
    const { sent } = mockApi([stored]);
    await renderEditor("t1");
    await screen.findByRole("heading", { name: "Edit Vacation", level: 1 });

    const field = group("Field 1");
    expect(valueOf("Label in English", field)).toBe("Doctor's note");
    expect(valueOf("Label in Portuguese", field)).toBe("Atestado");
    expect(valueOf("Label in Spanish", field)).toBe("Certificado médico");
    expect(within(field).getByRole("button", { name: /Type/ }).textContent).toContain("File");
    expect((within(field).getByRole("checkbox", { name: "Required" }) as HTMLInputElement).checked).toBe(true);

    expect(checked("Time may be sold back")).toBe(true);
    expect(valueOf("Days sold at most per year")).toBe("10");
    expect(checked("Time may be bought")).toBe(false);
    expect(screen.queryByLabelText("Days bought at most per year")).toBeNull();
    expect(checked("Time may be taken before it is earned")).toBe(true);
    expect(valueOf("Days the balance may go below zero")).toBe("2");
    expect(checked("Unused time carries over to the next period")).toBe(true);
    expect(valueOf("Days carried at most")).toBe("5");
    expect(valueOf("Carried time expires after (months)")).toBe("3");
    expect(valueOf("Review balances every (months)")).toBe("12");
    expect(checked("Needs approval")).toBe(false);

    // the named people by name (the workers list), in the step and in the extra step
    expect(screen.getByRole("button", { name: "Named people Step 2" })).toBeTruthy();
    const step2 = screen.getByRole("list", { name: "2 named people" });
    expect(await within(step2).findByText("Ana Admin")).toBeTruthy();
    expect(within(step2).getByText("Carla Dias")).toBeTruthy();
    const extra = group("Extra step 1");
    expect(valueOf("For requests of more than (days)", extra)).toBe("20");
    expect(within(extra).getByRole("button", { name: /Who decides/ }).textContent).toContain("Named people");
    expect(within(extra).getByText("Bruno Souza")).toBeTruthy();

    // changes: a person out, sale no longer allowed, the unit in hours (the amounts keep their length)
    press("Remove Ana Admin from Step 2");
    toggle("Time may be sold back");
    screen.getByRole("radio", { name: "Hours" }).click();
    await waitFor(() => expect(valueOf("Hours carried at most")).toBe("120"));
    expect(valueOf("Hours the balance may go below zero")).toBe("48");
    submit("Save");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.method).toBe("PATCH");
    expect(sent[0]!.body).toEqual({
      items: [
        {
          id: "t1",
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "hours",
          totalTime: 30 * DAY,
          order: 0,
          rangeTypes: ["single", "range"],
          extraFields: [
            {
              id: "doctor-note",
              label: { en: "Doctor's note", "pt-BR": "Atestado", es: "Certificado médico" },
              required: true,
              type: "file",
            },
          ],
          paid: true,
          payroll: false,
          allowOverlap: false,
          tracked: true,
          workingDaysOnly: false,
          // a stored policy switched off is sent as such (a PATCH keeps what it does not send)
          sale: { allowed: false },
          buy: { allowed: false },
          rollover: { allowed: true, maxTime: 120 * HOUR, expiresAfterMonths: 3 },
          anticipation: { allowed: true, maxTime: 48 * HOUR },
          reviewPeriodMonths: 12,
          accrual: { kind: "anniversary", minServiceMonths: 12, everyMonths: 12 },
          approval: {
            required: false,
            steps: [{ kind: "supervisor" }, { kind: "people", userIds: ["u3"] }],
            conditions: [{ moreThanDays: 20, step: { kind: "people", userIds: ["u2"] } }],
          },
        },
      ],
    });
    expect(Value.Check(LeaveTypePatchMany, sent[0]!.body)).toBe(true);
  });

  it("refuses wrong values with the form's messages before sending anything", async () => {
    const stored = leaveType({ reviewPeriodMonths: 12 });
    const { sent } = mockApi([stored]);
    await renderEditor("t1");
    await screen.findByRole("heading", { name: "Edit Vacation", level: 1 });

    toggle("Time may be sold back");
    setNumber("Days sold at most per year", "-2");
    toggle("Time may be taken before it is earned");
    setNumber("Days carried at most", "-1");
    setNumber("Carried time expires after (months)", "200");
    setNumber("Review balances every (months)", "");
    press("Add a field");
    await choose(/Step 1$/, "Named people");
    press("Add a step for longer requests");
    submit("Save");

    await waitFor(() => expect(errorOf("Days sold at most per year")).toContain("Min value is 1"));
    expect(errorOf("Days the balance may go below zero")).toContain("Please type something.");
    expect(errorOf("Days carried at most")).toContain("Min value is 0");
    expect(errorOf("Carried time expires after (months)")).toContain("Max value is 120");
    expect(errorOf("Review balances every (months)")).toContain(
      "A saved review period can be changed but not removed.",
    );
    const field = group("Field 1");
    expect(errorIn(field, "Label in English")).toContain("Please type something.");
    expect(errorIn(field, "Label in Spanish")).toContain("Please type something.");
    const people = screen.getByRole("group", { name: "Step 1: who decides" });
    expect(people.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(people.getAttribute("aria-describedby")!)?.textContent).toBe(
      "You must make a selection!",
    );
    expect(errorIn(group("Extra step 1"), "For requests of more than (days)")).toContain("Please type something.");
    expect(sent).toEqual([]);

    // removing the field takes its messages with it; the rest fixed, it saves
    press("Remove field 1");
    setNumber("Days sold at most per year", "400");
    setNumber("Days the balance may go below zero", "3");
    setNumber("Days carried at most", "0");
    setNumber("Carried time expires after (months)", "");
    setNumber("Review balances every (months)", "6");
    press("Add Ana Admin to Step 1");
    setNumber("For requests of more than (days)", "0", group("Extra step 1"));
    submit("Save");
    // the server's refusal, with the field it names, shows above the form and next to the field
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((await screen.findByRole("alert")).textContent).toBe("Max value is 365.");
    await waitFor(() => expect(errorOf("Days sold at most per year")).toContain("Max value is 365."));
    expect(sent[0]!.body).toMatchObject({
      items: [
        {
          sale: { allowed: true, maxTime: 400 * DAY },
          rollover: { allowed: true, maxTime: 0 },
          anticipation: { allowed: true, maxTime: 3 * DAY },
          reviewPeriodMonths: 6,
          approval: {
            steps: [{ kind: "people", userIds: ["u1"] }],
            conditions: [{ moreThanDays: 0, step: { kind: "supervisor" } }],
          },
        },
      ],
    });
  });
});
