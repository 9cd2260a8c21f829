import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyPluginAsync } from "fastify";
import { Type } from "typebox";
import { requirePermission } from "../../../../core/modules/modules.plugin.js";
import {
  Celebrations,
  CelebrationsQuery,
  SetupStatus,
  WorkerSearchQuery,
  WorkerSearchResult,
} from "../../contract/home.js";
import { peopleContract } from "../../contract/people.contract.js";
import { peoplePermissions } from "../../contract/permissions.js";
import { workerPermissions } from "../../contract/workers.js";
import type { HomeService } from "./home.service.js";

const Params = Type.Object({ companyId: Type.String() });
const tags = ["people"];

/** The home page's people reads and the shell's people search (issue 12), under /api/companies/:companyId. */
export function createHomeRoutes(home: HomeService): FastifyPluginAsync {
  return async (plain) => {
    const app = plain.withTypeProvider<TypeBoxTypeProvider>();
    const everyone = requirePermission(peopleContract, peoplePermissions.basicRead);
    const admins = requirePermission(peopleContract, workerPermissions.manage);

    // static segments: win over /workers/:workerId
    app.get(
      "/workers/celebrations",
      {
        schema: {
          tags,
          summary: "Birthdays (day and month only) and work anniversaries of the coming days",
          description:
            "Any level: the active workers' birthdays and work anniversaries falling in the next `days` days (30 by default, at most 60) of the company's calendar, soonest first. A birth year is never sent.",
          params: Params,
          querystring: CelebrationsQuery,
          response: { 200: Celebrations },
        },
        onRequest: everyone,
      },
      async (request) => home.celebrations(request.ctx, request.query),
    );
    app.get(
      "/workers/search",
      {
        schema: {
          tags,
          summary: "Active colleagues by name, with what their public card shows (the app's people search)",
          description:
            "Any level: active workers whose name, last name or nickname contains `q` (any case), sorted by name, at most `limit` (8 by default, 20 at most); only the id, name and picture path.",
          params: Params,
          querystring: WorkerSearchQuery,
          response: { 200: WorkerSearchResult },
        },
        onRequest: everyone,
      },
      async (request) => home.search(request.ctx, request.query),
    );
    app.get(
      "/setup-checklist",
      {
        schema: {
          tags,
          summary: "The people facts of the admins' setup checklist (workers, imports, colleagues signed in)",
          description:
            "Admins only: how many active workers the company has, imports done and other members who have signed in, and whether an admin dismissed the checklist.",
          params: Params,
          response: { 200: SetupStatus },
        },
        onRequest: admins,
      },
      async (request) => home.setupStatus(request.ctx),
    );
    app.post(
      "/setup-checklist/dismiss",
      {
        schema: {
          tags,
          summary: "Hide the setup checklist for the company's admins",
          description:
            "Admins only: records when the checklist was dismissed (for every admin of the company) and answers the checklist facts with `dismissedAt` set.",
          params: Params,
          response: { 200: SetupStatus },
        },
        onRequest: admins,
      },
      async (request) => home.dismissSetup(request.ctx),
    );
  };
}
