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
          description:
            "Admins and managers may read it (`hiring.position.read`); the web uses it to show who approves and which extra fields a position has.",
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
          description:
            "Admins only (`hiring.settings.write`). Replaces the whole settings. A revisor who is not an admin or manager of the company is 400 `HIRING_REVISOR_INVALID` on `hiringRevisors.<i>`; an extra field without a label is 400 `VALIDATION_REQUIRED`, a select without options 400 `VALIDATION_SELECTION`.",
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
          description:
            "A page of the company's positions, newest first; `status` keeps one state (pending, open, hired, closed). Admins and managers (`hiring.position.read`).",
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
          description:
            "Admins and managers (`hiring.position.request`). The position starts `pending` and the hiring revisors (or the admins, when there are none) get a mail and a notification. A blank name is 400 `VALIDATION_REQUIRED`; a `replacement` without a current worker in `replacedWorkerId` 400 `HIRING_REPLACEMENT_REQUIRED`; a close date before the opening date 400 `HIRING_CLOSE_BEFORE_START`; extra fields are checked against the company's `extraFieldHiring` (`VALIDATION_*` on `extraFields.<id>`).",
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
          description:
            "Admins and managers (`hiring.position.request`). Answers how many revisors were alerted. A position that is no longer pending is 409 `HIRING_TRANSITION`; an unknown id 404 `NOT_FOUND`.",
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
      {
        schema: {
          tags,
          summary: "A position",
          description: "Admins and managers (`hiring.position.read`). An id of another company is 404 `NOT_FOUND`.",
          params: PositionParams,
          response: { 200: Position },
        },
        onRequest: read,
      },
      async (req) => hiring.get(req.ctx, req.params.positionId),
    );
    app.patch(
      "/positions/:positionId",
      {
        schema: {
          tags,
          summary: "Edit a pending or open position",
          description:
            "A partial update for admins and managers (`hiring.position.request`): only the fields sent change. A hired or closed position (or one that changed meanwhile) is 409 `HIRING_TRANSITION`; the same field checks as the request apply (`VALIDATION_REQUIRED`, `HIRING_REPLACEMENT_REQUIRED`, `HIRING_CLOSE_BEFORE_START`).",
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
          description:
            "Admins and managers (`hiring.position.decide`), following the position's state machine: `approve`/`reject` only by a hiring revisor (otherwise 403 `HIRING_NOT_REVISOR`; approving twice 409 `HIRING_ALREADY_DECIDED`); with the rule `all` the position opens with the last approval. `cancel` (pending) and `close` (open) by any leader. An action the current status does not allow is 409 `HIRING_TRANSITION`. The requester is notified.",
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
          description:
            "Admins and managers (`hiring.candidate.manage`). The first call makes the public form (forms module) and later calls answer the same one. A position that is not open is 409 `HIRING_NOT_OPEN`.",
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
          description:
            "A page of the position's candidates, newest first, with their notes and files. Admins and managers (`hiring.position.read`); an unknown position is 404 `NOT_FOUND`.",
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
          description:
            "Admins and managers (`hiring.candidate.manage`). The candidate starts at `applied`, source `manual`. A position that is not open is 409 `HIRING_NOT_OPEN`; a blank first name 400 `VALIDATION_REQUIRED`; an email already a candidate of this position 409 `AUTH_EMAIL_EXISTS`.",
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
        schema: {
          tags,
          summary: "A candidate",
          description: "Admins and managers (`hiring.position.read`). An id of another company is 404 `NOT_FOUND`.",
          params: CandidateParams,
          response: { 200: Candidate },
        },
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
          description:
            "Admins and managers (`hiring.candidate.manage`). Only the moves of the candidate state machine are allowed (otherwise 409 `HIRING_STAGE_MOVE`; `hired` only through the hire route); the position must be open (409 `HIRING_NOT_OPEN`). Audited.",
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
          description:
            "Admins and managers (`hiring.candidate.manage`). The note is signed by the caller; a blank text is 400 `VALIDATION_REQUIRED`.",
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
          description:
            "Admins and managers (`hiring.candidate.manage`). PDF, PNG or JPG only, read by content (otherwise 400 `HIRING_FILE_TYPE`); an empty file is 400 `FILE_REQUIRED`, a larger one 413 `FILE_TOO_LARGE`. An unknown candidate is 404 `NOT_FOUND` before the upload is read.",
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
          description:
            "Admins and managers (`hiring.position.read`). Either a file attached by the team or the one sent with the application form. An unknown candidate or file is 404 `NOT_FOUND`.",
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
          description:
            "Admins and managers (`hiring.candidate.manage`). The candidate must be at `offer` (otherwise 409 `HIRING_HIRE_NEEDS_OFFER`) and the position open (409 `HIRING_NOT_OPEN`). People creates the worker (account, welcome mail; onboarding starts from it): an email that is already a worker is 409 `AUTH_EMAIL_EXISTS` and nothing is written. The position becomes `hired` and its application form closes.",
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
