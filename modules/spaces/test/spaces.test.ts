import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage, multipartBody } from "../../../core/files/test/images.js";
import { addSignedInMember, TestClock, useTestDatabase } from "../../../core/testing/kit.js";
import type { OfficeList, Space, SpaceList } from "../contract/index.js";
import { buildSpacesApp, spacesCompany } from "./helpers.js";

useTestDatabase("spaces_spaces");

const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildSpacesApp(clock));
});
afterAll(async () => close());

describe("spaces per office", () => {
  it("lets admins add and change rooms and desks; every level reads them; leaders and employees may not manage", async () => {
    const c = await spacesCompany(app);
    const offices = await c.ok<OfficeList>(c.t.admin, "GET", "/spaces/offices");
    expect(offices.items).toEqual([{ id: c.office.id, name: "Paulista", rooms: 1, desks: 1 }]);
    expect(c.room).toMatchObject({
      officeName: "Paulista",
      kind: "room",
      capacity: 4,
      amenities: ["TV"],
      openFrom: "08:00",
      openTo: "19:00",
      openDays: [1, 2, 3, 4, 5],
      checkInGraceMinutes: 15,
      bookable: true,
    });
    // a desk seats one, whatever was sent
    expect(c.desk.capacity).toBe(1);

    for (const level of ["revisor", "requester"] as const) {
      const person = await c.t.loginAs(level);
      const list = await c.ok<SpaceList>(person, "GET", `/spaces/spaces?officeId=${c.office.id}`);
      expect(list.total).toBe(2);
      const create = await c.call(person, "POST", "/spaces/spaces", {
        officeId: c.office.id,
        kind: "room",
        name: "Other",
        capacity: 2,
      });
      expect(create.statusCode).toBe(403);
      expect((await c.call(person, "PATCH", `/spaces/spaces/${c.room.id}`, { capacity: 9 })).statusCode).toBe(403);
    }

    const changed = await c.ok<Space>(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, {
      capacity: 10,
      amenities: ["TV", " Projector ", "TV"],
      openDays: [5, 1],
      allowedLevels: ["admin", "revisor"],
    });
    expect(changed).toMatchObject({ capacity: 10, amenities: ["TV", "Projector"], openDays: [1, 5] });
    const requester = await c.t.loginAs("requester");
    const seen = await c.ok<Space>(requester, "GET", `/spaces/spaces/${c.room.id}`);
    expect(seen.bookable).toBe(false);
    const desks = await c.ok<SpaceList>(requester, "GET", `/spaces/spaces?kind=desk`);
    expect(desks.items.map((s) => s.id)).toEqual([c.desk.id]);
  });

  it("refuses bad input with the catalogue's messages", async () => {
    const c = await spacesCompany(app);
    const add = (body: Record<string, unknown>, locale?: string) =>
      c.call(
        c.t.admin,
        "POST",
        "/spaces/spaces",
        { officeId: c.office.id, kind: "room", name: "X", capacity: 2, ...body },
        locale,
      );
    expect((await add({ capacity: 0 })).statusCode).toBe(400);
    expect((await add({ kind: "boat" })).statusCode).toBe(400);
    expect((await add({ officeId: "000000000000000000000000" })).json().code).toBe("SPACES_OFFICE_UNKNOWN");
    const hours = await add({ openFrom: "10:00", openTo: "09:00" });
    expect(hours.json()).toMatchObject({ code: "SPACES_BAD_HOURS" });
    expect((await add({ openFrom: "08:15" })).json().code).toBe("SPACES_BAD_HOURS");
    const taken = await add({ name: "Jabuticaba" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe("This office already has a space with this name.");
    const pt = await addSignedInMember(app, { admin: c.t.admin, levels: ["admin"], locale: "pt-BR" });
    const ptTaken = await c.call(pt, "POST", "/spaces/spaces", {
      officeId: c.office.id,
      kind: "room",
      name: "Jabuticaba",
      capacity: 2,
    });
    expect(ptTaken.json().message).toBe("Este escritório já tem um espaço com este nome.");
    const es = await addSignedInMember(app, { admin: c.t.admin, levels: ["admin"], locale: "es" });
    const esTaken = await c.call(es, "POST", "/spaces/spaces", {
      officeId: c.office.id,
      kind: "room",
      name: "Jabuticaba",
      capacity: 2,
    });
    expect(esTaken.json().message).toBe("Esta oficina ya tiene un espacio con este nombre.");
    expect((await c.call(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, {})).statusCode).toBe(400);
  });

  it("stores a photo through core/files and serves it to the company only", async () => {
    const c = await spacesCompany(app);
    const png = await makeImage({ format: "png", width: 400, height: 300 });
    const { payload, headers } = await multipartBody([
      { name: "photo", filename: "room.png", type: "image/png", body: png },
    ]);
    const url = `/api/companies/${c.t.companyId}/spaces/spaces/${c.room.id}/photo`;
    const stored = await app.inject({ method: "POST", url, payload, headers: { ...headers, token: c.t.admin.token } });
    expect(stored.statusCode, stored.body).toBe(200);
    const space = stored.json<Space>();
    expect(space.photo?.thumb).toContain(`/spaces/spaces/${c.room.id}/photo?size=200x200`);
    // every level of the company sees it; another company does not
    const requester = await c.t.loginAs("requester");
    const image = await app.inject({ method: "GET", url: space.photo!.thumb, headers: { token: requester.token } });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/png");
    const original = await app.inject({ method: "GET", url: space.photo!.src, headers: { token: requester.token } });
    expect(original.statusCode).toBe(200);
    const other = await spacesCompany(app);
    const foreign = await app.inject({
      method: "GET",
      url: `/api/companies/${other.t.companyId}/spaces/spaces/${c.room.id}/photo`,
      headers: { token: other.t.admin.token },
    });
    expect(foreign.statusCode).toBe(404);
    // a space without a photo has none to send
    const none = await c.call(requester, "GET", `/spaces/spaces/${c.desk.id}/photo`);
    expect(none.statusCode).toBe(404);
    // not an image
    const text = await multipartBody([
      { name: "photo", filename: "a.txt", type: "text/plain", body: new TextEncoder().encode("hi") },
    ]);
    const refused = await app.inject({
      method: "POST",
      url,
      payload: text.payload,
      headers: { ...text.headers, token: c.t.admin.token },
    });
    expect(refused.statusCode).toBe(400);
    // employees may not
    const again = await multipartBody([{ name: "photo", filename: "room.png", type: "image/png", body: png }]);
    const forbidden = await app.inject({
      method: "POST",
      url,
      payload: again.payload,
      headers: { ...again.headers, token: requester.token },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it("answers another company's spaces, offices and reservations as not found", async () => {
    const a = await spacesCompany(app);
    const b = await spacesCompany(app);
    const ana = await a.employee();
    const booked = await a.ok<{ items: Array<{ id: string }> }>(ana, "POST", "/spaces/reservations", {
      spaceId: a.room.id,
      date: "2030-01-16",
      startTime: "09:00",
      endTime: "10:00",
    });
    const r = booked.items[0]!.id;
    // B's admin, in B's company, with A's ids
    for (const [method, url, body] of [
      ["GET", `/spaces/spaces/${a.room.id}`],
      ["PATCH", `/spaces/spaces/${a.room.id}`, { capacity: 3 }],
      ["GET", `/spaces/day?officeId=${a.office.id}&date=2030-01-16`],
      ["GET", `/spaces/reservations/${r}`],
      ["GET", `/spaces/reservations/${r}/calendar.ics`],
      ["POST", `/spaces/reservations/${r}/check-in`],
      ["POST", `/spaces/reservations/${r}/cancel`],
      [
        "POST",
        "/spaces/reservations",
        { spaceId: a.room.id, date: "2030-01-16", startTime: "11:00", endTime: "12:00" },
      ],
    ] as const) {
      const answer = await b.call(b.t.admin, method, url, body);
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    // and A's routes for B's admin
    expect((await a.call(b.t.admin, "GET", "/spaces/spaces")).statusCode).toBe(404);
    // B's occupancy does not count A's spaces
    const occupancy = await b.ok<{ items: Array<{ spaceId: string }> }>(
      b.t.admin,
      "GET",
      "/spaces/occupancy?from=2030-01-15&to=2030-01-20",
    );
    expect(occupancy.items.map((i) => i.spaceId).sort()).toEqual([b.room.id, b.desk.id].sort());
  });
});
