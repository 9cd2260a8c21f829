import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { OnboardingSettings } from "../../contract/index.js";
import { OnboardingSettingsModel } from "./settings.model.js";

export const DEFAULT_SETTINGS: OnboardingSettings = {
  workersDocument: [],
  allowContracts: false,
  contractFields: [],
  contractTemplates: [],
  templateWelcome: "",
};

function duplicate(ids: string[]): number {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    if (seen.has(id)) return i;
    seen.add(id);
  }
  return -1;
}

/** The company's onboarding settings (one document per company, created on first write). */
export function createSettingsService() {
  return {
    async get(ctx: ServiceContext): Promise<OnboardingSettings> {
      const doc = await scoped(ctx, OnboardingSettingsModel).findOne({});
      if (!doc) return structuredClone(DEFAULT_SETTINGS);
      return {
        workersDocument: doc.workersDocument.map(({ id, name, category }) => ({ id, name, category })),
        allowContracts: doc.allowContracts,
        contractFields: [...doc.contractFields],
        contractTemplates: doc.contractTemplates.map(({ id, title, body }) => ({ id, title, body })),
        templateWelcome: doc.templateWelcome,
      };
    },

    /** Replaces the settings; every rule checked before the one write. */
    async put(ctx: ServiceContext, input: OnboardingSettings): Promise<OnboardingSettings> {
      const requirements = input.workersDocument.map((r) => ({ ...r, name: r.name.trim() }));
      const blank = requirements.findIndex((r) => !r.name);
      if (blank >= 0) throw new AppError("VALIDATION_REQUIRED", { field: `workersDocument.${blank}.name` });
      const dupReq = duplicate(requirements.map((r) => r.id));
      if (dupReq >= 0) throw new AppError("VALIDATION_INVALID", { field: `workersDocument.${dupReq}.id` });
      const templates = input.contractTemplates.map((t) => ({ ...t, title: t.title.trim(), body: t.body.trim() }));
      const blankT = templates.findIndex((t) => !t.title || !t.body);
      if (blankT >= 0) {
        const field = templates[blankT]!.title ? "body" : "title";
        throw new AppError("VALIDATION_REQUIRED", { field: `contractTemplates.${blankT}.${field}` });
      }
      const dupT = duplicate(templates.map((t) => t.id));
      if (dupT >= 0) throw new AppError("VALIDATION_INVALID", { field: `contractTemplates.${dupT}.id` });
      const next: OnboardingSettings = {
        workersDocument: requirements,
        allowContracts: input.allowContracts,
        contractFields: [...new Set(input.contractFields)],
        contractTemplates: templates,
        templateWelcome: input.templateWelcome.trim(),
      };
      await scoped(ctx, OnboardingSettingsModel).updateOne({}, { $set: next }, { upsert: true });
      return next;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
