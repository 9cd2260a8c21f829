import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/**
 * A worker's record as payroll and analytics read it (`people.records`): pay, the dates and types of admission and
 * termination, and the dictionary fields (spec §3) for aggregate dashboards. Private: only modules that enforce their
 * own field access on it (payroll shows pay to admins only; analytics shows aggregates over groups of 6 or more).
 */
export interface PersonRecord {
  workerId: string;
  userId: string;
  name: string;
  email: string;
  status: "active" | "terminated";
  referenceWorkerId: string | null;
  departmentId?: string;
  officeId?: string;
  roleId?: string;
  contractType?: string;
  /** Admission day (YYYY-MM-DD). */
  startDateAtCompany?: string;
  /** Termination: last day worked and its type (involuntary, voluntary, others). */
  terminate?: { lastDayWork: string; type: string };
  salary?: number;
  variablePay?: number;
  /** Day of the last salary increase (YYYY-MM-DD). */
  lastIncrease?: string;
  birthdate?: string;
  gender?: string;
  race?: string;
  disability?: string;
  sexualOrientation?: string;
  educationLevel?: string;
}

export interface CompensationInput {
  salary: number;
  variablePay?: number;
  /** The day the change takes effect (becomes `lastIncrease` when the salary goes up). */
  effectiveDay: string;
}

/** What people provides to payroll and analytics. Every call reads the context's company only. */
export interface PeopleRecords {
  /**
   * Every live worker of the company, active and terminated, in one projected read, kept while no worker of the
   * company changes on any instance (core/tenancy/read-cache.ts): the list and its records are frozen, shared by
   * every caller.
   */
  all(ctx: ServiceContext): Promise<readonly PersonRecord[]>;
  /** One worker's record by worker id (null when unknown in this company). */
  byId(ctx: ServiceContext, workerId: string): Promise<PersonRecord | null>;
  /**
   * Writes a worker's pay (salary, variable pay; `lastIncrease` when the salary rises). The caller (payroll) keeps the
   * justification; answers the record before and after, or null when the worker is unknown.
   */
  setCompensation(
    ctx: ServiceContext,
    workerId: string,
    input: CompensationInput,
  ): Promise<{ before: PersonRecord; after: PersonRecord } | null>;
}

/** `needs: { records: peopleRecords }`. */
export const peopleRecords = defineService<PeopleRecords>("people.records");
