// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi, errorOf, press, renderPage, sessionView, submit, type } from "@web/kit/testing";
import DepartmentsPage from "../pages/Departments/index.js";
import RolesPage from "../pages/Roles/index.js";
import { mockCompany, stamp } from "./fixtures.js";

const server = useMockApi();

/** A departments API that keeps what is created; a name already used answers the catalogue's 409. */
function mockDepartments() {
  const departments: Array<{ id: string; name: string; description?: string }> = [
    { id: "d1", name: "Kitchen", description: "Hot food", ...stamp },
  ];
  const created: unknown[] = [];
  server.use(
    http.get("*/api/companies/c1/departments", ({ request }) => {
      const q = new URL(request.url).searchParams.get("q")?.toLowerCase() ?? "";
      const found = departments.filter((d) => d.name.toLowerCase().includes(q));
      return HttpResponse.json({ items: found, total: found.length });
    }),
    http.post("*/api/companies/c1/departments", async ({ request }) => {
      const body = (await request.json()) as { name: string; description?: string };
      created.push(body);
      if (departments.some((d) => d.name.toLowerCase() === body.name.toLowerCase()))
        return HttpResponse.json(errorBody(409, "PEOPLE_NAME_TAKEN", "This name is already in use.", "name"), {
          status: 409,
        });
      const department = { id: `d${departments.length + 1}`, ...body, ...stamp };
      departments.push(department);
      return HttpResponse.json(department, { status: 201 });
    }),
  );
  return { departments, created };
}

describe("departments", () => {
  it("creates a department and shows the server's validation error next to the field it names", async () => {
    mockCompany(server);
    const api = mockDepartments();
    await renderPage(<DepartmentsPage />, { path: "/company/departments", session: sessionView() });
    await screen.findByRole("rowheader", { name: "Kitchen" });

    press("New department");
    const dialog = await screen.findByRole("dialog", { name: "New department" });
    type("Name", "Kitchen");
    submit("Create");
    await waitFor(() => expect(errorOf("Name")).toContain("This name is already in use."));
    expect(within(dialog).getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");

    type("Name", "Bakery");
    type("Description", "Bread and cakes");
    submit("Create");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("rowheader", { name: "Bakery" })).toBeTruthy();
    expect((await screen.findByRole("status")).textContent).toContain("Department created.");
    expect(api.created.at(-1)).toEqual({ name: "Bakery", description: "Bread and cakes" });
  });

  it("asks for a name before anything is sent", async () => {
    mockCompany(server);
    const api = mockDepartments();
    await renderPage(<DepartmentsPage />, { path: "/company/departments", session: sessionView() });
    await screen.findByRole("rowheader", { name: "Kitchen" });
    press("New department");
    await screen.findByRole("dialog", { name: "New department" });
    submit("Create");
    await waitFor(() => expect(errorOf("Name")).toContain("Please type something."));
    expect(api.created).toHaveLength(0);
  });

  it("shows employees the list without the writing actions", async () => {
    mockCompany(server);
    mockDepartments();
    await renderPage(<DepartmentsPage />, {
      path: "/company/departments",
      session: sessionView({ levels: ["requester"] }),
    });
    await screen.findByRole("rowheader", { name: "Kitchen" });
    expect(screen.queryByRole("button", { name: "New department" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit Kitchen" })).toBeNull();
    expect(screen.queryByRole("columnheader", { name: "Actions" })).toBeNull();
  });
});

describe("roles", () => {
  it("shows each role's access level with the spec's labels and sends the chosen level", async () => {
    mockCompany(server);
    let sent: unknown;
    server.use(
      http.get("*/api/companies/c1/roles", () =>
        HttpResponse.json({
          items: [
            { id: "r1", name: "Barista", levelAccess: "requester", ...stamp },
            { id: "r2", name: "Director", levelAccess: "admin", ...stamp },
          ],
          total: 2,
        }),
      ),
      http.patch("*/api/companies/c1/roles/r1", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: "r1", name: "Barista", levelAccess: "revisor", ...stamp });
      }),
    );
    await renderPage(<RolesPage />, { path: "/company/roles", session: sessionView() });
    const barista = (await screen.findByRole("rowheader", { name: "Barista" })).closest("[role=row]") as HTMLElement;
    expect(within(barista).getByText("Employee")).toBeTruthy();
    const director = screen.getByRole("rowheader", { name: "Director" }).closest("[role=row]") as HTMLElement;
    expect(within(director).getByText("Administrator")).toBeTruthy();

    press("Edit Barista");
    const dialog = await screen.findByRole("dialog", { name: "Edit role" });
    // the access level select offers Administrator, Manager and Employee
    fireEvent.click(within(dialog).getByRole("button", { name: /Access level/ }));
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["Administrator", "Manager", "Employee"]);
    fireEvent.click(screen.getByRole("option", { name: "Manager" }));
    submit("Save");
    await waitFor(() => expect(sent).toEqual({ name: "Barista", levelAccess: "revisor" }));
  });
});
