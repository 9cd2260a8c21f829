/**
 * Issue 14: the demo company's offices have rooms and desks and a year of reservations made through the service on
 * the clock of their day: a weekly stand-up, ad-hoc meetings, desk days, check-ins, released no-shows, cancellations.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { DEMO_PASSWORD, seedDemo } from "../../../core/seed/demo-seed.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { buildTestApp, login, tenantCaller, useTestDatabase } from "../../../core/testing/kit.js";
import type { DayView, Occupancy, OfficeList } from "../contract/index.js";
import { MailOutbox } from "../../../core/mail/mail-outbox.model.js";
import { ReservationModel } from "../server/reservations/reservations.model.js";

useTestDatabase("spaces_demo_seed");

describe("the spaces module's demo year", () => {
  let app: FastifyInstance;
  let companyId = "";
  let seconds = 0;
  const call = tenantCaller(() => ({ app, companyId }));

  beforeAll(async () => {
    ({ app } = await buildTestApp());
    const started = performance.now();
    await seedDemo({ log: app.log, modules: app.modules });
    seconds = (performance.now() - started) / 1000;
    const r = await login(app, { email: "admin@demo.workforce.test", password: DEMO_PASSWORD });
    const session = await app.inject({
      url: "/api/auth/session",
      headers: { token: r.json<{ token: string }>().token },
    });
    companyId = session.json<{ companies: Array<{ id: string }> }>().companies[0]!.id;
  }, 300_000);
  afterAll(() => app.close());

  it("mails nobody about reservations: the demo year is history, not news", async () => {
    const mails = await MailOutbox.find({ attachments: { $exists: true } }, { subject: 1, to: 1 }).lean();
    const subjects = await MailOutbox.find({}, { subject: 1 }).lean();
    console.info(`demo seed mails: ${subjects.length}`, [...new Set(subjects.map((m) => m.subject))].slice(0, 20));
    expect(mails.map((m) => m.subject)).toEqual([]);
  });

  it("has rooms, desks and a year of reservations in every state, none double booked", async () => {
    console.info(`demo seed with the spaces year: ${seconds.toFixed(1)} s`);
    const r = await login(app, { email: "admin@demo.workforce.test", password: DEMO_PASSWORD });
    const admin = { token: r.json<{ token: string }>().token };
    const offices = (await call(admin, "GET", "/spaces/offices")).json<OfficeList>().items;
    expect(offices.length).toBeGreaterThan(0);
    for (const o of offices) expect(o).toMatchObject({ rooms: 3, desks: 4 });

    const ctx = systemContext({ companyId, name: "test", log: app.log });
    const all = (await scoped(ctx, ReservationModel).find({}, { sort: { start: 1 } })) as Array<{
      spaceId: string;
      status: string;
      start: Date;
      end: Date;
      seriesId: string | null;
      date: string;
    }>;
    const count = (status: string) => all.filter((x) => x.status === status).length;
    expect(all.length).toBeGreaterThan(1000);
    expect(count("checkedIn")).toBeGreaterThan(500);
    expect(count("released")).toBeGreaterThan(20);
    expect(count("canceled")).toBeGreaterThan(20);
    expect(count("booked")).toBeGreaterThan(10); // the coming weeks
    expect(new Set(all.filter((x) => x.seriesId).map((x) => x.seriesId)).size).toBeGreaterThanOrEqual(offices.length);
    expect(all[0]!.date < all.at(-1)!.date).toBe(true);

    // the invariant the slot claims keep: live reservations of a space never overlap
    const live = all.filter((x) => x.status === "booked" || x.status === "checkedIn");
    const bySpace = new Map<string, typeof live>();
    for (const x of live) bySpace.set(x.spaceId, [...(bySpace.get(x.spaceId) ?? []), x]);
    for (const list of bySpace.values())
      for (let i = 1; i < list.length; i++) expect(list[i]!.start >= list[i - 1]!.end).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    const occupancy = (
      await call(admin, "GET", `/spaces/occupancy?from=${today.slice(0, 4)}-01-01&to=${today}`)
    ).json<Occupancy>();
    expect(occupancy.items.some((i) => i.percent > 5)).toBe(true);
    const day = (await call(admin, "GET", `/spaces/day?officeId=${offices[0]!.id}&date=${today}`)).json<DayView>();
    expect(day.rooms).toHaveLength(3);
  });
});
