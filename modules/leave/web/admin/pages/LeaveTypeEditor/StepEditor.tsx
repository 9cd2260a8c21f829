import { useIntl } from "react-intl";
import { SelectField } from "@web/kit";
import type { ApprovalStep } from "../../../../contract/index.js";
import { PeoplePicker } from "./PeoplePicker.js";

type StepChoice = "supervisor" | "level-revisor" | "level-admin" | "people";

const choiceOf = (s: ApprovalStep): StepChoice =>
  s.kind === "level" ? (s.level === "revisor" ? "level-revisor" : "level-admin") : s.kind;

/**
 * Who decides one approval step: the person's supervisor, anyone acting as a manager (`level: revisor`) or an
 * administrator (`level: admin`), or named people (`people`, chosen with {@link PeoplePicker}).
 */
export function StepEditor({
  label,
  name,
  step,
  onChange,
  peopleError,
  errorId,
}: {
  /** The select's label. */
  label: string;
  /** The step's name in the people picker's labels. */
  name: string;
  step: ApprovalStep;
  onChange: (step: ApprovalStep) => void;
  peopleError?: string;
  errorId: string;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const choices = [
    { id: "supervisor", label: t("leave.types.step.supervisor") },
    { id: "level-revisor", label: t("leave.types.step.revisor") },
    { id: "level-admin", label: t("leave.types.step.admin") },
    { id: "people", label: t("leave.types.step.named") },
  ];
  const choose = (choice: string) => {
    if (choice === choiceOf(step)) return;
    if (choice === "people") onChange({ kind: "people", userIds: [] });
    else if (choice === "supervisor") onChange({ kind: "supervisor" });
    else onChange({ kind: "level", level: choice === "level-revisor" ? "revisor" : "admin" });
  };
  return (
    <>
      <SelectField label={label} value={choiceOf(step)} onChange={choose} options={choices} />
      {step.kind === "people" && (
        <PeoplePicker
          step={name}
          userIds={step.userIds ?? []}
          onChange={(userIds) => onChange({ kind: "people", userIds })}
          errorMessage={peopleError}
          errorId={errorId}
        />
      )}
    </>
  );
}
