// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useMockApi } from "../../testing/msw.js";
import { errorOf, renderPage, submit, type } from "../../testing/render.js";
import ForgotPassword from "./index.js";

const server = useMockApi();

describe("forgot password", () => {
  it("mails the link in the page's language and answers the same for any address", async () => {
    let body: unknown;
    server.use(
      http.post("*/api/email/forgot-password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: "AUTH_RESET_SENT", message: "Enviado." });
      }),
    );
    await renderPage(<ForgotPassword />, { path: "/forgot-password?email=ana%40example.com", locale: "es" });
    // the address typed on the login page comes along
    expect((screen.getByLabelText("Correo electrónico") as HTMLInputElement).value).toBe("ana@example.com");
    submit("Enviar enlace");
    expect((await screen.findByRole("status")).textContent).toBe(
      "Si alguna cuenta usa ana@example.com, un enlace para restablecer la contraseña va en camino.",
    );
    expect(body).toEqual({ email: "ana@example.com", locale: "es" });
  });

  it("checks the address first", async () => {
    await renderPage(<ForgotPassword />, { path: "/forgot-password" });
    type("Email", "not an address");
    submit("Send link");
    await waitFor(() => expect(errorOf("Email")).toContain("Email invalid."));
  });
});
