import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { useLocation, useSearch } from "wouter";
import { api, ApiError, messageOf } from "../../api/client.js";
import { InvalidLink } from "../../auth/InvalidLink.js";
import { Button, ButtonLink } from "../../components/Button/index.js";
import * as styles from "../../components/styles.css.js";
import { NewPasswordFields } from "../../forms/NewPasswordFields.js";
import { useFieldErrors, useValidators } from "../../forms/validation.js";
import { notice } from "../../forms/forms.css.js";

const isInvalidLink = (error: unknown) => error instanceof ApiError && error.code === "AUTH_LINK_INVALID";

/**
 * The target of the mailed links (core/auth): `/action?mode=resetPassword&code=...` and
 * `/action?mode=verifyEmail&code=...`. Anything else is an unknown link.
 */
export default function Action() {
  const search = new URLSearchParams(useSearch());
  const mode = search.get("mode");
  const code = search.get("code");
  const intl = useIntl();
  if (code && mode === "resetPassword") return <ResetPassword code={code} />;
  if (code && mode === "verifyEmail") return <VerifyEmail code={code} />;
  return <InvalidLink message={intl.formatMessage({ id: "action.unknown" })} />;
}

/** Choose a new password; on success the person signs in with it (every session was signed out). */
function ResetPassword({ code }: { code: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [, navigate] = useLocation();
  const v = useValidators();
  const { errors, check, recheck, fail, formRef } = useFieldErrors<"password" | "confirm">();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const reset = useMutation({
    meta: { quiet: true },
    mutationFn: () => api.post("/api/auth/reset-password", { body: { code, password } }),
    onSuccess: () => navigate("/login?reset=done", { replace: true }),
    onError: (error) => {
      if (error instanceof ApiError && error.field === "password") fail("password", error.message);
    },
  });

  if (isInvalidLink(reset.error)) return <InvalidLink />;
  const generalError = reset.error && !(reset.error instanceof ApiError && reset.error.field === "password");
  return (
    <>
      <h1>{t("reset.title")}</h1>
      <Form
        ref={formRef}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          if (check({ password: v.password(password), confirm: v.equal(confirm, password) })) reset.mutate();
        }}
      >
        {generalError && (
          <p role="alert" className={styles.errorText}>
            {messageOf(reset.error)}
          </p>
        )}
        <NewPasswordFields
          labels={{ password: "reset.password", confirm: "reset.confirm" }}
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={{ password: errors.password, confirm: errors.confirm }}
          recheck={recheck}
        />
        <Button type="submit" isDisabled={reset.isPending} style={{ width: "100%" }}>
          {t("reset.submit")}
        </Button>
      </Form>
    </>
  );
}

/** Confirms the address as soon as the page opens (once: the code works a single time). */
function VerifyEmail({ code }: { code: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const verify = useMutation({
    meta: { quiet: true },
    mutationFn: () => api.post("/api/auth/verify-email", { body: { code } }),
  });
  const sent = useRef(false);
  const { mutate } = verify;
  useEffect(() => {
    // React's development double effects would spend the code twice
    if (sent.current) return;
    sent.current = true;
    mutate();
  }, [mutate]);

  if (isInvalidLink(verify.error)) return <InvalidLink />;
  return (
    <>
      <h1>{t("action.verifyTitle")}</h1>
      {verify.isError ? (
        <p role="alert" className={styles.errorText}>
          {messageOf(verify.error)}
        </p>
      ) : verify.isSuccess ? (
        <>
          <p role="status" className={notice}>
            {t("action.verified")}
          </p>
          <ButtonLink href="/" variant="primary">
            {t("action.continue")}
          </ButtonLink>
        </>
      ) : (
        <p role="status">{t("action.verifying")}</p>
      )}
    </>
  );
}
