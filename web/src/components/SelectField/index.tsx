import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  type Key,
} from "react-aria-components";
import * as styles from "../styles.css.js";

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Hide the visible label (it stays for screen readers). */
  name?: string;
}

/** A labelled single choice from a list (react-aria Select: keyboard and typeahead). */
export function SelectField(props: SelectFieldProps) {
  return (
    <Select
      className={styles.field}
      selectedKey={props.value}
      onSelectionChange={(key: Key | null) => key !== null && props.onChange(String(key))}
      isInvalid={Boolean(props.errorMessage)}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      name={props.name}
      placeholder={props.placeholder}
    >
      <Label className={styles.label}>{props.label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {props.description && (
        <Text slot="description" className={styles.description}>
          {props.description}
        </Text>
      )}
      <FieldError className={styles.errorText}>{props.errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <ListBox>
          {props.options.map((o) => (
            <ListBoxItem key={o.id} id={o.id} className={styles.listBoxItem}>
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
