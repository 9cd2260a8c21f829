import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiRequestBody, ApiResponse, paths } from "../../../../sdk/src/index.js";
import { api, statusOf, useSession } from "@web/kit";
import { countryById, type Country } from "../../contract/countries.js";
import type { PeopleLocale } from "../../contract/dictionaries.js";
import { SELF_EDITABLE_FIELDS } from "../../contract/workers.js";

/**
 * The worker pages' reads (TanStack Query over the typed SDK). Keys start with `people` and the company, so a
 * company switch or sign-out (which drops the cache) never shows another tenant's data.
 */
export type Worker = ApiResponse<"get", "/api/companies/{companyId}/workers/{workerId}">;
export type WorkerList = ApiResponse<"get", "/api/companies/{companyId}/workers">;
/** A PATCH of a profile (the SDK's types: the contract's enums as literal unions). */
export type WorkerPatch = ApiRequestBody<"patch", "/api/companies/{companyId}/workers/{workerId}">;
/** A PATCH of one's own profile (`PATCH /workers/me`: personal, address, bank, education, extra fields). */
export type WorkerSelfPatch = ApiRequestBody<"patch", "/api/companies/{companyId}/workers/me">;
/** A colleague's public card (`GET /workers/:workerId/public`). */
export type WorkerCard = ApiResponse<"get", "/api/companies/{companyId}/workers/{workerId}/public">;
export type WorkerCreate = ApiRequestBody<"post", "/api/companies/{companyId}/workers">;
export type WorkerListQuery = paths["/api/companies/{companyId}/workers"]["get"]["parameters"]["query"];
export type CompanyProfile = ApiResponse<"get", "/api/companies/{companyId}/company">;
export type StructureKind = "departments" | "offices" | "roles";
export type NamedItem = { id: string; name: string; levelAccess?: "admin" | "revisor" | "requester" };

/** Structure lists are read whole for the selects (the API pages by at most 100). */
const STRUCTURE_LIMIT = 100;

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export const peopleKeys = {
  all: (companyId: string) => ["people", companyId] as const,
  workers: (companyId: string) => ["people", companyId, "workers"] as const,
  workerList: (companyId: string, query: Partial<WorkerListQuery>) => ["people", companyId, "workers", "list", query],
  worker: (companyId: string, id: string) => ["people", companyId, "workers", "one", id] as const,
  ownWorker: (companyId: string, userId: string) => ["people", companyId, "workers", "own", userId] as const,
  workerCard: (companyId: string, id: string) => ["people", companyId, "workers", "card", id] as const,
  company: (companyId: string) => ["people", companyId, "company"] as const,
  structure: (companyId: string, kind: StructureKind) => ["people", companyId, "structure", kind] as const,
};

/** The language of dictionary labels: the page's. */
export function usePeopleLocale(): PeopleLocale {
  const { locale } = useIntl();
  return locale === "pt-BR" || locale === "es" ? locale : "en";
}

/** The company's country (phone prefix and mask, date format, zipcode mask); Brazil until the session is read. */
export function useCountry(): Country {
  const session = useSession();
  return countryById(session.company?.countryId ?? "br") ?? countryById("br")!;
}

export function useCompanyProfile() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: peopleKeys.company(companyId),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    queryFn: () => api.get("/api/companies/{companyId}/company", { params: { companyId } }),
  });
}

/** Departments, offices or roles, by name, for selects and filters. */
export function useStructure(kind: StructureKind) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: peopleKeys.structure(companyId, kind),
    enabled: Boolean(companyId),
    staleTime: 60_000,
    queryFn: async (): Promise<NamedItem[]> => {
      const query = { limit: STRUCTURE_LIMIT, skip: 0 };
      const params = { companyId };
      if (kind === "departments")
        return (await api.get("/api/companies/{companyId}/departments", { params, query })).items;
      if (kind === "offices") return (await api.get("/api/companies/{companyId}/offices", { params, query })).items;
      return (await api.get("/api/companies/{companyId}/roles", { params, query })).items;
    },
  });
}

export function useWorkerList(query: WorkerListQuery, options: { enabled?: boolean } = {}) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: peopleKeys.workerList(companyId, query),
    enabled: Boolean(companyId) && options.enabled !== false,
    placeholderData: keepPreviousData,
    queryFn: () => api.get("/api/companies/{companyId}/workers", { params: { companyId }, query }),
  });
}

export function useWorker(workerId: string | undefined, options: { enabled?: boolean } = {}) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: peopleKeys.worker(companyId, workerId ?? ""),
    enabled: Boolean(companyId && workerId) && options.enabled !== false,
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers/{workerId}", { params: { companyId, workerId: workerId! } }),
  });
}

/**
 * The signed-in person's own worker record (`GET /workers/me`, every level); `null` when the company has not made
 * them one.
 */
export function useOwnWorker() {
  const session = useSession();
  const companyId = useCompanyId();
  const userId = session.view?.user.id ?? "";
  return useQuery({
    queryKey: peopleKeys.ownWorker(companyId, userId),
    enabled: Boolean(companyId && userId),
    queryFn: async () => {
      try {
        return await api.get("/api/companies/{companyId}/workers/me", { params: { companyId } });
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
  });
}

/** Saves changes to one's own profile: only the fields a person may send about themselves. */
export function useSaveOwnWorker() {
  const companyId = useCompanyId();
  return (patch: WorkerPatch): Promise<Worker> =>
    api.patch("/api/companies/{companyId}/workers/me", { params: { companyId }, body: selfPatchOf(patch) });
}

/** The part of a profile form's changes that `PATCH /workers/me` takes (the form never shows the others there). */
export function selfPatchOf(patch: WorkerPatch): WorkerSelfPatch {
  const out: Record<string, unknown> = {};
  for (const field of SELF_EDITABLE_FIELDS) if (patch[field] !== undefined) out[field] = patch[field];
  return out as WorkerSelfPatch;
}

/** A colleague's public card (every level). */
export function useWorkerCard(workerId: string | null | undefined) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: peopleKeys.workerCard(companyId, workerId ?? ""),
    enabled: Boolean(companyId && workerId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/workers/{workerId}/public", { params: { companyId, workerId: workerId! } }),
  });
}

/** After a write: the worker lists and records are read again. */
export function useInvalidateWorkers() {
  const client = useQueryClient();
  const companyId = useCompanyId();
  return () => client.invalidateQueries({ queryKey: peopleKeys.workers(companyId) });
}

/** A worker's display name. */
export function fullName(worker: Pick<Worker, "name" | "lastName"> | undefined | null): string {
  if (!worker) return "";
  return [worker.name, worker.lastName].filter(Boolean).join(" ");
}
