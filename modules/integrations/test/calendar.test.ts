import type { FastifyInstance } from "fastify";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { integrationsDefaults, type IntegrationsConfig } from "../../../core/config.js";
import { systemContext, type ServiceContext } from "../../../core/context.js";
import type { TenantJobDefinition } from "../../../core/jobs/types.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  addSignedInMember,
  bootModule,
  buildTestApp,
  DAY_MS,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
  tenantCaller,
} from "../../../core/testing/kit.js";
import type { PublishedShift } from "../../scheduling/contract/shifts-service.js";
import { modulesFor } from "../../server.js";
import type { CalendarConnection } from "../contract/index.js";
import { CalendarAccountModel, CalendarEventModel } from "../server/calendar/calendar.models.js";
import type { CalendarSyncData } from "../server/calendar/calendar.service.js";
import { GOOGLE_SCOPES } from "../server/calendar/google.js";
import { integrationsModule } from "../server/index.js";
import { createSecretBox } from "../server/secrets.js";

useTestDatabase("integrations_calendar");

const OAUTH = "https://oauth2.googleapis.com";
const API = "https://www.googleapis.com";
const EVENTS = "/calendar/v3/calendars/primary/events";
const settings: IntegrationsConfig = {
  ...integrationsDefaults("test"),
  google: { clientId: "client-1.apps.googleusercontent.com", clientSecret: "google-secret" },
};
const box = createSecretBox(settings.tokenKey);

/** An ID token as Google answers it with the tokens (its claims are read, not its signature: it came over TLS). */
function idToken(email: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "RS256", typ: "JWT" })}.${part({ iss: "https://accounts.google.com", email, sub: "1" })}.c2ln`;
}

function syncJob(app: FastifyInstance) {
  return app.modules
    .find((m) => m.id === "integrations")!
    .jobs!.find((j) => j.name === "integrations.calendar-sync") as TenantJobDefinition<CalendarSyncData>;
}

/** Connects `person` through the routes, Google's token endpoint answered by nock; answers the auth URL's query. */
async function connect(
  call: ReturnType<typeof tenantCaller>,
  person: TestPerson,
  tokens: { access: string; refresh?: string; email?: string },
): Promise<URLSearchParams> {
  const started = await call(person, "POST", "/integrations/calendar/google/start");
  expect(started.statusCode, started.body).toBe(200);
  const query = new URL(started.json<{ url: string }>().url).searchParams;
  let form: URLSearchParams | undefined;
  nock(OAUTH)
    .post("/token", (body: Record<string, string>) => {
      form = new URLSearchParams(body);
      return true;
    })
    .reply(200, {
      access_token: tokens.access,
      ...(tokens.refresh ? { refresh_token: tokens.refresh } : {}),
      expires_in: 3599,
      token_type: "Bearer",
      scope: GOOGLE_SCOPES.join(" "),
      id_token: idToken(tokens.email ?? "ana@gmail.com"),
    });
  const done = await call(person, "POST", "/integrations/calendar/google/callback", {
    code: "4/auth-code",
    state: query.get("state"),
  });
  expect(done.statusCode, done.body).toBe(200);
  expect(form!.get("grant_type")).toBe("authorization_code");
  expect(form!.get("code")).toBe("4/auth-code");
  expect(form!.get("redirect_uri")).toBe(query.get("redirect_uri"));
  // PKCE: the verifier matches the challenge sent to the consent page
  expect(form!.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  return query;
}

describe("Google Calendar with the leave module", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let employee: TestPerson;
  let typeId: string;
  let ctx: ServiceContext;
  const clock = new TestClock(new Date("2030-01-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    ({ app } = await buildTestApp({
      clock,
      modules: modulesFor("leave", "integrations"),
      config: { integrations: settings },
    }));
    const { createTestTenant } = await import("../../../core/testing/kit.js");
    tenant = await createTestTenant(app, { companyName: "Agenda Ltda" });
    employee = await tenant.loginAs("requester");
    ctx = systemContext({ companyId: tenant.companyId, name: "test", log: app.log, now: clock.now });
    const types = await call(tenant.admin, "POST", "/leave-types/many", {
      items: [
        {
          title: { en: "Vacation", "pt-BR": "Férias", es: "Vacaciones" },
          color: "#2e7d32",
          unit: "days",
          totalTime: 30 * DAY_MS,
          tracked: false,
        },
      ],
    });
    expect(types.statusCode, types.body).toBe(201);
    typeId = types.json().items[0].id;
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });

  async function requestLeave(startDate: string, endDate: string): Promise<string> {
    const r = await call(employee, "POST", "/leave/requests", { leaveTypeId: typeId, startDate, endDate });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id as string;
  }

  /** The sync runs queued for the employee since `since`, run by hand in order (the test app runs no scheduler). */
  async function runQueued(): Promise<void> {
    const { default: mongoose } = await import("mongoose");
    const jobs = mongoose.connection.db!.collection("agendaJobs");
    const queued = await jobs
      .find({ name: "integrations.calendar-sync", "data.companyId": tenant.companyId })
      .toArray();
    for (const job of queued) {
      await jobs.deleteOne({ _id: job._id });
      await syncJob(app).handler(ctx, (job.data as { data: CalendarSyncData }).data);
    }
  }

  it("connects through OAuth with PKCE and the calendar, email and profile scopes; tokens are sealed at rest", async () => {
    const before = await call(employee, "GET", "/integrations/calendar");
    expect(before.json<CalendarConnection>()).toEqual({
      provider: "google",
      configured: true,
      connected: false,
      syncedEvents: 0,
    });
    const query = await connect(call, employee, { access: "ya29.first", refresh: "1//refresh-1" });
    expect(query.get("client_id")).toBe("client-1.apps.googleusercontent.com");
    expect(query.get("response_type")).toBe("code");
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("access_type")).toBe("offline");
    expect(query.get("scope")!.split(" ")).toEqual([
      "openid",
      "email",
      "profile",
      "https://www.googleapis.com/auth/calendar.events",
    ]);
    expect(query.get("redirect_uri")).toMatch(/\/integrations\/google\/callback$/);

    const status = (await call(employee, "GET", "/integrations/calendar")).json<CalendarConnection>();
    expect(status).toMatchObject({ connected: true, email: "ana@gmail.com", syncedEvents: 0 });
    const account = (await scoped(ctx, CalendarAccountModel).findOne({ userId: employee.userId }))!;
    expect(JSON.stringify(account)).not.toContain("ya29.first");
    expect(JSON.stringify(account)).not.toContain("1//refresh-1");
    expect(box.open(account.accessTokenSealed)).toBe("ya29.first");
    expect(box.open(account.refreshTokenSealed!)).toBe("1//refresh-1");
    // the backfill after connecting: nothing approved yet, so nothing is written
    await runQueued();
  });

  it("refuses a used, foreign or unknown state, and a code Google refuses, in the person's language", async () => {
    const started = await call(employee, "POST", "/integrations/calendar/google/start");
    const state = new URL(started.json<{ url: string }>().url).searchParams.get("state")!;
    // another person of the company cannot finish someone else's connection
    const manager = await tenant.loginAs("revisor");
    const foreign = await call(manager, "POST", "/integrations/calendar/google/callback", { code: "x", state });
    expect(foreign.json()).toMatchObject({ code: "INTEGRATIONS_OAUTH_STATE_INVALID" });

    nock(OAUTH).post("/token").reply(400, { error: "invalid_grant", error_description: "Bad Request" });
    const refused = await call(employee, "POST", "/integrations/calendar/google/callback", { code: "bad", state });
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({
      code: "INTEGRATIONS_GOOGLE_REFUSED",
      message: "Google refused the connection. Try again in a moment.",
    });
    // single use: the same state again is refused before Google is asked
    for (const [locale, message] of [
      ["pt-BR", "Este link de conexão expirou ou já foi usado. Comece a conexão de novo."],
      ["es", "Este enlace de conexión caducó o ya se usó. Vuelve a iniciar la conexión."],
    ] as const) {
      const person = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"], locale });
      const r = await call(person, "POST", "/integrations/calendar/google/callback", { code: "x", state });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: "INTEGRATIONS_OAUTH_STATE_INVALID", message });
    }
    const again = await call(employee, "POST", "/integrations/calendar/google/callback", { code: "x", state });
    expect(again.statusCode).toBe(400);
    const empty = await call(employee, "POST", "/integrations/calendar/google/callback", { code: "", state: "" });
    expect(empty.statusCode).toBe(400);
  });

  it("puts an approved leave in the calendar, follows its cancellation, and retries after Google fails", async () => {
    const id = await requestLeave("2030-02-04", "2030-02-08");
    // pending: nothing is queued
    await runQueued();
    expect((await call(tenant.admin, "POST", `/leave/requests/${id}/approve`, {})).statusCode).toBe(200);

    // Google fails the first time: the run throws (the job retries it) and the account shows the error
    nock(API)
      .post(EVENTS)
      .reply(503, { error: { message: "Backend Error" } });
    const { default: mongoose } = await import("mongoose");
    const jobs = mongoose.connection.db!.collection("agendaJobs");
    const queued = await jobs.findOne({ name: "integrations.calendar-sync", "data.data.requestId": id });
    expect(queued!.data.data).toEqual({ userId: employee.userId, kind: "leave", requestId: id });
    await jobs.deleteOne({ _id: queued!._id });
    await expect(syncJob(app).handler(ctx, queued!.data.data)).rejects.toThrow(/HTTP 503/);
    expect((await call(employee, "GET", "/integrations/calendar")).json<CalendarConnection>().lastError).toMatch(/503/);

    let event: Record<string, unknown> | undefined;
    nock(API, { reqheaders: { authorization: "Bearer ya29.first" } })
      .post(EVENTS, (body: Record<string, unknown>) => {
        event = body;
        return true;
      })
      .reply(200, { id: "gcal-1", status: "confirmed" });
    await syncJob(app).handler(ctx, queued!.data.data);
    expect(event).toMatchObject({
      summary: "Vacation",
      start: { date: "2030-02-04" },
      // Google's all-day end is exclusive
      end: { date: "2030-02-09" },
      extendedProperties: { private: { workforceSource: "leave", workforceId: id } },
    });
    const status = (await call(employee, "GET", "/integrations/calendar")).json<CalendarConnection>();
    expect(status).toMatchObject({ syncedEvents: 1, lastSyncAt: clock.now().toISOString() });
    expect(status.lastError).toBeUndefined();

    // the same run again (a crash after Google answered) updates the one event instead of adding another
    nock(API).put(`${EVENTS}/gcal-1`).reply(200, { id: "gcal-1" });
    await syncJob(app).handler(ctx, queued!.data.data);

    expect((await call(employee, "POST", `/leave/requests/${id}/cancel`, {})).statusCode).toBe(200);
    nock(API).delete(`${EVENTS}/gcal-1`).reply(204);
    await runQueued();
    expect(await scoped(ctx, CalendarEventModel).count({ userId: employee.userId })).toBe(0);
  });

  it("refreshes an expired access token, and refreshes once more when Google answers 401", async () => {
    await scoped(ctx, CalendarAccountModel).updateOne(
      { userId: employee.userId },
      { $set: { accessTokenExpiresAt: new Date(clock.now().getTime() - 1000) } },
    );
    const id = await requestLeave("2030-03-11", "2030-03-11");
    expect((await call(tenant.admin, "POST", `/leave/requests/${id}/approve`, {})).statusCode).toBe(200);
    let refreshForm: URLSearchParams | undefined;
    nock(OAUTH)
      .post("/token", (body: Record<string, string>) => {
        refreshForm = new URLSearchParams(body);
        return true;
      })
      .reply(200, { access_token: "ya29.second", expires_in: 3599, token_type: "Bearer" });
    // the stored token was refused anyway (revoked by Google early): one more refresh, then the call goes through
    nock(API, { reqheaders: { authorization: "Bearer ya29.second" } })
      .post(EVENTS)
      .reply(401, {});
    nock(OAUTH).post("/token").reply(200, { access_token: "ya29.third", expires_in: 3599, token_type: "Bearer" });
    nock(API, { reqheaders: { authorization: "Bearer ya29.third" } })
      .post(EVENTS)
      .reply(200, { id: "gcal-2" });
    await runQueued();
    expect(refreshForm!.get("grant_type")).toBe("refresh_token");
    expect(refreshForm!.get("refresh_token")).toBe("1//refresh-1");
    const account = (await scoped(ctx, CalendarAccountModel).findOne({ userId: employee.userId }))!;
    expect(box.open(account.accessTokenSealed)).toBe("ya29.third");
    // Google sent no new refresh token: the one it had is kept
    expect(box.open(account.refreshTokenSealed!)).toBe("1//refresh-1");
    expect(await scoped(ctx, CalendarEventModel).count({ userId: employee.userId, sourceId: id })).toBe(1);
  });

  it("stops retrying when Google says the grant is revoked, until the person connects again", async () => {
    await scoped(ctx, CalendarAccountModel).updateOne(
      { userId: employee.userId },
      { $set: { accessTokenExpiresAt: new Date(clock.now().getTime() - 1000) } },
    );
    nock(OAUTH).post("/token").reply(400, { error: "invalid_grant", error_description: "Token has been revoked." });
    await syncJob(app).handler(ctx, { userId: employee.userId, kind: "backfill" });
    const status = (await call(employee, "GET", "/integrations/calendar")).json<CalendarConnection>();
    expect(status.lastError).toBe("Google access was revoked or expired; connect again.");
  });

  it("disconnects: tokens and the event map are forgotten", async () => {
    expect((await call(employee, "DELETE", "/integrations/calendar/google")).statusCode).toBe(204);
    expect((await call(employee, "GET", "/integrations/calendar")).json<CalendarConnection>().connected).toBe(false);
    expect(await scoped(ctx, CalendarAccountModel).count({ userId: employee.userId })).toBe(0);
    expect(await scoped(ctx, CalendarEventModel).count({ userId: employee.userId })).toBe(0);
    const again = await call(employee, "DELETE", "/integrations/calendar/google");
    expect(again.json()).toMatchObject({ code: "INTEGRATIONS_CALENDAR_NOT_CONNECTED" });
    expect((await call(employee, "POST", "/integrations/calendar/google/sync")).statusCode).toBe(409);
  });
});

describe("Google Calendar: shifts, and a server without Google", () => {
  const shifts: PublishedShift[] = [
    { id: "s-1", userId: "", date: "2030-01-16", start: 8 * 60, end: 16 * 60, breakMinutes: 60 },
    { id: "s-2", userId: "", date: "2030-01-17", start: 22 * 60, end: 30 * 60, breakMinutes: 30 },
  ];
  let app: FastifyInstance;
  let tenant: TestTenant;
  const clock = new TestClock(new Date("2030-01-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    ({ app, tenant } = await bootModule(integrationsModule, {
      clock,
      config: { integrations: settings },
      services: {
        shifts: {
          publishedShifts: async (_ctx: unknown, q: { workerIds: string[]; from: string; to: string }) =>
            shifts.filter((s) => s.date >= q.from && s.date <= q.to).map((s) => ({ ...s, userId: q.workerIds[0]! })),
          expectedMinutes: async () => new Map(),
        },
      },
    }));
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });

  it("writes published shifts as timed events in the company's zone and removes the ones unpublished", async () => {
    const person = await tenant.loginAs("requester");
    await connect(call, person, { access: "ya29.shifts", refresh: "1//r" });
    const ctx = systemContext({
      companyId: tenant.companyId,
      name: "test",
      log: app.log,
      now: clock.now,
      timeZone: "America/Sao_Paulo",
    });
    const written: Array<Record<string, unknown>> = [];
    nock(API)
      .post(EVENTS, (body: Record<string, unknown>) => written.push(body) > 0)
      .times(2)
      .reply(200, (_uri, body) => ({
        id: `g-${(body as { extendedProperties: { private: { workforceId: string } } }).extendedProperties.private.workforceId}`,
      }));
    await syncJob(app).handler(ctx, { userId: person.userId, kind: "shifts", from: "2030-01-15", to: "2030-01-31" });
    expect(written).toEqual([
      expect.objectContaining({
        summary: "Shift",
        start: { dateTime: "2030-01-16T08:00:00", timeZone: "America/Sao_Paulo" },
        end: { dateTime: "2030-01-16T16:00:00", timeZone: "America/Sao_Paulo" },
      }),
      // past midnight: ends the next day
      expect.objectContaining({
        start: { dateTime: "2030-01-17T22:00:00", timeZone: "America/Sao_Paulo" },
        end: { dateTime: "2030-01-18T06:00:00", timeZone: "America/Sao_Paulo" },
      }),
    ]);

    // s-2 is unpublished: the next sync of the range updates s-1 and removes s-2
    shifts.pop();
    nock(API).put(`${EVENTS}/g-s-1`).reply(200, { id: "g-s-1" });
    nock(API).delete(`${EVENTS}/g-s-2`).reply(410);
    await syncJob(app).handler(ctx, { userId: person.userId, kind: "shifts", from: "2030-01-15", to: "2030-01-31" });
    expect((await scoped(ctx, CalendarEventModel).find({ userId: person.userId })).map((e) => e.sourceId)).toEqual([
      "s-1",
    ]);
  });

  it("every level connects its own calendar; a server without a Google client says so", async () => {
    const { app: bare, tenant: t } = await bootModule(integrationsModule);
    const bareCall = tenantCaller(() => ({ app: bare, companyId: t.companyId }));
    for (const level of ["admin", "revisor", "requester"] as const) {
      const person = await t.loginAs(level);
      expect((await bareCall(person, "GET", "/integrations/calendar")).json()).toMatchObject({ configured: false });
      const r = await bareCall(person, "POST", "/integrations/calendar/google/start");
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: "INTEGRATIONS_GOOGLE_NOT_CONFIGURED" });
    }
  });
});
