// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { errorBody, useMockApi, renderPage, sessionView, submit, type, typeDate } from "@web/kit/testing";
import { countryById } from "../../../contract/countries.js";
import { TerminateDialog } from "../components/WorkerActions/index.js";
import type { Worker } from "../data.js";

const server = useMockApi();
const br = countryById("br")!;

const self: Worker = {
  id: "w1",
  userId: "u1",
  email: "ana@example.com",
  name: "Ana",
  lastName: "Admin",
  referenceWorkerId: null,
  schedule: { type: "regular", days: {}, minHour: 6, maxHour: 18 },
  status: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

async function openTerminate(worker: Worker) {
  const onDone = vi.fn();
  await renderPage(<TerminateDialog worker={worker} country={br} isOpen onClose={() => {}} onDone={onDone} />, {
    path: `/workers/${worker.id}`,
    session: sessionView(),
  });
  return onDone;
}

function chooseType(name: string) {
  fireEvent.click(screen.getByRole("button", { name: /Termination type/ }));
  fireEvent.click(screen.getByRole("option", { name }));
}

describe("terminate", () => {
  it("shows the server's refusal to terminate oneself (spec §5)", async () => {
    server.use(
      http.post("*/api/companies/c1/workers/w1/terminate", () =>
        HttpResponse.json(errorBody(400, "AUTH_CANNOT_TERMINATE_SELF", "You can't eliminate yourself"), {
          status: 400,
        }),
      ),
    );
    const onDone = await openTerminate(self);
    chooseType("Voluntary");
    submit("Terminate");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("You can't eliminate yourself");
    expect(onDone).not.toHaveBeenCalled();
  });

  it("checks the last day and the type, then sends them as the API takes them", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/companies/c1/workers/w2/terminate", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ...self, id: "w2", status: "terminated" });
      }),
    );
    const onDone = await openTerminate({ ...self, id: "w2", userId: "u2", name: "Bruno" });
    submit("Terminate");
    expect(await screen.findByText("You must make a selection!")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    typeDate("Last day of work", "2026-11-30");
    chooseType("Involuntary");
    type("Notes (optional)", "  End of contract ");
    submit("Terminate");
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(body).toEqual({ lastDayWork: "2026-11-30", type: "involuntary", reason: "End of contract" });
    expect(await screen.findByText("Bruno Admin was terminated.")).toBeTruthy();
  });
});
