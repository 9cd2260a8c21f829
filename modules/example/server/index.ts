import { defineModule } from "../../../core/modules/define-module.js";
import { events } from "../contract/index.js";
import { exampleModuleInfo } from "./module-info.js";
import { NoteModel } from "./notes.model.js";
import { notesRoutes } from "./notes.routes.js";
import { notesService } from "./notes.service.js";

/**
 * The example module (modules/README.md): a tenant's notes. It shows every
 * part of a module and is what the module-system tests run; it is not in
 * the product's registry.
 */
export const exampleModule = defineModule({
  ...exampleModuleInfo,
  permissions: { ...exampleModuleInfo.permissions },
  models: [NoteModel],
  routes: notesRoutes,
  events: [events.created],
  jobs: [
    {
      name: "example.count-notes",
      scope: "tenant",
      every: "1 day",
      async handler(ctx) {
        ctx.log.info({ notes: await notesService.count(ctx) }, "example notes counted");
      },
    },
  ],
});
