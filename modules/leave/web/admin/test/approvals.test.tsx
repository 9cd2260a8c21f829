// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi, errorOf, press, renderPage, sessionView, submit, type } from "@web/kit/testing";
import ApprovalsHomeCard from "../home/ApprovalsHomeCard/index.js";
import ApprovalsPage from "../pages/Approvals/index.js";
import { leaveRequest, mockBasics } from "./fixtures.js";

const server = useMockApi();

function mockPending(items = [leaveRequest()]) {
  const calls: Array<{ action: string; id: string; body: unknown }> = [];
  let pending = [...items];
  server.use(
    http.get("*/api/companies/c1/leave/requests/pending-approvals", () =>
      HttpResponse.json({ items: pending, total: pending.length }),
    ),
    http.post("*/api/companies/c1/leave/requests/:id/:action", async ({ params, request }) => {
      const body = await request.json().catch(() => undefined);
      calls.push({ action: String(params.action), id: String(params.id), body });
      const found = pending.find((r) => r.id === params.id);
      pending = pending.filter((r) => r.id !== params.id);
      return HttpResponse.json({ ...found, status: params.action === "deny" ? "denied" : "approved" });
    }),
  );
  return calls;
}

describe("pending approvals", () => {
  it("approves a request and takes it off the list", async () => {
    mockBasics(server);
    const calls = mockPending();
    await renderPage(<ApprovalsPage />, { path: "/approvals", session: sessionView() });
    expect(await screen.findByRole("rowheader", { name: "Bruno Souza" })).toBeTruthy();
    const row = screen.getByRole("rowheader", { name: "Bruno Souza" }).closest("tr")!;
    expect(within(row).getByText("Vacation")).toBeTruthy();
    expect(within(row).getByText("3 days")).toBeTruthy();

    press("Approve the request of Bruno Souza");
    const dialog = await screen.findByRole("dialog", { name: "Approve the request of Bruno Souza" });
    type("Comment for the requester", "Enjoy the beach");
    within(dialog).getByRole("button", { name: "Approve" }).click();
    expect((await screen.findByRole("status")).textContent).toContain("Request approved.");
    expect(calls).toEqual([{ action: "approve", id: "r1", body: { reason: "Enjoy the beach" } }]);
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Bruno Souza" })).toBeNull());
  });

  it("denies with a reason, which is required", async () => {
    mockBasics(server);
    const calls = mockPending();
    await renderPage(<ApprovalsPage />, { path: "/approvals", session: sessionView({ levels: ["revisor"] }) });
    await screen.findByRole("rowheader", { name: "Bruno Souza" });

    press("Deny the request of Bruno Souza");
    const dialog = await screen.findByRole("dialog", { name: "Deny the request of Bruno Souza" });
    submit(/^Deny$/);
    await waitFor(() => expect(errorOf("Reason")).toContain("Please type something."));
    expect(calls).toEqual([]);

    type("Reason", "Team is short that week");
    within(dialog).getByRole("button", { name: "Deny" }).click();
    await waitFor(() =>
      expect(calls).toEqual([{ action: "deny", id: "r1", body: { reason: "Team is short that week" } }]),
    );
    expect(await screen.findByText("Request denied.")).toBeTruthy();
  });

  it("shows the server's message when someone else already decided the request (409)", async () => {
    mockBasics(server);
    let listed = 0;
    server.use(
      http.get("*/api/companies/c1/leave/requests/pending-approvals", () => {
        listed += 1;
        const items = listed === 1 ? [leaveRequest()] : [];
        return HttpResponse.json({ items, total: items.length });
      }),
      http.post("*/api/companies/c1/leave/requests/r1/approve", () =>
        HttpResponse.json(
          errorBody(409, "LEAVE_STATUS_CHANGED", "This request was changed meanwhile, please reload it."),
          { status: 409 },
        ),
      ),
    );
    await renderPage(<ApprovalsPage />, { path: "/approvals", session: sessionView() });
    await screen.findByRole("rowheader", { name: "Bruno Souza" });
    press("Approve the request of Bruno Souza");
    const dialog = await screen.findByRole("dialog", { name: "Approve the request of Bruno Souza" });
    within(dialog).getByRole("button", { name: "Approve" }).click();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "This request was changed meanwhile, please reload it.",
    );
    // the list is read again: the request someone else handled is gone
    await waitFor(() => expect(screen.queryByRole("rowheader", { name: "Bruno Souza" })).toBeNull());
  });

  it("shows the balance after approval and who else is away, and refuses a comment over 1000 characters", async () => {
    mockBasics(server);
    const calls = mockPending([
      leaveRequest({
        balanceAfter: { available: 12 * 86_400_000, unit: "days", availableInUnit: 12 },
        overlaps: [
          { userId: "u1", name: "Ana Admin", startDate: "2026-12-08", endDate: "2026-12-08", status: "approved" },
        ],
      }),
    ]);
    await renderPage(<ApprovalsPage />, { path: "/approvals", session: sessionView() });
    await screen.findByRole("rowheader", { name: "Bruno Souza" });
    const row = screen.getByRole("rowheader", { name: "Bruno Souza" }).closest("tr")!;
    expect(within(row).getByText("12 days left")).toBeTruthy();
    expect(within(row).getByText("Ana Admin · Dec 8, 2026")).toBeTruthy();

    press("Approve the request of Bruno Souza");
    const dialog = await screen.findByRole("dialog", { name: "Approve the request of Bruno Souza" });
    type("Comment for the requester", "x".repeat(1001));
    within(dialog).getByRole("button", { name: "Approve" }).click();
    await waitFor(() => expect(errorOf("Comment for the requester")).toContain("Max length is 1000"));
    expect(calls).toEqual([]);
  });

  it("approves the selected requests at once and lists the ones refused", async () => {
    mockBasics(server);
    mockPending([leaveRequest(), leaveRequest({ id: "r2", userId: "u1" })]);
    let body: unknown;
    server.use(
      http.post("*/api/companies/c1/leave/requests/bulk-approve", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          results: [
            { requestId: "r1", ok: true, status: "approved" },
            {
              requestId: "r2",
              ok: false,
              error: { code: "LEAVE_STATUS_CHANGED", message: "This request was changed meanwhile, please reload it." },
            },
          ],
        });
      }),
    );
    await renderPage(<ApprovalsPage />, { path: "/approvals", session: sessionView() });
    await screen.findByRole("rowheader", { name: "Bruno Souza" });
    expect(screen.getByRole("button", { name: "Approve selected (0)" }).hasAttribute("disabled")).toBe(true);
    screen.getByRole("checkbox", { name: "Select all" }).click();
    press("Approve selected (2)");
    const dialog = await screen.findByRole("dialog", { name: "Approve 2 requests" });
    type("Comment for the requester", "Have fun");
    within(dialog).getByRole("button", { name: "Approve" }).click();
    expect(await screen.findByText("1 request approved.")).toBeTruthy();
    expect(body).toEqual({ requestIds: ["r1", "r2"], reason: "Have fun" });
    expect(await screen.findByText("Ana Admin: This request was changed meanwhile, please reload it.")).toBeTruthy();
  });

  it("counts the requests waiting on the home card, each with the overlap of its department", async () => {
    mockBasics(server);
    const item = { userId: "u2", leaveTypeId: "t1", startDate: "2030-02-04", endDate: "2030-02-05" };
    server.use(
      http.get("*/api/companies/c1/leave/home/approvals", () =>
        HttpResponse.json({
          total: 2,
          items: [
            { ...item, id: "r1", name: "Bruno Souza", department: "Kitchen", othersOff: 2 },
            { ...item, id: "r2", name: "Carla Dias", department: null, othersOff: 1 },
          ],
        }),
      ),
    );
    await renderPage(<ApprovalsHomeCard />, { session: sessionView() });
    expect(await screen.findByText("2 requests wait for your decision.")).toBeTruthy();
    expect(await screen.findByText("2 others from Kitchen are off then.")).toBeTruthy();
    expect(screen.getByText("1 other person is off then.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Open approvals" }).getAttribute("href")).toBe("/approvals");
  });
});
