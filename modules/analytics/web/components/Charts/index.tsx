import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import * as styles from "../../analytics.css.js";

/** One series of a chart: the data key it draws, its name in the legend and tooltip, its colour. */
export interface Series {
  key: string;
  name: string;
  color: string;
  /** Bars with the same stack id are stacked. */
  stackId?: string;
  /** Shown after the value in the tooltip (`%`). */
  unit?: string;
}

/** The value axis: a fixed domain, a unit, whether it shows decimals; `zeroLine` draws the line at 0. */
export interface ValueAxis {
  domain?: [number, number];
  unit?: string;
  allowDecimals?: boolean;
  zeroLine?: boolean;
}

interface ChartProps {
  /** Rows with a `label` (the category or month shown on the axis) and a value per series key. */
  data: ReadonlyArray<Record<string, unknown>>;
  series: readonly Series[];
  value?: ValueAxis;
  legend?: boolean;
  /** Fewer category labels when they would crowd (months). */
  minTickGap?: number;
}

const AXIS = { fill: styles.series.muted, fontSize: 12 };
const TOOLTIP = {
  contentStyle: { background: styles.series.surface, borderColor: styles.series.grid, color: styles.series.text },
};
const LEGEND = { color: styles.series.text, fontSize: 12 };
const COLUMNS_MARGIN = { top: 8, right: 8, left: -16, bottom: 0 };
const ROWS_MARGIN = { top: 8, right: 16, left: 8, bottom: 0 };

/**
 * The analytics pages' charts in the product's colours, without animation (a chart is read, not watched); the
 * table beside each (ChartCard) carries the same figures for screen readers, so the SVG stays out of the a11y tree.
 */
export function SeriesLineChart(props: ChartProps & { dots?: boolean }) {
  const { value = {} } = props;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={[...props.data]} accessibilityLayer={false} margin={COLUMNS_MARGIN}>
        <CartesianGrid stroke={styles.series.grid} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={AXIS} stroke={styles.series.grid} minTickGap={props.minTickGap} />
        <YAxis
          tick={AXIS}
          stroke={styles.series.grid}
          domain={value.domain}
          unit={value.unit}
          allowDecimals={value.allowDecimals}
        />
        {value.zeroLine ? <ReferenceLine y={0} stroke={styles.series.muted} /> : null}
        <Tooltip {...TOOLTIP} />
        {props.legend ? <Legend wrapperStyle={LEGEND} /> : null}
        {props.series.map((s) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            unit={s.unit}
            stroke={s.color}
            strokeWidth={2}
            {...(props.dots ? {} : { dot: false })}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Bars: upright columns per category, or `horizontal` rows (long labels: questions, groups) with the value across. */
export function SeriesBarChart(props: ChartProps & { horizontal?: boolean }) {
  const { value = {} } = props;
  const valueAxis = {
    tick: AXIS,
    stroke: styles.series.grid,
    domain: value.domain,
    unit: value.unit,
    allowDecimals: value.allowDecimals,
  };
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...props.data]}
        {...(props.horizontal ? { layout: "vertical" as const } : {})}
        accessibilityLayer={false}
        margin={props.horizontal ? ROWS_MARGIN : COLUMNS_MARGIN}
      >
        <CartesianGrid stroke={styles.series.grid} strokeDasharray="3 3" />
        {props.horizontal ? (
          <>
            <XAxis type="number" {...valueAxis} />
            <YAxis type="category" dataKey="label" tick={AXIS} stroke={styles.series.grid} width={110} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={AXIS} stroke={styles.series.grid} minTickGap={props.minTickGap} />
            <YAxis {...valueAxis} />
          </>
        )}
        {value.zeroLine ? <ReferenceLine y={0} stroke={styles.series.muted} /> : null}
        <Tooltip {...TOOLTIP} />
        {props.legend ? <Legend wrapperStyle={LEGEND} /> : null}
        {props.series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            unit={s.unit}
            stackId={s.stackId}
            fill={s.color}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
