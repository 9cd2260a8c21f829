import type { ServiceContext } from "../../core/context.js";
import { auditService } from "../../core/audit/audit.service.js";
import { AppError } from "../../core/errors/app-error.js";
import { isReadableBrandColor } from "../brand-colors.js";
import { CompanyModel, type CompanyRecord } from "../company.model.js";
import { toCompanyObjectId } from "../tenants.service.js";
import type { Customisation, CustomisationPatch } from "./customisation.schemas.js";

export interface CustomisationServiceOptions {
  /** The modules the founder may switch off: those the app runs, less the core's always-on ones. */
  switchableModules(): readonly string[];
  /** Tells the company's open sessions that its customisation changed (the realtime channel; core/app.ts wires it). */
  announce(companyId: string, fields: readonly string[]): void;
}

type Row = Pick<
  CompanyRecord,
  | "_id"
  | "name"
  | "pack"
  | "branding"
  | "modules"
  | "workerDisabledFields"
  | "notAllowChangePack"
  | "notAllowChangePlan"
  | "updatedAt"
>;

const FIELDS = {
  name: 1,
  pack: 1,
  branding: 1,
  modules: 1,
  workerDisabledFields: 1,
  notAllowChangePack: 1,
  notAllowChangePlan: 1,
  updatedAt: 1,
} as const;

/** The stored value behind each field of the patch (dot paths on the company document). */
const PATHS: Record<keyof CustomisationPatch, string> = {
  primaryColor: "branding.primaryColor",
  disabledModules: "modules.disabled",
  workerDisabledFields: "workerDisabledFields",
  pack: "pack",
  notAllowChangePack: "notAllowChangePack",
  notAllowChangePlan: "notAllowChangePlan",
};

const sorted = (list: readonly string[]) => [...list].sort();

/**
 * Per-tenant customisation by the founder (issue 18, /platform-customization; tenants/README.md): branding colour,
 * switched-off modules, unused worker fields, the culture package, and whether the company's admins may change
 * pack and plan. Every change is checked whole before one conditional write, recorded in the company's own audit
 * log (its admins read who changed what, from what), and announced to the company's open sessions; the write
 * bumps the `companies` cache version, so every instance's module gate follows at once.
 */
export function createCustomisationService(options: CustomisationServiceOptions) {
  function toDto(row: Row): Customisation {
    return {
      companyId: String(row._id),
      name: row.name,
      primaryColor: row.branding?.primaryColor ?? null,
      disabledModules: sorted(row.modules?.disabled ?? []),
      switchableModules: sorted(options.switchableModules()),
      workerDisabledFields: sorted(row.workerDisabledFields ?? []),
      pack: row.pack,
      notAllowChangePack: row.notAllowChangePack === true,
      notAllowChangePlan: row.notAllowChangePlan === true,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async function read(companyId: string): Promise<Row> {
    const _id = toCompanyObjectId(companyId);
    const row = _id ? await CompanyModel.findOne({ _id, deletedAt: null }, FIELDS).lean<Row>().exec() : null;
    if (!row) throw new AppError("NOT_FOUND");
    return row;
  }

  return {
    async get(companyId: string): Promise<Customisation> {
      return toDto(await read(companyId));
    },

    /**
     * Applies a partial edit. A colour no text can read on (neither white nor near-black reaches 4.5:1) is
     * `TENANT_BRAND_COLOR_UNREADABLE`; a module the app does not run, or one of the core's, `TENANT_MODULE_UNKNOWN`.
     * Two founders editing at once: the second write is refused with `TENANT_CUSTOMISATION_CHANGED_MEANWHILE`.
     */
    async update(ctx: ServiceContext, companyId: string, patch: CustomisationPatch): Promise<Customisation> {
      const before = await read(companyId);
      if (patch.primaryColor && !isReadableBrandColor(patch.primaryColor))
        throw new AppError("TENANT_BRAND_COLOR_UNREADABLE", {
          field: "primaryColor",
          params: { color: patch.primaryColor },
        });
      if (patch.disabledModules) {
        const known = new Set(options.switchableModules());
        const unknown = patch.disabledModules.find((id) => !known.has(id));
        if (unknown !== undefined)
          throw new AppError("TENANT_MODULE_UNKNOWN", { field: "disabledModules", params: { module: unknown } });
      }
      const current = toDto(before);
      const next: Partial<Record<keyof CustomisationPatch, unknown>> = {
        ...patch,
        ...(patch.primaryColor ? { primaryColor: patch.primaryColor.toLowerCase() } : {}),
        ...(patch.disabledModules ? { disabledModules: sorted(patch.disabledModules) } : {}),
        ...(patch.workerDisabledFields ? { workerDisabledFields: sorted(patch.workerDisabledFields) } : {}),
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const $set: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(next) as Array<[keyof CustomisationPatch, unknown]>) {
        if (value === undefined) continue;
        const from = current[key];
        if (JSON.stringify(from) === JSON.stringify(value)) continue;
        changes[key] = { from, to: value };
        $set[PATHS[key]] = value;
      }
      if (Object.keys($set).length === 0) return current;
      // conditional on what was read, so the audit's "from" is what the write replaced
      const after = await CompanyModel.findOneAndUpdate(
        { _id: before._id, deletedAt: null, updatedAt: before.updatedAt },
        { $set },
        { returnDocument: "after", projection: FIELDS, runValidators: true },
      )
        .lean<Row>()
        .exec();
      if (!after) throw new AppError("TENANT_CUSTOMISATION_CHANGED_MEANWHILE");
      await auditService.record(ctx, {
        action: "tenants.customization.changed",
        target: { type: "company", id: companyId },
        details: changes,
      });
      options.announce(companyId, Object.keys(changes));
      return toDto(after);
    },
  };
}

export type CustomisationService = ReturnType<typeof createCustomisationService>;
