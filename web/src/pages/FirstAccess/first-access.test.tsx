// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SESSION_KEY } from "../../auth/session.js";
import { errorBody, useMockApi } from "../../testing/msw.js";
import { renderPage, sessionView, submit, type } from "../../testing/render.js";
import FirstAccess from "./index.js";

const server = useMockApi();

describe("first access", () => {
  it("sets the password with the link's code, signs in and goes to complete the profile", async () => {
    const view = sessionView({ levels: ["requester"] });
    let body: unknown;
    server.use(
      http.post("*/api/auth/first-access", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: "t", expiresAt: view.expiresAt, session: view });
      }),
    );
    const page = await renderPage(<FirstAccess />, { path: "/first-access?code=fa-code", session: null });
    expect(screen.getByRole("heading", { name: "Welcome! Choose your password" })).toBeTruthy();
    type("Choose a password", "my first password");
    type("Confirm the password", "my first password");
    submit("Set password and continue");
    await waitFor(() => expect(page.location()).toBe("/complete-profile"));
    expect(body).toEqual({ code: "fa-code", password: "my first password" });
    // the session view of the answer is the session now (no extra read)
    expect(page.queryClient.getQueryData(SESSION_KEY)).toEqual(view);
  });

  it("asks for equal passwords before sending", async () => {
    await renderPage(<FirstAccess />, { path: "/first-access?code=fa-code", session: null });
    type("Choose a password", "my first password");
    type("Confirm the password", "something else");
    submit("Set password and continue");
    expect(await screen.findByText("Fields must be equal")).toBeTruthy();
  });

  it("a used or expired link says so", async () => {
    server.use(
      http.post("*/api/auth/first-access", () =>
        HttpResponse.json(errorBody(400, "AUTH_LINK_INVALID", "The link is invalid or expired"), { status: 400 }),
      ),
    );
    await renderPage(<FirstAccess />, { path: "/first-access?code=used", session: null });
    type("Choose a password", "my first password");
    type("Confirm the password", "my first password");
    submit("Set password and continue");
    expect(await screen.findByRole("heading", { name: "The link is invalid or expired" })).toBeTruthy();
    expect(screen.getByText(/Ask your administrator for another link/)).toBeTruthy();
  });

  it("without a code the link is invalid", async () => {
    await renderPage(<FirstAccess />, { path: "/first-access", session: null });
    expect(screen.getByRole("heading", { name: "The link is invalid or expired" })).toBeTruthy();
  });
});
