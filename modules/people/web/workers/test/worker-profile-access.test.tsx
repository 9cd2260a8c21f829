// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useMockApi, renderPage, sessionView } from "@web/kit/testing";
import { Route } from "wouter";
import WorkerProfilePage from "../WorkerProfilePage/index.js";

/** /workers/:id follows field access (issue 12): hidden what the caller cannot read, disabled what they cannot write. */
const server = useMockApi();

const page = (
  <Route path="/workers/:id">
    <WorkerProfilePage />
  </Route>
);

/** The public card fields every level reads. */
const card = {
  id: "w2",
  userId: "u2",
  email: "bruno@example.com",
  phone: "+55 41 99999-0000",
  name: "Bruno",
  lastName: "Silva",
  roleId: "r1",
  referenceWorkerId: "w1",
  startDateAtCompany: "2024-05-06",
  status: "active",
};
/** What the worker's manager reads: the card and the job data (no pay, bank, personal or sensitive data). */
const forManager = {
  ...card,
  contractType: "CLT",
  schedule: { type: "regular", days: {} },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function mockApi(worker: object) {
  server.use(
    http.get("*/api/companies/c1/departments", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/offices", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/roles", () =>
      HttpResponse.json({ items: [{ id: "r1", name: "Barista", levelAccess: "requester" }], total: 1 }),
    ),
    http.get("*/api/companies/c1/company", () =>
      HttpResponse.json({
        id: "c1",
        name: "Acme",
        countryId: "br",
        settings: {},
        customFields: [],
        workerExtraFields: [],
        customFieldValues: {},
      }),
    ),
    http.get("*/api/companies/c1/workers/w2", () => HttpResponse.json(worker)),
    http.get("*/api/companies/c1/workers/:id/public", () =>
      HttpResponse.json({ id: "w1", name: "Ana", email: "ana@example.com", referenceWorkerId: null, status: "active" }),
    ),
    http.get("*/api/companies/c1/workers", () => HttpResponse.json({ items: [], total: 0 })),
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("a worker's profile by field access", () => {
  it("shows a manager their report's job data to edit, and leaves out pay, address and bank", async () => {
    mockApi(forManager);
    await renderPage(page, { path: "/workers/w2", session: sessionView({ levels: ["revisor"] }) });
    await screen.findByRole("heading", { name: "Bruno Silva" });
    expect(screen.getByRole("tab", { name: "Personal" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Job" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Schedule" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Address" })).toBeNull();
    expect(screen.queryByRole("tab", { name: "Bank and education" })).toBeNull();
    // personal tab: names editable, contact shown but the person's, sensitive fields absent
    expect(input("First name").disabled).toBe(false);
    expect(screen.queryByText("Sexual orientation")).toBeNull();
    expect(screen.queryByText("Race")).toBeNull();
    expect(screen.getByRole("button", { name: "Save changes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Move team to another supervisor" })).toBeTruthy();
    screen.getByRole("tab", { name: "Job" }).click();
    expect((await screen.findByLabelText("Contract type")).hasAttribute("disabled")).toBe(false);
    expect(screen.queryByLabelText("Salary")).toBeNull();
    expect(screen.queryByText("Variable pay")).toBeNull();
  });

  it("shows an employee a colleague's public fields, all disabled, with no Save and no picture upload", async () => {
    mockApi(card);
    await renderPage(page, { path: "/workers/w2", session: sessionView({ levels: ["requester"] }) });
    await screen.findByRole("heading", { name: "Bruno Silva" });
    expect(screen.getByText(/Fields you cannot change are shown disabled/)).toBeTruthy();
    expect(input("First name").disabled).toBe(true);
    expect(screen.queryByRole("tab", { name: "Schedule" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Move team to another supervisor" })).toBeNull();
    expect(screen.queryByText(/Choose a picture|Upload/i)).toBeNull();
  });
});
