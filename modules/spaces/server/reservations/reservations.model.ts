import { defineTenantModel } from "../../../../core/tenancy/tenant-model.js";
import type { ReservationStatus, SpaceKind } from "../../contract/index.js";

export interface ReservationDoc {
  spaceId: string;
  officeId: string;
  kind: SpaceKind;
  /** The space's name and capacity when it was booked (spec §3 "room", "capacity"). */
  room: string;
  capacity: number;
  title: string;
  organizerId: string;
  /** User ids, the organizer included (spec §3 "participants"). */
  participants: string[];
  /** Local day and hours (spec §3 "date", "hours"). */
  date: string;
  startTime: string;
  endTime: string;
  /** UTC instants (spec §3 "startDate", "endDate"). */
  start: Date;
  end: Date;
  status: ReservationStatus;
  seriesId: string | null;
  checkInGraceMinutes: number;
  checkedInAt: Date | null;
  releasedAt: Date | null;
  canceledAt: Date | null;
}

export const ReservationModel = defineTenantModel<ReservationDoc>(
  "SpacesReservation",
  {
    spaceId: { type: String, required: true },
    officeId: { type: String, required: true },
    kind: { type: String, required: true },
    room: { type: String, required: true },
    capacity: { type: Number, required: true },
    title: { type: String, default: "" },
    organizerId: { type: String, required: true },
    participants: { type: [String], default: [] },
    date: { type: String, required: true },
    startTime: { type: String, required: true },
    endTime: { type: String, required: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    status: { type: String, required: true, default: "booked" },
    seriesId: { type: String, default: null },
    checkInGraceMinutes: { type: Number, default: 0 },
    checkedInAt: { type: Date, default: null },
    releasedAt: { type: Date, default: null },
    canceledAt: { type: Date, default: null },
  },
  {
    collection: "spaces_reservations",
    indexes: [
      // the day view and occupancy: an office's (or a space's) reservations by time
      { fields: { officeId: 1, start: 1 } },
      { fields: { spaceId: 1, start: 1 } },
      // my reservations
      { fields: { participants: 1, end: 1 } },
      // the no-show job: booked reservations that ask for a check-in, by start
      { fields: { status: 1, start: 1 } },
      { fields: { seriesId: 1, start: 1 } },
    ],
  },
);

export interface SlotClaimDoc {
  spaceId: string;
  /** A room's half hour (`2030-01-15T12:30Z`, UTC start) or a desk's day (`day:2030-01-15`). */
  slot: string;
  reservationId: string;
}

/**
 * One live claim per space and slot: the unique index is what makes "never double booked" hold across any number of
 * app instances (issue 14). A reservation inserts its claims before it is written; a refusal, a cancellation or a
 * release soft-removes them, which frees the slot (the index only counts live claims).
 */
export const SlotClaimModel = defineTenantModel<SlotClaimDoc>(
  "SpacesSlotClaim",
  {
    spaceId: { type: String, required: true },
    slot: { type: String, required: true },
    reservationId: { type: String, required: true },
  },
  {
    collection: "spaces_slot_claims",
    indexes: [
      { fields: { spaceId: 1, slot: 1 }, options: { unique: true, partialFilterExpression: { deletedAt: null } } },
      { fields: { reservationId: 1 } },
    ],
  },
);
