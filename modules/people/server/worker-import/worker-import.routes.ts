import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { localeOf } from "../../../../core/errors/error-handler.js";
import { contentDisposition } from "../../../../core/files/file-download.js";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import { peoplePermissions } from "../../contract/permissions.js";
import {
  type ImportMode,
  ImportQuery,
  ImportReadQuery,
  WorkerImport,
  WorkerImportList,
  WorkerImportSummary,
} from "../../contract/worker-import.js";
import { UPLOAD_FIELD } from "../../contract/images.js";
import type { WorkerImportService } from "./worker-import.service.js";
import { peopleContract } from "../../contract/people.contract.js";

const Params = Type.Object({ companyId: Type.String() });
const ImportParams = Type.Object({ companyId: Type.String(), importId: Type.String() });
const Csv = Type.Unsafe<string>({ type: "string", description: "A CSV file (UTF-8 with BOM)." });
const tags = ["people"];

/**
 * Importing workers from a spreadsheet (contract/worker-import.ts), under /api/companies/:companyId; admins only.
 * Static segments (`import`, `imports`) win over `/workers/:workerId`.
 */
export function createWorkerImportRoutes(service: WorkerImportService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const canImport = requirePermission(peopleContract, peoplePermissions.workersImport);

    app.post(
      "/workers/import",
      {
        schema: {
          tags,
          summary: "Import workers from a CSV or Excel file (mode validate, all or valid-only)",
          description: `multipart/form-data with the file in the field \`${UPLOAD_FIELD}\` (CSV or .xlsx, at most 2 MB and 5,000 rows). 202 when workers are being created (poll GET /workers/imports/{importId}), 200 otherwise.`,
          params: Params,
          querystring: ImportQuery,
          response: { 200: WorkerImport, 202: WorkerImport },
        },
        onRequest: canImport,
      },
      async (request, reply) => {
        const upload = await app.files.readUpload(request, { field: UPLOAD_FIELD });
        const result = await service.start(request.ctx, {
          body: upload.body,
          fileName: upload.filename,
          mode: request.query.mode as ImportMode,
          locale: localeOf(request),
        });
        return reply.status(result.status === "queued" ? 202 : 200).send(result);
      },
    );

    app.get(
      "/workers/import/template",
      {
        schema: {
          tags,
          summary: "The import template: a CSV with every column (and the company's extra fields)",
          params: Params,
          response: { 200: Csv },
        },
        onRequest: canImport,
      },
      async (request, reply) =>
        reply
          .header("content-type", "text/csv; charset=utf-8")
          .header("content-disposition", contentDisposition("attachment", "workers-import-template.csv"))
          .send(await service.template(request.ctx)),
    );

    app.get(
      "/workers/imports",
      {
        schema: { tags, summary: "The company's latest imports", params: Params, response: { 200: WorkerImportList } },
        onRequest: canImport,
      },
      async (request) => service.list(request.ctx),
    );

    app.get(
      "/workers/imports/:importId",
      {
        schema: {
          tags,
          summary: "An import's progress and its problem rows (or every row with rows=all)",
          params: ImportParams,
          querystring: ImportReadQuery,
          response: { 200: WorkerImport },
        },
        onRequest: canImport,
      },
      async (request) =>
        service.get(request.ctx, request.params.importId, {
          locale: localeOf(request),
          rows: request.query.rows as "problems" | "all",
        }),
    );

    app.post(
      "/workers/imports/:importId/resume",
      {
        schema: {
          tags,
          summary: "Start an import's run again when it stopped (e.g. after a crash); no-op otherwise",
          params: ImportParams,
          response: { 200: WorkerImportSummary },
        },
        onRequest: canImport,
      },
      async (request) => service.resume(request.ctx, request.params.importId),
    );
  };
}
