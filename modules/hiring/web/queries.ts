import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Candidate,
  CandidateInput,
  DecisionInput,
  HireInput,
  HiringSettings,
  HiringSettingsInput,
  Position,
  PositionInput,
  PositionUpdate,
} from "../contract/index.js";
import { api, usePagedList, useSession } from "@web/kit";

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** Cache keys start with the module id and the company (a company switch drops them). */
const keys = { all: (companyId: string) => ["hiring", companyId] as const };

function useInvalidate() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all(companyId) });
}

/** Same-origin link (the session cookie goes with it) to a candidate's file: attached, or sent with the application. */
export const candidateFileLink = (companyId: string, candidateId: string, fileId: string) =>
  `/api/companies/${companyId}/hiring/candidates/${candidateId}/files/${fileId}`;

export function usePositionsTable() {
  const companyId = useCompanyId();
  return usePagedList<Position>({
    queryKey: [...keys.all(companyId), "positions"],
    enabled: Boolean(companyId),
    fetchPage: (page) =>
      api.get("/api/companies/{companyId}/positions", { params: { companyId }, query: page }) as never,
  });
}

export function usePosition(positionId: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "position", positionId],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/positions/{positionId}", {
        params: { companyId, positionId },
      }) as Promise<Position>,
  });
}

export function useCandidates(positionId: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "candidates", positionId],
    enabled: Boolean(companyId),
    queryFn: async () =>
      (
        await api.get("/api/companies/{companyId}/positions/{positionId}/candidates", {
          params: { companyId, positionId },
          query: { limit: 100, skip: 0 },
        })
      ).items as Candidate[],
  });
}

export function useHiringSettings() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "settings"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/hiring/settings", { params: { companyId } }) as Promise<HiringSettings>,
  });
}

/** The company's workers with an account (names for the revisors and the person a replacement replaces). */
export function useWorkers() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "workers"],
    enabled: Boolean(companyId),
    queryFn: async () =>
      (
        await api.get("/api/companies/{companyId}/workers", { params: { companyId }, query: { limit: 50, skip: 0 } })
      ).items.map((w) => ({ id: w.id, userId: w.userId, name: [w.name, w.lastName].filter(Boolean).join(" ") })),
  });
}

/** Every write of the pages: the server's refusal (catalogue message) goes back to the caller. */
export function useHiringActions(options: { onError?: (error: unknown) => void } = {}) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  const common = { meta: { quiet: true }, onSuccess: invalidate, onError: options.onError };
  return {
    request: useMutation({
      ...common,
      mutationFn: (body: PositionInput) =>
        api.post("/api/companies/{companyId}/positions", { params: { companyId }, body: body as never }),
    }),
    settings: useMutation({
      ...common,
      mutationFn: (body: HiringSettingsInput) =>
        api.put("/api/companies/{companyId}/hiring/settings", { params: { companyId }, body: body as never }),
    }),
    decide: useMutation({
      ...common,
      mutationFn: ({ positionId, ...body }: DecisionInput & { positionId: string }) =>
        api.post("/api/companies/{companyId}/positions/{positionId}/decision", {
          params: { companyId, positionId },
          body: body as never,
        }),
    }),
    alert: useMutation({
      ...common,
      mutationFn: (positionId: string) =>
        api.post("/api/companies/{companyId}/positions/sendAlertToApprove", {
          params: { companyId },
          body: { positionId },
        }),
    }),
    applicationForm: useMutation({
      ...common,
      mutationFn: (positionId: string) =>
        api.post("/api/companies/{companyId}/positions/{positionId}/application-form", {
          params: { companyId, positionId },
        }),
    }),
    addCandidate: useMutation({
      ...common,
      mutationFn: ({ positionId, ...body }: CandidateInput & { positionId: string }) =>
        api.post("/api/companies/{companyId}/positions/{positionId}/candidates", {
          params: { companyId, positionId },
          body,
        }),
    }),
    move: useMutation({
      ...common,
      mutationFn: ({ candidateId, stage }: { candidateId: string; stage: string }) =>
        api.post("/api/companies/{companyId}/hiring/candidates/{candidateId}/stage", {
          params: { companyId, candidateId },
          body: { stage: stage as never },
        }),
    }),
    note: useMutation({
      ...common,
      mutationFn: ({ candidateId, text }: { candidateId: string; text: string }) =>
        api.post("/api/companies/{companyId}/hiring/candidates/{candidateId}/notes", {
          params: { companyId, candidateId },
          body: { text },
        }),
    }),
    update: useMutation({
      ...common,
      mutationFn: ({ positionId, ...body }: PositionUpdate & { positionId: string }) =>
        api.patch("/api/companies/{companyId}/positions/{positionId}", {
          params: { companyId, positionId },
          body: body as never,
        }),
    }),
    attach: useMutation({
      ...common,
      mutationFn: ({ candidateId, file }: { candidateId: string; file: File }) => {
        const body = new FormData();
        body.append("file", file, file.name);
        return api.post("/api/companies/{companyId}/hiring/candidates/{candidateId}/files", {
          params: { companyId, candidateId },
          body: body as never,
        });
      },
    }),
    hire: useMutation({
      ...common,
      mutationFn: ({ candidateId, ...body }: HireInput & { candidateId: string }) =>
        api.post("/api/companies/{companyId}/hiring/candidates/{candidateId}/hire", {
          params: { companyId, candidateId },
          body: body as never,
        }),
    }),
  };
}
