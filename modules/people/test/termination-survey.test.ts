import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestTenant,
  DAY_MS,
  type Mailbox,
  TestClock,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { systemContext } from "../../../core/context.js";
import { createPeopleSurveyAnswers } from "../server/termination-survey/survey-answers.service.js";
import { buildPeopleApp, companyUrl, createWorker, terminate } from "./helpers.js";

useTestDatabase("people_termination_survey");

const clock = new TestClock();
let app: FastifyInstance;
let mailbox: Mailbox;
let tenant: TestTenant;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, mailbox, close } = await buildPeopleApp({ clock }));
  tenant = await createTestTenant(app);
});
afterAll(async () => close());

const ANSWERS = {
  scores: { recommendCompany: 9, manager: 8, environment: 7, growth: 6, compensation: 5 },
  yesNo: { wouldReturn: true, hadTools: true, feltValued: false },
  comment: "Good people.",
};

function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get("token");
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

/** A worker of `t`, terminated, and the token of the survey link mailed to them. */
async function terminatedWithLink(t: TestTenant, body: Record<string, unknown> = {}) {
  const worker = await createWorker(app, t, { name: "Tina Torres", ...body });
  const done = await terminate(app, t, worker.id);
  expect(done.statusCode, done.body).toBe(200);
  const mail = await mailbox.waitFor(worker.email, "termination-survey");
  expect(mail.link).toMatch(/\/termination-survey\?token=/);
  return { worker, token: tokenOf(mail.link), mail };
}

const view = (token: string, locale = "en") =>
  app.inject({
    method: "GET",
    url: `/api/termination-survey?token=${encodeURIComponent(token)}`,
    headers: { "accept-language": locale },
  });
const submit = (token: string, answers: unknown = ANSWERS, locale = "en") =>
  app.inject({
    method: "POST",
    url: "/api/termination-survey",
    payload: { token, answers },
    headers: { "accept-language": locale },
  });

describe("termination survey", () => {
  it("mails the terminated worker a link; the public page reads it and stores the answers once", async () => {
    const { token, mail } = await terminatedWithLink(tenant, { locale: "es" });
    expect(mail.locale).toBe("es"); // the person's own language

    const page = await view(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ firstName: "Tina", companyName: "Acme Ltda", scoreMin: 1, scoreMax: 10 });
    expect(page.json().questions).toHaveLength(8);
    expect(page.json().questions[0]).toMatchObject({ id: "recommendCompany", kind: "score" });
    expect(page.json().questions[0].label["pt-BR"]).toContain("recomendar");

    const done = await submit(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ answered: true });

    const again = await submit(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "PEOPLE_SURVEY_ALREADY_ANSWERED",
      message: "This survey has already been answered.",
    });
    expect((await view(token, "pt-BR")).json()).toMatchObject({ message: "Esta pesquisa já foi respondida." });
  });

  it("refuses bad answers, and unknown, tampered or expired links (en, pt-BR, es)", async () => {
    const { token } = await terminatedWithLink(tenant);
    const outOfRange = await submit(token, { ...ANSWERS, scores: { ...ANSWERS.scores, growth: 11 } });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json()).toMatchObject({ code: "VALIDATION_MAX_VALUE", message: "Max value is 10" });
    const zero = await submit(token, { ...ANSWERS, scores: { ...ANSWERS.scores, growth: 0 } }, "pt-BR");
    expect(zero.json()).toMatchObject({ code: "VALIDATION_MIN_VALUE", message: "O valor mínimo é 1" });
    const missing = await submit(token, { scores: ANSWERS.scores, yesNo: { wouldReturn: true } }, "es");
    expect(missing.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Por favor, escribe algo." });

    const tampered = `${token.slice(0, -2)}xx`;
    for (const bad of [tampered, "nonsense", `${tenant.companyId}.${"a".repeat(43)}`]) {
      const response = await submit(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "AUTH_LINK_INVALID",
        message: "The link is invalid or expired",
      });
    }
    expect((await view(tampered, "es")).json()).toMatchObject({ message: "El enlace no es válido o expiró" });

    clock.advance(31 * DAY_MS);
    try {
      const expired = await submit(token, ANSWERS, "pt-BR");
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: "AUTH_LINK_INVALID", message: "O link é inválido ou expirou" });
    } finally {
      clock.advance(-31 * DAY_MS);
    }
    // still usable within its 30 days
    expect((await submit(token)).statusCode).toBe(200);
  });

  it("lets an admin record an exit interview, once, for terminated workers only", async () => {
    const active = await createWorker(app, tenant);
    const record = (workerId: string, token = tenant.admin.token, query = "") =>
      app.inject({
        method: "POST",
        url: companyUrl(tenant, `/workers/${workerId}/termination-survey${query}`),
        headers: { token },
        payload: ANSWERS,
      });
    const notYet = await record(active.id);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: "PEOPLE_WORKER_NOT_TERMINATED" });

    const { worker, token } = await terminatedWithLink(tenant);
    const revisor = await tenant.loginAs("revisor");
    expect((await record(worker.id, revisor.token)).statusCode).toBe(403);
    const badType = await record(worker.id, tenant.admin.token, "?type=fired");
    expect(badType.statusCode).toBe(400);

    const saved = await record(worker.id, tenant.admin.token, "?type=involuntary");
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({
      workerId: worker.id,
      terminationType: "involuntary",
      status: "answered",
      source: "admin",
      answers: ANSWERS,
    });
    expect((await record(worker.id)).json().code).toBe("PEOPLE_SURVEY_ALREADY_ANSWERED");
    // the worker's own link now says it was answered
    expect((await submit(token)).json().code).toBe("PEOPLE_SURVEY_ALREADY_ANSWERED");

    // a worker who was never mailed (e.g. no link delivered) can still have an interview recorded
    const other = await createTestTenant(app);
    const theirs = await terminatedWithLink(other);
    expect((await record(theirs.worker.id)).statusCode).toBe(404);
  });

  it("shows aggregated results to admins and managers, and refuses them under 6 answers", async () => {
    const t = await createTestTenant(app);
    const results = (query = "", token = t.admin.token) =>
      app.inject({ method: "GET", url: companyUrl(t, `/termination-surveys${query}`), headers: { token } });

    const tokens: string[] = [];
    for (let i = 0; i < 7; i++) tokens.push((await terminatedWithLink(t, { name: `Ex ${i}` })).token);
    for (const [i, token] of tokens.slice(0, 5).entries()) {
      const answers = {
        ...ANSWERS,
        scores: { ...ANSWERS.scores, recommendCompany: i + 1 },
        yesNo: { ...ANSWERS.yesNo, wouldReturn: i % 2 === 0 },
      };
      expect((await submit(token, answers)).statusCode).toBe(200);
    }
    const few = await results();
    expect(few.statusCode).toBe(400);
    expect(few.json()).toMatchObject({
      code: "REPORT_MIN_WORKERS",
      message: "Minimum 6 workers for filtered reports.",
    });
    const br = await createTestTenant(app, { locale: "pt-BR" });
    const fewBr = await app.inject({
      method: "GET",
      url: companyUrl(br, "/termination-surveys"),
      headers: { token: br.admin.token },
    });
    expect(fewBr.json()).toMatchObject({ message: "Mínimo de 6 colaboradores para relatórios filtrados." });

    expect(
      (await submit(tokens[5]!, { ...ANSWERS, scores: { ...ANSWERS.scores, recommendCompany: 10 } })).statusCode,
    ).toBe(200);
    const revisor = await t.loginAs("revisor");
    const enough = await results("", revisor.token);
    expect(enough.statusCode, enough.body).toBe(200);
    const body = enough.json();
    expect(body).toMatchObject({ invited: 7, answered: 6, comments: 6 });
    expect(body.responseRate).toBeCloseTo(6 / 7, 2);
    expect(body.scores.recommendCompany.distribution).toEqual([1, 1, 1, 1, 1, 0, 0, 0, 0, 1]);
    expect(body.scores.recommendCompany.average).toBeCloseTo((1 + 2 + 3 + 4 + 5 + 10) / 6, 2);
    expect(body.yesNo.wouldReturn).toEqual({ yes: 4, no: 2 });
    expect(body).not.toHaveProperty("items");

    // a filter that leaves fewer than 6 answers is refused too
    expect((await results("?type=involuntary")).json().code).toBe("REPORT_MIN_WORKERS");
    expect((await results("?from=2030-01-01&to=2030-12-31")).statusCode).toBe(200);
    expect((await results("?from=2031-01-01")).json().code).toBe("REPORT_MIN_WORKERS");
    expect((await results("?from=2031-02-30")).statusCode).toBe(400);

    const requester = await t.loginAs("requester");
    expect((await results("", requester.token)).statusCode).toBe(403);
    const cross = await app.inject({
      method: "GET",
      url: companyUrl(t, "/termination-surveys"),
      headers: { token: tenant.admin.token },
    });
    expect(cross.statusCode).toBe(404);
  });

  it("provides a period's surveys to analytics (people.surveyAnswers) without who or the comment's text", async () => {
    const t = await createTestTenant(app);
    const other = await createTestTenant(app);
    const asked = clock.now();
    const answered = await terminatedWithLink(t, { name: "Ana" });
    expect((await submit(answered.token)).statusCode).toBe(200);
    await terminatedWithLink(t, { name: "Bia" });
    await terminatedWithLink(other, { name: "Caio" });
    const ctx = (companyId: string) => systemContext({ companyId, name: "test", log: app.log, now: clock.now });
    const surveys = createPeopleSurveyAnswers();
    const day = { from: new Date(asked.getTime() - DAY_MS), to: new Date(asked.getTime() + DAY_MS) };
    const rows = await surveys.list(ctx(t.companyId), day);
    expect(rows.map((r) => r.status).sort()).toEqual(["answered", "pending"]);
    const done = rows.find((r) => r.status === "answered")!;
    expect(done).toEqual({
      terminationType: "voluntary",
      status: "answered",
      askedAt: asked,
      scores: ANSWERS.scores,
      yesNo: ANSWERS.yesNo,
      commented: true,
    });
    expect(JSON.stringify(rows)).not.toMatch(/Good people|Ana|workerId/);
    expect(rows.find((r) => r.status === "pending")).not.toHaveProperty("scores");
    // the range's end is exclusive; another company's surveys are never read
    expect(await surveys.list(ctx(t.companyId), { from: day.from, to: asked })).toEqual([]);
    expect(await surveys.list(ctx(other.companyId), day)).toHaveLength(1);
  });
});
