import { actingUser, companyDay, type ServiceContext } from "../../../core/context.js";
import { addDays, endOfMonth } from "../../../core/dates/calendar-days.js";
import { AppError } from "../../../core/errors/app-error.js";
import { assertReportableGroup, isReportableGroup } from "../../../core/reports/minimum-group.js";
import type { PeopleRecords, PersonRecord } from "../../people/contract/records.js";
import { type Diversity, type DiversityDimension, type Growth, MERGED_GROUP } from "../contract/index.js";

const NOT_ANSWERED = new Set(["", "not-answer"]);
const MAX_MONTHS = 120;

/** Whole years from `from` to `to` (YYYY-MM-DD). */
function yearsBetween(from: string, to: string): number {
  let years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (to.slice(5) < from.slice(5)) years -= 1;
  return years;
}

export function ageGroup(birthdate: string | undefined, today: string): string | undefined {
  if (!birthdate) return undefined;
  const age = yearsBetween(birthdate, today);
  if (age < 18) return undefined;
  if (age <= 24) return "18-24";
  if (age <= 39) return "25-39";
  if (age <= 64) return "40-64";
  return "65+";
}

export function seniorityGroup(start: string, day: string): string {
  const years = yearsBetween(start, day);
  return years < 2 ? "0-1" : years < 5 ? "2-4" : "5+";
}

const startOf = (r: PersonRecord) => r.startDateAtCompany ?? "0000-01-01";
const endOf = (r: PersonRecord) => r.terminate?.lastDayWork ?? (r.status === "terminated" ? "0000-01-01" : null);
const activeOn = (r: PersonRecord, day: string) => {
  const end = endOf(r);
  return startOf(r) <= day && (end === null || end >= day);
};

/**
 * Counts by key with the minimum-group rule: groups of 6 or more as they are; the smaller ones summed into `merged`
 * when the sum reaches 6, hidden (only their total reported) otherwise.
 */
export function protectedGroups(counts: Map<string, number>): {
  groups: Array<{ key: string; count: number }>;
  hidden: number;
} {
  const groups: Array<{ key: string; count: number }> = [];
  let small = 0;
  for (const [key, count] of [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    if (isReportableGroup(count)) groups.push({ key, count });
    else small += count;
  if (isReportableGroup(small)) return { groups: [...groups, { key: MERGED_GROUP, count: small }], hidden: 0 };
  return { groups, hidden: small };
}

function monthsOfRange(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > to) break;
    out.push(month);
    if (out.length > MAX_MONTHS) throw new AppError("ANALYTICS_RANGE_INVALID", { field: "from" });
    m += 1;
    if (m === 13) [y, m] = [y + 1, 1];
  }
  return out;
}

/** People analytics over people.records (one read of the company), every figure over groups of 6 or more. */
export function createAnalyticsService(deps: { records: PeopleRecords }) {
  return {
    async growth(ctx: ServiceContext, query: { from: string; to: string; by?: string }): Promise<Growth> {
      const by = query.by ?? "company";
      // employees see company-level figures only
      if (by !== "company" && actingUser(ctx)?.level === "requester") throw new AppError("FORBIDDEN");
      const badMonth = (m: string) => Number(m.slice(5)) < 1 || Number(m.slice(5)) > 12;
      if (badMonth(query.from) || badMonth(query.to) || query.from > query.to)
        throw new AppError("ANALYTICS_RANGE_INVALID", { field: "from" });
      const months = monthsOfRange(query.from, query.to);
      const today = companyDay(ctx);
      const last = endOfMonth(`${query.to}-01`);
      const rangeEnd = last < today ? last : today;
      const rangeStart = `${query.from}-01`;
      const people = await deps.records.all(ctx);
      const active = people.filter((r) => activeOn(r, rangeEnd));
      assertReportableGroup(active.length);

      // hires and terminations per month, then headcounts from a running total
      const hires = new Map<string, number>();
      const exits = new Map<string, { voluntary: number; involuntary: number; others: number }>();
      for (const r of people) {
        const start = startOf(r);
        hires.set(start.slice(0, 7), (hires.get(start.slice(0, 7)) ?? 0) + 1);
        const end = endOf(r);
        if (end) {
          const e = exits.get(end.slice(0, 7)) ?? { voluntary: 0, involuntary: 0, others: 0 };
          const type = r.terminate?.type;
          if (type === "voluntary") e.voluntary++;
          else if (type === "involuntary") e.involuntary++;
          else e.others++;
          exits.set(end.slice(0, 7), e);
        }
      }
      const before = addDays(rangeStart, -1);
      let headcount = people.filter((r) => activeOn(r, before)).length;
      const monthRows = months.map((month) => {
        const h = hires.get(month) ?? 0;
        const e = exits.get(month) ?? { voluntary: 0, involuntary: 0, others: 0 };
        const terminations = e.voluntary + e.involuntary + e.others;
        const start = headcount;
        headcount = start + h - terminations;
        const average = (start + headcount) / 2;
        return {
          month,
          headcount,
          hires: h,
          terminations,
          ...e,
          turnover: average > 0 ? Math.round((terminations / average) * 1000) / 10 : 0,
        };
      });

      const seniority = new Map<string, number>();
      for (const r of active) {
        const g = seniorityGroup(startOf(r), rangeEnd);
        seniority.set(g, (seniority.get(g) ?? 0) + 1);
      }

      const groups: Growth["groups"] = [];
      if (by !== "company") {
        const keyOf = (r: PersonRecord) => (by === "department" ? r.departmentId : r.officeId) ?? "none";
        const per = new Map<string, { headcount: number; hires: number; terminations: number }>();
        for (const r of people) {
          const g = per.get(keyOf(r)) ?? { headcount: 0, hires: 0, terminations: 0 };
          if (activeOn(r, rangeEnd)) g.headcount++;
          if (startOf(r) >= rangeStart && startOf(r) <= rangeEnd) g.hires++;
          const end = endOf(r);
          if (end && end >= rangeStart && end <= rangeEnd) g.terminations++;
          per.set(keyOf(r), g);
        }
        const merged = { key: MERGED_GROUP, headcount: 0, hires: 0, terminations: 0 };
        for (const [key, g] of [...per].sort((a, b) => b[1].headcount - a[1].headcount || a[0].localeCompare(b[0])))
          if (isReportableGroup(g.headcount)) groups.push({ key, ...g });
          else {
            merged.headcount += g.headcount;
            merged.hires += g.hires;
            merged.terminations += g.terminations;
          }
        if (isReportableGroup(merged.headcount)) groups.push(merged);
      }
      return {
        from: query.from,
        to: query.to,
        by,
        months: monthRows,
        seniority: protectedGroups(seniority).groups,
        groups,
      };
    },

    async diversity(ctx: ServiceContext, query: { dimension: string; by?: string }): Promise<Diversity> {
      const dimension = query.dimension as DiversityDimension;
      const today = companyDay(ctx);
      const valueOf = (r: PersonRecord): string | undefined => {
        const v = dimension === "ageGroup" ? ageGroup(r.birthdate, today) : r[dimension];
        return v === undefined || NOT_ANSWERED.has(v) ? undefined : v;
      };
      const answered = (await deps.records.all(ctx))
        .filter((r) => activeOn(r, today))
        .flatMap((r) => {
          const value = valueOf(r);
          return value ? [{ value, department: r.departmentId ?? "none" }] : [];
        });
      // sensitive data is counted only for people who answered, and only over 6 of them
      assertReportableGroup(answered.length);
      const count = (rows: typeof answered) => {
        const m = new Map<string, number>();
        for (const r of rows) m.set(r.value, (m.get(r.value) ?? 0) + 1);
        return m;
      };
      const { groups, hidden } = protectedGroups(count(answered));
      const departments: Diversity["departments"] = [];
      if (query.by === "department") {
        const byDepartment = new Map<string, typeof answered>();
        for (const r of answered) byDepartment.set(r.department, [...(byDepartment.get(r.department) ?? []), r]);
        for (const [key, rows] of [...byDepartment].sort((a, b) => a[0].localeCompare(b[0])))
          if (isReportableGroup(rows.length))
            departments.push({ key, answered: rows.length, groups: protectedGroups(count(rows)).groups });
      }
      return { dimension, answered: answered.length, groups, hidden, departments };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
