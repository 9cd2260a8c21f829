import { defineJob } from "../../../core/jobs/types.js";
import { defineModule, on } from "../../../core/modules/define-module.js";
import { peopleDirectory } from "../../people/contract/directory.js";
import { peopleEventRefs } from "../../people/contract/events.js";
import { peopleProfiles } from "../../people/contract/profiles.js";
import { onboardingContract } from "../contract/index.js";
import { ContractModel } from "./contracts/contracts.model.js";
import { createContractsService } from "./contracts/contracts.service.js";
import { WorkerDocumentModel } from "./documents/documents.model.js";
import { onboardingMails } from "./mails.js";
import { OnboardingModel } from "./onboarding/onboarding.model.js";
import { createOnboardingService } from "./onboarding/onboarding.service.js";
import { onboardingRoutes } from "./routes.js";
import { seedOnboarding } from "./seed.js";
import { OnboardingSettingsModel } from "./settings/settings.model.js";
import { createSettingsService } from "./settings/settings.service.js";
import { ZipModel } from "./zips/zips.model.js";
import { createZipsService, type ZipJobData } from "./zips/zips.service.js";

/**
 * The onboarding module (modules/onboarding/README.md): a new hire's checklist (profile, required documents, contract
 * terms), the stages moved by those facts, the admin's reviews, contract signing with evidence, the documents area
 * and zips. Documents and contracts live in this module (no separate `documents` module).
 */
export const onboardingModule = defineModule({
  id: "onboarding",
  contract: onboardingContract,
  models: [OnboardingSettingsModel, OnboardingModel, WorkerDocumentModel, ContractModel, ZipModel],
  needs: { records: peopleProfiles, people: peopleDirectory },
  mails: onboardingMails,
  setup({ events: bus, audit, mailer, files, jobs, config, services }) {
    const settings = createSettingsService();
    const onboarding = createOnboardingService({
      records: services.records,
      settings,
      files,
      mailer,
      events: bus,
      audit,
      publicUrl: config.appUrl,
    });
    const contracts = createContractsService({
      records: services.records,
      settings,
      onboarding,
      files,
      events: bus,
      audit,
    });
    const zipJob = defineJob<ZipJobData>({
      name: "onboarding.build-zip",
      scope: "tenant",
      concurrency: 1,
      async handler(ctx, data) {
        if (typeof data.zipId === "string") await zips.run(ctx, data.zipId);
      },
    });
    const zips = createZipsService({ files, jobs, job: () => zipJob });
    return {
      routes: onboardingRoutes({ files, settings, onboarding, contracts, zips }),
      jobs: [
        zipJob,
        {
          // a profile completed in people moves the stage: people emits no update event, so open checklists are
          // recomputed here (and whenever the person or the admin opens them)
          name: "onboarding.reconcile",
          scope: "tenant",
          every: "15 minutes",
          async handler(ctx) {
            const moved = await onboarding.reconcile(ctx);
            if (moved > 0) ctx.log.info({ moved }, "onboarding stages moved");
          },
        },
      ],
      subscribers: [
        // a worker created by a person (an admin's form, hiring, an API key) starts onboarding; the platform's own
        // creations (the company creator's profile at sign-up, imports and seeds of existing staff) do not
        on(peopleEventRefs.workerCreated, async (ctx, payload) => {
          if (ctx.actor.kind === "system") return;
          await onboarding.start(ctx, payload.workerId);
        }),
        on(peopleEventRefs.workerRemoved, async (ctx, payload) => {
          if (await onboarding.mustBeLive(ctx, payload.workerId).catch(() => null))
            await onboarding.remove(ctx, payload.workerId);
        }),
      ],
      seed: (ctx, input) => seedOnboarding(ctx, input, { settings, onboarding, contracts, directory: services.people }),
    };
  },
});
