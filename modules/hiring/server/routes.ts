import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../core/modules/modules.plugin.js";
import {
  AlertAnswer,
  AlertInput,
  ApplicationForm,
  Candidate,
  CandidateInput,
  CandidateList,
  CandidateListQuery,
  type CandidateStage,
  DecisionInput,
  HireAnswer,
  HireInput,
  hiringContract,
  HiringSettings,
  HiringSettingsInput,
  NoteInput,
  permissions,
  Position,
  PositionInput,
  PositionList,
  PositionListQuery,
  PositionUpdate,
  StageInput,
} from "../contract/index.js";
import type { HiringService } from "./hiring.service.js";

const tags = ["hiring"];
const Params = Type.Object({ companyId: Type.String() });
const PositionParams = Type.Object({ companyId: Type.String(), positionId: Type.String() });
const CandidateParams = Type.Object({ companyId: Type.String(), candidateId: Type.String() });
const FileParams = Type.Object({ companyId: Type.String(), candidateId: Type.String(), fileId: Type.String() });
const Binary = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The file." });

/** Thin routes: schema in, service call, schema out. Mounted at /api/companies/:companyId. */
export function hiringRoutes(hiring: HiringService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const read = requirePermission(hiringContract, permissions.read);
    const request = requirePermission(hiringContract, permissions.request);
    const decide = requirePermission(hiringContract, permissions.decide);
    const manage = requirePermission(hiringContract, permissions.candidates);
    const settings = requirePermission(hiringContract, permissions.settings);

    app.get(
      "/hiring/settings",
      {
        schema: {
          tags,
          summary: "Hiring revisors, approval rule and extra position fields",
          params: Params,
          response: { 200: HiringSettings },
        },
        onRequest: read,
      },
      async (req) => hiring.settings.get(req.ctx),
    );
    app.put(
      "/hiring/settings",
      {
        schema: {
          tags,
          summary: "Set hiringRevisors, the approval rule (all or any) and extraFieldHiring",
          params: Params,
          body: HiringSettingsInput,
          response: { 200: HiringSettings },
        },
        onRequest: settings,
      },
      async (req) => hiring.settings.set(req.ctx, req.body),
    );

    app.get(
      "/positions",
      {
        schema: {
          tags,
          summary: "Positions, newest first (optionally by status)",
          params: Params,
          querystring: PositionListQuery,
          response: { 200: PositionList },
        },
        onRequest: read,
      },
      async (req) => hiring.list(req.ctx, req.query),
    );
    app.post(
      "/positions",
      {
        schema: {
          tags,
          summary: "Request a position (pending; the hiring revisors are alerted)",
          params: Params,
          body: PositionInput,
          response: { 201: Position },
        },
        onRequest: request,
      },
      async (req, reply) => reply.status(201).send(await hiring.request(req.ctx, req.body)),
    );
    app.post(
      "/positions/sendAlertToApprove",
      {
        schema: {
          tags,
          summary: "Alert the hiring revisors who have not approved a pending position yet (mail and notification)",
          params: Params,
          body: AlertInput,
          response: { 200: AlertAnswer },
        },
        onRequest: request,
      },
      async (req) => hiring.sendAlertToApprove(req.ctx, req.body.positionId),
    );
    app.get(
      "/positions/:positionId",
      { schema: { tags, summary: "A position", params: PositionParams, response: { 200: Position } }, onRequest: read },
      async (req) => hiring.get(req.ctx, req.params.positionId),
    );
    app.patch(
      "/positions/:positionId",
      {
        schema: {
          tags,
          summary: "Edit a pending or open position",
          params: PositionParams,
          body: PositionUpdate,
          response: { 200: Position },
        },
        onRequest: request,
      },
      async (req) => hiring.update(req.ctx, req.params.positionId, req.body),
    );
    app.post(
      "/positions/:positionId/decision",
      {
        schema: {
          tags,
          summary: "approve or reject (hiring revisors), cancel or close (leaders)",
          params: PositionParams,
          body: DecisionInput,
          response: { 200: Position },
        },
        onRequest: decide,
      },
      async (req) => hiring.decide(req.ctx, req.params.positionId, req.body),
    );
    app.post(
      "/positions/:positionId/application-form",
      {
        schema: {
          tags,
          summary: "The position's public application form (made on first call; the position must be open)",
          params: PositionParams,
          response: { 200: ApplicationForm },
        },
        onRequest: manage,
      },
      async (req) => hiring.applicationForm(req.ctx, req.params.positionId),
    );
    app.get(
      "/positions/:positionId/candidates",
      {
        schema: {
          tags,
          summary: "A position's candidates, newest first",
          params: PositionParams,
          querystring: CandidateListQuery,
          response: { 200: CandidateList },
        },
        onRequest: read,
      },
      async (req) => hiring.candidates.list(req.ctx, req.params.positionId, req.query),
    );
    app.post(
      "/positions/:positionId/candidates",
      {
        schema: {
          tags,
          summary: "Add a candidate by hand (stage applied)",
          params: PositionParams,
          body: CandidateInput,
          response: { 201: Candidate },
        },
        onRequest: manage,
      },
      async (req, reply) =>
        reply.status(201).send(await hiring.candidates.add(req.ctx, req.params.positionId, req.body)),
    );

    app.get(
      "/hiring/candidates/:candidateId",
      {
        schema: { tags, summary: "A candidate", params: CandidateParams, response: { 200: Candidate } },
        onRequest: read,
      },
      async (req) => hiring.candidates.get(req.ctx, req.params.candidateId),
    );
    app.post(
      "/hiring/candidates/:candidateId/stage",
      {
        schema: {
          tags,
          summary: "Move a candidate to another stage",
          params: CandidateParams,
          body: StageInput,
          response: { 200: Candidate },
        },
        onRequest: manage,
      },
      async (req) => hiring.candidates.move(req.ctx, req.params.candidateId, req.body.stage as CandidateStage),
    );
    app.post(
      "/hiring/candidates/:candidateId/notes",
      {
        schema: {
          tags,
          summary: "Add a note to a candidate",
          params: CandidateParams,
          body: NoteInput,
          response: { 200: Candidate },
        },
        onRequest: manage,
      },
      async (req) => hiring.candidates.note(req.ctx, req.params.candidateId, req.body.text),
    );
    app.post(
      "/hiring/candidates/:candidateId/files",
      {
        schema: {
          tags,
          summary: "Attach a file to a candidate (multipart field `file`, up to 2 MB)",
          params: CandidateParams,
          response: { 200: Candidate },
        },
        onRequest: manage,
      },
      async (req) => {
        // the candidate first: another company's id is not found before the upload is read
        await hiring.candidates.get(req.ctx, req.params.candidateId);
        const upload = await plain.files.readUpload(req, { field: "file" });
        return hiring.candidates.attach(req.ctx, req.params.candidateId, upload);
      },
    );
    app.get(
      "/hiring/candidates/:candidateId/files/:fileId",
      {
        schema: {
          tags,
          summary: "Download a file attached to a candidate",
          params: FileParams,
          response: { 200: Binary },
        },
        onRequest: read,
      },
      async (req, reply) => {
        const file = await hiring.candidates.file(req.ctx, req.params.candidateId, req.params.fileId);
        return plain.files.send(reply, file.key, { filename: file.name });
      },
    );
    app.post(
      "/hiring/candidates/:candidateId/hire",
      {
        schema: {
          tags,
          summary: "Hire a candidate who had an offer: people creates the worker; the position is hired",
          params: CandidateParams,
          body: HireInput,
          response: { 200: HireAnswer },
        },
        onRequest: manage,
      },
      async (req) => hiring.candidates.hire(req.ctx, req.params.candidateId, req.body),
    );
  };
}
