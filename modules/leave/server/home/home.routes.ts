import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { ApprovalsOverview, ApprovalsOverviewQuery, permissions } from "../../contract/index.js";
import { can, Params, tags } from "../route-parts.js";
import type { HomeService } from "./home.service.js";

/** The home page's leave reads (issue 12): the leaders' approvals with their team's overlap. */
export function createHomeRoutes(home: HomeService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    app.get(
      "/leave/home/approvals",
      {
        schema: {
          tags,
          summary: "The caller's pending approvals with how many others of the requester's department are off then",
          description:
            "Managers and admins: the first `limit` (5 by default, at most 10) of the requests waiting for the caller's decision, soonest first, with the total, each with the requester's department and how many other people of it (or of the company, without a department) have a pending or approved leave on those days.",
          params: Params,
          querystring: ApprovalsOverviewQuery,
          response: { 200: ApprovalsOverview },
        },
        onRequest: can(permissions.requestApprove),
      },
      async (r) => home.approvalsOverview(r.ctx, r.query),
    );
  };
}
