import { useQuery } from "@tanstack/react-query";
import { api } from "@web/kit";
import { peopleKeys } from "../../workers/data.js";

/** Workers of one department, office or role (admins and managers only: GET /workers). */
export function useWorkersOf(
  companyId: string,
  filter: { departmentId?: string; officeId?: string; roleId?: string },
  options: { enabled: boolean },
) {
  return useQuery({
    queryKey: [...peopleKeys.workers(companyId), "of", filter],
    enabled: options.enabled && Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers", {
        params: { companyId },
        query: { ...filter, status: "active", view: "card", limit: 50, skip: 0 },
      }),
  });
}
