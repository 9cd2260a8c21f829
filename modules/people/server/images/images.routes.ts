import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { peoplePermissions } from "../../contract/permissions.js";
import { Avatar, COMPANY_IMAGE_KINDS, type ImageVariant, ImageQuery, UPLOAD_FIELD } from "../../contract/images.js";
import { structurePermissions } from "../../contract/structure.js";
import { workerPermissions } from "../../contract/workers.js";
import type { PeopleSettingsService } from "../settings/settings.service.js";
import { createImagesService } from "./images.service.js";
import { peopleContract } from "../../contract/people.contract.js";
import { assertFieldAccess } from "../workers/field-access.js";

const Params = Type.Object({ companyId: Type.String() });
const WorkerParams = Type.Object({ companyId: Type.String(), workerId: Type.String() });
const Binary = Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "A PNG or JPEG image." });
const Removed = Type.Null({ description: "Removed." });
/** Multipart uploads carry no JSON body schema (core/files README); this documents the form for OpenAPI readers. */
const uploadDescription = `multipart/form-data with the picture in the field \`${UPLOAD_FIELD}\` (PNG or JPG by content, at most 2 MB).`;
const uploadErrors =
  "It is re-encoded without metadata and stored with its 50x50 and 200x200 versions, replacing the previous one. No file is 400 `FILE_REQUIRED`, over 2 MB `FILE_TOO_LARGE`, another format `FILE_ONLY_PNG_JPG` (`FILE_NOT_IMAGE`, `FILE_INVALID_IMAGE` when not a readable picture).";
const tags = ["people"];

/** Pictures change rarely and their `src` carries a version: browsers may keep them an hour. */
const PICTURE_CACHE = "private, max-age=3600";

/**
 * Picture routes (spec §3 "Avatar", "Company" logo/photo), under /api/companies/:companyId: upload (multipart field
 * `file`), remove and show worker avatars and the company's logo and photo.
 */
export function createImagesRoutes(options: { settings: PeopleSettingsService }): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const images = createImagesService({ files: () => app.files, settings: options.settings });
    const basicRead = requirePermission(peopleContract, peoplePermissions.basicRead);
    const selfWrite = requirePermission(peopleContract, peoplePermissions.selfWrite);
    const workersWrite = requirePermission(peopleContract, workerPermissions.write);
    const companyWrite = requirePermission(peopleContract, structurePermissions.write);

    const readPicture = async (request: FastifyRequest) => {
      const upload = await app.files.readUpload(request, { field: UPLOAD_FIELD });
      return { body: upload.body, filename: upload.filename };
    };
    const sendPicture = (reply: FastifyReply, key: string) =>
      app.files.send(reply, key, { cacheControl: PICTURE_CACHE });

    // --- the signed-in person's own picture (static segment: wins over /workers/:workerId)
    app.post(
      "/workers/me/avatar",
      {
        schema: {
          tags,
          summary: "Upload the signed-in person's own profile picture",
          description: `Any level, for their own worker record. ${uploadDescription} ${uploadErrors}`,
          params: Params,
          response: { 200: Avatar },
        },
        onRequest: selfWrite,
      },
      async (request) => {
        const workerId = await images.ownWorkerId(request.ctx);
        return images.setWorkerAvatar(request.ctx, workerId, await readPicture(request));
      },
    );

    app.delete(
      "/workers/me/avatar",
      {
        schema: {
          tags,
          summary: "Remove the signed-in person's own profile picture",
          description:
            "Any level, for their own worker record; the stored files go too. A caller without a worker record in the company, or without a picture, gets 404 `NOT_FOUND`.",
          params: Params,
          response: { 204: Removed },
        },
        onRequest: selfWrite,
      },
      async (request, reply) => {
        await images.removeWorkerAvatar(request.ctx, await images.ownWorkerId(request.ctx));
        return reply.status(204).send(null);
      },
    );

    // --- any worker's picture
    app.post(
      "/workers/:workerId/avatar",
      {
        schema: {
          tags,
          summary: "Upload a worker's profile picture (with its 50x50 and 200x200 versions)",
          description: `For admins, and managers for the workers in their chain (403 \`FORBIDDEN\` otherwise); an unknown worker is 404 \`NOT_FOUND\` before the upload is read. ${uploadDescription} ${uploadErrors}`,
          params: WorkerParams,
          response: { 200: Avatar },
        },
        onRequest: workersWrite,
      },
      async (request) => {
        // an unknown worker is refused before the upload is read, then a caller who may not change their picture
        // (a manager outside the worker's chain: contract/field-access.ts)
        await images.assertWorker(request.ctx, request.params.workerId);
        await assertFieldAccess(request.ctx, request.params.workerId, "write", "avatar");
        return images.setWorkerAvatar(request.ctx, request.params.workerId, await readPicture(request));
      },
    );

    app.delete(
      "/workers/:workerId/avatar",
      {
        schema: {
          tags,
          summary: "Remove a worker's profile picture",
          description:
            "For admins, and managers for the workers in their chain (403 `FORBIDDEN` otherwise); the stored files go too. An unknown worker or one without a picture is 404 `NOT_FOUND`.",
          params: WorkerParams,
          response: { 204: Removed },
        },
        onRequest: workersWrite,
      },
      async (request, reply) => {
        await assertFieldAccess(request.ctx, request.params.workerId, "write", "avatar");
        await images.removeWorkerAvatar(request.ctx, request.params.workerId);
        return reply.status(204).send(null);
      },
    );

    app.get(
      "/workers/:workerId/avatar",
      {
        schema: {
          tags,
          summary: "A worker's profile picture (`variant` 50x50 or 200x200 for the small and medium versions)",
          description:
            "Streams the PNG or JPEG to any member of the company (the `src` of a worker's `avatar` points here); browsers may cache it an hour, the `v` in `src` changes with the picture. A worker without a picture is 404 `NOT_FOUND`.",
          params: WorkerParams,
          querystring: ImageQuery,
          response: { 200: Binary },
        },
        onRequest: basicRead,
      },
      async (request, reply) => {
        const key = await images.workerAvatarKey(
          request.ctx,
          request.params.workerId,
          request.query.variant as ImageVariant | undefined,
        );
        return sendPicture(reply, key);
      },
    );

    // --- the company's logo and photo
    for (const kind of COMPANY_IMAGE_KINDS) {
      app.post(
        `/company/${kind}`,
        {
          schema: {
            tags,
            summary: `Upload the company's ${kind}`,
            description: `For admins and managers (\`people.structure.write\`). ${uploadDescription} ${uploadErrors}`,
            params: Params,
            response: { 200: Avatar },
          },
          onRequest: companyWrite,
        },
        async (request) => images.setCompanyImage(request.ctx, kind, await readPicture(request)),
      );

      app.delete(
        `/company/${kind}`,
        {
          schema: {
            tags,
            summary: `Remove the company's ${kind}`,
            description: `For admins and managers (\`people.structure.write\`); the stored files go too. A company without a ${kind} gets 404 \`NOT_FOUND\`.`,
            params: Params,
            response: { 204: Removed },
          },
          onRequest: companyWrite,
        },
        async (request, reply) => {
          await images.removeCompanyImage(request.ctx, kind);
          return reply.status(204).send(null);
        },
      );

      app.get(
        `/company/${kind}`,
        {
          schema: {
            tags,
            summary: `The company's ${kind} (\`variant\` 50x50 or 200x200 for the small and medium versions)`,
            description: `Streams the PNG or JPEG to any member of the company; browsers may cache it an hour. A company without a ${kind} gets 404 \`NOT_FOUND\`.`,
            params: Params,
            querystring: ImageQuery,
            response: { 200: Binary },
          },
          onRequest: basicRead,
        },
        async (request, reply) =>
          sendPicture(reply, await images.companyImageKey(request.ctx, kind, request.query.variant as ImageVariant)),
      );
    }
  };
}
