import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";
import type { ReservationStatus, SpaceKind } from "./index.js";

/** A reservation as other modules see it (integrations writes it into people's calendars): ids, place and times. */
export interface ReservationSummary {
  id: string;
  spaceId: string;
  kind: SpaceKind;
  /** The space's name when it was booked. */
  room: string;
  officeName: string;
  title: string;
  organizerId: string;
  /** User ids, the organizer included. */
  participants: string[];
  /** Local day (company time zone) and hours `HH:mm` (a desk's day: its bookable hours). */
  date: string;
  startTime: string;
  endTime: string;
  /** UTC instants, ISO strings. */
  startDate: string;
  endDate: string;
  status: ReservationStatus;
}

/**
 * What the spaces module provides to other modules (`needs` or `optionalNeeds: { reservations: spacesReservations }`).
 * Its events (`spaces.reservation.created`, `.canceled`, `.released`) carry ids only: a consumer reads them here.
 * Every call reads the context's company only.
 */
export interface SpacesReservations {
  /** Reservations by id, whatever their status (unknown ids left out). */
  byIds(ctx: ServiceContext, ids: readonly string[]): Promise<ReservationSummary[]>;
  /** A person's live reservations (booked or checked in; organized or invited) dated `from` to `to` (inclusive days). */
  forPerson(ctx: ServiceContext, query: { userId: string; from: string; to: string }): Promise<ReservationSummary[]>;
}

/** The reservations service: `optionalNeeds: { reservations: spacesReservations }`. */
export const spacesReservations = defineService<SpacesReservations>("spaces.reservations");
