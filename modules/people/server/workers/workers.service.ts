import type { ModuleTenants } from "../../../../core/modules/define-module.js";
import { Types } from "mongoose";
import { issueAuthCode } from "../../../../core/auth/auth-codes.service.js";
import { addMember, findUserByEmail } from "../../../../core/auth/users.service.js";
import { actingUser, companyDay, type Level, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { localizedPath, matchLocale, type Locale } from "../../../../core/i18n/locale.js";
import type { Mailer } from "../../../../core/mail/types.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { compileBsonJson } from "../../../../core/lists/bson-json.js";
import { listPage, listPageJson, type ListAnswer } from "../../../../core/lists/list-page.js";
import type { CustomFieldsService } from "../custom-fields/custom-fields.service.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { isBirthdate, parseIsoDate } from "../../../../core/validation/validators.js";
import { findCompany } from "../../../../tenants/tenants.service.js";
import {
  REQUIRED_ADDRESS_FIELDS,
  type TerminateInput,
  Worker,
  type WorkerCreateInput,
  type WorkerListQuery,
  type WorkerUpdateInput,
  workerEvents,
} from "../../contract/workers.js";
import { READABLE_FIELDS, withoutHiddenFields } from "../../contract/field-access.js";
import { assertWritable, listRelations, projectWorker, relationTo, type Viewer, viewerOf } from "./field-access.js";
import { profileExtras, withExtras } from "./profile-extras.js";
import { normalizeSchedule } from "./schedule-rules.js";
import { type WorkerDoc, WorkerModel } from "./workers.model.js";

type WorkerRecord = WorkerDoc & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};

/** Longest supervisor chain walked when looking for a cycle. */
const MAX_CHAIN = 500;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

function toWorker(doc: WorkerRecord): Worker {
  // Reshapes the record in place (callers hand over a record they no longer use): documents from the driver have
  // their fields in a dictionary, and copying one costs more than its few changes — a list maps 50 per request.
  const out = doc as unknown as Record<string, unknown>;
  const id = String(doc._id);
  delete out._id;
  delete out.companyId;
  delete out.deletedAt;
  delete out.__v;
  out.id = id;
  out.referenceWorkerId = doc.referenceWorkerId ?? null;
  out.createdAt = doc.createdAt.toISOString();
  out.updatedAt = doc.updatedAt.toISOString();
  if (doc.statusDate) out.statusDate = doc.statusDate.toISOString();
  return out as unknown as Worker;
}

/**
 * A stored record as an item of the list (`WorkerList`), for the route's serializer only: the answer schema leaves
 * out the tenant fields and writes dates as ISO strings, so the record is only given its `id` — deleting properties
 * turns the objects into slow dictionaries, and a page maps 50 (bench/README.md "bench:api").
 */
/** A worker's answer written straight from the stored record (core/lists "The JSON path"); agrees with `toListedWorker`. */
const workerJson = {
  admin: compileBsonJson(Worker, { rename: { id: "_id" }, defaults: { referenceWorkerId: "null" } }),
  colleague: compileBsonJson(Worker, {
    rename: { id: "_id" },
    defaults: { referenceWorkerId: "null" },
    fields: READABLE_FIELDS.colleague,
  }),
};

/** The stored fields of a public card (`view=card`): only those are read. */
const CARD_PROJECTION = Object.fromEntries(
  [...READABLE_FIELDS.colleague].filter((field) => field !== "id").map((field) => [field, 1 as const]),
);

/** The one relation every worker of a list has to the viewer (as `listRelations` decides), if there is one. */
function uniformRelation(viewer: Viewer): "admin" | "colleague" | undefined {
  if (viewer.kind === "admin") return "admin";
  if (viewer.kind === "requester" || viewer.selfId === null) return "colleague";
  return undefined;
}

function toListedWorker(doc: WorkerRecord): Worker {
  const out = doc as unknown as Record<string, unknown>;
  out.id = String(doc._id);
  out.referenceWorkerId = doc.referenceWorkerId ?? null;
  return out as unknown as Worker;
}

function sameLevels(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((level) => b.includes(level));
}

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Spec §5: address fields are required, except complement, unless the caller acts as admin. */
function checkAddress(ctx: ServiceContext, address: WorkerUpdateInput["address"]): void {
  const isAdmin = ctx.actor.kind === "system" || (ctx.actor.kind === "user" && ctx.actor.level === "admin");
  if (isAdmin) return;
  for (const field of REQUIRED_ADDRESS_FIELDS)
    if (!address?.[field]?.trim()) throw new AppError("VALIDATION_REQUIRED", { field: `address.${field}` });
}

function checkDates(ctx: ServiceContext, input: WorkerUpdateInput): void {
  if (input.birthdate !== undefined && !isBirthdate(input.birthdate, ctx.now()))
    throw new AppError("VALIDATION_BIRTHDATE", { field: "birthdate" });
  for (const field of ["lastIncrease", "startDateAtCompany"] as const)
    if (input[field] !== undefined && !parseIsoDate(input[field]!)) throw new AppError("VALIDATION_DATE", { field });
}

/** The profile fields of a payload as stored (schedule normalised, no account fields). */
function profileOf(input: WorkerUpdateInput): Partial<WorkerDoc> {
  const { schedule, ...rest } = input as WorkerUpdateInput & { email?: string; levels?: unknown; locale?: unknown };
  delete (rest as Record<string, unknown>).email;
  delete (rest as Record<string, unknown>).levels;
  delete (rest as Record<string, unknown>).locale;
  return {
    ...(rest as Partial<WorkerDoc>),
    ...(schedule !== undefined ? { schedule: normalizeSchedule(schedule) } : {}),
  };
}

export interface WorkersServiceOptions {
  mailer: Mailer;
  /** Domain events: the service emits people.worker.created / terminated / removed after its writes. */
  events: ModuleEvents;
  /** The web app's origin, for the first-access link of the welcome mail (`APP_URL`). */
  publicUrl: string;
  /** The company's extra fields, every profile's `extraFields` is checked against. */
  customFields: CustomFieldsService;
  /** The plan's people limit around every add (`kit.tenants.admitPeople`, tenants/plans). */
  admitPeople: ModuleTenants["admitPeople"];
  /** The worker fields the company does not use (issue 18): refused on writes, left out of profiles. */
  hiddenFields(ctx: ServiceContext): Promise<ReadonlySet<string>>;
}

/** A payload naming a field the company does not use is refused whole (PEOPLE_FIELD_DISABLED, the field named). */
function assertUsedFields(input: object, hidden: ReadonlySet<string>): void {
  for (const [field, value] of Object.entries(input))
    if (hidden.has(field) && value !== undefined && value !== null && value !== "")
      throw new AppError("PEOPLE_FIELD_DISABLED", { field, params: { field } });
}

/** The workers service (spec §3 Worker, §7 workers calls): what routes call, `ctx` first. */
export function createWorkersService(options: WorkersServiceOptions) {
  const link = (path: string, params: Record<string, string> = {}): string => {
    const url = new URL(path, options.publicUrl);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    return url.toString();
  };

  const fieldRules = (ctx: ServiceContext) => () => options.customFields.workerFieldRules(ctx);

  /** A live worker of this company, or NOT_FOUND (another tenant's id, a malformed id, a removed worker). */
  async function load(ctx: ServiceContext, workerId: string): Promise<WorkerRecord> {
    const worker = await scoped(ctx, WorkerModel).findById(workerId);
    if (!worker) throw new AppError("NOT_FOUND");
    return worker as WorkerRecord;
  }

  /**
   * The supervisor must be a live, active worker of the same company, and not the worker or anyone below them
   * (walks the chain up from the supervisor).
   */
  async function checkReference(ctx: ServiceContext, referenceWorkerId: string, workerIds: string[]): Promise<void> {
    const workers = scoped(ctx, WorkerModel);
    if (workerIds.includes(referenceWorkerId)) throw new AppError("PEOPLE_REFERENCE_WORKER_CYCLE");
    const supervisor = await workers.findById(referenceWorkerId);
    if (!supervisor || supervisor.status !== "active") throw new AppError("PEOPLE_REFERENCE_WORKER_INVALID");
    let next = supervisor.referenceWorkerId;
    const seen = new Set<string>([referenceWorkerId]);
    for (let i = 0; next && i < MAX_CHAIN && !seen.has(next); i++) {
      if (workerIds.includes(next)) throw new AppError("PEOPLE_REFERENCE_WORKER_CYCLE");
      seen.add(next);
      next = (await workers.findById(next, { projection: { referenceWorkerId: 1 } }))?.referenceWorkerId ?? null;
    }
  }

  async function sendWelcome(
    ctx: ServiceContext,
    input: { userId: string; email: string; name: string; locale: Locale; firstAccess: boolean },
  ): Promise<void> {
    const company = await findCompany(ctx.companyId);
    // the sign-in or first-access page opens in the person's language (the company's default when none was given)
    let welcomeLink = link(localizedPath(input.locale, "/login"));
    if (input.firstAccess) {
      const { code } = await issueAuthCode(ctx, {
        purpose: "firstAccess",
        userId: new Types.ObjectId(input.userId),
        email: input.email,
      });
      welcomeLink = link(localizedPath(input.locale, "/first-access"), { code });
    }
    await options.mailer.send({
      to: input.email,
      template: "welcome-worker",
      locale: input.locale,
      data: { link: welcomeLink, companyName: company?.name ?? "", name: input.name },
    });
  }

  return {
    /**
     * A page of workers for `GET /workers`. Its items are stored records shaped for the route's serializer (which
     * drops the tenant fields and writes the dates): send them through a `WorkerList` schema, do not hand them on.
     */
    async list(ctx: ServiceContext, query: WorkerListQuery, viewer?: Viewer): Promise<ListAnswer<Worker>> {
      const filter: Record<string, unknown> = {};
      for (const field of ["departmentId", "officeId", "roleId", "status"] as const)
        if (query[field] !== undefined) filter[field] = query[field];
      const q = query.q?.trim();
      if (q) {
        const pattern = new RegExp(escapeRegex(q), "i");
        filter.$or = [{ name: pattern }, { lastName: pattern }, { email: pattern }];
      }
      // Field access (contract/field-access.ts): an admin's page is the whole profile, with no projection (a
      // projection makes the embedded engine build each document's reply instead of copying its kept BSON,
      // bench/README.md); anyone else's items keep only what their relation to each worker reads. When every item
      // has the same relation (an admin, an employee: everyone a colleague) the page is written straight from the
      // stored records with that relation's fields (core/lists "The JSON path"); a manager's page mixes reports and
      // colleagues, so it goes through objects.
      const page = { filter, sort: { name: 1, lastName: 1, _id: 1 } as const, page: query };
      // fields the company does not use (issue 18) are left out of every item: through objects, as the compiled
      // writers know only the relation's fields
      const hidden = await options.hiddenFields(ctx);
      if (hidden.size > 0) {
        const who = query.view === "card" ? null : (viewer ?? (await viewerOf(ctx)));
        const relationOf = who ? await listRelations(ctx, who) : () => "colleague" as const;
        return listPage(ctx, WorkerModel, {
          ...page,
          ...(query.view === "card" ? { projection: CARD_PROJECTION } : {}),
          toItem: (record) => {
            const item = toListedWorker(record as WorkerRecord);
            const relation = relationOf(item.id);
            return withoutHiddenFields(relation === "admin" ? item : projectWorker(item, relation), hidden);
          },
        });
      }
      // the card view: the fields every colleague reads, so the same page for every caller and no relation to look up
      if (query.view === "card")
        return listPageJson(ctx, WorkerModel, {
          projection: CARD_PROJECTION,
          toItem: (record) => projectWorker(toListedWorker(record as WorkerRecord), "colleague"),
          json: workerJson.colleague,
          // last: a literal with a spread before other keys takes V8 11.3's slow path (core/tenancy/scoped.ts)
          ...page,
        });
      const who = viewer ?? (await viewerOf(ctx));
      const uniform = uniformRelation(who);
      if (uniform)
        return listPageJson(ctx, WorkerModel, {
          toItem: (record) => projectWorker(toListedWorker(record as WorkerRecord), uniform),
          json: workerJson[uniform],
          ...page,
        });
      const relationOf = await listRelations(ctx, who);
      return listPage(ctx, WorkerModel, {
        ...page,
        toItem: (record) => {
          const item = toListedWorker(record as WorkerRecord);
          const relation = relationOf(item.id);
          return relation === "admin" ? item : projectWorker(item, relation);
        },
      });
    },

    /** A worker's profile, with only the fields the caller's relation to them reads (contract/field-access.ts). */
    async get(ctx: ServiceContext, workerId: string): Promise<Worker> {
      const worker = toWorker(await load(ctx, workerId));
      return withoutHiddenFields(
        projectWorker(worker, await relationTo(ctx, await viewerOf(ctx), worker.id)),
        await options.hiddenFields(ctx),
      );
    },

    /**
     * Adds a worker (spec §7 POST companies/{companyId}/workers): the sign-in account (a new address gets a user on
     * first access; an existing one joins the company), the worker record, and the welcome mail with the first-access
     * link (a person who already has a password gets the sign-in link).
     */
    async create(ctx: ServiceContext, input: WorkerCreateInput): Promise<Worker> {
      const workers = scoped(ctx, WorkerModel);
      const email = input.email.trim().toLowerCase();
      if (await workers.findOne({ email })) throw new AppError("AUTH_EMAIL_EXISTS", { field: "email" });
      const hidden = await options.hiddenFields(ctx);
      assertUsedFields(input, hidden);
      checkDates(ctx, input);
      const { $set: profile } = withExtras(
        profileOf(input),
        await profileExtras(ctx, input, undefined, fieldRules(ctx)),
      );
      if (input.referenceWorkerId) await checkReference(ctx, input.referenceWorkerId, []);

      // the plan's people limit (kit.tenants.admitPeople): counted and created with no other add in between
      const { existing, userId, created } = await options.admitPeople(
        ctx,
        () => workers.count({ status: "active" }),
        async () => {
          // An existing member keeps the levels they hold unless the payload names others.
          const existing = await findUserByEmail(email);
          const held = existing?.memberships.find((m) => String(m.companyId) === ctx.companyId)?.levels;
          const levels = (input.levels as Level[] | undefined) ?? held ?? ["requester"];
          // A member keeping the same levels needs no account change.
          const unchanged = existing && held && sameLevels(held, levels);
          const { userId } = unchanged
            ? { userId: String(existing._id) }
            : await addMember(ctx, {
                companyId: ctx.companyId,
                email,
                name: [input.name, input.lastName].filter(Boolean).join(" "),
                levels,
                locale: input.locale,
              });

          let created: WorkerRecord;
          try {
            created = (await workers.create({
              ...profile,
              schedule: profile.schedule ?? normalizeSchedule(undefined),
              referenceWorkerId: input.referenceWorkerId ?? null,
              userId,
              email,
              status: "active",
              statusDate: ctx.now(),
            })) as WorkerRecord;
          } catch (err) {
            if ((err as { code?: number }).code === 11000) throw new AppError("AUTH_EMAIL_EXISTS", { field: "email" });
            throw err;
          }
          return { existing, userId, created };
        },
      );

      const user = existing ?? (await findUserByEmail(email));
      await sendWelcome(ctx, {
        userId,
        email,
        name: input.name,
        locale: matchLocale(input.locale) ?? matchLocale(user?.locale) ?? "en",
        firstAccess: user?.firstAccess ?? true,
      });
      const worker = toWorker(created);
      await options.events.emit(ctx, workerEvents.created, { workerId: worker.id, userId: worker.userId });
      return withoutHiddenFields(worker, hidden);
    },

    /**
     * The worker profile of the person who registered the company (core/modules `onTenantCreated`): linked to their
     * account, active from the company's today, on the default schedule, no welcome mail (they are signed in).
     * Idempotent: a second run finds the profile (by account, or by the address being taken) and changes nothing.
     */
    async addCreator(
      ctx: ServiceContext,
      creator: { userId: string; email: string; name: string },
    ): Promise<{ created: boolean }> {
      const workers = scoped(ctx, WorkerModel);
      const email = creator.email.trim().toLowerCase();
      if (await workers.findOne({ $or: [{ userId: creator.userId }, { email }] })) return { created: false };
      const [name, ...rest] = creator.name.trim().split(/\s+/);
      let created: WorkerRecord;
      try {
        created = (await workers.create({
          name: name || email,
          ...(rest.length > 0 ? { lastName: rest.join(" ") } : {}),
          schedule: normalizeSchedule(undefined),
          referenceWorkerId: null,
          startDateAtCompany: companyDay(ctx),
          userId: creator.userId,
          email,
          status: "active",
          statusDate: ctx.now(),
        })) as WorkerRecord;
      } catch (err) {
        // a concurrent run created it first
        if ((err as { code?: number }).code === 11000) return { created: false };
        throw err;
      }
      await options.events.emit(ctx, workerEvents.created, { workerId: String(created._id), userId: creator.userId });
      return { created: true };
    },

    /** PATCH a worker's profile; `address` replaces the whole address and, unless admin, needs every field but complement. */
    async update(ctx: ServiceContext, workerId: string, input: WorkerUpdateInput): Promise<Worker> {
      const worker = await load(ctx, workerId);
      // field access first: a payload touching one field the caller may not write changes nothing
      const relation = await relationTo(ctx, await viewerOf(ctx), String(worker._id));
      assertWritable(relation, Object.keys(input));
      const hidden = await options.hiddenFields(ctx);
      assertUsedFields(input, hidden);
      checkDates(ctx, input);
      if (input.address !== undefined) checkAddress(ctx, input.address);
      const { $set: profile, $unset } = withExtras(
        profileOf(input),
        await profileExtras(ctx, input, worker, fieldRules(ctx)),
      );
      if (input.referenceWorkerId) await checkReference(ctx, input.referenceWorkerId, [String(worker._id)]);
      const changes = Object.keys($unset).length > 0 ? { $set: profile, $unset } : { $set: profile };
      const updated = await scoped(ctx, WorkerModel).findOneAndUpdate({ _id: worker._id }, changes);
      if (!updated) throw new AppError("NOT_FOUND");
      return withoutHiddenFields(projectWorker(toWorker(updated as WorkerRecord), relation), hidden);
    },

    /** Terminates a worker (spec §7 .../terminate). Nobody terminates themselves (spec §5). */
    async terminate(ctx: ServiceContext, workerId: string, input: TerminateInput): Promise<Worker> {
      const worker = await load(ctx, workerId);
      if (worker.userId === actingUser(ctx)?.userId) throw new AppError("AUTH_CANNOT_TERMINATE_SELF");
      if (worker.status === "terminated") throw new AppError("PEOPLE_WORKER_TERMINATED");
      if (!parseIsoDate(input.lastDayWork)) throw new AppError("VALIDATION_DATE", { field: "lastDayWork" });
      if (worker.startDateAtCompany && input.lastDayWork < worker.startDateAtCompany)
        throw new AppError("VALIDATION_DATE_BEFORE", { field: "lastDayWork" });
      const updated = await scoped(ctx, WorkerModel).findOneAndUpdate(
        { _id: worker._id, status: "active" },
        {
          $set: {
            status: "terminated",
            statusDate: ctx.now(),
            terminate: {
              lastDayWork: input.lastDayWork,
              type: input.type as NonNullable<WorkerDoc["terminate"]>["type"],
              ...(input.reason ? { reason: input.reason } : {}),
            },
          },
        },
      );
      if (!updated) throw new AppError("PEOPLE_WORKER_TERMINATED");
      const terminated = toWorker(updated as WorkerRecord);
      await options.events.emit(ctx, workerEvents.terminated, {
        workerId: terminated.id,
        userId: terminated.userId,
        lastDayWork: terminated.terminate?.lastDayWork,
        type: terminated.terminate?.type,
      });
      return terminated;
    },

    /**
     * Moves everyone reporting to one supervisor to another (spec §7 PATCH workers/update-reference-worker). The old
     * supervisor may be terminated or removed; the new one must be an active worker outside the moved team's chain.
     */
    async updateReferenceWorker(
      ctx: ServiceContext,
      input: { referenceWorkerId: string; newReferenceWorkerId: string },
    ): Promise<{ moved: number }> {
      const workers = scoped(ctx, WorkerModel);
      if (!OBJECT_ID.test(input.newReferenceWorkerId)) throw new AppError("PEOPLE_REFERENCE_WORKER_INVALID");
      if (!(await workers.findById(input.referenceWorkerId, { withDeleted: true }))) throw new AppError("NOT_FOUND");
      // a manager moves only people below them: the old supervisor is themself or one of their reports
      const viewer = await viewerOf(ctx);
      if (viewer.kind !== "admin" && input.referenceWorkerId !== viewer.selfId) {
        const relation = await relationTo(ctx, viewer, input.referenceWorkerId);
        assertWritable(relation === "self" ? "colleague" : relation, ["referenceWorkerId"]);
      }
      const team = await workers.find(
        { referenceWorkerId: input.referenceWorkerId, _id: { $ne: input.newReferenceWorkerId } },
        { projection: { _id: 1 } },
      );
      const ids = team.map((w) => String(w._id));
      await checkReference(ctx, input.newReferenceWorkerId, ids);
      if (ids.length === 0) return { moved: 0 };
      const result = await workers.updateMany(
        { _id: { $in: team.map((w) => w._id) }, referenceWorkerId: input.referenceWorkerId },
        { $set: { referenceWorkerId: input.newReferenceWorkerId } },
      );
      return { moved: result.modifiedCount };
    },

    /** Soft removal (spec §4): the record is hidden. Nobody removes themselves. */
    async remove(ctx: ServiceContext, workerId: string): Promise<void> {
      const worker = await load(ctx, workerId);
      if (worker.userId === actingUser(ctx)?.userId) throw new AppError("AUTH_CANNOT_TERMINATE_SELF");
      await scoped(ctx, WorkerModel).softDelete({ _id: worker._id });
      await options.events.emit(ctx, workerEvents.removed, { workerId });
    },
  };
}

export type WorkersService = ReturnType<typeof createWorkersService>;
