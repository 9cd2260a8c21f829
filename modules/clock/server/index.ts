import { defineModule, on, provide } from "../../../core/modules/define-module.js";
import { events, clockContract, clockNotes } from "../contract/index.js";
import { NoteModel } from "./notes/notes.model.js";
import { notesRoutes } from "./notes/notes.routes.js";
import { seedNotes } from "./notes/notes.seed.js";
import { createNotesService, notesForOtherModules } from "./notes/notes.service.js";
// overtime, time bank and reports (issue 13, s13-overtime)
import { leaveAbsences } from "../../leave/contract/absences.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { overtimeModels } from "./overtime/models.js";
import { overtimePart } from "./overtime/overtime.part.js";
import { punchSource } from "./overtime/punch-source.js";

/** The clock module (modules/clock/README.md): a company's notes, with what every module has. */
export const clockModule = defineModule({
  id: "clock",
  contract: clockContract,
  models: [NoteModel, ...overtimeModels],
  needs: { people: peopleDirectory, leaves: leaveAbsences },
  // read what the module uses from the kit here, once at boot: a piece the app lacks fails boot naming it
  setup({ events: bus, audit, jobs, files, services: { people, leaves } }) {
    const notes = createNotesService({ events: bus });
    // overtime, time bank and reports (issue 13, s13-overtime)
    const overtime = overtimePart({ events: bus, audit, jobs, files }, { people, leaves, punches: punchSource });
    return {
      routes: async (app) => {
        await app.register(notesRoutes(notes));
        await app.register(overtime.routes);
      },
      jobs: [
        ...overtime.jobs,
        {
          name: "clock.count-notes",
          scope: "tenant",
          every: "1 day",
          async handler(ctx) {
            ctx.log.info({ notes: await notes.count(ctx) }, "clock notes counted");
          },
        },
      ],
      subscribers: [
        ...overtime.subscribers,
        // the audit trail listens to the event rather than the route: a note created by a job, the seed or another
        // module is recorded too
        on(events.created, async (ctx, payload) => {
          await audit.record(ctx, {
            action: events.created.name,
            target: { type: "clock.note", id: payload.noteId },
            details: { title: payload.title },
          });
        }),
      ],
      provides: [provide(clockNotes, notesForOtherModules(notes)), ...overtime.provides],
      seed: async (ctx) => {
        await seedNotes(ctx, { notes });
        await overtime.seed(ctx);
      },
    };
  },
});
