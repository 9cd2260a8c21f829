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

/** Realistic records for the OpenAPI examples (the Lisbon office of a design studio). */
const companyExampleId = "6760a0009b1e4a0012aa0001";
const officeExampleId = "6760b0009b1e4a0012ab0001";
const roomExample = {
  id: "6763a0009b1e4a0012ad0001",
  officeId: officeExampleId,
  kind: "room",
  name: "Tagus",
  capacity: 8,
  floor: "2",
  amenities: ["TV screen", "Whiteboard", "Video conferencing"],
  openFrom: "08:00",
  openTo: "19:00",
  openDays: [1, 2, 3, 4, 5],
  allowedLevels: [],
  allowedDepartmentIds: [],
  checkInGraceMinutes: 15,
  active: true,
  officeName: "Lisbon",
  photo: {
    thumb: `/api/companies/${companyExampleId}/spaces/spaces/6763a0009b1e4a0012ad0001/photo?size=200x200&v=3f9a1c7e`,
    src: `/api/companies/${companyExampleId}/spaces/spaces/6763a0009b1e4a0012ad0001/photo?size=original&v=3f9a1c7e`,
  },
  bookable: true,
};
const deskExample = {
  id: "6763a0009b1e4a0012ad0002",
  officeId: officeExampleId,
  kind: "desk",
  name: "Desk 2.14",
  capacity: 1,
  floor: "2",
  amenities: ["Dual monitor"],
  openFrom: "08:00",
  openTo: "19:00",
  openDays: [1, 2, 3, 4, 5],
  allowedLevels: [],
  allowedDepartmentIds: ["6760c0009b1e4a0012ac0003"],
  checkInGraceMinutes: 0,
  active: true,
  officeName: "Lisbon",
  bookable: true,
};
const organizerExample = { userId: "6761b1009b1e4a0012ab1001", name: "Inês Carvalho" };
const reservationExample = {
  id: "6763b0009b1e4a0012ae0001",
  spaceId: roomExample.id,
  kind: "room",
  officeId: officeExampleId,
  officeName: "Lisbon",
  room: "Tagus",
  capacity: 8,
  title: "Design review",
  organizer: organizerExample,
  participants: [organizerExample, { userId: "6761b1009b1e4a0012ab1002", name: "Tiago Moreira" }],
  date: "2026-12-03",
  hours: "10:00-11:30",
  startDate: "2026-12-03T10:00:00.000Z",
  endDate: "2026-12-03T11:30:00.000Z",
  status: "booked",
  seriesId: "6763b0009b1e4a0012ae0f01",
  checkInRequired: true,
};

export const Space = Type.Object(
  {
    id: Type.String(),
    ...SpaceFields,
    officeName: Type.String(),
    /** A signed link to the photo (200x200 variant) and the original, when there is one. */
    photo: Type.Optional(Type.Object({ thumb: Type.String(), src: Type.String() })),
    /** Whether the caller may book it (levels and departments). */
    bookable: Type.Boolean(),
  },
  { examples: [roomExample] },
);
export type Space = Static<typeof Space>;
export const SpaceList = listOf<typeof Space, Record<never, never>>(Space, undefined, {
  examples: [{ items: [roomExample, deskExample], total: 2 }],
});
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
export const OfficeList = Type.Object(
  { items: Type.Array(Office) },
  {
    examples: [
      {
        items: [
          { id: officeExampleId, name: "Lisbon", rooms: 4, desks: 36 },
          { id: "6760b0009b1e4a0012ab0002", name: "Porto", rooms: 2, desks: 18 },
        ],
      },
    ],
  },
);
export type OfficeList = Static<typeof OfficeList>;

export const PeopleQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 80 }) },
  { additionalProperties: false },
);
export const PeopleList = Type.Object(
  { items: Type.Array(Type.Object({ userId: Type.String(), name: Type.String() })) },
  {
    examples: [
      {
        items: [
          { userId: "6761b1009b1e4a0012ab1002", name: "Tiago Moreira" },
          { userId: "6761b1009b1e4a0012ab1007", name: "Tiago Santos" },
        ],
      },
    ],
  },
);
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

export const Reservation = Type.Object(
  {
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
  },
  { examples: [reservationExample] },
);
export type Reservation = Static<typeof Reservation>;

export const ReservationBatch = Type.Object(
  { items: Type.Array(Reservation) },
  {
    examples: [
      {
        items: [
          reservationExample,
          {
            ...reservationExample,
            id: "6763b0009b1e4a0012ae0002",
            date: "2026-12-10",
            startDate: "2026-12-10T10:00:00.000Z",
            endDate: "2026-12-10T11:30:00.000Z",
          },
        ],
      },
    ],
  },
);
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
export const DayView = Type.Object(
  {
    officeId: Type.String(),
    officeName: Type.String(),
    date: Day,
    rooms: Type.Array(Type.Object({ space: Space, bookings: Type.Array(DayBooking) })),
    desks: Type.Array(Type.Object({ space: Space, booking: Type.Optional(DayBooking) })),
  },
  {
    examples: [
      {
        officeId: officeExampleId,
        officeName: "Lisbon",
        date: "2026-12-03",
        rooms: [
          {
            space: roomExample,
            bookings: [
              {
                id: reservationExample.id,
                title: "Design review",
                organizerName: "Inês Carvalho",
                startTime: "10:00",
                endTime: "11:30",
                status: "booked",
                mine: true,
              },
            ],
          },
        ],
        desks: [
          {
            space: deskExample,
            booking: {
              id: "6763b0009b1e4a0012ae0031",
              title: "",
              organizerName: "Tiago Moreira",
              startTime: "08:00",
              endTime: "19:00",
              status: "checkedIn",
              mine: false,
            },
          },
        ],
      },
    ],
  },
);
export type DayView = Static<typeof DayView>;
export type DayBooking = Static<typeof DayBooking>;

export const OccupancyQuery = Type.Object(
  { officeId: Type.Optional(Id), from: Day, to: Day },
  { additionalProperties: false },
);
export const Occupancy = Type.Object(
  {
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
  },
  {
    examples: [
      {
        from: "2026-11-01",
        to: "2026-11-30",
        items: [
          {
            spaceId: roomExample.id,
            name: "Tagus",
            kind: "room",
            officeName: "Lisbon",
            bookableHours: 231,
            bookedHours: 97.5,
            percent: 42.2,
            reservations: 61,
            noShows: 4,
            canceled: 7,
          },
          {
            spaceId: deskExample.id,
            name: "Desk 2.14",
            kind: "desk",
            officeName: "Lisbon",
            bookableHours: 231,
            bookedHours: 176,
            percent: 76.2,
            reservations: 16,
            noShows: 0,
            canceled: 1,
          },
        ],
      },
    ],
  },
);
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
