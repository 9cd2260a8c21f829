import type { ServiceContext } from "../../../../core/context.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { ACTIVE_STATUSES, type ApprovalsOverview, type ApprovalsOverviewQuery } from "../../contract/index.js";
import type { RequestsService } from "../requests/requests.service.js";
import { LeaveRequestModel } from "../requests/requests.model.js";
import type { WorkerDirectory } from "../workers-directory.js";

/** What the home page's leave cards read that no other route answers (issue 12). */
export function createHomeService(deps: { requests: RequestsService; workers: WorkerDirectory }) {
  const { requests, workers } = deps;
  return {
    /**
     * The caller's pending approvals (the same list as `GET /leave/requests/pending-approvals`, soonest first), each
     * with the overlap a leader weighs: how many others of the requester's department are off on some of its days.
     */
    async approvalsOverview(ctx: ServiceContext, query: ApprovalsOverviewQuery): Promise<ApprovalsOverview> {
      const pending = await requests.pendingApprovals(ctx, { limit: query.limit, skip: 0 });
      if (pending.items.length === 0) return { total: pending.total, items: [] };
      const userIds = pending.items.map((r) => r.userId);
      const [names, departments, people] = await Promise.all([
        workers.names(ctx, userIds),
        workers.departments(ctx),
        Promise.all(userIds.map((id) => workers.byUserId(ctx, id))),
      ]);
      const departmentName = new Map(departments.map((d) => [d.id, d.name]));
      const members = new Map<string, Promise<string[] | null>>();
      const groupOf = (departmentId: string | undefined): Promise<string[] | null> => {
        const key = departmentId && departmentName.has(departmentId) ? departmentId : "";
        let found = members.get(key);
        if (!found) {
          found = key ? workers.members(ctx, { departmentId: key }) : Promise.resolve(null);
          members.set(key, found);
        }
        return found;
      };
      const items = await Promise.all(
        pending.items.map(async (request, i) => {
          const departmentId = people[i]?.departmentId;
          const group = await groupOf(departmentId);
          const filter: Record<string, unknown> = {
            status: { $in: [...ACTIVE_STATUSES] },
            userId: group ? { $in: group.filter((id) => id !== request.userId) } : { $ne: request.userId },
            startDate: { $lte: request.endDate },
            endDate: { $gte: request.startDate },
          };
          const off = await scoped(ctx, LeaveRequestModel).find(filter, { projection: { userId: 1 } });
          return {
            id: request.id,
            userId: request.userId,
            name: names.get(request.userId) ?? "",
            leaveTypeId: request.leaveTypeId,
            startDate: request.startDate,
            endDate: request.endDate,
            department: group && departmentId ? (departmentName.get(departmentId) ?? null) : null,
            othersOff: new Set(off.map((l) => l.userId)).size,
          };
        }),
      );
      return { total: pending.total, items };
    },
  };
}

export type HomeService = ReturnType<typeof createHomeService>;
