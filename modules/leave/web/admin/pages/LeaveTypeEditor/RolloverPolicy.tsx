import { useIntl } from "react-intl";
import { Checkbox, NumberField } from "@web/kit";
import * as css from "../../admin.css.js";
import * as ed from "./editor.css.js";
import type { SectionProps } from "./section-props.js";

/** Rollover of an unused balance (with an optional cap) and when the rolled-over time expires. */
export function RolloverPolicy({ form, set, errors }: SectionProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <h3 className={ed.subTitle}>{t("leave.types.rollover")}</h3>
      <p className={css.hint} id="leave-type-rollover-hint">
        {t("leave.types.rolloverHint")}
      </p>
      <div className={ed.policy}>
        <Checkbox
          isSelected={form.rollover.allowed}
          onChange={(allowed) => set("rollover", { ...form.rollover, allowed })}
          aria-describedby="leave-type-rollover-hint"
        >
          {t("leave.types.rollover.allowed")}
        </Checkbox>
        {form.rollover.allowed && (
          <div className={ed.policyFields}>
            <NumberField
              label={t(`leave.types.rollover.max.${form.unit}`)}
              description={t("leave.types.rollover.maxHint")}
              value={form.rollover.max}
              onChange={(max) => set("rollover", { ...form.rollover, max })}
              step={form.unit === "hours" ? 0.5 : 1}
              errorMessage={errors["rollover.maxTime"]}
            />
            <NumberField
              label={t("leave.types.rollover.expires")}
              description={t("leave.types.rollover.expiresHint")}
              value={form.rollover.expiresAfterMonths}
              onChange={(n) => set("rollover", { ...form.rollover, expiresAfterMonths: n })}
              formatOptions={{ maximumFractionDigits: 0 }}
              errorMessage={errors["rollover.expiresAfterMonths"]}
            />
          </div>
        )}
      </div>
    </>
  );
}
