// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { SESSION_KEY } from "../../auth/session.js";
import { errorBody, useMockApi } from "../../testing/msw.js";
import { errorOf, press, renderPage, sessionView, submit, type } from "../../testing/render.js";
import Signup from "./index.js";

const server = useMockApi();

function currentStep() {
  const steps = screen.getByRole("list", { name: "Registration steps" });
  return within(steps)
    .getAllByRole("listitem")
    .find((li) => li.getAttribute("aria-current") === "step")?.textContent;
}

function chooseCountry(name: string) {
  fireEvent.click(screen.getByRole("button", { name: /Country/ }));
  fireEvent.click(screen.getByRole("option", { name }));
}

async function fillYou() {
  type("Your name", "Ana Admin");
  type("Work email", "ana@example.com");
  type("Password", "correct horse battery");
  press("Next");
  await screen.findByRole("heading", { name: "Company info" });
}

async function fillCompany() {
  type("Company name", "Acme Ltda");
  chooseCountry("Brazil");
  type("Number of workers", "12");
  press("Next");
  await screen.findByRole("heading", { name: "Plan" });
}

describe("signup wizard", () => {
  it("checks each step before going on, with the spec's messages", async () => {
    await renderPage(<Signup />, { path: "/signup", session: null });
    expect(currentStep()).toContain("Tell us about you");

    // step 1: everything missing, then a bad email and a short password
    press("Next");
    await waitFor(() => expect(errorOf("Your name")).toContain("Please type something."));
    expect(errorOf("Work email")).toContain("Please type something.");
    expect(errorOf("Password")).toContain("Please type something.");
    expect(document.activeElement).toBe(screen.getByLabelText("Your name"));
    type("Your name", "Ana Admin");
    type("Work email", "ana@");
    type("Password", "short");
    press("Next");
    await waitFor(() => expect(errorOf("Work email")).toContain("Email invalid."));
    expect(errorOf("Password")).toContain("Min size is 8 characters");
    expect(errorOf("Your name")).not.toContain("Please type something.");
    type("Password", "x".repeat(129));
    press("Next");
    await waitFor(() => expect(errorOf("Password")).toContain("Max size is 128 characters"));
    type("Work email", "ana@example.com");
    type("Password", "correct horse battery");
    press("Next");
    await screen.findByRole("heading", { name: "Company info" });
    expect(currentStep()).toContain("Company info");

    // step 2: company name, country, number of workers
    press("Next");
    await waitFor(() => expect(errorOf("Company name")).toContain("Please type something."));
    expect(screen.getByText("You must make a selection!")).toBeTruthy();
    expect(errorOf("Number of workers")).toContain("Please type something.");
    // the first field in error gets the focus, the country's button included
    type("Company name", "Acme Ltda");
    press("Next");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: /Country/ })));
    chooseCountry("Brazil");
    type("Number of workers", "twelve");
    press("Next");
    await waitFor(() => expect(errorOf("Number of workers")).toContain("Value must be numeric"));
    expect(screen.queryByText("You must make a selection!")).toBeNull();
    type("Number of workers", "0");
    press("Next");
    await waitFor(() => expect(errorOf("Number of workers")).toContain("Min value is 1"));
    type("Number of workers", "12");
    press("Next");
    await screen.findByRole("heading", { name: "Plan" });

    // step 3: a plan must be chosen
    press("Next");
    expect(await screen.findByText("You must make a selection!")).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "Premium" }));
    await waitFor(() => expect(screen.queryByText("You must make a selection!")).toBeNull());

    // Back keeps what was typed
    press("Back");
    await screen.findByRole("heading", { name: "Company info" });
    expect((screen.getByLabelText("Company name") as HTMLInputElement).value).toBe("Acme Ltda");
    press("Next");
    await screen.findByRole("heading", { name: "Plan" });
    expect((screen.getByRole("radio", { name: "Premium" }) as HTMLInputElement).checked).toBe(true);
    press("Next");
    await screen.findByRole("heading", { name: "Culture package" });

    // step 4: a culture package must be chosen; each one is explained
    expect(screen.getByRole("radio", { name: "Traditional" }).getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Every request waits for approval.")).toBeTruthy();
    submit("Create my company");
    expect(await screen.findByText("You must make a selection!")).toBeTruthy();
  });

  it("sends the whole wizard on the culture step, shows the confirmation and starts at home", async () => {
    const view = sessionView();
    let body: unknown;
    server.use(
      http.post("*/api/auth/signup", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ token: "t", expiresAt: view.expiresAt, session: view }, { status: 201 });
      }),
    );
    const page = await renderPage(<Signup />, { path: "/signup", session: null });
    await fillYou();
    await fillCompany();
    fireEvent.click(screen.getByRole("radio", { name: "Flash" }));
    press("Next");
    await screen.findByRole("heading", { name: "Culture package" });
    fireEvent.click(screen.getByRole("radio", { name: "Flexible (autopilot)" }));
    press("Create my company");

    await screen.findByRole("heading", { name: "Your company is ready" });
    expect(body).toEqual({
      you: { name: "Ana Admin", email: "ana@example.com", password: "correct horse battery", locale: "en" },
      company: { name: "Acme Ltda", countryId: "br", initNumWorkers: 12 },
      plan: "flash",
      pack: "flexible",
    });
    expect(currentStep()).toContain("Done");
    expect(screen.getByText(/ana@example\.com/)).toBeTruthy();
    // the session starts when the person goes on, so the guest route does not leave the confirmation at once
    expect(page.queryClient.getQueryData(SESSION_KEY)).toBeNull();
    press("Start");
    await waitFor(() => expect(page.location()).toBe("/"));
    expect(page.queryClient.getQueryData(SESSION_KEY)).toEqual(view);
  });

  it("shows the server's error on the step of its field, in the page's language", async () => {
    let language: string | null = null;
    server.use(
      http.post("*/api/auth/signup", ({ request }) => {
        language = request.headers.get("accept-language");
        return HttpResponse.json(
          errorBody(409, "AUTH_EMAIL_IN_USE", "O endereço de e-mail já está em uso por outra conta.", "you.email"),
          { status: 409 },
        );
      }),
    );
    await renderPage(<Signup />, { path: "/signup", locale: "pt-BR", session: null });
    type("Seu nome", "Ana Admin");
    type("E-mail de trabalho", "ana@example.com");
    type("Senha", "correct horse battery");
    press("Avançar");
    await screen.findByRole("heading", { name: "Dados da empresa" });
    type("Nome da empresa", "Acme Ltda");
    fireEvent.click(screen.getByRole("button", { name: /País/ }));
    fireEvent.click(screen.getByRole("option", { name: "Brasil" }));
    type("Número de colaboradores", "12");
    press("Avançar");
    fireEvent.click(await screen.findByRole("radio", { name: "Starter" }));
    press("Avançar");
    fireEvent.click(await screen.findByRole("radio", { name: "Tradicional" }));
    press("Criar minha empresa");

    await screen.findByRole("heading", { name: "Conte-nos sobre você" });
    expect(language).toBe("pt-BR");
    await waitFor(() =>
      expect(errorOf("E-mail de trabalho")).toContain("O endereço de e-mail já está em uso por outra conta."),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("E-mail de trabalho")));
    // fixing the address clears the message
    type("E-mail de trabalho", "ana.2@example.com");
    await waitFor(() => expect(errorOf("E-mail de trabalho")).not.toContain("em uso"));
  });

  it("shows an error without a field on the last step", async () => {
    server.use(
      http.post("*/api/auth/signup", () =>
        HttpResponse.json(errorBody(429, "AUTH_TOO_MANY_ATTEMPTS", "Too many attempts try later"), { status: 429 }),
      ),
    );
    await renderPage(<Signup />, { path: "/signup", session: null });
    await fillYou();
    await fillCompany();
    fireEvent.click(screen.getByRole("radio", { name: "Enterprise" }));
    press("Next");
    fireEvent.click(await screen.findByRole("radio", { name: "Moderate" }));
    press("Create my company");
    expect((await screen.findByRole("alert")).textContent).toBe("Too many attempts try later");
    expect(screen.getByRole("heading", { name: "Culture package" })).toBeTruthy();
  });
});
