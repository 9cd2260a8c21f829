import { useIntl } from "react-intl";
import { NumberField } from "@web/kit";
import * as css from "../../admin.css.js";
import * as ed from "./editor.css.js";
import { RolloverPolicy } from "./RolloverPolicy.js";
import { SaleBuyPolicies } from "./SaleBuyPolicies.js";
import type { SectionProps } from "./section-props.js";

/** The balance's rules: sale, buy and anticipation, rollover and expiry, and the review period. */
export function BalanceSection(props: SectionProps) {
  const { form, set, errors } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={css.section} aria-labelledby="leave-type-balance">
      <h2 id="leave-type-balance" className={css.sectionTitle}>
        {t("leave.types.balanceRules")}
      </h2>
      <p className={css.hint}>{t("leave.types.balanceRulesHint")}</p>
      <SaleBuyPolicies {...props} />
      <RolloverPolicy {...props} />
      <div className={ed.fields}>
        <NumberField
          label={t("leave.types.reviewPeriod")}
          description={t("leave.types.reviewPeriodHint")}
          value={form.reviewPeriodMonths}
          onChange={(n) => set("reviewPeriodMonths", n)}
          formatOptions={{ maximumFractionDigits: 0 }}
          errorMessage={errors.reviewPeriodMonths}
        />
      </div>
    </section>
  );
}
