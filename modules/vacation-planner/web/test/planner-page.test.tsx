// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorBody, useMockApi, renderPage, sessionView, submit, type, typeDate } from "@web/kit/testing";
import type { PlannerAbsence, PlannerPerson, PlannerYear } from "../lib/data.js";
import VacationPlannerPage from "../pages/VacationPlanner/index.js";

const server = useMockApi();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2030-01-15T12:00:00.000Z"));
});
afterEach(() => vi.useRealTimers());

const plan = (id: string, startDate: string, endDate: string, over: Partial<PlannerAbsence> = {}): PlannerAbsence => ({
  kind: "plan",
  id,
  leaveTypeId: "t-vac",
  startDate,
  endDate,
  ...over,
});

/**
 * Kitchen in 2030 as the server would answer it: four cooks on Monday-Friday, minimum 3; Ana planned 4-8 Feb, Bia
 * 7-12 Feb, Caio on an approved leave on 11 Feb, so 7, 8 and 11 Feb are short (one warning over the weekend).
 */
function kitchenYear(people: PlannerPerson[]): PlannerYear {
  const n = 365;
  const scheduled: number[] = [];
  const present: number[] = [];
  const away: number[] = [];
  for (let i = 0; i < n; i++) {
    const weekday = new Date(Date.UTC(2030, 0, 1 + i)).getUTCDay();
    const date = new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10);
    const out = people.filter((p) => p.absences.some((a) => a.startDate <= date && a.endDate >= date)).length;
    const working = weekday >= 1 && weekday <= 5;
    scheduled.push(working ? people.length : 0);
    present.push(working ? people.length - out : 0);
    away.push(out);
  }
  return {
    year: 2030,
    from: "2030-01-01",
    to: "2030-12-31",
    holidays: [{ date: "2030-04-21", name: "Tiradentes" }],
    departments: [
      { id: "d-bar", name: "Bar", headcount: 1, minimumPresent: null, shortDays: 0 },
      { id: "d-kitchen", name: "Kitchen", headcount: 4, minimumPresent: 3, shortDays: 3 },
    ],
    department: {
      id: "d-kitchen",
      name: "Kitchen",
      headcount: 4,
      minimumPresent: 3,
      shortDays: 3,
      scheduled,
      present,
      away,
      warnings: [{ startDate: "2030-02-07", endDate: "2030-02-11", shortDays: 3, lowestPresent: 2, minimumPresent: 3 }],
      people,
    },
    leaveTypes: [
      { id: "t-vac", title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" }, color: "#2e7d32", unit: "days" },
      { id: "t-med", title: { en: "Medical", "pt-BR": "Médica", es: "Médica" }, color: "#c62828", unit: "days" },
      { id: "t-hour", title: { en: "Appointment", "pt-BR": "Consulta", es: "Cita" }, color: "#1565c0", unit: "hours" },
    ],
  };
}

function kitchenPeople(): PlannerPerson[] {
  return [
    { userId: "u1", workerId: "w1", name: "Ana Cook", absences: [plan("e1", "2030-02-04", "2030-02-08")] },
    {
      userId: "u2",
      workerId: "w2",
      name: "Bia Cook",
      absences: [plan("e2", "2030-02-07", "2030-02-12", { note: "Beach" })],
    },
    {
      userId: "u3",
      workerId: "w3",
      name: "Caio Cook",
      absences: [
        {
          kind: "leave",
          id: "l1",
          leaveTypeId: "t-med",
          startDate: "2030-02-11",
          endDate: "2030-02-11",
          status: "approved",
        },
      ],
    },
    { userId: "u4", workerId: "w4", name: "Duda Cook", absences: [] },
  ];
}

/** The plan's read, answering from `people` as it is when asked (writes change it). */
function mockYear(people: PlannerPerson[]) {
  const asked: string[] = [];
  server.use(
    http.get("*/api/companies/c1/vacation-planner", ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json(kitchenYear(people));
    }),
  );
  return asked;
}

const renderPlanner = (locale: "en" | "pt-BR" | "es" = "en") =>
  renderPage(<VacationPlannerPage />, { path: "/vacation-planner", session: sessionView(), locale });

describe("vacation planner page", () => {
  it("shows the department's coverage, its warnings in words and who is away on the first short day", async () => {
    const asked = mockYear(kitchenPeople());
    await renderPlanner();
    expect(await screen.findByRole("heading", { name: "Vacation planner", level: 1 })).toBeTruthy();
    expect(asked[0]).toBe("?year=2030");

    const warnings = (await screen.findByRole("heading", { name: "Warnings" })).closest("section")!;
    expect(
      within(warnings).getByText(/3 working days below the minimum \(as few as 2 present, minimum 3\)/),
    ).toBeTruthy();

    const strip = screen.getByRole("table", { name: "People present in Kitchen, 2030" });
    const february = within(strip).getByRole("rowheader", { name: "February" }).closest("tr")!;
    const cells = within(february).getAllByRole("cell");
    expect(cells).toHaveLength(31);
    // the short days say it in words, not only in color; weekends are closed
    expect(cells[3]!.textContent).toBe("3"); // Mon 4 Feb: Ana away
    expect(cells[6]!.textContent).toBe("2!below the minimum"); // Thu 7 Feb
    expect(cells[8]!.textContent).toBe("·closed"); // Sat 9 Feb
    expect(cells[10]!.textContent).toBe("2!below the minimum"); // Mon 11 Feb
    expect(cells[11]!.textContent).toBe("3"); // Tue 12 Feb: only Bia away, not short
    expect(cells[30]!.textContent).toBe(""); // no 31 February
    expect(cells[6]!.getAttribute("title")).toBe(
      "Thursday, February 7, 2030: 2 of 4 present, 2 away, minimum 3: below the minimum",
    );

    // the day section opens on the first short day
    const dayTitle = screen.getByRole("heading", { name: "Who is away on Thursday, February 7, 2030" });
    const daySection = dayTitle.closest("section")!;
    expect(within(daySection).getByText("Below the minimum: 2 of 4 scheduled people present, minimum 3.")).toBeTruthy();
    expect(within(daySection).getByText("Ana Cook")).toBeTruthy();
    expect(within(daySection).getByText("Bia Cook")).toBeTruthy();
    expect(within(daySection).queryByText("Caio Cook")).toBeNull();

    // another day, from the strip or typed
    fireEvent.click(cells[10]!);
    expect(await screen.findByRole("heading", { name: "Who is away on Monday, February 11, 2030" })).toBeTruthy();
    expect(within(daySection).getByText("Caio Cook")).toBeTruthy();
    expect(within(daySection).getByText("Leave: approved")).toBeTruthy();
    typeDate("Day", "2030-04-21");
    expect(await screen.findByText("Holiday: Tiradentes. Nobody is scheduled.")).toBeTruthy();

    // leaves and plan entries are told apart in the people list
    const people = screen.getByRole("heading", { name: "People" }).closest("section")!;
    const bia = within(people).getByRole("heading", { name: "Bia Cook" }).closest("li")!;
    expect(within(bia).getByText("Planned")).toBeTruthy();
    expect(within(bia).getByText("Beach")).toBeTruthy();
    const caio = within(people).getByRole("heading", { name: "Caio Cook" }).closest("li")!;
    expect(within(caio).getByText("Leave: approved")).toBeTruthy();
    expect(within(caio).queryByRole("button", { name: /Create request/ })).toBeNull();
  });

  it("reads the plan in Spanish", async () => {
    mockYear(kitchenPeople());
    await renderPlanner("es");
    expect(await screen.findByRole("heading", { name: "Planificador de vacaciones", level: 1 })).toBeTruthy();
    expect(await screen.findByText(/3 días laborables bajo el mínimo \(solo 2 presentes, mínimo 3\)/)).toBeTruthy();
    expect(screen.getByRole("table", { name: "Personas presentes en Kitchen, 2030" })).toBeTruthy();
  });

  it("saves the department's minimum staffing", async () => {
    mockYear(kitchenPeople());
    const saved: unknown[] = [];
    server.use(
      http.put("*/api/companies/c1/vacation-planner/departments/d-kitchen/minimum-staffing", async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({
          departmentId: "d-kitchen",
          minimumPresent: 2,
          updatedAt: "2030-01-15T12:00:00.000Z",
        });
      }),
    );
    await renderPlanner();
    const field = await screen.findByLabelText("Minimum present");
    expect((field as HTMLInputElement).value).toBe("3");
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "2" } });
    fireEvent.blur(field);
    submit("Save minimum");
    expect(await screen.findByText("Minimum staffing saved: 2 people.")).toBeTruthy();
    expect(saved).toEqual([{ minimumPresent: 2 }]);
  });

  it("plans an absence: checks the dates, shows the server's refusal, then adds it", async () => {
    const people = kitchenPeople();
    const asked = mockYear(people);
    const posted: Array<Record<string, unknown>> = [];
    server.use(
      http.post("*/api/companies/c1/vacation-planner/entries", async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        posted.push(body);
        if (body.startDate === "2030-02-04")
          return HttpResponse.json(
            errorBody(
              409,
              "VACATION_PLAN_OVERLAP",
              "This person is already away or has a planned vacation on some of these days.",
            ),
            { status: 409 },
          );
        people[3]!.absences.push(plan("e9", body.startDate!, body.endDate!));
        return HttpResponse.json(
          {
            id: "e9",
            ...body,
            countDays: 5,
            createdBy: "u1",
            createdAt: "2030-01-15T12:00:00.000Z",
            updatedAt: "2030-01-15T12:00:00.000Z",
          },
          { status: 201 },
        );
      }),
    );
    await renderPlanner();
    fireEvent.click(await screen.findByRole("button", { name: "Plan an absence for Duda Cook" }));
    const dialog = await screen.findByRole("dialog", { name: "Plan an absence" });
    // the person is the one asked for; types counted in hours are not offered
    expect(within(dialog).getByRole("button", { name: /Person/ }).textContent).toContain("Duda Cook");
    submit("Add to the plan");
    expect(await within(dialog).findByText("You must make a selection!")).toBeTruthy();
    expect(within(dialog).getByText("Please type something.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: /Leave type/ }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Vacation", "Medical"]);
    fireEvent.click(screen.getByRole("option", { name: "Vacation" }));

    typeDate("First day", "2030-02-08");
    typeDate("Last day", "2030-02-04");
    submit("Add to the plan");
    expect(await within(dialog).findByText("The last day must be on or after the first.")).toBeTruthy();
    expect(posted).toEqual([]);

    typeDate("First day", "2030-02-04");
    typeDate("Last day", "2030-02-08");
    submit("Add to the plan");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This person is already away or has a planned vacation on some of these days.",
    );

    typeDate("First day", "2030-03-04");
    typeDate("Last day", "2030-03-08");
    type("Note (optional)", "  Carnival trip ");
    submit("Add to the plan");
    expect(await screen.findByText("Added to the plan.")).toBeTruthy();
    expect(posted.at(-1)).toEqual({
      userId: "u4",
      leaveTypeId: "t-vac",
      startDate: "2030-03-04",
      endDate: "2030-03-08",
      note: "Carnival trip",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // the plan is read again and shows the new entry
    await waitFor(() => expect(asked.length).toBeGreaterThan(1));
    const duda = (await screen.findByRole("heading", { name: "Duda Cook" })).closest("li")!;
    await waitFor(() => expect(within(duda).getByText("Planned")).toBeTruthy());
  });

  it("turns a plan entry into a leave request, showing the server's refusal first", async () => {
    const people = kitchenPeople();
    mockYear(people);
    let calls = 0;
    server.use(
      http.post("*/api/companies/c1/vacation-planner/entries/e1/request", () => {
        calls += 1;
        if (calls === 1)
          return HttpResponse.json(errorBody(400, "LEAVE_NOT_ENOUGH_DAYS", "Don't have many days!"), { status: 400 });
        people[0]!.absences[0]!.request = { id: "r1", status: "pending" };
        return HttpResponse.json(
          {
            created: true,
            entry: {
              id: "e1",
              userId: "u1",
              leaveTypeId: "t-vac",
              startDate: "2030-02-04",
              endDate: "2030-02-08",
              countDays: 5,
              request: { id: "r1", status: "pending" },
              createdBy: "u1",
              createdAt: "2030-01-15T12:00:00.000Z",
              updatedAt: "2030-01-15T12:00:00.000Z",
            },
            request: {
              id: "r1",
              userId: "u1",
              leaveTypeId: "t-vac",
              startDate: "2030-02-04",
              endDate: "2030-02-08",
              countDays: 5,
              months: ["2030-02"],
              amount: 5 * 86_400_000,
              status: "pending",
              steps: [{ kind: "level", level: "admin" }],
              stepIndex: 0,
              history: [],
              createdBy: "u1",
              createdAt: "2030-01-15T12:00:00.000Z",
              updatedAt: "2030-01-15T12:00:00.000Z",
            },
          },
          { status: 201 },
        );
      }),
    );
    await renderPlanner();
    const ana = (await screen.findByRole("heading", { name: "Ana Cook" })).closest("li")!;
    fireEvent.click(within(ana).getByRole("button", { name: /Create request for Ana Cook/ }));
    expect((await within(ana).findByRole("alert")).textContent).toBe("Don't have many days!");

    fireEvent.click(within(ana).getByRole("button", { name: /Create request for Ana Cook/ }));
    expect(await screen.findByText("Leave request created (pending).")).toBeTruthy();
    await waitFor(() => expect(within(ana).getByText("Request: pending")).toBeTruthy());
    // once requested, the entry is the request's: no second request, no change of its days
    expect(within(ana).queryByRole("alert")).toBeNull();
    expect(within(ana).queryByRole("button", { name: /Create request/ })).toBeNull();
    expect(within(ana).queryByRole("button", { name: /Edit the plan/ })).toBeNull();
    expect(calls).toBe(2);
  });
});
