import type { FastifyPluginAsync } from "fastify";
import { defineModule, type GlobalRoutesOptions } from "../../../core/modules/define-module.js";
import type { EventBus } from "../../../core/modules/events.js";
import type { Mailer } from "../../../core/mail/types.js";
import { peopleEvents } from "../contract/permissions.js";
import { workerEvents } from "../contract/workers.js";
import { customFieldsRoutes } from "./custom-fields/custom-fields.routes.js";
import { extrasPermissionLevels } from "./extras-permissions.js";
import { imagesRoutes } from "./images/images.routes.js";
import { createLookupsRoutes } from "./postal-codes/lookups.routes.js";
import { seedPeople } from "./seed.js";
import { structurePermissionLevels } from "./structure/module-info.js";
import { structureModels } from "./structure/structure.models.js";
import { structureRoutes } from "./structure/structure.routes.js";
import { TerminationSurveyModel } from "./termination-survey/termination-survey.model.js";
import { createSurveyPublicRoutes, createSurveyTenantRoutes } from "./termination-survey/termination-survey.routes.js";
import { createTerminationSurveyService } from "./termination-survey/termination-survey.service.js";
import { workersPermissionLevels } from "./workers/module-info.js";
import { WorkerModel } from "./workers/workers.model.js";
import { createWorkersRoutes } from "./workers/workers.routes.js";

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
  const app: { mailer?: Mailer; events?: EventBus } = {};
  const mailer = (): Mailer => app.mailer ?? unready("mailer");
  const events = (): EventBus => app.events ?? unready("events");

  const surveys = createTerminationSurveyService({ mailer, events, publicUrl: options.publicUrl });
  const workersRoutes = createWorkersRoutes({ publicUrl: options.publicUrl });
  const lookupsRoutes = createLookupsRoutes({
    postalCodes: { url: options.postalCodeUrl, timeoutMs: options.postalCodeTimeoutMs },
  });
  const surveyTenantRoutes = createSurveyTenantRoutes(() => surveys);
  const surveyPublicRoutes = createSurveyPublicRoutes(() => surveys);

  const routes: FastifyPluginAsync = async (instance) => {
    app.mailer = instance.mailer;
    app.events = instance.events;
    await instance.register(structureRoutes);
    await instance.register(workersRoutes);
    await instance.register(imagesRoutes);
    await instance.register(lookupsRoutes);
    await instance.register(customFieldsRoutes);
    await instance.register(surveyTenantRoutes);
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
    models: [...structureModels, WorkerModel, TerminationSurveyModel],
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

function unready(what: string): never {
  throw new Error(`people: the app's ${what} is not known yet (the module's routes were not registered)`);
}
