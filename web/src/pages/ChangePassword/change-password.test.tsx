// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi } from "../../testing/msw.js";
import { errorOf, renderPage, sessionView, submit, type } from "../../testing/render.js";
import ChangePassword from "./index.js";

const server = useMockApi();

describe("change password", () => {
  it("checks the fields, sends current and new password, and confirms", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/auth/change-password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ revokedSessions: 2 });
      }),
    );
    await renderPage(<ChangePassword />, { path: "/change-password", session: sessionView() });
    submit("Change password");
    await waitFor(() => expect(errorOf("Current password")).toContain("Please type something."));
    expect(errorOf("New password")).toContain("Please type something.");

    type("Current password", "old password 1");
    type("New password", "new password 22");
    type("Confirm the new password", "new password 2");
    submit("Change password");
    await waitFor(() => expect(errorOf("Confirm the new password")).toContain("Fields must be equal"));
    expect(body).toBeUndefined();

    type("Confirm the new password", "new password 22");
    submit("Change password");
    expect((await screen.findByRole("status")).textContent).toBe("Password changed. Other sessions were signed out.");
    expect(body).toEqual({ currentPassword: "old password 1", newPassword: "new password 22" });
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("a wrong current password is shown on that field", async () => {
    server.use(
      http.post("*/api/auth/change-password", () =>
        HttpResponse.json(errorBody(400, "AUTH_INVALID_PASSWORD", "The password is invalid.", "currentPassword"), {
          status: 400,
        }),
      ),
    );
    await renderPage(<ChangePassword />, { path: "/change-password", session: sessionView() });
    type("Current password", "not it");
    type("New password", "new password 22");
    type("Confirm the new password", "new password 22");
    submit("Change password");
    await waitFor(() => expect(errorOf("Current password")).toContain("The password is invalid."));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Current password")));
    // a quiet mutation: no notification besides the field's message
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
