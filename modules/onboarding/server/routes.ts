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
        schema: { tags, summary: "Take a person out of onboarding", params: WorkerParams, response: { 204: Removed } },
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
        schema: { tags, summary: "Accept a document", params: DocumentParams, response: { 200: Onboarding } },
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
        schema: { tags, summary: "A zip's progress", params: ZipParams, response: { 200: ZipJob } },
        onRequest: manage,
      },
      async (request) => zips.get(request.ctx, request.params.zipId),
    );
    app.get(
      "/onboarding/zips/:zipId/file",
      {
        schema: { tags, summary: "Download a finished zip", params: ZipParams, response: { 200: Binary } },
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
        schema: { tags, summary: "Download a document", params: DocumentParams, response: { 200: Binary } },
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
