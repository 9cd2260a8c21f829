import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  actorFor,
  authOf,
  requireFounder,
  requireLevel,
  requireMembership,
  requireUser,
} from "../../core/auth/guards.js";
import type { ServiceContext } from "../../core/context.js";
import { AppError } from "../../core/errors/app-error.js";
import { TenantParams } from "../../core/lists/schemas.js";
import { companyTopic } from "../../core/realtime/topics.js";
import {
  AcceptTermsBody,
  CompanyAcceptanceListSchema,
  CompanyAcceptanceQuery,
  CompanyContractSchema,
  PublishTermsBody,
  PublishVersionNoteBody,
  TermsSchema,
  VersionNoteCreatedSchema,
  VersionNoteListSchema,
} from "./terms.schemas.js";
import { auditEveryCompany, termsService, versionNotesService } from "./terms.service.js";

export interface TermsRoutesOptions {
  /** This instance's version (package.json): the version message a note travels with. */
  version: string;
  /** @default () => new Date() */
  now?: () => Date;
}

/** The realtime event a company's sessions get when one of its admins accepted the terms (`company:{id}`). */
export const CONTRACT_ACCEPTED_EVENT = "tenants.contract.accepted";

/**
 * Contracts and version notes (issue 18; tenants/README.md "Contracts", "Version notes"): the founder publishes terms
 * and notes under `/api/founder` (404 to anyone else); a company's admins read their contract and accept the terms in
 * force under `/api/companies/:companyId/contract`.
 */
export const termsRoutes: FastifyPluginAsync<TermsRoutesOptions> = async (plain, options) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const now = options.now ?? (() => new Date());
  const person = (request: FastifyRequest) => {
    const { user } = authOf(request);
    return { userId: user.id, name: user.name };
  };
  const ctxIn = (request: FastifyRequest, companyId: string): ServiceContext => ({
    companyId,
    actor: actorFor(authOf(request), companyId),
    now,
    log: request.log,
  });

  app.get(
    "/api/founder/contract",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "getPlatformContract",
        tags: ["founder"],
        summary: "The platform's terms in force, in en, pt-BR and es (founder only)",
        description:
          "The newest published version of the platform's terms (the `contracts` collection). Version 1 is the platform's initial terms.",
        response: { 200: TermsSchema },
      },
    },
    async () => termsService.currentDto(),
  );

  app.post(
    "/api/founder/contract",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "publishPlatformContract",
        tags: ["founder"],
        summary: "Publishes a new version of the platform's terms (founder only)",
        description:
          "Publishes the next version, immutable from then on; every company's admins are asked to accept it on their next visit. `basedOn` must be the version in force (else TENANT_CONTRACT_CHANGED_MEANWHILE). Recorded in every company's audit log.",
        body: PublishTermsBody,
        response: { 201: TermsSchema },
      },
    },
    async (request, reply) => {
      const terms = await termsService.publish(person(request), request.body, now());
      await auditEveryCompany((companyId) => ctxIn(request, companyId), {
        action: "tenants.contract.published",
        target: { type: "contract", id: String(terms.version) },
        details: { version: terms.version },
      });
      return reply.code(201).send(terms);
    },
  );

  app.get(
    "/api/founder/contract/acceptances",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "listContractAcceptances",
        tags: ["founder"],
        summary: "Each company's acceptance of the terms: version, who, when (founder only)",
        description:
          "Every live company by name, with the newest terms version it accepted, the admin who accepted and when (or at sign-up), and whether it is the version in force.",
        querystring: CompanyAcceptanceQuery,
        response: { 200: CompanyAcceptanceListSchema },
      },
    },
    async (request) => termsService.companies(request.query),
  );

  app.get(
    "/api/companies/:companyId/contract",
    {
      onRequest: [requireMembership, requireLevel("admin")],
      schema: {
        operationId: "getCompanyContract",
        tags: ["companies"],
        summary: "The company's contract with the platform: terms in force and acceptances (admins)",
        description:
          "The terms in force, the company's acceptances (version, admin, when) newest first, and `mustAccept`: newer terms than the company accepted were published, so its admins are asked to accept them.",
        params: TenantParams,
        response: { 200: CompanyContractSchema },
      },
    },
    async (request) => termsService.forCompany(request.params.companyId),
  );

  app.post(
    "/api/companies/:companyId/contract/acceptance",
    {
      onRequest: [requireMembership, requireLevel("admin"), requireUser],
      schema: {
        operationId: "acceptCompanyContract",
        tags: ["companies"],
        summary: "An admin accepts the terms in force for the company",
        description:
          "Records that the signed-in admin accepted `version` for the company (audited). A version other than the one in force is TENANT_CONTRACT_VERSION_STALE (409). The founder cannot accept for a company.",
        params: TenantParams,
        body: AcceptTermsBody,
        response: { 200: CompanyContractSchema },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      const auth = authOf(request);
      // a company's own admin accepts; the founder acting in a company as support does not
      if (!auth.memberships.some((m) => m.companyId === companyId)) throw new AppError("FORBIDDEN");
      const contract = await termsService.accept(ctxIn(request, companyId), person(request), request.body.version);
      if (app.hasDecorator("realtime"))
        app.realtime.publish(companyTopic(companyId), CONTRACT_ACCEPTED_EVENT, { version: request.body.version });
      return contract;
    },
  );

  app.get(
    "/api/founder/versions",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "listVersionNotes",
        tags: ["founder"],
        summary: "The app version notes published, newest first (founder only)",
        description: "The 50 newest version notes of the `versions` collection: label, notes, when and by whom.",
        response: { 200: VersionNoteListSchema },
      },
    },
    async () => versionNotesService.list(),
  );

  app.post(
    "/api/founder/versions",
    {
      onRequest: requireFounder,
      schema: {
        operationId: "publishVersionNote",
        tags: ["founder"],
        summary: "Publishes an app version note, shown live to open sessions (founder only)",
        description:
          "Keeps the note in `versions`, sends it on the realtime channel to every open session on every instance (the new-version banner with the note and Update), and records it in every company's audit log.",
        body: PublishVersionNoteBody,
        response: { 201: VersionNoteCreatedSchema },
      },
    },
    async (request, reply) => {
      const note = await versionNotesService.publish(person(request), request.body, now());
      await auditEveryCompany((companyId) => ctxIn(request, companyId), {
        action: "tenants.version.published",
        target: { type: "version", id: note.id },
        details: { label: note.label },
      });
      if (app.hasDecorator("realtime"))
        app.realtime.publishVersion(options.version, {
          label: note.label,
          notes: note.notes,
          publishedAt: note.publishedAt,
        });
      return reply.code(201).send(note);
    },
  );
};
