import { useId } from "react";
import { FieldError, Label, Radio, RadioGroup, Text } from "react-aria-components";
import * as styles from "../styles.css.js";
import * as choice from "./choice-group.css.js";

export interface Choice {
  id: string;
  label: string;
  /** A short explanation under the label. */
  description?: string;
}

export interface ChoiceGroupProps {
  label: string;
  choices: readonly Choice[];
  value: string | null;
  onChange: (value: string) => void;
  description?: string;
  /** A message to show now; marks the group invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Choices in a row of small cards (few short labels) instead of a grid of cards. @default false */
  compact?: boolean;
  name?: string;
}

/**
 * One choice among a few, each shown as a card with an optional explanation (react-aria RadioGroup: arrow keys
 * move between choices, the label and the error are tied to the group for screen readers).
 */
export function ChoiceGroup(props: ChoiceGroupProps) {
  return (
    <RadioGroup
      className={choice.group}
      value={props.value}
      onChange={props.onChange}
      isInvalid={Boolean(props.errorMessage)}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      name={props.name}
    >
      <Label className={styles.label}>{props.label}</Label>
      {props.description && (
        <Text slot="description" className={styles.description}>
          {props.description}
        </Text>
      )}
      <div className={props.compact ? choice.optionsCompact : choice.options}>
        {props.choices.map((c) => (
          <ChoiceCard key={c.id} choice={c} />
        ))}
      </div>
      <FieldError className={styles.errorText}>{props.errorMessage}</FieldError>
    </RadioGroup>
  );
}

// The label names the choice; the explanation describes it (so "Traditional" is the radio's name, not the whole text).
function ChoiceCard({ choice: c }: { choice: Choice }) {
  const titleId = useId();
  return (
    <Radio value={c.id} className={choice.card} aria-labelledby={titleId}>
      <span className={choice.dot} aria-hidden="true" />
      <span className={choice.text}>
        <span id={titleId} className={choice.title}>
          {c.label}
        </span>
        {c.description && (
          <Text slot="description" className={choice.hint}>
            {c.description}
          </Text>
        )}
      </span>
    </Radio>
  );
}
