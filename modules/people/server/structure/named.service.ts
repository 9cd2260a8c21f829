import type { Model } from "mongoose";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { listPage } from "../../../../core/lists/list-page.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { TenantFields } from "../../../../core/tenancy/tenant-model.js";
import type { StructureListQuery } from "../../contract/structure.js";

/** A stored record of a structure collection: a tenant document with a unique live `name`. */
export type NamedDoc<T> = T & TenantFields & { _id: unknown; name: string };

/** What a structure collection's service offers; every method takes `ctx` first. */
export interface NamedService<Input, Patch, Dto> {
  list(ctx: ServiceContext, query: StructureListQuery): Promise<{ items: Dto[]; total: number }>;
  get(ctx: ServiceContext, id: string): Promise<Dto>;
  create(ctx: ServiceContext, input: Input): Promise<Dto>;
  update(ctx: ServiceContext, id: string, patch: Patch): Promise<Dto>;
  remove(ctx: ServiceContext, id: string): Promise<void>;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function isDuplicateKey(err: unknown): boolean {
  return typeof err === "object" && err !== null && (err as { code?: unknown }).code === 11000;
}

/** Splits a patch into `$set` and `$unset` (a `null` clears an optional field); `undefined` keys are left alone. */
function toUpdate(patch: Record<string, unknown>): { $set: Record<string, unknown>; $unset: Record<string, 1> } {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null || value === "") $unset[key] = 1;
    else $set[key] = typeof value === "string" ? value.trim() : value;
  }
  return { $set, $unset };
}

/**
 * The service of one structure collection (departments, offices, roles, general roles): list with name search
 * and paging sorted by name, get, create, partial update and soft removal, all through `scoped(ctx, model)`.
 * A name used by another live record of the company answers PEOPLE_NAME_TAKEN (409).
 */
export function namedService<T extends { name: string }, Input extends { name: string }, Patch extends object, Dto>(
  model: Model<T & TenantFields>,
  toDto: (doc: NamedDoc<T>) => Dto,
): NamedService<Input, Patch, Dto> {
  const collection = (ctx: ServiceContext) => scoped(ctx, model);

  async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: string): Promise<void> {
    const filter: Record<string, unknown> = { name };
    if (exceptId) filter._id = { $ne: exceptId };
    if (await collection(ctx).findOne(filter)) throw new AppError("PEOPLE_NAME_TAKEN", { field: "name" });
  }

  async function found(ctx: ServiceContext, id: string): Promise<NamedDoc<T>> {
    const doc = await collection(ctx).findById(id);
    if (!doc) throw new AppError("NOT_FOUND");
    return doc as unknown as NamedDoc<T>;
  }

  return {
    async list(ctx, { q, limit, skip }) {
      const search = q?.trim();
      const filter = search ? { name: { $regex: escapeRegExp(search), $options: "i" } } : {};
      return listPage(ctx, model, {
        filter,
        sort: { name: 1, _id: 1 },
        page: { limit, skip },
        toItem: (record) => toDto(record as unknown as NamedDoc<T>),
      });
    },

    async get(ctx, id) {
      return toDto(await found(ctx, id));
    },

    async create(ctx, input) {
      const data = { ...input, name: input.name.trim() };
      if (!data.name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      await assertNameFree(ctx, data.name);
      try {
        const doc = await collection(ctx).create(data as unknown as Partial<T & TenantFields>);
        return toDto(doc as unknown as NamedDoc<T>);
      } catch (err) {
        // two creations racing past the check: the unique index decides
        if (isDuplicateKey(err)) throw new AppError("PEOPLE_NAME_TAKEN", { field: "name", cause: err });
        throw err;
      }
    },

    async update(ctx, id, patch) {
      await found(ctx, id);
      const { $set, $unset } = toUpdate(patch as Record<string, unknown>);
      if ("name" in $unset) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      if (typeof $set.name === "string") await assertNameFree(ctx, $set.name, id);
      const update: Record<string, unknown> = {};
      if (Object.keys($set).length > 0) update.$set = $set;
      if (Object.keys($unset).length > 0) update.$unset = $unset;
      if (Object.keys(update).length === 0) return toDto(await found(ctx, id));
      try {
        const doc = await collection(ctx).findOneAndUpdate({ _id: id }, update);
        if (!doc) throw new AppError("NOT_FOUND");
        return toDto(doc as unknown as NamedDoc<T>);
      } catch (err) {
        if (isDuplicateKey(err)) throw new AppError("PEOPLE_NAME_TAKEN", { field: "name", cause: err });
        throw err;
      }
    },

    async remove(ctx, id) {
      await found(ctx, id);
      await collection(ctx).softDelete({ _id: id });
    },
  };
}
