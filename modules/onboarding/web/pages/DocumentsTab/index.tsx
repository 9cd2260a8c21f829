import { useIntl } from "react-intl";
import type { DocumentCategory, WorkerDocument } from "../../../contract/index.js";
import { fileLinks, useCompanyId, useWorkerDocuments } from "../../queries.js";
import { messageOf, shared as styles, useT } from "@web/kit";

/** Contracts first, then identity documents, certificates and the rest (issue 15 "contracts, IDs, certificates"). */
const ORDER: readonly DocumentCategory[] = ["contract", "id", "certificate", "other"];

/**
 * The Documents tab of a person's profile (slot `employee.profile.tabs`, issue 15 "Documents area per person"):
 * their contracts, IDs, certificates and other documents, by category, each downloadable. Which documents appear is
 * the server's answer: people's field access per document group (the person and admins see their IDs; a manager up
 * the supervisor chain sees contract terms of the `job` group; colleagues see none of them).
 */
export default function DocumentsTab({ workerId }: { workerId: string; userId: string }) {
  const t = useT("onboarding.area");
  const intl = useIntl();
  const companyId = useCompanyId();
  const documents = useWorkerDocuments(workerId);
  if (documents.isError)
    return (
      <p role="alert" className={styles.errorText}>
        {messageOf(documents.error)}
      </p>
    );
  if (!documents.data) return <p role="status">{t("loading")}</p>;
  const items = documents.data;
  if (items.length === 0) return <p className={styles.muted}>{t("none")}</p>;
  const byCategory = ORDER.map((category) => ({
    category,
    docs: items.filter((d: WorkerDocument) => d.category === category),
  })).filter((group) => group.docs.length > 0);
  return (
    <div>
      {byCategory.map(({ category, docs }) => (
        <section key={category} aria-labelledby={`area-${category}`}>
          <h2 id={`area-${category}`}>{t(`category.${category}`)}</h2>
          <ul style={{ listStyle: "none", padding: 0 }}>
            {docs.map((doc) => (
              <li key={doc.id} className={styles.card}>
                <h3>{doc.name}</h3>
                <p className={styles.muted}>
                  {t(`status.${doc.status}`)} · {intl.formatDate(new Date(doc.createdAt), { dateStyle: "medium" })}
                </p>
                <a className={styles.standaloneLink} href={fileLinks.document(companyId, doc.id)} download>
                  {t("download", { name: doc.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
