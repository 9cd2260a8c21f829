import type { UpdateQuery } from "mongoose";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleTenants } from "../../../../core/modules/define-module.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { PEOPLE_SETTINGS_FIELDS, type PeopleSettingsDoc, PeopleSettingsModel } from "./settings.model.js";

/** A company's people settings as stored (no `_id` or timestamps the callers need). */
export type PeopleSettings = PeopleSettingsDoc;

const isDuplicateKey = (err: unknown): boolean => (err as { code?: unknown } | null)?.code === 11000;

/**
 * The company's people settings (`people_settings`, one document per company): the company edit's extras, the logo
 * and photo, and the custom field definitions and values. The document is made the first time it is missing, from
 * what an older version kept on the kernel's company document (`kit.tenants.formerFields`): an upsert with
 * `$setOnInsert`, so instances making it at once agree (the unique index lets one insert; the others read it) and a
 * company stored before the move answers exactly as it did.
 */
export function createPeopleSettings(options: { tenants: Pick<ModuleTenants, "formerFields" | "summary"> }) {
  const store = (ctx: ServiceContext) => scoped(ctx, PeopleSettingsModel);

  async function carryOver(ctx: ServiceContext): Promise<PeopleSettings> {
    const former = await options.tenants.formerFields(ctx.companyId);
    const $setOnInsert: Record<string, unknown> = {};
    for (const field of PEOPLE_SETTINGS_FIELDS) if (former[field] !== undefined) $setOnInsert[field] = former[field];
    try {
      const made = await store(ctx).findOneAndUpdate({}, { $setOnInsert }, { upsert: true });
      if (made) return made as PeopleSettings;
    } catch (err) {
      // another instance made it between our read and our upsert
      if (!isDuplicateKey(err)) throw err;
    }
    const found = await store(ctx).findOne({});
    if (!found) throw new AppError("NOT_FOUND");
    return found as PeopleSettings;
  }

  return {
    /** The company's settings (made from the company document's former fields the first time). */
    async get(ctx: ServiceContext): Promise<PeopleSettings> {
      const found = (await store(ctx).findOne({})) as PeopleSettings | null;
      if (found) return found;
      // a read writes only to carry former fields over; a company with none has no settings yet (nothing stored)
      const former = await options.tenants.formerFields(ctx.companyId);
      if (!PEOPLE_SETTINGS_FIELDS.some((field) => former[field] !== undefined)) return {};
      return carryOver(ctx);
    },

    /**
     * One update of the company's settings (`$set`/`$unset` of its fields), answering the document after it, or before
     * it with `{ before: true }` (to delete files the update let go of). The document is made first when missing.
     */
    async update(
      ctx: ServiceContext,
      update: UpdateQuery<PeopleSettingsDoc>,
      answer: { before?: boolean } = {},
    ): Promise<PeopleSettings> {
      const apply = () => store(ctx).findOneAndUpdate({}, update, { new: !answer.before });
      let done = await apply();
      if (!done) {
        await carryOver(ctx);
        done = await apply();
      }
      if (!done) throw new AppError("NOT_FOUND");
      return done as PeopleSettings;
    },

    /**
     * One update applied only when the settings document matches `filter` (a revision read before), answering the
     * document after it, or null when it no longer matches. The document is made first when missing.
     */
    async updateIf(
      ctx: ServiceContext,
      filter: Record<string, unknown>,
      update: UpdateQuery<PeopleSettingsDoc>,
    ): Promise<PeopleSettings | null> {
      if (!(await store(ctx).findOne({}))) await carryOver(ctx);
      return (await store(ctx).findOneAndUpdate(filter, update, { new: true })) as PeopleSettings | null;
    },

    /** The company's country (dates of custom fields are typed in its format): the gate's summary, else the kernel's. */
    async countryId(ctx: ServiceContext): Promise<string> {
      if (ctx.tenant?.countryId) return ctx.tenant.countryId;
      const tenant = await options.tenants.summary(ctx.companyId);
      if (!tenant) throw new AppError("NOT_FOUND");
      return tenant.countryId;
    },
  };
}

export type PeopleSettingsService = ReturnType<typeof createPeopleSettings>;
