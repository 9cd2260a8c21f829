// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { ReactElement } from "react";
import { IntlProvider } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Locale } from "@web/kit/define";
import { errorBody, errorOf, loadMessages, renderPage, sessionView, submit, type, useMockApi } from "@web/kit/testing";
import type { FeedPost, NewsInput, NewsPost } from "../../contract/index.js";
import NewsHomeCard from "../components/NewsHomeCard/index.js";
import { communicationWeb } from "../index.js";
import CommunicationPage from "../pages/Communication/index.js";

const server = useMockApi();

const feedPost = (id: string, title: string, over: Partial<FeedPost> = {}): FeedPost => ({
  id,
  title,
  body: `<p>${title}</p>`,
  excerpt: title,
  sendDate: "2030-01-15T12:00:00.000Z",
  pinned: false,
  read: false,
  ...over,
});

async function renderWithMessages(ui: ReactElement, options: { locale?: Locale; path?: string } = {}) {
  const locale = options.locale ?? "en";
  const messages = { ...(await loadMessages(locale)), ...(await communicationWeb.messages(locale)) };
  return renderPage(
    <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
      {ui}
    </IntlProvider>,
    { path: options.path ?? "/", locale, session: sessionView({ levels: ["admin"] }) },
  );
}

describe("news home card (home.cards)", () => {
  it("shows the caller's latest posts with their pinned and new marks, linking to each and to all news", async () => {
    server.use(
      http.get("*/api/companies/c1/news/feed", () =>
        HttpResponse.json({
          items: [feedPost("n1", "Office rules", { pinned: true, read: true }), feedPost("n2", "Party on Friday")],
          total: 2,
          unread: 1,
        }),
      ),
    );
    await renderWithMessages(<NewsHomeCard />, { locale: "pt-BR" });
    expect((await screen.findByRole("link", { name: "Office rules" })).getAttribute("href")).toBe("/news/n1");
    expect(screen.getByRole("link", { name: "Party on Friday" }).getAttribute("href")).toBe("/news/n2");
    expect(screen.getAllByText("Fixada")).toHaveLength(1);
    expect(screen.getAllByText("Nova")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Todas as notícias" }).getAttribute("href")).toBe("/news");
  });

  it("is declared for the home page's slot", () => {
    expect(communicationWeb.slots.map((s) => s.slot)).toEqual(["home.cards"]);
  });
});

describe("communication page", () => {
  function mockAdmin() {
    const posted: NewsInput[] = [];
    server.use(
      http.get("*/api/companies/c1/news", () => HttpResponse.json({ items: [], total: 0 })),
      http.get("*/api/companies/c1/news/audiences", () =>
        HttpResponse.json({ departments: [{ id: "d1", name: "Sales" }], offices: [], roles: [] }),
      ),
      http.post("*/api/companies/c1/news", async ({ request }) => {
        const body = (await request.json()) as NewsInput;
        posted.push(body);
        if (body.title === "Too late")
          return HttpResponse.json(
            errorBody(400, "COMMUNICATION_AUDIENCE_UNKNOWN", "Um dos departamentos não existe mais.", "audience"),
            { status: 400 },
          );
        return HttpResponse.json({ id: "n1", status: "sent", recipients: 3 } as NewsPost, { status: 201 });
      }),
    );
    return posted;
  }

  it("asks for a title, a text and an audience before sending, then sends to the chosen department", async () => {
    const posted = mockAdmin();
    await renderWithMessages(<CommunicationPage />, { path: "/communication" });
    await screen.findByRole("heading", { name: "New post" });
    submit("Send post");
    expect(errorOf("Title")).toBe("Please type something.");
    expect(screen.getByRole("alert").textContent).toBe("Please type something.");
    expect(posted).toEqual([]);

    type("Title", "Sales kick-off");
    const editor = screen.getByRole("textbox", { name: "Text" });
    editor.innerHTML = "<p>Monday at <b>9:00</b></p>";
    fireEvent.input(editor);
    fireEvent.click(screen.getByText("Chosen departments, offices and roles"));
    fireEvent.click(await screen.findByText("Sales"));
    submit("Send post");
    expect(await screen.findByText("Post sent to 3 people.")).toBeTruthy();
    expect(posted).toEqual([
      {
        title: "Sales kick-off",
        body: "<p>Monday at <b>9:00</b></p>",
        audience: { everyone: false, departmentIds: ["d1"], officeIds: [], roleIds: [] },
      },
    ]);
  });

  it("shows the server's refusal next to the audience", async () => {
    mockAdmin();
    await renderWithMessages(<CommunicationPage />, { path: "/communication" });
    await screen.findByRole("heading", { name: "New post" });
    type("Title", "Too late");
    const editor = screen.getByRole("textbox", { name: "Text" });
    editor.innerHTML = "<p>x</p>";
    fireEvent.input(editor);
    submit("Send post");
    await waitFor(() => expect(screen.getByText("Um dos departamentos não existe mais.")).toBeTruthy());
  });
});
