import { randomBytes, randomUUID } from "node:crypto";
import type { AuditService } from "../../../core/audit/audit.service.js";
import { findMember, memberIdsWithLevel } from "../../../core/auth/users.service.js";
import { actingUser, actorId, companyDay, type ServiceContext } from "../../../core/context.js";
import { AppError } from "../../../core/errors/app-error.js";
import { assertUploadSize, sniffImage } from "../../../core/files/file-validation.js";
import type { FilesService, Upload } from "../../../core/files/types.js";
import { localized, localizedTable, textIn } from "../../../core/i18n/localized-text.js";
import { listPage } from "../../../core/lists/list-page.js";
import type { ModuleEvents } from "../../../core/modules/events.js";
import type { NotificationsService } from "../../../core/notifications/notifications.service.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { parseIsoDate } from "../../../core/validation/validators.js";
import type { FormsForms } from "../../forms/contract/index.js";
import type { PeopleAdmissions } from "../../people/contract/admissions.js";
import type { PeopleDirectory } from "../../people/contract/directory.js";
import {
  approvalsOpen,
  type Candidate,
  type CandidateInput,
  type CandidateList,
  CANDIDATE_MOVES,
  type CandidateStage,
  canHireFrom,
  type DecisionInput,
  events,
  type ExtraField,
  type ExtraFieldInput,
  type HireInput,
  type HiringSettings,
  type HiringSettingsInput,
  type Position,
  type PositionAction,
  type PositionInput,
  type PositionList,
  type PositionListQuery,
  positionTransition,
  type PositionUpdate,
} from "../contract/index.js";
import {
  type CandidateDoc,
  CandidateModel,
  HiringSettingsModel,
  type HiringSettingsDoc,
  type PositionDoc,
  PositionModel,
} from "./models.js";

type Stored<T> = T & { _id: unknown; createdAt: Date };
const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** The application form's labels: written in the language of whoever makes the link, as a hand-built form is. */
const APPLICATION_LABELS = localizedTable({
  firstName: ["First name", "Nome", "Nombre"],
  lastName: ["Last name", "Sobrenome", "Apellido"],
  email: ["E-mail", "E-mail", "Correo electrónico"],
  phone: ["Phone", "Telefone", "Teléfono"],
  resume: ["Résumé (PDF, PNG or JPG)", "Currículo (PDF, PNG ou JPG)", "Currículum (PDF, PNG o JPG)"],
});

/** The owner tag of a position's application form (forms module): `hiring:position:<positionId>`. */
export const FORM_OWNER = "hiring:position:";

function toPosition(doc: Stored<PositionDoc>): Position {
  return {
    id: String(doc._id),
    name: doc.name,
    description: doc.description ?? "",
    requirements: doc.requirements ?? "",
    justification: doc.justification ?? "",
    reason: doc.reason,
    replacedWorkerId: doc.replacedWorkerId ?? null,
    startDate: doc.startDate ?? null,
    openingDate: doc.openingDate ?? null,
    closeDate: doc.closeDate ?? null,
    departmentId: doc.departmentId ?? null,
    officeId: doc.officeId ?? null,
    extraFields: doc.extraFields ?? {},
    status: doc.status,
    requestedBy: doc.requestedBy,
    approvals: (doc.approvals ?? []).map((a) => ({ userId: a.userId, at: a.at.toISOString() })),
    applicationPath: doc.applicationPath ?? null,
    hiredCandidateId: doc.hiredCandidateId ?? null,
    candidateCount: doc.candidateCount ?? 0,
    createdAt: doc.createdAt.toISOString(),
  };
}

function toCandidate(doc: Stored<CandidateDoc>): Candidate {
  return {
    id: String(doc._id),
    positionId: doc.positionId,
    firstName: doc.firstName,
    lastName: doc.lastName ?? "",
    email: doc.email,
    phone: doc.phone ?? "",
    stage: doc.stage,
    source: doc.source,
    formResponseId: doc.formResponseId ?? null,
    notes: (doc.notes ?? []).map((n) => ({ ...n, at: new Date(n.at).toISOString() })),
    files: (doc.files ?? []).map(({ id, name, size, contentType, source }) => ({
      id,
      name,
      size,
      contentType,
      source,
    })),
    workerId: doc.workerId ?? null,
    createdAt: doc.createdAt.toISOString(),
  };
}

const slug = (label: string) =>
  label
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 32) || "field";

/** The company's extra position fields as stored: ids kept or made from labels, options on selects only. */
function normalizeExtraFields(input: readonly ExtraFieldInput[]): ExtraField[] {
  const ids = new Set<string>();
  return input.map((field, index) => {
    const label = field.label.trim();
    if (!label) throw new AppError("VALIDATION_REQUIRED", { field: `extraFieldHiring.${index}.label` });
    let id = field.id ?? slug(label);
    for (let n = 2; ids.has(id); n++) id = `${slug(label)}-${n}`;
    ids.add(id);
    const out: ExtraField = { id, type: field.type as ExtraField["type"], label, required: field.required ?? false };
    if (out.type === "select") {
      const options = [...new Set((field.options ?? []).map((o) => o.trim()).filter(Boolean))];
      if (options.length === 0)
        throw new AppError("VALIDATION_SELECTION", { field: `extraFieldHiring.${index}.options` });
      out.options = options;
    }
    return out;
  });
}

/** A position's extra values checked against the company's fields (required, select option, date). */
function checkExtraValues(fields: readonly ExtraField[], values: Record<string, string>): Record<string, string> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const id of Object.keys(values))
    if (!byId.has(id)) throw new AppError("VALIDATION_INVALID", { field: `extraFields.${id}` });
  const out: Record<string, string> = {};
  for (const field of fields) {
    const at = `extraFields.${field.id}`;
    const value = (values[field.id] ?? "").trim();
    if (!value) {
      if (field.required)
        throw new AppError(field.type === "select" ? "VALIDATION_SELECTION" : "VALIDATION_REQUIRED", { field: at });
      continue;
    }
    if (field.type === "select" && !field.options?.includes(value))
      throw new AppError("VALIDATION_SELECTION", { field: at });
    if (field.type === "date" && !parseIsoDate(value)) throw new AppError("VALIDATION_DATE", { field: at });
    out[field.id] = value;
  }
  return out;
}

/** A candidate file's type from its first bytes (never the client's claim or name): PDF, PNG or JPEG only. */
function fileTypeOf(body: Uint8Array): string {
  const image = sniffImage(body);
  if (image === "png") return "image/png";
  if (image === "jpeg") return "image/jpeg";
  if (Buffer.from(body.subarray(0, 5)).toString("latin1") === "%PDF-") return "application/pdf";
  throw new AppError("HIRING_FILE_TYPE", { field: "file" });
}

export interface HiringDeps {
  events: ModuleEvents;
  audit: Pick<AuditService, "record">;
  notifications: Pick<NotificationsService, "notify">;
  files: FilesService;
  forms: FormsForms;
  admissions: PeopleAdmissions;
  people: Pick<PeopleDirectory, "byId" | "byUserId">;
}

/**
 * Hiring: positions through their state machine (contract/state-machine.ts), candidates through their stages, the
 * application form (forms module) and the hire (people's admissions). Every transition is checked against the state
 * it was read in (a conditional write: two revisors deciding at once cannot both move it), audited and notified.
 */
export function createHiringService(deps: HiringDeps) {
  const { events: bus, audit, notifications } = deps;

  async function settingsOf(ctx: ServiceContext): Promise<HiringSettings> {
    const doc = (await scoped(ctx, HiringSettingsModel).findOne({ key: "settings" })) as HiringSettingsDoc | null;
    return {
      hiringRevisors: doc?.hiringRevisors ?? [],
      approvalRule: doc?.approvalRule ?? "any",
      extraFieldHiring: doc?.extraFieldHiring ?? [],
    };
  }

  async function loadPosition(ctx: ServiceContext, positionId: string): Promise<Stored<PositionDoc>> {
    const doc = await scoped(ctx, PositionModel).findById(positionId);
    if (!doc) throw new AppError("NOT_FOUND");
    return doc as Stored<PositionDoc>;
  }

  async function loadCandidate(ctx: ServiceContext, candidateId: string): Promise<Stored<CandidateDoc>> {
    const doc = await scoped(ctx, CandidateModel).findById(candidateId);
    if (!doc) throw new AppError("NOT_FOUND");
    return doc as Stored<CandidateDoc>;
  }

  function checkDates(input: { startDate?: string | null; openingDate?: string | null; closeDate?: string | null }) {
    for (const field of ["startDate", "openingDate", "closeDate"] as const) {
      const value = input[field];
      if (value && !parseIsoDate(value)) throw new AppError("VALIDATION_DATE", { field });
    }
    if (input.openingDate && input.closeDate && input.closeDate < input.openingDate)
      throw new AppError("HIRING_CLOSE_BEFORE_START", { field: "closeDate" });
  }

  async function checkReplacement(ctx: ServiceContext, reason: string, replacedWorkerId: string | null | undefined) {
    if (reason !== "replacement") return null;
    if (!replacedWorkerId) throw new AppError("HIRING_REPLACEMENT_REQUIRED", { field: "replacedWorkerId" });
    // the person who left: a worker of this company (another company's id is as unknown as a made-up one)
    if (!(await deps.people.byId(ctx, replacedWorkerId)))
      throw new AppError("HIRING_REPLACEMENT_REQUIRED", { field: "replacedWorkerId" });
    return replacedWorkerId;
  }

  /** Who decides a pending position: the hiring revisors, or the company's admins when it names none. */
  async function deciders(ctx: ServiceContext): Promise<string[]> {
    const { hiringRevisors } = await settingsOf(ctx);
    return hiringRevisors.length ? hiringRevisors : memberIdsWithLevel(ctx.companyId, "admin");
  }

  /**
   * Alerts the people who decide a pending position and have not approved it yet: the hiring revisors, or, in a
   * company without hiring revisors, its admins (they approve then; nobody is left unaware of a request).
   */
  async function alertRevisors(ctx: ServiceContext, position: Stored<PositionDoc>): Promise<number> {
    const approved = new Set((position.approvals ?? []).map((a) => a.userId));
    const userIds = (await deciders(ctx)).filter((id) => !approved.has(id));
    if (userIds.length === 0) return 0;
    const result = await notifications.notify(ctx, {
      userIds,
      type: "hiring.position.pending",
      title: localized("A position to approve", "Uma vaga para aprovar", "Una vacante por aprobar"),
      body: localized(
        `"${position.name}" waits for your approval.`,
        `"${position.name}" aguarda sua aprovação.`,
        `"${position.name}" espera tu aprobación.`,
      ),
      link: `/hiring/positions/${String(position._id)}`,
      data: { positionId: String(position._id) },
    });
    return result.delivered.length;
  }

  async function transition(
    ctx: ServiceContext,
    position: Stored<PositionDoc>,
    action: PositionAction,
    update: { $set?: Partial<PositionDoc>; $push?: Record<string, unknown> },
    details: Record<string, unknown> = {},
  ): Promise<Stored<PositionDoc>> {
    const from = position.status;
    const updated = (await scoped(ctx, PositionModel).findOneAndUpdate(
      // read-then-write on the state read: a concurrent decision makes this miss instead of overwriting it
      {
        _id: position._id,
        status: from,
        ...(action === "approve" ? { "approvals.userId": { $ne: actorId(ctx) } } : {}),
      },
      update,
    )) as Stored<PositionDoc> | null;
    if (!updated) throw new AppError("HIRING_TRANSITION");
    const to = updated.status;
    const positionId = String(position._id);
    await audit.record(ctx, {
      action: `hiring.position.${action}`,
      target: { type: "hiring.position", id: positionId },
      details: { from, to, name: position.name, ...details },
    });
    await bus.emit(ctx, events.transitioned, { positionId, action, from, to });
    return updated;
  }

  async function notifyRequester(ctx: ServiceContext, position: Stored<PositionDoc>, opened: boolean) {
    if (!OBJECT_ID.test(position.requestedBy) || position.requestedBy === actingUser(ctx)?.userId) return;
    await notifications.notify(ctx, {
      userIds: [position.requestedBy],
      type: "hiring.position.decided",
      title: opened
        ? localized("Position approved", "Vaga aprovada", "Vacante aprobada")
        : localized("Position not approved", "Vaga não aprovada", "Vacante no aprobada"),
      body: opened
        ? localized(
            `"${position.name}" is open.`,
            `"${position.name}" está aberta.`,
            `"${position.name}" está abierta.`,
          )
        : localized(
            `"${position.name}" was closed.`,
            `"${position.name}" foi encerrada.`,
            `"${position.name}" fue cerrada.`,
          ),
      link: `/hiring/positions/${String(position._id)}`,
      data: { positionId: String(position._id) },
    });
  }

  const service = {
    /** A member's worker id (the seed's replacement names someone who left), or null. */
    workerIdOf: async (ctx: ServiceContext, userId: string) => (await deps.people.byUserId(ctx, userId))?.id ?? null,

    settings: {
      get: settingsOf,
      async set(ctx: ServiceContext, input: HiringSettingsInput): Promise<HiringSettings> {
        for (const [index, userId] of input.hiringRevisors.entries()) {
          const member = await findMember(ctx.companyId, userId);
          if (!member || !member.levels.some((l) => l === "admin" || l === "revisor"))
            throw new AppError("HIRING_REVISOR_INVALID", { field: `hiringRevisors.${index}` });
        }
        const $set = {
          hiringRevisors: input.hiringRevisors,
          approvalRule: input.approvalRule as HiringSettings["approvalRule"],
          extraFieldHiring: normalizeExtraFields(input.extraFieldHiring),
        };
        await scoped(ctx, HiringSettingsModel).updateOne({ key: "settings" }, { $set }, { upsert: true });
        await audit.record(ctx, {
          action: "hiring.settings.changed",
          target: { type: "hiring.settings", id: ctx.companyId },
          details: $set,
        });
        return $set;
      },
    },

    async list(ctx: ServiceContext, query: PositionListQuery): Promise<PositionList> {
      return listPage(ctx, PositionModel, {
        filter: query.status ? { status: query.status } : {},
        sort: { createdAt: -1, _id: -1 },
        page: query,
        toItem: (doc) => toPosition(doc as Stored<PositionDoc>),
      }) as Promise<PositionList>;
    },

    async get(ctx: ServiceContext, positionId: string): Promise<Position> {
      return toPosition(await loadPosition(ctx, positionId));
    },

    /** A leader asks for a position (pending); the hiring revisors are alerted. */
    async request(ctx: ServiceContext, input: PositionInput): Promise<Position> {
      const name = input.name.trim();
      if (!name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      checkDates(input);
      const replacedWorkerId = await checkReplacement(ctx, input.reason, input.replacedWorkerId);
      const { extraFieldHiring } = await settingsOf(ctx);
      const extraFields = checkExtraValues(extraFieldHiring, input.extraFields ?? {});
      const doc = (await scoped(ctx, PositionModel).create({
        name,
        description: input.description?.trim() ?? "",
        requirements: input.requirements?.trim() ?? "",
        justification: input.justification?.trim() ?? "",
        reason: input.reason as PositionDoc["reason"],
        replacedWorkerId,
        startDate: input.startDate ?? null,
        openingDate: input.openingDate ?? null,
        closeDate: input.closeDate ?? null,
        departmentId: input.departmentId ?? null,
        officeId: input.officeId ?? null,
        extraFields,
        status: "pending",
        requestedBy: actorId(ctx),
        approvals: [],
        // the record's own clock (the seed writes a year of history on its days)
        createdAt: ctx.now(),
      } as Partial<PositionDoc>)) as Stored<PositionDoc>;
      const positionId = String(doc._id);
      await audit.record(ctx, {
        action: "hiring.position.requested",
        target: { type: "hiring.position", id: positionId },
        details: { name, reason: doc.reason },
      });
      await bus.emit(ctx, events.requested, { positionId });
      await alertRevisors(ctx, doc);
      return toPosition(doc);
    },

    /** Edits a pending or open position's description (its state moves only through `decide` and the hire). */
    async update(ctx: ServiceContext, positionId: string, patch: PositionUpdate): Promise<Position> {
      const position = await loadPosition(ctx, positionId);
      if (position.status !== "pending" && position.status !== "open") throw new AppError("HIRING_TRANSITION");
      const merged = { ...position, ...patch };
      checkDates(merged);
      const $set: Partial<PositionDoc> = {};
      if (patch.name !== undefined) {
        $set.name = patch.name.trim();
        if (!$set.name) throw new AppError("VALIDATION_REQUIRED", { field: "name" });
      }
      for (const field of ["description", "requirements", "justification"] as const)
        if (patch[field] !== undefined) $set[field] = patch[field]!.trim();
      for (const field of ["startDate", "openingDate", "closeDate", "departmentId", "officeId"] as const)
        if (patch[field] !== undefined) $set[field] = patch[field] ?? null;
      if (patch.reason !== undefined || patch.replacedWorkerId !== undefined) {
        $set.reason = (patch.reason ?? position.reason) as PositionDoc["reason"];
        $set.replacedWorkerId = await checkReplacement(
          ctx,
          $set.reason,
          patch.replacedWorkerId ?? position.replacedWorkerId,
        );
      }
      if (patch.extraFields !== undefined)
        $set.extraFields = checkExtraValues((await settingsOf(ctx)).extraFieldHiring, patch.extraFields);
      const updated = await scoped(ctx, PositionModel).findOneAndUpdate(
        { _id: position._id, status: position.status },
        { $set },
      );
      if (!updated) throw new AppError("HIRING_TRANSITION");
      return toPosition(updated as Stored<PositionDoc>);
    },

    /** spec §7 POST .../positions/sendAlertToApprove: alerts again the revisors who have not approved yet. */
    async sendAlertToApprove(ctx: ServiceContext, positionId: string): Promise<{ alerted: number }> {
      const position = await loadPosition(ctx, positionId);
      if (position.status !== "pending") throw new AppError("HIRING_TRANSITION");
      return { alerted: await alertRevisors(ctx, position) };
    },

    /** approve and reject (the hiring revisors), cancel and close (a leader): the state machine decides. */
    async decide(ctx: ServiceContext, positionId: string, input: DecisionInput): Promise<Position> {
      const position = await loadPosition(ctx, positionId);
      const action = input.action as PositionAction;
      const step = positionTransition(position.status, action);
      if (!step) throw new AppError("HIRING_TRANSITION");
      const details = input.comment?.trim() ? { comment: input.comment.trim() } : {};
      if (step.by === "hiringRevisor") {
        const settings = await settingsOf(ctx);
        const user = actingUser(ctx);
        const isRevisor = settings.hiringRevisors.length
          ? Boolean(user && settings.hiringRevisors.includes(user.userId))
          : user?.level === "admin";
        if (!isRevisor) throw new AppError("HIRING_NOT_REVISOR");
        if (action === "approve") {
          const userId = user!.userId;
          if ((position.approvals ?? []).some((a) => a.userId === userId)) throw new AppError("HIRING_ALREADY_DECIDED");
          const approvedBy = [...(position.approvals ?? []).map((a) => a.userId), userId];
          const opens = approvalsOpen({ approvedBy, revisors: settings.hiringRevisors, rule: settings.approvalRule });
          const updated = await transition(
            ctx,
            position,
            "approve",
            {
              $push: { approvals: { userId, at: ctx.now() } },
              ...(opens ? { $set: { status: "open", openingDate: position.openingDate ?? companyDay(ctx) } } : {}),
            },
            { ...details, opens },
          );
          if (opens) await notifyRequester(ctx, updated, true);
          return toPosition(updated);
        }
      }
      const updated = await transition(
        ctx,
        position,
        action,
        {
          $set: {
            status: step.to,
            ...(step.to === "closed" ? { closeDate: position.closeDate ?? companyDay(ctx) } : {}),
          },
        },
        details,
      );
      if (updated.applicationFormId) await deps.forms.close(ctx, updated.applicationFormId);
      await notifyRequester(ctx, updated, false);
      return toPosition(updated);
    },

    /** The position's public application form (forms module), made once when first asked for. */
    async applicationForm(ctx: ServiceContext, positionId: string): Promise<{ formId: string; publicPath: string }> {
      const position = await loadPosition(ctx, positionId);
      if (position.applicationFormId && position.applicationPath)
        return { formId: position.applicationFormId, publicPath: position.applicationPath };
      if (position.status !== "open") throw new AppError("HIRING_NOT_OPEN");
      const user = actingUser(ctx);
      const locale = (user && (await findMember(ctx.companyId, user.userId))?.locale) || "en";
      const label = (key: keyof typeof APPLICATION_LABELS) => textIn(APPLICATION_LABELS[key], locale);
      const form = await deps.forms.create(ctx, {
        title: position.name,
        description: [position.description, position.requirements].filter(Boolean).join("\n\n"),
        owner: `${FORM_OWNER}${positionId}`,
        fields: [
          { type: "text", label: label("firstName"), key: "firstName", required: true },
          { type: "text", label: label("lastName"), key: "lastName", required: true },
          { type: "text", label: label("email"), key: "email", format: "email", required: true },
          { type: "text", label: label("phone"), key: "phone" },
          { type: "file", label: label("resume"), key: "resume" },
        ],
      });
      const updated = await scoped(ctx, PositionModel).findOneAndUpdate(
        { _id: position._id, applicationFormId: null },
        { $set: { applicationFormId: form.id, applicationPath: form.publicPath } },
      );
      if (!updated) {
        // another request made it first: keep theirs, close ours
        await deps.forms.close(ctx, form.id);
        const current = await loadPosition(ctx, positionId);
        return { formId: current.applicationFormId!, publicPath: current.applicationPath! };
      }
      return { formId: form.id, publicPath: form.publicPath };
    },

    candidates: {
      async list(
        ctx: ServiceContext,
        positionId: string,
        page: { limit: number; skip: number },
      ): Promise<CandidateList> {
        await loadPosition(ctx, positionId);
        return listPage(ctx, CandidateModel, {
          filter: { positionId },
          sort: { createdAt: -1, _id: -1 },
          page,
          toItem: (doc) => toCandidate(doc as Stored<CandidateDoc>),
        }) as Promise<CandidateList>;
      },

      get: async (ctx: ServiceContext, candidateId: string) => toCandidate(await loadCandidate(ctx, candidateId)),

      async add(
        ctx: ServiceContext,
        positionId: string,
        input: CandidateInput,
        from: { source: "form" | "manual"; formResponseId?: string; files?: CandidateDoc["files"] } = {
          source: "manual",
        },
      ): Promise<Candidate> {
        const position = await loadPosition(ctx, positionId);
        if (position.status !== "open") throw new AppError("HIRING_NOT_OPEN");
        const firstName = input.firstName.trim();
        if (!firstName) throw new AppError("VALIDATION_REQUIRED", { field: "firstName" });
        const email = input.email.trim().toLowerCase();
        if (await scoped(ctx, CandidateModel).findOne({ positionId, email }))
          throw new AppError("AUTH_EMAIL_EXISTS", { field: "email" });
        let doc: Stored<CandidateDoc>;
        try {
          doc = (await scoped(ctx, CandidateModel).create({
            positionId,
            firstName,
            lastName: input.lastName?.trim() ?? "",
            email,
            phone: input.phone?.trim() ?? "",
            stage: "applied",
            source: from.source,
            formResponseId: from.formResponseId ?? null,
            notes: [],
            files: from.files ?? [],
            workerId: null,
            createdAt: ctx.now(),
          } as Partial<CandidateDoc>)) as Stored<CandidateDoc>;
        } catch (error) {
          if ((error as { code?: number }).code === 11000) throw new AppError("AUTH_EMAIL_EXISTS", { field: "email" });
          throw error;
        }
        await scoped(ctx, PositionModel).updateOne({ _id: position._id }, { $inc: { candidateCount: 1 } });
        const candidateId = String(doc._id);
        await audit.record(ctx, {
          action: "hiring.candidate.added",
          target: { type: "hiring.candidate", id: candidateId },
          details: { positionId, source: from.source },
        });
        await bus.emit(ctx, events.candidateAdded, { candidateId, positionId, source: from.source });
        return toCandidate(doc);
      },

      /** A response to a position's application form lands as a candidate (forms.response.submitted). */
      async fromResponse(ctx: ServiceContext, payload: { responseId: string; owner: string | null }): Promise<void> {
        if (!payload.owner?.startsWith(FORM_OWNER)) return;
        const positionId = payload.owner.slice(FORM_OWNER.length);
        const response = await deps.forms.response(ctx, payload.responseId);
        const text = (key: string) => (typeof response.byKey[key] === "string" ? (response.byKey[key] as string) : "");
        const resume = response.byKey.resume as
          { uploadId: string; name: string; size: number; contentType: string } | undefined;
        try {
          const candidate = await service.candidates.add(
            ctx,
            positionId,
            { firstName: text("firstName"), lastName: text("lastName"), email: text("email"), phone: text("phone") },
            {
              source: "form",
              formResponseId: response.id,
              files: resume
                ? [
                    {
                      id: resume.uploadId,
                      name: resume.name,
                      size: resume.size,
                      contentType: resume.contentType,
                      source: "form",
                    },
                  ]
                : [],
            },
          );
          const position = await loadPosition(ctx, positionId);
          if (OBJECT_ID.test(position.requestedBy))
            await notifications.notify(ctx, {
              userIds: [position.requestedBy],
              type: "hiring.candidate.applied",
              title: localized("New application", "Nova candidatura", "Nueva postulación"),
              body: localized(
                `${candidate.firstName} applied to "${position.name}".`,
                `${candidate.firstName} se candidatou a "${position.name}".`,
                `${candidate.firstName} se postuló a "${position.name}".`,
              ),
              link: `/hiring/positions/${positionId}`,
              data: { positionId, candidateId: candidate.id },
            });
        } catch (error) {
          // a second send from the same address, or a position closed meanwhile: the response stays in the form
          if (error instanceof AppError)
            ctx.log.info({ positionId, code: error.code }, "hiring: application not added");
          else throw error;
        }
      },

      async move(ctx: ServiceContext, candidateId: string, stage: CandidateStage): Promise<Candidate> {
        const candidate = await loadCandidate(ctx, candidateId);
        if (!CANDIDATE_MOVES[candidate.stage].includes(stage))
          throw new AppError("HIRING_STAGE_MOVE", { field: "stage" });
        const position = await loadPosition(ctx, candidate.positionId);
        if (position.status !== "open") throw new AppError("HIRING_NOT_OPEN");
        const updated = await scoped(ctx, CandidateModel).findOneAndUpdate(
          { _id: candidate._id, stage: candidate.stage },
          { $set: { stage } },
        );
        if (!updated) throw new AppError("HIRING_STAGE_MOVE", { field: "stage" });
        await audit.record(ctx, {
          action: `hiring.candidate.${stage}`,
          target: { type: "hiring.candidate", id: candidateId },
          details: { from: candidate.stage, to: stage, positionId: candidate.positionId },
        });
        await bus.emit(ctx, events.candidateMoved, {
          candidateId,
          positionId: candidate.positionId,
          from: candidate.stage,
          to: stage,
        });
        return toCandidate(updated as Stored<CandidateDoc>);
      },

      async note(ctx: ServiceContext, candidateId: string, text: string): Promise<Candidate> {
        const candidate = await loadCandidate(ctx, candidateId);
        const clean = text.trim();
        if (!clean) throw new AppError("VALIDATION_REQUIRED", { field: "text" });
        const updated = await scoped(ctx, CandidateModel).findOneAndUpdate(
          { _id: candidate._id },
          { $push: { notes: { id: randomUUID(), authorId: actorId(ctx), text: clean, at: ctx.now() } } },
        );
        return toCandidate(updated as Stored<CandidateDoc>);
      },

      async attach(ctx: ServiceContext, candidateId: string, upload: Upload): Promise<Candidate> {
        const candidate = await loadCandidate(ctx, candidateId);
        assertUploadSize(upload.body);
        const contentType = fileTypeOf(upload.body);
        const id = randomBytes(12).toString("hex");
        const key = `companies/${ctx.companyId}/hiring/candidates/${candidateId}/${id}`;
        await deps.files.storage.put(key, upload.body, { contentType });
        const name = (upload.filename.split(/[\\/]/).pop() ?? "").slice(0, 200) || "file";
        const updated = await scoped(ctx, CandidateModel).findOneAndUpdate(
          { _id: candidate._id },
          { $push: { files: { id, name, size: upload.body.length, contentType, source: "upload", key } } },
        );
        return toCandidate(updated as Stored<CandidateDoc>);
      },

      /** A file of the candidate: one attached here, or the one sent with the application (kept by forms). */
      async file(ctx: ServiceContext, candidateId: string, fileId: string): Promise<{ key: string; name: string }> {
        const candidate = await loadCandidate(ctx, candidateId);
        const file = candidate.files.find((f) => f.id === fileId);
        if (!file) throw new AppError("NOT_FOUND");
        if (file.source === "form") {
          if (!candidate.formResponseId) throw new AppError("NOT_FOUND");
          return deps.forms.file(ctx, { responseId: candidate.formResponseId, uploadId: file.id });
        }
        if (!file.key) throw new AppError("NOT_FOUND");
        return { key: file.key, name: file.name };
      },

      /**
       * Hires a candidate who had an offer: people makes the worker (account, welcome mail, `people.worker.created`,
       * from which onboarding starts), then the candidate is hired and the position with them. People refuses first
       * (an address already a worker: AUTH_EMAIL_EXISTS), so a refusal leaves nothing half-written here.
       */
      async hire(
        ctx: ServiceContext,
        candidateId: string,
        input: HireInput,
      ): Promise<{ candidate: Candidate; workerId: string }> {
        const candidate = await loadCandidate(ctx, candidateId);
        const position = await loadPosition(ctx, candidate.positionId);
        if (position.status !== "open") throw new AppError("HIRING_NOT_OPEN");
        if (!canHireFrom(candidate.stage)) throw new AppError("HIRING_HIRE_NEEDS_OFFER");
        if (!parseIsoDate(input.startDate)) throw new AppError("VALIDATION_DATE", { field: "startDate" });
        const departmentId = input.departmentId ?? position.departmentId ?? undefined;
        const officeId = input.officeId ?? position.officeId ?? undefined;
        const { workerId, userId } = await deps.admissions.admit(ctx, {
          firstName: candidate.firstName,
          ...(candidate.lastName ? { lastName: candidate.lastName } : {}),
          email: candidate.email,
          startDate: input.startDate,
          ...(departmentId ? { departmentId } : {}),
          ...(officeId ? { officeId } : {}),
          ...(input.locale ? { locale: input.locale as "en" | "pt-BR" | "es" } : {}),
        });
        const updated = (await scoped(ctx, CandidateModel).findOneAndUpdate(
          { _id: candidate._id },
          { $set: { stage: "hired", workerId } },
        )) as Stored<CandidateDoc>;
        await audit.record(ctx, {
          action: "hiring.candidate.hired",
          target: { type: "hiring.candidate", id: candidateId },
          details: { positionId: candidate.positionId, workerId },
        });
        await transition(
          ctx,
          position,
          "hire",
          {
            $set: { status: "hired", hiredCandidateId: candidateId, closeDate: position.closeDate ?? companyDay(ctx) },
          },
          { candidateId, workerId },
        );
        if (position.applicationFormId) await deps.forms.close(ctx, position.applicationFormId);
        await bus.emit(ctx, events.candidateHired, { candidateId, positionId: candidate.positionId, workerId, userId });
        return { candidate: toCandidate(updated), workerId };
      },
    },
  };
  return service;
}

export type HiringService = ReturnType<typeof createHiringService>;
