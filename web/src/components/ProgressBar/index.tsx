import { Label, ProgressBar as AriaProgressBar } from "react-aria-components";
import * as styles from "./progress-bar.css.js";

/**
 * A labelled progress bar (role="progressbar" with aria-valuenow, aria-valuemin and aria-valuemax); without a
 * `value` it is indeterminate.
 */
export function ProgressBar({
  label,
  value,
  maxValue = 100,
  valueLabel,
}: {
  label: string;
  value?: number;
  /** @default 100 */
  maxValue?: number;
  /** Text announced and shown for the value, e.g. "12 of 40"; defaults to a percentage. */
  valueLabel?: string;
}) {
  return (
    <AriaProgressBar
      value={value}
      maxValue={maxValue}
      isIndeterminate={value === undefined}
      valueLabel={valueLabel}
      className={styles.root}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.labels}>
            <Label>{label}</Label>
            <span>{valueText}</span>
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${value === undefined ? 100 : (percentage ?? 0)}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
