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
const Csv = Type.Unsafe<string>({
  type: "string",
  description: "A CSV file (UTF-8 with BOM).",
  examples: [
    "\uFEFFname,lastName,email,nickname,birthdate,gender,maritalStatus,race,disability,sexualOrientation,educationLevel,course,courseOther,nationality,phone,emergencyContact,zipcode,street,number,complement,district,city,state,department,office,role,contractType,salary,variablePay,lastIncrease,bank,bankId,accountNumber,startDateAtCompany,supervisorEmail,levels,locale,extra:shirt-size\r\nAna,Silva,ana.silva@example.com,,1990-04-01,female,Single,,notApplicable,,high-complete,administration,,Brazilian,,,01001-000,Praça da Sé,100,,Sé,São Paulo,SP,,,,,,,,,,,2024-02-01,,requester,pt-BR,S\r\n",
  ],
});
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
          description: `Admins only. multipart/form-data with the file in the field \`${UPLOAD_FIELD}\` (CSV or .xlsx, at most 2 MB and 5,000 rows). Every row is checked first: \`validate\` stops there (a dry run), \`all\` creates nothing if any row is invalid (status \`refused\`), \`valid-only\` creates the valid rows. 202 when workers are being created (poll GET /workers/imports/{importId}), 200 otherwise. An unreadable file is 400 \`PEOPLE_IMPORT_FILE_INVALID\`, no rows \`PEOPLE_IMPORT_EMPTY\`, too many \`PEOPLE_IMPORT_TOO_MANY_ROWS\`, a required column absent \`PEOPLE_IMPORT_COLUMN_MISSING\`.`,
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
          description:
            "Admins only: the header row with every column the import reads (the company's extra fields as `extra:<id>`, file fields left out) and one example row, as a CSV download Excel opens as UTF-8.",
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
        schema: {
          tags,
          summary: "The company's latest imports",
          description: "Admins only: the 20 latest imports, newest first, with their counts and status (no rows).",
          params: Params,
          response: { 200: WorkerImportList },
        },
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
          description:
            "Admins only: counts, status and the rows that are invalid or failed (every row with `rows=all`), each with its errors in the caller's language; poll it while the status is `queued` or `running`. An unknown id is 404 `NOT_FOUND`.",
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
          description:
            "Admins only: continues creating the pending rows of a `queued` or `running` import whose run stopped; for any other import nothing happens. Answers the import's summary; an unknown id is 404 `NOT_FOUND`.",
          params: ImportParams,
          response: { 200: WorkerImportSummary },
        },
        onRequest: canImport,
      },
      async (request) => service.resume(request.ctx, request.params.importId),
    );
  };
}
