import type { ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import type { DirectoryWorker, PeopleDirectory } from "../../people/contract/directory.js";

/** Who is looking: their account, level and worker profile (a company's first admin may have none). */
export interface Viewer {
  userId?: string;
  /** admin also for an API key (its scopes were checked by the route) and the platform. */
  level: "admin" | "revisor" | "requester";
  worker: DirectoryWorker | null;
}

export async function viewerOf(ctx: ServiceContext, people: PeopleDirectory): Promise<Viewer> {
  if (ctx.actor.kind !== "user") return { level: "admin", worker: null };
  return {
    userId: ctx.actor.userId,
    level: ctx.actor.level,
    worker: await people.byUserId(ctx, ctx.actor.userId),
  };
}

/** The person's leader: the worker whose id is their `referenceWorkerId`. */
export const isLeaderOf = (viewer: Viewer, target: DirectoryWorker): boolean =>
  viewer.level !== "requester" && !!viewer.worker && target.referenceWorkerId === viewer.worker.id;

/** Admins see everyone; leaders themselves and their people; everyone else only themselves. */
export function canSee(viewer: Viewer, target: DirectoryWorker): boolean {
  if (viewer.level === "admin") return true;
  if (viewer.userId && target.userId === viewer.userId) return true;
  return isLeaderOf(viewer, target);
}

/** Admins decide any correction; a leader their people's, never their own. */
export function canDecide(viewer: Viewer, target: DirectoryWorker): boolean {
  if (viewer.level === "admin") return true;
  return isLeaderOf(viewer, target) && target.userId !== viewer.userId;
}

/** A worker the viewer may see, or NOT_FOUND (a record one may not see answers as one that does not exist). */
export async function visibleWorker(
  ctx: ServiceContext,
  people: PeopleDirectory,
  viewer: Viewer,
  workerId: string,
): Promise<DirectoryWorker> {
  const worker = await people.byId(ctx, workerId);
  if (!worker || !canSee(viewer, worker)) throw new AppError("NOT_FOUND");
  return worker;
}
