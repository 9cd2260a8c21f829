// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useMockApi, press, renderPage, sessionView, type, typeDate } from "@web/kit/testing";
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
/** Bruno's public card (GET /workers/w2/public): the API leaves out pay, birthdate, address and the like. */
const brunoCard = {
  id: "w2",
  email: "bruno@example.com",
  name: "Bruno",
  lastName: "Silva",
  roleId: "r1",
  referenceWorkerId: "w1",
  startDateAtCompany: "2024-05-06",
  status: "active",
};
const anaCard = {
  id: "w1",
  email: ana.email,
  name: "Ana",
  lastName: "Admin",
  referenceWorkerId: null,
  status: "active",
};

/** The API as every level sees it: one's own record, colleagues' cards, never the admin reads. */
function mockApi(options: { own?: object | null; settings?: object } = {}) {
  const calls: string[] = [];
  const patches: unknown[] = [];
  let own: object | null = options.own === undefined ? ana : options.own;
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
        settings: options.settings ?? {},
        customFields: [],
        workerExtraFields: [],
        customFieldValues: {},
      }),
    ),
    http.patch("*/api/companies/c1/workers/me", async ({ request }) => {
      const body = (await request.json()) as object;
      patches.push(body);
      own = { ...own, ...body };
      return HttpResponse.json(own);
    }),
    http.get("*/api/companies/c1/workers/me", () =>
      own ? HttpResponse.json(own) : HttpResponse.json({ code: "NOT_FOUND", message: "Not found." }, { status: 404 }),
    ),
    http.get("*/api/companies/c1/workers/w1/public", () => HttpResponse.json(anaCard)),
    http.get("*/api/companies/c1/workers/w2/public", () => HttpResponse.json(brunoCard)),
    http.get("*/api/companies/c1/workers/:id/public", () =>
      HttpResponse.json({ code: "NOT_FOUND", message: "Not found." }, { status: 404 }),
    ),
    http.get("*/api/companies/c1/postal-codes/:zip", () =>
      HttpResponse.json({
        zipcode: "80420-090",
        street: "Avenida do Batel",
        district: "Batel",
        city: "Curitiba",
        state: "PR",
      }),
    ),
    // the admin reads: none of these pages may need them
    http.get("*/api/companies/c1/workers", ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json({ items: [ana], total: 1 });
    }),
    http.get("*/api/companies/c1/workers/:id", ({ request }) => {
      calls.push(request.url);
      return HttpResponse.json(ana);
    }),
  );
  return { calls, patches };
}

describe("employee profile", () => {
  for (const level of ["admin", "revisor", "requester"] as const)
    it(`a colleague's public card leaves out private details (${level})`, async () => {
      const { calls } = mockApi();
      await renderPage(profilePage, { path: "/employee-profile/w2", session: sessionView({ levels: [level] }) });
      await screen.findByRole("heading", { name: "Bruno Silva" });
      await screen.findByText("Barista", { selector: "dd" });
      expect(screen.getByRole("link", { name: "bruno@example.com" })).toBeTruthy();
      expect(await screen.findByRole("link", { name: "Ana Admin" })).toBeTruthy();
      expect(screen.getByText("06/05/2024")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "Edit profile" })).toBeNull();
      expect(calls).toEqual([]);
    });

  for (const level of ["admin", "revisor", "requester"] as const)
    it(`one's own profile is read from /workers/me and saved there, job fields left out (${level})`, async () => {
      const { calls, patches } = mockApi();
      await renderPage(profilePage, { path: "/employee-profile", session: sessionView({ levels: [level] }) });
      await screen.findByRole("heading", { name: "Ana Admin" });
      press("Edit profile");
      await screen.findByRole("heading", { name: "Personal" });
      expect(screen.getByRole("heading", { name: "Address" })).toBeTruthy();
      expect(screen.getByRole("heading", { name: "Bank and education" })).toBeTruthy();
      // pay and job are the company's to set
      expect(screen.queryByLabelText("Salary")).toBeNull();
      expect(screen.queryByRole("heading", { name: "Schedule" })).toBeNull();
      type("Nickname", "Aninha");
      // issue 12: bank data is the administrators' to keep; the person reads it only
      expect((screen.getByLabelText("Bank") as HTMLInputElement).disabled).toBe(true);
      if (level !== "admin") {
        // spec §5: the address is required, but not for admins
        type("Zip code", "80420090");
        type("Street", "Avenida do Batel");
        type("Number", "10");
        type("District", "Batel");
        type("City", "Curitiba");
        type("State", "PR");
      }
      press("Save changes");
      await screen.findByText("Aninha", { selector: "dd" });
      expect(patches).toHaveLength(1);
      expect(patches[0]).toMatchObject({ nickname: "Aninha" });
      expect(patches[0]).not.toHaveProperty("bank");
      expect(Object.keys(patches[0] as object).every((k) => !["salary", "roleId", "schedule"].includes(k))).toBe(true);
      expect(calls).toEqual([]);
    });

  it("one's own id in the address opens the editable profile", async () => {
    mockApi();
    await renderPage(profilePage, { path: "/employee-profile/w1", session: sessionView({ levels: ["requester"] }) });
    await screen.findByRole("heading", { name: "My profile" });
    expect(screen.getByRole("button", { name: "Edit profile" })).toBeTruthy();
  });

  it("shows the company's message on one's own profile (spec §3 messageWorkerProfile)", async () => {
    mockApi({ settings: { messageWorkerProfile: "  Keep your bank details current before the 20th.  " } });
    await renderPage(profilePage, { path: "/employee-profile", session: sessionView({ levels: ["requester"] }) });
    const note = await screen.findByRole("note");
    expect(note.textContent).toBe("Keep your bank details current before the 20th.");
  });

  it("someone without a worker record sees their session and who sets the record up", async () => {
    const { calls } = mockApi({ own: null });
    await renderPage(profilePage, {
      path: "/employee-profile",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByRole("heading", { name: "Ana Admin" });
    expect(screen.getByText("Acme · Employee")).toBeTruthy();
    expect(screen.getByText(/has not set up your worker profile yet/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Edit profile" })).toBeNull();
    expect(calls).toEqual([]);
  });

  it("an unknown colleague meets the not-found page", async () => {
    mockApi();
    await renderPage(profilePage, {
      path: "/employee-profile/w9",
      session: sessionView({ levels: ["requester"] }),
    });
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });
});

describe("complete profile", () => {
  for (const level of ["revisor", "requester"] as const)
    it(`asks for the personal details and the address, saves them to /workers/me, then goes home (${level})`, async () => {
      const { calls, patches } = mockApi();
      const page = await renderPage(<CompleteProfilePage />, {
        path: "/complete-profile",
        session: sessionView({ levels: [level] }),
      });
      await screen.findByRole("heading", { name: "Address" });
      press("Save and go to the home page");
      await screen.findByText(/fields need your attention/);
      expect(patches).toEqual([]);
      typeDate("Birthdate", "1990-01-02");
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
      expect(patches).toEqual([
        {
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
        },
      ]);
      expect(calls).toEqual([]);
    });

  it("without a worker record: says who sets it up and offers the home page", async () => {
    mockApi({ own: null });
    await renderPage(<CompleteProfilePage />, {
      path: "/complete-profile",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByText(/has not set up your worker profile yet/);
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeTruthy();
  });
});
