// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import {
  errorBody,
  useMockApi,
  errorOf,
  press,
  renderPage,
  sessionView,
  submit,
  type,
  typeDate,
} from "@web/kit/testing";
import { countryById } from "../../../contract/countries.js";
import type { CustomField } from "../../../contract/custom-fields.js";
import { AddWorkerDialog } from "../components/AddWorkerDialog/index.js";
import type { Worker } from "../data.js";

const server = useMockApi();

function mockStructure() {
  server.use(
    http.get("*/api/companies/c1/departments", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/offices", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/roles", () =>
      HttpResponse.json({
        items: [
          { id: "r1", name: "Barista", levelAccess: "requester", createdAt: "", updatedAt: "" },
          { id: "r2", name: "Store manager", levelAccess: "revisor", createdAt: "", updatedAt: "" },
        ],
        total: 2,
      }),
    ),
    http.get("*/api/companies/c1/workers", () => HttpResponse.json({ items: [], total: 0 })),
  );
}

async function open(extraFields: CustomField[] = [], defaultSchedule?: Worker["schedule"]) {
  const onCreated = vi.fn();
  await renderPage(
    <AddWorkerDialog
      isOpen
      onClose={() => {}}
      onCreated={onCreated}
      country={countryById("br")!}
      extraFields={extraFields}
      defaultSchedule={defaultSchedule}
    />,
    { path: "/workers", session: sessionView() },
  );
  return onCreated;
}

describe("add worker", () => {
  it("creates the worker with the role's levels, then copies the first-access link", async () => {
    mockStructure();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post("*/api/companies/c1/workers", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            ...body,
            id: "w9",
            userId: "u9",
            referenceWorkerId: null,
            schedule: { type: "regular", days: {} },
            status: "active",
            createdAt: "",
            updatedAt: "",
          },
          { status: 201 },
        );
      }),
      http.get("*/api/users/u9/generateAuthLink", () =>
        HttpResponse.json({
          link: "https://hr.example.com/first-access?code=abc",
          expiresAt: "2030-01-01T00:00:00.000Z",
        }),
      ),
    );
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onCreated = await open([
      { id: "shirt", type: "select", label: "Shirt size", required: true, options: ["S", "M"] },
    ]);

    submit("Add and send welcome");
    await waitFor(() => expect(errorOf("First name")).toContain("Please type something."));
    expect(errorOf("Email")).toContain("Please type something.");
    expect(screen.getByText("You must make a selection!")).toBeTruthy();

    type("First name", "Bruno");
    type("Last name", "Silva");
    type("Email", "bruno@");
    submit("Add and send welcome");
    await waitFor(() => expect(errorOf("Email")).toContain("Email invalid."));

    type("Email", "bruno@example.com");
    fireEvent.click(screen.getByRole("button", { name: /Role$/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Store manager" }));
    expect(screen.getByText("Access level: Manager")).toBeTruthy();
    typeDate("Start date", "2026-03-01");
    fireEvent.click(screen.getByRole("button", { name: /Shirt size/ }));
    fireEvent.click(screen.getByRole("option", { name: "M" }));
    submit("Add and send welcome");

    await screen.findByText("Bruno Silva was added and a welcome email went to bruno@example.com.");
    expect(onCreated).toHaveBeenCalled();
    expect(body).toEqual({
      name: "Bruno",
      lastName: "Silva",
      email: "bruno@example.com",
      roleId: "r2",
      startDateAtCompany: "2026-03-01",
      extraFields: { shirt: "M" },
      levels: ["revisor", "requester"],
      locale: "en",
    });

    press("Copy first-access link");
    await waitFor(() => expect(writeText).toHaveBeenCalledWith("https://hr.example.com/first-access?code=abc"));
    expect((screen.getByLabelText("First-access link") as HTMLInputElement).value).toBe(
      "https://hr.example.com/first-access?code=abc",
    );
  });

  it("shows the server's refusal of a taken email on the email field", async () => {
    mockStructure();
    server.use(
      http.post("*/api/companies/c1/workers", () =>
        HttpResponse.json(errorBody(409, "AUTH_EMAIL_EXISTS", "Email already Exists.", "email"), { status: 409 }),
      ),
    );
    await open();
    type("First name", "Bruno");
    type("Email", "taken@example.com");
    submit("Add and send welcome");
    await waitFor(() => expect(errorOf("Email")).toContain("Email already Exists."));
  });

  it("starts the worker on the company's default schedule", async () => {
    mockStructure();
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post("*/api/companies/c1/workers", async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(errorBody(409, "AUTH_EMAIL_EXISTS", "Email already Exists.", "email"), {
          status: 409,
        });
      }),
    );
    await open([], {
      type: "double",
      days: { mon: true, sat: true },
      minHour: 7,
      maxMidHour: 11,
      minMidHour: 12,
      maxHour: 16,
    });
    type("First name", "Bruno");
    type("Email", "bruno@example.com");
    submit("Add and send welcome");
    await waitFor(() => expect(body).toBeDefined());
    expect(body!.schedule).toEqual({
      type: "double",
      days: { sun: false, mon: true, tue: false, wed: false, thu: false, fri: false, sat: true },
      minHour: 7,
      maxMidHour: 11,
      minMidHour: 12,
      maxHour: 16,
    });
  });
});
