import type { ServiceContext } from "../../../core/context.js";
import { defineJob } from "../../../core/jobs/types.js";
import { defineModule, on, provide } from "../../../core/modules/define-module.js";
import { peopleAdmissions } from "../contract/admissions.js";
import { peopleCompanyFields } from "../contract/company-fields.js";
import { peopleDirectory } from "../contract/directory.js";
import { peopleEventRefs } from "../contract/events.js";
import { hiddenWorkerFields } from "../contract/field-access.js";
import { peopleRecords } from "../contract/records.js";
import { peopleSurveyAnswers } from "../contract/survey-answers.js";
import { peopleProfiles } from "../contract/profiles.js";
import { peopleContract } from "../contract/people.contract.js";
import { createCustomFieldsRoutes } from "./custom-fields/custom-fields.routes.js";
import { createCustomFieldsService } from "./custom-fields/custom-fields.service.js";
import { createPeopleDirectory } from "./directory/directory.service.js";
import { createHomeRoutes } from "./home/home.routes.js";
import { SetupChecklistModel } from "./home/home.model.js";
import { createHomeService } from "./home/home.service.js";
import { createImagesRoutes } from "./images/images.routes.js";
import { peopleMails } from "./mails.js";
import { orgChartRoutes } from "./org-chart/org-chart.routes.js";
import { createOrgChartWidgetRoutes } from "./org-chart/org-chart-widget.routes.js";
import { createLookupsRoutes } from "./postal-codes/lookups.routes.js";
import { createPeopleRecords } from "./records/records.service.js";
import { createPeopleProfiles } from "./profiles/profiles.service.js";
import { seedPeople } from "./seed.js";
import { PeopleSettingsModel } from "./settings/settings.model.js";
import { createPeopleSettings } from "./settings/settings.service.js";
import { createCompanyService } from "./structure/company.service.js";
import { structureModels } from "./structure/structure.models.js";
import { createStructureRoutes } from "./structure/structure.routes.js";
import { TerminationSurveyModel } from "./termination-survey/termination-survey.model.js";
import { createPeopleSurveyAnswers } from "./termination-survey/survey-answers.service.js";
import { createSurveyPublicRoutes, createSurveyTenantRoutes } from "./termination-survey/termination-survey.routes.js";
import { createTerminationSurveyService } from "./termination-survey/termination-survey.service.js";
import { createPeopleAdmissions } from "./workers/admissions.service.js";
import { createOwnProfileRoutes } from "./workers/own-profile.routes.js";
import { createOwnProfileService } from "./workers/own-profile.service.js";
import { WorkerModel } from "./workers/workers.model.js";
import { createWorkerFilesRoutes } from "./worker-files/worker-files.routes.js";
import { WorkerImportModel, WorkerImportRowModel } from "./worker-import/worker-import.model.js";
import { createWorkerImportRoutes } from "./worker-import/worker-import.routes.js";
import { createWorkerImportService } from "./worker-import/worker-import.service.js";
import { createWorkersRoutes } from "./workers/workers.routes.js";
import { createWorkersService } from "./workers/workers.service.js";

type ImportJobData = { importId?: unknown };

/**
 * The people module (modules/people/README.md): the company's structure (departments, offices, roles, general roles,
 * company edit), its workers, and their extras (pictures, postal codes, dictionaries, custom fields, exit survey, org
 * chart and reports, import). It provides the people directory (contract/directory.ts) to other modules.
 */
export const peopleModule = defineModule({
  id: "people",
  contract: peopleContract,
  models: [
    ...structureModels,
    PeopleSettingsModel,
    WorkerModel,
    TerminationSurveyModel,
    WorkerImportModel,
    WorkerImportRowModel,
    SetupChecklistModel,
  ],
  mails: peopleMails,
  setup({ mailer, events, jobs, config, tenants }) {
    // mails link to the configured public address (APP_URL), never to a request's Host header
    const publicUrl = config.appUrl;
    // the company's people settings, in the module's own collection (the kernel keeps name, country and zone)
    const settings = createPeopleSettings({ tenants });
    const customFields = createCustomFieldsService({ settings });
    // the worker fields the platform's founder switched off for the company (issue 18), read from the company record
    // on every use, so a change is in force at once on every instance
    const hiddenFields = async (ctx: ServiceContext) => hiddenWorkerFields((await tenants.workerFields(ctx)).disabled);
    const company = createCompanyService({ settings, tenants, hiddenFields });
    const workers = createWorkersService({
      mailer,
      events,
      publicUrl,
      customFields,
      admitPeople: tenants.admitPeople,
      hiddenFields,
    });
    // the import creates workers in the background, one job run per import (resumable: worker-import.service.ts)
    const importJob = defineJob<ImportJobData>({
      name: "people.import-workers",
      scope: "tenant",
      concurrency: 2,
      async handler(ctx, data) {
        if (typeof data.importId === "string") await imports.run(ctx, data.importId);
      },
    });
    const imports = createWorkerImportService({
      workers,
      customFields,
      hiddenFields,
      enqueue: async (ctx, importId) => {
        await jobs.now(ctx, importJob, { importId });
      },
    });
    const surveys = createTerminationSurveyService({ mailer, events, publicUrl });
    const ownProfile = createOwnProfileService({ workers });
    return {
      routes: async (app) => {
        await app.register(createStructureRoutes(company));
        await app.register(createWorkersRoutes(workers));
        await app.register(createOwnProfileRoutes(ownProfile));
        await app.register(createHomeRoutes(createHomeService()));
        await app.register(createImagesRoutes({ settings }));
        await app.register(
          createLookupsRoutes({
            postalCodes: { url: config.postalCodeUrl, timeoutMs: config.postalCodeTimeoutMs },
          }),
        );
        await app.register(createCustomFieldsRoutes(customFields));
        await app.register(createSurveyTenantRoutes(surveys));
        await app.register(orgChartRoutes);
        await app.register(createWorkerImportRoutes(imports));
        await app.register(createWorkerFilesRoutes({ settings, customFields }));
      },
      globalRoutes: async (app, options) => {
        await app.register(createSurveyPublicRoutes(surveys), { prefix: "", now: options.now });
        // the intranet's small org chart widget (issue 19): /api/widgets/people/...
        await app.register(createOrgChartWidgetRoutes({ tenants }), { prefix: "", now: options.now });
      },
      jobs: [importJob],
      subscribers: [
        // spec §2 /termination-survey: a terminated worker is mailed the exit survey (a failure is logged by the bus
        // and never undoes the termination)
        on(peopleEventRefs.workerTerminated, async (ctx, payload) => {
          await surveys.invite(ctx, payload.workerId);
        }),
      ],
      provides: [
        provide(peopleDirectory, createPeopleDirectory()),
        provide(peopleRecords, createPeopleRecords()),
        provide(peopleProfiles, createPeopleProfiles()),
        provide(peopleAdmissions, createPeopleAdmissions(workers)),
        provide(peopleSurveyAnswers, createPeopleSurveyAnswers()),
        // the founder console's view and edit of the company's field definitions (issue 18)
        provide(peopleCompanyFields, {
          get: (ctx) => customFields.definitions(ctx),
          replace: (ctx, edit) => customFields.replaceDefinitions(ctx, edit),
        }),
      ],
      seed: seedPeople,
      // the registration wizard's creator gets their own worker profile, so their profile pages work from the start
      onTenantCreated: async (ctx, { creator }) => {
        await workers.addCreator(ctx, creator);
      },
    };
  },
});
