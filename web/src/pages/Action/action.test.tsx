// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi } from "../../testing/msw.js";
import { errorOf, renderPage, submit, type } from "../../testing/render.js";
import Action from "./index.js";

const server = useMockApi();

describe("/action?mode=resetPassword", () => {
  it("refuses different passwords with 'Fields must be equal', then saves and goes to login", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/auth/reset-password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const page = await renderPage(<Action />, { path: "/action?mode=resetPassword&code=abc123", session: null });
    expect(screen.getByRole("heading", { name: "Reset password" })).toBeTruthy();
    type("New password", "a new good password");
    type("Confirm the new password", "a new good passw0rd");
    submit("Save the new password");
    await waitFor(() => expect(errorOf("Confirm the new password")).toContain("Fields must be equal"));
    expect(document.activeElement).toBe(screen.getByLabelText("Confirm the new password"));
    expect(body).toBeUndefined();

    type("Confirm the new password", "a new good password");
    await waitFor(() => expect(errorOf("Confirm the new password")).not.toContain("Fields must be equal"));
    submit("Save the new password");
    await waitFor(() => expect(page.location()).toBe("/login?reset=done"));
    expect(body).toEqual({ code: "abc123", password: "a new good password" });
  });

  it("checks the password rule (8 to 128 characters)", async () => {
    await renderPage(<Action />, { path: "/action?mode=resetPassword&code=abc123", session: null });
    type("New password", "short");
    type("Confirm the new password", "short");
    submit("Save the new password");
    await waitFor(() => expect(errorOf("New password")).toContain("Min size is 8 characters"));
  });

  it("an expired code says the link is invalid and offers forgot password", async () => {
    server.use(
      http.post("*/api/auth/reset-password", () =>
        HttpResponse.json(errorBody(400, "AUTH_LINK_INVALID", "The link is invalid or expired"), { status: 400 }),
      ),
    );
    await renderPage(<Action />, { path: "/action?mode=resetPassword&code=old", session: null });
    type("New password", "a new good password");
    type("Confirm the new password", "a new good password");
    submit("Save the new password");
    expect(await screen.findByRole("heading", { name: "The link is invalid or expired" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
  });
});

describe("/action?mode=verifyEmail", () => {
  it("confirms the address once, as the page opens", async () => {
    const codes: unknown[] = [];
    server.use(
      http.post("*/api/auth/verify-email", async ({ request }) => {
        codes.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    await renderPage(<Action />, { path: "/action?mode=verifyEmail&code=v1", session: null });
    expect(await screen.findByText("Your email is confirmed.")).toBeTruthy();
    expect(codes).toEqual([{ code: "v1" }]);
  });

  it("an invalid code says so", async () => {
    server.use(
      http.post("*/api/auth/verify-email", () =>
        HttpResponse.json(errorBody(400, "AUTH_LINK_INVALID", "The link is invalid or expired"), { status: 400 }),
      ),
    );
    await renderPage(<Action />, { path: "/action?mode=verifyEmail&code=v1", session: null });
    expect(await screen.findByRole("heading", { name: "The link is invalid or expired" })).toBeTruthy();
  });

  it("an unknown mode or a missing code is an invalid link", async () => {
    await renderPage(<Action />, { path: "/action?mode=somethingElse&code=x", session: null });
    expect(screen.getByRole("heading", { name: "The link is invalid or expired" })).toBeTruthy();
    expect(screen.getByText("This link is not one we know.")).toBeTruthy();
  });
});
