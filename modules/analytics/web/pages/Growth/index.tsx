import { useState } from "react";
import { messageOf, Page, SelectField, shared, Tabs, useSession, useT } from "@web/kit";
import {
  DIVERSITY_BY,
  DIVERSITY_DIMENSIONS,
  type Diversity,
  type DiversityDimension,
  GROWTH_BY,
  type Growth,
} from "../../../contract/index.js";
import * as styles from "../../analytics.css.js";
import { ChartCard } from "../../components/ChartCard/index.js";
import { SeriesBarChart, SeriesLineChart } from "../../components/Charts/index.js";
import { useLabels } from "../../format.js";
import { RANGES, type Range, useDiversity, useExportHref, useGrowth, useMonthRange } from "../../queries.js";

/** The period and break-down choices, with the Excel export of what is shown. */
function Toolbar(props: { children: React.ReactNode; exportHref: string }) {
  const t = useT("analytics");
  return (
    <div className={styles.toolbar}>
      {props.children}
      <a className={styles.exportLink} href={props.exportHref} download>
        {t("export")}
      </a>
    </div>
  );
}

function Refused({ error }: { error: unknown }) {
  return (
    <p role="alert" className={styles.alert}>
      {messageOf(error)}
    </p>
  );
}

function GrowthCharts({ growth }: { growth: Growth }) {
  const t = useT("analytics.growth");
  const common = useT("analytics");
  const { month, group, list, number } = useLabels();
  const months = growth.months;
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const data = months.map((m) => ({ ...m, label: month(m.month) }));
  const sum = (k: "hires" | "terminations" | "voluntary" | "involuntary" | "others") =>
    months.reduce((a, m) => a + m[k], 0);
  const max = months.reduce((a, m) => (m.turnover > a.turnover ? m : a), first);
  const average = months.reduce((a, m) => a + m.turnover, 0) / months.length;
  const monthRows = months.map((m) => ({
    id: m.month,
    month: month(m.month),
    headcount: m.headcount,
    hires: m.hires,
    terminations: m.terminations,
    voluntary: m.voluntary,
    involuntary: m.involuntary,
    others: m.others,
    turnover: number(m.turnover, 1),
  }));
  const seniority = growth.seniority.map((g) => ({ ...g, label: group(g.key, { years: true }) }));
  const groups = growth.groups.map((g) => ({ ...g, label: group(g.key, { name: g.name }) }));
  const byLabel = t(`by.${growth.by}`).toLowerCase();
  const monthCol = { id: "month", header: common("month") };
  return (
    <div className={styles.grid}>
      <ChartCard
        title={t("headcount")}
        summary={t("headcountSummary", {
          first: first.headcount,
          firstMonth: month(first.month),
          last: last.headcount,
          lastMonth: month(last.month),
        })}
        columns={[monthCol, { id: "headcount", header: t("headcount") }]}
        rows={monthRows}
        chart={
          <SeriesLineChart
            data={data}
            minTickGap={16}
            value={{ allowDecimals: false }}
            series={[{ key: "headcount", name: t("headcount"), color: styles.series.primary }]}
          />
        }
      />
      <ChartCard
        title={t("flow")}
        summary={t("flowSummary", {
          hires: sum("hires"),
          terminations: sum("terminations"),
          voluntary: sum("voluntary"),
          involuntary: sum("involuntary"),
          others: sum("others"),
          firstMonth: month(first.month),
          lastMonth: month(last.month),
        })}
        columns={[
          monthCol,
          { id: "hires", header: t("hires") },
          { id: "voluntary", header: t("voluntary") },
          { id: "involuntary", header: t("involuntary") },
          { id: "others", header: t("others") },
        ]}
        rows={monthRows}
        chart={
          <SeriesBarChart
            data={data}
            minTickGap={16}
            legend
            value={{ allowDecimals: false }}
            series={[
              { key: "hires", name: t("hires"), color: styles.series.success },
              { key: "voluntary", name: t("voluntary"), color: styles.series.warning, stackId: "out" },
              { key: "involuntary", name: t("involuntary"), color: styles.series.danger, stackId: "out" },
              { key: "others", name: t("others"), color: styles.series.muted, stackId: "out" },
            ]}
          />
        }
      />
      <ChartCard
        title={t("turnover")}
        summary={t("turnoverSummary", {
          average: number(average, 1),
          max: number(max.turnover, 1),
          maxMonth: month(max.month),
        })}
        columns={[monthCol, { id: "turnover", header: t("turnoverPercent") }]}
        rows={monthRows}
        chart={
          <SeriesLineChart
            data={data}
            minTickGap={16}
            value={{ unit: "%" }}
            series={[{ key: "turnover", name: t("turnoverPercent"), color: styles.series.danger }]}
          />
        }
      />
      <ChartCard
        title={t("seniority")}
        summary={
          seniority.length
            ? t("senioritySummary", { groups: list(seniority.map((g) => t("groupPart", g))) })
            : t("seniorityEmpty")
        }
        columns={[
          { id: "label", header: t("seniority") },
          { id: "count", header: t("headcount") },
        ]}
        rows={seniority.map((g) => ({ id: g.key, label: g.label, count: g.count }))}
        chart={
          <SeriesBarChart
            data={seniority}
            value={{ allowDecimals: false }}
            series={[{ key: "count", name: t("headcount"), color: styles.series.primary }]}
          />
        }
      />
      {growth.by !== "company" && (
        <ChartCard
          title={t("groups", { by: byLabel })}
          summary={
            groups.length
              ? t("groupsSummary", {
                  groups: list(groups.map((g) => t("groupPart", { label: g.label, count: g.headcount }))),
                })
              : t("groupsEmpty")
          }
          columns={[
            { id: "label", header: t("group") },
            { id: "headcount", header: t("headcount") },
            { id: "hires", header: t("hires") },
            { id: "terminations", header: t("terminations") },
          ]}
          rows={groups.map((g) => ({
            id: g.key,
            label: g.label,
            headcount: g.headcount,
            hires: g.hires,
            terminations: g.terminations,
          }))}
          chart={
            <SeriesBarChart
              data={groups}
              legend
              value={{ allowDecimals: false }}
              series={[
                { key: "headcount", name: t("headcount"), color: styles.series.primary },
                { key: "hires", name: t("hires"), color: styles.series.success },
                { key: "terminations", name: t("terminations"), color: styles.series.danger },
              ]}
            />
          }
        />
      )}
    </div>
  );
}

function GrowthTab({ leader }: { leader: boolean }) {
  const t = useT("analytics.growth");
  const common = useT("analytics");
  const [range, setRange] = useState<Range>("12");
  const [by, setBy] = useState<(typeof GROWTH_BY)[number]>("company");
  const months = useMonthRange(range);
  const query = { ...months, by: leader ? by : "company" };
  const growth = useGrowth(query);
  const exportHref = useExportHref("growth", query);
  return (
    <>
      {!leader && <p className={styles.muted}>{t("employeeHint")}</p>}
      <Toolbar exportHref={exportHref}>
        <div className={styles.toolbarItem}>
          <SelectField
            label={common("range")}
            value={range}
            onChange={(v) => setRange(v as Range)}
            options={RANGES.map((r) => ({ id: r, label: common(`range.${r}`) }))}
          />
        </div>
        {leader && (
          <div className={styles.toolbarItem}>
            <SelectField
              label={t("by")}
              value={by}
              onChange={(v) => setBy(v as (typeof GROWTH_BY)[number])}
              options={GROWTH_BY.map((b) => ({ id: b, label: t(`by.${b}`) }))}
            />
          </div>
        )}
      </Toolbar>
      <p className={styles.muted}>{common("minimumRule")}</p>
      {growth.error ? <Refused error={growth.error} /> : null}
      {growth.isLoading ? <p role="status">{common("loading")}</p> : null}
      {growth.data && growth.data.months.length > 0 ? <GrowthCharts growth={growth.data} /> : null}
    </>
  );
}

function DiversityCharts({ diversity }: { diversity: Diversity }) {
  const t = useT("analytics.diversity");
  const { group, list } = useLabels();
  const dictionary = diversity.dimension === "ageGroup" ? undefined : (diversity.dimension as never);
  const groups = diversity.groups.map((g) => ({ ...g, label: group(g.key, { dictionary }) }));
  const dimension = t(`dimension.${diversity.dimension}`);
  return (
    <div className={styles.grid}>
      <ChartCard
        title={t("chart", { dimension })}
        summary={[
          t("summary", {
            answered: diversity.answered,
            groups: list(groups.map((g) => `${g.label}: ${g.count}`)),
          }),
          diversity.hidden > 0 ? t("hidden", { hidden: diversity.hidden }) : "",
        ]
          .filter(Boolean)
          .join(" ")}
        note={<p className={styles.muted}>{t("answeredOnly")}</p>}
        columns={[
          { id: "label", header: t("value") },
          { id: "count", header: t("answered") },
        ]}
        rows={groups.map((g) => ({ id: g.key, label: g.label, count: g.count }))}
        chart={
          <SeriesBarChart
            data={groups}
            horizontal
            value={{ allowDecimals: false }}
            series={[{ key: "count", name: t("answered"), color: styles.series.primary }]}
          />
        }
      />
    </div>
  );
}

/** Per department or level: a table (no chart), each row a group of 6 answers or more. */
function Breakdown({ diversity, by }: { diversity: Diversity; by: string }) {
  const t = useT("analytics.diversity");
  const { group } = useLabels();
  const dictionary = diversity.dimension === "ageGroup" ? undefined : (diversity.dimension as never);
  const byLabel = t(`by.${by}`);
  if (diversity.breakdown.length === 0)
    return <p className={styles.muted}>{t("breakdownEmpty", { by: byLabel.toLowerCase() })}</p>;
  return (
    <section className={styles.card} aria-labelledby="diversity-breakdown" style={{ marginTop: "1rem" }}>
      <h2 id="diversity-breakdown" className={styles.cardTitle}>
        {t("breakdown", { by: byLabel.toLowerCase() })}
      </h2>
      <div className={shared.tableScroll} role="region" aria-labelledby="diversity-breakdown" tabIndex={0}>
        <table className={shared.table}>
          <thead>
            <tr>
              <th scope="col" className={shared.th}>
                {t("breakdownGroup", { by: byLabel })}
              </th>
              <th scope="col" className={shared.th}>
                {t("value")}
              </th>
              <th scope="col" className={shared.th} style={{ textAlign: "right" }}>
                {t("answered")}
              </th>
            </tr>
          </thead>
          <tbody>
            {diversity.breakdown.flatMap((b) =>
              b.groups.map((g, i) => (
                <tr key={`${b.key}-${g.key}`}>
                  <th scope="row" className={shared.td} style={{ textAlign: "left" }}>
                    {i === 0 ? `${group(b.key, { name: b.name })} (${b.answered})` : ""}
                  </th>
                  <td className={shared.td}>{group(g.key, { dictionary })}</td>
                  <td className={shared.td} style={{ textAlign: "right" }}>
                    {g.count}
                  </td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function DiversityTab() {
  const t = useT("analytics.diversity");
  const common = useT("analytics");
  const [dimension, setDimension] = useState<DiversityDimension>("gender");
  const [by, setBy] = useState<(typeof DIVERSITY_BY)[number]>("company");
  const query = { dimension, by };
  const diversity = useDiversity(query, true);
  const exportHref = useExportHref("diversity", query);
  return (
    <>
      <Toolbar exportHref={exportHref}>
        <div className={styles.toolbarItem}>
          <SelectField
            label={t("dimension")}
            value={dimension}
            onChange={(v) => setDimension(v as DiversityDimension)}
            options={DIVERSITY_DIMENSIONS.map((d) => ({ id: d, label: t(`dimension.${d}`) }))}
          />
        </div>
        <div className={styles.toolbarItem}>
          <SelectField
            label={t("by")}
            value={by}
            onChange={(v) => setBy(v as (typeof DIVERSITY_BY)[number])}
            options={DIVERSITY_BY.map((b) => ({ id: b, label: t(`by.${b}`) }))}
          />
        </div>
      </Toolbar>
      <p className={styles.muted}>{common("minimumRule")}</p>
      {diversity.error ? <Refused error={diversity.error} /> : null}
      {diversity.isLoading ? <p role="status">{common("loading")}</p> : null}
      {diversity.data ? <DiversityCharts diversity={diversity.data} /> : null}
      {diversity.data && by !== "company" ? <Breakdown diversity={diversity.data} by={by} /> : null}
    </>
  );
}

/**
 * /growth (spec §2, every level): headcount, hires and terminations, turnover and tenure over a period, each chart
 * with its text summary and a table view; employees see company-level figures only. Leaders break the figures down
 * by department or office and have a Diversity tab (spec §3 dictionaries, only people who answered).
 */
export default function GrowthPage() {
  const t = useT("analytics.growth");
  const { level } = useSession();
  const leader = level === "admin" || level === "revisor";
  return (
    <Page title={t("title")}>
      {leader ? (
        <Tabs
          label={t("tabs")}
          items={[
            { id: "growth", label: t("tab"), content: <GrowthTab leader /> },
            { id: "diversity", label: t("tabDiversity"), content: <DiversityTab /> },
          ]}
        />
      ) : (
        <GrowthTab leader={false} />
      )}
    </Page>
  );
}
