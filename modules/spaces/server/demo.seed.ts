import { companyDay, type Level, type ServiceContext } from "../../../core/context.js";
import { addDays, weekdayOf } from "../../../core/dates/calendar-days.js";
import type { DemoSeedInput } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import type { SpaceInput } from "../contract/index.js";
import { ReservationModel } from "./reservations/reservations.model.js";
import type { ReservationsService } from "./reservations/reservations.service.js";
import { SpaceModel } from "./spaces/spaces.model.js";
import type { SpacesService } from "./spaces/spaces.service.js";
import { instantOf } from "./time.js";

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
  const sinceYear = at(ctx, instantOf(addDays(start, -1), "09:00", zone));
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

  // offices are independent (their own rooms and desks): their years are written side by side
  await Promise.all(
    offices.map(async (office, index) => {
      const random = seededRandom(Number(today.replace(/-/g, "")) + index);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
      const local = everyone.filter((p) => p.officeId === office.id);
      const people = local.length >= 2 ? local : everyone;
      const leaders = everyone.filter((p) => p.level !== "requester");
      const made = spacesOf.get(office.id)!;
      const rooms = made.filter((s) => s.kind === "room" && !s.restricted);
      const boardRooms = made.filter((s) => s.restricted);
      const desks = made.filter((s) => s.kind === "desk");
      const others = (organizer: string, n: number) =>
        people
          .filter((p) => p.userId !== organizer)
          .sort(() => random() - 0.5)
          .slice(0, n)
          .map((p) => p.userId);
      const book = async (
        when: Date,
        organizer: { userId: string; level: Level },
        body: Parameters<ReservationsService["create"]>[1],
      ): Promise<string[]> => {
        try {
          const ctxOf = asUser(ctx, organizer.userId, organizer.level, when);
          const records = await deps.reservations.reserve(ctxOf, body, { notify: false });
          return records.map((r) => String(r._id));
        } catch {
          return []; // the slot was taken by an earlier demo booking: people pick another time
        }
      };

      // a weekly stand-up (Mondays 09:00), booked a year ahead by a leader
      const firstMonday = addDays(start, (8 - weekdayOf(start)) % 7);
      const host = leaders[index % leaders.length] ?? people[0]!;
      await book(instantOf(addDays(firstMonday, -3), "10:00", zone), host, {
        spaceId: rooms[0]!.id,
        date: firstMonday,
        startTime: "09:00",
        endTime: "09:30",
        title: "Stand-up da semana",
        participants: others(host.userId, 5),
        weeks: 52,
      });

      // day by day: the bookings made the evening before, then the day (check-ins, no-shows, cancellations)
      for (let day = start; day <= addDays(today, 20); day = addDays(day, 1)) {
        const weekday = weekdayOf(day);
        if (weekday === 0 || weekday === 6) continue;
        const eve = instantOf(addDays(day, -1), "17:00", zone);
        for (let n = 0; n < 1 + Math.floor(random() * 3); n++) {
          const organizer = pick(people);
          const boardMeeting = organizer.level !== "requester" && random() < 0.15 && boardRooms.length > 0;
          const room = boardMeeting ? pick(boardRooms) : pick(rooms);
          const from = 9 + Math.floor(random() * 8);
          const length = pick([1, 1, 2, 2, 3]);
          const ids = await book(eve, organizer, {
            spaceId: room.id,
            date: day,
            startTime: `${String(from).padStart(2, "0")}:${random() < 0.5 ? "00" : "30"}`,
            endTime: `${String(from + Math.ceil(length / 2)).padStart(2, "0")}:${length % 2 ? "30" : "00"}`,
            title: pick(MEETINGS),
            participants: others(organizer.userId, Math.floor(random() * Math.min(room.capacity - 1, 4))),
          });
          // some are called off the evening before
          if (ids[0] && random() < 0.08)
            await deps.reservations
              .cancel(asUser(ctx, organizer.userId, organizer.level, new Date(eve.getTime() + 3_600_000)), ids[0])
              .catch(() => undefined);
        }
        for (let n = 0; n < 1 + Math.floor(random() * 2); n++) {
          const organizer = pick(people);
          await book(eve, organizer, { spaceId: pick(desks).id, date: day });
        }
        if (day > today) continue;

        // the day: people check in a few minutes after the start; the others are no-shows the job's code releases
        const booked = (await scoped(ctx, ReservationModel).find(
          { officeId: office.id, date: day, status: "booked" },
          { projection: { organizerId: 1, start: 1 } },
        )) as Array<{ _id: unknown; organizerId: string; start: Date }>;
        for (const r of booked) {
          const when = new Date(r.start.getTime() + 5 * 60_000);
          if (when.getTime() > ctx.now().getTime() || random() > 0.93) continue;
          const level = everyone.find((p) => p.userId === r.organizerId)?.level ?? "requester";
          await deps.reservations
            .checkIn(asUser(ctx, r.organizerId, level, when), String(r._id))
            .catch(() => undefined);
        }
      }
    }),
  );
  // the no-shows of the past year, released by the job's own code on the evening of their day
  for (let day = start; day <= today; day = addDays(day, 1)) {
    if (weekdayOf(day) === 0 || weekdayOf(day) === 6) continue;
    const night = instantOf(day, "23:00", zone);
    await deps.reservations.releaseNoShows(at(ctx, night.getTime() < ctx.now().getTime() ? night : ctx.now()));
  }
}
