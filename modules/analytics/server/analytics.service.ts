import { actingUser, companyDay, type ServiceContext } from "../../../core/context.js";
import { addDays, endOfMonth } from "../../../core/dates/calendar-days.js";
import { AppError } from "../../../core/errors/app-error.js";
import { assertReportableGroup, isReportableGroup } from "../../../core/reports/minimum-group.js";
import type { PeopleRecords, PersonRecord } from "../../people/contract/records.js";
import type { PeopleSurveyAnswers, SurveyAnswerRecord } from "../../people/contract/survey-answers.js";
import { SURVEY_SCORE_QUESTIONS, SURVEY_YES_NO_QUESTIONS } from "../../people/contract/termination-survey.js";
import {
  type Diversity,
  type DiversityDimension,
  ENPS_PASSIVE_MIN,
  ENPS_PROMOTER_MIN,
  type Growth,
  MERGED_GROUP,
  type SurveyFigures,
  type Surveys,
} from "../contract/index.js";

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

/** Refuses a month outside 01-12 or a range that ends before it starts. */
function assertRange(from: string, to: string): void {
  const badMonth = (m: string) => Number(m.slice(5)) < 1 || Number(m.slice(5)) > 12;
  if (badMonth(from) || badMonth(to) || from > to) throw new AppError("ANALYTICS_RANGE_INVALID", { field: "from" });
}

/** The survey figures of a set of answers (they are 6 or more: the callers group them so). */
export function surveyFigures(rows: SurveyAnswerRecord[]): SurveyFigures {
  const averages: SurveyFigures["averages"] = {};
  for (const id of SURVEY_SCORE_QUESTIONS) {
    const scores = rows.map((r) => r.scores?.[id]).filter((v): v is number => typeof v === "number");
    averages[id] = scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : 0;
  }
  const yesNo: SurveyFigures["yesNo"] = {};
  for (const id of SURVEY_YES_NO_QUESTIONS) {
    const answers = rows.map((r) => r.yesNo?.[id]);
    yesNo[id] = { yes: answers.filter((a) => a === true).length, no: answers.filter((a) => a === false).length };
  }
  const recommend = rows.map((r) => r.scores?.recommendCompany).filter((v): v is number => typeof v === "number");
  const promoters = recommend.filter((v) => v >= ENPS_PROMOTER_MIN).length;
  const passives = recommend.filter((v) => v >= ENPS_PASSIVE_MIN && v < ENPS_PROMOTER_MIN).length;
  const detractors = recommend.length - promoters - passives;
  const score = recommend.length ? Math.round(((promoters - detractors) / recommend.length) * 100) : 0;
  return { answered: rows.length, enps: { score, promoters, passives, detractors }, averages, yesNo };
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
      assertRange(query.from, query.to);
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
      const by = query.by ?? "company";
      const today = companyDay(ctx);
      const valueOf = (r: PersonRecord): string | undefined => {
        const v = dimension === "ageGroup" ? ageGroup(r.birthdate, today) : r[dimension];
        return v === undefined || NOT_ANSWERED.has(v) ? undefined : v;
      };
      const active = (await deps.records.all(ctx)).filter((r) => activeOn(r, today));
      // leaders: someone active reports to them
      const leaders = new Set(active.map((r) => r.referenceWorkerId).filter((id): id is string => Boolean(id)));
      const answered = active.flatMap((r) => {
        const value = valueOf(r);
        if (!value) return [];
        const group = by === "level" ? (leaders.has(r.workerId) ? "leader" : "team") : (r.departmentId ?? "none");
        return [{ value, group }];
      });
      // sensitive data is counted only for people who answered, and only over 6 of them
      assertReportableGroup(answered.length);
      const count = (rows: typeof answered) => {
        const m = new Map<string, number>();
        for (const r of rows) m.set(r.value, (m.get(r.value) ?? 0) + 1);
        return m;
      };
      const { groups, hidden } = protectedGroups(count(answered));
      const breakdown: Diversity["breakdown"] = [];
      if (by !== "company") {
        const byGroup = new Map<string, typeof answered>();
        for (const r of answered) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);
        for (const [key, rows] of [...byGroup].sort((a, b) => a[0].localeCompare(b[0])))
          if (isReportableGroup(rows.length))
            breakdown.push({ key, answered: rows.length, groups: protectedGroups(count(rows)).groups });
      }
      return { dimension, answered: answered.length, groups, hidden, breakdown };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** The termination-survey dashboard over people.surveyAnswers (one read per answer). */
export function createSurveyDashboard(deps: { surveys: PeopleSurveyAnswers }) {
  return {
    /**
     * The termination-survey dashboard over the surveys asked in a range of months (the company's months): refused
     * under 6 answers; over time, consecutive months joined until they hold 6 answers; by type, small types merged.
     */
    async results(ctx: ServiceContext, query: { from: string; to: string }): Promise<Surveys> {
      assertRange(query.from, query.to);
      const months = monthsOfRange(query.from, query.to);
      // a day either side of the range in UTC, then each survey is placed in its company-local month
      const all = (
        await deps.surveys.list(ctx, {
          from: new Date(`${addDays(`${query.from}-01`, -1)}T00:00:00.000Z`),
          to: new Date(`${addDays(endOfMonth(`${query.to}-01`), 2)}T00:00:00.000Z`),
        })
      )
        .map((s) => ({ ...s, month: companyDay(ctx, s.askedAt).slice(0, 7) }))
        .filter((s) => s.month >= query.from && s.month <= query.to);
      const answered = all.filter((s) => s.status === "answered");
      assertReportableGroup(answered.length);

      const distributions: Surveys["distributions"] = {};
      for (const id of SURVEY_SCORE_QUESTIONS) {
        const counts = Array.from({ length: 10 }, () => 0);
        for (const s of answered) {
          const v = s.scores?.[id];
          if (typeof v === "number" && v >= 1 && v <= 10) counts[v - 1]! += 1;
        }
        distributions[id] = counts;
      }

      // over time: spans of consecutive months holding 6 answers or more
      const periods: Surveys["periods"] = [];
      let span: { from: string; rows: typeof answered } | null = null;
      for (const month of months) {
        const rows = answered.filter((s) => s.month === month);
        span = span ? { from: span.from, rows: [...span.rows, ...rows] } : { from: month, rows };
        if (isReportableGroup(span.rows.length)) {
          periods.push({ from: span.from, to: month, ...surveyFigures(span.rows) });
          span = null;
        }
      }
      if (span && span.rows.length > 0) {
        // the remainder joins the last span (there is one: the whole range holds 6 answers or more)
        const last = periods.pop()!;
        const rows = answered.filter((s) => s.month >= last.from && s.month <= months[months.length - 1]!);
        periods.push({ from: last.from, to: months[months.length - 1]!, ...surveyFigures(rows) });
      }

      // by termination type: types under 6 merged; when they stay under 6 the smallest shown type joins them, so no
      // type's figures can be worked out from the total
      const types = new Map<string, typeof answered>();
      for (const s of answered) types.set(s.terminationType, [...(types.get(s.terminationType) ?? []), s]);
      const shown: Array<[string, typeof answered]> = [];
      let small: typeof answered = [];
      for (const [key, rows] of [...types].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0])))
        if (isReportableGroup(rows.length)) shown.push([key, rows]);
        else small = [...small, ...rows];
      if (small.length > 0 && !isReportableGroup(small.length)) small = [...small, ...shown.pop()![1]];
      const byType: Surveys["byType"] = shown.map(([key, rows]) => ({ key, ...surveyFigures(rows) }));
      if (small.length > 0) byType.push({ key: MERGED_GROUP, ...surveyFigures(small) });

      return {
        from: query.from,
        to: query.to,
        invited: all.length,
        responseRate: all.length ? Math.round((answered.length / all.length) * 1000) / 1000 : 0,
        comments: answered.filter((s) => s.commented).length,
        overall: surveyFigures(answered),
        distributions,
        periods,
        byType,
      };
    },
  };
}

export type SurveyDashboard = ReturnType<typeof createSurveyDashboard>;
