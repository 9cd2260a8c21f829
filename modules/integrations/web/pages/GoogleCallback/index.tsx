import { useEffect, useRef } from "react";
import { useLocation } from "wouter";
import * as css from "../../integrations.css.js";
import { useCompanyId, useFinishGoogle } from "../../queries.js";
import { ButtonLink, messageOf, notify, Page, useT } from "@web/kit";

/**
 * Where Google sends the person back (the OAuth redirect URI): the code and state go to the server with the person's
 * own session, which checks the state was theirs; then back to /integrations.
 */
export default function GoogleCallbackPage() {
  const t = useT("integrations");
  const companyId = useCompanyId();
  const [, navigate] = useLocation();
  const finish = useFinishGoogle();
  const sent = useRef(false);
  const query = new URLSearchParams(window.location.search);
  const denied = query.get("error");
  useEffect(() => {
    const code = query.get("code");
    const state = query.get("state");
    if (sent.current || !companyId || denied || !code || !state) return;
    sent.current = true;
    finish.mutate(
      { code, state },
      {
        onSuccess: () => {
          notify("positive", t("google.done"));
          navigate("/integrations", { replace: true });
        },
      },
    );
    // the query is read once, when the session's company is known
  }, [companyId]);
  return (
    <Page title={t("google.title")}>
      <section className={css.section}>
        {denied ? (
          <p role="alert" className={css.alert}>
            {t("google.denied", { error: denied })}
          </p>
        ) : finish.isError ? (
          <p role="alert" className={css.alert}>
            {messageOf(finish.error)}
          </p>
        ) : (
          <p className={css.hint}>{t("google.finishing")}</p>
        )}
        <div className={css.actions}>
          <ButtonLink href="/integrations">{t("google.back")}</ButtonLink>
        </div>
      </section>
    </Page>
  );
}
