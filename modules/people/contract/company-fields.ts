import type { ServiceContext } from "../../../core/context.js";
import { defineService } from "../../../core/modules/contract.js";
import type { CustomField, CustomFieldInput } from "./custom-fields.js";

/** A company's two lists of field definitions (contract/custom-fields.ts) and the revision the next edit must name. */
export interface CompanyFieldDefinitions {
  /** Fields of the company profile itself. */
  customFields: CustomField[];
  /** Extra fields of every worker profile. */
  workerExtraFields: CustomField[];
  /**
   * Moves on every change of either list (the company admins' own edits too): an edit names the revision it read, and
   * one made meanwhile refuses it (`PEOPLE_FIELDS_CHANGED_MEANWHILE`).
   */
  revision: number;
}

/** An edit of either list or both (a list left out stays as it is), on the revision it read. */
export interface CompanyFieldsEdit {
  revision: number;
  customFields?: readonly CustomFieldInput[];
  workerExtraFields?: readonly CustomFieldInput[];
}

/**
 * What the people module provides to the kernel for the platform founder's console (issue 18, /platform-customization):
 * the company's custom and extra field definitions, which people keeps in its own settings. The rules (labels,
 * options, ids) and their errors are people's, the same as the company admins' own edit (`PUT /company/custom-fields`).
 * Every call reads and writes the context's company only.
 */
export interface PeopleCompanyFields {
  get(ctx: ServiceContext): Promise<CompanyFieldDefinitions>;
  /**
   * Checks every list sent, then writes them in one write conditional on `revision` (a change made meanwhile, by the
   * founder or an admin, is `PEOPLE_FIELDS_CHANGED_MEANWHILE`, 409). Answers the lists before and after (equal when
   * nothing changed: then nothing is written).
   */
  replace(
    ctx: ServiceContext,
    edit: CompanyFieldsEdit,
  ): Promise<{ before: CompanyFieldDefinitions; after: CompanyFieldDefinitions }>;
}

/** The company's field definitions for the founder console: `providedService(app.modules, peopleCompanyFields)`. */
export const peopleCompanyFields = defineService<PeopleCompanyFields>("people.company-fields");
