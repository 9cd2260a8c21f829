import { useIntl } from "react-intl";
import { Checkbox } from "@web/kit";
import * as css from "../../admin.css.js";
import { ApprovalConditions } from "./ApprovalConditions.js";
import { ApprovalSteps } from "./ApprovalSteps.js";
import type { SectionProps, SetList } from "./section-props.js";

/** Approval: whether requests need it, the chain of steps, and the steps added for longer requests. */
export function ApprovalSection(props: SectionProps & { setList: SetList }) {
  const { form, set } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className={css.section} aria-labelledby="leave-type-approval">
      <h2 id="leave-type-approval" className={css.sectionTitle}>
        {t("leave.types.approval")}
      </h2>
      <p className={css.hint}>{t("leave.types.approvalHint")}</p>
      <div className={css.checks}>
        <Checkbox isSelected={form.approvalRequired} onChange={(b) => set("approvalRequired", b)}>
          {t("leave.types.approvalRequired")}
        </Checkbox>
      </div>
      <ApprovalSteps {...props} />
      <ApprovalConditions {...props} />
    </section>
  );
}
