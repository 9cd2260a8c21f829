import { useIntl } from "react-intl";
import { Checkbox } from "@web/kit";
import * as css from "../../admin.css.js";
import type { SectionProps } from "./section-props.js";

/**
 * How the type is requested and counted: a single day and/or a range (one at least), paid, sent to payroll, may
 * overlap other leave, balance tracked, and (in days) working days only.
 */
export function RequestRules({ form, set, errors }: SectionProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <fieldset className={css.fieldset} aria-describedby={errors.rangeTypes ? "leave-type-range-error" : undefined}>
        <legend className={css.legendText}>{t("leave.types.rangeTypes")}</legend>
        <div className={css.checks}>
          <Checkbox isSelected={form.single} onChange={(b) => set("single", b)}>
            {t("leave.types.range.single")}
          </Checkbox>
          <Checkbox isSelected={form.range} onChange={(b) => set("range", b)}>
            {t("leave.types.range.range")}
          </Checkbox>
        </div>
        {errors.rangeTypes && (
          <p id="leave-type-range-error" className={css.error}>
            {errors.rangeTypes}
          </p>
        )}
      </fieldset>
      <div className={css.checks}>
        <Checkbox isSelected={form.paid} onChange={(b) => set("paid", b)}>
          {t("leave.types.paid")}
        </Checkbox>
        <Checkbox isSelected={form.payroll} onChange={(b) => set("payroll", b)}>
          {t("leave.types.payroll")}
        </Checkbox>
        <Checkbox isSelected={form.allowOverlap} onChange={(b) => set("allowOverlap", b)}>
          {t("leave.types.allowOverlap")}
        </Checkbox>
        <Checkbox isSelected={form.tracked} onChange={(b) => set("tracked", b)}>
          {t("leave.types.tracked")}
        </Checkbox>
        {form.unit === "days" && (
          <Checkbox isSelected={form.workingDaysOnly} onChange={(b) => set("workingDaysOnly", b)}>
            {t("leave.types.workingDaysOnly")}
          </Checkbox>
        )}
      </div>
    </>
  );
}
