import { randomUUID } from "node:crypto";
import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import type { FilesService } from "../../../../core/files/types.js";
import { variantKey } from "../../../../core/files/image-variants.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleDirectory } from "../../../people/contract/directory.js";
import {
  events,
  SLOT_MINUTES,
  type OfficeList,
  type PeopleList,
  type Space,
  type SpaceInput,
  type SpaceKind,
  type SpaceList,
  type SpacePatch,
} from "../../contract/index.js";
import { minutesOf } from "../../../../core/dates/zone-time.js";
import { SpaceModel, type SpaceDoc } from "./spaces.model.js";

export type SpaceRecord = SpaceDoc & { _id: unknown; companyId: unknown };

/** Who is booking: their level and department decide which spaces they may book (a space's "who may book"). */
export interface Booker {
  userId: string;
  level: string | null;
  departmentId: string | null;
}

export function mayBook(space: Pick<SpaceDoc, "allowedLevels" | "allowedDepartmentIds">, booker: Booker): boolean {
  if (booker.level === "admin") return true;
  if (space.allowedLevels.length > 0 && !(booker.level && space.allowedLevels.includes(booker.level))) return false;
  if (
    space.allowedDepartmentIds.length > 0 &&
    !(booker.departmentId && space.allowedDepartmentIds.includes(booker.departmentId))
  )
    return false;
  return true;
}

const isDuplicateKey = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === 11000;

function checkHours(from: string, to: string): void {
  const a = minutesOf(from);
  const b = minutesOf(to);
  if (a % SLOT_MINUTES !== 0 || b % SLOT_MINUTES !== 0 || b <= a)
    throw new AppError("SPACES_BAD_HOURS", { field: "openTo" });
}

/**
 * The company's rooms and desks (issue 14 "Spaces per office"): admins manage them, everyone reads them. Offices are
 * people's, read through its directory.
 */
export function createSpacesService(deps: { events: ModuleEvents; people: PeopleDirectory; files: FilesService }) {
  const { people, files } = deps;

  async function officeNames(ctx: ServiceContext): Promise<Map<string, string>> {
    return new Map((await people.offices(ctx)).map((o) => [o.id, o.name]));
  }

  async function bookerOf(ctx: ServiceContext): Promise<Booker> {
    if (ctx.actor.kind !== "user")
      return { userId: "", level: ctx.actor.kind === "system" ? "admin" : null, departmentId: null };
    const worker = await people.byUserId(ctx, ctx.actor.userId);
    return { userId: ctx.actor.userId, level: ctx.actor.level, departmentId: worker?.departmentId ?? null };
  }

  function toSpace(doc: SpaceRecord, offices: Map<string, string>, booker: Booker): Space {
    // served by GET /spaces/spaces/:spaceId/photo (same origin, the session's cookie); `v` changes with the photo
    const photoUrl = (size: string) =>
      `/api/companies/${String(doc.companyId)}/spaces/spaces/${String(doc._id)}/photo?size=${size}&v=${doc.photoKey!.slice(-12, -4)}`;
    return {
      id: String(doc._id),
      officeId: doc.officeId,
      officeName: offices.get(doc.officeId) ?? "",
      kind: doc.kind,
      name: doc.name,
      capacity: doc.capacity,
      floor: doc.floor,
      amenities: doc.amenities,
      openFrom: doc.openFrom,
      openTo: doc.openTo,
      openDays: doc.openDays,
      allowedLevels: doc.allowedLevels as Space["allowedLevels"],
      allowedDepartmentIds: doc.allowedDepartmentIds,
      checkInGraceMinutes: doc.checkInGraceMinutes,
      active: doc.active,
      ...(doc.photoKey ? { photo: { thumb: photoUrl("200x200"), src: photoUrl("original") } } : {}),
      bookable: doc.active && mayBook(doc, booker),
    };
  }

  async function found(ctx: ServiceContext, spaceId: string): Promise<SpaceRecord> {
    const space = await scoped(ctx, SpaceModel).findById(spaceId);
    if (!space) throw new AppError("NOT_FOUND");
    return space as SpaceRecord;
  }

  async function present(ctx: ServiceContext, doc: SpaceRecord): Promise<Space> {
    return toSpace(doc, await officeNames(ctx), await bookerOf(ctx));
  }

  return {
    bookerOf,
    officeNames,
    toSpace,
    found,

    async offices(ctx: ServiceContext): Promise<OfficeList> {
      const [offices, counts] = await Promise.all([
        people.offices(ctx),
        scoped(ctx, SpaceModel).find({ active: true }, { projection: { officeId: 1, kind: 1 } }),
      ]);
      return {
        items: offices
          .map((o) => ({
            ...o,
            rooms: counts.filter((c) => c.officeId === o.id && c.kind === "room").length,
            desks: counts.filter((c) => c.officeId === o.id && c.kind === "desk").length,
          }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    /** Active people of the company whose name contains `q` (the participants picker), at most 10. */
    async people(ctx: ServiceContext, q: string): Promise<PeopleList> {
      const needle = q.trim().toLocaleLowerCase();
      const items = (await people.listActive(ctx))
        .filter((w) => w.userId && w.name.toLocaleLowerCase().includes(needle))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, 10)
        .map((w) => ({ userId: w.userId, name: w.name }));
      return { items };
    },

    async list(ctx: ServiceContext, query: { officeId?: string; kind?: SpaceKind }): Promise<SpaceList> {
      const filter: Record<string, unknown> = {};
      if (query.officeId) filter.officeId = query.officeId;
      if (query.kind) filter.kind = query.kind;
      const [docs, offices, booker] = await Promise.all([
        scoped(ctx, SpaceModel).find(filter, { sort: { kind: -1, floor: 1, name: 1 } }),
        officeNames(ctx),
        bookerOf(ctx),
      ]);
      const items = (docs as SpaceRecord[]).map((d) => toSpace(d, offices, booker));
      return { items, total: items.length };
    },

    async get(ctx: ServiceContext, spaceId: string): Promise<Space> {
      return present(ctx, await found(ctx, spaceId));
    },

    async create(ctx: ServiceContext, input: SpaceInput): Promise<Space> {
      const offices = await officeNames(ctx);
      if (!offices.has(input.officeId)) throw new AppError("SPACES_OFFICE_UNKNOWN", { field: "officeId" });
      const name = input.name.trim();
      if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      const openFrom = input.openFrom ?? "08:00";
      const openTo = input.openTo ?? "19:00";
      checkHours(openFrom, openTo);
      let doc: SpaceRecord;
      try {
        doc = (await scoped(ctx, SpaceModel).create({
          officeId: input.officeId,
          kind: input.kind,
          name,
          capacity: input.kind === "desk" ? 1 : input.capacity,
          floor: input.floor?.trim() ?? "",
          amenities: [...new Set((input.amenities ?? []).map((a) => a.trim()).filter(Boolean))],
          openFrom,
          openTo,
          openDays: [...new Set(input.openDays ?? [1, 2, 3, 4, 5])].sort(),
          allowedLevels: input.allowedLevels ?? [],
          allowedDepartmentIds: input.allowedDepartmentIds ?? [],
          checkInGraceMinutes: input.checkInGraceMinutes ?? 15,
          active: true,
          photoKey: null,
        })) as SpaceRecord;
      } catch (error) {
        if (isDuplicateKey(error)) throw new AppError("SPACES_NAME_TAKEN", { field: "name", cause: error });
        throw error;
      }
      await deps.events.emit(ctx, events.spaceSaved, { spaceId: String(doc._id) });
      return present(ctx, doc);
    },

    async update(ctx: ServiceContext, spaceId: string, patch: SpacePatch): Promise<Space> {
      const current = await found(ctx, spaceId);
      const openFrom = patch.openFrom ?? current.openFrom;
      const openTo = patch.openTo ?? current.openTo;
      checkHours(openFrom, openTo);
      const set: Partial<SpaceDoc> = { ...patch, openFrom, openTo };
      if (patch.name !== undefined) set.name = patch.name.trim();
      if (patch.amenities) set.amenities = [...new Set(patch.amenities.map((a) => a.trim()).filter(Boolean))];
      if (patch.openDays) set.openDays = [...new Set(patch.openDays)].sort();
      if (current.kind === "desk") set.capacity = 1;
      let doc: SpaceRecord | null;
      try {
        doc = (await scoped(ctx, SpaceModel).findOneAndUpdate({ _id: spaceId }, { $set: set })) as SpaceRecord | null;
      } catch (error) {
        if (isDuplicateKey(error)) throw new AppError("SPACES_NAME_TAKEN", { field: "name", cause: error });
        throw error;
      }
      if (!doc) throw new AppError("NOT_FOUND");
      await deps.events.emit(ctx, events.spaceSaved, { spaceId });
      return present(ctx, doc);
    },

    /** The stored key of a space's photo (or its 200x200 variant); not found without one. */
    async photoKey(ctx: ServiceContext, spaceId: string, size: "200x200" | "original"): Promise<string> {
      const space = await found(ctx, spaceId);
      if (!space.photoKey) throw new AppError("NOT_FOUND");
      return size === "original" ? space.photoKey : variantKey(space.photoKey, "200x200");
    },

    /** Stores a photo through core/files (re-encoded, without metadata) and drops the one it replaces. */
    async setPhoto(ctx: ServiceContext, spaceId: string, body: Uint8Array): Promise<Space> {
      const current = await found(ctx, spaceId);
      const image = await files.saveImage({
        baseKey: `companies/${ctx.companyId}/spaces/${spaceId}-${randomUUID()}`,
        body,
      });
      const doc = (await scoped(ctx, SpaceModel).findOneAndUpdate(
        { _id: spaceId },
        { $set: { photoKey: image.key } },
      )) as SpaceRecord | null;
      if (!doc) {
        await files.deleteImage(image.key);
        throw new AppError("NOT_FOUND");
      }
      if (current.photoKey) await files.deleteImage(current.photoKey).catch(() => undefined);
      await deps.events.emit(ctx, events.spaceSaved, { spaceId });
      return present(ctx, doc);
    },
  };
}

export type SpacesService = ReturnType<typeof createSpacesService>;
