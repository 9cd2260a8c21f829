import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { useLocation, useSearch } from "wouter";
import { api, ApiError, messageOf } from "../../api/client.js";
import { InvalidLink } from "../../auth/InvalidLink.js";
import { useSessionRefresh } from "../../auth/session.js";
import { Button } from "../../components/Button/index.js";
import * as styles from "../../components/styles.css.js";
import { NewPasswordFields } from "../../forms/NewPasswordFields.js";
import { useFieldErrors, useValidators } from "../../forms/validation.js";

/** Where a new person goes once their password is set: their profile (people module). */
export const AFTER_FIRST_ACCESS = "/complete-profile";

/**
 * The first-access link an admin hands over (`/first-access?code=...`): the person chooses a password, is signed
 * in, and goes on to complete their profile.
 */
export default function FirstAccess() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const code = new URLSearchParams(useSearch()).get("code");
  const [, navigate] = useLocation();
  const refresh = useSessionRefresh();
  const v = useValidators();
  const { errors, check, recheck, fail, formRef } = useFieldErrors<"password" | "confirm">();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const complete = useMutation({
    meta: { quiet: true },
    mutationFn: () => api.post("/api/auth/first-access", { body: { code: code ?? "", password } }),
    onSuccess: async (signedIn) => {
      await refresh(signedIn.session);
      navigate(AFTER_FIRST_ACCESS, { replace: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.field === "password") fail("password", error.message);
    },
  });

  const invalid = complete.error instanceof ApiError && complete.error.code === "AUTH_LINK_INVALID";
  if (!code || invalid) return <InvalidLink message={t("firstAccess.invalid")} />;
  const generalError = complete.error && !(complete.error instanceof ApiError && complete.error.field === "password");
  return (
    <>
      <h1>{t("firstAccess.title")}</h1>
      <p className={styles.muted}>{t("firstAccess.body")}</p>
      <Form
        ref={formRef}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          if (check({ password: v.password(password), confirm: v.equal(confirm, password) })) complete.mutate();
        }}
      >
        {generalError && (
          <p role="alert" className={styles.errorText}>
            {messageOf(complete.error)}
          </p>
        )}
        <NewPasswordFields
          labels={{ password: "firstAccess.password", confirm: "firstAccess.confirm" }}
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={{ password: errors.password, confirm: errors.confirm }}
          recheck={recheck}
        />
        <Button type="submit" isDisabled={complete.isPending} style={{ width: "100%" }}>
          {t("firstAccess.submit")}
        </Button>
      </Form>
    </>
  );
}
