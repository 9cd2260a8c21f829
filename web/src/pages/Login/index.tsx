import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import { Link, useLocation, useSearch } from "wouter";
import { api, ApiError } from "../../api/client.js";
import { useSessionRefresh } from "../../auth/session.js";
import { Button } from "../../components/Button/index.js";
import { TextField } from "../../components/TextField/index.js";
import * as styles from "../../components/styles.css.js";
import { notice } from "../../forms/forms.css.js";

/** Only paths inside the app are followed after sign-in (no open redirect). */
export function safeNext(next: string | null): string {
  return next && next.startsWith("/") && !next.startsWith("//") ? next : "/";
}

export default function Login() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const search = new URLSearchParams(useSearch());
  const refresh = useSessionRefresh();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const login = useMutation({
    meta: { quiet: true },
    mutationFn: () => api.post("/api/auth/login", { body: { email: email.trim(), password } }),
    onSuccess: async (signedIn) => {
      await refresh(signedIn.session);
      navigate(safeNext(search.get("next")), { replace: true });
    },
  });
  const error = login.error instanceof ApiError ? login.error : null;
  return (
    <>
      <h1>{intl.formatMessage({ id: "login.title" })}</h1>
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          login.mutate();
        }}
      >
        {error && (
          <p role="alert" className={styles.errorText}>
            {error.message}
          </p>
        )}
        {!error && search.get("reset") === "done" && (
          <p role="status" className={notice}>
            {intl.formatMessage({ id: "reset.done" })}
          </p>
        )}
        <TextField
          label={intl.formatMessage({ id: "login.email" })}
          type="email"
          name="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
          validate={(v) => (v.trim() ? null : intl.formatMessage({ id: "validation.required" }))}
        />
        <TextField
          label={intl.formatMessage({ id: "login.password" })}
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          validate={(v) => (v ? null : intl.formatMessage({ id: "validation.required" }))}
        />
        <Button type="submit" isDisabled={login.isPending} style={{ width: "100%" }}>
          {intl.formatMessage({ id: "login.submit" })}
        </Button>
      </Form>
      <p>
        <Link href={email.trim() ? `/forgot-password?email=${encodeURIComponent(email.trim())}` : "/forgot-password"}>
          {intl.formatMessage({ id: "login.forgot" })}
        </Link>
      </p>
      <p className={styles.muted}>
        {intl.formatMessage({ id: "login.noAccount" })}{" "}
        <Link href="/signup">{intl.formatMessage({ id: "login.signup" })}</Link>
      </p>
    </>
  );
}
