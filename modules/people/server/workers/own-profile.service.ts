import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { Worker, WorkerPublic, WorkerSelfUpdateInput } from "../../contract/workers.js";
import type { WorkersService } from "./workers.service.js";
import { type WorkerDoc, WorkerModel } from "./workers.model.js";

/**
 * The signed-in person's own live worker profile in this company (workers link to their sign-in account by `userId`),
 * or NOT_FOUND: no profile, a removed one, or a caller that is not a person (an API key).
 */
export async function findOwnWorker(ctx: ServiceContext): Promise<{ id: string; status: WorkerDoc["status"] }> {
  if (ctx.actor.kind !== "user") throw new AppError("NOT_FOUND");
  const worker = await scoped(ctx, WorkerModel).findOne(
    { userId: ctx.actor.userId },
    { projection: { _id: 1, status: 1 } },
  );
  if (!worker) throw new AppError("NOT_FOUND");
  return { id: String(worker._id), status: worker.status };
}

/** The stored fields a colleague's public card shows (contract `WorkerPublic`). */
const PUBLIC_PROJECTION = {
  _id: 1,
  name: 1,
  lastName: 1,
  nickname: 1,
  email: 1,
  avatar: 1,
  roleId: 1,
  departmentId: 1,
  officeId: 1,
  referenceWorkerId: 1,
  startDateAtCompany: 1,
  status: 1,
} as const;

/**
 * One's own profile and colleagues' public cards (every level). Reads and writes of the record itself go through the
 * workers service, so `PATCH /workers/me` checks exactly what the admin PATCH checks (dates, spec §5 address rule by
 * the caller's level, course pair, extra fields).
 */
export function createOwnProfileService(options: { workers: WorkersService }) {
  return {
    async get(ctx: ServiceContext): Promise<Worker> {
      return options.workers.get(ctx, (await findOwnWorker(ctx)).id);
    },

    /** A terminated person still reads their profile but no longer changes it. */
    async update(ctx: ServiceContext, input: WorkerSelfUpdateInput): Promise<Worker> {
      const own = await findOwnWorker(ctx);
      if (own.status === "terminated") throw new AppError("PEOPLE_SELF_PROFILE_CLOSED");
      return options.workers.update(ctx, own.id, input);
    },

    /** A live worker's public card (terminated ones too, with their status); another tenant's id is NOT_FOUND. */
    async publicCard(ctx: ServiceContext, workerId: string): Promise<WorkerPublic> {
      const worker = (await scoped(ctx, WorkerModel).findById(workerId, { projection: PUBLIC_PROJECTION })) as
        (Partial<WorkerDoc> & { _id: unknown }) | null;
      if (!worker) throw new AppError("NOT_FOUND");
      const card: WorkerPublic = {
        id: String(worker._id),
        name: worker.name ?? "",
        email: worker.email ?? "",
        referenceWorkerId: worker.referenceWorkerId ?? null,
        status: worker.status ?? "active",
      };
      for (const field of ["lastName", "nickname", "roleId", "departmentId", "officeId", "startDateAtCompany"] as const)
        if (worker[field]) card[field] = worker[field];
      if (worker.avatar) card.avatar = worker.avatar;
      return card;
    },
  };
}

export type OwnProfileService = ReturnType<typeof createOwnProfileService>;
