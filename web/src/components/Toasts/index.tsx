import { useAtomValue } from "jotai";
import { useIntl } from "react-intl";
import * as styles from "../styles.css.js";
import { dismiss, toastsAtom } from "./toasts.js";

/** The notifications region: announced to screen readers (alerts for negative ones). */
export function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const intl = useIntl();
  return (
    <section aria-label={intl.formatMessage({ id: "toast.region" })} className={styles.toastRegion}>
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.tone === "negative" ? "alert" : "status"}
          className={`${styles.toastBox} ${styles.toast[t.tone]}`}
        >
          <span style={{ flex: 1 }}>{t.message}</span>
          <button
            type="button"
            onClick={() => dismiss(t.id)}
            aria-label={intl.formatMessage({ id: "toast.close" })}
            className={styles.toastClose}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
