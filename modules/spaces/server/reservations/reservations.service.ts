import { Types } from "mongoose";
import { companyDay, type ServiceContext } from "../../../../core/context.js";
import { writeCalendar } from "../../../../core/calendar/ical.js";
import { addDays, eachDay, weekdayOf } from "../../../../core/dates/calendar-days.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { localized } from "../../../../core/i18n/localized-text.js";
import type { MailAttachment } from "../../../../core/mail/types.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import type { NotificationsService } from "../../../../core/notifications/notifications.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import {
  CHECK_IN_OPENS_MINUTES,
  events,
  MAX_DAYS_AHEAD,
  SLOT_MINUTES,
  type DayBooking,
  type DayView,
  type Occupancy,
  type Reservation,
  type ReservationBatch,
  type ReservationInput,
  type ReservationList,
  type Space,
  type SpacePatch,
} from "../../contract/index.js";
import type { ReservationSummary } from "../../contract/reservations-service.js";
import type { SpaceRecord, SpacesService } from "../spaces/spaces.service.js";
import { mayBook } from "../spaces/spaces.service.js";
import { SpaceModel } from "../spaces/spaces.model.js";
import { minutesOf, zonedInstant } from "../../../../core/dates/zone-time.js";
import { ReservationModel, SlotClaimModel, type ReservationDoc } from "./reservations.model.js";

export type ReservationRecord = ReservationDoc & { _id: unknown };

const SLOT_MS = SLOT_MINUTES * 60_000;
const LIVE = ["booked", "checkedIn"] as const;

function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const group = out.get(k);
    if (group) group.push(item);
    else out.set(k, [item]);
  }
  return out;
}

const isDuplicateKey = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;

/** A room's half hours between two instants (UTC starts), or a desk's day: the keys the unique index guards. */
export function slotsOf(kind: "room" | "desk", date: string, start: Date, end: Date): string[] {
  if (kind === "desk") return [`day:${date}`];
  const slots: string[] = [];
  for (let at = start.getTime(); at < end.getTime(); at += SLOT_MS) slots.push(slotKey(at));
  return slots;
}
const slotKey = (at: number): string => `${new Date(at).toISOString().slice(0, 16)}Z`;

function userOf(ctx: ServiceContext): { userId: string; level: string } | null {
  return ctx.actor.kind === "user" ? { userId: ctx.actor.userId, level: ctx.actor.level } : null;
}

/**
 * Reservations of rooms and desks (issue 14): weekly series all-or-nothing, check-in, release of no-shows, cancellation,
 * the day view, my reservations and occupancy. "Never double booked" rests on the slot claims' unique index, not on
 * anything held in this process: a booking inserts its claims first, in time order, and a duplicate key means another
 * booking holds the slot.
 */
export function createReservationsService(deps: {
  events: ModuleEvents;
  people: PeopleDirectory;
  notifications: NotificationsService;
  spaces: SpacesService;
}) {
  const { people, notifications, spaces } = deps;
  const zoneOf = (ctx: ServiceContext) => ctx.timeZone ?? "UTC";

  function toReservation(
    doc: ReservationRecord,
    names: Map<string, string>,
    offices: Map<string, string>,
  ): Reservation {
    const person = (userId: string) => ({ userId, name: names.get(userId) ?? "" });
    return {
      id: String(doc._id),
      spaceId: doc.spaceId,
      kind: doc.kind,
      officeId: doc.officeId,
      officeName: offices.get(doc.officeId) ?? "",
      room: doc.room,
      capacity: doc.capacity,
      title: doc.title,
      organizer: person(doc.organizerId),
      participants: doc.participants.map(person),
      date: doc.date,
      hours: `${doc.startTime}-${doc.endTime}`,
      startDate: doc.start.toISOString(),
      endDate: doc.end.toISOString(),
      status: doc.status,
      ...(doc.seriesId ? { seriesId: doc.seriesId } : {}),
      checkInRequired: doc.checkInGraceMinutes > 0,
      ...(doc.checkedInAt ? { checkedInAt: doc.checkedInAt.toISOString() } : {}),
      ...(doc.releasedAt ? { releasedAt: doc.releasedAt.toISOString() } : {}),
      ...(doc.canceledAt ? { canceledAt: doc.canceledAt.toISOString() } : {}),
    };
  }

  async function present(ctx: ServiceContext, docs: ReservationRecord[]): Promise<Reservation[]> {
    const userIds = [...new Set(docs.flatMap((d) => [d.organizerId, ...d.participants]))];
    const [names, offices] = await Promise.all([people.names(ctx, userIds), spaces.officeNames(ctx)]);
    return docs.map((d) => toReservation(d, names, offices));
  }

  /** A reservation the caller takes part in (admins see every one); anyone else: not found. */
  async function visible(ctx: ServiceContext, id: string): Promise<ReservationRecord> {
    const doc = (await scoped(ctx, ReservationModel).findById(id)) as ReservationRecord | null;
    const user = userOf(ctx);
    if (!doc || (user && user.level !== "admin" && !doc.participants.includes(user.userId)))
      throw new AppError("NOT_FOUND");
    return doc;
  }

  async function freeClaims(ctx: ServiceContext, reservationIds: string[], fromSlot?: string): Promise<void> {
    await scoped(ctx, SlotClaimModel).softDelete({
      reservationId: { $in: reservationIds },
      ...(fromSlot ? { slot: { $gte: fromSlot } } : {}),
    });
  }

  /** The calendar file of reservations: an invitation (REQUEST) or a cancellation (CANCEL) of the same UIDs. */
  function invitation(
    docs: ReservationRecord[],
    options: { method: "REQUEST" | "CANCEL"; names: Map<string, string>; offices: Map<string, string>; now: Date },
  ): MailAttachment {
    return {
      filename: "reservation.ics",
      contentType: `text/calendar; charset=utf-8; method=${options.method}`,
      // a cancellation keeps the invitation's UID with STATUS:CANCELLED and SEQUENCE 1 (core/calendar/ical.ts)
      content: writeCalendar({
        prodId: "-//Workforce//Spaces//EN",
        method: options.method,
        events: docs.map((d) => ({
          uid: `${String(d._id)}@spaces.workforce`,
          stamp: options.now,
          start: d.start,
          end: d.end,
          summary: d.title || d.room,
          location: [d.room, options.offices.get(d.officeId) ?? ""].filter(Boolean).join(", "),
          organizer: { name: options.names.get(d.organizerId) ?? "", email: "no-reply@localhost" },
        })),
      }),
    };
  }

  /** What a notification says about reservations: one date, a weekly series, or one date and how many more. */
  const describe = (docs: readonly ReservationRecord[]) => {
    const doc = docs[0]!;
    const count = docs.length;
    const when = `${doc.date} ${doc.startTime}-${doc.endTime}`;
    const series = count > 1 && docs.every((d) => d.seriesId && d.seriesId === doc.seriesId);
    const title = doc.title ? `: ${doc.title}` : "";
    const more = (weekly: string, others: string) => (count <= 1 ? "" : series ? weekly : others);
    return {
      en: `${doc.room}, ${when}${more(` (weekly, ${count} dates)`, ` and ${count - 1} more`)}${title}`,
      "pt-BR": `${doc.room}, ${when}${more(` (semanal, ${count} datas)`, ` e mais ${count - 1}`)}${title}`,
      es: `${doc.room}, ${when}${more(` (semanal, ${count} fechas)`, ` y ${count - 1} más`)}${title}`,
    };
  };

  /**
   * The one cancellation path (a person's cancellation, a closed space): each live reservation moves to canceled by a
   * conditional write (a check-in or the release job racing it wins or loses whole), the slots are freed, the event
   * emitted, and every participant but the person acting is told once, with a METHOD:CANCEL calendar file of the
   * dates they were in (same UIDs as the invitation, so calendar apps remove them). Answers the records canceled.
   */
  async function cancelRecords(
    ctx: ServiceContext,
    targets: readonly ReservationRecord[],
    reason: "canceled" | "closed",
  ): Promise<ReservationRecord[]> {
    const canceled: ReservationRecord[] = [];
    for (const target of targets) {
      const updated = (await scoped(ctx, ReservationModel).findOneAndUpdate(
        { _id: String(target._id), status: { $in: LIVE } },
        { $set: { status: "canceled", canceledAt: ctx.now() } },
      )) as ReservationRecord | null;
      if (updated) canceled.push(updated);
    }
    if (canceled.length === 0) return canceled;
    const ids = canceled.map((c) => String(c._id));
    await freeClaims(ctx, ids);
    for (const [spaceId, list] of groupBy(canceled, (c) => c.spaceId))
      await deps.events.emit(ctx, events.canceled, { reservationIds: list.map((c) => String(c._id)), spaceId });

    // who is told of what: each participant their own dates; people told of the same dates share one notification
    const actor = userOf(ctx)?.userId;
    const datesOf = new Map<string, ReservationRecord[]>();
    for (const c of canceled)
      for (const p of c.participants) if (p !== actor) datesOf.set(p, [...(datesOf.get(p) ?? []), c]);
    if (datesOf.size === 0) return canceled;
    const groups = groupBy([...datesOf], ([, list]) => list.map((c) => String(c._id)).join(","));
    const [names, offices] = await Promise.all([
      people.names(ctx, [...new Set(canceled.map((c) => c.organizerId))]),
      spaces.officeNames(ctx),
    ]);
    for (const members of groups.values()) {
      const list = members[0]![1];
      const first = list[0]!;
      await notifications.notify(ctx, {
        userIds: members.map(([userId]) => userId),
        type: "spaces.reservation.canceled",
        title:
          reason === "closed"
            ? localized(
                `${first.room} is closed: reservation canceled`,
                `${first.room} foi fechada: reserva cancelada`,
                `${first.room} está cerrada: reserva cancelada`,
              )
            : localized(
                `${first.room} reservation canceled`,
                `Reserva de ${first.room} cancelada`,
                `Reserva de ${first.room} cancelada`,
              ),
        body: describe(list),
        link: "/spaces/reservations",
        data: { reservationIds: list.slice(0, 10).map((c) => String(c._id)) },
        attachments: [invitation(list, { method: "CANCEL", names, offices, now: ctx.now() })],
      });
    }
    return canceled;
  }

  return {
    slotsOf,

    /**
     * Books a space for a time range (a room) or a day (a desk), once or weekly. Every occurrence is checked before
     * anything is written; then the slots are claimed occurrence by occurrence, and the first taken slot undoes the
     * claims already made and names its date: a series is booked whole or not at all.
     * `options.organizerId` books on someone's behalf (the demo seed, a system context).
     */
    async create(
      ctx: ServiceContext,
      input: ReservationInput,
      options: { organizerId?: string; notify?: boolean } = {},
    ): Promise<ReservationBatch> {
      return { items: await present(ctx, await this.reserve(ctx, input, options)) };
    },

    /** `create` without the answer (the demo seed writes a year of bookings): the records written. */
    async reserve(
      ctx: ServiceContext,
      input: ReservationInput,
      options: { organizerId?: string; notify?: boolean } = {},
    ): Promise<ReservationRecord[]> {
      const organizerId = options.organizerId ?? userOf(ctx)?.userId;
      if (!organizerId) throw new AppError("FORBIDDEN");
      const space = (await spaces.found(ctx, input.spaceId)) as SpaceRecord;
      if (!space.active) throw new AppError("SPACES_INACTIVE", { field: "spaceId" });
      const booker = options.organizerId
        ? { userId: organizerId, level: "admin", departmentId: null }
        : await spaces.bookerOf(ctx);
      if (!mayBook(space, booker)) throw new AppError("SPACES_NOT_ALLOWED", { field: "spaceId" });

      // times: a room's hours, on half hours, inside the bookable hours; a desk's whole bookable day
      let startTime = space.openFrom;
      let endTime = space.openTo;
      if (space.kind === "room") {
        if (!input.startTime) throw new AppError("VALIDATION_REQUIRED", { field: "startTime" });
        if (!input.endTime) throw new AppError("VALIDATION_REQUIRED", { field: "endTime" });
        startTime = input.startTime;
        endTime = input.endTime;
        const a = minutesOf(startTime);
        const b = minutesOf(endTime);
        if (a % SLOT_MINUTES !== 0 || b % SLOT_MINUTES !== 0 || b <= a)
          throw new AppError("SPACES_BAD_TIME", { field: "endTime", params: { minutes: SLOT_MINUTES } });
        if (a < minutesOf(space.openFrom) || b > minutesOf(space.openTo))
          throw new AppError("SPACES_OUTSIDE_HOURS", {
            field: "startTime",
            params: { from: space.openFrom, to: space.openTo },
          });
      }

      const weeks = input.weeks ?? 1;
      const dates = Array.from({ length: weeks }, (_, i) => addDays(input.date, 7 * i));
      const today = companyDay(ctx);
      if (input.date < today) throw new AppError("SPACES_DATE_PAST", { field: "date" });
      if (dates.at(-1)! > addDays(today, MAX_DAYS_AHEAD))
        throw new AppError("SPACES_TOO_FAR", { field: "date", params: { days: MAX_DAYS_AHEAD } });
      for (const date of dates)
        if (!space.openDays.includes(weekdayOf(date)))
          throw new AppError("SPACES_CLOSED_DAY", { field: "date", params: { date } });
      const zone = zoneOf(ctx);
      const occurrences = dates.map((date) => ({
        _id: new Types.ObjectId(),
        date,
        start: zonedInstant(date, minutesOf(startTime), zone),
        end: zonedInstant(date, minutesOf(endTime), zone),
      }));
      if (occurrences[0]!.end.getTime() <= ctx.now().getTime())
        throw new AppError("SPACES_DATE_PAST", { field: "startTime" });

      const participants = [...new Set([organizerId, ...(input.participants ?? [])])];
      if (participants.length > space.capacity)
        throw new AppError("SPACES_CAPACITY", { field: "participants", params: { capacity: space.capacity } });
      const names = await people.names(ctx, participants);
      if (participants.some((id) => !names.has(id)))
        throw new AppError("SPACES_PARTICIPANT_UNKNOWN", { field: "participants" });

      const spaceId = String(space._id);
      const ids = occurrences.map((o) => String(o._id));
      const claims = scoped(ctx, SlotClaimModel);
      for (const o of occurrences) {
        try {
          await claims.insertMany(
            slotsOf(space.kind, o.date, o.start, o.end).map((slot) => ({
              spaceId,
              slot,
              reservationId: String(o._id),
            })),
          );
        } catch (error) {
          await freeClaims(ctx, ids);
          if (!isDuplicateKey(error)) throw error;
          if (weeks > 1)
            throw new AppError("SPACES_SERIES_OVERLAP", { field: "date", params: { date: o.date }, cause: error });
          throw new AppError("SPACES_OVERLAP", { field: "date", cause: error });
        }
      }

      const seriesId = weeks > 1 ? String(new Types.ObjectId()) : null;
      const docs = occurrences.map((o) => ({
        _id: o._id,
        spaceId,
        officeId: space.officeId,
        kind: space.kind,
        room: space.name,
        capacity: space.capacity,
        title: input.title?.trim() ?? "",
        organizerId,
        participants,
        date: o.date,
        startTime,
        endTime,
        start: o.start,
        end: o.end,
        status: "booked" as const,
        seriesId,
        checkInGraceMinutes: space.checkInGraceMinutes,
        checkedInAt: null,
        releasedAt: null,
        canceledAt: null,
      }));
      try {
        await scoped(ctx, ReservationModel).insertMany(docs as never);
      } catch (error) {
        await scoped(ctx, ReservationModel).softDelete({ _id: { $in: ids } });
        await freeClaims(ctx, ids);
        throw error;
      }
      // a close that landed while this booking was written: either this read sees it (the booking is undone), or the
      // close came after it and its sweep (cancelForClosedSpace, which reads after the close) finds the booking
      if (!(await scoped(ctx, SpaceModel).findById(spaceId, { projection: { active: 1 } }))?.active) {
        await scoped(ctx, ReservationModel).softDelete({ _id: { $in: ids } });
        await freeClaims(ctx, ids);
        throw new AppError("SPACES_INACTIVE", { field: "spaceId" });
      }
      const records = docs as unknown as ReservationRecord[];
      await deps.events.emit(ctx, events.reserved, { reservationIds: ids, spaceId, ...(seriesId ? { seriesId } : {}) });

      const others = participants.filter((id) => id !== organizerId);
      if (others.length > 0 && options.notify !== false) {
        const offices = await spaces.officeNames(ctx);
        const organizerName = names.get(organizerId) ?? "";
        const what = describe(records);
        await notifications.notify(ctx, {
          userIds: others,
          type: "spaces.reservation.invited",
          title: localized(
            `${organizerName} booked ${space.name} with you`,
            `${organizerName} reservou ${space.name} com você`,
            `${organizerName} reservó ${space.name} contigo`,
          ),
          body: what,
          link: "/spaces/reservations",
          data: { reservationIds: ids.slice(0, 10) },
          attachments: [invitation(records, { method: "REQUEST", names, offices, now: ctx.now() })],
        });
      }
      return records;
    },

    async get(ctx: ServiceContext, id: string): Promise<Reservation> {
      return (await present(ctx, [await visible(ctx, id)]))[0]!;
    },

    /** The reservation (or its whole series) as an iCalendar file, to add to a calendar. */
    async calendar(ctx: ServiceContext, id: string): Promise<string> {
      const doc = await visible(ctx, id);
      const docs = doc.seriesId
        ? ((await scoped(ctx, ReservationModel).find(
            { seriesId: doc.seriesId, status: { $in: LIVE } },
            { sort: { start: 1 } },
          )) as ReservationRecord[])
        : [doc];
      const [names, offices] = await Promise.all([people.names(ctx, [doc.organizerId]), spaces.officeNames(ctx)]);
      return invitation(docs.length ? docs : [doc], { method: "REQUEST", names, offices, now: ctx.now() }).content;
    },

    /** A participant says they are there: from 15 minutes before the start until the end. */
    async checkIn(ctx: ServiceContext, id: string): Promise<Reservation> {
      return (await present(ctx, [await this.markCheckedIn(ctx, id)]))[0]!;
    },

    /** `checkIn` without the answer: the record checked in. */
    async markCheckedIn(ctx: ServiceContext, id: string): Promise<ReservationRecord> {
      const doc = await visible(ctx, id);
      const user = userOf(ctx);
      if (!user || !doc.participants.includes(user.userId)) throw new AppError("FORBIDDEN");
      if (doc.status === "checkedIn") return doc;
      if (doc.status !== "booked") throw new AppError("SPACES_NOT_ACTIVE");
      const now = ctx.now().getTime();
      if (now < doc.start.getTime() - CHECK_IN_OPENS_MINUTES * 60_000 || now >= doc.end.getTime())
        throw new AppError("SPACES_CHECK_IN_CLOSED", { params: { minutes: CHECK_IN_OPENS_MINUTES } });
      const updated = (await scoped(ctx, ReservationModel).findOneAndUpdate(
        { _id: id, status: "booked" },
        { $set: { status: "checkedIn", checkedInAt: ctx.now() } },
      )) as ReservationRecord | null;
      // the release job got there first
      if (!updated) throw new AppError("SPACES_NOT_ACTIVE");
      await deps.events.emit(ctx, events.checkedIn, { reservationId: id, spaceId: doc.spaceId });
      return updated;
    },

    /**
     * Cancels a reservation that has not ended (its organizer or an admin), or with `series` this one and the later
     * dates of its series. The slots are freed and the other participants told, with a CANCEL calendar file.
     */
    async cancel(ctx: ServiceContext, id: string, options: { series?: boolean } = {}): Promise<ReservationBatch> {
      const doc = await visible(ctx, id);
      const user = userOf(ctx);
      if (user && user.level !== "admin" && user.userId !== doc.organizerId) throw new AppError("FORBIDDEN");
      if (!(LIVE as readonly string[]).includes(doc.status)) throw new AppError("SPACES_NOT_ACTIVE");
      if (doc.end.getTime() <= ctx.now().getTime()) throw new AppError("SPACES_ALREADY_STARTED");
      const targets =
        options.series && doc.seriesId
          ? ((await scoped(ctx, ReservationModel).find(
              { seriesId: doc.seriesId, start: { $gte: doc.start }, status: { $in: LIVE } },
              { sort: { start: 1 } },
            )) as ReservationRecord[])
          : [doc];
      const canceled = await cancelRecords(ctx, targets, "canceled");
      if (canceled.length === 0) throw new AppError("SPACES_NOT_ACTIVE");
      return { items: await present(ctx, canceled) };
    },

    /** Changes a space (admins); closing it (`active: false`) cancels its reservations that have not started. */
    async updateSpace(ctx: ServiceContext, spaceId: string, patch: SpacePatch): Promise<Space> {
      const space = await spaces.update(ctx, spaceId, patch);
      if (patch.active === false) await this.cancelForClosedSpace(ctx, spaceId);
      return space;
    },

    /**
     * A space closed (`active: false`): its reservations that have not started are canceled through the same path as
     * a cancellation (slots freed, event, each participant told once with a CANCEL calendar file of their dates).
     * Answers how many were canceled.
     */
    async cancelForClosedSpace(ctx: ServiceContext, spaceId: string): Promise<number> {
      const targets = (await scoped(ctx, ReservationModel).find(
        { spaceId, status: { $in: LIVE }, start: { $gt: ctx.now() } },
        { sort: { start: 1 } },
      )) as ReservationRecord[];
      return (await cancelRecords(ctx, targets, "closed")).length;
    },

    /**
     * The no-show job (issue 14 "release of a no-show after a grace period"): a booking that asks for a check-in and
     * has none `checkInGraceMinutes` after its start is released, and the rest of its time freed. Idempotent: the
     * status moves from booked to released by a conditional write, so a second run (or a second instance) finds
     * nothing to do, and a check-in at the same moment wins or loses as a whole.
     */
    async releaseNoShows(ctx: ServiceContext): Promise<number> {
      const now = ctx.now();
      const due = (await scoped(ctx, ReservationModel).find(
        { status: "booked", checkInGraceMinutes: { $gt: 0 }, start: { $lte: now } },
        { sort: { start: 1 }, limit: 500 },
      )) as ReservationRecord[];
      let released = 0;
      for (const doc of due) {
        if (doc.start.getTime() + doc.checkInGraceMinutes * 60_000 > now.getTime()) continue;
        const updated = await scoped(ctx, ReservationModel).findOneAndUpdate(
          { _id: String(doc._id), status: "booked" },
          { $set: { status: "released", releasedAt: now } },
        );
        if (!updated) continue;
        released++;
        // the rest of the time is free again: a room from the current half hour, a desk's day
        const from = doc.kind === "desk" ? undefined : slotKey(Math.floor(now.getTime() / SLOT_MS) * SLOT_MS);
        await freeClaims(ctx, [String(doc._id)], from);
        await deps.events.emit(ctx, events.released, { reservationId: String(doc._id), spaceId: doc.spaceId });
        if (doc.end.getTime() > now.getTime())
          await notifications.notify(ctx, {
            userIds: [doc.organizerId],
            type: "spaces.reservation.released",
            title: localized(`${doc.room} was released`, `${doc.room} foi liberado`, `${doc.room} fue liberado`),
            body: localized(
              `Nobody checked in within ${doc.checkInGraceMinutes} minutes of ${doc.startTime} on ${doc.date}, so others may book it now.`,
              `Ninguém fez check-in em até ${doc.checkInGraceMinutes} minutos após ${doc.startTime} de ${doc.date}, então outras pessoas já podem reservá-lo.`,
              `Nadie hizo check-in en los ${doc.checkInGraceMinutes} minutos posteriores a las ${doc.startTime} del ${doc.date}, así que otros ya pueden reservarlo.`,
            ),
            link: "/spaces/reservations",
          });
      }
      return released;
    },

    /** The `spaces.reservations` service other modules read (contract/reservations-service.ts). */
    async summaries(ctx: ServiceContext, docs: ReservationRecord[]): Promise<ReservationSummary[]> {
      const offices = await spaces.officeNames(ctx);
      return docs.map((doc) => ({
        id: String(doc._id),
        spaceId: doc.spaceId,
        kind: doc.kind,
        room: doc.room,
        officeName: offices.get(doc.officeId) ?? "",
        title: doc.title,
        organizerId: doc.organizerId,
        participants: [...doc.participants],
        date: doc.date,
        startTime: doc.startTime,
        endTime: doc.endTime,
        startDate: doc.start.toISOString(),
        endDate: doc.end.toISOString(),
        status: doc.status,
      }));
    },

    async byIds(ctx: ServiceContext, ids: readonly string[]): Promise<ReservationSummary[]> {
      const valid = ids.filter((id) => /^[0-9a-f]{24}$/i.test(id));
      if (valid.length === 0) return [];
      const docs = (await scoped(ctx, ReservationModel).find({ _id: { $in: valid } })) as ReservationRecord[];
      return this.summaries(ctx, docs);
    },

    async forPerson(
      ctx: ServiceContext,
      query: { userId: string; from: string; to: string },
    ): Promise<ReservationSummary[]> {
      const docs = (await scoped(ctx, ReservationModel).find(
        { participants: query.userId, date: { $gte: query.from, $lte: query.to }, status: { $in: LIVE } },
        { sort: { start: 1 }, limit: 1000 },
      )) as ReservationRecord[];
      return this.summaries(ctx, docs);
    },

    /** The caller's reservations (organized or invited): upcoming soonest first, or past newest first. */
    async mine(
      ctx: ServiceContext,
      query: { when?: "upcoming" | "past"; limit: number; skip: number },
    ): Promise<ReservationList> {
      const user = userOf(ctx);
      if (!user) return { items: [], total: 0 };
      const now = ctx.now();
      const upcoming = (query.when ?? "upcoming") === "upcoming";
      const filter = upcoming
        ? { participants: user.userId, end: { $gt: now }, status: { $in: LIVE } }
        : {
            participants: user.userId,
            $or: [{ end: { $lte: now } }, { status: { $in: ["released", "canceled"] } }],
          };
      const { items, total } = await scoped(ctx, ReservationModel).page(filter, {
        sort: upcoming ? { start: 1, _id: 1 } : { start: -1, _id: -1 },
        skip: query.skip,
        limit: query.limit,
      });
      return { items: await present(ctx, items as unknown as ReservationRecord[]), total };
    },

    /** One office's day: each room's bookings by hour, each desk's booking of the day (live ones only). */
    async day(ctx: ServiceContext, query: { officeId: string; date: string }): Promise<DayView> {
      const offices = await spaces.officeNames(ctx);
      if (!offices.has(query.officeId)) throw new AppError("NOT_FOUND");
      const user = userOf(ctx);
      const [spaceDocs, booker, docs] = await Promise.all([
        scoped(ctx, SpaceModel).find({ officeId: query.officeId, active: true }, { sort: { floor: 1, name: 1 } }),
        spaces.bookerOf(ctx),
        scoped(ctx, ReservationModel).find(
          { officeId: query.officeId, date: query.date, status: { $in: LIVE } },
          { sort: { start: 1 } },
        ) as Promise<ReservationRecord[]>,
      ]);
      const names = await people.names(ctx, [...new Set(docs.map((d) => d.organizerId))]);
      const booking = (d: ReservationRecord): DayBooking => ({
        id: String(d._id),
        title: d.title,
        organizerName: names.get(d.organizerId) ?? "",
        startTime: d.startTime,
        endTime: d.endTime,
        status: d.status,
        mine: Boolean(user && d.participants.includes(user.userId)),
      });
      const of = (spaceId: string) => docs.filter((d) => d.spaceId === spaceId);
      const all = (spaceDocs as SpaceRecord[]).map((s) => ({ doc: s, space: spaces.toSpace(s, offices, booker) }));
      return {
        officeId: query.officeId,
        officeName: offices.get(query.officeId)!,
        date: query.date,
        rooms: all
          .filter((s) => s.doc.kind === "room")
          .map((s) => ({ space: s.space, bookings: of(s.space.id).map(booking) })),
        desks: all
          .filter((s) => s.doc.kind === "desk")
          .map((s) => {
            const taken = of(s.space.id)[0];
            return { space: s.space, ...(taken ? { booking: booking(taken) } : {}) };
          }),
      };
    },

    /**
     * Occupancy for admins: per space, the booked hours (live and checked-in reservations) as a share of its
     * bookable hours over the days of the period, with no-shows and cancellations counted apart.
     */
    async occupancy(ctx: ServiceContext, query: { officeId?: string; from: string; to: string }): Promise<Occupancy> {
      if (query.to < query.from)
        throw new AppError("SPACES_BAD_TIME", { field: "to", params: { minutes: SLOT_MINUTES } });
      if (eachDay(query.from, query.to).length > MAX_DAYS_AHEAD)
        throw new AppError("SPACES_TOO_FAR", { field: "to", params: { days: MAX_DAYS_AHEAD } });
      const offices = await spaces.officeNames(ctx);
      const spaceFilter = query.officeId ? { officeId: query.officeId } : {};
      const spaceDocs = (await scoped(ctx, SpaceModel).find(spaceFilter, {
        sort: { officeId: 1, kind: -1, name: 1 },
      })) as SpaceRecord[];
      const rows = (await scoped(ctx, ReservationModel).find(
        { ...spaceFilter, date: { $gte: query.from, $lte: query.to } },
        { projection: { spaceId: 1, start: 1, end: 1, status: 1 } },
      )) as Array<Pick<ReservationDoc, "spaceId" | "start" | "end" | "status">>;
      const days = eachDay(query.from, query.to).map(weekdayOf);
      return {
        from: query.from,
        to: query.to,
        items: spaceDocs.map((s) => {
          const mine = rows.filter((r) => r.spaceId === String(s._id));
          const daily = (minutesOf(s.openTo) - minutesOf(s.openFrom)) / 60;
          const bookableHours = days.filter((d) => s.openDays.includes(d)).length * daily;
          const live = mine.filter((r) => r.status === "booked" || r.status === "checkedIn");
          const bookedHours = live.reduce((sum, r) => sum + (r.end.getTime() - r.start.getTime()) / 3_600_000, 0);
          return {
            spaceId: String(s._id),
            name: s.name,
            kind: s.kind,
            officeName: offices.get(s.officeId) ?? "",
            bookableHours,
            bookedHours: Math.round(bookedHours * 10) / 10,
            percent: bookableHours > 0 ? Math.round((bookedHours / bookableHours) * 1000) / 10 : 0,
            reservations: live.length,
            noShows: mine.filter((r) => r.status === "released").length,
            canceled: mine.filter((r) => r.status === "canceled").length,
          };
        }),
      };
    },
  };
}

export type ReservationsService = ReturnType<typeof createReservationsService>;
