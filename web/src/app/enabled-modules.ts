import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client.js";
import { useSession } from "../auth/session.js";

/** The company's modules and feature flags (GET /api/companies/:companyId/modules), re-read live (tenant-live.ts). */
function useCompanyModules(companyId: string | undefined) {
  return useQuery({
    queryKey: ["companies", companyId, "modules"],
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    queryFn: () => api.get("/api/companies/{companyId}/modules", { params: { companyId: companyId! } }),
  });
}

/** The modules the company has (GET /api/companies/:companyId/modules); undefined while loading. */
export function useEnabledModules(companyId: string | undefined): ReadonlySet<string> | undefined {
  const query = useCompanyModules(companyId);
  if (!query.data) return undefined;
  return new Set(query.data.modules.filter((m) => m.enabled).map((m) => m.id));
}

/**
 * A feature flag of the signed-in company (issue 18: a module declares it in its contract's `flags`, the founder
 * switches it per company): true or false as in force, or undefined while loading (or for a flag no running module
 * declares). Follows the founder's switches without a reload (web/src/app/tenant-live.ts re-reads the company).
 */
export function useFeatureFlag(flagId: string): boolean | undefined {
  const session = useSession();
  const query = useCompanyModules(session.company?.id);
  return query.data?.flags?.[flagId];
}
