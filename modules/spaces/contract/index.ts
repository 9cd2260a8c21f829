import { Type, type Static } from "typebox";
import { localized } from "../../../core/i18n/localized-text.js";
import { listOf, pageQuery } from "../../../core/lists/schemas.js";
import { defineContract, defineEvent, type NotificationKind } from "../../../core/modules/contract.js";
import { spacesErrors } from "./errors.js";

export { spacesErrors } from "./errors.js";

/**
 * The spaces module's public contract (issue 14 "Spaces"; spec §2 /spaces and /spaces/reservations, §3 Reservation:
 * room, capacity, participants, date, hours, startDate, endDate). Isomorphic: web code may import it.
 */

/** Rooms are booked by the half hour; desks by the day (spec §3 "hours" for rooms, "date" for desks). */
export const SLOT_MINUTES = 30;
/** How far ahead a reservation (or the last date of a weekly series) may be. */
export const MAX_DAYS_AHEAD = 366;
/** Check-in opens this many minutes before the start. */
export const CHECK_IN_OPENS_MINUTES = 15;
/** Weekly series: at most this many occurrences. */
export const MAX_WEEKS = 52;

export const SPACE_KINDS = ["room", "desk"] as const;
export type SpaceKind = (typeof SPACE_KINDS)[number];
export const RESERVATION_STATUSES = ["booked", "checkedIn", "released", "canceled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

const Id = Type.String({ minLength: 1, maxLength: 64 });
const Day = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
const Time = Type.String({ pattern: "^([01]\\d|2[0-3]):[0-5]\\d$|^24:00$" });
const Level = Type.Union([Type.Literal("admin"), Type.Literal("revisor"), Type.Literal("requester")]);
const Name = Type.String({ minLength: 1, maxLength: 80 });
const Status = Type.Union([
  Type.Literal("booked"),
  Type.Literal("checkedIn"),
  Type.Literal("released"),
  Type.Literal("canceled"),
]);

const SpaceFields = {
  officeId: Id,
  kind: Type.Union([Type.Literal("room"), Type.Literal("desk")]),
  name: Name,
  capacity: Type.Integer({ minimum: 1, maximum: 500 }),
  floor: Type.String({ maxLength: 40 }),
  amenities: Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 }),
  /** Local time of the office's company, `HH:mm`, on the hour or half hour. */
  openFrom: Time,
  openTo: Time,
  /** Weekdays it can be booked, 0 = Sunday. */
  openDays: Type.Array(Type.Integer({ minimum: 0, maximum: 6 }), { minItems: 1, maxItems: 7 }),
  /** Who may book: levels (empty: every level) and departments (empty: every department). */
  allowedLevels: Type.Array(Level, { maxItems: 3 }),
  allowedDepartmentIds: Type.Array(Id, { maxItems: 100 }),
  /** Minutes after the start a booking waits for a check-in before it is released; 0: no check-in asked. */
  checkInGraceMinutes: Type.Integer({ minimum: 0, maximum: 120 }),
  active: Type.Boolean(),
};

export const SpaceInput = Type.Object(
  {
    officeId: SpaceFields.officeId,
    kind: SpaceFields.kind,
    name: SpaceFields.name,
    capacity: SpaceFields.capacity,
    floor: Type.Optional(SpaceFields.floor),
    amenities: Type.Optional(SpaceFields.amenities),
    openFrom: Type.Optional(SpaceFields.openFrom),
    openTo: Type.Optional(SpaceFields.openTo),
    openDays: Type.Optional(SpaceFields.openDays),
    allowedLevels: Type.Optional(SpaceFields.allowedLevels),
    allowedDepartmentIds: Type.Optional(SpaceFields.allowedDepartmentIds),
    checkInGraceMinutes: Type.Optional(SpaceFields.checkInGraceMinutes),
  },
  { additionalProperties: false },
);
export type SpaceInput = Static<typeof SpaceInput>;

export const SpacePatch = Type.Object(
  {
    name: Type.Optional(SpaceFields.name),
    capacity: Type.Optional(SpaceFields.capacity),
    floor: Type.Optional(SpaceFields.floor),
    amenities: Type.Optional(SpaceFields.amenities),
    openFrom: Type.Optional(SpaceFields.openFrom),
    openTo: Type.Optional(SpaceFields.openTo),
    openDays: Type.Optional(SpaceFields.openDays),
    allowedLevels: Type.Optional(SpaceFields.allowedLevels),
    allowedDepartmentIds: Type.Optional(SpaceFields.allowedDepartmentIds),
    checkInGraceMinutes: Type.Optional(SpaceFields.checkInGraceMinutes),
    active: Type.Optional(SpaceFields.active),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SpacePatch = Static<typeof SpacePatch>;

export const Space = Type.Object({
  id: Type.String(),
  ...SpaceFields,
  officeName: Type.String(),
  /** A signed link to the photo (200x200 variant) and the original, when there is one. */
  photo: Type.Optional(Type.Object({ thumb: Type.String(), src: Type.String() })),
  /** Whether the caller may book it (levels and departments). */
  bookable: Type.Boolean(),
});
export type Space = Static<typeof Space>;
export const SpaceList = listOf(Space);
export type SpaceList = Static<typeof SpaceList>;
export const SpaceListQuery = Type.Object(
  { officeId: Type.Optional(Id), kind: Type.Optional(SpaceFields.kind) },
  { additionalProperties: false },
);

export const Office = Type.Object({
  id: Type.String(),
  name: Type.String(),
  rooms: Type.Integer(),
  desks: Type.Integer(),
});
export const OfficeList = Type.Object({ items: Type.Array(Office) });
export type OfficeList = Static<typeof OfficeList>;

export const PeopleQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
);
export const PeopleList = Type.Object({
  items: Type.Array(Type.Object({ userId: Type.String(), name: Type.String() })),
});
export type PeopleList = Static<typeof PeopleList>;

export const ReservationInput = Type.Object(
  {
    spaceId: Id,
    /** spec §3 Reservation "date": the (first) day, in the company's time zone. */
    date: Day,
    /** spec §3 "hours": `HH:mm` local start and end for rooms; desks are booked for the day and ignore them. */
    startTime: Type.Optional(Time),
    endTime: Type.Optional(Time),
    title: Type.Optional(Type.String({ maxLength: 120 })),
    /** spec §3 "participants": user ids of people of the company (the organizer is always one). */
    participants: Type.Optional(Type.Array(Id, { maxItems: 200 })),
    /** A weekly series: this many occurrences in all, the first on `date` (1 = just that day). */
    weeks: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_WEEKS })),
  },
  { additionalProperties: false },
);
export type ReservationInput = Static<typeof ReservationInput>;

const Person = Type.Object({ userId: Type.String(), name: Type.String() });

export const Reservation = Type.Object({
  id: Type.String(),
  spaceId: Type.String(),
  kind: SpaceFields.kind,
  officeId: Type.String(),
  officeName: Type.String(),
  /** spec §3 "room": the space's name; "capacity": its capacity when booked. */
  room: Type.String(),
  capacity: Type.Integer(),
  title: Type.String(),
  organizer: Person,
  participants: Type.Array(Person),
  /** spec §3 "date" (local day) and "hours" (`09:00-10:00` local; a desk's day is its bookable hours). */
  date: Day,
  hours: Type.String(),
  /** spec §3 "startDate" / "endDate": the UTC instants. */
  startDate: Type.String({ format: "date-time" }),
  endDate: Type.String({ format: "date-time" }),
  status: Status,
  seriesId: Type.Optional(Type.String()),
  checkInRequired: Type.Boolean(),
  checkedInAt: Type.Optional(Type.String({ format: "date-time" })),
  releasedAt: Type.Optional(Type.String({ format: "date-time" })),
  canceledAt: Type.Optional(Type.String({ format: "date-time" })),
});
export type Reservation = Static<typeof Reservation>;

export const ReservationBatch = Type.Object({ items: Type.Array(Reservation) });
export type ReservationBatch = Static<typeof ReservationBatch>;

export const MyReservationsQuery = Type.Object(
  {
    /** upcoming: not ended yet, soonest first; past: ended, newest first. */
    when: Type.Optional(Type.Union([Type.Literal("upcoming"), Type.Literal("past")])),
    ...pageQuery(),
  },
  { additionalProperties: false },
);
export const ReservationList = listOf(Reservation);
export type ReservationList = Static<typeof ReservationList>;

export const CancelQuery = Type.Object({ series: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

export const DayQuery = Type.Object({ officeId: Id, date: Day }, { additionalProperties: false });
const DayBooking = Type.Object({
  id: Type.String(),
  title: Type.String(),
  organizerName: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  status: Status,
  mine: Type.Boolean(),
});
export const DayView = Type.Object({
  officeId: Type.String(),
  officeName: Type.String(),
  date: Day,
  rooms: Type.Array(Type.Object({ space: Space, bookings: Type.Array(DayBooking) })),
  desks: Type.Array(Type.Object({ space: Space, booking: Type.Optional(DayBooking) })),
});
export type DayView = Static<typeof DayView>;
export type DayBooking = Static<typeof DayBooking>;

export const OccupancyQuery = Type.Object(
  { officeId: Type.Optional(Id), from: Day, to: Day },
  { additionalProperties: false },
);
export const Occupancy = Type.Object({
  from: Day,
  to: Day,
  items: Type.Array(
    Type.Object({
      spaceId: Type.String(),
      name: Type.String(),
      kind: SpaceFields.kind,
      officeName: Type.String(),
      bookableHours: Type.Number(),
      bookedHours: Type.Number(),
      /** bookedHours / bookableHours, 0-100, one decimal. */
      percent: Type.Number(),
      reservations: Type.Integer(),
      noShows: Type.Integer(),
      canceled: Type.Integer(),
    }),
  ),
});
export type Occupancy = Static<typeof Occupancy>;

export const permissions = {
  read: "spaces.space.read",
  manage: "spaces.space.manage",
  book: "spaces.reservation.create",
  occupancy: "spaces.occupancy.read",
} as const;

export const events = {
  reserved: defineEvent<{ reservationIds: string[]; spaceId: string; seriesId?: string }>("spaces.reservation.created"),
  canceled: defineEvent<{ reservationIds: string[]; spaceId: string }>("spaces.reservation.canceled"),
  checkedIn: defineEvent<{ reservationId: string; spaceId: string }>("spaces.reservation.checked-in"),
  released: defineEvent<{ reservationId: string; spaceId: string }>("spaces.reservation.released"),
  spaceSaved: defineEvent<{ spaceId: string }>("spaces.space.saved"),
};

/** The notifications the module sends (issue 12): the /notifications-config page lists them. */
export const spacesNotifications = {
  "spaces.reservation.invited": {
    label: localized(
      "I was added to a room or desk reservation",
      "Fui incluído em uma reserva de sala ou mesa",
      "Me incluyeron en una reserva de sala o escritorio",
    ),
  },
  "spaces.reservation.canceled": {
    label: localized(
      "A reservation I take part in was canceled",
      "Uma reserva da qual participo foi cancelada",
      "Se canceló una reserva en la que participo",
    ),
  },
  "spaces.reservation.released": {
    label: localized(
      "My reservation was released for lack of check-in",
      "Minha reserva foi liberada por falta de check-in",
      "Mi reserva se liberó por falta de check-in",
    ),
  },
} as const satisfies Record<string, NotificationKind>;

export const spacesContract = defineContract({
  id: "spaces",
  permissions: {
    [permissions.read]: ["admin", "revisor", "requester"],
    [permissions.manage]: ["admin"],
    [permissions.book]: ["admin", "revisor", "requester"],
    [permissions.occupancy]: ["admin"],
  },
  errors: spacesErrors,
  events,
  notifications: spacesNotifications,
});
