// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SESSION_KEY } from "../../auth/session.js";
import { useMockApi } from "../../testing/msw.js";
import { renderPage, sessionView } from "../../testing/render.js";
import Settings from "./index.js";

const server = useMockApi();

describe("settings", () => {
  it("saves the language and opens the same page under its prefix", async () => {
    let saved: unknown;
    server.use(
      http.patch("*/api/auth/preferences", async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(sessionView());
      }),
    );
    window.history.replaceState(null, "", "/settings");
    await renderPage(<Settings />, { path: "/settings", session: sessionView() });
    fireEvent.click(screen.getByRole("button", { name: /Language/ }));
    fireEvent.click(screen.getByRole("option", { name: "Español" }));
    await waitFor(() => expect(saved).toEqual({ locale: "es" }));
    expect(window.location.pathname).toBe("/es/settings");
  });

  it("switches the theme and remembers it on this device", async () => {
    await renderPage(<Settings />, { path: "/settings", session: sessionView() });
    fireEvent.click(screen.getByRole("radio", { name: "Dark" }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe("dark"));
    expect(localStorage.getItem("workforce.theme")).toBe("dark");
    fireEvent.click(screen.getByRole("radio", { name: "Light" }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe("light"));
  });

  it("switches the level for people with several, and links to change password", async () => {
    const after = sessionView({ activeLevel: "revisor" });
    let asked: unknown;
    server.use(
      http.post("*/api/auth/active-level", async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(after);
      }),
    );
    const page = await renderPage(<Settings />, { path: "/settings", session: sessionView() });
    expect((screen.getByRole("radio", { name: "Administrator" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "Manager" }));
    await waitFor(() => expect(page.queryClient.getQueryData(SESSION_KEY)).toEqual(after));
    expect(asked).toEqual({ level: "revisor", companyId: "c1" });
    expect((screen.getByRole("radio", { name: "Manager" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("link", { name: "Change password" }).getAttribute("href")).toBe("/change-password");
  });

  it("has no level switch for people with one level", async () => {
    await renderPage(<Settings />, { path: "/settings", session: sessionView({ levels: ["requester"] }) });
    expect(screen.queryByRole("radiogroup", { name: "Change level access" })).toBeNull();
    expect(screen.getByRole("radiogroup", { name: "Theme" })).toBeTruthy();
  });
});
