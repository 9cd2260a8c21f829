import type { ServiceContext } from "../../../../core/context.js";
import { AppError } from "../../../../core/errors/app-error.js";
import { assertReportableGroup } from "../../../../core/reports/minimum-group.js";
import { scoped } from "../../../../core/tenancy/scoped.js";
import { foldText } from "../../contract/dictionaries.js";
import type { Avatar } from "../../contract/images.js";
import type { OrgChart, OrgChartNode, Report, ReportFilters, ReportRow } from "../../contract/org-chart.js";
import { DepartmentModel, OfficeModel, RoleModel } from "../structure/structure.models.js";
import { WorkerModel } from "../workers/workers.model.js";

/** The stored fields the chart and the report read (one projection, one query). */
interface ChartWorker {
  _id: unknown;
  name: string;
  lastName?: string;
  nickname?: string;
  email: string;
  status: string;
  startDateAtCompany?: string;
  roleId?: string;
  departmentId?: string;
  officeId?: string;
  avatar?: Avatar;
  referenceWorkerId?: string | null;
}

const PROJECTION = {
  name: 1,
  lastName: 1,
  nickname: 1,
  email: 1,
  status: 1,
  startDateAtCompany: 1,
  roleId: 1,
  departmentId: 1,
  officeId: 1,
  avatar: 1,
  referenceWorkerId: 1,
} as const;

/** Sorts by name, then last name, without regard to case or accents (a precomputed key: 10,000 collator calls are slow). */
function sortByName<T extends ChartWorker>(workers: T[]): T[] {
  const key = new Map(
    workers.map((w) => [w, `${foldText(w.name)}\u0000${foldText(w.lastName ?? "")}\u0000${String(w._id)}`]),
  );
  return workers.sort((a, b) => (key.get(a)! < key.get(b)! ? -1 : 1));
}

/** Where each active worker sits: parent, depth, reports; built in memory from one read. */
interface Placement {
  parentId: string | null;
  depth: number;
  children: string[];
  totalReports: number;
}

/**
 * The tree over active workers (spec §3 `referenceWorkerId`): a worker whose supervisor is missing, terminated,
 * removed or themselves is a root. Iterative (no recursion: a 10,000-deep chain must not overflow the stack), linear
 * after sorting. Supervisor loops (the workers service refuses them, but old data may hold one) are broken by making
 * the first unreached worker of the loop a root.
 */
export function placeWorkers(workers: readonly ChartWorker[]): {
  order: string[];
  roots: string[];
  at: Map<string, Placement>;
} {
  const active = sortByName(workers.filter((w) => w.status === "active"));
  const ids = new Set(active.map((w) => String(w._id)));
  const children = new Map<string, string[]>();
  const parentOf = new Map<string, string | null>();
  for (const worker of active) {
    const id = String(worker._id);
    const parent =
      worker.referenceWorkerId && worker.referenceWorkerId !== id && ids.has(worker.referenceWorkerId)
        ? worker.referenceWorkerId
        : null;
    parentOf.set(id, parent);
    if (parent) {
      const list = children.get(parent);
      if (list) list.push(id);
      else children.set(parent, [id]);
    }
  }

  const at = new Map<string, Placement>();
  const order: string[] = [];
  const roots: string[] = [];
  const walk = (root: string): void => {
    roots.push(root);
    const stack: Array<{ id: string; parentId: string | null; depth: number }> = [
      { id: root, parentId: null, depth: 0 },
    ];
    while (stack.length > 0) {
      const { id, parentId, depth } = stack.pop()!;
      if (at.has(id)) continue;
      const kids = (children.get(id) ?? []).filter((kid) => !at.has(kid));
      at.set(id, { parentId, depth, children: kids, totalReports: 0 });
      order.push(id);
      // reversed, so the first by name is visited first
      for (let i = kids.length - 1; i >= 0; i--) stack.push({ id: kids[i]!, parentId: id, depth: depth + 1 });
    }
  };
  for (const worker of active) {
    const id = String(worker._id);
    if (parentOf.get(id) === null) walk(id);
  }
  // whoever is left sits in a loop
  for (const worker of active) if (!at.has(String(worker._id))) walk(String(worker._id));

  // totals bottom-up: in depth-first order every report comes after its supervisor
  for (let i = order.length - 1; i >= 0; i--) {
    const placement = at.get(order[i]!)!;
    if (placement.parentId) at.get(placement.parentId)!.totalReports += placement.totalReports + 1;
  }
  return { order, roots, at };
}

/** The names of the company's roles, departments and offices, one query each. */
async function structureNames(ctx: ServiceContext) {
  const names = async (model: typeof DepartmentModel | typeof OfficeModel | typeof RoleModel) => {
    const docs = (await scoped(ctx, model as typeof DepartmentModel).find({}, { projection: { name: 1 } })) as Array<{
      _id: unknown;
      name: string;
    }>;
    return new Map(docs.map((doc) => [String(doc._id), doc.name]));
  };
  const [roles, departments, offices] = await Promise.all([
    names(RoleModel),
    names(DepartmentModel),
    names(OfficeModel),
  ]);
  return { roles, departments, offices };
}

const optional = <K extends string, V>(key: K, value: V | undefined | null | "") =>
  (value === undefined || value === null || value === "" ? {} : { [key]: value }) as Partial<Record<K, V>>;

/** The org chart and its report (contract/org-chart.ts): one read of the company's workers, built in memory. */
export const orgChartService = {
  async chart(ctx: ServiceContext, query: { rootWorkerId?: string }): Promise<OrgChart> {
    const [workers, names] = await Promise.all([
      scoped(ctx, WorkerModel).find({ status: "active" }, { projection: PROJECTION }) as Promise<ChartWorker[]>,
      structureNames(ctx),
    ]);
    const { order, roots, at } = placeWorkers(workers);
    const byId = new Map(workers.map((w) => [String(w._id), w]));

    let ids = order;
    let rootIds = roots;
    let baseDepth = 0;
    if (query.rootWorkerId) {
      const root = at.get(query.rootWorkerId);
      if (!root) throw new AppError("NOT_FOUND");
      // a subtree is a contiguous run of the depth-first order
      const start = order.indexOf(query.rootWorkerId);
      ids = order.slice(start, start + root.totalReports + 1);
      rootIds = [query.rootWorkerId];
      baseDepth = root.depth;
    }

    const nodes: OrgChartNode[] = ids.map((id) => {
      const worker = byId.get(id)!;
      const place = at.get(id)!;
      return {
        id,
        name: worker.name,
        ...optional("lastName", worker.lastName),
        ...optional("nickname", worker.nickname),
        ...optional("roleId", worker.roleId),
        ...optional("role", worker.roleId ? names.roles.get(worker.roleId) : undefined),
        ...optional("departmentId", worker.departmentId),
        ...optional("department", worker.departmentId ? names.departments.get(worker.departmentId) : undefined),
        ...optional("officeId", worker.officeId),
        ...optional("office", worker.officeId ? names.offices.get(worker.officeId) : undefined),
        ...optional("avatar", worker.avatar),
        parentId: id === query.rootWorkerId ? null : place.parentId,
        depth: place.depth - baseDepth,
        children: place.children,
        directReports: place.children.length,
        totalReports: place.totalReports,
      };
    });
    return { total: nodes.length, roots: rootIds, nodes };
  },

  /**
   * The org-chart report (spec §7 POST .../report): workers matching the filters with their place in the chart,
   * refused under 6 workers (spec §5, §9) before anything is returned.
   */
  async report(ctx: ServiceContext, filters: ReportFilters): Promise<Report> {
    const [workers, names] = await Promise.all([
      scoped(ctx, WorkerModel).find({}, { projection: PROJECTION }) as Promise<ChartWorker[]>,
      structureNames(ctx),
    ]);
    const { at } = placeWorkers(workers);
    const byId = new Map(workers.map((w) => [String(w._id), w]));
    const status = filters.status ?? "active";

    let team: Set<string> | undefined;
    if (filters.supervisorId) {
      const supervisor = at.get(filters.supervisorId);
      team = new Set(supervisor?.children ?? []);
      if (filters.includeIndirect && supervisor) {
        const queue = [...supervisor.children];
        while (queue.length > 0) {
          const next = at.get(queue.pop()!)!;
          for (const kid of next.children) {
            team.add(kid);
            queue.push(kid);
          }
        }
      }
    }

    const matching = workers.filter(
      (w) =>
        w.status === status &&
        (!filters.departmentId || w.departmentId === filters.departmentId) &&
        (!filters.officeId || w.officeId === filters.officeId) &&
        (!filters.roleId || w.roleId === filters.roleId) &&
        (!team || team.has(String(w._id))),
    );
    sortByName(matching);
    assertReportableGroup(matching.length);

    const rows: ReportRow[] = matching.map((worker) => {
      const id = String(worker._id);
      const place = at.get(id);
      const supervisorId = place ? place.parentId : worker.referenceWorkerId;
      const supervisor = supervisorId ? byId.get(supervisorId) : undefined;
      return {
        id,
        name: worker.name,
        ...optional("lastName", worker.lastName),
        email: worker.email,
        status: worker.status,
        ...optional("role", worker.roleId ? names.roles.get(worker.roleId) : undefined),
        ...optional("department", worker.departmentId ? names.departments.get(worker.departmentId) : undefined),
        ...optional("office", worker.officeId ? names.offices.get(worker.officeId) : undefined),
        ...optional("supervisorId", supervisor ? supervisorId : undefined),
        ...optional(
          "supervisor",
          supervisor ? [supervisor.name, supervisor.lastName].filter(Boolean).join(" ") : undefined,
        ),
        ...optional("startDateAtCompany", worker.startDateAtCompany),
        ...optional("depth", place?.depth),
        directReports: place?.children.length ?? 0,
        totalReports: place?.totalReports ?? 0,
      };
    });
    return { total: rows.length, rows };
  },
};
