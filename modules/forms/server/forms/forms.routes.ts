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
      { schema: { tags, summary: "A form", params: FormParams, response: { 200: Form } }, onRequest: read },
      async (request) => forms.get(request.ctx, request.params.formId),
    );

    app.patch(
      "/forms/:formId",
      {
        schema: {
          tags,
          summary: "Edit a form, or open or close it",
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
          security: PUBLIC_ROUTE,
          params: PublicParams,
          body: PublicResponseInput,
          response: { 201: Type.Object({ received: Type.Literal(true) }) },
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
