import { useIntl } from "react-intl";
import { Button, NumberField } from "@web/kit";
import * as css from "../../admin.css.js";
import * as ed from "./editor.css.js";
import { MAX_CONDITIONS, rowKey, type Form } from "./form.js";
import type { SectionProps, SetList } from "./section-props.js";
import { StepEditor } from "./StepEditor.js";

/** Steps added for longer requests: past a number of days, one more approver. */
export function ApprovalConditions({ form, set, errors, setList }: SectionProps & { setList: SetList }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setCondition = (i: number, patch: Partial<Form["conditions"][number]>) =>
    set(
      "conditions",
      form.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    );
  return (
    <>
      <h3 className={ed.subTitle}>{t("leave.types.conditions")}</h3>
      <p className={css.hint}>{t("leave.types.conditionsHint")}</p>
      <ol className={ed.rowList}>
        {form.conditions.map((c, i) => {
          const name = t("leave.types.condition.n", { n: i + 1 });
          const headingId = `leave-type-condition-${c.key}`;
          return (
            <li key={c.key} className={ed.rowBox}>
              <div role="group" aria-labelledby={headingId}>
                <div className={ed.rowHeader}>
                  <h4 id={headingId} className={ed.rowTitle}>
                    {name}
                  </h4>
                  <Button
                    variant="ghost"
                    className={css.smallButton}
                    aria-label={t("leave.types.condition.remove", { n: i + 1 })}
                    onPress={() =>
                      setList(
                        "conditions",
                        form.conditions.filter((_, j) => j !== i),
                      )
                    }
                  >
                    ✕
                  </Button>
                </div>
                <div className={ed.fields}>
                  <NumberField
                    label={t("leave.types.condition.moreThanDays")}
                    value={c.moreThanDays}
                    onChange={(n) => setCondition(i, { moreThanDays: n })}
                    formatOptions={{ maximumFractionDigits: 0 }}
                    errorMessage={errors[`approval.conditions.${i}.moreThanDays`]}
                  />
                </div>
                <StepEditor
                  label={t("leave.types.condition.who")}
                  name={name}
                  step={c.step}
                  onChange={(step) => setCondition(i, { step })}
                  peopleError={errors[`approval.conditions.${i}.step.userIds`]}
                  errorId={`leave-type-condition-${c.key}-error`}
                />
              </div>
            </li>
          );
        })}
      </ol>
      {form.conditions.length < MAX_CONDITIONS && (
        <Button
          variant="secondary"
          className={ed.wrapButton}
          onPress={() =>
            setList("conditions", [
              ...form.conditions,
              { key: rowKey(), moreThanDays: null, step: { kind: "supervisor" } },
            ])
          }
        >
          {t("leave.types.condition.add")}
        </Button>
      )}
    </>
  );
}
