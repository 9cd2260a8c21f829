import { useQuery } from "@tanstack/react-query";
import { api, useCompanyToday, useSession } from "@web/kit";

/** One step of the admins' setup checklist, worked out from the company's data. */
export interface SetupStep {
  id: "people" | "import" | "leaveTypes" | "holidays" | "invite";
  done: boolean;
  href: string;
  /** Values of the step's hint. */
  values?: Record<string, number>;
}

/**
 * The admins' setup checklist (issue 12): people's facts (`GET /setup-checklist`) and the leave module's types and
 * holidays (its own routes; a company without the leave module has no such steps).
 */
export function useSetupChecklist() {
  const session = useSession();
  const companyId = session.company?.id ?? "";
  const countryId = session.company?.countryId ?? "";
  const year = Number(useCompanyToday().slice(0, 4));
  const status = useQuery({
    queryKey: ["people", companyId, "setup-checklist"],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    queryFn: () => api.get("/api/companies/{companyId}/setup-checklist", { params: { companyId } }),
  });
  const leave = useQuery({
    queryKey: ["leave", companyId, "types", "setup-checklist"],
    enabled: Boolean(companyId),
    meta: { quiet: true },
    retry: false,
    queryFn: async () => {
      const [types, holidays] = await Promise.all([
        api.get("/api/companies/{companyId}/leave-types", { params: { companyId } }),
        api.get("/api/companies/{companyId}/holidays/{countryId}", {
          params: { companyId, countryId },
          query: { year },
        }),
      ]);
      return { types: types.items.length, holidays: holidays.items.length };
    },
  });
  const facts = status.data;
  let steps: SetupStep[] | undefined;
  if (facts) {
    steps = [
      { id: "people", done: facts.activeWorkers > 1, href: "/workers?add=1", values: { count: facts.activeWorkers } },
      { id: "import", done: facts.importsDone > 0, href: "/workers/import" },
    ];
    if (leave.data) {
      const { types, holidays } = leave.data;
      steps.push(
        { id: "leaveTypes", done: types > 0, href: "/config-leave-type", values: { count: types } },
        { id: "holidays", done: holidays > 0, href: `/holidays/${countryId}`, values: { count: holidays } },
      );
    }
    steps.push({
      id: "invite",
      done: facts.othersSignedIn > 0,
      href: "/workers",
      values: { count: facts.othersSignedIn },
    });
  }
  return { status, steps, isPending: status.isPending || leave.isPending };
}
