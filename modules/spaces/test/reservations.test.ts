import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailOutbox } from "../../../core/mail/mail-outbox.model.js";
import { NotificationModel } from "../../../core/notifications/notifications.model.js";
import { systemContext } from "../../../core/context.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { addSignedInMember, createTestTenant, TestClock, useTestDatabase } from "../../../core/testing/kit.js";
import type { Occupancy, DayView, ReservationList } from "../contract/index.js";
import { ReservationModel, SlotClaimModel } from "../server/reservations/reservations.model.js";
import { buildSpacesApp, spacesCompany, type Booked } from "./helpers.js";

useTestDatabase("spaces_reservations");

// 2030-01-15 is a Tuesday; 09:00 UTC is 06:00 in São Paulo
const clock = new TestClock(new Date("2030-01-15T09:00:00.000Z"));
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildSpacesApp(clock));
});
afterAll(async () => close());

const liveClaims = (companyId: string, spaceId: string) =>
  scoped(systemContext({ companyId, name: "test", log: app.log }), SlotClaimModel).count({ spaceId });

describe("booking a room", () => {
  it("books a time range with participants, who are notified with an iCal invitation", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    const bia = await c.employee();
    const r = await c.book(ana, {
      date: "2030-01-16",
      startTime: "09:00",
      endTime: "10:30",
      title: "Planning",
      participants: [bia.userId],
    });
    expect(r.statusCode, r.body).toBe(201);
    const [booked] = r.json<Booked>().items;
    expect(booked).toMatchObject({
      room: "Jabuticaba",
      capacity: 4,
      date: "2030-01-16",
      hours: "09:00-10:30",
      startDate: "2030-01-16T12:00:00.000Z",
      endDate: "2030-01-16T13:30:00.000Z",
      status: "booked",
      checkInRequired: true,
      organizer: { userId: ana.userId },
    });
    expect(booked!.participants.map((p) => p.userId).sort()).toEqual([ana.userId, bia.userId].sort());
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(3);

    const notes = await scoped(
      systemContext({ companyId: c.t.companyId, name: "test", log: app.log }),
      NotificationModel,
    ).find({
      userId: bia.userId,
    });
    expect(notes.map((n) => n.type)).toEqual(["spaces.reservation.invited"]);
    const mail = await MailOutbox.findOne({ to: bia.email }).lean();
    const ics = mail?.attachments?.[0];
    expect(ics?.filename).toBe("reservation.ics");
    expect(ics?.content).toContain("BEGIN:VEVENT");
    expect(ics?.content).toContain("DTSTART:20300116T120000Z");
    expect(ics?.content).toContain("METHOD:REQUEST");

    // and they can add it to their calendars from the app
    const file = await c.call(bia, "GET", `/spaces/reservations/${booked!.id}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/calendar");
    expect(file.body).toContain("DTEND:20300116T133000Z");
    // someone who takes no part does not see it
    expect((await c.call(await c.employee(), "GET", `/spaces/reservations/${booked!.id}`)).statusCode).toBe(404);
  });

  it("refuses an overlapping booking with the spec's message, in pt-BR and es too, and accepts the next slot", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    expect((await c.book(ana, { date: "2030-01-16", startTime: "09:00", endTime: "10:00" })).statusCode).toBe(201);
    const bia = await c.employee();
    const again = await c.book(bia, { date: "2030-01-16", startTime: "09:30", endTime: "11:00" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "SPACES_OVERLAP", message: "Date has overlay with other reservation." });
    const pt = await c.book(await c.employee("pt-BR"), { date: "2030-01-16", startTime: "08:00", endTime: "09:30" });
    expect(pt.json().message).toBe("A data se sobrepõe a outra reserva.");
    const es = await c.book(await c.employee("es"), { date: "2030-01-16", startTime: "09:00", endTime: "09:30" });
    expect(es.json().message).toBe("La fecha se superpone con otra reserva.");
    // the refused attempts left no claim behind: the free half hours around are bookable
    expect((await c.book(bia, { date: "2030-01-16", startTime: "08:00", endTime: "09:00" })).statusCode).toBe(201);
    expect((await c.book(bia, { date: "2030-01-16", startTime: "10:00", endTime: "11:00" })).statusCode).toBe(201);
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(6);
  });

  it("never double books: many people booking the same slot at the same moment get one success", async () => {
    const c = await spacesCompany(app);
    const people = await Promise.all(Array.from({ length: 12 }, () => c.employee()));
    const answers = await Promise.all(
      people.map((p) => c.book(p, { date: "2030-01-17", startTime: "14:00", endTime: "15:00" })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(11);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe("SPACES_OVERLAP");
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(2);
  });

  it("never double books overlapping ranges raced at once: the winners' times never overlap", async () => {
    const c = await spacesCompany(app);
    const people = await Promise.all(Array.from({ length: 10 }, () => c.employee()));
    const ranges = [
      ["09:00", "11:00"],
      ["10:00", "12:00"],
      ["10:30", "11:00"],
      ["11:30", "13:00"],
      ["09:30", "10:00"],
      ["12:00", "12:30"],
      ["08:00", "09:30"],
      ["10:00", "10:30"],
      ["12:30", "14:00"],
      ["09:00", "14:00"],
    ];
    const answers = await Promise.all(
      people.map((p, i) => c.book(p, { date: "2030-01-18", startTime: ranges[i]![0], endTime: ranges[i]![1] })),
    );
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const won = answers.filter((a) => a.statusCode === 201).map((a) => a.json<Booked>().items[0]!);
    for (const a of won)
      for (const b of won)
        if (a.id !== b.id)
          expect(a.endDate <= b.startDate || b.endDate <= a.startDate, `${a.hours} ${b.hours}`).toBe(true);
    const slots = won.reduce((n, r) => n + (Date.parse(r.endDate) - Date.parse(r.startDate)) / 1_800_000, 0);
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(slots);
  });

  it("checks every rule before writing: hours, steps, days, past, capacity, participants, who may book", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    const refused = async (body: Record<string, unknown>, code: string, status = 400) => {
      const r = await c.book(ana, body);
      expect(r.statusCode, r.body).toBe(status);
      expect(r.json().code).toBe(code);
      return r.json<{ message: string }>();
    };
    expect(
      (await refused({ date: "2030-01-16", startTime: "07:00", endTime: "08:00" }, "SPACES_OUTSIDE_HOURS")).message,
    ).toBe("This space can be booked from 08:00 to 19:00.");
    await refused({ date: "2030-01-16", startTime: "09:15", endTime: "10:00" }, "SPACES_BAD_TIME");
    await refused({ date: "2030-01-16", startTime: "10:00", endTime: "10:00" }, "SPACES_BAD_TIME");
    await refused({ date: "2030-01-19", startTime: "10:00", endTime: "11:00" }, "SPACES_CLOSED_DAY"); // a Saturday
    await refused({ date: "2030-01-14", startTime: "10:00", endTime: "11:00" }, "SPACES_DATE_PAST");
    await refused({ date: "2031-06-02", startTime: "10:00", endTime: "11:00" }, "SPACES_TOO_FAR");
    await refused({ date: "2030-01-16", endTime: "11:00" }, "VALIDATION_REQUIRED");
    const four = await Promise.all([1, 2, 3, 4].map(() => c.employee()));
    await refused(
      { date: "2030-01-16", startTime: "10:00", endTime: "11:00", participants: four.map((p) => p.userId) },
      "SPACES_CAPACITY",
    );
    const stranger = await addSignedInMember(app, {
      admin: (await createTestTenant(app)).admin,
      levels: ["requester"],
    });
    await refused(
      { date: "2030-01-16", startTime: "10:00", endTime: "11:00", participants: [stranger.userId] },
      "SPACES_PARTICIPANT_UNKNOWN",
    );
    await refused({ date: "2030-01-16", startTime: "10:00", endTime: "11:00", weeks: 60 }, "VALIDATION_MAX_VALUE");
    // a desk holds one person
    const desk = await c.call(ana, "POST", "/spaces/reservations", {
      spaceId: c.desk.id,
      date: "2030-01-16",
      participants: [four[0]!.userId],
    });
    expect(desk.json().code).toBe("SPACES_CAPACITY");
    // a room for leaders only
    await c.ok(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, { allowedLevels: ["admin", "revisor"] });
    await refused({ date: "2030-01-16", startTime: "10:00", endTime: "11:00" }, "SPACES_NOT_ALLOWED", 403);
    const leader = await addSignedInMember(app, { admin: c.t.admin, levels: ["revisor"] });
    expect((await c.book(leader, { date: "2030-01-16", startTime: "10:00", endTime: "11:00" })).statusCode).toBe(201);
    // a closed room (closing it canceled the leader's booking: no slot is held)
    await c.ok(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, { active: false });
    await refused({ date: "2030-01-17", startTime: "10:00", endTime: "11:00" }, "SPACES_INACTIVE", 409);
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(0);
  });
});

describe("weekly series", () => {
  it("books every week or none, naming the date that is taken", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    const bia = await c.employee();
    // 2030-01-29 (the third Tuesday) is taken
    expect((await c.book(bia, { date: "2030-01-29", startTime: "09:30", endTime: "10:00" })).statusCode).toBe(201);
    const series = await c.book(ana, { date: "2030-01-15", startTime: "09:00", endTime: "10:00", weeks: 6 });
    expect(series.statusCode).toBe(409);
    expect(series.json()).toMatchObject({
      code: "SPACES_SERIES_OVERLAP",
      message:
        "Date has overlay with other reservation: 2030-01-29 is already booked, so no date of the series was reserved.",
    });
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(1);
    const mine = await c.ok<ReservationList>(ana, "GET", "/spaces/reservations");
    expect(mine.total).toBe(0);

    const ok = await c.book(ana, { date: "2030-01-15", startTime: "10:00", endTime: "11:00", weeks: 6 });
    expect(ok.statusCode, ok.body).toBe(201);
    const items = ok.json<Booked>().items;
    expect(items.map((r) => r.date)).toEqual([
      "2030-01-15",
      "2030-01-22",
      "2030-01-29",
      "2030-02-05",
      "2030-02-12",
      "2030-02-19",
    ]);
    expect(new Set(items.map((r) => r.seriesId)).size).toBe(1);
    // the calendar file carries every date of the series
    const ics = await c.call(ana, "GET", `/spaces/reservations/${items[0]!.id}/calendar.ics`);
    expect(ics.body.match(/BEGIN:VEVENT/g)).toHaveLength(6);

    // cancelling from the fourth date on frees those dates only
    const canceled = await c.ok<Booked>(ana, "POST", `/spaces/reservations/${items[3]!.id}/cancel?series=true`);
    expect(canceled.items.map((r) => r.date)).toEqual(["2030-02-05", "2030-02-12", "2030-02-19"]);
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(1 + 3 * 2);
    expect((await c.book(bia, { date: "2030-02-12", startTime: "10:00", endTime: "11:00" })).statusCode).toBe(201);
  });
});

describe("check-in, no-shows and cancellation", () => {
  it("checks in within the window; the job releases a no-show after the grace period, once, and frees the rest", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    const bia = await c.employee();
    // today 10:00-12:00 local (13:00-15:00 UTC) and 12:00-13:00 for bia
    const [a] = (
      await c.ok<Booked>(ana, "POST", "/spaces/reservations", {
        spaceId: c.room.id,
        date: "2030-01-15",
        startTime: "10:00",
        endTime: "12:00",
      })
    ).items;
    const [b] = (
      await c.ok<Booked>(bia, "POST", "/spaces/reservations", {
        spaceId: c.room.id,
        date: "2030-01-15",
        startTime: "12:00",
        endTime: "13:00",
      })
    ).items;

    // too early
    const early = await c.call(ana, "POST", `/spaces/reservations/${a!.id}/check-in`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("SPACES_CHECK_IN_CLOSED");
    // a person who is not a participant
    expect((await c.call(bia, "POST", `/spaces/reservations/${a!.id}/check-in`)).statusCode).toBe(404);

    try {
      // 10:20 local: ana did not come; the job releases her booking and frees the slots from 10:00 on
      clock.current = new Date("2030-01-15T13:20:00.000Z");
      expect(await runRelease(c.t.companyId)).toBe(1);
      expect(await runRelease(c.t.companyId)).toBe(1); // idempotent: nothing more to release
      const after = await c.ok<{ status: string; releasedAt: string }>(ana, "GET", `/spaces/reservations/${a!.id}`);
      expect(after.status).toBe("released");
      const late = await c.call(ana, "POST", `/spaces/reservations/${a!.id}/check-in`);
      expect(late.json().code).toBe("SPACES_NOT_ACTIVE");
      // someone else takes the freed time at once
      expect((await c.book(bia, { date: "2030-01-15", startTime: "10:30", endTime: "11:30" })).statusCode).toBe(201);

      // 11:55 local: bia checks in to 12:00; the job leaves a checked-in booking alone
      clock.current = new Date("2030-01-15T14:55:00.000Z");
      const checked = await c.ok<{ status: string }>(bia, "POST", `/spaces/reservations/${b!.id}/check-in`);
      expect(checked.status).toBe("checkedIn");
      clock.current = new Date("2030-01-15T15:30:00.000Z");
      expect(await runRelease(c.t.companyId)).toBe(2); // the 10:30 booking bia never checked in to
      expect((await c.ok<{ status: string }>(bia, "GET", `/spaces/reservations/${b!.id}`)).status).toBe("checkedIn");
      // the organizer hears about the release
      const notes = await scoped(
        systemContext({ companyId: c.t.companyId, name: "t", log: app.log }),
        NotificationModel,
      ).find({
        userId: ana.userId,
        type: "spaces.reservation.released",
      });
      expect(notes).toHaveLength(1);
    } finally {
      clock.current = new Date("2030-01-15T09:00:00.000Z");
    }
  });

  it("lets the organizer or an admin cancel, frees the slot and tells the others", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    const bia = await c.employee();
    const [r] = (
      await c.ok<Booked>(ana, "POST", "/spaces/reservations", {
        spaceId: c.room.id,
        date: "2030-01-16",
        startTime: "15:00",
        endTime: "16:00",
        participants: [bia.userId],
      })
    ).items;
    // a participant who did not organize it may not cancel it
    const refused = await c.call(bia, "POST", `/spaces/reservations/${r!.id}/cancel`);
    expect(refused.statusCode).toBe(403);
    const done = await c.ok<Booked>(ana, "POST", `/spaces/reservations/${r!.id}/cancel`);
    expect(done.items[0]!.status).toBe("canceled");
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(0);
    const again = await c.call(ana, "POST", `/spaces/reservations/${r!.id}/cancel`);
    expect(again.json().code).toBe("SPACES_NOT_ACTIVE");
    const mail = await MailOutbox.find({ to: bia.email }).sort({ createdAt: 1, _id: 1 }).lean();
    expect(mail.at(-1)?.attachments?.[0]?.content).toContain("METHOD:CANCEL");
    // an admin cancels anyone's
    const [other] = (
      await c.ok<Booked>(bia, "POST", "/spaces/reservations", {
        spaceId: c.room.id,
        date: "2030-01-16",
        startTime: "15:00",
        endTime: "16:00",
      })
    ).items;
    expect((await c.call(c.t.admin, "POST", `/spaces/reservations/${other!.id}/cancel`)).statusCode).toBe(200);
  });

  it("closing a space cancels its reservations that have not started and tells each booker once, with the .ics CANCEL", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    const bia = await c.employee();
    const caio = await c.employee();
    // an ongoing meeting (started 05:30 local, it is 06:00 local now: 09:00 UTC) stays; later ones go
    await c.ok(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, { openFrom: "05:00" });
    const [ongoing] = (
      await c.ok<Booked>(caio, "POST", "/spaces/reservations", {
        spaceId: c.room.id,
        date: "2030-01-15",
        startTime: "06:30",
        endTime: "07:30",
      })
    ).items;
    clock.advance(45 * 60_000); // 06:45 local: the first meeting has started
    const series = (
      await c.ok<Booked>(ana, "POST", "/spaces/reservations", {
        spaceId: c.room.id,
        date: "2030-01-16",
        startTime: "10:00",
        endTime: "11:00",
        participants: [bia.userId],
        weeks: 3,
      })
    ).items;
    const [single] = (
      await c.ok<Booked>(bia, "POST", "/spaces/reservations", {
        spaceId: c.room.id,
        date: "2030-01-17",
        startTime: "14:00",
        endTime: "15:00",
      })
    ).items;
    const mailsBefore = async (email: string) => (await MailOutbox.find({ to: email }).lean()).length;
    const before = { ana: await mailsBefore(ana.email), bia: await mailsBefore(bia.email) };

    const closed = await c.ok<{ active: boolean }>(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, {
      active: false,
    });
    expect(closed.active).toBe(false);
    const ctx = systemContext({ companyId: c.t.companyId, name: "test", log: app.log });
    const statusOf = async (id: string) =>
      ((await scoped(ctx, ReservationModel).findById(id)) as { status: string } | null)?.status;
    for (const r of [...series, single!]) expect(await statusOf(r.id)).toBe("canceled");
    expect(await statusOf(ongoing!.id)).toBe("booked");
    // only the ongoing meeting still holds slots (two half hours)
    expect(await liveClaims(c.t.companyId, c.room.id)).toBe(2);

    // one mail each: Ana her series (3 dates); Bia the series she was invited to and her own booking (4 dates)
    const newMails = async (email: string, n: number) =>
      (await MailOutbox.find({ to: email }).sort({ createdAt: 1, _id: 1 }).lean()).slice(n);
    const anaMails = await newMails(ana.email, before.ana);
    const biaMails = await newMails(bia.email, before.bia);
    expect(anaMails).toHaveLength(1);
    expect(biaMails).toHaveLength(1);
    const anaIcs = anaMails[0]!.attachments![0]!.content;
    expect(anaIcs).toContain("METHOD:CANCEL");
    expect(anaIcs.match(/STATUS:CANCELLED/g)).toHaveLength(3);
    for (const r of series) expect(anaIcs).toContain(`UID:${r.id}@spaces.workforce`);
    expect(biaMails[0]!.attachments![0]!.content.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(biaMails[0]!.attachments![0]!.content).toContain(`UID:${single!.id}@spaces.workforce`);
    expect(biaMails[0]!.subject).toContain("Jabuticaba");
    const notes = await scoped(ctx, NotificationModel).find({
      userId: ana.userId,
      type: "spaces.reservation.canceled",
    });
    expect(notes).toHaveLength(1);
    // the organizer of the ongoing meeting is not told anything
    expect(
      await scoped(ctx, NotificationModel).count({ userId: caio.userId, type: "spaces.reservation.canceled" }),
    ).toBe(0);

    // closed: no new booking; closing again finds nothing more to cancel and mails nobody
    const refused = await c.book(ana, { date: "2030-01-18", startTime: "10:00", endTime: "11:00" });
    expect(refused.json().code).toBe("SPACES_INACTIVE");
    await c.ok(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, { active: false });
    expect(await newMails(ana.email, before.ana)).toHaveLength(1);
    // reopened, the freed slots can be booked again
    await c.ok(c.t.admin, "PATCH", `/spaces/spaces/${c.room.id}`, { active: true });
    expect((await c.book(caio, { date: "2030-01-16", startTime: "10:00", endTime: "11:00" })).statusCode).toBe(201);
    clock.current = new Date("2030-01-15T09:00:00.000Z");
  });
});

describe("views", () => {
  it("shows an office's day, my reservations and occupancy for admins", async () => {
    const c = await spacesCompany(app);
    const ana = await c.employee();
    await c.ok(ana, "POST", "/spaces/reservations", {
      spaceId: c.room.id,
      date: "2030-01-16",
      startTime: "09:00",
      endTime: "11:00",
      title: "Planning",
    });
    await c.ok(ana, "POST", "/spaces/reservations", { spaceId: c.desk.id, date: "2030-01-16" });
    const day = await c.ok<DayView>(ana, "GET", `/spaces/day?officeId=${c.office.id}&date=2030-01-16`);
    expect(day.rooms[0]!.bookings).toMatchObject([
      { startTime: "09:00", endTime: "11:00", title: "Planning", mine: true },
    ]);
    expect(day.desks[0]!.booking).toMatchObject({ startTime: "08:00", endTime: "19:00", mine: true });
    const desk2 = await c.call(await c.employee(), "POST", "/spaces/reservations", {
      spaceId: c.desk.id,
      date: "2030-01-16",
    });
    expect(desk2.json().code).toBe("SPACES_OVERLAP");

    const mine = await c.ok<ReservationList>(ana, "GET", "/spaces/reservations?when=upcoming");
    expect(mine.items.map((r) => r.kind)).toEqual(["desk", "room"]); // the desk day starts at 08:00
    expect((await c.ok<ReservationList>(ana, "GET", "/spaces/reservations?when=past")).total).toBe(0);

    // Tuesday to Friday of that week: 4 days x 11 h per space
    const occupancy = await c.ok<Occupancy>(c.t.admin, "GET", "/spaces/occupancy?from=2030-01-15&to=2030-01-18");
    const room = occupancy.items.find((i) => i.spaceId === c.room.id)!;
    expect(room).toMatchObject({ bookableHours: 44, bookedHours: 2, percent: 4.5, reservations: 1 });
    expect((await c.call(ana, "GET", "/spaces/occupancy?from=2030-01-15&to=2030-01-18")).statusCode).toBe(403);
    const bad = await c.call(c.t.admin, "GET", "/spaces/occupancy?from=2030-01-18&to=2030-01-15");
    expect(bad.statusCode).toBe(400);
  });
});

/**
 * One run of the no-show job for a company (its handler, as the job runner calls it), then how many of the company's
 * reservations are released in all.
 */
async function runRelease(companyId: string): Promise<number> {
  const job = app.modules.find((m) => m.id === "spaces")!.jobs!.find((j) => j.name === "spaces.release-no-shows")!;
  await job.handler(
    {
      ...systemContext({ companyId, name: "test", log: app.log, now: clock.now }),
      actor: { kind: "system", name: "test" },
    },
    {},
  );
  return scoped(systemContext({ companyId, name: "test", log: app.log }), ReservationModel).count({
    status: "released",
  });
}
