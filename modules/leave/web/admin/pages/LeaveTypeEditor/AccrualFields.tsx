import { useIntl } from "react-intl";
import { ChoiceGroup, NumberField, SelectField } from "@web/kit";
import * as css from "../../admin.css.js";
import { convertAmount, type Accrual, type Allowance, type Form, type Unit } from "./form.js";
import type { SectionProps } from "./section-props.js";

/**
 * The unit (days or hours), the allowance and how it accrues (none, yearly, monthly, on the anniversary, after a
 * minimum service). Changing the unit keeps every amount's length: 30 days are 720 hours (a day is 24 h in
 * balances, README).
 */
export function AccrualFields({
  form,
  set,
  errors,
  setForm,
}: SectionProps & { setForm: (update: (f: Form) => Form) => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <ChoiceGroup
        compact
        label={t("leave.types.unit")}
        value={form.unit}
        onChange={(value) =>
          setForm((f) => {
            const u = value as Unit;
            const to = (a: Allowance): Allowance => ({ ...a, max: convertAmount(a.max, f.unit, u) });
            return {
              ...f,
              unit: u,
              total: convertAmount(f.total, f.unit, u),
              sale: to(f.sale),
              buy: to(f.buy),
              anticipation: to(f.anticipation),
              rollover: { ...f.rollover, max: convertAmount(f.rollover.max, f.unit, u) },
            };
          })
        }
        choices={[
          { id: "days", label: t("leave.types.unit.days") },
          { id: "hours", label: t("leave.types.unit.hours") },
        ]}
      />
      <div className={css.formGrid}>
        <NumberField
          label={t(form.unit === "hours" ? "leave.types.totalHours" : "leave.types.totalDays")}
          value={form.total}
          onChange={(n) => set("total", n)}
          step={form.unit === "hours" ? 0.5 : 1}
          errorMessage={errors.total}
        />
        <SelectField
          label={t("leave.types.accrual")}
          value={form.accrual}
          onChange={(k) => set("accrual", k as Accrual)}
          options={(["none", "yearly", "monthly", "anniversary"] as const).map((k) => ({
            id: k,
            label: t(`leave.types.accrual.${k}`),
          }))}
        />
        {form.accrual !== "none" && (
          <NumberField
            label={t("leave.types.minServiceMonths")}
            value={form.minServiceMonths}
            onChange={(n) => set("minServiceMonths", n)}
            minValue={0}
            maxValue={600}
            errorMessage={errors.minServiceMonths}
          />
        )}
        {form.accrual === "anniversary" && (
          <NumberField
            label={t("leave.types.everyMonths")}
            value={form.everyMonths}
            onChange={(n) => set("everyMonths", n)}
            minValue={1}
            maxValue={120}
            errorMessage={errors.everyMonths}
          />
        )}
      </div>
    </>
  );
}
