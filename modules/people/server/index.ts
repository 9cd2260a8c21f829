import type { FastifyPluginAsync } from "fastify";
import { defineModule } from "../../../core/modules/define-module.js";
import { workerEvents } from "../contract/workers.js";
import { seedPeople } from "./seed.js";
import { structurePermissionLevels } from "./structure/module-info.js";
import { structureModels } from "./structure/structure.models.js";
import { structureRoutes } from "./structure/structure.routes.js";
import { workersPermissionLevels } from "./workers/module-info.js";
import { WorkerModel } from "./workers/workers.model.js";
import { createWorkersRoutes } from "./workers/workers.routes.js";

export interface PeopleModuleOptions {
  /** The product's public address (APP_URL): welcome mails link to its first-access page. */
  publicUrl: string;
}

/**
 * The people module (modules/people/README.md): the company's structure
 * (departments, offices, roles, general roles, company edit) and its workers.
 * A factory, because the welcome mail's links are built on the configured
 * public address, never on a request's Host header.
 */
export function createPeopleModule(options: PeopleModuleOptions) {
  const workersRoutes = createWorkersRoutes({ publicUrl: options.publicUrl });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(structureRoutes);
    await app.register(workersRoutes);
  };
  return defineModule({
    id: "people",
    permissions: Object.fromEntries(
      Object.entries({ ...structurePermissionLevels, ...workersPermissionLevels }).map(([id, levels]) => [
        id,
        [...levels],
      ]),
    ),
    models: [...structureModels, WorkerModel],
    routes,
    events: Object.values(workerEvents),
    seed: seedPeople,
  });
}
