import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, useCompanyToday, useSession } from "@web/kit";
import type { DIVERSITY_BY, DiversityDimension, GROWTH_BY } from "../contract/index.js";

/** Cache keys start with the module id and the company: a company switch never shows another tenant's figures. */
const keys = {
  growth: (companyId: string, q: object) => ["analytics", companyId, "growth", q] as const,
  diversity: (companyId: string, q: object) => ["analytics", companyId, "diversity", q] as const,
  surveys: (companyId: string, q: object) => ["analytics", companyId, "surveys", q] as const,
};

export const RANGES = ["12", "24", "60"] as const;
export type Range = (typeof RANGES)[number];

function useCompanyId(): string {
  return useSession().company?.id ?? "";
}

/** The months of a range ending with the company's current month: `{ from, to }` as YYYY-MM. */
export function useMonthRange(range: Range): { from: string; to: string } {
  const today = useCompanyToday();
  const [y, m] = today.split("-").map(Number) as [number, number];
  const back = y * 12 + (m - 1) - (Number(range) - 1);
  const from = `${Math.floor(back / 12)}-${String((back % 12) + 1).padStart(2, "0")}`;
  return { from, to: today.slice(0, 7) };
}

/**
 * Refusals (fewer than 6 people, REPORT_MIN_WORKERS) are shown on the page, not as a toast; while another choice
 * loads, the charts keep the previous figures (and each card its chart or table view).
 */
const quiet = { meta: { quiet: true }, retry: false, placeholderData: keepPreviousData } as const;

export function useGrowth(query: { from: string; to: string; by: (typeof GROWTH_BY)[number] }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: keys.growth(companyId, query),
    enabled: Boolean(companyId),
    ...quiet,
    queryFn: () => api.get("/api/companies/{companyId}/analytics/growth", { params: { companyId }, query }),
  });
}

export function useDiversity(
  query: { dimension: DiversityDimension; by: (typeof DIVERSITY_BY)[number] },
  enabled: boolean,
) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: keys.diversity(companyId, query),
    enabled: Boolean(companyId) && enabled,
    ...quiet,
    queryFn: () => api.get("/api/companies/{companyId}/analytics/diversity", { params: { companyId }, query }),
  });
}

export function useSurveys(query: { from: string; to: string }) {
  const companyId = useCompanyId();
  return useQuery({
    queryKey: keys.surveys(companyId, query),
    enabled: Boolean(companyId),
    ...quiet,
    queryFn: () => api.get("/api/companies/{companyId}/analytics/surveys", { params: { companyId }, query }),
  });
}

/** A dashboard's Excel export: a plain link downloads it with the session cookie. */
export function useExportHref(dashboard: "growth" | "diversity" | "surveys", query: Record<string, string>): string {
  const companyId = useCompanyId();
  return `/api/companies/${companyId}/analytics/${dashboard}/export?${new URLSearchParams(query).toString()}`;
}
