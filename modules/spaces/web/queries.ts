import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiResponse } from "../../../sdk/src/index.js";
import type { ReservationInput, SpaceInput, SpacePatch } from "../contract/index.js";
import { api, useSession } from "@web/kit";

/**
 * The spaces pages' reads and writes (TanStack Query over the typed SDK). Keys start with `spaces` and the company,
 * so a company switch or sign-out (which drops the cache) never shows another tenant's rooms.
 */
export type OfficeList = ApiResponse<"get", "/api/companies/{companyId}/spaces/offices">;
export type SpaceList = ApiResponse<"get", "/api/companies/{companyId}/spaces/spaces">;
export type Space = SpaceList["items"][number];
export type DayView = ApiResponse<"get", "/api/companies/{companyId}/spaces/day">;
export type Reservation = ApiResponse<"get", "/api/companies/{companyId}/spaces/reservations">["items"][number];
export type Occupancy = ApiResponse<"get", "/api/companies/{companyId}/spaces/occupancy">;

export const spacesKeys = { all: (companyId: string) => ["spaces", companyId] as const };

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export function useOffices() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...spacesKeys.all(companyId), "offices"],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/spaces/offices", { params: { companyId } }),
  });
}

export function useSpaces(officeId: string | null) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...spacesKeys.all(companyId), "spaces", officeId],
    enabled: Boolean(companyId && officeId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/spaces/spaces", { params: { companyId }, query: { officeId: officeId! } }),
  });
}

export function useDay(officeId: string | null, date: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...spacesKeys.all(companyId), "day", officeId, date],
    enabled: Boolean(companyId && officeId && date),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get("/api/companies/{companyId}/spaces/day", { params: { companyId }, query: { officeId: officeId!, date } }),
  });
}

export function useOccupancy(enabled: boolean, range: { from: string; to: string; officeId: string | null }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...spacesKeys.all(companyId), "occupancy", range.officeId, range.from, range.to],
    enabled: Boolean(companyId && enabled && range.officeId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/spaces/occupancy", {
        params: { companyId },
        query: { from: range.from, to: range.to, officeId: range.officeId! },
      }),
  });
}

export function useMyReservations(when: "upcoming" | "past") {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...spacesKeys.all(companyId), "mine", when],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/spaces/reservations", {
        params: { companyId },
        query: { when, limit: 50, skip: 0 },
      }),
  });
}

/** The company's departments (who may book a space), from people's list. */
export function useDepartments() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...spacesKeys.all(companyId), "departments"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/departments", { params: { companyId }, query: { limit: 100, skip: 0 } }),
  });
}

export function usePeopleSearch(q: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...spacesKeys.all(companyId), "people", q],
    enabled: Boolean(companyId && q.trim()),
    queryFn: () =>
      api.get("/api/companies/{companyId}/spaces/people", { params: { companyId }, query: { q: q.trim() } }),
  });
}

function useInvalidate() {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: spacesKeys.all(companyId) });
}

/** Books; the views refresh. The form shows the server's refusal (overlap, hours...) itself. */
export function useBook(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: ReservationInput) =>
      api.post("/api/companies/{companyId}/spaces/reservations", { params: { companyId }, body }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

export function useCheckIn(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (reservationId: string) =>
      api.post("/api/companies/{companyId}/spaces/reservations/{reservationId}/check-in", {
        params: { companyId, reservationId },
      }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
  });
}

export function useCancel(options: { onSuccess?: () => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { reservationId: string; series: boolean }) =>
      api.post("/api/companies/{companyId}/spaces/reservations/{reservationId}/cancel", {
        params: { companyId, reservationId: input.reservationId },
        query: { series: input.series },
      }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
  });
}

export function useAddSpace(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (body: SpaceInput) =>
      api.post("/api/companies/{companyId}/spaces/spaces", { params: { companyId }, body }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

/** Changes a space; with `onError` the caller shows the refusal itself (on its field), else the app's toast does. */
export function useUpdateSpace(options: { onSuccess?: () => void; onError?: (error: unknown) => void }) {
  const companyId = useCompanyId();
  const invalidate = useInvalidate();
  return useMutation({
    ...(options.onError ? { meta: { quiet: true }, onError: options.onError } : {}),
    mutationFn: (input: { spaceId: string; patch: SpacePatch }) =>
      api.patch("/api/companies/{companyId}/spaces/spaces/{spaceId}", {
        params: { companyId, spaceId: input.spaceId },
        body: input.patch,
      }),
    onSuccess: async () => {
      await invalidate();
      options.onSuccess?.();
    },
  });
}

/** The link that downloads a reservation's calendar file (the session cookie goes with it). */
export function calendarLink(companyId: string, reservationId: string): string {
  return `/api/companies/${companyId}/spaces/reservations/${reservationId}/calendar.ics`;
}
