import type { ServiceContext } from "../../core/context.js";
import { auditService } from "../../core/audit/audit.service.js";
import { AppError } from "../../core/errors/app-error.js";
import { isReadableBrandColor } from "../brand-colors.js";
import { CompanyModel, flagListOf, flagMapOf, type CompanyRecord } from "../company.model.js";
import { toCompanyObjectId } from "../tenants.service.js";
import { logoPath } from "./branding-logo.js";
import type { LocalizedText } from "../../core/i18n/localized-text.js";
import type { Customisation, CustomisationPatch } from "./customisation.schemas.js";

export interface CustomisationServiceOptions {
  /** The modules the founder may switch off: those the app runs, less the core's always-on ones. */
  switchableModules(): readonly string[];
  /** Tells the company's open sessions that its customisation changed (the realtime channel; core/app.ts wires it). */
  announce(companyId: string, fields: readonly string[]): void;
  /** The feature flags the running modules declare (core/app.ts reads them off the modules). */
  flags(): ReadonlyArray<{ id: string; module: string; default: boolean; description: LocalizedText }>;
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
  | "featureFlags"
  | "defaultLocale"
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
  featureFlags: 1,
  defaultLocale: 1,
  updatedAt: 1,
} as const;

/** The stored value behind each field of the patch (dot paths on the company document). */
const PATHS: Record<Exclude<keyof CustomisationPatch, "resetFlags">, string> = {
  name: "name",
  primaryColor: "branding.primaryColor",
  disabledModules: "modules.disabled",
  workerDisabledFields: "workerDisabledFields",
  pack: "pack",
  notAllowChangePack: "notAllowChangePack",
  notAllowChangePlan: "notAllowChangePlan",
  flags: "featureFlags",
  defaultLocale: "defaultLocale",
};

const sorted = (list: readonly string[]) => [...list].sort();
/** An object with its keys in order (so two flag maps compare alike); anything else as it is. */
const sortedKeys = (value: unknown): unknown =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
    : value;

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
      flags: options
        .flags()
        .map((flag) => {
          const value = flagMapOf(row.featureFlags)[flag.id];
          const set = typeof value === "boolean";
          return {
            id: flag.id,
            module: flag.module,
            description: { ...flag.description },
            default: flag.default,
            on: set ? value : flag.default,
            set,
          };
        })
        .sort((a, b) => a.id.localeCompare(b.id)),
      logoUrl: logoPath(String(row._id), row.branding?.logoFileId),
      defaultLocale: row.defaultLocale ?? null,
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
     * Applies a partial edit. A blank name is `VALIDATION_REQUIRED` (names are trimmed). A colour no text can read on (neither white nor near-black reaches 4.5:1) is
     * `TENANT_BRAND_COLOR_UNREADABLE`; a module the app does not run, or one of the core's, `TENANT_MODULE_UNKNOWN`.
     * Two founders editing at once: the second write is refused with `TENANT_CUSTOMISATION_CHANGED_MEANWHILE`.
     */
    async update(ctx: ServiceContext, companyId: string, patch: CustomisationPatch): Promise<Customisation> {
      const before = await read(companyId);
      if (patch.name !== undefined && !patch.name.trim()) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
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
      let flags: Record<string, boolean> | undefined;
      if (patch.flags || patch.resetFlags) {
        const known = new Set(options.flags().map((flag) => flag.id));
        for (const [field, ids] of [
          ["flags", Object.keys(patch.flags ?? {})],
          ["resetFlags", patch.resetFlags ?? []],
        ] as const) {
          const unknown = ids.find((id) => !known.has(id));
          if (unknown !== undefined) throw new AppError("TENANT_FLAG_UNKNOWN", { field, params: { flag: unknown } });
        }
        // only the flags the founder set are stored: the others follow their module's default
        flags = flagMapOf(before.featureFlags);
        for (const id of patch.resetFlags ?? []) delete flags[id];
        Object.assign(flags, patch.flags);
      }
      const current = toDto(before);
      const { resetFlags: _reset, ...fields } = patch;
      type Field = Exclude<keyof CustomisationPatch, "resetFlags">;
      const next: Partial<Record<Field, unknown>> = {
        ...fields,
        ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
        ...(patch.primaryColor ? { primaryColor: patch.primaryColor.toLowerCase() } : {}),
        ...(patch.disabledModules ? { disabledModules: sorted(patch.disabledModules) } : {}),
        ...(patch.workerDisabledFields ? { workerDisabledFields: sorted(patch.workerDisabledFields) } : {}),
        ...(flags ? { flags } : {}),
      };
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      const $set: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(next) as Array<[Field, unknown]>) {
        if (value === undefined) continue;
        const from = key === "flags" ? flagMapOf(before.featureFlags) : current[key];
        if (JSON.stringify(sortedKeys(from)) === JSON.stringify(sortedKeys(value))) continue;
        if (key === "flags") {
          // as lists: flag ids hold dots, which stored field names must not
          const to = flagListOf(value as Record<string, boolean>);
          changes[key] = { from: flagListOf(from as Record<string, boolean>), to };
          $set[PATHS[key]] = to;
          continue;
        }
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
