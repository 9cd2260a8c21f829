import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { auditService } from "../../core/audit/audit.service.js";
import { actorFor, authOf, requireFounder } from "../../core/auth/guards.js";
import type { ServiceContext } from "../../core/context.js";
import { AppError } from "../../core/errors/app-error.js";
import { companyTopic } from "../../core/realtime/topics.js";
import type { CompanyFieldDefinitions, PeopleCompanyFields } from "../../modules/people/contract/company-fields.js";
import type { CustomField } from "../../modules/people/contract/custom-fields.js";
import { companyProfile } from "../tenants.service.js";
import { CompanyFieldsBody, CompanyFieldsSchema, type CompanyFields } from "./company-fields.schemas.js";
import { CUSTOMISATION_CHANGED_EVENT } from "./customisation.schemas.js";
import { FounderCompanyParams } from "./founder.schemas.js";

export interface CompanyFieldsRoutesOptions {
  /** The people module's service (core/app.ts finds it among the running modules), undefined without the module. */
  fields: PeopleCompanyFields | undefined;
  /** @default () => new Date() */
  now?: () => Date;
}

const LISTS = ["customFields", "workerExtraFields"] as const;
/** Audit details stay well under the audit log's 16 KiB. */
const AUDIT_DETAILS_BUDGET = 12_000;

/** A list as the audit log keeps it: each field's id, type, label and whether it is required (no options). */
function auditList(fields: readonly CustomField[], short: boolean) {
  return fields.map((f) => (short ? f.id : { id: f.id, type: f.type, label: f.label, required: f.required }));
}

/**
 * The founder's view and edit of a company's custom fields (`customFields`, of the company profile) and extra fields
 * (`workerExtraFields`, of every worker profile), issue 18. The lists, their rules and errors are the people module's:
 * this asks its provided service (`peopleCompanyFields`). A change is recorded in the company's audit log as the other
 * customisation changes (`tenants.customization.changed`, `details` = `{ list: { from, to } }`) and announced on the
 * company's realtime topic, so its open sessions read the company again. Nothing is kept per process: every instance
 * reads people's settings document on the next request.
 */
export const companyFieldsRoutes: FastifyPluginAsync<CompanyFieldsRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());
  const contextOf = (request: Parameters<typeof authOf>[0], companyId: string): ServiceContext => ({
    companyId,
    actor: actorFor(authOf(request), companyId),
    now,
    log: request.log,
  });
  const dto = (definitions: CompanyFieldDefinitions): CompanyFields => ({ available: true, ...definitions });

  app.get(
    "/api/founder/companies/:companyId/fields",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "getCompanyFields",
        tags: ["founder"],
        summary: "A company's custom fields and worker extra fields (founder only)",
        description:
          "Founder only (404 to anyone else). The company profile's custom fields and the extra fields of every worker profile, as the people module keeps them, with the `revision` an edit must name. Without the people module `available` is false and the lists are empty. An unknown or removed company is 404.",
        params: FounderCompanyParams,
        response: { 200: CompanyFieldsSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      await companyProfile(companyId); // NOT_FOUND for a company that is not there
      if (!options.fields) return { available: false, customFields: [], workerExtraFields: [], revision: 0 };
      return dto(await options.fields.get(contextOf(request, companyId)));
    },
  );

  app.put(
    "/api/founder/companies/:companyId/fields",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "updateCompanyFields",
        tags: ["founder"],
        summary:
          "Replaces a company's custom fields or worker extra fields, audited and applied at once (founder only)",
        description:
          "Founder only (404 to anyone else). Each list sent replaces the whole list, in display order (a field sent with its `id` keeps its stored values); a list left out stays. Checked by the people module's rules before one write conditional on `revision`: duplicate labels are 400 `PEOPLE_FIELD_DUPLICATE`, a select without options `PEOPLE_FIELD_OPTIONS_REQUIRED` (the field named as `customFields.<n>.label`), a change made meanwhile by the founder or an admin 409 `PEOPLE_FIELDS_CHANGED_MEANWHILE`; without the people module 409 `TENANT_PEOPLE_NOT_RUNNING`. Recorded in the company's audit log (`tenants.customization.changed`) and announced to its open sessions.",
        params: FounderCompanyParams,
        body: CompanyFieldsBody,
        response: { 200: CompanyFieldsSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      await companyProfile(companyId);
      if (!options.fields) throw new AppError("TENANT_PEOPLE_NOT_RUNNING");
      const ctx = contextOf(request, companyId);
      const { before, after } = await options.fields.replace(ctx, request.body);
      const changed = LISTS.filter((list) => JSON.stringify(before[list]) !== JSON.stringify(after[list]));
      if (changed.length === 0) return dto(after);
      const detailsOf = (short: boolean) =>
        Object.fromEntries(
          changed.map((list) => [list, { from: auditList(before[list], short), to: auditList(after[list], short) }]),
        );
      const full = detailsOf(false);
      await auditService.record(ctx, {
        action: "tenants.customization.changed",
        target: { type: "company", id: companyId },
        details: JSON.stringify(full).length <= AUDIT_DETAILS_BUDGET ? full : detailsOf(true),
      });
      // the company's open sessions read what they know of it again (web/src/app/tenant-live.ts)
      if (app.hasDecorator("realtime"))
        app.realtime.publish(companyTopic(companyId), CUSTOMISATION_CHANGED_EVENT, { fields: changed });
      return dto(after);
    },
  );
};
