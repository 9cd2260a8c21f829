import { createHash, randomBytes } from "node:crypto";
import type { AuditService } from "../../../../core/audit/audit.service.js";
import { actorId, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { sniffImage } from "../../../../core/files/file-validation.js";
import type { FilesService } from "../../../../core/files/types.js";
import { listPage } from "../../../../core/lists/list-page.js";
import type { Mailer } from "../../../../core/mail/types.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { GROUP_ACCESS, type FieldGroup, type Relation } from "../../../people/contract/field-access.js";
import type { PeopleProfiles, ProfileRecord } from "../../../people/contract/profiles.js";
import {
  type ChecklistItem,
  type ContractField,
  type ContractInfo,
  type DocumentState,
  events,
  type Onboarding,
  type OnboardingFacts,
  type OnboardingList,
  type OnboardingListQuery,
  type OnboardingSettings,
  type OnboardingSummary,
  PROFILE_FIELDS,
  type ProfileField,
  type Stage,
  stageOf,
  canReview,
  canSend,
  type WorkerDocument,
} from "../../contract/index.js";
import { ContractModel, type ContractDoc } from "../contracts/contracts.model.js";
import { WorkerDocumentModel, type WorkerDocumentDoc } from "../documents/documents.model.js";
import type { SettingsService } from "../settings/settings.service.js";
import { OnboardingModel, type OnboardingDoc } from "./onboarding.model.js";

type WithId<T> = T & { _id: unknown; createdAt: Date };

/** The people field group a document of a requirement belongs to: IDs and certificates are personal data. */
export const REQUIREMENT_GROUP: FieldGroup = "personal";

/** The field group of contract terms: the most private group among the worker fields the company puts in them. */
export function contractGroup(fields: readonly ContractField[]): FieldGroup {
  if (fields.includes("salary")) return "compensation";
  if (fields.some((f) => f === "birthdate" || f === "nationality" || f === "address")) return "personal";
  return "job";
}

export function canReadGroup(relation: Relation, group: FieldGroup): boolean {
  return GROUP_ACCESS[group].read.includes(relation);
}

/** The profile fields a new hire still has to fill (people's worker record). */
export function missingProfile(person: ProfileRecord): ProfileField[] {
  return PROFILE_FIELDS.filter((field) => {
    if (field === "address") return !person.address?.street?.trim() || !person.address.city?.trim();
    const value = person[field];
    return typeof value !== "string" || value.trim() === "";
  });
}

/** The content type a document's bytes announce: PDF, PNG or JPEG, else ONBOARDING_DOCUMENT_TYPE. */
export function documentType(body: Uint8Array): { contentType: string; extension: string } {
  if (Buffer.from(body.subarray(0, 5)).toString("latin1") === "%PDF-")
    return { contentType: "application/pdf", extension: "pdf" };
  const image = sniffImage(body);
  if (image === "png") return { contentType: "image/png", extension: "png" };
  if (image === "jpeg") return { contentType: "image/jpeg", extension: "jpg" };
  throw new AppError("ONBOARDING_DOCUMENT_TYPE", { field: "file" });
}

export const sha256 = (body: Uint8Array): string => createHash("sha256").update(body).digest("hex");

export function toContractInfo(doc: WithId<ContractDoc>): ContractInfo {
  return {
    id: String(doc._id),
    fileName: doc.fileName,
    sha256: doc.sha256,
    generatedAt: doc.generatedAt.toISOString(),
    signed: Boolean(doc.signature),
    ...(doc.signature
      ? { signedAt: doc.signature.signedAt.toISOString(), signedSha256: doc.signature.signedSha256 }
      : {}),
  };
}

export function toDocument(doc: WithId<WorkerDocumentDoc>): WorkerDocument {
  return {
    id: String(doc._id),
    workerId: doc.workerId,
    category: doc.category,
    name: doc.name,
    fileName: doc.fileName,
    contentType: doc.contentType,
    size: doc.size,
    sha256: doc.sha256,
    status: doc.status,
    ...(doc.reason ? { reason: doc.reason } : {}),
    createdAt: doc.createdAt.toISOString(),
  };
}

function toSummary(doc: WithId<OnboardingDoc>): OnboardingSummary {
  return {
    workerId: doc.workerId,
    name: doc.name,
    email: doc.email,
    stage: doc.stage,
    startedAt: doc.startedAt.toISOString(),
    ...(doc.completedAt ? { completedAt: doc.completedAt.toISOString() } : {}),
  };
}

const displayName = (p: ProfileRecord): string => [p.name, p.lastName].filter(Boolean).join(" ");

export interface OnboardingDeps {
  records: PeopleProfiles;
  settings: SettingsService;
  files: Pick<FilesService, "storage">;
  mailer: Mailer;
  events: ModuleEvents;
  audit: Pick<AuditService, "record">;
  /** The app's public address, for links in mails. */
  publicUrl: string;
}

/**
 * A person's onboarding: started when people creates a worker, its stage recomputed from facts after every change
 * (contract/state-machine.ts), the required documents sent by the person and reviewed by the admin, the documents
 * area filtered by people's field access.
 */
export function createOnboardingService(deps: OnboardingDeps) {
  const live = (ctx: ServiceContext, workerId: string) =>
    scoped(ctx, OnboardingModel).findOne({ workerId, removedAt: null }) as Promise<WithId<OnboardingDoc> | null>;

  async function mustBeLive(ctx: ServiceContext, workerId: string): Promise<WithId<OnboardingDoc>> {
    const record = await live(ctx, workerId);
    if (!record) throw new AppError("ONBOARDING_NOT_IN_ONBOARDING");
    return record;
  }

  async function currentContract(ctx: ServiceContext, workerId: string): Promise<WithId<ContractDoc> | null> {
    const [latest] = (await scoped(ctx, ContractModel).find(
      { workerId, superseded: false },
      { sort: { generatedAt: -1, _id: -1 }, limit: 1 },
    )) as Array<WithId<ContractDoc>>;
    return latest ?? null;
  }

  /** The live document sent for each requirement. */
  async function requirementDocs(ctx: ServiceContext, workerId: string) {
    const docs = (await scoped(ctx, WorkerDocumentModel).find({
      workerId,
      requirementId: { $type: "string" },
    })) as Array<WithId<WorkerDocumentDoc>>;
    return new Map(docs.map((d) => [d.requirementId!, d]));
  }

  async function factsOf(
    ctx: ServiceContext,
    workerId: string,
    person: ProfileRecord,
    settings: OnboardingSettings,
  ): Promise<{ facts: OnboardingFacts; checklist: ChecklistItem[]; contract: WithId<ContractDoc> | null }> {
    const sent = await requirementDocs(ctx, workerId);
    const documents: Record<string, DocumentState> = {};
    const checklist: ChecklistItem[] = settings.workersDocument.map((req) => {
      const doc = sent.get(req.id);
      const state: DocumentState = doc ? (doc.status === "signed" ? "accepted" : doc.status) : "missing";
      documents[req.id] = state;
      return {
        requirementId: req.id,
        name: req.name,
        category: req.category,
        state,
        ...(doc ? { documentId: String(doc._id), fileName: doc.fileName } : {}),
        ...(doc?.status === "returned" && doc.reason ? { reason: doc.reason } : {}),
      };
    });
    const contract = await currentContract(ctx, workerId);
    const contractRequired = settings.allowContracts && settings.contractTemplates.length > 0;
    return {
      facts: {
        missingProfile: missingProfile(person),
        documents,
        contractRequired,
        contractSigned: Boolean(contract?.signature),
      },
      checklist,
      contract,
    };
  }

  /**
   * Recomputes a person's stage from the facts and records a change (history, audit, event). The one place a stage
   * moves. Returns the person's checklist.
   */
  async function refresh(ctx: ServiceContext, workerId: string): Promise<Onboarding> {
    const record = await mustBeLive(ctx, workerId);
    const person = await deps.records.record(ctx, workerId);
    if (!person) throw new AppError("ONBOARDING_NOT_IN_ONBOARDING");
    const settings = await deps.settings.get(ctx);
    const { facts, checklist, contract } = await factsOf(ctx, workerId, person, settings);
    const to = stageOf(facts, record.stage);
    const name = displayName(person);
    let current = record;
    if (to !== record.stage || name !== record.name || person.email !== record.email) {
      const at = ctx.now();
      const moved = to !== record.stage;
      const updated = (await scoped(ctx, OnboardingModel).findOneAndUpdate(
        // only from the stage read: two writers racing record one change
        { _id: record._id, stage: record.stage, removedAt: null },
        {
          $set: { stage: to, name, email: person.email, ...(to === "completed" ? { completedAt: at } : {}) },
          ...(moved ? { $push: { history: { from: record.stage, to, at } } } : {}),
        },
        { new: true },
      )) as WithId<OnboardingDoc> | null;
      if (updated) {
        current = updated;
        if (moved) {
          await deps.audit.record(ctx, {
            action: events.stageChanged.name,
            target: { type: "onboarding", id: workerId },
            details: { from: record.stage, to },
          });
          await deps.events.emit(ctx, events.stageChanged, { workerId, from: record.stage, to });
        }
      } else {
        // another writer moved it first: answer what is stored now
        return refresh(ctx, workerId);
      }
    }
    return {
      workerId,
      userId: current.userId,
      name: current.name,
      email: current.email,
      stage: current.stage,
      startedAt: current.startedAt.toISOString(),
      ...(current.completedAt ? { completedAt: current.completedAt.toISOString() } : {}),
      missingProfile: facts.missingProfile.slice(),
      documents: checklist,
      contractRequired: facts.contractRequired,
      contract: contract ? toContractInfo(contract) : null,
    };
  }

  async function ownWorkerId(ctx: ServiceContext): Promise<string> {
    const own = await deps.records.ownWorkerId(ctx);
    if (!own) throw new AppError("ONBOARDING_NOT_IN_ONBOARDING");
    return own;
  }

  const service = {
    refresh,
    ownWorkerId,
    currentContract,
    mustBeLive,

    /**
     * Puts a new worker in onboarding (people's `people.worker.created`): the first stage from the facts, the
     * welcome mail with the company's templateWelcome in the person's language. Idempotent.
     */
    async start(ctx: ServiceContext, workerId: string, options: { mail?: boolean } = {}): Promise<Onboarding | null> {
      if (await scoped(ctx, OnboardingModel).findOne({ workerId })) return null;
      const person = await deps.records.record(ctx, workerId);
      if (!person) return null;
      const settings = await deps.settings.get(ctx);
      const { facts } = await factsOf(ctx, workerId, person, settings);
      const stage = stageOf(facts);
      const at = ctx.now();
      try {
        await scoped(ctx, OnboardingModel).create({
          workerId,
          userId: person.userId,
          name: displayName(person),
          email: person.email,
          stage,
          startedAt: at,
          ...(stage === "completed" ? { completedAt: at } : {}),
          history: [{ from: null, to: stage, at }],
        });
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return null;
        throw err;
      }
      await deps.audit.record(ctx, {
        action: events.started.name,
        target: { type: "onboarding", id: workerId },
        details: { stage },
      });
      await deps.events.emit(ctx, events.started, { workerId });
      if (options.mail !== false) {
        await deps.mailer.send({
          to: person.email,
          template: "onboarding-welcome",
          locale: person.locale,
          data: {
            link: `${deps.publicUrl.replace(/\/$/, "")}/onboarding/me`,
            companyName: ctx.tenant?.name ?? "",
            name: person.name,
            ...(settings.templateWelcome ? { message: settings.templateWelcome } : {}),
          },
        });
      }
      return refresh(ctx, workerId);
    },

    /** spec §7 POST .../workers/{workerId}/removeonboarding: takes the person out (their documents stay). */
    async remove(ctx: ServiceContext, workerId: string): Promise<void> {
      const record = await mustBeLive(ctx, workerId);
      await scoped(ctx, OnboardingModel).updateOne(
        { _id: record._id, removedAt: null },
        { $set: { removedAt: ctx.now() } },
      );
      await deps.audit.record(ctx, {
        action: events.removed.name,
        target: { type: "onboarding", id: workerId },
        details: { stage: record.stage },
      });
      await deps.events.emit(ctx, events.removed, { workerId });
    },

    async list(ctx: ServiceContext, query: OnboardingListQuery): Promise<OnboardingList> {
      return listPage(ctx, OnboardingModel, {
        filter: { removedAt: null, ...(query.stage ? { stage: query.stage } : {}) },
        sort: { startedAt: -1, _id: -1 },
        page: query,
        toItem: (doc) => toSummary(doc as WithId<OnboardingDoc>),
      });
    },

    /** A person sends (or re-sends) the document of a requirement: PDF, PNG or JPEG by content, at most 2 MB. */
    async send(
      ctx: ServiceContext,
      workerId: string,
      requirementId: string,
      upload: { body: Buffer; filename: string },
    ): Promise<Onboarding> {
      const record = await mustBeLive(ctx, workerId);
      if (record.stage === "completed") throw new AppError("ONBOARDING_COMPLETED");
      const settings = await deps.settings.get(ctx);
      const requirement = settings.workersDocument.find((r) => r.id === requirementId);
      if (!requirement) throw new AppError("ONBOARDING_REQUIREMENT_UNKNOWN", { field: "requirementId" });
      const { contentType, extension } = documentType(upload.body);
      const documents = scoped(ctx, WorkerDocumentModel);
      const previous = (await documents.findOne({ workerId, requirementId })) as WithId<WorkerDocumentDoc> | null;
      if (previous && !canSend(previous.status === "signed" ? "accepted" : previous.status))
        throw new AppError("ONBOARDING_DOCUMENT_ACCEPTED");
      const fileKey = `companies/${ctx.companyId}/onboarding/${workerId}/${requirementId}-${randomBytes(8).toString("hex")}.${extension}`;
      await deps.files.storage.put(fileKey, upload.body, { contentType });
      // the returned (or not yet reviewed) one is replaced: soft-removed, its file kept for the trail
      if (previous) await documents.softDelete({ _id: previous._id });
      const safeName =
        upload.filename.replace(/[^\p{L}\p{N}._ -]/gu, "_").slice(0, 120) || `${requirementId}.${extension}`;
      const created = (await documents.create({
        workerId,
        category: requirement.category,
        requirementId,
        name: requirement.name,
        fileName: safeName,
        fileKey,
        contentType,
        size: upload.body.byteLength,
        sha256: sha256(upload.body),
        status: "in-review",
        group: REQUIREMENT_GROUP,
        uploadedBy: actorId(ctx),
      })) as WithId<WorkerDocumentDoc>;
      await deps.events.emit(ctx, events.documentSent, { workerId, documentId: String(created._id), requirementId });
      return refresh(ctx, workerId);
    },

    /** The admin accepts a document, or returns it with a reason (mailed to the person in their language). */
    async review(
      ctx: ServiceContext,
      documentId: string,
      outcome: { accept: true } | { accept: false; reason: string },
    ): Promise<Onboarding> {
      const documents = scoped(ctx, WorkerDocumentModel);
      const doc = (await documents.findById(documentId)) as WithId<WorkerDocumentDoc> | null;
      if (!doc || !doc.requirementId) throw new AppError("NOT_FOUND");
      const record = await mustBeLive(ctx, doc.workerId);
      if (record.stage === "completed") throw new AppError("ONBOARDING_COMPLETED");
      if (!canReview(doc.status === "signed" ? "accepted" : doc.status))
        throw new AppError("ONBOARDING_DOCUMENT_NOT_IN_REVIEW");
      const reason = outcome.accept ? undefined : outcome.reason.trim();
      if (!outcome.accept && !reason) throw new AppError("VALIDATION_REQUIRED", { field: "reason" });
      const status = outcome.accept ? "accepted" : "returned";
      const updated = await documents.findOneAndUpdate(
        { _id: doc._id, status: "in-review" },
        {
          $set: { status, reviewedBy: actorId(ctx), reviewedAt: ctx.now(), ...(reason ? { reason } : {}) },
        },
      );
      if (!updated) throw new AppError("ONBOARDING_DOCUMENT_NOT_IN_REVIEW");
      await deps.audit.record(ctx, {
        action: events.documentReviewed.name,
        target: { type: "onboarding.document", id: documentId },
        details: { workerId: doc.workerId, outcome: status, ...(reason ? { reason } : {}) },
      });
      await deps.events.emit(ctx, events.documentReviewed, { workerId: doc.workerId, documentId, outcome: status });
      if (reason) {
        const person = await deps.records.record(ctx, doc.workerId);
        if (person)
          await deps.mailer.send({
            to: person.email,
            template: "pending-document",
            locale: person.locale,
            data: {
              documentName: doc.name,
              companyName: ctx.tenant?.name ?? "",
              message: reason,
              name: person.name,
              link: `${deps.publicUrl.replace(/\/$/, "")}/onboarding/me`,
            },
          });
      }
      return refresh(ctx, doc.workerId);
    },

    /** The documents area of a person: what the caller's relation may read (people's field access per group). */
    async documents(ctx: ServiceContext, workerId: string): Promise<WorkerDocument[]> {
      const relation = await deps.records.relation(ctx, workerId);
      if (!relation) throw new AppError("NOT_FOUND");
      const docs = (await scoped(ctx, WorkerDocumentModel).find(
        { workerId },
        { sort: { createdAt: -1, _id: -1 } },
      )) as Array<WithId<WorkerDocumentDoc>>;
      return docs.filter((d) => canReadGroup(relation, d.group)).map(toDocument);
    },

    /** One document for download, when the caller's relation may read its group (403 otherwise). */
    async documentFile(ctx: ServiceContext, documentId: string): Promise<WithId<WorkerDocumentDoc>> {
      const doc = (await scoped(ctx, WorkerDocumentModel).findById(documentId)) as WithId<WorkerDocumentDoc> | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const relation = await deps.records.relation(ctx, doc.workerId);
      if (!relation) throw new AppError("NOT_FOUND");
      if (!canReadGroup(relation, doc.group)) throw new AppError("FORBIDDEN");
      return doc;
    },

    /** Every live record not completed yet, recomputed (the reconcile job: a profile completed in people). */
    async reconcile(ctx: ServiceContext): Promise<number> {
      const open = await scoped(ctx, OnboardingModel).find(
        { removedAt: null, stage: { $ne: "completed" } },
        { projection: { workerId: 1, stage: 1 } },
      );
      let moved = 0;
      for (const { workerId, stage } of open as Array<{ workerId: string; stage: Stage }>) {
        const after = await refresh(ctx, workerId).catch(() => null);
        if (after && after.stage !== stage) moved += 1;
      }
      return moved;
    },
  };
  return service;
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
