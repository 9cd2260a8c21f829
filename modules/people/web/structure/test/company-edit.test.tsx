// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  errorBody,
  useMockApi,
  errorOf,
  renderPage,
  sessionView,
  submit,
  type,
  typeDate,
  dateGroup,
  errorOfDate,
} from "@web/kit/testing";
import CompanyEditPage from "../pages/CompanyEdit/index.js";
import { companyProfile, mockCompany } from "./fixtures.js";

const server = useMockApi();

/** PATCH /company answers the profile with the patch applied; every body is kept. */
function mockPatch(base: Record<string, unknown> = {}) {
  const patches: Array<Record<string, unknown>> = [];
  server.use(
    http.patch("*/api/companies/c1/company", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push(body);
      return HttpResponse.json(companyProfile({ ...base, ...body }));
    }),
    // the header's company name is read again after a save
    http.get("*/api/auth/session", () => HttpResponse.json(sessionView())),
  );
  return patches;
}

describe("company settings, general", () => {
  it("refuses an invalid CNPJ with the spec's words and sends nothing", async () => {
    mockCompany(server);
    const patches = mockPatch();
    await renderPage(<CompanyEditPage />, { path: "/company-edit", session: sessionView() });
    await screen.findByLabelText("CNPJ");
    type("CNPJ", "11111111111111");
    expect((screen.getByLabelText("CNPJ") as HTMLInputElement).value).toBe("11.111.111/1111-11");
    submit("Save");
    await waitFor(() => expect(errorOf("CNPJ")).toContain("invalid cnpj"));
    expect(patches).toHaveLength(0);

    type("CNPJ", "11222333000181");
    typeDate("Foundation date", "2019-12-31");
    submit("Save");
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ identityCard: "11.222.333/0001-81", foundationDate: "2019-12-31" });
    expect((await screen.findByRole("status")).textContent).toContain("Company saved.");
  });

  it("chooses the company's time zone from the Americas' zones, with their offsets", async () => {
    mockCompany(server);
    const patches = mockPatch();
    await renderPage(<CompanyEditPage />, { path: "/company-edit", session: sessionView() });
    const zone = await screen.findByRole("button", { name: /Time zone/ });
    expect(zone.textContent).toContain("The country's time zone");
    expect(document.body.textContent).toContain("Now: America/Sao Paulo.");
    fireEvent.click(zone);
    fireEvent.click(screen.getByRole("option", { name: /^America\/Manaus \(GMT-4\)$/ }));
    submit("Save");
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({ gmt: "America/Manaus" });
  });

  it("says it in Portuguese on /pt", async () => {
    mockCompany(server);
    mockPatch();
    await renderPage(<CompanyEditPage />, { path: "/company-edit", session: sessionView(), locale: "pt-BR" });
    await screen.findByLabelText("CNPJ");
    type("CNPJ", "12345678000100");
    submit("Salvar");
    await waitFor(() => expect(errorOf("CNPJ")).toContain("cnpj inválido"));
  });

  it("takes the foundation date in the country's format (year-month-day in the us) and shows server errors", async () => {
    mockCompany(server, { countryId: "us", identityCard: "EIN 12-3456789" });
    server.use(
      http.patch("*/api/companies/c1/company", () =>
        HttpResponse.json(errorBody(400, "VALIDATION_DATE", "Wrong date", "foundationDate"), { status: 400 }),
      ),
    );
    await renderPage(<CompanyEditPage />, { path: "/company-edit", session: sessionView() });
    // outside br the identity card is free text, not a CNPJ
    expect(((await screen.findByLabelText("Identity card")) as HTMLInputElement).value).toBe("EIN 12-3456789");
    // the one date picker, its segments in the country's order: year, month, day in the us (spec §9)
    const segments = [...dateGroup("Foundation date").querySelectorAll('[role="spinbutton"]')];
    expect(segments.map((s) => s.getAttribute("data-type"))).toEqual(["year", "month", "day"]);
    typeDate("Foundation date", "2019-02-28");
    expect(errorOfDate("Foundation date")).not.toContain("Wrong date");
    submit("Save");
    // the server's answer, next to the field it names
    await waitFor(() => expect(errorOfDate("Foundation date")).toContain("Wrong date"));
  });
});

describe("company settings, custom fields", () => {
  it("needs options for a selection field, then saves the list", async () => {
    mockCompany(server);
    let saved: unknown;
    server.use(
      http.put("*/api/companies/c1/company/custom-fields", async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({
          fields: [{ id: "shirt-size", type: "select", label: "Shirt size", required: true, options: ["S", "M"] }],
        });
      }),
    );
    await renderPage(<CompanyEditPage />, { path: "/company-edit", session: sessionView() });
    fireEvent.click(await screen.findByRole("tab", { name: "Custom fields" }));
    const section = screen.getByRole("region", { name: "Company profile fields" });
    fireEvent.click(within(section).getByRole("button", { name: "Add field" }));
    const field = within(section).getByRole("listitem", { name: "Field 1" });
    fireEvent.change(within(field).getByLabelText("Label"), { target: { value: "Shirt size" } });
    fireEvent.click(within(field).getByRole("button", { name: /Type/ }));
    fireEvent.click(screen.getByRole("option", { name: "Selection" }));
    fireEvent.click(within(field).getByRole("checkbox", { name: "Required" }));

    fireEvent.submit(within(section).getByRole("button", { name: "Save fields" }).closest("form")!);
    await waitFor(() => expect(within(field).getByText("A selection field needs at least one option.")).toBeTruthy());
    expect(saved).toBeUndefined();

    const option = within(field).getByLabelText("Options");
    for (const text of ["S", "  ", "M", "S"]) {
      fireEvent.change(option, { target: { value: text } });
      fireEvent.keyDown(option, { key: "Enter" });
    }
    // blanks are ignored and an option is listed once
    expect(
      within(within(field).getByRole("list", { name: "Options · Shirt size" }))
        .getAllByRole("listitem")
        .map((li) => li.firstChild?.textContent),
    ).toEqual(["S", "M"]);
    fireEvent.submit(within(section).getByRole("button", { name: "Save fields" }).closest("form")!);
    await waitFor(() =>
      expect(saved).toEqual({ fields: [{ type: "select", label: "Shirt size", required: true, options: ["S", "M"] }] }),
    );
    expect(await screen.findByText("Fields saved.")).toBeTruthy();
  });

  it("shows managers the fields without editing them", async () => {
    mockCompany(server, {
      workerExtraFields: [{ id: "badge", type: "text", label: "Badge", required: false, mask: "###" }],
    });
    await renderPage(<CompanyEditPage />, {
      path: "/company-edit",
      session: sessionView({ levels: ["revisor"] }),
    });
    fireEvent.click(await screen.findByRole("tab", { name: "Custom fields" }));
    const section = screen.getByRole("region", { name: "Worker extra fields" });
    expect(within(section).getByText("Only administrators change custom fields.")).toBeTruthy();
    expect((within(section).getByLabelText("Label") as HTMLInputElement).readOnly).toBe(true);
    expect(within(section).queryByRole("button", { name: "Save fields" })).toBeNull();
  });
});
