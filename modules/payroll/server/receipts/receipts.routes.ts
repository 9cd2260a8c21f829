import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  MonthParams,
  payrollContract,
  permissions,
  Receipt,
  ReceiptList,
  ReceiptParams,
  ReceiptUploadResult,
} from "../../contract/index.js";
import type { ReceiptsService } from "./receipts.service.js";

const Params = Type.Object({ companyId: Type.String() });
const UPLOAD_FIELD = "file";

/** Salary receipts, under /api/companies/:companyId. */
export const receiptsRoutes =
  (receipts: ReceiptsService): FastifyPluginAsync =>
  async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();

    app.post(
      "/payroll/receipts/:month",
      {
        schema: {
          summary: "Upload a month's payslips (PDF): one person's (workerId) or many pages split per person by name",
          description: `multipart/form-data with the PDF in the field \`${UPLOAD_FIELD}\` (at most 2 MB). Without \`workerId\`, every page must show the full name of a person of the company; otherwise nothing is stored.`,
          params: MonthParams,
          querystring: Type.Object({ workerId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }),
          response: { 201: ReceiptUploadResult },
        },
        onRequest: requirePermission(payrollContract, permissions.receiptUpload),
      },
      async (r, reply) => {
        const upload = await app.files.readUpload(r, { field: UPLOAD_FIELD });
        const result = await receipts.upload(r.ctx, r.params.month, {
          body: upload.body,
          ...(r.query.workerId ? { workerId: r.query.workerId } : {}),
        });
        return reply.status(201).send(result);
      },
    );

    app.get(
      "/payroll/receipts/months/:month",
      {
        schema: {
          description: `The receipts uploaded for a month, by name, with when each person read theirs. Admins only (\`payroll.receipt.upload\`); a month not \`YYYY-MM\` or not yet started is \`PAYROLL_MONTH_INVALID\`.`,
          params: MonthParams,
          response: { 200: ReceiptList },
        },
        onRequest: requirePermission(payrollContract, permissions.receiptUpload),
      },
      async (r) => receipts.ofMonth(r.ctx, r.params.month),
    );

    app.get(
      "/payroll/receipts/mine",
      {
        schema: {
          description: `The caller's own salary receipts, newest month first, at most 60. Every level (\`payroll.receipt.own\`).`,
          params: Params,
          response: { 200: ReceiptList },
        },
        onRequest: requirePermission(payrollContract, permissions.receiptOwn),
      },
      async (r) => receipts.mine(r.ctx),
    );

    app.get(
      "/payroll/receipts/:receiptId/file",
      {
        schema: {
          summary: "Download a receipt: its person, or an admin",
          description: `The receipt's PDF as an attachment. Its person, or an admin; anyone else, like an unknown id, gets 404 \`NOT_FOUND\`.`,
          params: ReceiptParams,
          response: { 200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "The PDF." }) },
        },
        onRequest: requirePermission(payrollContract, permissions.receiptOwn),
      },
      async (r, reply) => receipts.send(r.ctx, r.params.receiptId, reply),
    );

    app.post(
      "/payroll/receipts/:receiptId/read",
      {
        schema: {
          summary: "The person confirms they read their receipt",
          description: `The receipt's person confirms they read it; the first confirmation's time stays, so repeating it is harmless. Only its person (\`payroll.receipt.own\`): anyone else, admins included, or an unknown id gets 404 \`NOT_FOUND\`.`,
          params: ReceiptParams,
          response: { 200: Receipt },
        },
        onRequest: requirePermission(payrollContract, permissions.receiptOwn),
      },
      async (r) => receipts.confirmRead(r.ctx, r.params.receiptId),
    );
  };
