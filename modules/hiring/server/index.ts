import { defineModule, on } from "../../../core/modules/define-module.js";
import { events as formsEvents, formsForms } from "../../forms/contract/index.js";
import { peopleAdmissions } from "../../people/contract/admissions.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { hiringContract } from "../contract/index.js";
import { createHiringService } from "./hiring.service.js";
import { CandidateModel, HiringSettingsModel, PositionModel } from "./models.js";
import { hiringRoutes } from "./routes.js";
import { seedHiring } from "./seed.js";

/**
 * The hiring module (modules/hiring/README.md): positions requested, approved by the hiring revisors, opened, hired
 * or closed; candidates through their stages, applying through a public form (forms module), hired as workers
 * through people's admissions.
 */
export const hiringModule = defineModule({
  id: "hiring",
  contract: hiringContract,
  models: [HiringSettingsModel, PositionModel, CandidateModel],
  needs: { forms: formsForms, admissions: peopleAdmissions, people: peopleDirectory },
  setup({ events, audit, notifications, files, services }) {
    const hiring = createHiringService({
      events,
      audit,
      notifications,
      files,
      forms: services.forms,
      admissions: services.admissions,
      people: services.people,
    });
    return {
      routes: hiringRoutes(hiring),
      subscribers: [
        // a response to a position's application form lands the applicant on the position
        on(formsEvents.responseSubmitted, (ctx, payload) => hiring.candidates.fromResponse(ctx, payload)),
      ],
      seed: (ctx, input) => seedHiring(ctx, { hiring, people: input.people }),
    };
  },
});
