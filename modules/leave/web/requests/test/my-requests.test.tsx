// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useMockApi, press, renderPage, sessionView } from "@web/kit/testing";
import MyRequestsPage from "../MyRequestsPage/index.js";
import { leaveRequest, leaveType } from "./fixtures.js";

const server = useMockApi();

describe("my requests", () => {
  it("asks the API for the quick range and the status chosen", async () => {
    const queries: Record<string, string>[] = [];
    server.use(
      http.get("*/api/companies/c1/leave-types", () => HttpResponse.json({ items: [leaveType()] })),
      http.get("*/api/companies/c1/leave/requests/mine", ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json({ items: [leaveRequest()], total: 1 });
      }),
    );
    await renderPage(<MyRequestsPage />, { path: "/my-requests", session: sessionView({ levels: ["requester"] }) });
    await screen.findByRole("rowheader", { name: /Vacation/ });
    expect(queries[0]).toEqual({ limit: "20", skip: "0" });

    press("This month");
    await waitFor(() => expect(queries.at(-1)).toEqual({ limit: "20", skip: "0", range: "this-month" }));
    expect(screen.getByRole("button", { name: "This month" }).getAttribute("aria-pressed")).toBe("true");

    press("Last month");
    await waitFor(() => expect(queries.at(-1)?.range).toBe("last-month"));

    fireEvent.click(screen.getByRole("button", { name: /Status/ }));
    fireEvent.click(screen.getByRole("option", { name: "Approved" }));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ limit: "20", skip: "0", range: "last-month", status: "approved" }),
    );

    press("Any date");
    await waitFor(() => expect(queries.at(-1)).toEqual({ limit: "20", skip: "0", status: "approved" }));
  });

  it("cancels a pending request and offers no cancel for a final one", async () => {
    let canceled: { id: string; body: unknown } | undefined;
    let items = [
      leaveRequest({ id: "r1", status: "pending" }),
      leaveRequest({ id: "r2", status: "denied", startDate: "2099-05-04", endDate: "2099-05-04", countDays: 1 }),
    ];
    server.use(
      http.get("*/api/companies/c1/leave-types", () => HttpResponse.json({ items: [leaveType()] })),
      http.get("*/api/companies/c1/leave/requests/mine", () => HttpResponse.json({ items, total: items.length })),
      http.post("*/api/companies/c1/leave/requests/:id/cancel", async ({ params, request }) => {
        canceled = { id: String(params.id), body: await request.json() };
        items = items.map((r) => (r.id === params.id ? { ...r, status: "canceled" } : r));
        return HttpResponse.json(items[0]);
      }),
    );
    await renderPage(<MyRequestsPage />, { path: "/my-requests", session: sessionView({ levels: ["requester"] }) });
    // header + two requests; only the pending one can be canceled
    await waitFor(() => expect(screen.getAllByRole("rowheader", { name: /Vacation/ })).toHaveLength(2));
    const rows = screen.getAllByRole("row");
    expect(within(rows[1]!).getByText("Pending")).toBeTruthy();
    expect(within(rows[2]!).queryByRole("button", { name: "Cancel" })).toBeNull();
    fireEvent.click(within(rows[1]!).getByRole("button", { name: "Cancel" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("Reason (optional)"), { target: { value: "Plans changed" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel request" }));
    await waitFor(() => expect(canceled).toEqual({ id: "r1", body: { reason: "Plans changed" } }));
    await screen.findByText("Request canceled.");
    await waitFor(() => expect(screen.getAllByText("Canceled").length).toBeGreaterThan(0));
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });

  it("lets a requester cancel an approved leave only before it starts", async () => {
    server.use(
      http.get("*/api/companies/c1/leave-types", () => HttpResponse.json({ items: [leaveType()] })),
      http.get("*/api/companies/c1/leave/requests/mine", () =>
        HttpResponse.json({
          items: [
            leaveRequest({ id: "r1", status: "approved" }),
            leaveRequest({ id: "r2", status: "approved", startDate: "2020-01-06", endDate: "2020-01-07" }),
          ],
          total: 2,
        }),
      ),
    );
    await renderPage(<MyRequestsPage />, { path: "/my-requests", session: sessionView({ levels: ["requester"] }) });
    await waitFor(() => expect(screen.getAllByRole("rowheader", { name: /Vacation/ })).toHaveLength(2));
    expect(screen.getAllByRole("button", { name: "Cancel" })).toHaveLength(1);
  });
});
