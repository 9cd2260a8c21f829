import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { api, Button, notify, messageOf, ProgressBar, shared, useSession, useT } from "@web/kit";
import { useSetupChecklist } from "../data.js";
import * as styles from "../home.css.js";

/**
 * The admins' setup checklist on the home page (`home.cards`, admin; issue 12): add people, import, leave types,
 * holidays, invite, each worked out from the company's data and linking to its page, with the progress. Once every
 * step is done it can be dismissed for the company.
 */
export default function SetupChecklistCard() {
  const t = useT("people.setup");
  const companyId = useSession().company?.id ?? "";
  const queryClient = useQueryClient();
  const { status, steps } = useSetupChecklist();
  const dismiss = useMutation({
    mutationFn: () => api.post("/api/companies/{companyId}/setup-checklist/dismiss", { params: { companyId } }),
    onSuccess: (data) => queryClient.setQueryData(["people", companyId, "setup-checklist"], data),
    onError: (error) => notify("negative", messageOf(error)),
  });
  if (status.data?.dismissedAt) return null;
  const done = steps?.filter((s) => s.done).length ?? 0;
  const total = steps?.length ?? 0;
  const complete = total > 0 && done === total;
  return (
    <section className={`${shared.card} ${styles.wide}`} aria-labelledby="people-setup-title">
      <h2 id="people-setup-title">{t("title")}</h2>
      {status.isError ? (
        <p className={shared.muted}>{t("error")}</p>
      ) : !steps ? (
        <p className={shared.muted}>{t("loading")}</p>
      ) : (
        <>
          <ProgressBar
            label={t("progress")}
            value={done}
            maxValue={total}
            valueLabel={t("progressValue", { done, total })}
          />
          <ol className={styles.list}>
            {steps.map((step) => (
              <li key={step.id} className={styles.item}>
                <span className={styles.step}>
                  <span aria-hidden="true" className={`${styles.mark} ${step.done ? styles.markDone : ""}`}>
                    {step.done ? "✓" : ""}
                  </span>
                  <span>
                    <Link href={step.href} className={`${styles.stepLink} ${step.done ? styles.done : ""}`}>
                      {t(`${step.id}.label`)}
                    </Link>
                    <span className="visually-hidden"> ({t(step.done ? "stepDone" : "stepTodo")})</span>
                    <br />
                    <span className={shared.muted}>{t(`${step.id}.hint`, step.values)}</span>
                  </span>
                </span>
              </li>
            ))}
          </ol>
          {complete && (
            <div className={shared.row}>
              <p>{t("complete")}</p>
              <Button onPress={() => dismiss.mutate()} isDisabled={dismiss.isPending}>
                {t("dismiss")}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
