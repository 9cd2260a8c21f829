// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { errorBody, useMockApi, press, renderPage, sessionView, type } from "@web/kit/testing";
import OrgChartPage from "../pages/OrgChart/index.js";
import { mockCompany } from "./fixtures.js";

const server = useMockApi();

const node = (id: string, name: string, lastName: string, parentId: string | null, children: string[], depth = 0) => ({
  id,
  name,
  lastName,
  role: "Barista",
  department: "Kitchen",
  parentId,
  depth,
  children,
  directReports: children.length,
  totalReports: children.length,
});

/** Marta leads Ana and Bruno; Bruno leads Carla José; Zeca works alone. */
const chart = {
  total: 5,
  roots: ["m", "z"],
  nodes: [
    node("m", "Marta", "Boss", null, ["a", "b"]),
    node("a", "Ana", "Lima", "m", [], 1),
    node("b", "Bruno", "Costa", "m", ["c"], 1),
    node("c", "Carla", "José", "b", [], 2),
    node("z", "Zeca", "Solo", null, []),
  ],
};

function mockChart() {
  mockCompany(server);
  server.use(http.get("*/api/companies/c1/org-chart", () => HttpResponse.json(chart)));
}

const item = (name: string) => screen.getByRole("treeitem", { name: new RegExp(`^${name}`) });
// the name on each card (the card's link holds the name, the role and the reports)
const shown = () => screen.queryAllByRole("treeitem").map((el) => el.querySelector("[id$='-name']")?.textContent);

describe("org chart", () => {
  it("shows the tree from the top, opens and closes teams with the button", async () => {
    mockChart();
    await renderPage(<OrgChartPage />, { path: "/workforcechart", session: sessionView() });
    const tree = await screen.findByRole("tree", { name: "Organization of Acme" });
    // the top people's teams are open at first: Bruno's is not
    expect(shown()).toEqual(["Marta Boss", "Ana Lima", "Bruno Costa", "Zeca Solo"]);
    expect(item("Marta Boss").getAttribute("aria-expanded")).toBe("true");
    expect(item("Bruno Costa").getAttribute("aria-expanded")).toBe("false");
    expect(item("Zeca Solo").hasAttribute("aria-expanded")).toBe(false);
    expect(item("Ana Lima").getAttribute("aria-level")).toBe("2");
    // one tab stop: the first person
    expect(
      within(tree)
        .getAllByRole("treeitem")
        .filter((el) => el.tabIndex === 0),
    ).toHaveLength(1);
    expect(item("Marta Boss").tabIndex).toBe(0);

    fireEvent.click(screen.getByTitle("Hide the team of Marta Boss"));
    expect(shown()).toEqual(["Marta Boss", "Zeca Solo"]);
    expect(item("Marta Boss").getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(screen.getByTitle("Show the team of Marta Boss"));
    fireEvent.click(screen.getByTitle("Show the team of Bruno Costa"));
    expect(shown()).toEqual(["Marta Boss", "Ana Lima", "Bruno Costa", "Carla José", "Zeca Solo"]);
    press("Collapse all");
    expect(shown()).toEqual(["Marta Boss", "Zeca Solo"]);
    press("Expand all");
    expect(shown()).toHaveLength(5);
  });

  it("moves, opens and closes with the arrow keys", async () => {
    mockChart();
    await renderPage(<OrgChartPage />, { path: "/workforcechart", session: sessionView() });
    await screen.findByRole("tree");
    const key = (name: string, k: string) => fireEvent.keyDown(item(name), { key: k });
    act(() => item("Marta Boss").focus());
    key("Marta Boss", "ArrowRight"); // open already: to the first member
    expect(document.activeElement).toBe(item("Ana Lima"));
    key("Ana Lima", "ArrowDown");
    expect(document.activeElement).toBe(item("Bruno Costa"));
    key("Bruno Costa", "ArrowRight"); // closed: opens it
    expect(item("Bruno Costa").getAttribute("aria-expanded")).toBe("true");
    key("Bruno Costa", "ArrowRight");
    expect(document.activeElement).toBe(item("Carla José"));
    key("Carla José", "ArrowLeft"); // no team: to the leader
    expect(document.activeElement).toBe(item("Bruno Costa"));
    key("Bruno Costa", "ArrowLeft"); // open: closes it
    expect(shown()).not.toContain("Carla José");
    key("Bruno Costa", "End");
    expect(document.activeElement).toBe(item("Zeca Solo"));
    expect(item("Zeca Solo").tabIndex).toBe(0);
    key("Zeca Solo", "Home");
    expect(document.activeElement).toBe(item("Marta Boss"));
  });

  it("finds a person in a closed team, whatever the accents, and highlights them", async () => {
    mockChart();
    await renderPage(<OrgChartPage />, { path: "/workforcechart", session: sessionView() });
    await screen.findByRole("tree");
    expect(shown()).not.toContain("Carla José");
    act(() => screen.getByLabelText("Find a person").focus());
    type("Find a person", "jose");
    await waitFor(() => expect(screen.getByText("1 person found")).toBeTruthy());
    // Bruno's team opens to show her
    await waitFor(() => expect(shown()).toContain("Carla José"));
    expect(item("Carla José").getAttribute("aria-current")).toBe("true");
    expect(item("Carla José").tabIndex).toBe(0);
    // the search box keeps the focus while typing
    expect(document.activeElement).toBe(screen.getByLabelText("Find a person"));

    type("Find a person", "a");
    await waitFor(() => expect(screen.getByText("5 people found")).toBeTruthy());
    await waitFor(() => expect(item("Marta Boss").getAttribute("aria-current")).toBe("true"));
    press("Next match");
    expect(item("Ana Lima").getAttribute("aria-current")).toBe("true");
  });

  it("zooms in, out and back", async () => {
    mockChart();
    await renderPage(<OrgChartPage />, { path: "/workforcechart", session: sessionView() });
    const tree = await screen.findByRole("tree");
    press("Zoom in");
    expect(tree.style.zoom).toBe("1.1");
    press("Zoom out");
    press("Zoom out");
    expect(tree.style.zoom).toBe("0.9");
    press("Reset zoom");
    expect(tree.style.zoom).toBe("1");
  });
});

describe("org chart report", () => {
  const rows = Array.from({ length: 8 }, (_, i) => ({
    id: `w${i}`,
    name: `Person ${i}`,
    email: `p${i}@example.com`,
    status: "active",
    role: "Barista",
    department: i < 3 ? "Kitchen" : "Hall",
    startDateAtCompany: "2024-02-01",
    directReports: 0,
    totalReports: 0,
  }));

  function mockReport() {
    mockChart();
    const bodies: unknown[] = [];
    server.use(
      http.get("*/api/companies/c1/departments", () =>
        HttpResponse.json({
          items: [{ id: "d1", name: "Kitchen", createdAt: "", updatedAt: "" }],
          total: 1,
        }),
      ),
      http.post("*/api/companies/c1/report", async ({ request }) => {
        const body = (await request.json()) as { departmentId?: string };
        bodies.push(body);
        // spec §5: a filter leaving fewer than 6 workers is refused
        if (body.departmentId)
          return HttpResponse.json(errorBody(400, "REPORT_MIN_WORKERS", "Minimum 6 workers for filtered reports."), {
            status: 400,
          });
        return HttpResponse.json({ total: rows.length, rows });
      }),
    );
    return bodies;
  }

  it("shows the company's workers, then the server's refusal for a filter under 6 workers", async () => {
    const bodies = mockReport();
    await renderPage(<OrgChartPage />, { path: "/workforcechart", session: sessionView() });
    fireEvent.click(await screen.findByRole("tab", { name: "Report" }));
    await screen.findByRole("rowheader", { name: "Person 0" });
    expect(screen.getByRole("heading", { name: /8 workers/ })).toBeTruthy();
    // dates in the company country's format
    expect(screen.getAllByText("01/02/2024")).toHaveLength(8);

    fireEvent.click(screen.getByRole("button", { name: /Department/ }));
    fireEvent.click(await screen.findByRole("option", { name: "Kitchen" }));
    press("Show report");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Minimum 6 workers for filtered reports.");
    expect(alert.textContent).toContain("This report is not shown, to protect personal data.");
    expect(screen.queryByRole("rowheader", { name: "Person 0" })).toBeNull();
    expect(bodies.at(-1)).toEqual({ status: "active", departmentId: "d1" });
  });

  it("exports the report to Excel with the same filters", async () => {
    mockReport();
    let exported: unknown;
    server.use(
      http.post("*/api/companies/c1/report/excel", async ({ request }) => {
        exported = await request.json();
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
        });
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    await renderPage(<OrgChartPage />, { path: "/workforcechart", session: sessionView() });
    fireEvent.click(await screen.findByRole("tab", { name: "Report" }));
    await screen.findByRole("rowheader", { name: "Person 0" });
    press("Export to Excel");
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("org-chart-report.xlsx");
    expect(exported).toEqual({ status: "active" });
    click.mockRestore();
  });
});
