import { defineModule } from "../../../core/modules/define-module.js";
import { exampleContract } from "../contract/index.js";
import { NoteModel } from "./notes.model.js";
import { notesRoutes } from "./notes.routes.js";
import { createNotesService } from "./notes.service.js";

/**
 * The example module (modules/README.md): a tenant's notes. It shows every
 * part of a module and is what the module-system tests run; it is not in
 * the product's registry.
 */
export const exampleModule = defineModule({
  id: "example",
  contract: exampleContract,
  models: [NoteModel],
  setup({ events }) {
    const notes = createNotesService({ events });
    return {
      routes: notesRoutes(notes),
      jobs: [
        {
          name: "example.count-notes",
          scope: "tenant",
          every: "1 day",
          async handler(ctx) {
            ctx.log.info({ notes: await notes.count(ctx) }, "example notes counted");
          },
        },
      ],
    };
  },
});
