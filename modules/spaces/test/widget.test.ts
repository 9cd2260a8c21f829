import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  tenantCaller,
  TestClock,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../server.js";
import type { WidgetAvailability, WidgetReservations } from "../contract/widgets.js";
import { freeStarts } from "../server/widgets.routes.js";

/** The book-a-room widget's routes: the widget gate, the person's token, the spaces module's own booking rules. */
useTestDatabase("spaces_widget");

const INTRANET = "https://intranet.salas.example";

describe("book-a-room widget routes", () => {
  let app: FastifyInstance;
  // Tuesday 15 January 2030, 09:10 in São Paulo (the test company's zone)
  const clock = new TestClock(new Date("2030-01-15T12:10:00.000Z"));
  let a: TestTenant;
  let b: TestTenant;
  let key: string;
  let ana: TestPerson;
  let bia: TestPerson;
  let roomId: string;
  let leadersRoomId: string;
  let officeId: string;
  const call = tenantCaller(() => ({ app, companyId: a.companyId }));

  const tokenFor = async (person: TestPerson) => {
    const r = await app.inject({
      method: "POST",
      url: "/api/widget-tokens",
      headers: { token: person.token },
      payload: { key, origin: INTRANET },
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<{ token: string }>().token;
  };
  const widget = (
    method: "GET" | "POST",
    path: string,
    options: { token?: string; query?: string; payload?: object; locale?: string; origin?: string } = {},
  ) =>
    app.inject({
      method,
      url: `/api/widgets/spaces/${path}?key=${encodeURIComponent(key)}${options.query ?? ""}`,
      headers: {
        origin: options.origin ?? INTRANET,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.locale ? { "accept-language": options.locale } : {}),
      },
      ...(options.payload ? { payload: options.payload } : {}),
    });

  beforeAll(async () => {
    ({ app } = await buildTestApp({ clock, modules: modulesFor("spaces") }));
    a = await createTestTenant(app, { companyName: "Salas" });
    b = await createTestTenant(app, { companyName: "Outra" });
    const created = await call(a.admin, "POST", "/publishable-keys", { name: "Intranet", allowedOrigins: [INTRANET] });
    expect(created.statusCode, created.body).toBe(201);
    key = created.json<{ key: string }>().key;
    const office = await call(a.admin, "POST", "/offices", { name: "Paulista" });
    officeId = office.json<{ id: string }>().id;
    const room = await call(a.admin, "POST", "/spaces/spaces", {
      officeId,
      kind: "room",
      name: "Jabuticaba",
      capacity: 4,
      openFrom: "08:00",
      openTo: "12:00",
    });
    roomId = room.json<{ id: string }>().id;
    const leaders = await call(a.admin, "POST", "/spaces/spaces", {
      officeId,
      kind: "room",
      name: "Diretoria",
      capacity: 8,
      allowedLevels: ["admin", "revisor"],
    });
    leadersRoomId = leaders.json<{ id: string }>().id;
    ana = await addSignedInMember(app, { admin: a.admin, levels: ["requester"] });
    bia = await addSignedInMember(app, { admin: a.admin, levels: ["requester"], locale: "pt-BR" });
  });
  afterAll(async () => app?.close());

  it("needs the person's token: anonymous, a forged token and another origin are refused", async () => {
    const anonymous = await widget("GET", "availability");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: "WIDGET_SIGNIN_REQUIRED" });
    expect((await widget("GET", "reservations", { token: "wwt_notatoken" })).statusCode).toBe(401);
    const token = await tokenFor(ana);
    const elsewhere = await widget("GET", "availability", { token, origin: "https://evil.example" });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ code: "WIDGET_ORIGIN_REFUSED" });
    const write = await widget("POST", "reservations", {
      payload: { spaceId: roomId, date: "2030-01-15", startTime: "10:00", endTime: "10:30" },
    });
    expect(write.statusCode).toBe(401);
  });

  it("shows today's free half hours of the rooms the person may book (an employee: not the leaders' room)", async () => {
    const token = await tokenFor(ana);
    const r = await widget("GET", "availability", { token });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json<WidgetAvailability>();
    expect(body).toMatchObject({ today: "2030-01-15", date: "2030-01-15", officeId });
    expect(body.days).toHaveLength(7);
    expect(body.offices).toEqual([{ id: officeId, name: "Paulista" }]);
    expect(body.spaces.map((s) => s.id)).toEqual([roomId]);
    // 09:10 now: the half hour in progress (09:00) can still be booked; 08:00 and 08:30 are over
    expect(body.spaces[0]!.free).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00", "11:30"]);
    // a day beyond this week, and the past, are refused with the catalogue's message
    const far = await widget("GET", "availability", { token, query: "&date=2030-01-25", locale: "es" });
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({
      code: "SPACES_TOO_FAR",
      message: "Las reservas se pueden hacer con hasta 6 días de antelación.",
    });
    expect((await widget("GET", "availability", { token, query: "&date=2030-01-14" })).json()).toMatchObject({
      code: "SPACES_DATE_PAST",
    });
    // another company's office is unknown here
    const foreign = await call(b.admin, "POST", "/offices", { name: "Alheio" });
    const other = await widget("GET", "availability", { token, query: `&officeId=${foreign.json().id}` });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: "SPACES_OFFICE_UNKNOWN" });
  });

  it("books through the spaces rules (overlap, hours, who may book) in the widget's language, and cancels", async () => {
    const anaToken = await tokenFor(ana);
    const biaToken = await tokenFor(bia);
    const booked = await widget("POST", "reservations", {
      token: anaToken,
      payload: { spaceId: roomId, date: "2030-01-15", startTime: "10:00", endTime: "11:00", title: "Planning" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const mine = booked.json<WidgetReservations>().items;
    expect(mine).toEqual([
      expect.objectContaining({ room: "Jabuticaba", title: "Planning", hours: "10:00-11:00", mine: true }),
    ]);
    // the app sees it as Ana's reservation
    const inApp = await call(ana, "GET", "/spaces/reservations?when=upcoming");
    expect(inApp.json().items.map((r: { id: string }) => r.id)).toEqual([mine[0]!.id]);
    // those half hours are no longer free
    const free = (await widget("GET", "availability", { token: biaToken })).json<WidgetAvailability>();
    expect(free.spaces[0]!.free).toEqual(["09:00", "09:30", "11:00", "11:30"]);

    // Bia overlaps: the spaces module's refusal, in the widget's language (it sends it); nothing written
    const overlap = await widget("POST", "reservations", {
      token: biaToken,
      payload: { spaceId: roomId, date: "2030-01-15", startTime: "10:30", endTime: "11:30" },
      locale: "pt-BR",
    });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: "SPACES_OVERLAP", message: "A data se sobrepõe a outra reserva." });
    const outside = await widget("POST", "reservations", {
      token: biaToken,
      payload: { spaceId: roomId, date: "2030-01-15", startTime: "11:30", endTime: "12:30" },
      locale: "es",
    });
    expect(outside.json()).toMatchObject({
      code: "SPACES_OUTSIDE_HOURS",
      message: "Este espacio se puede reservar de 08:00 a 12:00.",
    });
    // the widget acts at the employee level: the leaders' room is refused even to an admin
    const adminToken = await tokenFor(a.admin as unknown as TestPerson);
    const leaders = await widget("POST", "reservations", {
      token: adminToken,
      payload: { spaceId: leadersRoomId, date: "2030-01-16", startTime: "10:00", endTime: "11:00" },
    });
    expect(leaders.statusCode).toBe(403);
    expect(leaders.json()).toMatchObject({ code: "SPACES_NOT_ALLOWED" });
    // bad input
    const bad = await widget("POST", "reservations", { token: biaToken, payload: { spaceId: roomId, date: "x" } });
    expect(bad.statusCode).toBe(400);
    expect((await widget("GET", "reservations", { token: biaToken })).json<WidgetReservations>().items).toEqual([]);

    // Bia cannot cancel Ana's reservation (not hers: not found); a malformed id is bad input; Ana cancels
    const notHers = await widget("POST", `reservations/${mine[0]!.id}/cancel`, { token: biaToken });
    expect(notHers.statusCode).toBe(404);
    expect((await widget("POST", "reservations/nonsense/cancel", { token: biaToken })).statusCode).toBe(400);
    const canceled = await widget("POST", `reservations/${mine[0]!.id}/cancel`, { token: anaToken });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json<WidgetReservations>().items).toEqual([]);
    const again = await widget("POST", `reservations/${mine[0]!.id}/cancel`, { token: anaToken });
    expect(again.json()).toMatchObject({ code: "SPACES_NOT_ACTIVE" });
  });

  it("a token of one company cannot reach another company's reservation", async () => {
    const callB = tenantCaller(() => ({ app, companyId: b.companyId }));
    const office = await callB(b.admin, "POST", "/offices", { name: "Centro" });
    const room = await callB(b.admin, "POST", "/spaces/spaces", {
      officeId: office.json().id,
      kind: "room",
      name: "Sala B",
      capacity: 2,
    });
    const theirs = await callB(b.admin, "POST", "/spaces/reservations", {
      spaceId: room.json().id,
      date: "2030-01-16",
      startTime: "10:00",
      endTime: "11:00",
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const token = await tokenFor(ana);
    const cancel = await widget("POST", `reservations/${theirs.json().items[0].id}/cancel`, { token });
    expect(cancel.statusCode).toBe(404);
    const book = await widget("POST", "reservations", {
      token,
      payload: { spaceId: room.json().id, date: "2030-01-16", startTime: "10:00", endTime: "11:00" },
    });
    expect(book.statusCode).toBe(404);
  });

  it("computes free starts: closed weekdays, past days, desks", () => {
    const room = { kind: "room" as const, openFrom: "08:00", openTo: "10:00", openDays: [1, 2, 3, 4, 5] };
    const now = { day: "2030-01-15", minute: 8 * 60 + 45 };
    expect(freeStarts(room, [], "2030-01-15", now)).toEqual(["08:30", "09:00", "09:30"]);
    expect(freeStarts(room, [{ startTime: "09:00", endTime: "09:30" }], "2030-01-16", now)).toEqual([
      "08:00",
      "08:30",
      "09:30",
    ]);
    // Saturday, and yesterday
    expect(freeStarts(room, [], "2030-01-19", now)).toEqual([]);
    expect(freeStarts(room, [], "2030-01-14", now)).toEqual([]);
    const desk = { ...room, kind: "desk" as const };
    expect(freeStarts(desk, [], "2030-01-15", now)).toEqual(["08:00"]);
    expect(freeStarts(desk, [{ startTime: "08:00", endTime: "10:00" }], "2030-01-15", now)).toEqual([]);
    expect(freeStarts(desk, [], "2030-01-15", { day: "2030-01-15", minute: 10 * 60 })).toEqual([]);
  });
});
