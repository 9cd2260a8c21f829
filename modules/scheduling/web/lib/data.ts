import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../sdk/src/index.js";
import { api, messageOf, notify, useSession } from "@web/kit";
import { dateOfDay } from "../../../../core/dates/calendar-days.js";

/**
 * The scheduling module's reads and writes (TanStack Query over the typed SDK). Keys start with `scheduling` and the
 * company, so a company switch or sign-out never shows another tenant's schedule.
 */
export type Board = ApiResponse<"get", "/api/companies/{companyId}/scheduling/board">;
export type Shift = Board["shifts"][number];
export type MyShifts = ApiResponse<"get", "/api/companies/{companyId}/scheduling/my-shifts">;
export type Order = ApiResponse<"get", "/api/companies/{companyId}/scheduling/orders">["items"][number];
export type TeamShift = ApiResponse<"get", "/api/companies/{companyId}/scheduling/team-shifts">["items"][number];
export type Template = ApiResponse<"get", "/api/companies/{companyId}/scheduling/templates">["items"][number];

export const keys = {
  all: (companyId: string) => ["scheduling", companyId] as const,
};

export function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

export function useDepartments() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "departments"],
    enabled: Boolean(companyId),
    queryFn: () =>
      api.get("/api/companies/{companyId}/departments", { params: { companyId }, query: { limit: 50, skip: 0 } }),
  });
}

export function useBoard(departmentId: string | null, from: string, to: string) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "board", departmentId, from, to],
    enabled: Boolean(companyId && departmentId),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get("/api/companies/{companyId}/scheduling/board", {
        params: { companyId },
        query: { departmentId: departmentId!, from, to },
      }),
  });
}

export function useTemplates() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "templates"],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/scheduling/templates", { params: { companyId } }),
  });
}

export function useMyShifts() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "mine"],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/scheduling/my-shifts", { params: { companyId } }),
  });
}

export function useTeamShifts(enabled: boolean) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "team"],
    enabled: Boolean(companyId) && enabled,
    queryFn: () => api.get("/api/companies/{companyId}/scheduling/team-shifts", { params: { companyId } }),
  });
}

export function useOrders() {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: [...keys.all(companyId), "orders"],
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/scheduling/orders", { params: { companyId } }),
  });
}

/**
 * A write that refreshes the module's reads; the server's refusal (the catalogue message in the user's language)
 * is shown as a negative notification, a success message as a positive one.
 */
export function useWrite<I, O>(
  write: (companyId: string, input: I) => Promise<O>,
  options: { success?: (output: O) => string | undefined; onSuccess?: (output: O) => void } = {},
) {
  const companyId = useCompanyId();
  const client = useQueryClient();
  return useMutation({
    meta: { quiet: true },
    mutationFn: (input: I) => write(companyId, input),
    onSuccess: async (output) => {
      await client.invalidateQueries({ queryKey: keys.all(companyId) });
      const message = options.success?.(output);
      if (message) notify("positive", message);
      options.onSuccess?.(output);
    },
    onError: (error) => notify("negative", messageOf(error)),
  });
}

/** Minutes from midnight as HH:MM (a night shift's end past 24:00 shows the next day's time). */
export const hhmm = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};
/** "HH:MM" to minutes. */
export const minutesOf = (value: string): number => {
  const [h, m] = value.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The Monday of a day's week. */
export function mondayOf(day: string): string {
  const d = dateOfDay(day);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}
export function plusDays(day: string, n: number): string {
  const d = dateOfDay(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

export function useFormatDay() {
  const intl = useIntl();
  return (day: string, options: Intl.DateTimeFormatOptions = { weekday: "short", day: "numeric", month: "short" }) =>
    intl.formatDate(dateOfDay(day), { timeZone: "UTC", ...options });
}
