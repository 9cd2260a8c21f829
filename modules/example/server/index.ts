import { defineModule, on, provide } from "../../../core/modules/define-module.js";
import { events, exampleContract, exampleNotes } from "../contract/index.js";
import { NoteModel } from "./notes/notes.model.js";
import { notesRoutes } from "./notes/notes.routes.js";
import { seedNotes } from "./notes/notes.seed.js";
import { createNotesService, notesForOtherModules } from "./notes/notes.service.js";

/** The example module (modules/example/README.md): a company's notes, with what every module has. */
export const exampleModule = defineModule({
  id: "example",
  contract: exampleContract,
  models: [NoteModel],
  // read what the module uses from the kit here, once at boot: a piece the app lacks fails boot naming it
  setup({ events: bus, audit, flags }) {
    const notes = createNotesService({ events: bus, flags });
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
      subscribers: [
        // the audit trail listens to the event rather than the route: a note created by a job, the seed or another
        // module is recorded too
        on(events.created, async (ctx, payload) => {
          await audit.record(ctx, {
            action: events.created.name,
            target: { type: "example.note", id: payload.noteId },
            details: { title: payload.title },
          });
        }),
      ],
      provides: [provide(exampleNotes, notesForOtherModules(notes))],
      seed: (ctx) => seedNotes(ctx, { notes }),
    };
  },
});
