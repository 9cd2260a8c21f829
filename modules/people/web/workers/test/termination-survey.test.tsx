// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { errorBody, useMockApi, renderPage, submit } from "@web/kit/testing";
import { SURVEY_QUESTIONS } from "../../../contract/termination-survey.js";
import TerminationSurveyPage from "../TerminationSurveyPage/index.js";

const server = useMockApi();

const survey = {
  firstName: "Bruno",
  companyName: "Acme",
  expiresAt: "2030-01-31T00:00:00.000Z",
  scoreMin: 1,
  scoreMax: 10,
  questions: SURVEY_QUESTIONS,
};

describe("termination survey (public)", () => {
  it("shows the catalogue message for an invalid or expired link", async () => {
    server.use(
      http.get("*/api/termination-survey", () =>
        HttpResponse.json(errorBody(400, "AUTH_LINK_INVALID", "O link é inválido ou expirou"), { status: 400 }),
      ),
    );
    await renderPage(<TerminationSurveyPage />, {
      path: "/termination-survey?token=old",
      session: null,
      locale: "pt-BR",
    });
    expect((await screen.findByRole("alert")).textContent).toBe("O link é inválido ou expirou");
  });

  it("without a token says the link is invalid, asking nothing", async () => {
    await renderPage(<TerminationSurveyPage />, { path: "/termination-survey", session: null });
    expect((await screen.findByRole("alert")).textContent).toBe("The link is invalid or expired");
  });

  it("asks every question (scores 1 to 10, yes/no), sends the answers and thanks", async () => {
    let sent: unknown;
    server.use(
      http.get("*/api/termination-survey", ({ request }) => {
        expect(new URL(request.url).searchParams.get("token")).toBe("t0k3n");
        return HttpResponse.json(survey);
      }),
      http.post("*/api/termination-survey", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ answered: true });
      }),
    );
    await renderPage(<TerminationSurveyPage />, {
      path: "/termination-survey?token=t0k3n",
      session: null,
      locale: "es",
    });
    await screen.findByRole("heading", { name: "Hola, Bruno" });
    const groups = screen.getAllByRole("radiogroup");
    expect(groups).toHaveLength(SURVEY_QUESTIONS.length);
    expect(
      within(groups[0]!)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));

    submit("Enviar respuestas");
    await waitFor(() => expect(screen.getAllByText("¡Debes hacer una selección!").length).toBeGreaterThan(0));
    expect(sent).toBeUndefined();

    SURVEY_QUESTIONS.forEach((q, i) => {
      const group = groups[i]!;
      if (q.kind === "score") fireEvent.click(within(group).getByRole("radio", { name: String(i + 3) }));
      else fireEvent.click(within(group).getByRole("radio", { name: i % 2 ? "Sí" : "No" }));
    });
    submit("Enviar respuestas");
    await screen.findByRole("heading", { name: "¡Gracias!" });
    expect(sent).toEqual({
      token: "t0k3n",
      answers: {
        scores: { recommendCompany: 3, manager: 4, environment: 5, growth: 6, compensation: 7 },
        yesNo: { wouldReturn: true, hadTools: false, feltValued: true },
      },
    });
  });
});
