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
import { providedService } from "../../../core/modules/define-module.js";
import { spacesReservations } from "../../spaces/contract/reservations-service.js";
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

  it("disconnects when Google cannot confirm the revocation: tokens and the event map are forgotten anyway", async () => {
    let form: URLSearchParams | undefined;
    nock(OAUTH)
      .post("/revoke", (body: Record<string, string>) => {
        form = new URLSearchParams(body);
        return true;
      })
      .reply(503, "Service Unavailable");
    const r = await call(employee, "DELETE", "/integrations/calendar/google");
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ revokedAtGoogle: false });
    // the refresh token was the one revoked (it ends the whole grant)
    expect(form!.get("token")).toBe("1//refresh-1");
    expect((await call(employee, "GET", "/integrations/calendar")).json<CalendarConnection>().connected).toBe(false);
    expect(await scoped(ctx, CalendarAccountModel).count({ userId: employee.userId })).toBe(0);
    expect(await scoped(ctx, CalendarEventModel).count({ userId: employee.userId })).toBe(0);
    const again = await call(employee, "DELETE", "/integrations/calendar/google");
    expect(again.json()).toMatchObject({ code: "INTEGRATIONS_CALENDAR_NOT_CONNECTED" });
    expect((await call(employee, "POST", "/integrations/calendar/google/sync")).statusCode).toBe(409);
  });
});

describe("Google Calendar with the spaces module: room reservations", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let ctx: ServiceContext;
  let roomId: string;
  // 2030-01-15 is a Tuesday; 12:00 UTC is 09:00 in São Paulo (the test company's zone)
  const clock = new TestClock(new Date("2030-01-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));

  beforeAll(async () => {
    nock.disableNetConnect();
    nock.enableNetConnect(/127\.0\.0\.1|localhost/);
    ({ app } = await buildTestApp({
      clock,
      modules: modulesFor("spaces", "integrations"),
      config: { integrations: settings },
    }));
    const { createTestTenant } = await import("../../../core/testing/kit.js");
    tenant = await createTestTenant(app, { companyName: "Salas Ltda" });
    ctx = systemContext({
      companyId: tenant.companyId,
      name: "test",
      log: app.log,
      now: clock.now,
      timeZone: "America/Sao_Paulo",
    });
    const office = await call(tenant.admin, "POST", "/offices", { name: "Paulista" });
    expect(office.statusCode, office.body).toBe(201);
    const room = await call(tenant.admin, "POST", "/spaces/spaces", {
      officeId: office.json().id,
      kind: "room",
      name: "Jabuticaba",
      capacity: 4,
    });
    expect(room.statusCode, room.body).toBe(201);
    roomId = room.json().id;
  });
  afterEach(() => {
    expect(nock.pendingMocks()).toEqual([]);
    nock.cleanAll();
  });
  afterAll(() => {
    nock.enableNetConnect();
  });

  async function queued(): Promise<Array<{ _id: unknown; data: { data: CalendarSyncData } }>> {
    const { default: mongoose } = await import("mongoose");
    const jobs = mongoose.connection.db!.collection("agendaJobs");
    const list = await jobs.find({ name: "integrations.calendar-sync", "data.companyId": tenant.companyId }).toArray();
    for (const job of list) await jobs.deleteOne({ _id: job._id });
    return list as unknown as Array<{ _id: unknown; data: { data: CalendarSyncData } }>;
  }

  const book = async (person: TestPerson, body: Record<string, unknown>) => {
    const r = await call(person, "POST", "/spaces/reservations", { spaceId: roomId, ...body });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ items: Array<{ id: string }> }>().items.map((i) => i.id);
  };

  it("backfills a person's reservations on connecting, follows new ones (after a failure) and cancellations", async () => {
    const ana = await tenant.loginAs("requester");
    const bia = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    // booked before Ana connects: nobody has a calendar yet, so nothing is queued
    const [early] = await book(ana, { date: "2030-01-16", startTime: "09:00", endTime: "10:00", title: "1:1" });
    expect(await queued()).toEqual([]);

    await connect(call, ana, { access: "ya29.rooms", refresh: "1//rooms" });
    const written: Array<Record<string, unknown>> = [];
    nock(API, { reqheaders: { authorization: "Bearer ya29.rooms" } })
      .post(EVENTS, (body: Record<string, unknown>) => written.push(body) > 0)
      .reply(200, { id: "g-early" });
    for (const job of await queued()) await syncJob(app).handler(ctx, job.data.data);
    expect(written).toEqual([
      {
        summary: "1:1 (Jabuticaba)",
        description: "Room reservation (from Workforce)",
        location: "Jabuticaba, Paulista",
        start: { dateTime: "2030-01-16T09:00:00", timeZone: "America/Sao_Paulo" },
        end: { dateTime: "2030-01-16T10:00:00", timeZone: "America/Sao_Paulo" },
        extendedProperties: { private: { workforceSource: "reservation", workforceId: early } },
      },
    ]);

    // Bia books a weekly series and invites Ana: Ana's calendar gets both dates (Bia has no calendar: no job for her)
    const series = await book(bia, {
      date: "2030-01-17",
      startTime: "14:00",
      endTime: "15:30",
      participants: [ana.userId],
      weeks: 2,
    });
    const jobs = await queued();
    expect(jobs.map((j) => j.data.data)).toEqual([
      { userId: ana.userId, kind: "reservations", reservationIds: series },
    ]);
    // Google fails: the run throws (the job retries it with backoff) and nothing is mapped
    nock(API)
      .post(EVENTS)
      .reply(503, { error: { message: "Backend Error" } });
    await expect(syncJob(app).handler(ctx, jobs[0]!.data.data)).rejects.toThrow(/HTTP 503/);
    expect((await call(ana, "GET", "/integrations/calendar")).json<CalendarConnection>().lastError).toMatch(/503/);
    const retried: Array<Record<string, unknown>> = [];
    nock(API)
      .post(EVENTS, (body: Record<string, unknown>) => retried.push(body) > 0)
      .times(2)
      .reply(200, (_uri, body) => ({
        id: `g-${(body as { extendedProperties: { private: { workforceId: string } } }).extendedProperties.private.workforceId}`,
      }));
    await syncJob(app).handler(ctx, jobs[0]!.data.data);
    expect(retried.map((e) => [e.summary, e.start])).toEqual([
      ["Jabuticaba", { dateTime: "2030-01-17T14:00:00", timeZone: "America/Sao_Paulo" }],
      ["Jabuticaba", { dateTime: "2030-01-24T14:00:00", timeZone: "America/Sao_Paulo" }],
    ]);
    const status = (await call(ana, "GET", "/integrations/calendar")).json<CalendarConnection>();
    expect(status).toMatchObject({ syncedEvents: 3 });
    expect(status.lastError).toBeUndefined();

    // Bia cancels the second date: it leaves Ana's calendar; the first stays
    const canceled = await call(bia, "POST", `/spaces/reservations/${series[1]}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    nock(API).delete(`${EVENTS}/g-${series[1]}`).reply(204);
    for (const job of await queued()) await syncJob(app).handler(ctx, job.data.data);
    const left = await scoped(ctx, CalendarEventModel).find({ userId: ana.userId, source: "reservation" });
    expect(left.map((e) => e.sourceId).sort()).toEqual([early, series[0]].sort());

    // a repeated run (the job retried after Google answered) updates instead of duplicating; the canceled date,
    // already out of the calendar, is not asked again
    nock(API)
      .put(`${EVENTS}/g-${series[0]}`)
      .reply(200, { id: `g-${series[0]}` });
    await syncJob(app).handler(ctx, jobs[0]!.data.data);
    expect(await scoped(ctx, CalendarEventModel).count({ userId: ana.userId, source: "reservation" })).toBe(2);

    // disconnecting revokes the grant at Google (its refresh token) and forgets the tokens and the map
    let form: URLSearchParams | undefined;
    nock(OAUTH)
      .post("/revoke", (body: Record<string, string>) => {
        form = new URLSearchParams(body);
        return true;
      })
      .reply(200, "");
    const r = await call(ana, "DELETE", "/integrations/calendar/google");
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ revokedAtGoogle: true });
    expect(form!.get("token")).toBe("1//rooms");
    expect(await scoped(ctx, CalendarEventModel).count({ userId: ana.userId })).toBe(0);
    // after disconnecting, new bookings queue nothing for her
    await book(ana, { date: "2030-01-18", startTime: "09:00", endTime: "09:30" });
    expect(await queued()).toEqual([]);
  });

  it("reads reservations of the caller's company only: another company's ids are unknown there", async () => {
    const ana = await tenant.loginAs("requester");
    const [id] = await book(ana, { date: "2030-01-21", startTime: "11:00", endTime: "11:30" });
    const reservations = providedService(app.modules, spacesReservations)!;
    expect((await reservations.byIds(ctx, [id!])).map((r) => r.id)).toEqual([id]);
    const { createTestTenant } = await import("../../../core/testing/kit.js");
    const other = await createTestTenant(app, { companyName: "Outra" });
    const otherCtx = systemContext({ companyId: other.companyId, name: "test", log: app.log, now: clock.now });
    expect(await reservations.byIds(otherCtx, [id!, "not-an-id"])).toEqual([]);
    expect(
      await reservations.forPerson(otherCtx, { userId: ana.userId, from: "2030-01-01", to: "2030-12-31" }),
    ).toEqual([]);
    // a token Google no longer knows counts as revoked on disconnect
    const carla = await tenant.loginAs("revisor");
    await connect(call, carla, { access: "ya29.c", refresh: "1//c" });
    await queued();
    nock(OAUTH).post("/revoke").reply(400, { error: "invalid_token", error_description: "Token expired or revoked" });
    const r = await call(carla, "DELETE", "/integrations/calendar/google");
    expect(r.json()).toEqual({ revokedAtGoogle: true });
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
