import { useId, useState } from "react";
import { Button, shared, useT } from "@web/kit";
import * as styles from "../../analytics.css.js";

export interface ChartColumn {
  id: string;
  header: string;
}
export type ChartRow = { id: string } & Record<string, string | number>;

/**
 * One chart of a dashboard, accessible: a heading, a text summary (read by everyone, and the chart's accessible name),
 * the chart, and a button that shows the same figures as a table instead.
 */
export function ChartCard(props: {
  title: string;
  summary: string;
  chart: React.ReactNode;
  columns: readonly ChartColumn[];
  rows: readonly ChartRow[];
  note?: React.ReactNode;
}) {
  const t = useT("analytics");
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <div className={styles.cardHead}>
        <h2 id={`${id}-title`} className={styles.cardTitle}>
          {props.title}
        </h2>
        <Button
          variant="secondary"
          onPress={() => setAsTable((v) => !v)}
          aria-label={`${asTable ? t("showChart") : t("showTable")}: ${props.title}`}
        >
          {asTable ? t("showChart") : t("showTable")}
        </Button>
      </div>
      <p id={`${id}-summary`} className={styles.summary}>
        {props.summary}
      </p>
      {props.note}
      {asTable ? (
        <div className={shared.tableScroll} role="region" aria-label={props.title} tabIndex={0}>
          <table className={shared.table}>
            <caption className={styles.muted} style={{ textAlign: "left" }}>
              {props.title}
            </caption>
            <thead>
              <tr>
                {props.columns.map((c, i) => (
                  <th key={c.id} scope="col" className={shared.th} style={i === 0 ? undefined : { textAlign: "right" }}>
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((r) => (
                <tr key={r.id}>
                  {props.columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.id} scope="row" className={shared.td} style={{ textAlign: "left", fontWeight: 600 }}>
                        {r[c.id]}
                      </th>
                    ) : (
                      <td key={c.id} className={shared.td} style={{ textAlign: "right" }}>
                        {r[c.id]}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className={styles.chart} role="img" aria-labelledby={`${id}-title ${id}-summary`}>
          {props.chart}
        </div>
      )}
    </section>
  );
}
