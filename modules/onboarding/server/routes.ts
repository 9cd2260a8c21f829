import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { FilesService } from "../../../core/files/types.js";
import { TenantParams } from "../../../core/lists/schemas.js";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import {
  ContractInfo,
  ContractTermsInput,
  Onboarding,
  OnboardingList,
  OnboardingListQuery,
  OnboardingSettings,
  onboardingContract,
  permissions,
  ReturnInput,
  SignInput,
  VerifyResult,
  WorkerDocumentList,
  ZipInput,
  ZipJob,
} from "../contract/index.js";
import type { ContractsService } from "./contracts/contracts.service.js";
import type { OnboardingService } from "./onboarding/onboarding.service.js";
import type { SettingsService } from "./settings/settings.service.js";
import type { ZipsService } from "./zips/zips.service.js";

const WorkerParams = Type.Object({ companyId: Type.String(), workerId: Type.String() });
const DocumentParams = Type.Object({ companyId: Type.String(), documentId: Type.String() });
const ContractParams = Type.Object({ companyId: Type.String(), contractId: Type.String() });
const ZipParams = Type.Object({ companyId: Type.String(), zipId: Type.String() });
const RequirementParams = Type.Object({ companyId: Type.String(), requirementId: Type.String({ maxLength: 40 }) });
const WorkerRequirementParams = Type.Object({
  companyId: Type.String(),
  workerId: Type.String(),
  requirementId: Type.String({ maxLength: 40 }),
});
const ZipQuery = Type.Object({ type: Type.Literal("onboarding") }, { additionalProperties: false });
const Binary = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The stored file." });
const Removed = Type.Null({ description: "Done." });
const UPLOAD_FIELD = "file";
const uploadDescription = `multipart/form-data with the file in the field \`${UPLOAD_FIELD}\`: PDF, PNG or JPEG (judged by content), at most 2 MB.`;
const tags = ["onboarding"];

/** Onboarding's routes, mounted at /api/companies/:companyId (README "Routes"). */
export function onboardingRoutes(deps: {
  files: FilesService;
  settings: SettingsService;
  onboarding: OnboardingService;
  contracts: ContractsService;
  zips: ZipsService;
}): FastifyPluginAsync {
  const { files, settings, onboarding, contracts, zips } = deps;
  const manage = requirePermission(onboardingContract, permissions.manage);
  const self = requirePermission(onboardingContract, permissions.self);
  const documents = requirePermission(onboardingContract, permissions.documents);
  const read = async (request: FastifyRequest) => {
    const upload = await files.readUpload(request, { field: UPLOAD_FIELD });
    return { body: upload.body, filename: upload.filename };
  };

  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    // --- settings (admin)
    app.get(
      "/onboarding/settings",
      {
        schema: {
          tags,
          summary: "The company's onboarding settings",
          description:
            "Admins only (`onboarding.manage`): the documents asked of every new hire, whether contract terms are used, their fields and templates, and the welcome text.",
          params: TenantParams,
          response: { 200: OnboardingSettings },
        },
        onRequest: manage,
      },
      async (request) => settings.get(request.ctx),
    );
    app.put(
      "/onboarding/settings",
      {
        schema: {
          tags,
          summary:
            "Replace the onboarding settings (workersDocument, allowContracts, contract fields and templates, templateWelcome)",
          description:
            "Admins only (`onboarding.manage`). Replaces the whole settings. A requirement without a name or a template without a title or body is 400 `VALIDATION_REQUIRED`; a repeated requirement or template id 400 `VALIDATION_INVALID`.",
          params: TenantParams,
          body: OnboardingSettings,
          response: { 200: OnboardingSettings },
        },
        onRequest: manage,
      },
      async (request) => settings.put(request.ctx, request.body),
    );

    // --- the admin's view
    app.get(
      "/onboarding/workers",
      {
        schema: {
          tags,
          summary: "People in onboarding, newest first",
          description:
            "A page of the people in onboarding, newest first; `stage` keeps one stage. Admins only (`onboarding.manage`).",
          params: TenantParams,
          querystring: OnboardingListQuery,
          response: { 200: OnboardingList },
        },
        onRequest: manage,
      },
      async (request) => onboarding.list(request.ctx, request.query),
    );
    app.get(
      "/onboarding/workers/:workerId",
      {
        schema: {
          tags,
          summary: "A person's onboarding checklist",
          description:
            "Admins only (`onboarding.manage`). The checklist is recomputed (profile, documents, contract) and the stage moved if it changed. A worker who is not in onboarding (or of another company) is 404 `ONBOARDING_NOT_IN_ONBOARDING`.",
          params: WorkerParams,
          response: { 200: Onboarding },
        },
        onRequest: manage,
      },
      async (request) => onboarding.refresh(request.ctx, request.params.workerId),
    );
    app.post(
      "/workers/:workerId/removeonboarding",
      {
        schema: {
          tags,
          summary: "Take a person out of onboarding",
          params: WorkerParams,
          description:
            "Admins only (`onboarding.manage`). The person leaves the onboarding list (audited); their documents stay. A worker not in onboarding is 404 `ONBOARDING_NOT_IN_ONBOARDING`.",
          response: { 204: Removed },
        },
        onRequest: manage,
      },
      async (request, reply) => {
        await onboarding.remove(request.ctx, request.params.workerId);
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/onboarding/workers/:workerId/documents/:requirementId",
      {
        schema: {
          tags,
          summary: "Send a required document for a person (admin)",
          description: uploadDescription,
          params: WorkerRequirementParams,
          response: { 200: Onboarding },
        },
        onRequest: manage,
      },
      async (request) =>
        onboarding.send(request.ctx, request.params.workerId, request.params.requirementId, await read(request)),
    );
    app.post(
      "/onboarding/documents/:documentId/accept",
      {
        schema: {
          tags,
          summary: "Accept a document",
          description:
            "Admins only (`onboarding.manage`). Only a document in review can be accepted (otherwise 409 `ONBOARDING_DOCUMENT_NOT_IN_REVIEW`); a completed onboarding is 409 `ONBOARDING_COMPLETED`; an unknown id 404 `NOT_FOUND`. Answers the updated checklist.",
          params: DocumentParams,
          response: { 200: Onboarding },
        },
        onRequest: manage,
      },
      async (request) => onboarding.review(request.ctx, request.params.documentId, { accept: true }),
    );
    app.post(
      "/onboarding/documents/:documentId/return",
      {
        schema: {
          tags,
          summary: "Return a document with a reason (mailed to the person in their language)",
          description:
            "Admins only (`onboarding.manage`). The person sends it again. A blank reason is 400 `VALIDATION_REQUIRED`; a document not in review 409 `ONBOARDING_DOCUMENT_NOT_IN_REVIEW`; a completed onboarding 409 `ONBOARDING_COMPLETED`.",
          params: DocumentParams,
          body: ReturnInput,
          response: { 200: Onboarding },
        },
        onRequest: manage,
      },
      async (request) =>
        onboarding.review(request.ctx, request.params.documentId, { accept: false, reason: request.body.reason }),
    );
    app.post(
      "/docs/contract-terms",
      {
        schema: {
          tags,
          summary: "Generate a person's contract terms from the company's templates (worker, documents)",
          description:
            "Admins only (`onboarding.manage`). Fills the templates with the person's data into a PDF (replacing unsigned terms). Contracts off is 409 `ONBOARDING_CONTRACTS_OFF`; no template 409 `ONBOARDING_CONTRACT_NO_TEMPLATE`; an unknown template id 400 `VALIDATION_INVALID` on `documents`; already signed 409 `ONBOARDING_CONTRACT_SIGNED`; completed 409 `ONBOARDING_COMPLETED`; not in onboarding 404 `ONBOARDING_NOT_IN_ONBOARDING`.",
          params: TenantParams,
          body: ContractTermsInput,
          response: { 201: ContractInfo },
        },
        onRequest: manage,
      },
      async (request, reply) =>
        reply.status(201).send(await contracts.generate(request.ctx, request.body.worker, request.body.documents)),
    );
    app.get(
      "/onboarding/workers/:workerId/contract/verify",
      {
        schema: {
          tags,
          summary: "Check that a person's signed contract is unchanged since signing",
          description:
            "Every level (`onboarding.documents.read`), then people's field access decides: someone who may not read the person's contract is 403 `FORBIDDEN`. Recomputes the stored signed PDF's SHA-256 and answers the signature evidence. No signed contract, or a person the caller cannot see, is 404 `NOT_FOUND`.",
          params: WorkerParams,
          response: { 200: VerifyResult },
        },
        onRequest: documents,
      },
      async (request) => contracts.verify(request.ctx, request.params.workerId),
    );

    // --- zips (admin)
    app.post(
      "/documents/:workerId/zip",
      {
        schema: {
          tags,
          summary: "Start a zip of a person's onboarding documents (type onboarding); poll its progress",
          description:
            "Admins only (`onboarding.manage`). The zip is built in the background: poll `GET /onboarding/zips/{zipId}`. A person not in onboarding is 404 `NOT_FOUND`; one without documents 409 `ONBOARDING_ZIP_EMPTY`.",
          params: WorkerParams,
          body: ZipInput,
          response: { 202: ZipJob },
        },
        onRequest: manage,
      },
      async (request, reply) => reply.status(202).send(await zips.start(request.ctx, request.params.workerId)),
    );
    app.get(
      "/documents/:workerId/zip",
      {
        schema: {
          tags,
          summary: "A person's onboarding documents as a zip, streamed as it is built",
          description:
            "Admins only (`onboarding.manage`). The same files as the background zip, streamed at once (`application/zip`). A person not in onboarding is 404 `NOT_FOUND`; one without documents 409 `ONBOARDING_ZIP_EMPTY`.",
          params: WorkerParams,
          querystring: ZipQuery,
          response: { 200: Binary },
        },
        onRequest: manage,
      },
      async (request, reply) => {
        const { archive, fileName } = await zips.stream(request.ctx, request.params.workerId);
        return reply
          .type("application/zip")
          .header("content-disposition", `attachment; filename="${fileName}"`)
          .header("cache-control", "private, no-cache")
          .send(archive as unknown as Buffer);
      },
    );
    app.get(
      "/onboarding/zips/:zipId",
      {
        schema: {
          tags,
          summary: "A zip's progress",
          params: ZipParams,
          description:
            "Admins only (`onboarding.manage`), and only the admin who started it: another one's zip is 404 `NOT_FOUND`.",
          response: { 200: ZipJob },
        },
        onRequest: manage,
      },
      async (request) => zips.get(request.ctx, request.params.zipId),
    );
    app.get(
      "/onboarding/zips/:zipId/file",
      {
        schema: {
          tags,
          summary: "Download a finished zip",
          params: ZipParams,
          description:
            "Admins only (`onboarding.manage`), the admin who started it (otherwise 404 `NOT_FOUND`). A zip still running or failed is 409 `ONBOARDING_ZIP_NOT_READY`.",
          response: { 200: Binary },
        },
        onRequest: manage,
      },
      async (request, reply) => {
        const { key, name } = await zips.file(request.ctx, request.params.zipId);
        return files.send(reply, key, { filename: name, disposition: "attachment" });
      },
    );

    // --- the new hire's own checklist
    app.get(
      "/onboarding/me",
      {
        schema: {
          tags,
          summary: "The signed-in person's onboarding checklist",
          description:
            "Every level (`onboarding.self`): a new hire may be a manager. Recomputes the caller's own checklist and stage. A caller not in onboarding is 404 `ONBOARDING_NOT_IN_ONBOARDING`.",
          params: TenantParams,
          response: { 200: Onboarding },
        },
        onRequest: self,
      },
      async (request) => onboarding.refresh(request.ctx, await onboarding.ownWorkerId(request.ctx)),
    );
    app.post(
      "/onboarding/me/documents/:requirementId",
      {
        schema: {
          tags,
          summary: "Send (or re-send) one of my required documents",
          description: uploadDescription,
          params: RequirementParams,
          response: { 200: Onboarding },
        },
        onRequest: self,
      },
      async (request) => {
        const workerId = await onboarding.ownWorkerId(request.ctx);
        return onboarding.send(request.ctx, workerId, request.params.requirementId, await read(request));
      },
    );
    app.get(
      "/onboarding/me/contract",
      {
        schema: {
          tags,
          summary: "My contract terms (generated on first look)",
          description:
            "Every level (`onboarding.self`). The caller's current terms, generated from the company's templates the first time. Contracts off is 409 `ONBOARDING_CONTRACTS_OFF`; no template 409 `ONBOARDING_CONTRACT_NO_TEMPLATE`; a caller not in onboarding 404 `ONBOARDING_NOT_IN_ONBOARDING`.",
          params: TenantParams,
          response: { 200: ContractInfo },
        },
        onRequest: self,
      },
      async (request) => contracts.own(request.ctx),
    );
    app.post(
      "/onboarding/me/contract/sign",
      {
        schema: {
          tags,
          summary: "Sign my contract terms (evidence: time, IP, user agent, the document's SHA-256)",
          description:
            "Every level (`onboarding.self`). `sha256` must be the one of the terms the person read: otherwise (or if they were regenerated meanwhile) 409 `ONBOARDING_CONTRACT_CHANGED`. A profile lacking birthdate, phone or address is 409 `ONBOARDING_PROFILE_INCOMPLETE`; signing twice 409 `ONBOARDING_CONTRACT_SIGNED`; a completed onboarding 409 `ONBOARDING_COMPLETED`. Answers the updated checklist.",
          params: TenantParams,
          body: SignInput,
          response: { 200: Onboarding },
        },
        onRequest: self,
      },
      async (request) =>
        contracts.sign(request.ctx, request.body, {
          ip: request.ip,
          userAgent: String(request.headers["user-agent"] ?? ""),
        }),
    );

    // --- documents area (field access per document)
    app.get(
      "/documents/:workerId",
      {
        schema: {
          tags,
          summary: "A person's documents the caller may see (people's field access)",
          description:
            "Every level (`onboarding.documents.read`): answers only the documents whose group the caller's relation to the person may read (people's field access). A worker the caller cannot relate to (or of another company) is 404 `NOT_FOUND`.",
          params: WorkerParams,
          response: { 200: WorkerDocumentList },
        },
        onRequest: documents,
      },
      async (request) => ({ items: await onboarding.documents(request.ctx, request.params.workerId) }),
    );
    app.get(
      "/onboarding/documents/:documentId/file",
      {
        schema: {
          tags,
          summary: "Download a document",
          params: DocumentParams,
          description:
            "Every level (`onboarding.documents.read`) with field access to the document's group, otherwise 403 `FORBIDDEN`; an unknown document or person is 404 `NOT_FOUND`.",
          response: { 200: Binary },
        },
        onRequest: documents,
      },
      async (request, reply) => {
        const doc = await onboarding.documentFile(request.ctx, request.params.documentId);
        return files.send(reply, doc.fileKey, { filename: doc.fileName, disposition: "attachment" });
      },
    );
    app.get(
      "/onboarding/contracts/:contractId/file",
      {
        schema: {
          tags,
          summary: "Download contract terms to read them",
          description:
            "Every level (`onboarding.documents.read`): the person themself, or someone whose field access reads contracts (otherwise 403 `FORBIDDEN`); an unknown id is 404 `NOT_FOUND`.",
          params: ContractParams,
          response: { 200: Binary },
        },
        onRequest: documents,
      },
      async (request, reply) => {
        const doc = await contracts.file(request.ctx, request.params.contractId);
        return files.send(reply, doc.fileKey, { filename: doc.fileName, disposition: "attachment" });
      },
    );
  };
}
