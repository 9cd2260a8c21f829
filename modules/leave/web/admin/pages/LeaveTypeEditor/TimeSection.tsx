import { useIntl } from "react-intl";
import * as css from "../../admin.css.js";
import { AccrualFields } from "./AccrualFields.js";
import type { Form } from "./form.js";
import { RequestRules } from "./RequestRules.js";
import type { SectionProps } from "./section-props.js";

/** Time: the unit, allowance and accrual, then the rules of requesting it. */
export function TimeSection(props: SectionProps & { setForm: (update: (f: Form) => Form) => void }) {
  const intl = useIntl();
  return (
    <section className={css.section} aria-labelledby="leave-type-time">
      <h2 id="leave-type-time" className={css.sectionTitle}>
        {intl.formatMessage({ id: "leave.types.time" })}
      </h2>
      <AccrualFields {...props} />
      <RequestRules form={props.form} set={props.set} errors={props.errors} />
    </section>
  );
}
