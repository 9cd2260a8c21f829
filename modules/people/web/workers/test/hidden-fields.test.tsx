// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { useMockApi, renderPage, sessionView, submit, type } from "@web/kit/testing";
import { countryById } from "../../../contract/countries.js";
import { ProfileEditor } from "../components/ProfileEditor/index.js";
import type { Worker, WorkerPatch } from "../data.js";

/**
 * The worker fields the platform's founder switched off for the company (`workerDisabledFields`, issue 18; people
 * reads them on `GET /company` as `disabledWorkerFields`) are absent from the person's form: not shown, not
 * required, not sent.
 */
const server = useMockApi();
const br = countryById("br")!;

const worker: Worker = {
  id: "w1",
  userId: "u2",
  email: "bruno@example.com",
  name: "Bruno",
  lastName: "Silva",
  referenceWorkerId: null,
  status: "active",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

async function renderWith(disabledWorkerFields: string[]) {
  server.use(http.get("*/api/companies/:companyId/company", () => HttpResponse.json({ disabledWorkerFields })));
  const save = vi.fn(async (patch: WorkerPatch) => ({ ...worker, ...patch }) as Worker);
  await renderPage(
    <ProfileEditor
      worker={worker}
      sections={["personal", "address", "bankEducation"]}
      layout="stacked"
      country={br}
      editorIsAdmin
      extraFields={[]}
      // the page asks for these; a hidden one is not asked for
      required={["phone", "birthdate", "gender"]}
      save={save}
    />,
    { path: "/workers/w1", session: sessionView() },
  );
  return save;
}

/** The form controls labelled so (sections are labelled too: "Bank and education"). */
const controls = (label: string) =>
  screen
    .queryAllByLabelText(label, { exact: false })
    .filter((el) => ["INPUT", "SELECT", "TEXTAREA", "BUTTON"].includes(el.tagName));

const HIDEABLE_LABELS = ["Nickname", "Birthdate", "Phone", "Zip code", "Bank"];

describe("fields the company does not use", () => {
  it("shows every field when the founder hid none", async () => {
    await renderWith([]);
    await screen.findByLabelText("Last name");
    for (const label of HIDEABLE_LABELS) expect(controls(label).length, label).toBeGreaterThan(0);
  });

  it("leaves the hidden ones out of the form, asks only for the others, and never sends them", async () => {
    const save = await renderWith(["nickname", "birthdate", "phone", "address", "bank", "bankId", "accountNumber"]);
    await screen.findByLabelText("Last name");
    // the company's profile is read before the form settles
    await waitFor(() => expect(controls("Phone")).toHaveLength(0));
    for (const label of HIDEABLE_LABELS) expect(controls(label), label).toHaveLength(0);
    // the fields it uses stay, required as the page asks
    expect(screen.getByLabelText("Gender", { exact: false })).toBeTruthy();
    type("Last name", "Souza");
    submit("Save changes");
    // phone and birthdate were required by the page but are hidden: only gender is asked for
    expect(await screen.findByText(/make a selection|Please/i)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });
});
