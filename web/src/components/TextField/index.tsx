import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps } from "react-aria-components";
import * as styles from "../styles.css.js";

export interface FieldProps extends Omit<TextFieldProps, "children"> {
  label: string;
  description?: string;
  /** A message to show now (a server or form error); marks the field invalid. */
  errorMessage?: string;
  placeholder?: string;
}

/** A labelled text input with its description and error, wired for screen readers. */
export function TextField({ label, description, errorMessage, placeholder, ...props }: FieldProps) {
  return (
    <AriaTextField {...props} isInvalid={Boolean(errorMessage) || props.isInvalid} className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.errorText}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
