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
