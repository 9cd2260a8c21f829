import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { firstForbiddenField, projectWorker, type Relation } from "../../contract/field-access.js";
import { WorkerModel } from "./workers.model.js";

/** Longest supervisor chain walked up from a worker. */
const MAX_CHAIN = 500;

/**
 * Who is asking, as the field-access table (contract/field-access.ts) sees them: the one place the server decides a
 * caller's relation to a worker. Reads, lists, the write path and the extra-field files all go through it.
 */
export interface Viewer {
  /** admin (also API keys and the platform, which passed the route's permission), manager, or a person. */
  kind: "admin" | "revisor" | "requester";
  /** The caller's own worker id, null when they have none. */
  selfId: string | null;
}

/** The caller's own live worker id (by their sign-in account). */
async function ownWorkerId(ctx: ServiceContext): Promise<string | null> {
  if (ctx.actor.kind !== "user") return null;
  const own = await scoped(ctx, WorkerModel).findOne({ userId: ctx.actor.userId }, { projection: { _id: 1 } });
  return own ? String(own._id) : null;
}

export async function viewerOf(ctx: ServiceContext): Promise<Viewer> {
  if (ctx.actor.kind !== "user" || ctx.actor.level === "admin") return { kind: "admin", selfId: null };
  return { kind: ctx.actor.level, selfId: await ownWorkerId(ctx) };
}

/**
 * What a viewer's answers depend on beyond the company's workers: the response cache keys on it, so a list computed
 * for an admin is never served to a manager or an employee. Employees all see the same list (public fields of
 * everyone, themselves included); a manager's list depends on who reports to them.
 */
export function viewerKey(viewer: Viewer): string {
  if (viewer.kind === "revisor") return `manager:${viewer.selfId ?? ""}`;
  return viewer.kind === "admin" ? "admin" : "employee";
}

/** Is `workerId` below the viewer in the supervisor chain (walks up from the worker, loops stop)? */
async function reportsTo(ctx: ServiceContext, workerId: string, supervisorId: string): Promise<boolean> {
  const workers = scoped(ctx, WorkerModel);
  const seen = new Set<string>([workerId]);
  let next = (await workers.findById(workerId, { projection: { referenceWorkerId: 1 } }))?.referenceWorkerId ?? null;
  for (let i = 0; next && i < MAX_CHAIN && !seen.has(next); i++) {
    if (next === supervisorId) return true;
    seen.add(next);
    next = (await workers.findById(next, { projection: { referenceWorkerId: 1 } }))?.referenceWorkerId ?? null;
  }
  return false;
}

/** The viewer's relation to one worker (contract `Relation`). */
export async function relationTo(ctx: ServiceContext, viewer: Viewer, workerId: string): Promise<Relation> {
  if (viewer.kind === "admin") return "admin";
  if (viewer.selfId !== null && viewer.selfId === workerId) return "self";
  if (viewer.kind === "revisor" && viewer.selfId !== null && (await reportsTo(ctx, workerId, viewer.selfId)))
    return "manager";
  return "colleague";
}

/**
 * The relation to every worker of a list: everyone below a manager (direct and indirect reports, one projected read
 * of the company's supervisor links), the manager themself; employees see everyone, themselves included, as a
 * colleague (a list shows public cards only).
 */
export async function listRelations(ctx: ServiceContext, viewer: Viewer): Promise<(workerId: string) => Relation> {
  if (viewer.kind === "admin") return () => "admin";
  if (viewer.kind === "requester" || viewer.selfId === null) return () => "colleague";
  const links = await scoped(ctx, WorkerModel).find({}, { projection: { _id: 1, referenceWorkerId: 1 } });
  const below = new Map<string, string[]>();
  for (const link of links) {
    if (!link.referenceWorkerId) continue;
    const list = below.get(link.referenceWorkerId) ?? [];
    list.push(String(link._id));
    below.set(link.referenceWorkerId, list);
  }
  const reports = new Set<string>();
  const queue = [viewer.selfId];
  while (queue.length > 0) {
    for (const id of below.get(queue.pop()!) ?? []) {
      if (reports.has(id) || id === viewer.selfId) continue;
      reports.add(id);
      queue.push(id);
    }
  }
  const selfId = viewer.selfId;
  return (workerId) => (workerId === selfId ? "self" : reports.has(workerId) ? "manager" : "colleague");
}

/** Refuses (403 PEOPLE_FIELD_FORBIDDEN, naming the field) a write of any field the relation may not write. */
export function assertWritable(relation: Relation, fields: Iterable<string>): void {
  const field = firstForbiddenField(relation, fields);
  if (field !== undefined) throw new AppError("PEOPLE_FIELD_FORBIDDEN", { field, params: { field } });
}

/** Refuses (403 PEOPLE_FIELD_FORBIDDEN) reading a field the relation may not read (e.g. an extra field's file). */
export function assertReadable(relation: Relation, field: string): void {
  if (projectWorker({ [field]: true }, relation)[field] === undefined)
    throw new AppError("PEOPLE_FIELD_FORBIDDEN", { field, params: { field } });
}

export { projectWorker };

/**
 * For routes that read or write one field of a worker outside the profile answer (a picture, an extra field's
 * file): NOT_FOUND for a worker the company does not have (another tenant's id), then the field check.
 */
export async function assertFieldAccess(
  ctx: ServiceContext,
  workerId: string,
  mode: "read" | "write",
  field: "avatar" | "extraFields",
): Promise<void> {
  if (!(await scoped(ctx, WorkerModel).findById(workerId, { projection: { _id: 1 } }))) throw new AppError("NOT_FOUND");
  const relation = await relationTo(ctx, await viewerOf(ctx), workerId);
  if (mode === "write") assertWritable(relation, [field]);
  else assertReadable(relation, field);
}
