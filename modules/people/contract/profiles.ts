import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";
import type { Relation } from "./field-access.js";
import type { Address } from "./workers.js";

/**
 * A worker's record as the onboarding module reads it (issue 15): the profile facts a new hire completes, the data a
 * contract is filled with, and the person's language for mails. Only the fields listed here; the caller is the
 * platform (subscribers, jobs) or a route that already applied {@link PeopleProfiles.relation}.
 */
export interface ProfileRecord {
  workerId: string;
  userId: string;
  email: string;
  name: string;
  lastName?: string;
  /** The person's saved language (en when unknown). */
  locale: "en" | "pt-BR" | "es";
  birthdate?: string;
  phone?: string;
  nationality?: string;
  address?: Address;
  startDateAtCompany?: string;
  contractType?: string;
  salary?: number;
  status: string;
}

/**
 * Worker records and field access for other modules (onboarding's documents area). Every call reads the context's
 * company only; another company's worker id is `null` like an unknown one.
 */
export interface PeopleProfiles {
  /** The worker's record, or null when the company has no such worker. */
  record(ctx: ServiceContext, workerId: string): Promise<ProfileRecord | null>;
  /**
   * The caller's relation to the worker as people's field-access table sees it (contract/field-access.ts): admin,
   * self, manager (the worker is in the caller's supervisor chain) or colleague; null for an unknown worker.
   */
  relation(ctx: ServiceContext, workerId: string): Promise<Relation | null>;
  /** The signed-in person's own live worker id, or null (no worker profile, or not a person). */
  ownWorkerId(ctx: ServiceContext): Promise<string | null>;
}

/** The people records service: `needs: { records: peopleProfiles }`. */
export const peopleProfiles = defineService<PeopleProfiles>("people.profiles");
