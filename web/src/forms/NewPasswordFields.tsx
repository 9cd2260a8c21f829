import { useIntl } from "react-intl";
import { TextField } from "../components/TextField/index.js";
import { useValidators, type Verdict } from "./validation.js";

export interface NewPasswordFieldsProps {
  /** Message ids of the two labels. */
  labels: { password: string; confirm: string };
  /** The new password's input name. @default "password" */
  name?: string;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string; confirm?: string };
  /** Re-checks a field already shown in error while the person types (useFieldErrors' `recheck`). */
  recheck: (field: "password" | "confirm", verdict: Verdict) => void;
}

/**
 * A new password and its confirmation (spec §5: 8 to 128 characters, "Fields must be equal"), as reset password,
 * first access and change password ask for them. Typing in the first re-checks both.
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const intl = useIntl();
  const v = useValidators();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: props.labels.password })}
        name={props.name ?? "password"}
        type="password"
        autoComplete="new-password"
        isRequired
        description={intl.formatMessage({ id: "signup.passwordHint" })}
        value={props.password}
        onChange={(value) => {
          props.onPasswordChange(value);
          props.recheck("password", v.password(value));
          props.recheck("confirm", v.equal(props.confirm, value));
        }}
        errorMessage={props.errors.password}
      />
      <TextField
        label={intl.formatMessage({ id: props.labels.confirm })}
        name="confirm"
        type="password"
        autoComplete="new-password"
        isRequired
        value={props.confirm}
        onChange={(value) => {
          props.onConfirmChange(value);
          props.recheck("confirm", v.equal(value, props.password));
        }}
        errorMessage={props.errors.confirm}
      />
    </>
  );
}
