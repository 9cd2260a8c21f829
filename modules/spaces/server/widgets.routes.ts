import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { companyDay } from "../../../core/context.js";
import { addDays, weekdayOf } from "../../../core/dates/calendar-days.js";
import { localParts } from "../../../core/dates/zone-time.js";
import { AppError } from "../../../core/errors/app-error.js";
import type { GlobalRoutesOptions, ModuleTenants } from "../../../core/modules/define-module.js";
import { widgetPersonContext } from "../../../core/widgets/widget-gate.js";
import { SLOT_MINUTES, type DayBooking, type Space } from "../contract/index.js";
import {
  WIDGET_BOOKING_DAYS,
  WidgetAvailability,
  WidgetBookingInput,
  WidgetKeyOnlyQuery,
  WidgetReservationParams,
  WidgetReservations,
  WidgetSpacesQuery,
  type WidgetReservations as WidgetReservationsType,
} from "../contract/widgets.js";
import type { ReservationsService } from "./reservations/reservations.service.js";
import type { SpacesService } from "./spaces/spaces.service.js";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
/** How many upcoming reservations the widget lists. */
const UPCOMING_SHOWN = 10;

/**
 * What is still free of a space on a day: a room's half hours not taken and not over yet (the one in progress
 * counts, as the booking rules allow it), a desk's day when nobody has it. Closed weekdays have nothing.
 */
export function freeStarts(
  space: Pick<Space, "kind" | "openFrom" | "openTo" | "openDays">,
  bookings: Array<Pick<DayBooking, "startTime" | "endTime">>,
  date: string,
  now: { day: string; minute: number },
): string[] {
  if (!space.openDays.includes(weekdayOf(date)) || date < now.day) return [];
  const from = minutesOf(space.openFrom);
  const to = minutesOf(space.openTo);
  if (space.kind === "desk") {
    const over = date === now.day && to <= now.minute;
    return bookings.length === 0 && !over ? [space.openFrom] : [];
  }
  const free: string[] = [];
  for (let m = from; m + SLOT_MINUTES <= to; m += SLOT_MINUTES) {
    if (date === now.day && m + SLOT_MINUTES <= now.minute) continue;
    const taken = bookings.some((b) => minutesOf(b.startTime) < m + SLOT_MINUTES && minutesOf(b.endTime) > m);
    if (!taken) free.push(timeOf(m));
  }
  return free;
}

/**
 * The book-a-room widget's routes (`/api/widgets/spaces/...`, issue 19): the person signed in through the widget's
 * popup (widget token), at the employee level whatever they hold. Booking and cancelling go through the reservations
 * service: the same rules, refusals and notifications as the app.
 */
export function createSpacesWidgetRoutes(deps: {
  spaces: Pick<SpacesService, "officeNames">;
  reservations: Pick<ReservationsService, "day" | "create" | "cancel" | "mine">;
  tenants: Pick<ModuleTenants, "summary">;
}): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const personOf = (request: Parameters<typeof widgetPersonContext>[0]) =>
      widgetPersonContext(request, { module: "spaces", tenants: deps.tenants, now: options.now });
    const tags = ["widgets"];

    app.get(
      "/widgets/spaces/availability",
      {
        schema: {
          tags,
          summary: "Rooms and desks free today or this week, for the book-a-room widget (widget token)",
          description:
            "The company's offices and, for one office (`officeId`, else the first) and one day of this week " +
            "(`date`, else today), the active spaces the signed-in person may book with the half hours still free.",
          querystring: WidgetSpacesQuery,
          response: { 200: WidgetAvailability },
        },
      },
      async (request) => {
        const ctx = await personOf(request);
        const today = companyDay(ctx);
        const days = Array.from({ length: WIDGET_BOOKING_DAYS }, (_, i) => addDays(today, i));
        const date = request.query.date ?? today;
        if (date < today) throw new AppError("SPACES_DATE_PAST", { field: "date" });
        if (!days.includes(date))
          throw new AppError("SPACES_TOO_FAR", { field: "date", params: { days: WIDGET_BOOKING_DAYS - 1 } });
        const offices = [...(await deps.spaces.officeNames(ctx))].map(([id, name]) => ({ id, name }));
        offices.sort((a, b) => a.name.localeCompare(b.name));
        const officeId = request.query.officeId ?? offices[0]?.id;
        if (!officeId) return { today, days, date, offices, spaces: [] };
        if (!offices.some((o) => o.id === officeId)) throw new AppError("SPACES_OFFICE_UNKNOWN", { field: "officeId" });
        const view = await deps.reservations.day(ctx, { officeId, date });
        const now = localParts(ctx.now(), ctx.timeZone ?? "UTC");
        const entries = [
          ...view.rooms.map((r) => ({ space: r.space, bookings: r.bookings })),
          ...view.desks.map((d) => ({ space: d.space, bookings: d.booking ? [d.booking] : [] })),
        ];
        const spaces = entries
          .filter((e) => e.space.bookable)
          .map((e) => ({
            id: e.space.id,
            name: e.space.name,
            kind: e.space.kind,
            capacity: e.space.capacity,
            floor: e.space.floor,
            free: freeStarts(e.space, e.bookings, date, now),
            openTo: e.space.openTo,
          }));
        return { today, days, date, offices, officeId, spaces };
      },
    );

    const upcoming = async (ctx: Awaited<ReturnType<typeof personOf>>): Promise<WidgetReservationsType> => {
      const list = await deps.reservations.mine(ctx, { when: "upcoming", limit: UPCOMING_SHOWN, skip: 0 });
      return {
        items: list.items.map((r) => ({
          id: r.id,
          room: r.room,
          kind: r.kind,
          title: r.title,
          date: r.date,
          hours: r.hours,
          mine: r.organizer.userId === ctx.actor.userId,
        })),
      };
    };

    app.get(
      "/widgets/spaces/reservations",
      {
        schema: {
          tags,
          summary: "The signed-in person's upcoming reservations, for the book-a-room widget (widget token)",
          description: "Their next ten room and desk reservations (organized or invited), soonest first.",
          querystring: WidgetKeyOnlyQuery,
          response: { 200: WidgetReservations },
        },
      },
      async (request) => upcoming(await personOf(request)),
    );

    app.post(
      "/widgets/spaces/reservations",
      {
        schema: {
          tags,
          summary: "Book a room or desk as the signed-in person, through the spaces module's rules (widget token)",
          description:
            "One date (no weekly series). Every rule of the app applies (hours, open days, who may book, overlap) " +
            "with its catalogue refusal in the widget's language. Answers the person's upcoming reservations.",
          querystring: WidgetKeyOnlyQuery,
          body: WidgetBookingInput,
          response: { 201: WidgetReservations },
        },
      },
      async (request, reply) => {
        const ctx = await personOf(request);
        await deps.reservations.create(ctx, request.body);
        return reply.status(201).send(await upcoming(ctx));
      },
    );

    app.post(
      "/widgets/spaces/reservations/:reservationId/cancel",
      {
        schema: {
          tags,
          summary: "Cancel one of the signed-in person's reservations (widget token)",
          description:
            "Only its organizer cancels (the app's rule); its participants are told. Answers the upcoming list.",
          querystring: WidgetKeyOnlyQuery,
          params: WidgetReservationParams,
          response: { 200: WidgetReservations },
        },
      },
      async (request) => {
        const ctx = await personOf(request);
        await deps.reservations.cancel(ctx, request.params.reservationId);
        return upcoming(ctx);
      },
    );
  };
}
