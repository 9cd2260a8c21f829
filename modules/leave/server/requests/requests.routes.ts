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

/** What a new leave is checked against, shared by the two routes that create one. */
const CREATE_CHECKS =
  "Refused with `LEAVE_RANGE_NOT_ALLOWED` (a range on a single-day type), `LEAVE_HALF_DAY_INVALID` / `LEAVE_HALF_DAY_OFF`, `LEAVE_OVERLAP`, `LEAVE_NOT_ENOUGH_DAYS` / `LEAVE_NOT_ENOUGH_TIME` or `DATES_CHOOSE_CORRECT`; an unknown type is 404 `NOT_FOUND`.";
/** What every status change does once it succeeds. */
const TRANSITION_EFFECTS =
  "The change is a conditional write (a request changed meanwhile is `LEAVE_STATUS_CHANGED`, an action its status does not allow `LEAVE_TRANSITION_INVALID`); a caller without the role the action needs gets 403 `FORBIDDEN` (a requester not involved in the request: 404 `NOT_FOUND`). It is audited, emits the matching `leave.request.*` event and notifies the requester when someone else acted (and the next step's approvers while it stays pending).";

/** Leave requests, payroll-recorded leaves, pending approvals and the state machine's actions. */
export function createRequestsRoutes(requests: RequestsService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.post(
      "/leave/requests",
      {
        schema: {
          tags,
          description: `Any level: asks for leave for oneself (inclusive dates; hours types may give times or a half day). The time is reserved in the ledger at once; by the company's culture package the request waits for its approval chain (\`pending\`, the first approvers are notified) or is approved at once. Refused before today (\`DATE_BEFORE_NOW\`) or on locked dates (\`DATE_BLOCKED\`). ${CREATE_CHECKS}`,
          params: Params,
          body: LeaveRequestInput,
          response: { 201: LeaveRequest },
        },
        onRequest: can(permissions.requestCreate),
      },
      async (r, reply) => reply.status(201).send(await requests.create(r.ctx, r.body)),
    );
    app.post(
      "/leave/payroll-requests",
      {
        schema: {
          tags,
          description: `Admins only: records a leave for a worker (\`userId\`), approved at once without an approval chain, and may be in the past or on locked dates; the worker is notified unless they recorded it themselves. A \`userId\` that is not one of the company's workers is 404 \`NOT_FOUND\`. ${CREATE_CHECKS}`,
          params: Params,
          body: PayrollLeaveInput,
          response: { 201: LeaveRequest },
        },
        onRequest: can(permissions.requestPayroll),
      },
      async (r, reply) => reply.status(201).send(await requests.create(r.ctx, r.body, { payroll: true })),
    );
    app.get(
      "/leave/requests/mine",
      {
        schema: {
          tags,
          description:
            "Any level: the caller's own requests, latest start first, filtered by status, leave type and a quick range (`today`, `this-month`...) or `from`/`to` (a leave touching the period counts).",
          params: Params,
          querystring: MyRequestsQuery,
          response: { 200: LeaveRequestList },
        },
        onRequest: can(permissions.requestCreate),
      },
      async (r) => requests.mine(r.ctx, r.query),
    );
    app.get(
      "/leave/requests/pending-approvals",
      {
        schema: {
          tags,
          description:
            "Managers and admins: the pending requests whose current step the caller may decide (an admin: every pending one, their own left out), soonest first, each with the type's balance once it is approved and the teammates (same department or supervisor) away on its days.",
          params: Params,
          querystring: Page,
          response: { 200: PendingApprovalList },
        },
        onRequest: can(permissions.requestApprove),
      },
      async (r) => requests.pendingApprovals(r.ctx, r.query),
    );
    app.post(
      "/leave/requests/bulk-approve",
      {
        schema: {
          tags,
          description:
            "Managers and admins: approves up to 50 pending requests, each through the same checks as a single approval and in the order given, with one optional comment. One refusal does not stop the others: each result says the new status or the error code and its message in the caller's language.",
          params: Params,
          body: BulkApproveInput,
          response: { 200: BulkApproveResult },
        },
        onRequest: can(permissions.requestApprove),
      },
      async (r) => requests.bulkApprove(r.ctx, r.body, localeOf(r)),
    );
    app.get(
      "/leave/requests/:requestId",
      {
        schema: {
          tags,
          description:
            "Any level: one request with its approval steps and status history. A requester sees only their own and those they are an approver of; any other is 404 `NOT_FOUND`, like an unknown id.",
          params: RequestParams,
          response: { 200: LeaveRequest },
        },
        onRequest: can(permissions.requestCreate),
      },
      async (r) => requests.get(r.ctx, r.params.requestId),
    );
    for (const [action, permission, description] of [
      [
        "approve",
        permissions.requestApprove,
        "Managers and admins: decides the request's current step (an approver of that step, not for their own request, or an admin); after the last step it is `approved`, otherwise it stays `pending` for the next step.",
      ],
      [
        "deny",
        permissions.requestApprove,
        "Managers and admins: denies a pending request (an approver of its current step, or an admin), with an optional reason; its time goes back to the balance.",
      ],
      [
        "cancel",
        permissions.requestCreate,
        "Any level: the requester cancels their pending request, or an approved one that has not started; an admin any pending or approved one. Its time goes back to the balance.",
      ],
      [
        "payroll",
        permissions.requestPayroll,
        "Admins only: marks an approved leave as handed over to payroll (`approved-payroll`, final).",
      ],
    ] as const)
      app.post(
        `/leave/requests/:requestId/${action}`,
        {
          schema: {
            tags,
            description: `${description} ${TRANSITION_EFFECTS}`,
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
