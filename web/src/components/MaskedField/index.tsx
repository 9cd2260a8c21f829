import { FieldError, Input, Label, Text, TextField as AriaTextField } from "react-aria-components";
import * as shared from "../styles.css.js";
import { applyMask } from "./mask.js";
import * as styles from "./masked-field.css.js";

export { applyMask, digitsOf, isMaskComplete, maskLength } from "./mask.js";

export interface MaskedFieldProps {
  label: string;
  /** `#` a digit, `S`/`A`/`a` a letter, `N`/`X`/`x` a letter or digit, `\` escapes; others are literals. */
  mask: string;
  value: string;
  onChange: (value: string) => void;
  /** Called once the value fills the mask (e.g. to look a zipcode up). */
  onComplete?: (value: string) => void;
  /** Fixed text before the input, e.g. a phone's `+55`. */
  prefix?: string;
  description?: string;
  errorMessage?: string;
  /** @default the mask with its slots shown as `_` */
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  name?: string;
  autoComplete?: string;
}

const DIGITS_ONLY = /^(?:\\.|[^SANXax\\])*$/;

/** A text input that formats as it is typed (zipcodes, phones, dates in the country's format, company masks). */
export function MaskedField(props: MaskedFieldProps) {
  const { mask } = props;
  const slots = mask.replace(/\\(.)/g, "$1").length;
  return (
    <AriaTextField
      className={shared.field}
      value={props.value}
      onChange={(typed) => {
        const next = applyMask(typed, mask);
        props.onChange(next);
        if (next.length === slots && next !== props.value) props.onComplete?.(next);
      }}
      isInvalid={Boolean(props.errorMessage)}
      isRequired={props.isRequired}
      // the form says what is wrong, in the page's language (never the browser's own "Please fill out this field")
      validationBehavior="aria"
      isDisabled={props.isDisabled}
      isReadOnly={props.isReadOnly}
      name={props.name}
      autoComplete={props.autoComplete}
      inputMode={DIGITS_ONLY.test(mask) ? "numeric" : undefined}
    >
      <Label className={shared.label}>{props.label}</Label>
      <div className={styles.control}>
        {props.prefix && <span className={styles.prefix}>{props.prefix}</span>}
        <Input
          className={[shared.input, props.prefix && styles.inputAfterPrefix].filter(Boolean).join(" ")}
          placeholder={props.placeholder ?? mask.replace(/\\(.)/g, "$1").replace(/[#SANXax]/g, "_")}
        />
      </div>
      {props.description && (
        <Text slot="description" className={shared.description}>
          {props.description}
        </Text>
      )}
      <FieldError className={shared.errorText}>{props.errorMessage}</FieldError>
    </AriaTextField>
  );
}
