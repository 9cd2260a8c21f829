import { defineModule, provide } from "../../../core/modules/define-module.js";
import { formsContract, formsForms } from "../contract/index.js";
import { ChallengeModel, FormModel, ResponseModel, UploadModel } from "./forms/forms.model.js";
import { formsPublicRoutes, formsRoutes } from "./forms/forms.routes.js";
import { seedForms } from "./forms/forms.seed.js";
import { createFormsService, formsForOtherModules } from "./forms/forms.service.js";

/**
 * The forms module (modules/forms/README.md): custom forms admins build, a public page anyone with the link fills
 * (rate-limited, with a bot check), responses listed and exported; provides `forms.forms` to other modules.
 */
export const formsModule = defineModule({
  id: "forms",
  contract: formsContract,
  models: [FormModel, ResponseModel, UploadModel, ChallengeModel],
  setup({ events, files, tenants }) {
    const forms = createFormsService({ events, files, tenants });
    return {
      routes: formsRoutes(forms),
      globalRoutes: formsPublicRoutes(forms),
      jobs: [
        {
          name: "forms.expire-challenges",
          scope: "tenant",
          every: "1 day",
          handler: (ctx) => forms.expireChallenges(ctx),
        },
      ],
      provides: [provide(formsForms, formsForOtherModules(forms))],
      seed: (ctx) => seedForms(ctx, { forms }),
    };
  },
});
