import { useState } from "react";
import { messageOf, Page, SelectField, useT } from "@web/kit";
import { SURVEY_SCORE_QUESTIONS, SURVEY_YES_NO_QUESTIONS } from "../../../../people/contract/termination-survey.js";
import type { Surveys } from "../../../contract/index.js";
import * as styles from "../../analytics.css.js";
import { ChartCard } from "../../components/ChartCard/index.js";
import { SeriesBarChart, SeriesLineChart } from "../../components/Charts/index.js";
import { useLabels } from "../../format.js";
import { RANGES, type Range, useExportHref, useMonthRange, useSurveys } from "../../queries.js";

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);

function SurveyCharts({ surveys }: { surveys: Surveys }) {
  const t = useT("analytics.surveys");
  const { month, group, list, number } = useLabels();
  const o = surveys.overall;
  const spanLabel = (p: { from: string; to: string }) =>
    p.from === p.to ? month(p.from) : `${month(p.from)} – ${month(p.to)}`;
  const periods = surveys.periods.map((p) => ({ ...p, label: spanLabel(p), enps: p.enps.score }));
  const firstPeriod = periods[0]!;
  const lastPeriod = periods[periods.length - 1]!;
  const scores = SURVEY_SCORE_QUESTIONS.map((id) => ({ id, label: t(`q.${id}`), average: o.averages[id] ?? 0 }));
  const sorted = [...scores].sort((a, b) => b.average - a.average);
  const yesNo = SURVEY_YES_NO_QUESTIONS.map((id) => {
    const { yes = 0, no = 0 } = o.yesNo[id] ?? {};
    return { id, label: t(`q.${id}`), yes, no, yesPercent: percent(yes, yes + no), noPercent: percent(no, yes + no) };
  });
  const types = surveys.byType.map((g) => ({
    ...g,
    label: group(g.key, { dictionary: "terminationType" }),
    enpsScore: g.enps.score,
  }));
  return (
    <>
      <section className={styles.card} aria-labelledby="surveys-totals" style={{ marginTop: "1rem" }}>
        <h2 id="surveys-totals" className={styles.cardTitle}>
          {t("totals")}
        </h2>
        <p className={styles.summary}>
          {t("totalsSummary", {
            answered: o.answered,
            invited: surveys.invited,
            rate: number(surveys.responseRate * 100, 1),
            enps: o.enps.score,
            promoters: o.enps.promoters,
            passives: o.enps.passives,
            detractors: o.enps.detractors,
          })}
        </p>
        <dl className={styles.figures}>
          {[
            [t("invited"), surveys.invited],
            [t("answered"), o.answered],
            [t("responseRate"), `${number(surveys.responseRate * 100, 1)}%`],
            [t("enps"), o.enps.score],
            [t("comments"), surveys.comments],
          ].map(([label, value]) => (
            <div key={String(label)} className={styles.figure}>
              <dt className={styles.figureLabel}>{label}</dt>
              <dd className={styles.figureValue}>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.muted}>{t("enpsExplained")}</p>
      </section>
      <div className={styles.grid}>
        <ChartCard
          title={t("overTime")}
          summary={t("overTimeSummary", {
            count: periods.length,
            first: firstPeriod.enps,
            firstPeriod: firstPeriod.label,
            last: lastPeriod.enps,
            lastPeriod: lastPeriod.label,
          })}
          columns={[
            { id: "label", header: t("period") },
            { id: "answered", header: t("answered") },
            { id: "enps", header: t("enps") },
            ...SURVEY_SCORE_QUESTIONS.map((id) => ({ id, header: t(`q.${id}`) })),
          ]}
          rows={periods.map((p) => ({
            id: p.from,
            label: p.label,
            answered: p.answered,
            enps: p.enps,
            ...Object.fromEntries(SURVEY_SCORE_QUESTIONS.map((id) => [id, number(p.averages[id] ?? 0, 2)])),
          }))}
          chart={
            <SeriesLineChart
              data={periods}
              dots
              minTickGap={16}
              value={{ domain: [-100, 100], zeroLine: true }}
              series={[{ key: "enps", name: t("enps"), color: styles.series.primary }]}
            />
          }
        />
        <ChartCard
          title={t("scores")}
          summary={t("scoresSummary", {
            best: sorted[0]!.label,
            bestValue: number(sorted[0]!.average, 2),
            worst: sorted[sorted.length - 1]!.label,
            worstValue: number(sorted[sorted.length - 1]!.average, 2),
          })}
          columns={[
            { id: "label", header: t("question") },
            { id: "average", header: t("average") },
          ]}
          rows={scores.map((s) => ({ id: s.id, label: s.label, average: number(s.average, 2) }))}
          chart={
            <SeriesBarChart
              data={scores}
              horizontal
              value={{ domain: [0, 10] }}
              series={[{ key: "average", name: t("average"), color: styles.series.primary }]}
            />
          }
        />
        <ChartCard
          title={t("yesNo")}
          summary={t("yesNoSummary", {
            parts: list(yesNo.map((q) => t("yesNoPart", { question: q.label, yes: q.yesPercent }))),
          })}
          columns={[
            { id: "label", header: t("question") },
            { id: "yes", header: t("yes") },
            { id: "no", header: t("no") },
          ]}
          rows={yesNo.map((q) => ({ id: q.id, label: q.label, yes: q.yes, no: q.no }))}
          chart={
            <SeriesBarChart
              data={yesNo}
              horizontal
              legend
              value={{ domain: [0, 100], unit: "%" }}
              series={[
                { key: "yesPercent", name: t("yes"), color: styles.series.success, stackId: "a", unit: "%" },
                { key: "noPercent", name: t("no"), color: styles.series.danger, stackId: "a", unit: "%" },
              ]}
            />
          }
        />
        <ChartCard
          title={t("byType")}
          summary={t("byTypeSummary", {
            parts: list(types.map((g) => t("byTypePart", { type: g.label, enps: g.enpsScore, answered: g.answered }))),
          })}
          columns={[
            { id: "label", header: t("type") },
            { id: "answered", header: t("answered") },
            { id: "enps", header: t("enps") },
            ...SURVEY_SCORE_QUESTIONS.map((id) => ({ id, header: t(`q.${id}`) })),
            ...SURVEY_YES_NO_QUESTIONS.map((id) => ({ id, header: `${t(`q.${id}`)} (${t("yes")})` })),
          ]}
          rows={types.map((g) => ({
            id: g.key,
            label: g.label,
            answered: g.answered,
            enps: g.enpsScore,
            ...Object.fromEntries(SURVEY_SCORE_QUESTIONS.map((id) => [id, number(g.averages[id] ?? 0, 2)])),
            ...Object.fromEntries(
              SURVEY_YES_NO_QUESTIONS.map((id) => [
                id,
                `${percent(g.yesNo[id]?.yes ?? 0, (g.yesNo[id]?.yes ?? 0) + (g.yesNo[id]?.no ?? 0))}%`,
              ]),
            ),
          }))}
          chart={
            <SeriesBarChart
              data={types}
              value={{ domain: [-100, 100], zeroLine: true }}
              series={[{ key: "enpsScore", name: t("enps"), color: styles.series.primary }]}
            />
          }
        />
      </div>
    </>
  );
}

/**
 * /dash-questions (spec §2, admins and managers): the termination survey's results over a period (spec §9 scores 1
 * to 10 plus yes/no): totals and eNPS, eNPS over time, average scores, yes/no answers and results by termination type,
 * every figure over 6 answers or more, each chart with its text summary and a table view, exported to Excel.
 */
export default function DashQuestionsPage() {
  const t = useT("analytics.surveys");
  const common = useT("analytics");
  const [range, setRange] = useState<Range>("12");
  const query = useMonthRange(range);
  const surveys = useSurveys(query);
  const exportHref = useExportHref("surveys", query);
  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{t("hint")}</p>
      <div className={styles.toolbar}>
        <div className={styles.toolbarItem}>
          <SelectField
            label={common("range")}
            value={range}
            onChange={(v) => setRange(v as Range)}
            options={RANGES.map((r) => ({ id: r, label: common(`range.${r}`) }))}
          />
        </div>
        <a className={styles.exportLink} href={exportHref} download>
          {common("export")}
        </a>
      </div>
      {surveys.error ? (
        <p role="alert" className={styles.alert}>
          {messageOf(surveys.error)}
        </p>
      ) : null}
      {surveys.isLoading ? <p role="status">{common("loading")}</p> : null}
      {surveys.data ? <SurveyCharts surveys={surveys.data} /> : null}
    </Page>
  );
}
