import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  ContractInfo,
  Onboarding,
  OnboardingSettings,
  OnboardingSummary,
  Stage,
  VerifyResult,
  WorkerDocument,
  ZipJob,
} from "../contract/index.js";
import { api, usePagedList, useSession } from "@web/kit";

/** The field the upload routes read the file from. */
export const UPLOAD_FIELD = "file";

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** Cache keys start with the module id and the company: a company switch never shows another tenant's data. */
export const onboardingKeys = {
  all: (companyId: string) => ["onboarding", companyId] as const,
  me: (companyId: string) => ["onboarding", companyId, "me"] as const,
  person: (companyId: string, workerId: string) => ["onboarding", companyId, "person", workerId] as const,
  settings: (companyId: string) => ["onboarding", companyId, "settings"] as const,
};

/** Same-origin links (the session cookie goes with them) to files the caller may read. */
export const fileLinks = {
  document: (companyId: string, documentId: string) =>
    `/api/companies/${companyId}/onboarding/documents/${documentId}/file`,
  contract: (companyId: string, contractId: string) =>
    `/api/companies/${companyId}/onboarding/contracts/${contractId}/file`,
  zip: (companyId: string, workerId: string) => `/api/companies/${companyId}/documents/${workerId}/zip?type=onboarding`,
  builtZip: (companyId: string, zipId: string) => `/api/companies/${companyId}/onboarding/zips/${zipId}/file`,
};

/** A person's documents area: what the caller may see of them (the server applies people's field access). */
export function useWorkerDocuments(workerId: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...onboardingKeys.all(companyId), "documents", workerId],
    enabled: Boolean(companyId && workerId),
    retry: false,
    meta: { quiet: true },
    queryFn: async () =>
      (
        await api.get("/api/companies/{companyId}/documents/{workerId}", {
          params: { companyId, workerId },
        })
      ).items as WorkerDocument[],
  });
}

/**
 * A zip of a person's onboarding documents built by the `onboarding.build-zip` job: `start` queues it, then its
 * progress is read every second (from the database: any instance answers) until it is done or failed.
 */
export function useZip() {
  const companyId = useCompanyId();
  const start = useMutation({
    meta: { quiet: true },
    mutationFn: (workerId: string) =>
      api.post("/api/companies/{companyId}/documents/{workerId}/zip", {
        params: { companyId, workerId },
        body: { type: "onboarding" },
      }) as Promise<ZipJob>,
  });
  const zipId = start.data?.id ?? "";
  const progress = useQuery({
    queryKey: [...onboardingKeys.all(companyId), "zip", zipId],
    enabled: Boolean(companyId && zipId),
    refetchInterval: (query) => {
      const status = (query.state.data as ZipJob | undefined)?.status;
      return status === "done" || status === "failed" ? false : 1000;
    },
    queryFn: () =>
      api.get("/api/companies/{companyId}/onboarding/zips/{zipId}", {
        params: { companyId, zipId },
      }) as Promise<ZipJob>,
  });
  return { start, job: progress.data ?? start.data ?? null };
}

export type PersonRow = OnboardingSummary & { id: string };

/** The admin's list of people in onboarding, a page at a time, optionally one stage. */
export function useOnboardingTable(stage: Stage | null) {
  const companyId = useCompanyId();
  return usePagedList<PersonRow>({
    queryKey: [...onboardingKeys.all(companyId), "list", stage ?? "all"],
    enabled: Boolean(companyId),
    fetchPage: async (page) => {
      const list = await api.get("/api/companies/{companyId}/onboarding/workers", {
        params: { companyId },
        query: { ...page, ...(stage ? { stage } : {}) } as never,
      });
      return { ...list, items: list.items.map((item) => ({ ...item, id: item.workerId })) };
    },
  });
}

export function usePerson(workerId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: onboardingKeys.person(companyId, workerId ?? ""),
    enabled: Boolean(companyId && workerId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/onboarding/workers/{workerId}", {
        params: { companyId, workerId: workerId! },
      }) as Promise<Onboarding>,
  });
}

export function useMyOnboarding() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: onboardingKeys.me(companyId),
    enabled: Boolean(companyId),
    retry: false,
    queryFn: () =>
      api.get("/api/companies/{companyId}/onboarding/me", { params: { companyId } }) as Promise<Onboarding>,
  });
}

export function useSettings() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: onboardingKeys.settings(companyId),
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/onboarding/settings", {
        params: { companyId },
      }) as Promise<OnboardingSettings>,
  });
}

/** After any write the company's onboarding data is read again. */
function useInvalidate() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: onboardingKeys.all(companyId) });
}

export function useSaveSettings(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: OnboardingSettings) =>
      api.put("/api/companies/{companyId}/onboarding/settings", { params: { companyId }, body }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

export function useReview(options: { onSuccess?: (accepted: boolean) => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (input: { documentId: string; accept: boolean; reason?: string }) =>
      input.accept
        ? api.post("/api/companies/{companyId}/onboarding/documents/{documentId}/accept", {
            params: { companyId, documentId: input.documentId },
          })
        : api.post("/api/companies/{companyId}/onboarding/documents/{documentId}/return", {
            params: { companyId, documentId: input.documentId },
            body: { reason: input.reason ?? "" },
          }),
    onSuccess: async (_data, input) => {
      await invalidate();
      options.onSuccess?.(input.accept);
    },
    onError: options.onError,
  });
}

export function useRemoveFromOnboarding(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (workerId: string) =>
      api.post("/api/companies/{companyId}/workers/{workerId}/removeonboarding", { params: { companyId, workerId } }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
  });
}

export function useVerify() {
  const companyId = useCompanyId();
  return useMutation({
    mutationFn: (workerId: string) =>
      api.get("/api/companies/{companyId}/onboarding/workers/{workerId}/contract/verify", {
        params: { companyId, workerId },
      }) as Promise<VerifyResult>,
  });
}

/** Sends one of my documents (multipart: the typed client passes the form through). */
export function useSendDocument(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    meta: { quiet: true },
    mutationFn: ({ requirementId, file }: { requirementId: string; file: File }) => {
      const body = new FormData();
      body.append(UPLOAD_FIELD, file, file.name);
      return api.post("/api/companies/{companyId}/onboarding/me/documents/{requirementId}", {
        params: { companyId, requirementId },
        body: body as never,
      });
    },
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

export function useMyContract(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...onboardingKeys.me(companyId), "contract"],
    enabled: Boolean(companyId) && enabled,
    retry: false,
    queryFn: () =>
      api.get("/api/companies/{companyId}/onboarding/me/contract", { params: { companyId } }) as Promise<ContractInfo>,
  });
}

export function useSign(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (sha256: string) =>
      api.post("/api/companies/{companyId}/onboarding/me/contract/sign", {
        params: { companyId },
        body: { sha256, agree: true },
      }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
