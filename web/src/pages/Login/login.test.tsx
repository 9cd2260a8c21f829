// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi } from "../../testing/msw.js";
import { renderPage, sessionView, submit, type } from "../../testing/render.js";
import Login from "./index.js";

const server = useMockApi();

describe("login page", () => {
  it("shows the server's message for a wrong password, and keeps the person on the page", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/auth/login", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(errorBody(401, "AUTH_WRONG_CREDENTIALS", "Wrong email or password."), {
          status: 401,
        });
      }),
    );
    const page = await renderPage(<Login />, { path: "/login", session: null });
    type("Email", " ana@example.com ");
    type("Password", "not-my-password");
    submit("Sign in");
    expect((await screen.findByRole("alert")).textContent).toBe("Wrong email or password.");
    expect(body).toEqual({ email: "ana@example.com", password: "not-my-password" });
    expect(page.location()).toBe("/login");
  });

  it("signs in and follows ?next= inside the app", async () => {
    const view = sessionView();
    server.use(
      http.post("*/api/auth/login", () => HttpResponse.json({ token: "t", expiresAt: view.expiresAt, session: view })),
    );
    const page = await renderPage(<Login />, { path: "/login?next=%2Fsettings", session: null });
    type("Email", "ana@example.com");
    type("Password", "correct horse battery");
    submit("Sign in");
    await waitFor(() => expect(page.location()).toBe("/settings"));
  });

  it("says the password was reset when coming from the reset link", async () => {
    await renderPage(<Login />, { path: "/login?reset=done", session: null });
    expect(screen.getByRole("status").textContent).toBe("Your password was changed. Sign in with it.");
    fireEvent.click(screen.getByRole("link", { name: "Forgot password?" }));
  });
});
