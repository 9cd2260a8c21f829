// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi } from "../../testing/msw.js";
import { renderPage, sessionView } from "../../testing/render.js";
import { CompanyFieldsSection } from "../CompanyFieldsSection.js";

/** The founder's section of a company's custom and extra fields (issue 18, /platform-customization). */
const server = useMockApi();
const URL = "*/api/founder/companies/c9/fields";
const founder = () => sessionView();

const stored = {
  available: true,
  customFields: [],
  workerExtraFields: [
    { id: "shirt-size", type: "select", label: "Shirt size", required: false, options: ["S", "M", "L"] },
  ],
  revision: 4,
};

describe("founder: custom and extra fields", () => {
  it("edits the worker list and sends only it, on the revision read", async () => {
    let sent: unknown;
    server.use(
      http.get(URL, () => HttpResponse.json(stored)),
      http.put(URL, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          ...stored,
          workerExtraFields: [
            ...stored.workerExtraFields,
            { id: "locker", type: "text", label: "Locker", required: true },
          ],
          revision: 5,
        });
      }),
    );
    await renderPage(<CompanyFieldsSection companyId="c9" companyName="Delta Foods" />, {
      path: "/platform-customization",
      session: founder(),
    });
    const workers = await screen.findByRole("list", { name: "Extra fields of every worker profile" });
    const shirt = within(workers).getByRole("listitem", { name: "Shirt size" });
    expect((within(shirt).getByRole("textbox", { name: /Options/ }) as HTMLInputElement).value).toBe("S, M, L");
    const save = screen.getByRole("button", { name: "Save fields" });
    expect(save.hasAttribute("disabled") || save.getAttribute("data-disabled") !== null).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Add a worker field" }));
    const rows = within(workers).getAllByRole("listitem");
    fireEvent.change(within(rows[1]!).getByRole("textbox", { name: /Label/ }), { target: { value: "Locker" } });
    fireEvent.click(within(rows[1]!).getByRole("checkbox", { name: "Required" }));
    fireEvent.click(screen.getByRole("button", { name: "Save fields" }));
    await screen.findByText("Delta Foods's fields are updated.");
    expect(sent).toEqual({
      revision: 4,
      workerExtraFields: [
        { id: "shirt-size", type: "select", label: "Shirt size", required: false, options: ["S", "M", "L"] },
        { type: "text", label: "Locker", required: true },
      ],
    });
  });

  it("shows people's message under the row the server names", async () => {
    server.use(
      http.get(URL, () => HttpResponse.json(stored)),
      http.put(URL, () =>
        HttpResponse.json(
          errorBody(
            400,
            "PEOPLE_FIELD_DUPLICATE",
            "Cada campo precisa de um rótulo diferente.",
            "workerExtraFields.1.label",
          ),
          { status: 400 },
        ),
      ),
    );
    await renderPage(<CompanyFieldsSection companyId="c9" companyName="Delta Foods" />, {
      path: "/platform-customization",
      session: founder(),
    });
    const workers = await screen.findByRole("list", { name: "Extra fields of every worker profile" });
    fireEvent.click(screen.getByRole("button", { name: "Add a worker field" }));
    const second = within(workers).getAllByRole("listitem")[1]!;
    fireEvent.change(within(second).getByRole("textbox", { name: /Label/ }), { target: { value: "shirt size" } });
    fireEvent.click(screen.getByRole("button", { name: "Save fields" }));
    await waitFor(() => expect(within(second).getByText("Cada campo precisa de um rótulo diferente.")).toBeTruthy());
  });

  it("says so when the platform runs without the people module", async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json({ available: false, customFields: [], workerExtraFields: [], revision: 0 }),
      ),
    );
    await renderPage(<CompanyFieldsSection companyId="c9" companyName="Delta Foods" />, {
      path: "/platform-customization",
      session: founder(),
    });
    await screen.findByText(/runs without the people module/);
    expect(screen.queryByRole("button", { name: "Save fields" })).toBeNull();
  });
});
