// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  errorBody,
  useMockApi,
  errorOf,
  errorOfDate,
  press,
  renderPage,
  sessionView,
  submit,
  type,
  typeDate,
} from "@web/kit/testing";
import { countryById } from "../../../contract/countries.js";
import type { CustomField } from "../../../contract/custom-fields.js";
import { ProfileEditor } from "../components/ProfileEditor/index.js";
import type { Worker, WorkerPatch } from "../data.js";
import type { Section } from "../lib/profile-draft.js";

const server = useMockApi();
// the company's profile: the fields it does not use (none here; the founder's switch, issue 18)
beforeEach(() =>
  server.use(http.get("*/api/companies/:companyId/company", () => HttpResponse.json({ disabledWorkerFields: [] }))),
);
const br = countryById("br")!;

const worker: Worker = {
  id: "w1",
  userId: "u2",
  email: "bruno@example.com",
  name: "Bruno",
  lastName: "Silva",
  referenceWorkerId: null,
  schedule: {
    type: "regular",
    days: { mon: true, tue: true, wed: true, thu: true, fri: true },
    minHour: 6,
    maxHour: 18,
  },
  status: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

async function renderEditor(
  sections: Section[],
  options: {
    extraFields?: CustomField[];
    editorIsAdmin?: boolean;
    save?: (patch: WorkerPatch) => Promise<Worker>;
  } = {},
) {
  const save = vi.fn(options.save ?? (async (patch: WorkerPatch) => ({ ...worker, ...patch }) as Worker));
  const page = await renderPage(
    <ProfileEditor
      worker={worker}
      sections={sections}
      layout="stacked"
      country={br}
      editorIsAdmin={options.editorIsAdmin ?? true}
      extraFields={options.extraFields ?? []}
      save={save}
    />,
    { path: "/workers/w1", session: sessionView() },
  );
  return { ...page, save };
}

/** Sets a react-aria number field: typed, then committed when the field is left. */
function setNumber(input: HTMLElement, value: string) {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe("schedule editor", () => {
  it("refuses a double schedule whose second range starts before the first ends, with the catalogue's words", async () => {
    const { save } = await renderEditor(["schedule"]);
    fireEvent.click(screen.getByRole("radio", { name: "Double" }));
    const first = screen.getByRole("group", { name: "First period" });
    const second = screen.getByRole("group", { name: "Second period" });
    // the default double is 6-12 and 13-18
    const [firstStart, firstEnd] = [...first.querySelectorAll("input")];
    const [secondStart, secondEnd] = [...second.querySelectorAll("input")];
    expect([firstStart!.value, firstEnd!.value, secondStart!.value, secondEnd!.value]).toEqual(["6", "12", "13", "18"]);

    setNumber(secondStart!, "11");
    submit("Save changes");
    await screen.findByText("The second range must start at or after the end of the first.");
    expect(save).not.toHaveBeenCalled();

    // at the end of the first range is allowed
    setNumber(secondStart!, "12");
    await waitFor(() =>
      expect(screen.queryByText("The second range must start at or after the end of the first.")).toBeNull(),
    );
    submit("Save changes");
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({
      schedule: {
        type: "double",
        days: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
        minHour: 6,
        maxMidHour: 12,
        minMidHour: 12,
        maxHour: 18,
      },
    });
  });

  it("asks for at least one weekday", async () => {
    await renderEditor(["schedule"]);
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])
      fireEvent.click(screen.getByRole("checkbox", { name: day }));
    submit("Save changes");
    await screen.findByText("You must make a selection!");
  });
});

describe("address", () => {
  it("masks a Brazilian zipcode and fills the address from the lookup", async () => {
    const asked: string[] = [];
    server.use(
      http.get("*/api/companies/c1/postal-codes/:zipcode", ({ params }) => {
        asked.push(String(params.zipcode));
        return HttpResponse.json({
          zipcode: "01310-100",
          street: "Avenida Paulista",
          district: "Bela Vista",
          city: "São Paulo",
          state: "SP",
        });
      }),
    );
    await renderEditor(["address"]);
    type("Zip code", "0131");
    expect((screen.getByLabelText("Zip code") as HTMLInputElement).value).toBe("0131");
    expect(asked).toEqual([]);
    type("Zip code", "01310100");
    expect((screen.getByLabelText("Zip code") as HTMLInputElement).value).toBe("01310 - 100");
    await waitFor(() => expect((screen.getByLabelText("Street") as HTMLInputElement).value).toBe("Avenida Paulista"));
    expect(asked).toEqual(["01310 - 100"]);
    expect((screen.getByLabelText("District") as HTMLInputElement).value).toBe("Bela Vista");
    expect((screen.getByLabelText("City") as HTMLInputElement).value).toBe("São Paulo");
    expect((screen.getByLabelText("State") as HTMLInputElement).value).toBe("SP");
  });

  it("only logs a failed lookup: nothing scary is shown", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server.use(
      http.get("*/api/companies/c1/postal-codes/:zipcode", () =>
        HttpResponse.json(errorBody(503, "SEARCH_NOT_DONE", "Search not done, please check the data."), {
          status: 503,
        }),
      ),
    );
    await renderEditor(["address"]);
    type("Zip code", "01310100");
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
    expect((screen.getByLabelText("Street") as HTMLInputElement).value).toBe("");
    warn.mockRestore();
  });

  it("requires every field but complement unless the editor is admin (spec §5)", async () => {
    const { save } = await renderEditor(["address"], { editorIsAdmin: false });
    submit("Save changes");
    await waitFor(() => expect(errorOf("Street")).toContain("Please type something."));
    for (const label of ["Zip code", "Number", "District", "City", "State"])
      expect(errorOf(label)).toContain("Please type something.");
    expect(errorOf("Complement")).toBe("");
    expect(save).not.toHaveBeenCalled();
  });
});

describe("company extra fields", () => {
  const fields: CustomField[] = [
    { id: "shirt", type: "select", label: "Shirt size", required: true, options: ["S", "M", "L"] },
    { id: "badge", type: "text", label: "Badge", required: true, mask: "###-##" },
    { id: "vaccine", type: "date", label: "Vaccine date", required: false },
    { id: "nickname-note", type: "text", label: "Note", required: false },
  ];

  it("asks for the required ones, checks masks and dates, and sends the values", async () => {
    const { save } = await renderEditor(["extra"], { extraFields: fields });
    submit("Save changes");
    await screen.findByText("You must make a selection!");
    expect(errorOf("Badge")).toContain("Please type something.");
    expect(errorOf("Note")).toBe("");
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: /Shirt size/ }));
    fireEvent.click(screen.getByRole("option", { name: "M" }));
    type("Badge", "12");
    submit("Save changes");
    await waitFor(() => expect(errorOf("Badge")).toContain("The value does not match the format ###-##."));
    expect(errorOfDate("Vaccine date")).toBe("");

    type("Badge", "12345");
    expect((screen.getByLabelText("Badge") as HTMLInputElement).value).toBe("123-45");
    typeDate("Vaccine date", "2026-03-15");
    submit("Save changes");
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({ extraFields: { shirt: "M", badge: "123-45", vaccine: "2026-03-15" } });
  });

  it("shows the server's refusal next to its field", async () => {
    const { ApiError } = await import("@web/kit");
    await renderEditor(["extra"], {
      extraFields: [fields[3]!],
      save: async () => {
        throw new ApiError({
          statusCode: 400,
          code: "PEOPLE_FIELD_UNKNOWN",
          message: "This field does not exist.",
          field: "extraFields.nickname-note",
          request: { method: "PATCH", path: "/api/companies/{companyId}/workers/{workerId}" },
        });
      },
    });
    type("Note", "hello");
    submit("Save changes");
    await waitFor(() => expect(errorOf("Note")).toContain("This field does not exist."));
  });
});

describe("file extra fields", () => {
  it("uploads a file at once, shows it as a download, and removes it", async () => {
    let removed = false;
    server.use(
      http.post("*/api/companies/c1/workers/w1/extra-fields/contract/file", async ({ request }) => {
        const form = await request.formData();
        const file = form.get("file") as File;
        return HttpResponse.json({ path: "k", name: file.name, size: file.size });
      }),
      http.delete("*/api/companies/c1/workers/w1/extra-fields/contract/file", () => {
        removed = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderEditor(["extra"], {
      extraFields: [{ id: "contract", type: "file", label: "Signed contract", required: true }],
    });
    const group = screen.getByRole("group", { name: "Signed contract" });
    expect(group.textContent).toContain("No file");
    const input = group.querySelector<HTMLInputElement>("input[type=file]")!;
    fireEvent.change(input, {
      target: { files: [new File(["%PDF-1.4"], "contract.pdf", { type: "application/pdf" })] },
    });
    const link = await screen.findByRole("link", { name: "contract.pdf" });
    expect(link.getAttribute("href")).toBe("/api/companies/c1/workers/w1/extra-fields/contract/file");

    press("Remove file");
    await waitFor(() => expect(screen.queryByRole("link", { name: "contract.pdf" })).toBeNull());
    expect(removed).toBe(true);
  });

  it("refuses a file over 2 MB before sending it", async () => {
    await renderEditor(["extra"], {
      extraFields: [{ id: "contract", type: "file", label: "Signed contract", required: false }],
    });
    const input = screen
      .getByRole("group", { name: "Signed contract" })
      .querySelector<HTMLInputElement>("input[type=file]")!;
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [big] } });
    expect((await screen.findByRole("alert")).textContent).toBe("Maximum file size is 2mb.");
  });
});

describe("supervisor", () => {
  it("is chosen by searching the workers; the list closes on the choice, which is saved", async () => {
    const alice = { ...worker, id: "w5", userId: "u5", name: "Alice", lastName: "Admin", email: "alice@example.com" };
    const searched: string[] = [];
    server.use(
      http.get("*/api/companies/c1/departments", () => HttpResponse.json({ items: [], total: 0 })),
      http.get("*/api/companies/c1/offices", () => HttpResponse.json({ items: [], total: 0 })),
      http.get("*/api/companies/c1/roles", () => HttpResponse.json({ items: [], total: 0 })),
      http.get("*/api/companies/c1/workers", ({ request }) => {
        const q = new URL(request.url).searchParams.get("q") ?? "";
        searched.push(q);
        return HttpResponse.json({ items: q && !"alice".includes(q.toLowerCase()) ? [] : [alice], total: 1 });
      }),
      http.get("*/api/companies/c1/workers/w5", () => HttpResponse.json(alice)),
    );
    const { save } = await renderEditor(["job"]);
    const box = screen.getByRole("combobox", { name: "Supervisor" }) as HTMLInputElement;
    act(() => box.focus());
    fireEvent.change(box, { target: { value: "Ali" } });
    // the server is asked once typing pauses (spec §9: 300 ms)
    await waitFor(() => expect(searched).toContain("Ali"));
    fireEvent.click(await screen.findByRole("option", { name: /Alice Admin/ }));
    await waitFor(() => expect(box.value).toBe("Alice Admin"));
    // the choice's name in the box is not taken for typing: the list stays closed
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole("listbox")).toBeNull();
    submit("Save changes");
    await waitFor(() => expect(save).toHaveBeenCalledWith({ referenceWorkerId: "w5" }));
  });
});

describe("personal fields", () => {
  it("types the birthdate in the country's format and the phone with its mask", async () => {
    const { save } = await renderEditor(["personal"]);
    // the one date picker (issue 12), its segments in the country's order: day, month, year in Brazil
    typeDate("Birthdate", "1991-04-06");
    const segments = screen.getAllByRole("spinbutton").filter((s) => s.closest('[role="group"]'));
    expect(segments.slice(0, 3).map((s) => s.getAttribute("data-type"))).toEqual(["day", "month", "year"]);
    type("Phone", "11910023757");
    expect((screen.getByLabelText("Phone") as HTMLInputElement).value).toBe("(11) 91002-3757");
    expect(screen.getByText("+55")).toBeTruthy();
    press("Save changes");
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toEqual({ birthdate: "1991-04-06", phone: "+55 (11) 91002-3757" });
  });
});
