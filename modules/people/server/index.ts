import type { FastifyPluginAsync } from "fastify";
import { defineJob } from "../../../core/jobs/types.js";
import type { JobsService } from "../../../core/jobs/jobs.service.js";
import { defineModule, type GlobalRoutesOptions } from "../../../core/modules/define-module.js";
import type { EventBus } from "../../../core/modules/events.js";
import type { Mailer } from "../../../core/mail/types.js";
import { peopleEvents } from "../contract/permissions.js";
import { workerEvents } from "../contract/workers.js";
import { customFieldsRoutes } from "./custom-fields/custom-fields.routes.js";
import { extrasPermissionLevels } from "./extras-permissions.js";
import { imagesRoutes } from "./images/images.routes.js";
import { orgChartRoutes } from "./org-chart/org-chart.routes.js";
import { createLookupsRoutes } from "./postal-codes/lookups.routes.js";
import { seedPeople } from "./seed.js";
import { structurePermissionLevels } from "./structure/module-info.js";
import { structureModels } from "./structure/structure.models.js";
import { structureRoutes } from "./structure/structure.routes.js";
import { TerminationSurveyModel } from "./termination-survey/termination-survey.model.js";
import { createSurveyPublicRoutes, createSurveyTenantRoutes } from "./termination-survey/termination-survey.routes.js";
import { createTerminationSurveyService } from "./termination-survey/termination-survey.service.js";
import { workersPermissionLevels } from "./workers/module-info.js";
import { createOwnProfileRoutes } from "./workers/own-profile.routes.js";
import { createOwnProfileService } from "./workers/own-profile.service.js";
import { WorkerModel } from "./workers/workers.model.js";
import { workerFilesRoutes } from "./worker-files/worker-files.routes.js";
import { WorkerImportModel, WorkerImportRowModel } from "./worker-import/worker-import.model.js";
import { createWorkerImportRoutes } from "./worker-import/worker-import.routes.js";
import { createWorkerImportService } from "./worker-import/worker-import.service.js";
import { createWorkersRoutes } from "./workers/workers.routes.js";
import { createWorkersService } from "./workers/workers.service.js";

export interface PeopleModuleOptions {
  /** The product's public address (APP_URL): welcome and survey mails link to its pages. */
  publicUrl: string;
  /**
   * The Brazilian postal-code service (`POSTAL_CODE_URL`; see postal-codes.service.ts).
   * @default "https://viacep.com.br/ws/{zipcode}/json/"
   */
  postalCodeUrl?: string;
  /**
   * How long a postal-code lookup may take.
   * @default 4000
   */
  postalCodeTimeoutMs?: number;
}

/**
 * The people module (modules/people/README.md): the company's structure
 * (departments, offices, roles, general roles, company edit), its workers, and
 * their extras (pictures, postal codes, dictionaries, custom fields, exit
 * survey, org chart and reports, import). A factory, because mails link to the
 * configured public address, never to a request's Host header.
 */
export function createPeopleModule(options: PeopleModuleOptions) {
  // App services the module's subscribers and jobs need; set when the routes are registered at boot, before any
  // request, event or job can reach them.
  const app: { mailer?: Mailer; events?: EventBus; jobs?: JobsService } = {};
  const mailer = (): Mailer => app.mailer ?? unready("mailer");
  const events = (): EventBus => app.events ?? unready("events");
  const jobs = (): JobsService => app.jobs ?? unready("jobs");

  // the import creates workers in the background, one job run per import (resumable: see worker-import.service.ts)
  const workersService = createWorkersService({ mailer, publicUrl: options.publicUrl });
  const importJob = defineJob<ImportJobData>({
    name: "people.import-workers",
    scope: "tenant",
    concurrency: 2,
    async handler(ctx, data) {
      if (typeof data.importId === "string") await imports.run(ctx, data.importId);
    },
  });
  const imports = createWorkerImportService({
    workers: () => workersService,
    events,
    enqueue: async (ctx, importId) => {
      await jobs().now(ctx, importJob, { importId });
    },
  });

  const surveys = createTerminationSurveyService({ mailer, events, publicUrl: options.publicUrl });
  const workersRoutes = createWorkersRoutes({ publicUrl: options.publicUrl });
  const ownProfile = createOwnProfileService({ workers: () => workersService });
  const ownProfileRoutes = createOwnProfileRoutes(() => ownProfile);
  const lookupsRoutes = createLookupsRoutes({
    postalCodes: { url: options.postalCodeUrl, timeoutMs: options.postalCodeTimeoutMs },
  });
  const surveyTenantRoutes = createSurveyTenantRoutes(() => surveys);
  const surveyPublicRoutes = createSurveyPublicRoutes(() => surveys);
  const importRoutes = createWorkerImportRoutes(() => imports);

  const routes: FastifyPluginAsync = async (instance) => {
    app.mailer = instance.mailer;
    app.events = instance.events;
    app.jobs = instance.jobs;
    await instance.register(structureRoutes);
    await instance.register(workersRoutes);
    await instance.register(ownProfileRoutes);
    await instance.register(imagesRoutes);
    await instance.register(lookupsRoutes);
    await instance.register(customFieldsRoutes);
    await instance.register(surveyTenantRoutes);
    await instance.register(orgChartRoutes);
    await instance.register(importRoutes);
    await instance.register(workerFilesRoutes);
  };
  const globalRoutes: FastifyPluginAsync<GlobalRoutesOptions> = async (instance, routeOptions) => {
    app.mailer ??= instance.mailer;
    app.events ??= instance.events;
    await instance.register(surveyPublicRoutes, { prefix: "", now: routeOptions.now });
  };

  return defineModule({
    id: "people",
    permissions: Object.fromEntries(
      Object.entries({ ...structurePermissionLevels, ...workersPermissionLevels, ...extrasPermissionLevels }).map(
        ([id, levels]) => [id, [...levels]],
      ),
    ),
    models: [...structureModels, WorkerModel, TerminationSurveyModel, WorkerImportModel, WorkerImportRowModel],
    jobs: [importJob],
    routes,
    globalRoutes,
    events: [...Object.values(workerEvents), ...Object.values(peopleEvents)],
    subscribers: {
      // spec §2 /termination-survey: a terminated worker is mailed the exit survey (a failure is logged by the bus and
      // never undoes the termination)
      [workerEvents.terminated]: async (ctx, payload) => surveys.invite(ctx, String(payload.workerId)),
    },
    seed: seedPeople,
  });
}

type ImportJobData = { importId?: unknown };

function unready(what: string): never {
  throw new Error(`people: the app's ${what} is not known yet (the module's routes were not registered)`);
}
