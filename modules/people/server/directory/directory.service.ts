import { memberNames } from "../../../../core/auth/users.service.js";
import type { ServiceContext } from "../../../../core/context.js";
import { batchedReads, byCompany, keyed } from "../../../../core/db/batched-reads.js";
import { deepFreeze, TenantReadCache } from "../../../../core/tenancy/read-cache.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { DirectoryWorker, PeopleDirectory } from "../../contract/directory.js";
import { DepartmentModel, OfficeModel, RoleModel } from "../structure/structure.models.js";
import { WorkerModel } from "../workers/workers.model.js";

type WorkerRow = Omit<DirectoryWorker, "id" | "name" | "referenceWorkerId"> & {
  _id: unknown;
  name?: string;
  lastName?: string;
  referenceWorkerId?: string | null;
};

/** The fields other modules read: a projection, so a 10,000-person company is one small read. */
const FIELDS = {
  userId: 1,
  email: 1,
  name: 1,
  lastName: 1,
  referenceWorkerId: 1,
  startDateAtCompany: 1,
  status: 1,
  schedule: 1,
  departmentId: 1,
  officeId: 1,
  roleId: 1,
} as const;

const displayName = (w: { name?: string; lastName?: string }) => [w.name, w.lastName].filter(Boolean).join(" ");

const toDirectoryWorker = (w: WorkerRow): DirectoryWorker => ({
  id: String(w._id),
  userId: w.userId,
  ...(w.email ? { email: w.email } : {}),
  name: displayName(w),
  referenceWorkerId: w.referenceWorkerId ?? null,
  startDateAtCompany: w.startDateAtCompany,
  status: w.status,
  schedule: w.schedule,
  departmentId: w.departmentId,
  officeId: w.officeId,
  ...(w.roleId ? { roleId: w.roleId } : {}),
});

type Named = ReadonlyArray<{ id: string; name: string }>;

/**
 * A company's departments, offices or roles (id and name), kept per company while no write to them has started here
 * or been acknowledged on any instance (core/tenancy/read-cache.ts): every punch names its office on the receipt, and
 * these lists change a few times a year. Frozen, since every reader shares them; callers get a copy of the array.
 */
function namedList(
  model: { modelName: string },
  read: (ctx: ServiceContext) => Promise<Array<{ _id: unknown; name: string }>>,
) {
  const kept = new TenantReadCache<Named>({ models: [model], maxEntries: 1000 });
  return async (ctx: ServiceContext) => {
    const list = await kept.get(ctx, "names", async () =>
      deepFreeze((await read(ctx)).map((r) => ({ id: String(r._id), name: r.name }))),
    );
    return list.map((n) => ({ ...n }));
  };
}

/**
 * Active workers by "companyId userId", the lookups of one turn of the event loop in one read per company
 * (core/db/batched-reads.ts): every punch of a morning rush looks its person up.
 */
const activeByUser = batchedReads<WorkerRow>(async (keys) => {
  const found = new Map<string, WorkerRow>();
  for (const [companyId, userIds] of byCompany(keys)) {
    const rows = (await scoped({ companyId, now: () => new Date() }, WorkerModel).find(
      { userId: { $in: userIds }, status: "active" },
      { projection: FIELDS },
    )) as unknown as WorkerRow[];
    for (const [userId, row] of keyed(rows, (r) => r.userId)) found.set(`${companyId} ${userId}`, row);
  }
  return found;
});

/** The people directory (contract/directory.ts): what other modules read of the company's people. */
export function createPeopleDirectory(): PeopleDirectory {
  const workers = (ctx: ServiceContext) => scoped(ctx, WorkerModel);
  const names = { projection: { name: 1 } } as const;
  const departments = namedList(DepartmentModel, (ctx) => scoped(ctx, DepartmentModel).find({}, names));
  const offices = namedList(OfficeModel, (ctx) => scoped(ctx, OfficeModel).find({}, names));
  const roles = namedList(RoleModel, (ctx) => scoped(ctx, RoleModel).find({}, names));
  return {
    async byUserId(ctx, userId) {
      const w = await workers(ctx).findOne({ userId }, { projection: FIELDS });
      return w ? toDirectoryWorker(w as unknown as WorkerRow) : null;
    },
    async byId(ctx, workerId) {
      const w = await workers(ctx).findById(workerId, { projection: FIELDS });
      return w ? toDirectoryWorker(w as unknown as WorkerRow) : null;
    },
    async listActive(ctx) {
      const rows = await workers(ctx).find({ status: "active" }, { projection: FIELDS });
      return (rows as unknown as WorkerRow[]).map(toDirectoryWorker);
    },
    async activeCount(ctx) {
      return workers(ctx).count({ status: "active" });
    },
    async activeByUserId(ctx, userId) {
      const w = await activeByUser(`${String(ctx.companyId)} ${String(userId)}`);
      return w ? toDirectoryWorker(w) : null;
    },
    async members(ctx, of) {
      const filter =
        "supervisorId" in of
          ? { referenceWorkerId: of.supervisorId }
          : "departmentId" in of
            ? { departmentId: of.departmentId }
            : "officeId" in of
              ? { officeId: of.officeId }
              : { roleId: of.roleId };
      const rows = await workers(ctx).find({ ...filter, status: "active" }, { projection: { userId: 1 } });
      return (rows as unknown as Array<{ userId?: string }>).flatMap((w) => (w.userId ? [w.userId] : []));
    },
    async registeredBetween(ctx, period) {
      const rows = (await workers(ctx).find(
        { deletedAt: { $exists: true } },
        {
          projection: {
            name: 1,
            lastName: 1,
            startDateAtCompany: 1,
            createdAt: 1,
            status: 1,
            terminate: 1,
            deletedAt: 1,
          },
        },
      )) as unknown as Array<{
        _id: unknown;
        name?: string;
        lastName?: string;
        startDateAtCompany?: string;
        createdAt?: Date;
        status: string;
        terminate?: { lastDayWork?: string };
        deletedAt?: Date | null;
      }>;
      const day = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
      return rows.flatMap((w) => {
        const from = w.startDateAtCompany || day(w.createdAt);
        const to = (w.status === "terminated" ? w.terminate?.lastDayWork : undefined) ?? day(w.deletedAt) ?? null;
        if (!from || from > period.to || (to !== null && to < period.from)) return [];
        return [{ workerId: String(w._id), name: displayName(w), from, to }];
      });
    },
    async officeState(ctx, officeId) {
      const office = await scoped(ctx, OfficeModel).findById(officeId, { projection: { address: 1 } });
      return (office as { address?: { state?: string } } | null)?.address?.state || undefined;
    },
    async names(ctx, userIds) {
      if (userIds.length === 0) return new Map();
      const rows = await workers(ctx).find(
        { userId: { $in: [...new Set(userIds)] } },
        { projection: { userId: 1, name: 1, lastName: 1 } },
      );
      const names = new Map(
        (rows as unknown as Array<{ userId?: string; name?: string; lastName?: string }>).flatMap((w) =>
          w.userId ? [[w.userId, displayName(w)] as const] : [],
        ),
      );
      // people without a worker profile (a company's first admin) go by their account's name
      const missing = [...new Set(userIds)].filter((id) => !names.has(id));
      for (const [id, name] of await memberNames(ctx.companyId, missing)) names.set(id, name);
      return names;
    },
    departments,
    offices,
    roles,
  };
}
