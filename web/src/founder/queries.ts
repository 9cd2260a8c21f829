import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiRequestBody, ApiResponse } from "../../../sdk/src/index.js";
import { api } from "../api/client.js";
import { localeOfPath } from "../i18n/locales.js";
import { usePagedList } from "../kit/paged-list.js";

/** The founder console's data (tenants/founder on the server): every company of the platform. */
export type FounderCompany = ApiResponse<"get", "/api/founder/companies">["items"][number];
export type FounderContract = ApiResponse<"get", "/api/founder/contract">;
export type Plan = FounderCompany["plan"];
export type CompanyStatusFilter = "all" | FounderCompany["status"];

/** Plans in the spec's order (spec §1). */
export const PLANS: readonly Plan[] = ["starter", "flash", "enterprise", "premium"];

export const founderKeys = {
  all: ["founder"] as const,
  companies: (filter: { q: string; status: CompanyStatusFilter }) => ["founder", "companies", filter] as const,
  contract: ["founder", "contract"] as const,
  modules: (companyId: string) => ["founder", "modules", companyId] as const,
};

/** The platform's companies, newest first, a page at a time, searched by name and filtered by status. */
export function useFounderCompanies(filter: { q: string; status: CompanyStatusFilter }) {
  return usePagedList<FounderCompany>({
    queryKey: founderKeys.companies(filter),
    fetchPage: (page) =>
      api.get("/api/founder/companies", {
        query: {
          ...page,
          ...(filter.q ? { q: filter.q } : {}),
          ...(filter.status === "all" ? {} : { status: filter.status }),
        },
      }),
  });
}

/** Every live company (for choosing one), by name search; the first 50 matches. */
export function useCompanyChoices(q: string) {
  return useQuery({
    queryKey: ["founder", "choices", q],
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get("/api/founder/companies", { query: { status: "active", limit: 50, skip: 0, ...(q ? { q } : {}) } }),
  });
}

/** Moves a company to another plan; every founder list is read again. */
export function useChangePlan(options: { onSuccess?: (company: FounderCompany) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: string; plan: Plan }) =>
      api.put("/api/founder/companies/{companyId}/plan", {
        params: { companyId: input.companyId },
        body: { plan: input.plan },
      }),
    onSuccess: async (company) => {
      await client.invalidateQueries({ queryKey: founderKeys.all });
      options.onSuccess?.(company);
    },
  });
}

export function usePlatformContract() {
  return useQuery({ queryKey: founderKeys.contract, queryFn: () => api.get("/api/founder/contract") });
}

/** Which modules a company has and why not (the same answer its own app reads; the founder may ask for any company). */
export function useCompanyModules(companyId: string | null) {
  return useQuery({
    queryKey: founderKeys.modules(companyId ?? ""),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/modules", { params: { companyId: companyId! } }),
  });
}

export type Customisation = ApiResponse<"get", "/api/founder/companies/{companyId}/customization">;
export type CustomisationPatch = ApiRequestBody<"put", "/api/founder/companies/{companyId}/customization">;

/** A company's customisation as the founder sets it (tenants/founder/customisation.*). */
export function useCustomisation(companyId: string | null) {
  return useQuery({
    queryKey: ["founder", "customization", companyId ?? ""],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/founder/companies/{companyId}/customization", { params: { companyId: companyId! } }),
  });
}

/** Saves what changed; the company's modules and this page's reads are read again. */
export function useSaveCustomisation(options: { onSuccess?: (saved: Customisation) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: string; patch: CustomisationPatch }) =>
      api.put("/api/founder/companies/{companyId}/customization", {
        params: { companyId: input.companyId },
        body: input.patch,
      }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: founderKeys.all });
      options.onSuccess?.(saved);
    },
  });
}

/** A company's admins, whom the founder may view it as for support (core/auth/impersonation.*). */
export function useCompanyAdmins(companyId: string | null) {
  return useQuery({
    queryKey: ["founder", "admins", companyId ?? ""],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/founder/companies/{companyId}/admins", { params: { companyId: companyId! } }),
  });
}

/**
 * Opens the support view of a company as one of its admins (read-only unless `allowChanges`, which needs a reason):
 * the server makes it the session cookie and
 * keeps the founder's aside, so the whole app starts again as that admin (a full load: no founder data stays cached).
 */
export function useStartImpersonation() {
  return useMutation({
    mutationFn: (input: { companyId: string; userId: string; allowChanges?: boolean; reason?: string }) =>
      api.post("/api/founder/companies/{companyId}/impersonation", {
        params: { companyId: input.companyId },
        body: input.allowChanges
          ? { userId: input.userId, allowChanges: true, reason: input.reason ?? "" }
          : { userId: input.userId },
      }),
    onSuccess: () => window.location.assign(`${localeOfPath(window.location.pathname).base}/`),
  });
}

export type Terms = ApiResponse<"get", "/api/founder/contract">;
export type CompanyAcceptance = ApiResponse<"get", "/api/founder/contract/acceptances">["items"][number];
export type VersionNote = ApiResponse<"get", "/api/founder/versions">[number];

/** Publishes the next version of the terms; the contract and the companies' acceptances are read again. */
export function usePublishTerms(options: { onSuccess?: (terms: Terms) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { basedOn: number; texts: Terms["texts"] }) => api.post("/api/founder/contract", { body }),
    onSuccess: async (terms) => {
      await client.invalidateQueries({ queryKey: founderKeys.all });
      options.onSuccess?.(terms);
    },
  });
}

/** Each company's newest acceptance of the terms, by name, a page at a time. */
export function useContractAcceptances(q: string) {
  return usePagedList<CompanyAcceptance & { id: string }>({
    queryKey: ["founder", "acceptances", q],
    fetchPage: async (page) => {
      const list = await api.get("/api/founder/contract/acceptances", { query: { ...page, ...(q ? { q } : {}) } });
      return { ...list, items: list.items.map((item) => ({ ...item, id: item.companyId })) };
    },
  });
}

export function useVersionNotes() {
  return useQuery({ queryKey: ["founder", "versions"], queryFn: () => api.get("/api/founder/versions") });
}

/** Publishes an app version note: every open session shows it in the new-version banner. */
export function usePublishVersionNote(options: { onSuccess?: (note: VersionNote) => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { label: string; notes: string }) => api.post("/api/founder/versions", { body }),
    onSuccess: async (note) => {
      await client.invalidateQueries({ queryKey: ["founder", "versions"] });
      options.onSuccess?.(note);
    },
  });
}

/**
 * The company's logo in its branding (issue 18): uploaded (multipart, field `file`) or removed at once, outside the
 * customisation form's draft. The customisation read is not read again (its form would lose unsaved edits): the
 * caller shows the logo the answer names.
 */
export function useCompanyLogo(options: { onUploaded?: (logoUrl: string) => void; onRemoved?: () => void }) {
  const upload = useMutation({
    meta: { quiet: true },
    mutationFn: (input: { companyId: string; file: File }) => {
      const body = new FormData();
      body.append("file", input.file, input.file.name);
      // multipart: the route declares no JSON body, so the typed client passes the form through
      return api.post("/api/founder/companies/{companyId}/customization/logo", {
        params: { companyId: input.companyId },
        body: body as never,
      });
    },
    onSuccess: (saved) => options.onUploaded?.(saved.logoUrl),
  });
  const remove = useMutation({
    mutationFn: (companyId: string) =>
      api.delete("/api/founder/companies/{companyId}/customization/logo", { params: { companyId } }),
    onSuccess: () => options.onRemoved?.(),
  });
  return { upload, remove };
}

export type CompanyFields = ApiResponse<"get", "/api/founder/companies/{companyId}/fields">;
export type CompanyFieldsEdit = ApiRequestBody<"put", "/api/founder/companies/{companyId}/fields">;

/** A company's custom fields and worker extra fields (the people module's, through tenants/founder/company-fields.*). */
export function useCompanyFields(companyId: string | null) {
  return useQuery({
    queryKey: ["founder", "fields", companyId ?? ""],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/founder/companies/{companyId}/fields", { params: { companyId: companyId! } }),
  });
}

/** Saves either list or both on the revision read; the section reads them again. */
export function useSaveCompanyFields(options: { onSuccess?: (saved: CompanyFields) => void }) {
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (input: { companyId: string; edit: CompanyFieldsEdit }) =>
      api.put("/api/founder/companies/{companyId}/fields", {
        params: { companyId: input.companyId },
        body: input.edit,
      }),
    onSuccess: async (saved, input) => {
      client.setQueryData(["founder", "fields", input.companyId], saved);
      options.onSuccess?.(saved);
    },
  });
}
