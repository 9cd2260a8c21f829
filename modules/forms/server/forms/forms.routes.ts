import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { isLimited, recordAttempt, type AttemptLimit } from "../../../../core/auth/attempts.service.js";
import { PUBLIC_ROUTE } from "../../../../core/docs/docs.plugin.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { localeOf } from "../../../../core/errors/error-handler.js";
import { contentDisposition } from "../../../../core/files/file-download.js";
import type { GlobalRoutesOptions } from "../../../../core/modules/define-module.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  Form,
  FormInput,
  FormList,
  FormListQuery,
  FormResponse,
  formsContract,
  FormUpdate,
  MemberResponseInput,
  permissions,
  PublicForm,
  PublicResponseInput,
  PublicUpload,
  ResponseList,
} from "../../contract/index.js";
import type { FormsService } from "./forms.service.js";

const tags = ["forms"];
const Params = Type.Object({ companyId: Type.String() });
const FormParams = Type.Object({ companyId: Type.String(), formId: Type.String() });
const FileParams = Type.Object({
  companyId: Type.String(),
  formId: Type.String(),
  responseId: Type.String(),
  fieldId: Type.String(),
});
const PublicParams = Type.Object({ publicId: Type.String({ maxLength: 60 }) });
const PageQuery = FormListQuery;
const Binary = (description: string) => Type.Unsafe<Buffer>({ type: "string", format: "binary", description });
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Rate limits of the public page, per address, counted in the database (every instance shares them). */
export const PUBLIC_LIMITS = {
  view: { max: 60, windowMs: 10 * 60 * 1000 },
  send: { max: 20, windowMs: 10 * 60 * 1000 },
} as const satisfies Record<string, AttemptLimit>;

/** Admins build forms and read their answers; members answer (spec §7 POST /forms, /forms/response/{formId}). */
export function formsRoutes(forms: FormsService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const read = requirePermission(formsContract, permissions.read);
    const write = requirePermission(formsContract, permissions.write);
    const respond = requirePermission(formsContract, permissions.respond);

    app.get(
      "/forms",
      {
        schema: {
          tags,
          summary: "The company's forms, newest first",
          description:
            "A page of the company's forms, newest first, including the application forms hiring made (their `owner`). Admins only (`forms.form.read`).",
          params: Params,
          querystring: PageQuery,
          response: { 200: FormList },
        },
        onRequest: read,
      },
      async (request) => forms.list(request.ctx, request.query),
    );

    app.post(
      "/forms",
      {
        schema: {
          tags,
          summary: "Create a form (open at once)",
          description:
            "Admins only (`forms.form.write`). The form is open and its public link works at once. A field without a label is 400 `VALIDATION_REQUIRED`; a select without options 400 `FORMS_OPTIONS_REQUIRED`; a repeated field id or key 400 `FORMS_DUPLICATE_FIELD`; a blank title 400 `VALIDATION_REQUIRED`.",
          params: Params,
          body: FormInput,
          response: { 201: Form },
        },
        onRequest: write,
      },
      async (request, reply) => reply.status(201).send(await forms.create(request.ctx, request.body)),
    );

    app.get(
      "/forms/:formId",
      {
        schema: {
          tags,
          summary: "A form",
          params: FormParams,
          description: "Admins only (`forms.form.read`). An id of another company is 404 `NOT_FOUND`.",
          response: { 200: Form },
        },
        onRequest: read,
      },
      async (request) => forms.get(request.ctx, request.params.formId),
    );

    app.patch(
      "/forms/:formId",
      {
        schema: {
          tags,
          summary: "Edit a form, or open or close it",
          description:
            "A partial update for admins (`forms.form.write`): only the fields sent change; `status: closed` stops new answers (the public page then answers 410 `FORMS_CLOSED`). The same field checks as creation apply; an unknown id is 404 `NOT_FOUND`.",
          params: FormParams,
          body: FormUpdate,
          response: { 200: Form },
        },
        onRequest: write,
      },
      async (request) => forms.update(request.ctx, request.params.formId, request.body),
    );

    app.post(
      "/forms/response/:formId",
      {
        schema: {
          tags,
          summary: "Answer a form as a signed-in member (file fields: the uploadId of POST /forms/{formId}/uploads)",
          description:
            "Every level (`forms.response.submit`). A closed form is 410 `FORMS_CLOSED`; an unknown one 404 `NOT_FOUND`. Answers are checked against the form's fields: an unknown field is 400 `FORMS_FIELD_UNKNOWN`, a missing required one `VALIDATION_REQUIRED` (or `VALIDATION_SELECTION`), a bad date `VALIDATION_DATE`, a text off its mask `FORMS_MASK_MISMATCH`, a bad e-mail `VALIDATION_EMAIL`, a file field without a valid upload of this form `FORMS_UPLOAD_INVALID`, each on `answers.<fieldId>`.",
          params: FormParams,
          body: MemberResponseInput,
          response: { 201: FormResponse },
        },
        onRequest: respond,
      },
      async (request, reply) =>
        reply.status(201).send(await forms.respond(request.ctx, request.params.formId, request.body.answers)),
    );

    app.post(
      "/forms/:formId/uploads",
      {
        schema: {
          tags,
          summary: "Upload a file for a file field (multipart field `file`; PDF, PNG or JPG up to 2 MB)",
          description:
            "Every level (`forms.response.submit`). Answers the `uploadId` to send as the field's answer. The type is read from the content (otherwise 400 `FORMS_FILE_TYPE`); an empty file is 400 `FILE_REQUIRED`, a larger one 413 `FILE_TOO_LARGE`; a closed form 410 `FORMS_CLOSED`; an unknown form 404 `NOT_FOUND` before the upload is read.",
          params: FormParams,
          response: { 201: PublicUpload },
        },
        onRequest: respond,
      },
      async (request, reply) => {
        // the form first: another company's id is not found before the upload is read
        await forms.get(request.ctx, request.params.formId);
        const upload = await plain.files.readUpload(request, { field: "file" });
        return reply.status(201).send(await forms.upload(request.ctx, request.params.formId, upload));
      },
    );

    app.get(
      "/forms/:formId/responses",
      {
        schema: {
          tags,
          summary: "A form's responses, newest first",
          description:
            "A page of a form's responses, newest first; file answers carry their name and size. Admins only (`forms.form.read`); an unknown form is 404 `NOT_FOUND`.",
          params: FormParams,
          querystring: PageQuery,
          response: { 200: ResponseList },
        },
        onRequest: read,
      },
      async (request) => forms.listResponses(request.ctx, request.params.formId, request.query),
    );

    app.get(
      "/forms/:formId/responses/export",
      {
        schema: {
          tags,
          summary: "A form's responses as an Excel workbook",
          description:
            "Admins only (`forms.form.read`). One row per response, oldest first: the submission time (its header in the caller's language), then one column per field under its label, a file answer shown by its name. An unknown form is 404 `NOT_FOUND`.",
          params: FormParams,
          response: { 200: Binary("An .xlsx workbook.") },
        },
        onRequest: read,
      },
      async (request, reply) => {
        const { body, filename } = await forms.exportResponses(request.ctx, request.params.formId, localeOf(request));
        return reply
          .header("content-type", XLSX_TYPE)
          .header("content-disposition", contentDisposition("attachment", filename))
          .header("cache-control", "private, no-store")
          .send(body);
      },
    );

    app.get(
      "/forms/:formId/responses/:responseId/files/:fieldId",
      {
        schema: {
          tags,
          summary: "The file of a response's file field",
          description:
            "Admins only (`forms.form.read`). A response, field or file that does not exist (or belongs to another form or company) is 404 `NOT_FOUND`.",
          params: FileParams,
          response: { 200: Binary("The file.") },
        },
        onRequest: read,
      },
      async (request, reply) => {
        const file = await forms.responseFile(request.ctx, request.params);
        return plain.files.send(reply, file.key, { filename: file.name });
      },
    );
  };
}

/** Counts a call against the address's budget; refuses it once the budget is spent (FORMS_TOO_MANY). */
async function limit(request: FastifyRequest, now: () => Date, kind: keyof typeof PUBLIC_LIMITS): Promise<void> {
  const ctx = { now, log: request.log };
  const key = `forms-${kind}:${request.ip}`;
  if ((await isLimited(ctx, key, PUBLIC_LIMITS[kind])).limited) throw new AppError("FORMS_TOO_MANY");
  await recordAttempt(ctx, key, PUBLIC_LIMITS[kind]);
}

/** The public page's calls (spec §2 /forms/{id}), under /api, no sign-in: read, upload a file, send. */
export function formsPublicRoutes(forms: FormsService): FastifyPluginAsync<GlobalRoutesOptions> {
  return async (plain, options) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const base = (request: FastifyRequest) => ({ now: options.now, log: request.log });

    app.get(
      "/public/forms/:publicId",
      {
        schema: {
          tags,
          summary: "An open form as the public page shows it, with a fresh bot check (no sign-in)",
          description:
            "Public, no sign-in; limited per address (60 views per 10 minutes, then 429 `FORMS_TOO_MANY`). A closed form is 410 `FORMS_CLOSED`; an unknown id, or a company without forms enabled, 404 `NOT_FOUND`. Each call issues a new proof-of-work challenge to solve before sending.",
          security: PUBLIC_ROUTE,
          params: PublicParams,
          response: { 200: PublicForm },
        },
      },
      async (request) => {
        await limit(request, options.now, "view");
        return forms.public.view(base(request), request.params.publicId);
      },
    );

    app.post(
      "/public/forms/:publicId/uploads",
      {
        schema: {
          tags,
          summary:
            "Upload a file for a file field (multipart: `file`, plus the solved bot check in `challengeId` and `solution`)",
          description:
            "Public, no sign-in; counted in the sending budget per address (20 per 10 minutes, then 429 `FORMS_TOO_MANY`). An unsolved or expired bot check is 400 `FORMS_BOT_CHECK`; the content must be PDF, PNG or JPG (400 `FORMS_FILE_TYPE`) and at most 2 MB (413 `FILE_TOO_LARGE`); a closed form 410 `FORMS_CLOSED`.",
          security: PUBLIC_ROUTE,
          params: PublicParams,
          response: { 201: PublicUpload },
        },
      },
      async (request, reply) => {
        await limit(request, options.now, "send");
        const upload = await plain.files.readUpload(request, { field: "file" });
        const challenge = { id: upload.fields.challengeId ?? "", solution: upload.fields.solution ?? "" };
        return reply
          .status(201)
          .send(await forms.public.upload(base(request), request.params.publicId, { upload, challenge }));
      },
    );

    app.post(
      "/public/forms/:publicId/responses",
      {
        schema: {
          tags,
          summary: "Send the answers of the public page (the bot check solved; no sign-in)",
          description:
            "Public, no sign-in; counted in the sending budget per address (20 per 10 minutes, then 429 `FORMS_TOO_MANY`). The challenge is used once: unsolved, reused, sent too fast or with the honeypot `website` filled is 400 `FORMS_BOT_CHECK`. A closed form is 410 `FORMS_CLOSED`. Answers are checked against the form's fields: an unknown field is 400 `FORMS_FIELD_UNKNOWN`, a missing required one `VALIDATION_REQUIRED` (or `VALIDATION_SELECTION`), a bad date `VALIDATION_DATE`, a text off its mask `FORMS_MASK_MISMATCH`, a bad e-mail `VALIDATION_EMAIL`, a file field without a valid upload of this form `FORMS_UPLOAD_INVALID`, each on `answers.<fieldId>`.",
          security: PUBLIC_ROUTE,
          params: PublicParams,
          body: PublicResponseInput,
          response: { 201: Type.Object({ received: Type.Literal(true) }, { examples: [{ received: true }] }) },
        },
      },
      async (request, reply) => {
        await limit(request, options.now, "send");
        await forms.public.submit(base(request), request.params.publicId, request.body);
        return reply.status(201).send({ received: true as const });
      },
    );
  };
}
