import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import {
  BulkApproveInput,
  BulkApproveResult,
  LeaveRequest,
  LeaveRequestInput,
  LeaveRequestList,
  MyRequestsQuery,
  PayrollLeaveInput,
  PendingApprovalList,
  permissions,
  TransitionInput,
} from "../../contract/index.js";
import { can, Params, tags } from "../route-parts.js";
import type { RequestsService } from "./requests.service.js";
import { pageQuery } from "../../../../core/lists/schemas.js";
import { localeOf } from "../../../../core/errors/error-handler.js";

const RequestParams = Type.Object({ companyId: Type.String(), requestId: Type.String() });
const Page = Type.Object(pageQuery(), { additionalProperties: false });

/** Leave requests, payroll-recorded leaves, pending approvals and the state machine's actions. */
export function createRequestsRoutes(requests: RequestsService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      "/leave/requests",
      {
        schema: { tags, params: Params, body: LeaveRequestInput, response: { 201: LeaveRequest } },
        onRequest: can(permissions.requestCreate),
      },
      async (r, reply) => reply.status(201).send(await requests.create(r.ctx, r.body)),
    );
    app.post(
      "/leave/payroll-requests",
      {
        schema: { tags, params: Params, body: PayrollLeaveInput, response: { 201: LeaveRequest } },
        onRequest: can(permissions.requestPayroll),
      },
      async (r, reply) => reply.status(201).send(await requests.create(r.ctx, r.body, { payroll: true })),
    );
    app.get(
      "/leave/requests/mine",
      {
        schema: { tags, params: Params, querystring: MyRequestsQuery, response: { 200: LeaveRequestList } },
        onRequest: can(permissions.requestCreate),
      },
      async (r) => requests.mine(r.ctx, r.query),
    );
    app.get(
      "/leave/requests/pending-approvals",
      {
        schema: { tags, params: Params, querystring: Page, response: { 200: PendingApprovalList } },
        onRequest: can(permissions.requestApprove),
      },
      async (r) => requests.pendingApprovals(r.ctx, r.query),
    );
    app.post(
      "/leave/requests/bulk-approve",
      {
        schema: { tags, params: Params, body: BulkApproveInput, response: { 200: BulkApproveResult } },
        onRequest: can(permissions.requestApprove),
      },
      async (r) => requests.bulkApprove(r.ctx, r.body, localeOf(r)),
    );
    app.get(
      "/leave/requests/:requestId",
      {
        schema: { tags, params: RequestParams, response: { 200: LeaveRequest } },
        onRequest: can(permissions.requestCreate),
      },
      async (r) => requests.get(r.ctx, r.params.requestId),
    );
    for (const [action, permission] of [
      ["approve", permissions.requestApprove],
      ["deny", permissions.requestApprove],
      ["cancel", permissions.requestCreate],
      ["payroll", permissions.requestPayroll],
    ] as const)
      app.post(
        `/leave/requests/:requestId/${action}`,
        {
          schema: {
            tags,
            params: RequestParams,
            body: Type.Optional(TransitionInput),
            response: { 200: LeaveRequest },
          },
          onRequest: can(permission),
        },
        async (r) => requests.transition(r.ctx, r.params.requestId, action, { reason: r.body?.reason }),
      );
  };
}
