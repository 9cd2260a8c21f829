import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";

/** A person being hired, as another module (hiring) hands them to people. */
export interface AdmissionInput {
  firstName: string;
  lastName?: string;
  email: string;
  /** The first day at the company (ISO YYYY-MM-DD). */
  startDate: string;
  departmentId?: string;
  officeId?: string;
  /** The job's role id (people's roles), when the position names one. */
  roleId?: string;
  /** Language of the account and of the welcome mail. */
  locale?: "en" | "pt-BR" | "es";
}

/**
 * What people provides to modules that bring people in (hiring): a new worker made exactly as people's own
 * `POST /workers` makes one: the sign-in account (a new address gets a user; an existing one joins the company), the
 * worker record, the welcome mail with the first-access link, and the `people.worker.created` event (onboarding
 * starts from it). Refusals are people's: `AUTH_EMAIL_EXISTS` for an address already a worker, `VALIDATION_*`.
 */
export interface PeopleAdmissions {
  admit(ctx: ServiceContext, input: AdmissionInput): Promise<{ workerId: string; userId: string }>;
}

/** The admissions service: `needs: { admissions: peopleAdmissions }`. */
export const peopleAdmissions = defineService<PeopleAdmissions>("people.admissions");
