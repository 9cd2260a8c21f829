import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "../../../sdk/src/index.js";
import { api } from "../api/client.js";

/** The company's contract with the platform (tenants/founder/terms.*): terms in force, acceptances, `mustAccept`. */
export type CompanyContract = ApiResponse<"get", "/api/companies/{companyId}/contract">;
export type TermsSections = CompanyContract["terms"]["texts"]["en"];

export const contractKey = (companyId: string) => ["contract", companyId] as const;

/** Read by admins only (the server answers 403 to other levels). */
export function useCompanyContract(companyId: string | null, enabled = true) {
  return useQuery({
    queryKey: contractKey(companyId ?? ""),
    enabled: Boolean(companyId) && enabled,
    queryFn: () => api.get("/api/companies/{companyId}/contract", { params: { companyId: companyId! } }),
  });
}

/** The signed-in admin accepts the version they read; a stale one is refused by the server (shown as its message). */
export function useAcceptContract(companyId: string | null, options: { onSuccess?: (c: CompanyContract) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (version: number) =>
      api.post("/api/companies/{companyId}/contract/acceptance", {
        params: { companyId: companyId! },
        body: { version },
      }),
    onSuccess: (contract) => {
      client.setQueryData(contractKey(companyId ?? ""), contract);
      options.onSuccess?.(contract);
    },
    // a stale version: read the contract again, so the newer terms are what is shown
    onError: () => client.invalidateQueries({ queryKey: contractKey(companyId ?? "") }),
  });
}

/** The terms as one text: each section's heading on its first line, its body below, a blank line between sections. */
export function sectionsToText(sections: TermsSections): string {
  return sections.map((s) => `${s.heading}\n${s.body}`).join("\n\n");
}

/** The reverse of `sectionsToText`: blocks separated by blank lines; a block's first line is its heading. */
export function textToSections(text: string): TermsSections {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      const [heading = "", ...body] = block.split("\n");
      return { heading: heading.trim(), body: body.join("\n").trim() };
    });
}
