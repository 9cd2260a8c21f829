import { useIntl } from "react-intl";
import { Button } from "@web/kit";
import type { ApprovalStep } from "../../../../contract/index.js";
import * as css from "../../admin.css.js";
import * as ed from "./editor.css.js";
import { MAX_STEPS, rowKey } from "./form.js";
import type { SectionProps, SetList } from "./section-props.js";
import { StepEditor } from "./StepEditor.js";

/** The approval chain: up to five steps, each the supervisor, a level or named people. */
export function ApprovalSteps({ form, set, errors, setList }: SectionProps & { setList: SetList }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const setStep = (i: number, step: ApprovalStep) =>
    set(
      "steps",
      form.steps.map((s, j) => (j === i ? { ...s, step } : s)),
    );
  return (
    <>
      <ol className={ed.rowList}>
        {form.steps.map(({ key, step }, i) => (
          <li key={key} className={ed.rowBox}>
            <div className={ed.stepLine}>
              <div className={ed.grow}>
                <StepEditor
                  label={t("leave.types.stepN", { n: i + 1 })}
                  name={t("leave.types.stepN", { n: i + 1 })}
                  step={step}
                  onChange={(next) => setStep(i, next)}
                  peopleError={errors[`approval.steps.${i}.userIds`]}
                  errorId={`leave-type-step-${key}-error`}
                />
              </div>
              <Button
                variant="ghost"
                className={[css.smallButton, ed.besideLabel].join(" ")}
                aria-label={t("leave.types.removeStep", { n: i + 1 })}
                onPress={() =>
                  setList(
                    "steps",
                    form.steps.filter((_, j) => j !== i),
                  )
                }
              >
                ✕
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {form.steps.length < MAX_STEPS && (
        <Button
          variant="secondary"
          className={ed.wrapButton}
          onPress={() => setList("steps", [...form.steps, { key: rowKey(), step: { kind: "supervisor" } }])}
        >
          {t("leave.types.addStep")}
        </Button>
      )}
    </>
  );
}
