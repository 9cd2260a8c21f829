import { isValidObjectId } from "mongoose";
import { UserModel } from "../auth/users.model.js";
import type { ServiceContext } from "../context.js";
import { AppError } from "../errors/app-error.js";
import { listPage } from "../lists/list-page.js";
import { projectionOf } from "../lists/projection.js";
import { escapeRegExp } from "../lists/search.js";
import { scoped } from "../tenancy/scoped.js";
import { type AuditActor, AuditEntryModel } from "./audit.model.js";
import {
  AUDIT_ACTION_PATTERN,
  type AuditEntryDto,
  AuditEntrySchema,
  type AuditList,
  type AuditQuery,
} from "./audit.schemas.js";

/** What an area records: the action and what it was done to. Who and when come from `ctx`. */
export interface AuditRecordInput {
  /** Namespaced by the area that acts: `auth.level.changed`, `leave.request.approved`, `people.worker.terminated`. */
  action: string;
  /** What the action was done to, e.g. `{ type: "leave.request", id: requestId }`. */
  target: { type: string; id: string };
  /**
   * What an admin needs to understand the entry later (before/after values, a reason). JSON only, at most 16 KB;
   * keep secrets and whole documents out.
   */
  details?: Record<string, unknown>;
}

/** A mistake in a `record` call: a bug in the calling code, not a user error. */
export class AuditInputError extends Error {
  constructor(message: string) {
    super(`audit.record: ${message}`);
    this.name = "AuditInputError";
  }
}

const ACTION = new RegExp(AUDIT_ACTION_PATTERN);
/** What a page of the log reads: the stored fields of an entry's answer (core/lists). */
const LIST_PROJECTION = projectionOf(AuditEntrySchema);
const DETAILS_MAX_BYTES = 16 * 1024;
const TARGET_MAX = 120;

function actorOf(ctx: ServiceContext): AuditActor {
  const { actor } = ctx;
  if (actor.kind === "user")
    return { kind: "user", id: actor.userId, level: actor.level, ...(actor.isFounder ? { founder: true } : {}) };
  if (actor.kind === "apiKey") return { kind: "apiKey", id: actor.keyId };
  return { kind: "system", id: actor.name };
}

/** The request id the logger carries (Fastify's `reqId`), so an entry leads to its log lines. */
function requestIdOf(ctx: ServiceContext): string | null {
  const bindings = (ctx.log as { bindings?: () => Record<string, unknown> }).bindings?.();
  const reqId = bindings?.reqId;
  return typeof reqId === "string" || typeof reqId === "number" ? String(reqId) : null;
}

/** Details as stored: plain JSON (dates become ISO strings), bounded. */
function jsonDetails(details: Record<string, unknown> | undefined): Record<string, unknown> {
  if (details === undefined) return {};
  if (typeof details !== "object" || details === null || Array.isArray(details))
    throw new AuditInputError("details must be an object");
  const json = JSON.stringify(details);
  if (Buffer.byteLength(json) > DETAILS_MAX_BYTES)
    throw new AuditInputError(`details is larger than ${DETAILS_MAX_BYTES} bytes`);
  return JSON.parse(json) as Record<string, unknown>;
}

function checkTarget(target: AuditRecordInput["target"] | undefined): void {
  for (const key of ["type", "id"] as const) {
    const value = target?.[key];
    if (typeof value !== "string" || value === "" || value.length > TARGET_MAX)
      throw new AuditInputError(`target.${key} must be a non-empty string of at most ${TARGET_MAX} characters`);
  }
}

function toDto(doc: {
  _id: unknown;
  action: string;
  actor: AuditActor;
  target: { type: string; id: string };
  details?: Record<string, unknown> | null;
  at: Date;
  requestId?: string | null;
}): AuditEntryDto {
  return {
    id: String(doc._id),
    action: doc.action,
    actor: {
      kind: doc.actor.kind,
      id: doc.actor.id,
      ...(doc.actor.level ? { level: doc.actor.level } : {}),
      ...(doc.actor.founder ? { founder: true } : {}),
    },
    target: { type: doc.target.type, id: doc.target.id },
    details: doc.details ?? {},
    at: doc.at.toISOString(),
    requestId: doc.requestId ?? null,
  };
}

/**
 * The page's people by name, read now (a renamed person shows the new name). Founders stay nameless: the page shows
 * them as the platform's support. Only ids already in this company's entries are looked up.
 */
async function withNames(items: AuditEntryDto[]): Promise<AuditEntryDto[]> {
  const ids = [
    ...new Set(
      items
        .filter((e) => e.actor.kind === "user" && !e.actor.founder && isValidObjectId(e.actor.id))
        .map((e) => e.actor.id),
    ),
  ];
  if (ids.length === 0) return items;
  const users = await UserModel.find({ _id: { $in: ids } }, { name: 1 }).lean();
  const names = new Map(users.map((u) => [String(u._id), u.name]));
  return items.map((e) => {
    const name = e.actor.kind === "user" && !e.actor.founder ? names.get(e.actor.id) : undefined;
    return name ? { ...e, actor: { ...e.actor, name } } : e;
  });
}

/**
 * The audit log (issue 3, "Audit log"): who did what and when, for sensitive actions (levels, approvals,
 * terminations, payroll, plan changes), readable by admins. Append-only by construction: this service is the only
 * code that touches the collection, and it can add and read, nothing else.
 */
export const auditService = {
  /**
   * Appends an entry: the actor and the time come from `ctx`. Call it after the write it records succeeded (there
   * are no transactions: an entry for a write that failed would be a lie).
   * @throws {AuditInputError} for a malformed call (a bug in the caller).
   * @example
   * await auditService.record(ctx, {
   *   action: "leave.request.approved",
   *   target: { type: "leave.request", id: requestId },
   *   details: { from: "pending", to: "approved" },
   * });
   */
  async record(ctx: ServiceContext, input: AuditRecordInput): Promise<AuditEntryDto> {
    if (typeof input?.action !== "string" || !ACTION.test(input.action))
      throw new AuditInputError(`action "${String(input?.action)}" must be namespaced, e.g. leave.request.approved`);
    checkTarget(input.target);
    const stored = await scoped(ctx, AuditEntryModel).create({
      action: input.action,
      actor: actorOf(ctx),
      target: { type: input.target.type, id: input.target.id },
      details: jsonDetails(input.details),
      at: ctx.now(),
      requestId: requestIdOf(ctx),
    });
    return toDto(stored);
  },

  /** Entries newest first, filtered by action prefix, actor, target and a date range (`from` ≤ at < `to`). */
  async list(ctx: ServiceContext, query: AuditQuery): Promise<AuditList> {
    const from = query.from === undefined ? undefined : new Date(query.from);
    const to = query.to === undefined ? undefined : new Date(query.to);
    if (from && to && from.getTime() > to.getTime()) throw new AppError("DATES_CHOOSE_CORRECT", { field: "from" });
    const filter: Record<string, unknown> = {};
    // segment-wise: `leave` matches `leave.request.approved`, not `leaves.x`
    if (query.action) filter.action = { $regex: `^${escapeRegExp(query.action)}(\\.|$)` };
    if (query.actorId) filter["actor.id"] = query.actorId;
    if (query.targetType) filter["target.type"] = query.targetType;
    if (query.targetId) filter["target.id"] = query.targetId;
    if (from || to) filter.at = { ...(from ? { $gte: from } : {}), ...(to ? { $lt: to } : {}) };
    const page = await listPage(ctx, AuditEntryModel, {
      filter,
      sort: { at: -1, _id: -1 },
      page: query,
      projection: LIST_PROJECTION,
      toItem: toDto,
    });
    return { ...page, items: await withNames(page.items) };
  },
} as const;

export type AuditService = typeof auditService;
