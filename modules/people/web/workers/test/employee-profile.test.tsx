// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../../../../web/src/testing/msw.js";
import { press, renderPage, sessionView, type } from "../../../../../web/src/testing/render.js";
import { Route } from "wouter";
import CompleteProfilePage from "../CompleteProfilePage/index.js";
import EmployeeProfilePage from "../EmployeeProfilePage/index.js";

const server = useMockApi();

/** The page under its route, as the app mounts it (the id comes from the path). */
const profilePage = (
  <Route path="/employee-profile/:id?">
    <EmployeeProfilePage />
  </Route>
);

const base = {
  referenceWorkerId: null,
  schedule: { type: "regular", days: {} },
  status: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};
const ana = { ...base, id: "w1", userId: "u1", email: "ana@example.com", name: "Ana", lastName: "Admin" };
const bruno = {
  ...base,
  id: "w2",
  userId: "u2",
  email: "bruno@example.com",
  name: "Bruno",
  lastName: "Silva",
  salary: 3500,
  birthdate: "1990-01-02",
  roleId: "r1",
  referenceWorkerId: "w1",
};

function mockApi() {
  const calls: string[] = [];
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
    http.get("*/api/companies/c1/workers", ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ items: [ana], total: 1 });
    }),
    http.get("*/api/companies/c1/workers/w1", () => HttpResponse.json(ana)),
    http.get("*/api/companies/c1/workers/w2", () => HttpResponse.json(bruno)),
  );
  return calls;
}

describe("employee profile", () => {
  it("a colleague's public view leaves out private details", async () => {
    mockApi();
    await renderPage(profilePage, { path: "/employee-profile/w2", session: sessionView() });
    await screen.findByRole("heading", { name: "Bruno Silva" });
    await screen.findByText("Barista", { selector: "dd" });
    expect(screen.getByRole("link", { name: "bruno@example.com" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Ana Admin" })).toBeTruthy();
    expect(document.body.textContent).not.toContain("3,500");
    expect(document.body.textContent).not.toContain("02/01/1990");
    expect(screen.queryByRole("button", { name: "Edit profile" })).toBeNull();
  });

  it("one's own profile offers Edit profile with the fields a person keeps", async () => {
    mockApi();
    await renderPage(profilePage, { path: "/employee-profile", session: sessionView() });
    await screen.findByRole("heading", { name: "Ana Admin" });
    press("Edit profile");
    await screen.findByRole("heading", { name: "Personal" });
    expect(screen.getByRole("heading", { name: "Address" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Bank and education" })).toBeTruthy();
    // pay and job are the company's to set
    expect(screen.queryByLabelText("Salary")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Schedule" })).toBeNull();
  });

  it("an employee sees their session and may change their picture; nothing the API refuses is asked", async () => {
    const calls = mockApi();
    await renderPage(profilePage, {
      path: "/employee-profile",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByRole("heading", { name: "Ana Admin" });
    expect(screen.getByText("Acme · Employee")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Change picture" })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("an employee asking for a colleague meets the not-found page", async () => {
    mockApi();
    await renderPage(profilePage, {
      path: "/employee-profile/w2",
      session: sessionView({ levels: ["requester"] }),
    });
    expect(screen.getByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});

describe("complete profile", () => {
  it("asks for the personal details and the address, then goes home", async () => {
    mockApi();
    let patched: unknown;
    server.use(
      http.patch("*/api/companies/c1/workers/w1", async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ ...ana, ...(patched as object) });
      }),
    );
    const page = await renderPage(<CompleteProfilePage />, {
      path: "/complete-profile",
      session: sessionView({ levels: ["revisor"] }),
    });
    await screen.findByRole("heading", { name: "Address" });
    press("Save and go to the home page");
    expect((await screen.findByRole("alert")).textContent).toMatch(/fields need your attention/);
    expect(patched).toBeUndefined();
    server.use(
      http.get("*/api/companies/c1/postal-codes/:zip", () =>
        HttpResponse.json({
          zipcode: "80420-090",
          street: "Avenida do Batel",
          district: "Batel",
          city: "Curitiba",
          state: "PR",
        }),
      ),
    );
    type("Birthdate", "02011990");
    type("Phone", "11987654321");
    type("Emergency contact", "Carla 11 90000-0000");
    type("Zip code", "80420090");
    type("Street", "Avenida do Batel");
    type("Number", "10");
    type("District", "Batel");
    type("City", "Curitiba");
    type("State", "PR");
    type("Last name", "Admin");
    press("Save and go to the home page");
    await waitFor(() => expect(page.location()).toBe("/"));
    expect(patched).toEqual({
      birthdate: "1990-01-02",
      phone: "+55 (11) 98765-4321",
      emergencyContact: "Carla 11 90000-0000",
      address: {
        zipcode: "80420 - 090",
        street: "Avenida do Batel",
        number: "10",
        district: "Batel",
        city: "Curitiba",
        state: "PR",
      },
    });
  });
});
