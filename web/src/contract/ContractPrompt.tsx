import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useIntl } from "react-intl";
import { companyTopic } from "../../../core/realtime/topics.js";
import { messageOf } from "../api/client.js";
import { useSession } from "../auth/session.js";
import { Button } from "../components/Button/index.js";
import * as shared from "../components/styles.css.js";
import { notify } from "../components/Toasts/toasts.js";
import { LOCALES } from "../i18n/locales.js";
import * as styles from "./contract.css.js";
import { realtime } from "../realtime/connection.js";
import { contractKey, useAcceptContract, useCompanyContract } from "./queries.js";

/** The server's event on `company:{id}` when one of its admins accepted the terms (tenants/founder/terms.routes.ts). */
const CONTRACT_ACCEPTED_EVENT = "tenants.contract.accepted";

/**
 * Issue 18: newer platform terms than the company accepted ask each of its admins, on entering the app, to read and
 * accept them (tenants/README.md "Contracts"). A modal dialog: the overlay does not close it, Escape or "Later" do.
 * Declining keeps the app usable; the dialog comes back on the next visit (the next load of the app) until an admin
 * accepts. Other levels are never asked (the server does not even answer them).
 */
export function ContractPrompt() {
  const intl = useIntl();
  const session = useSession();
  const companyId = session.company?.id ?? null;
  const isAdmin = session.level === "admin";
  const contract = useCompanyContract(companyId, isAdmin);
  const [later, setLater] = useState(false);
  const client = useQueryClient();
  // another admin accepting closes the dialog here too
  useEffect(() => {
    if (!companyId || !isAdmin) return;
    return realtime.subscribe(companyTopic(companyId), (message) => {
      if (message.event === CONTRACT_ACCEPTED_EVENT)
        void client.invalidateQueries({ queryKey: contractKey(companyId) });
    });
  }, [companyId, isAdmin, client]);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptContract(companyId, {
    onSuccess: (c) =>
      notify(
        "positive",
        intl.formatMessage({ id: "contract.acceptedNow" }, { version: c.accepted?.version ?? c.terms.version }),
      ),
  });
  const data = contract.data;
  if (!isAdmin || !data?.mustAccept || later) return null;
  const locale = (LOCALES as readonly string[]).includes(intl.locale)
    ? (intl.locale as (typeof LOCALES)[number])
    : "en";
  const { terms } = data;
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && setLater(true)}
      className={shared.modalOverlay}
    >
      <Modal className={shared.modal}>
        <Dialog aria-describedby="contract-prompt-intro">
          <Heading slot="title" style={{ marginTop: 0 }}>
            {intl.formatMessage({ id: "contract.prompt.title" })}
          </Heading>
          <p id="contract-prompt-intro">
            {intl.formatMessage(
              { id: "contract.prompt.intro" },
              {
                version: terms.version,
                date: intl.formatDate(terms.publishedAt, { dateStyle: "long" }),
                company: session.company?.name ?? "",
              },
            )}
          </p>
          <div
            className={styles.termsBox}
            role="region"
            aria-label={intl.formatMessage({ id: "contract.title" })}
            tabIndex={0}
            lang={locale}
          >
            {terms.texts[locale].map((section, i) => (
              <section key={i} className={styles.section}>
                <h3>{section.heading}</h3>
                <p>{section.body}</p>
              </section>
            ))}
          </div>
          {error && (
            <p role="alert" className={shared.errorText}>
              {error}
            </p>
          )}
          <p className={shared.muted}>{intl.formatMessage({ id: "contract.prompt.laterHelp" })}</p>
          <div className={shared.row}>
            <Button
              isPending={accept.isPending}
              onPress={() => {
                setError(null);
                accept.mutate(terms.version, { onError: (e) => setError(messageOf(e)) });
              }}
            >
              {intl.formatMessage({ id: "contract.prompt.accept" })}
            </Button>
            <Button variant="secondary" onPress={() => setLater(true)}>
              {intl.formatMessage({ id: "contract.prompt.later" })}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
