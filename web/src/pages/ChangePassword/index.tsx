import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { api, ApiError, messageOf } from "../../api/client.js";
import { Button } from "../../components/Button/index.js";
import { Page } from "../../components/Page/index.js";
import { TextField } from "../../components/TextField/index.js";
import * as styles from "../../components/styles.css.js";
import { NewPasswordFields } from "../../forms/NewPasswordFields.js";
import { useFieldErrors, useValidators } from "../../forms/validation.js";
import { notice } from "../../forms/forms.css.js";

type Field = "current" | "next" | "confirm";
const SERVER_FIELDS: Record<string, Field> = { currentPassword: "current", newPassword: "next" };

/** Change password (spec §2): the current one, then the new one twice. Other sessions are signed out. */
export default function ChangePassword() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const v = useValidators();
  const { errors, check, recheck, fail, formRef } = useFieldErrors<Field>();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const change = useMutation({
    meta: { quiet: true },
    mutationFn: () => api.post("/api/auth/change-password", { body: { currentPassword: current, newPassword: next } }),
    onSuccess: () => {
      setCurrent("");
      setNext("");
      setConfirm("");
    },
    onError: (error) => {
      const field = error instanceof ApiError && error.field ? SERVER_FIELDS[error.field] : undefined;
      if (field) fail(field, messageOf(error));
    },
  });
  const serverField = change.error instanceof ApiError && change.error.field && SERVER_FIELDS[change.error.field];
  const generalError = change.error && !serverField ? messageOf(change.error) : null;

  return (
    <Page title={t("changePassword.title")}>
      <div className={styles.card} style={{ maxWidth: "28rem" }}>
        <Form
          ref={formRef}
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault();
            const ok = check({
              current: v.required(current),
              next: v.password(next),
              confirm: v.equal(confirm, next),
            });
            if (ok) change.mutate();
          }}
        >
          {generalError && (
            <p role="alert" className={styles.errorText}>
              {generalError}
            </p>
          )}
          {change.isSuccess && (
            <p role="status" className={notice}>
              {t("changePassword.done")}
            </p>
          )}
          <TextField
            label={t("changePassword.current")}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            isRequired
            value={current}
            onChange={(value) => {
              setCurrent(value);
              recheck("current", v.required(value));
            }}
            errorMessage={errors.current}
          />
          <NewPasswordFields
            labels={{ password: "changePassword.new", confirm: "changePassword.confirm" }}
            name="newPassword"
            password={next}
            confirm={confirm}
            onPasswordChange={setNext}
            onConfirmChange={setConfirm}
            errors={{ password: errors.next, confirm: errors.confirm }}
            recheck={(field, verdict) => recheck(field === "password" ? "next" : field, verdict)}
          />
          <Button type="submit" isDisabled={change.isPending}>
            {t("changePassword.submit")}
          </Button>
        </Form>
      </div>
    </Page>
  );
}
