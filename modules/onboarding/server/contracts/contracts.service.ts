import { randomBytes } from "node:crypto";
import type { AuditService } from "../../../../core/audit/audit.service.js";
import { actorId, requireUser, type ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { readStoredFile } from "../../../../core/files/file-storage.js";
import type { FilesService } from "../../../../core/files/types.js";
import type { ModuleEvents } from "../../../../core/modules/events.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import type { PeopleProfiles } from "../../../people/contract/profiles.js";
import { type ContractInfo, events, type Onboarding, type SignInput, type VerifyResult } from "../../contract/index.js";
import { WorkerDocumentModel } from "../documents/documents.model.js";
import {
  canReadGroup,
  contractGroup,
  missingProfile,
  type OnboardingService,
  sha256,
  toContractInfo,
} from "../onboarding/onboarding.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { ContractModel, type ContractDoc } from "./contracts.model.js";
import { stampEvidence, termsPdf } from "./contract-pdf.js";

type WithId<T> = T & { _id: unknown; createdAt: Date };

/**
 * Contract terms (issue 15 "Contract signing"): generated as a PDF from the company's templates with the person's
 * data, signed by the person in the app with evidence (time, IP, user agent, the document's SHA-256, an audit entry),
 * stamped with an evidence page and stored; a stored signed file that changed is detected by `verify`.
 */
export function createContractsService(deps: {
  records: PeopleProfiles;
  settings: SettingsService;
  onboarding: OnboardingService;
  files: Pick<FilesService, "storage">;
  events: ModuleEvents;
  audit: Pick<AuditService, "record">;
}) {
  const contracts = (ctx: ServiceContext) => scoped(ctx, ContractModel);

  async function generate(ctx: ServiceContext, workerId: string, templateIds?: string[]): Promise<ContractInfo> {
    const record = await deps.onboarding.mustBeLive(ctx, workerId);
    if (record.stage === "completed") throw new AppError("ONBOARDING_COMPLETED");
    const settings = await deps.settings.get(ctx);
    if (!settings.allowContracts) throw new AppError("ONBOARDING_CONTRACTS_OFF");
    const unknown = (templateIds ?? []).find((id) => !settings.contractTemplates.some((t) => t.id === id));
    if (unknown !== undefined) throw new AppError("VALIDATION_INVALID", { field: "documents" });
    const templates = templateIds?.length
      ? settings.contractTemplates.filter((t) => templateIds.includes(t.id))
      : settings.contractTemplates;
    if (templates.length === 0) throw new AppError("ONBOARDING_CONTRACT_NO_TEMPLATE");
    const current = await deps.onboarding.currentContract(ctx, workerId);
    if (current?.signature) throw new AppError("ONBOARDING_CONTRACT_SIGNED");
    const person = await deps.records.record(ctx, workerId);
    if (!person) throw new AppError("ONBOARDING_NOT_IN_ONBOARDING");
    const generatedAt = ctx.now();
    const body = await termsPdf({
      companyName: ctx.tenant?.name ?? "",
      person,
      templates,
      fields: settings.contractFields,
      generatedAt,
      reference: randomBytes(6).toString("hex").toUpperCase(),
    });
    const fileKey = `companies/${ctx.companyId}/onboarding/${workerId}/contract-${randomBytes(8).toString("hex")}.pdf`;
    await deps.files.storage.put(fileKey, body, { contentType: "application/pdf" });
    // an unsigned older generation is replaced (its data or templates changed)
    await contracts(ctx).updateMany({ workerId, superseded: false, signature: null }, { $set: { superseded: true } });
    const created = (await contracts(ctx).create({
      workerId,
      fileKey,
      fileName: "contract-terms.pdf",
      sha256: sha256(body),
      templateIds: templates.map((t) => t.id),
      group: contractGroup(settings.contractFields),
      generatedAt,
      superseded: false,
    })) as WithId<ContractDoc>;
    await deps.audit.record(ctx, {
      action: "onboarding.contract.generated",
      target: { type: "onboarding.contract", id: String(created._id) },
      details: { workerId, sha256: created.sha256, templates: created.templateIds },
    });
    return toContractInfo(created);
  }

  return {
    /** spec §7 POST docs/contract-terms (worker, documents): (re)generates the terms while they are unsigned. */
    generate,

    /** The person's current terms; generated on first look when the company uses contracts. */
    async own(ctx: ServiceContext): Promise<ContractInfo> {
      const workerId = await deps.onboarding.ownWorkerId(ctx);
      await deps.onboarding.mustBeLive(ctx, workerId);
      const current = await deps.onboarding.currentContract(ctx, workerId);
      if (current) return toContractInfo(current);
      return generate(ctx, workerId);
    },

    /** The person signs the terms they read (their SHA-256): evidence recorded, signed PDF stamped and stored. */
    async sign(ctx: ServiceContext, input: SignInput, request: { ip: string; userAgent: string }): Promise<Onboarding> {
      const user = requireUser(ctx);
      const workerId = await deps.onboarding.ownWorkerId(ctx);
      const record = await deps.onboarding.mustBeLive(ctx, workerId);
      if (record.stage === "completed") throw new AppError("ONBOARDING_COMPLETED");
      const person = await deps.records.record(ctx, workerId);
      if (!person) throw new AppError("ONBOARDING_NOT_IN_ONBOARDING");
      if (missingProfile(person).length > 0) throw new AppError("ONBOARDING_PROFILE_INCOMPLETE");
      const current = await deps.onboarding.currentContract(ctx, workerId);
      if (!current) throw new AppError("ONBOARDING_CONTRACT_CHANGED", { field: "sha256" });
      if (current.signature) throw new AppError("ONBOARDING_CONTRACT_SIGNED");
      if (current.sha256 !== input.sha256) throw new AppError("ONBOARDING_CONTRACT_CHANGED", { field: "sha256" });
      const original = await readStoredFile(await deps.files.storage.get(current.fileKey));
      // the stored terms must still be the ones generated (and read)
      if (sha256(original) !== current.sha256) throw new AppError("ONBOARDING_CONTRACT_CHANGED", { field: "sha256" });
      const signedAt = ctx.now();
      const name = [person.name, person.lastName].filter(Boolean).join(" ");
      const contractId = String(current._id);
      const signed = await stampEvidence(original, {
        contractId,
        name,
        email: person.email,
        signedAt,
        ip: request.ip,
        userAgent: request.userAgent.slice(0, 400),
        originalSha256: current.sha256,
      });
      const signedSha256 = sha256(signed);
      const signedFileKey = `companies/${ctx.companyId}/onboarding/${workerId}/contract-signed-${randomBytes(8).toString("hex")}.pdf`;
      await deps.files.storage.put(signedFileKey, signed, { contentType: "application/pdf" });
      const document = await scoped(ctx, WorkerDocumentModel).create({
        workerId,
        category: "contract",
        contractId,
        name: "Contract terms (signed)",
        fileName: "contract-terms-signed.pdf",
        fileKey: signedFileKey,
        contentType: "application/pdf",
        size: signed.byteLength,
        sha256: signedSha256,
        status: "signed",
        group: current.group,
        uploadedBy: actorId(ctx),
      });
      const evidence = {
        signedAt,
        userId: user.userId,
        name,
        email: person.email,
        ip: request.ip,
        userAgent: request.userAgent.slice(0, 400),
        originalSha256: current.sha256,
        signedFileKey,
        signedSha256,
        documentId: String(document._id),
      };
      // only an unsigned, current contract takes the signature: a double submit signs once
      const updated = await contracts(ctx).findOneAndUpdate(
        { _id: current._id, signature: null, superseded: false },
        { $set: { signature: evidence } },
      );
      if (!updated) {
        await scoped(ctx, WorkerDocumentModel).softDelete({ _id: document._id });
        throw new AppError("ONBOARDING_CONTRACT_SIGNED");
      }
      await deps.audit.record(ctx, {
        action: events.contractSigned.name,
        target: { type: "onboarding.contract", id: contractId },
        details: {
          workerId,
          signedAt: signedAt.toISOString(),
          ip: request.ip,
          userAgent: evidence.userAgent,
          originalSha256: current.sha256,
          signedSha256,
        },
      });
      await deps.events.emit(ctx, events.contractSigned, { workerId, contractId, signedSha256 });
      return deps.onboarding.refresh(ctx, workerId);
    },

    /** Is the stored signed PDF still the one produced at signing (its SHA-256 recomputed)? */
    async verify(ctx: ServiceContext, workerId: string): Promise<VerifyResult> {
      const relation = await deps.records.relation(ctx, workerId);
      if (!relation) throw new AppError("NOT_FOUND");
      const [signed] = (await contracts(ctx).find(
        { workerId, signature: { $ne: null } },
        { sort: { generatedAt: -1, _id: -1 }, limit: 1 },
      )) as Array<WithId<ContractDoc>>;
      if (!signed?.signature) throw new AppError("NOT_FOUND");
      if (!canReadGroup(relation, signed.group)) throw new AppError("FORBIDDEN");
      const s = signed.signature;
      const actual = sha256(await readStoredFile(await deps.files.storage.get(s.signedFileKey)));
      return {
        contractId: String(signed._id),
        intact: actual === s.signedSha256,
        signedSha256: s.signedSha256,
        actualSha256: actual,
        originalSha256: s.originalSha256,
        signedAt: s.signedAt.toISOString(),
        ip: s.ip,
        userAgent: s.userAgent,
      };
    },

    /** The generated (unsigned) terms for reading: the person themself or whoever reads the contract's group. */
    async file(ctx: ServiceContext, contractId: string): Promise<WithId<ContractDoc>> {
      const doc = (await contracts(ctx).findById(contractId)) as WithId<ContractDoc> | null;
      if (!doc) throw new AppError("NOT_FOUND");
      const relation = await deps.records.relation(ctx, doc.workerId);
      if (!relation) throw new AppError("NOT_FOUND");
      if (!canReadGroup(relation, doc.group) && relation !== "self") throw new AppError("FORBIDDEN");
      return doc;
    },
  };
}

export type ContractsService = ReturnType<typeof createContractsService>;
