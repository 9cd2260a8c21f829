import { Type, type Static } from "typebox";

/**
 * The book-a-room widget's routes (`/api/widgets/spaces/...`, issue 19): behind the core's widget gate, for the person
 * signed in through the widget's popup (a widget token), at the employee level. Isomorphic: the widget imports it.
 */

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Day = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$", maxLength: 10 });
const Time = Type.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$" });

/** The days the widget offers: today and the six after it (this week). */
export const WIDGET_BOOKING_DAYS = 7;

export const WidgetSpacesQuery = Type.Object(
  {
    key: Type.String({ maxLength: 100, description: "The publishable key (`wpk_...`)." }),
    officeId: Type.Optional(Id),
    date: Type.Optional(Day),
  },
  { additionalProperties: false },
);

export const WidgetKeyOnlyQuery = Type.Object(
  { key: Type.String({ maxLength: 100, description: "The publishable key (`wpk_...`)." }) },
  { additionalProperties: false },
);

const FreeSpace = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.Union([Type.Literal("room"), Type.Literal("desk")]),
  capacity: Type.Integer(),
  floor: Type.String(),
  /** Start times (`HH:mm`, company time) of the free half hours left on that day; a desk: `[openFrom]` when free. */
  free: Type.Array(Type.String()),
  /** The space's last bookable time of day (`HH:mm`). */
  openTo: Type.String(),
});

export const WidgetAvailability = Type.Object(
  {
    today: Type.String(),
    /** The days the widget offers (today and this week). */
    days: Type.Array(Type.String()),
    date: Type.String(),
    offices: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    /** The office shown (the one asked, else the first). Absent when the company has no office. */
    officeId: Type.Optional(Type.String()),
    /** The office's active spaces the person may book, with what is free on `date`. */
    spaces: Type.Array(FreeSpace),
  },
  {
    examples: [
      {
        today: "2030-01-15",
        days: ["2030-01-15", "2030-01-16"],
        date: "2030-01-15",
        offices: [{ id: "665f1c2a9d3e4b5c6d7e8f90", name: "Paulista" }],
        officeId: "665f1c2a9d3e4b5c6d7e8f90",
        spaces: [
          {
            id: "665f1c2a9d3e4b5c6d7e8f91",
            name: "Jabuticaba",
            kind: "room",
            capacity: 4,
            floor: "1",
            free: ["14:00", "14:30"],
            openTo: "19:00",
          },
        ],
      },
    ],
  },
);
export type WidgetAvailability = Static<typeof WidgetAvailability>;

const WidgetReservation = Type.Object({
  id: Type.String(),
  room: Type.String(),
  kind: Type.Union([Type.Literal("room"), Type.Literal("desk")]),
  title: Type.String(),
  date: Type.String(),
  hours: Type.String(),
  /** Whether the person organized it (only the organizer cancels). */
  mine: Type.Boolean(),
});

export const WidgetReservations = Type.Object(
  { items: Type.Array(WidgetReservation) },
  {
    examples: [
      {
        items: [
          {
            id: "665f1c2a9d3e4b5c6d7e8f92",
            room: "Jabuticaba",
            kind: "room",
            title: "Planning",
            date: "2030-01-15",
            hours: "14:00-15:00",
            mine: true,
          },
        ],
      },
    ],
  },
);
export type WidgetReservations = Static<typeof WidgetReservations>;

/** A booking from the widget: one date (no series), the spaces module's own rules. */
export const WidgetBookingInput = Type.Object(
  {
    spaceId: Id,
    date: Day,
    startTime: Type.Optional(Time),
    endTime: Type.Optional(Time),
    title: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false },
);
export type WidgetBookingInput = Static<typeof WidgetBookingInput>;

export const WidgetReservationParams = Type.Object(
  { reservationId: Type.String({ pattern: "^[0-9a-fA-F]{24}$" }) },
  { additionalProperties: false },
);
