import { useIntl } from "react-intl";
import { Checkbox, NumberField } from "@web/kit";
import * as ed from "./editor.css.js";
import type { Allowance } from "./form.js";
import type { SectionProps } from "./section-props.js";

/** Selling and buying time (each with an optional limit) and anticipation (taking time before it accrues, with a limit). */
export function SaleBuyPolicies({ form, set, errors }: SectionProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const unitAmount = (what: "sale" | "buy" | "anticipation") => t(`leave.types.${what}.max.${form.unit}`);
  const allowance = (what: "sale" | "buy" | "anticipation", patch: Partial<Allowance>) =>
    set(what, { ...form[what], ...patch });
  return (
    <>
      {(["sale", "buy"] as const).map((what) => (
        <div key={what} className={ed.policy}>
          <Checkbox isSelected={form[what].allowed} onChange={(allowed) => allowance(what, { allowed })}>
            {t(`leave.types.${what}.allowed`)}
          </Checkbox>
          {form[what].allowed && (
            <div className={ed.policyFields}>
              <NumberField
                label={unitAmount(what)}
                description={t("leave.types.noLimit")}
                value={form[what].max}
                onChange={(max) => allowance(what, { max })}
                step={form.unit === "hours" ? 0.5 : 1}
                errorMessage={errors[`${what}.maxTime`]}
              />
            </div>
          )}
        </div>
      ))}
      <div className={ed.policy}>
        <Checkbox isSelected={form.anticipation.allowed} onChange={(allowed) => allowance("anticipation", { allowed })}>
          {t("leave.types.anticipation.allowed")}
        </Checkbox>
        {form.anticipation.allowed && (
          <div className={ed.policyFields}>
            <NumberField
              label={unitAmount("anticipation")}
              value={form.anticipation.max}
              onChange={(max) => allowance("anticipation", { max })}
              step={form.unit === "hours" ? 0.5 : 1}
              errorMessage={errors["anticipation.maxTime"]}
            />
          </div>
        )}
      </div>
    </>
  );
}
