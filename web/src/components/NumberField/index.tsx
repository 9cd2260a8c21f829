import { Button, FieldError, Group, Input, Label, NumberField as AriaNumberField, Text } from "react-aria-components";
import * as shared from "../styles.css.js";
import * as styles from "./number-field.css.js";

export interface NumberFieldProps {
  label: string;
  /** `null` while empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  minValue?: number;
  maxValue?: number;
  /** @default 1 */
  step?: number;
  /** Intl options: a currency, a unit, decimals. */
  formatOptions?: Intl.NumberFormatOptions;
  /** Show − and + buttons beside the input. @default false */
  showSteppers?: boolean;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

/**
 * A number input in the page's language (react-aria NumberField: typed text is parsed with the locale's separators,
 * arrow keys step, the value is clamped to the limits when the field is left).
 */
export function NumberField(props: NumberFieldProps) {
  return (
    <AriaNumberField
      className={shared.field}
      value={props.value ?? Number.NaN}
      onChange={(v) => props.onChange(Number.isNaN(v) ? null : v)}
      minValue={props.minValue}
      maxValue={props.maxValue}
      step={props.step ?? 1}
      formatOptions={props.formatOptions}
      isInvalid={Boolean(props.errorMessage)}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      name={props.name}
    >
      <Label className={shared.label}>{props.label}</Label>
      <Group className={styles.group}>
        <Input className={[shared.input, props.showSteppers && styles.input].filter(Boolean).join(" ")} />
        {props.showSteppers && (
          <>
            <Button slot="decrement" className={styles.stepper}>
              −
            </Button>
            <Button slot="increment" className={styles.stepper}>
              +
            </Button>
          </>
        )}
      </Group>
      {props.description && (
        <Text slot="description" className={shared.description}>
          {props.description}
        </Text>
      )}
      <FieldError className={shared.errorText}>{props.errorMessage}</FieldError>
    </AriaNumberField>
  );
}
