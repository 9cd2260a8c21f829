// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMockApi } from "../../testing/msw.js";
import { renderPage, sessionView, type } from "../../testing/render.js";
import type { FounderCompany } from "../queries.js";
import { ViewAsDialog } from "../ViewAs/index.js";

/** The founder's "View as admin" dialog (issue 18): read-only by default, "Allow changes" asks for a reason. */
const server = useMockApi();
const company = { id: "c7", name: "Delta Foods" } as FounderCompany;
const REASON = "Why changes are needed";
const VIEW_AS = "View as Ana Admin";

function mockApi() {
  const sent: unknown[] = [];
  server.use(
    http.get("*/api/founder/companies/c7/admins", () =>
      HttpResponse.json({ items: [{ id: "u1", name: "Ana Admin", email: "ana@example.com" }] }),
    ),
    http.post("*/api/founder/companies/c7/impersonation", async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { token: "t".repeat(32), expiresAt: "2026-11-27T15:30:00.000Z", readOnly: false },
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe("founder: view a company as its admin", () => {
  const assign = vi.fn();
  afterEach(() => {
    assign.mockReset();
    vi.unstubAllGlobals();
  });
  const stubNavigation = () =>
    vi.stubGlobal("location", { ...window.location, pathname: "/", assign } as unknown as Location);

  it("starts read-only by default: the checkbox is unchecked and no reason is asked or sent", async () => {
    const sent = mockApi();
    await renderPage(<ViewAsDialog company={company} onClose={() => {}} />, { session: sessionView() });
    const button = await screen.findByRole("button", { name: VIEW_AS });
    expect((screen.getByRole("checkbox", { name: "Allow changes" }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByLabelText(new RegExp(REASON))).toBeNull();
    stubNavigation();
    fireEvent.click(button);
    await waitFor(() => expect(sent).toEqual([{ userId: "u1" }]));
    await waitFor(() => expect(assign).toHaveBeenCalled());
  });

  it("with Allow changes checked, asks for a reason of 3-200 characters before it starts, and sends it", async () => {
    const sent = mockApi();
    await renderPage(<ViewAsDialog company={company} onClose={() => {}} />, { session: sessionView() });
    const button = await screen.findByRole("button", { name: VIEW_AS });
    fireEvent.click(screen.getByRole("checkbox", { name: "Allow changes" }));
    expect((screen.getByRole("checkbox", { name: "Allow changes" }) as HTMLInputElement).checked).toBe(true);
    const reason = screen.getByLabelText(new RegExp(REASON));
    expect((reason as HTMLInputElement).required).toBe(true);
    // no reason yet, then too short: the start button stays disabled and nothing is sent
    expect((button as HTMLButtonElement).disabled).toBe(true);
    type(new RegExp(REASON), "ab");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(sent).toEqual([]);
    type(new RegExp(REASON), "  Fixing a wrong leave balance at the admin's request ");
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    stubNavigation();
    fireEvent.click(button);
    await waitFor(() =>
      expect(sent).toEqual([
        { userId: "u1", allowChanges: true, reason: "Fixing a wrong leave balance at the admin's request" },
      ]),
    );
  });
});
