import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { FIELD_ID_PATTERN, StoredFile } from "../../contract/custom-fields.js";
import { UPLOAD_FIELD } from "../../contract/images.js";
import { peoplePermissions } from "../../contract/permissions.js";
import { workerPermissions } from "../../contract/workers.js";
import type { CustomFieldsService } from "../custom-fields/custom-fields.service.js";
import { createImagesService } from "../images/images.service.js";
import type { PeopleSettingsService } from "../settings/settings.service.js";
import { assertFieldAccess } from "../workers/field-access.js";
import { createWorkerFilesService } from "./worker-files.service.js";
import { peopleContract } from "../../contract/people.contract.js";

const FieldParams = Type.Object({
  companyId: Type.String(),
  workerId: Type.String(),
  fieldId: Type.String({ pattern: FIELD_ID_PATTERN }),
});
const OwnFieldParams = Type.Object({ companyId: Type.String(), fieldId: Type.String({ pattern: FIELD_ID_PATTERN }) });
const Binary = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The stored file." });
const Removed = Type.Null({ description: "Removed." });
const uploadDescription = `multipart/form-data with the file in the field \`${UPLOAD_FIELD}\` (any type, at most 2 MB).`;
const tags = ["people"];

/**
 * Files of `file` extra fields, under /api/companies/:companyId: on any worker (admin, revisor) and on the signed-in
 * person's own profile (every level, `/workers/me/...`).
 */
export function createWorkerFilesRoutes(options: {
  settings: PeopleSettingsService;
  customFields: CustomFieldsService;
}): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const service = createWorkerFilesService({ files: () => app.files, customFields: options.customFields });
    const images = createImagesService({ files: () => app.files, settings: options.settings });
    const read = async (request: FastifyRequest) => {
      const upload = await app.files.readUpload(request, { field: UPLOAD_FIELD });
      return { body: upload.body, filename: upload.filename };
    };

    const variants = [
      {
        path: "/workers/:workerId/extra-fields/:fieldId/file",
        params: FieldParams,
        who: "a worker's",
        description:
          "For admins, and managers for the workers in their chain (field access: 403 `FORBIDDEN` otherwise).",
        readDescription: "For admins, and managers for the workers in their chain (403 `FORBIDDEN` otherwise).",
        write: requirePermission(peopleContract, workerPermissions.write),
        read: requirePermission(peopleContract, workerPermissions.read),
        workerId: async (request: FastifyRequest) => (request.params as { workerId: string }).workerId,
        // extra fields are personal data: the admin's (and the person's, through /workers/me) — field access
        access: (request: FastifyRequest, workerId: string, mode: "read" | "write") =>
          assertFieldAccess(request.ctx, workerId, mode, "extraFields"),
      },
      {
        path: "/workers/me/extra-fields/:fieldId/file",
        params: OwnFieldParams,
        who: "the signed-in person's own",
        description: "Any level, on their own worker record.",
        readDescription: "Any level, on their own worker record.",
        write: requirePermission(peopleContract, peoplePermissions.selfWrite),
        read: requirePermission(peopleContract, peoplePermissions.selfWrite),
        workerId: async (request: FastifyRequest) => images.ownWorkerId(request.ctx),
        access: async () => {},
      },
    ];

    for (const v of variants) {
      const fieldOf = (request: FastifyRequest) => (request.params as { fieldId: string }).fieldId;
      app.post(
        v.path,
        {
          schema: {
            tags,
            summary: `Upload the file of ${v.who} profile's extra field (type file)`,
            description: `${v.description} ${uploadDescription} It replaces the field's previous file. A field that is not a file field of the company is 400 \`PEOPLE_FIELD_UNKNOWN\`; no file \`FILE_REQUIRED\`, over 2 MB \`FILE_TOO_LARGE\`.`,
            params: v.params,
            response: { 200: StoredFile },
          },
          onRequest: v.write,
        },
        async (request) => {
          const workerId = await v.workerId(request);
          await v.access(request, workerId, "write");
          await service.assertTarget(request.ctx, workerId, fieldOf(request));
          return service.put(request.ctx, workerId, fieldOf(request), await read(request));
        },
      );
      app.get(
        v.path,
        {
          schema: {
            tags,
            summary: `Download the file of ${v.who} profile's extra field`,
            description: `${v.readDescription} Streams the file as an attachment under its uploaded name; a field without a file is 404 \`NOT_FOUND\`.`,
            params: v.params,
            response: { 200: Binary },
          },
          onRequest: v.read,
        },
        async (request, reply) => {
          const workerId = await v.workerId(request);
          await v.access(request, workerId, "read");
          const stored = await service.get(request.ctx, workerId, fieldOf(request));
          return app.files.send(reply, stored.path, { filename: stored.name, disposition: "attachment" });
        },
      );
      app.delete(
        v.path,
        {
          schema: {
            tags,
            summary: `Remove the file of ${v.who} profile's extra field`,
            description: `${v.description} The stored file goes too; a field without a file is 404 \`NOT_FOUND\`.`,
            params: v.params,
            response: { 204: Removed },
          },
          onRequest: v.write,
        },
        async (request, reply) => {
          const workerId = await v.workerId(request);
          await v.access(request, workerId, "write");
          await service.remove(request.ctx, workerId, fieldOf(request));
          return reply.status(204).send(null);
        },
      );
    }
  };
}
