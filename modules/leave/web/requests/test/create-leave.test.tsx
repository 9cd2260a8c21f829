// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import {
  errorBody,
  useMockApi,
  errorOf,
  errorOfDate,
  renderPage,
  sessionView,
  submit,
  type,
  typeDate,
} from "@web/kit/testing";
import CreateLeavePage from "../CreateLeavePage/index.js";
import { dateMarkHandlers, hourType, leaveRequest, leaveType } from "./fixtures.js";

const server = useMockApi();
// the company's modules and feature flags (leave.half-days on: the founder's switch, issue 18)
beforeEach(() =>
  server.use(
    http.get("*/api/companies/c1/modules", () =>
      HttpResponse.json({ modules: [{ id: "leave", enabled: true }], flags: { "leave.half-days": true } }),
    ),
  ),
);

function mockTypes() {
  server.use(
    http.get("*/api/companies/c1/leave-types", () => HttpResponse.json({ items: [hourType, leaveType()] })),
    ...dateMarkHandlers,
  );
}

describe("create leave", () => {
  it("sends the chosen range with its last day inclusive and goes to my requests", async () => {
    mockTypes();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post("*/api/companies/c1/leave/requests", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(leaveRequest(), { status: 201 });
      }),
      http.get("*/api/companies/c1/leave/requests/mine", () => HttpResponse.json({ items: [], total: 0 })),
    );
    const page = await renderPage(<CreateLeavePage />, {
      path: "/create-leave?type=t-vac",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByRole("group", { name: "First and last day" });
    typeDate("First and last day", "2099-03-02", "2099-03-06");
    // Monday to Friday, both days included
    expect(screen.getByText("5 days · Mar 2, 2099 – Mar 6, 2099")).toBeTruthy();
    type("Note", "Family trip");
    submit("Send request");
    await waitFor(() => expect(page.location()).toBe("/my-requests"));
    expect(body).toEqual({ leaveTypeId: "t-vac", startDate: "2099-03-02", endDate: "2099-03-06", note: "Family trip" });
  });

  it("shows the server's overlap refusal in the user's language", async () => {
    mockTypes();
    server.use(
      http.post("*/api/companies/c1/leave/requests", () =>
        HttpResponse.json(errorBody(409, "LEAVE_OVERLAP", "Superposición no permitida"), { status: 409 }),
      ),
    );
    await renderPage(<CreateLeavePage />, {
      path: "/create-leave?type=t-vac",
      locale: "es",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByRole("group", { name: "Primer y último día" });
    typeDate("Primer y último día", "2099-03-02", "2099-03-03");
    submit("Enviar solicitud");
    expect((await screen.findByRole("alert")).textContent).toBe("Superposición no permitida");
  });

  it("puts a refusal about a date on that field", async () => {
    mockTypes();
    server.use(
      http.post("*/api/companies/c1/leave/requests", () =>
        HttpResponse.json(errorBody(400, "DATE_BEFORE_NOW", "Date before now.", "startDate"), { status: 400 }),
      ),
    );
    await renderPage(<CreateLeavePage />, { path: "/create-leave?type=t-vac", session: sessionView() });
    await screen.findByRole("group", { name: "First and last day" });
    typeDate("First and last day", "2099-03-02", "2099-03-02");
    submit("Send request");
    await waitFor(() => expect(errorOfDate("First and last day")).toBe("Date before now."));
  });

  it("checks the dates on submit without calling the API", async () => {
    mockTypes();
    await renderPage(<CreateLeavePage />, { path: "/create-leave?type=t-vac", session: sessionView() });
    await screen.findByRole("group", { name: "First and last day" });
    typeDate("First and last day", "2099-03-06", "2099-03-02");
    submit("Send request");
    await waitFor(() => expect(errorOfDate("First and last day")).toBe("The last day cannot come before the first."));
    // the stale message goes as soon as the dates are right
    typeDate("First and last day", "2099-03-02", "2099-03-06");
    await waitFor(() => expect(errorOfDate("First and last day")).toBe(""));
  });

  it("sends an hour leave as one day and a time range in 5-minute steps", async () => {
    mockTypes();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post("*/api/companies/c1/leave/requests", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(leaveRequest({ leaveTypeId: "t-hour" }), { status: 201 });
      }),
      http.get("*/api/companies/c1/leave/requests/mine", () => HttpResponse.json({ items: [], total: 0 })),
    );
    const page = await renderPage(<CreateLeavePage />, {
      path: "/create-leave?type=t-hour",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByRole("group", { name: "Day" });
    expect(screen.queryByRole("group", { name: "First and last day" })).toBeNull();
    expect((screen.getByLabelText("From") as HTMLInputElement).step).toBe("300");
    typeDate("Day", "2099-03-02");
    type("From", "09:00");
    type("Until", "11:32");
    submit("Send request");
    await waitFor(() => expect(errorOf("Until")).toBe("Choose a time in 5-minute steps."));
    type("Until", "11:30");
    expect(screen.getByText("2.5 hours · Mar 2, 2099, 09:00–11:30")).toBeTruthy();
    submit("Send request");
    await waitFor(() => expect(page.location()).toBe("/my-requests"));
    expect(body).toEqual({
      leaveTypeId: "t-hour",
      startDate: "2099-03-02",
      endDate: "2099-03-02",
      startTime: "09:00",
      endTime: "11:30",
    });
  });

  it("offers half days and the whole day for an hour type, sent without times", async () => {
    mockTypes();
    const bodies: Array<Record<string, unknown>> = [];
    server.use(
      http.post("*/api/companies/c1/leave/requests", async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(leaveRequest({ leaveTypeId: "t-hour" }), { status: 201 });
      }),
      http.get("*/api/companies/c1/leave/requests/mine", () => HttpResponse.json({ items: [], total: 0 })),
    );
    const page = await renderPage(<CreateLeavePage />, {
      path: "/create-leave?type=t-hour",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByRole("group", { name: "Day" });
    expect(screen.getByRole("radiogroup", { name: "How long" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Afternoon" }));
    expect(screen.queryByLabelText("From")).toBeNull();
    expect(screen.getByText("A half day is half of your scheduled hours that day.")).toBeTruthy();
    typeDate("Day", "2099-03-02");
    expect(screen.getByText("Mar 2, 2099 · afternoon")).toBeTruthy();
    submit("Send request");
    await waitFor(() => expect(page.location()).toBe("/my-requests"));
    expect(bodies).toEqual([
      { leaveTypeId: "t-hour", startDate: "2099-03-02", endDate: "2099-03-02", halfDay: "afternoon" },
    ]);
  });
});
