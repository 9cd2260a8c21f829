// @vitest-environment happy-dom
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Locale } from "@web/kit/define";
import {
  errorBody,
  errorOf,
  loadMessages,
  press,
  renderPage,
  sessionView,
  submit,
  type,
  useMockApi,
} from "@web/kit/testing";
import type { Note } from "../../contract/index.js";
import NotesHomeCard from "../components/NotesHomeCard/index.js";
import { hiringWeb } from "../index.js";
import NotesPage from "../pages/Notes/index.js";

const server = useMockApi();

const note = (id: string, title: string, over: Partial<Note> = {}): Note => ({
  id,
  title,
  body: "",
  authorId: "u1",
  createdAt: "2030-01-15T12:00:00.000Z",
  ...over,
});

/** The company's notes as the server keeps them: reads answer what is there when asked, writes change it. */
function mockNotes(notes: Note[]) {
  const posted: unknown[] = [];
  server.use(
    http.get("*/api/companies/c1/hiring/notes", () => HttpResponse.json({ items: notes, total: notes.length })),
    http.post("*/api/companies/c1/hiring/notes", async ({ request }) => {
      const body = (await request.json()) as { title: string; body?: string };
      posted.push(body);
      if (notes.some((n) => n.title === body.title))
        return HttpResponse.json(
          errorBody(409, "HIRING_NOTE_TITLE_TAKEN", "Já existe uma nota com este título.", "title"),
          {
            status: 409,
          },
        );
      const created = note(`n${notes.length + 1}`, body.title, { body: body.body ?? "" });
      notes.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return posted;
}

/**
 * Renders with the module's messages added, so the test does not depend on the module being in the web registry
 * (modules/web.ts leaves the template out, and the shell's loader reads only the registry's).
 */
async function renderWithMessages(
  ui: ReactElement,
  options: { locale?: Locale; level?: "admin" | "revisor" | "requester" } = {},
) {
  const locale = options.locale ?? "en";
  const messages = { ...(await loadMessages(locale)), ...(await hiringWeb.messages(locale)) };
  return renderPage(
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      {ui}
    </IntlProvider>,
    { path: "/hiring/notes", locale, session: sessionView({ levels: [options.level ?? "admin"] }) },
  );
}

describe("notes page", () => {
  it("lists the company's notes and adds one", async () => {
    const posted = mockNotes([note("n1", "Office hours", { body: "8:00 to 19:00" })]);
    await renderWithMessages(<NotesPage />);
    expect(await screen.findByRole("heading", { name: "Notes", level: 1 })).toBeTruthy();
    const table = screen.getByRole("grid", { name: "Notes" });
    expect(await within(table).findByText("Office hours")).toBeTruthy();

    submit("Add note");
    expect(errorOf("Title")).toBe("Please type something.");
    expect(posted).toEqual([]);

    type("Title", "  Parking rules ");
    type("Text", "Spots 1-4 are for visitors.");
    submit("Add note");
    expect(await screen.findByText("Note added.")).toBeTruthy();
    expect(posted).toEqual([{ title: "Parking rules", body: "Spots 1-4 are for visitors." }]);
    expect(await within(table).findByText("Parking rules")).toBeTruthy();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusal next to the field, in the person's language", async () => {
    mockNotes([note("n1", "Horário")]);
    await renderWithMessages(<NotesPage />, { locale: "pt-BR" });
    expect(await screen.findByRole("heading", { name: "Notas", level: 1 })).toBeTruthy();
    type("Título", "Horário");
    submit("Adicionar nota");
    await waitFor(() => expect(errorOf("Título")).toBe("Já existe uma nota com este título."));
  });

  it("removes a note as an admin", async () => {
    const notes = [note("n1", "Old news")];
    mockNotes(notes);
    const removed: string[] = [];
    server.use(
      http.delete("*/api/companies/c1/hiring/notes/:noteId", ({ params }) => {
        removed.push(String(params.noteId));
        notes.splice(0, 1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderWithMessages(<NotesPage />);
    await screen.findByText("Old news");
    press("Remove: Old news");
    expect(await screen.findByText("Note removed.")).toBeTruthy();
    expect(removed).toEqual(["n1"]);
    await waitFor(() => expect(screen.queryByText("Old news")).toBeNull());
  });

  it("offers an employee the notes to read, without the form or removal", async () => {
    mockNotes([note("n1", "Office hours")]);
    await renderWithMessages(<NotesPage />, { level: "requester" });
    expect(await screen.findByText("Office hours")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add note" })).toBeNull();
    expect(screen.queryByRole("button", { name: /Remove/ })).toBeNull();
  });
});

describe("notes home card (home.cards)", () => {
  it("says how many notes there are and links to them", async () => {
    mockNotes([note("n2", "Holiday party"), note("n1", "Office hours")]);
    await renderWithMessages(<NotesHomeCard />, { locale: "es" });
    expect(await screen.findByText("2 notas")).toBeTruthy();
    expect(screen.getByText("Holiday party")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ver las notas" })).toBeTruthy();
  });

  it("is declared for the home page's slot", () => {
    expect(hiringWeb.slots.map((s) => s.slot)).toEqual(["home.cards"]);
  });
});
