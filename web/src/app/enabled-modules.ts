import { useQuery } from "@tanstack/react-query";
import { api } from "../api/client.js";

/** The modules the company has (GET /api/companies/:companyId/modules); undefined while loading. */
export function useEnabledModules(companyId: string | undefined): ReadonlySet<string> | undefined {
  const query = useQuery({
    queryKey: ["companies", companyId, "modules"],
    enabled: Boolean(companyId),
    staleTime: 5 * 60_000,
    queryFn: () => api.get("/api/companies/{companyId}/modules", { params: { companyId: companyId! } }),
  });
  if (!query.data) return undefined;
  return new Set(query.data.modules.filter((m) => m.enabled).map((m) => m.id));
}
