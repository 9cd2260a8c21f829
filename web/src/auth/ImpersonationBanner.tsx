import { useMutation } from "@tanstack/react-query";
import { useIntl } from "react-intl";
import { api } from "../api/client.js";
import { Button } from "../components/Button/index.js";
import * as styles from "../components/styles.css.js";
import { localeOfPath } from "../i18n/locales.js";
import { useSession } from "./session.js";

/**
 * The founder's support view of a company (issue 18, core/auth/impersonation.*): on every page while it lasts, who is
 * viewed, whether it is read-only (the server refuses every change) or changes are allowed (each one audited), and the
 * way back to the founder's console.
 */
export function ImpersonationBanner() {
  const intl = useIntl();
  const support = useSession().view?.impersonation;
  const end = useMutation({
    mutationFn: () => api.delete("/api/auth/impersonation"),
    // a full load: nothing the admin's view cached stays, and the founder's own session (given back) is read afresh
    onSettled: () => window.location.assign(`${localeOfPath(window.location.pathname).base}/`),
  });
  if (!support) return null;
  return (
    <div role="status" className={`${styles.bannerBar} ${styles.banner.info}`} style={{ flexWrap: "wrap" }}>
      <span>
        {intl.formatMessage(
          { id: support.readOnly ? "impersonation.banner" : "impersonation.bannerChanges" },
          { company: support.companyName, admin: support.adminName },
        )}
      </span>
      <Button variant="secondary" isDisabled={end.isPending} onPress={() => end.mutate()}>
        {intl.formatMessage({ id: "impersonation.end" })}
      </Button>
    </div>
  );
}
