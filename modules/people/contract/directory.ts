import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";
import type { ScheduleValue } from "./schedule.js";

/** Spec §3 "Schedule value": what a schedule works is people's rule (schedule.ts). */
export type DirectorySchedule = ScheduleValue;

/** A worker as other modules see them (people's `Worker`, spec §3): the facts they plan and count with. */
export interface DirectoryWorker {
  /** The worker's id. */
  id: string;
  userId: string;
  /** The worker's e-mail address (lowercase), e.g. to match rows of an imported spreadsheet. */
  email?: string;
  /** The display name (first and last name). */
  name: string;
  /** The supervisor's worker id. */
  referenceWorkerId: string | null;
  startDateAtCompany?: string;
  status: string;
  departmentId?: string;
  officeId?: string;
  /** The worker's role (spec §3 "Role"; the company's roles, not access levels). */
  roleId?: string;
  schedule?: DirectorySchedule;
}

/**
 * What the people module provides to other modules (leave, the vacation planner, clock, scheduling...): its workers,
 * their schedules and supervisors, offices and departments. Every call reads the context's company only.
 */
export interface PeopleDirectory {
  /** A worker by their user id (null: the person has no worker profile, e.g. a company's first admin). */
  byUserId(ctx: ServiceContext, userId: string): Promise<DirectoryWorker | null>;
  byId(ctx: ServiceContext, workerId: string): Promise<DirectoryWorker | null>;
  /** Active workers (one projected read for the whole company). */
  listActive(ctx: ServiceContext): Promise<DirectoryWorker[]>;
  /** How many active workers the company has: one count, no documents read (the founder console's people count). */
  activeCount(ctx: ServiceContext): Promise<number>;
  /** An active worker by user id, or null. */
  activeByUserId(ctx: ServiceContext, userId: string): Promise<DirectoryWorker | null>;
  /**
   * The user ids of the active workers of a team (the people a worker supervises), a department, an office or a role:
   * one indexed query, not the whole company.
   */
  members(
    ctx: ServiceContext,
    of: { supervisorId: string } | { departmentId: string } | { officeId: string } | { roleId: string },
  ): Promise<string[]>;
  /** The state/region written in an office's address (free text: "SP", "São Paulo"), for regional holidays. */
  officeState(ctx: ServiceContext, officeId: string): Promise<string | undefined>;
  /** Display names by user id (people without a worker profile go by their account's name). */
  names(ctx: ServiceContext, userIds: readonly string[]): Promise<Map<string, string>>;
  /** The company's live departments. */
  departments(ctx: ServiceContext): Promise<Array<{ id: string; name: string }>>;
  /** The company's live offices (spaces books rooms and desks per office; the clock's kiosks and geofences too). */
  offices(ctx: ServiceContext): Promise<Array<{ id: string; name: string }>>;
  /** The company's live roles (communication addresses news to them). */
  roles(ctx: ServiceContext): Promise<Array<{ id: string; name: string }>>;
  /**
   * The people registered at some time between `from` and `to` (inclusive `YYYY-MM-DD`), for the company's bill
   * (tenants/billing): registered from their start at the company (else the day their profile was created) to their
   * last day of work when terminated (else their removal), `to: null` while still registered.
   */
  registeredBetween(
    ctx: ServiceContext,
    period: { from: string; to: string },
  ): Promise<Array<{ workerId: string; name: string; from: string; to: string | null }>>;
}

/** The people directory service: `needs: { people: peopleDirectory }`. */
export const peopleDirectory = defineService<PeopleDirectory>("people.directory");
