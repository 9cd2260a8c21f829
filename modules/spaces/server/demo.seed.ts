import { companyDay, type Level, type ServiceContext } from "../../../core/context.js";
import { addDays, weekdayOf } from "../../../core/dates/calendar-days.js";
import type { DemoSeedInput } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import type { SpaceInput } from "../contract/index.js";
import { Types } from "mongoose";
import { ReservationModel, SlotClaimModel } from "./reservations/reservations.model.js";
import type { ReservationsService } from "./reservations/reservations.service.js";
import { SpaceModel } from "./spaces/spaces.model.js";
import type { SpacesService } from "./spaces/spaces.service.js";
import { minutesOf, zonedInstant } from "../../../core/dates/zone-time.js";

/** A small seeded generator (mulberry32): the same demo every time for the same "today". */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Plan = Omit<SpaceInput, "officeId">;
/** Every office gets these rooms and desks (the demo company is a chain of cafés with a back office in each). */
const SPACES: Plan[] = [
  {
    kind: "room",
    name: "Sala Jabuticaba",
    capacity: 8,
    floor: "1",
    amenities: ["TV", "Videoconferência", "Quadro branco"],
    openFrom: "08:00",
    openTo: "19:00",
    checkInGraceMinutes: 15,
  },
  {
    kind: "room",
    name: "Sala Ipê",
    capacity: 4,
    floor: "1",
    amenities: ["TV"],
    openFrom: "08:00",
    openTo: "19:00",
    checkInGraceMinutes: 15,
  },
  {
    kind: "room",
    name: "Sala da Diretoria",
    capacity: 12,
    floor: "2",
    amenities: ["Videoconferência", "Projetor", "Quadro branco"],
    openFrom: "08:00",
    openTo: "20:00",
    allowedLevels: ["admin", "revisor"],
    checkInGraceMinutes: 15,
  },
  ...[1, 2, 3, 4].map((n): Plan => ({
    kind: "desk",
    name: `Mesa ${n}`,
    capacity: 1,
    floor: "2",
    amenities: n <= 2 ? ["Monitor", "Perto da janela"] : ["Monitor"],
    openFrom: "08:00",
    openTo: "18:00",
    checkInGraceMinutes: 60,
  })),
];

const MEETINGS = [
  "Planejamento semanal",
  "Revisão de cardápio",
  "Entrevista",
  "Alinhamento com fornecedor",
  "Treinamento de baristas",
  "1:1",
  "Fechamento do mês",
  "Campanha de inverno",
];

const asUser = (ctx: ServiceContext, userId: string, level: Level, at: Date): ServiceContext => ({
  ...ctx,
  now: () => new Date(at.getTime()),
  actor: { kind: "user", userId, level, levels: [level], isFounder: false },
});
const at = (ctx: ServiceContext, when: Date): ServiceContext => ({ ...ctx, now: () => new Date(when.getTime()) });

/**
 * The spaces module's demo data: rooms and desks in every office of the demo company, and a year of reservations
 * made through the service on the clock of the day they happened (so every rule and slot claim holds): a weekly
 * stand-up per office, ad-hoc meetings, desk days, check-ins, some no-shows released by the job's own code and some
 * cancellations; plus the next weeks' bookings.
 */
export async function seedSpaces(
  ctx: ServiceContext,
  deps: { spaces: SpacesService; reservations: ReservationsService; people: PeopleDirectory },
  input: DemoSeedInput,
): Promise<void> {
  if ((await scoped(ctx, SpaceModel).count()) > 0) return;
  const offices = await deps.people.offices(ctx);
  if (offices.length === 0 || input.people.length === 0) return;
  const today = companyDay(ctx);
  const start = addDays(today, -364);
  const zone = ctx.timeZone ?? "UTC";
  const levelOf = (role: string): Level => (role === "admin" ? "admin" : role === "manager" ? "revisor" : "requester");
  const workers = new Map((await deps.people.listActive(ctx)).map((w) => [w.userId, w]));
  const everyone = input.people.map((p) => ({
    userId: p.userId,
    level: levelOf(p.role),
    officeId: workers.get(p.userId)?.officeId,
  }));

  // the spaces, created a year ago
  const sinceYear = at(ctx, zonedInstant(addDays(start, -1), minutesOf("09:00"), zone));
  const spacesOf = new Map<
    string,
    Array<{ id: string; kind: "room" | "desk"; capacity: number; restricted: boolean }>
  >();
  for (const office of offices) {
    const list = [];
    for (const plan of SPACES) {
      const space = await deps.spaces.create(sinceYear, { ...plan, officeId: office.id });
      list.push({
        id: space.id,
        kind: plan.kind,
        capacity: plan.capacity,
        restricted: Boolean(plan.allowedLevels?.length),
      });
    }
    spacesOf.set(office.id, list);
  }

  const past = (d: Date) => d.getTime() <= ctx.now().getTime();
  for (const [index, office] of offices.entries()) {
    const random = seededRandom(Number(today.replace(/-/g, "")) + index);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const local = everyone.filter((p) => p.officeId === office.id);
    const people = local.length >= 2 ? local : everyone;
    const leaders = everyone.filter((p) => p.level !== "requester");
    const made = spacesOf.get(office.id)!;
    const rooms = made.filter((s) => s.kind === "room" && !s.restricted);
    const boardRooms = made.filter((s) => s.restricted);
    const desks = made.filter((s) => s.kind === "desk");
    const spaceNames = new Map(SPACES.map((plan, i) => [made[i]!.id, plan]));
    const others = (organizer: string, n: number) =>
      people
        .filter((p) => p.userId !== organizer)
        .sort(() => random() - 0.5)
        .slice(0, n)
        .map((p) => p.userId);

    // a weekly stand-up (Mondays 09:00), booked a year ahead by a leader, through the service
    const firstMonday = addDays(start, (8 - weekdayOf(start)) % 7);
    const host = leaders[index % leaders.length] ?? people[0]!;
    const series = await deps.reservations.reserve(
      asUser(ctx, host.userId, host.level, zonedInstant(addDays(firstMonday, -3), minutesOf("10:00"), zone)),
      {
        spaceId: rooms[0]!.id,
        date: firstMonday,
        startTime: "09:00",
        endTime: "09:30",
        title: "Stand-up da semana",
        participants: others(host.userId, 5),
        weeks: 52,
      },
      { notify: false },
    );
    // its past dates: checked in, except a few forgotten ones the job released
    for (const [week, r] of series.entries()) {
      if (!past(r.end)) break;
      const released = week % 11 === 5;
      await scoped(ctx, ReservationModel).updateOne(
        { _id: String(r._id) },
        released
          ? { $set: { status: "released", releasedAt: new Date(r.start.getTime() + 15 * 60_000) } }
          : { $set: { status: "checkedIn", checkedInAt: new Date(r.start.getTime() + 3 * 60_000) } },
      );
      if (released) await scoped(ctx, SlotClaimModel).softDelete({ reservationId: String(r._id) });
    }
    const taken = new Set(
      (await scoped(ctx, SlotClaimModel).find({ spaceId: rooms[0]!.id }, { projection: { slot: 1 } })).map(
        (c) => `${rooms[0]!.id}|${c.slot}`,
      ),
    );

    // the past year, planned here and written in batches: every live booking still claims its slots under the unique
    // index (a clash would fail the insert), and the statuses are what the day brought
    const reservations: Array<Record<string, unknown>> = [];
    const claims: Array<{ spaceId: string; slot: string; reservationId: string }> = [];
    const plan = (
      space: { id: string; kind: "room" | "desk"; capacity: number },
      organizer: { userId: string },
      day: string,
      hours: { startTime: string; endTime: string },
      extra: { title?: string; participants?: string[] },
    ) => {
      const s = zonedInstant(day, minutesOf(hours.startTime), zone);
      const e = zonedInstant(day, minutesOf(hours.endTime), zone);
      const slots = deps.reservations.slotsOf(space.kind, day, s, e);
      if (slots.some((slot) => taken.has(`${space.id}|${slot}`))) return; // people pick another time
      const id = new Types.ObjectId();
      const roll = random();
      const grace = spaceNames.get(space.id)!.checkInGraceMinutes ?? 15;
      const status = roll < 0.08 ? "canceled" : roll < 0.15 ? "released" : "checkedIn";
      if (status === "checkedIn") {
        for (const slot of slots) {
          taken.add(`${space.id}|${slot}`);
          claims.push({ spaceId: space.id, slot, reservationId: String(id) });
        }
      }
      reservations.push({
        _id: id,
        spaceId: space.id,
        officeId: office.id,
        kind: space.kind,
        room: spaceNames.get(space.id)!.name,
        capacity: space.capacity,
        title: extra.title ?? "",
        organizerId: organizer.userId,
        participants: [organizer.userId, ...(extra.participants ?? [])],
        date: day,
        startTime: hours.startTime,
        endTime: hours.endTime,
        start: s,
        end: e,
        status,
        seriesId: null,
        checkInGraceMinutes: grace,
        checkedInAt: status === "checkedIn" ? new Date(s.getTime() + Math.floor(random() * 10) * 60_000) : null,
        releasedAt: status === "released" ? new Date(s.getTime() + grace * 60_000) : null,
        canceledAt: status === "canceled" ? new Date(s.getTime() - 16 * 3_600_000) : null,
        createdAt: new Date(s.getTime() - 20 * 3_600_000),
        updatedAt: new Date(s.getTime() - 20 * 3_600_000),
      });
    };
    const meeting = () => {
      const organizer = pick(people);
      const board = organizer.level !== "requester" && random() < 0.15 && boardRooms.length > 0;
      const room = board ? pick(boardRooms) : pick(rooms);
      const from = 9 + Math.floor(random() * 8);
      const length = pick([1, 1, 2, 2, 3]);
      return {
        room,
        organizer,
        hours: {
          startTime: `${String(from).padStart(2, "0")}:${random() < 0.5 ? "00" : "30"}`,
          endTime: `${String(from + Math.ceil(length / 2)).padStart(2, "0")}:${length % 2 ? "30" : "00"}`,
        },
        title: pick(MEETINGS),
        participants: others(organizer.userId, Math.floor(random() * Math.min(room.capacity - 1, 4))),
      };
    };
    for (let day = start; day < today; day = addDays(day, 1)) {
      if (weekdayOf(day) === 0 || weekdayOf(day) === 6) continue;
      for (let n = 0; n < 1 + Math.floor(random() * 3); n++) {
        const m = meeting();
        plan(m.room, m.organizer, day, m.hours, { title: m.title, participants: m.participants });
      }
      for (let n = 0; n < 1 + Math.floor(random() * 2); n++)
        plan(pick(desks), pick(people), day, { startTime: "08:00", endTime: "18:00" }, {});
    }
    for (let i = 0; i < claims.length; i += 1000)
      await scoped(ctx, SlotClaimModel).insertMany(claims.slice(i, i + 1000));
    for (let i = 0; i < reservations.length; i += 500)
      await scoped(ctx, ReservationModel).insertMany(reservations.slice(i, i + 500) as never);

    // today and the coming three weeks: booked through the service, as people do
    for (let day = today; day <= addDays(today, 20); day = addDays(day, 1)) {
      if (weekdayOf(day) === 0 || weekdayOf(day) === 6) continue;
      const when = day === today ? ctx.now() : zonedInstant(addDays(day, -1), minutesOf("17:00"), zone);
      for (let n = 0; n < 1 + Math.floor(random() * 2); n++) {
        const m = meeting();
        await deps.reservations
          .reserve(
            asUser(ctx, m.organizer.userId, m.organizer.level, when),
            { spaceId: m.room.id, date: day, ...m.hours, title: m.title, participants: m.participants },
            { notify: false },
          )
          .catch(() => undefined); // taken or already over: people pick another time
      }
      const organizer = pick(people);
      await deps.reservations
        .reserve(
          asUser(ctx, organizer.userId, organizer.level, when),
          { spaceId: pick(desks).id, date: day },
          { notify: false },
        )
        .catch(() => undefined);
    }
  }
}
