import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { Link, useSearch } from "wouter";
import { api, messageOf } from "../../api/client.js";
import { Button } from "../../components/Button/index.js";
import { TextField } from "../../components/TextField/index.js";
import * as styles from "../../components/styles.css.js";
import { useFieldErrors, useValidators } from "../../forms/validation.js";
import { notice } from "../../forms/forms.css.js";

/** Forgot password: mails a reset link in the page's language; the answer never says whether the account exists. */
export default function ForgotPassword() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const v = useValidators();
  const { errors, check, recheck, formRef } = useFieldErrors<"email">();
  // the login page passes the address already typed there
  const search = useSearch();
  const [email, setEmail] = useState(() => new URLSearchParams(search).get("email") ?? "");
  const send = useMutation({
    meta: { quiet: true },
    mutationFn: (address: string) =>
      api.post("/api/email/forgot-password", { body: { email: address, locale: intl.locale } }),
  });

  if (send.isSuccess) {
    return (
      <>
        <h1>{t("forgot.title")}</h1>
        <p role="status" className={notice}>
          {t("forgot.sent", { email: send.variables })}
        </p>
        <p>
          <Link href="/login">{t("forgot.backToLogin")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t("forgot.title")}</h1>
      <p className={styles.muted}>{t("forgot.body")}</p>
      <Form
        ref={formRef}
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault();
          if (check({ email: v.email(email) })) send.mutate(email.trim());
        }}
      >
        {send.error && (
          <p role="alert" className={styles.errorText}>
            {messageOf(send.error)}
          </p>
        )}
        <TextField
          label={t("login.email")}
          name="email"
          type="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            recheck("email", v.email(value));
          }}
          errorMessage={errors.email}
        />
        <Button type="submit" isDisabled={send.isPending} style={{ width: "100%" }}>
          {t("forgot.submit")}
        </Button>
      </Form>
      <p>
        <Link href="/login">{t("forgot.backToLogin")}</Link>
      </p>
    </>
  );
}
