// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useMockApi, renderPage, sessionView, submit, typeDate } from "@web/kit/testing";
import { requestsPages } from "../pages.js";
import PayrollCreateLeavePage from "../PayrollCreateLeavePage/index.js";
import { dateMarkHandlers, leaveRequest, leaveType } from "./fixtures.js";

const server = useMockApi();

describe("payroll create leave", () => {
  it("is an admin route", () => {
    expect(requestsPages.find((page) => page.path === "/payroll-create-leave")?.levels).toEqual(["admin"]);
  });

  it("tells someone acting as a manager that it is for admins, and reads nothing", async () => {
    // msw fails the test on any call nobody answers
    await renderPage(<PayrollCreateLeavePage />, {
      path: "/payroll-create-leave",
      session: sessionView({ levels: ["revisor", "requester"] }),
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Only admins record leaves for others.");
  });

  it("records a leave for the chosen worker", async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      ...dateMarkHandlers,
      http.get("*/api/companies/c1/leave-types", () => HttpResponse.json({ items: [leaveType()] })),
      http.get("*/api/companies/c1/workers", () =>
        HttpResponse.json({
          items: [{ id: "w2", userId: "u2", email: "bia@example.com", name: "Bia", lastName: "Souza" }],
          total: 1,
        }),
      ),
      http.post("*/api/companies/c1/leave/payroll-requests", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(leaveRequest({ userId: "u2", status: "approved" }), { status: 201 });
      }),
    );
    await renderPage(<PayrollCreateLeavePage />, { path: "/payroll-create-leave", session: sessionView() });
    await screen.findByRole("group", { name: "First and last day" });
    typeDate("First and last day", "2099-03-02", "2099-03-03");
    // the worker and the type are required
    submit("Record leave");
    await screen.findByText("You must make a selection!");
    expect(body).toBeUndefined();

    fireEvent.click(screen.getByRole("button", { name: /Worker/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Bia Souza (bia@example.com)" }));
    fireEvent.click(screen.getByRole("button", { name: /Leave type/ }));
    fireEvent.click(screen.getByRole("option", { name: "Vacation" }));
    submit("Record leave");
    await screen.findByText("Leave recorded.");
    expect(body).toEqual({ leaveTypeId: "t-vac", startDate: "2099-03-02", endDate: "2099-03-03", userId: "u2" });
  });
});
