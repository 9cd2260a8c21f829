import { useIntl } from "react-intl";
import { Button } from "../../components/Button/index.js";
import { Dialog } from "../../components/Dialog/index.js";
import * as shared from "../../components/styles.css.js";
import { useCompanyAdmins, useStartImpersonation, type FounderCompany } from "../queries.js";

/**
 * Support (issue 18): the founder picks one of a company's admins and views the company as them, read-only. The
 * server opens a short support session of its own and audits it in the company's log, which its admins read.
 */
export function ViewAsDialog({ company, onClose }: { company: FounderCompany | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `founder.viewAs.${id}` }, values);
  const admins = useCompanyAdmins(company?.id ?? null);
  const start = useStartImpersonation();
  const items = admins.data?.items ?? [];
  return (
    <Dialog title={t("title", { company: company?.name ?? "" })} isOpen={company !== null} onClose={onClose}>
      <p>{t("intro")}</p>
      {admins.isPending && <p className={shared.muted}>{t("loading")}</p>}
      {admins.data && items.length === 0 && <p>{t("none")}</p>}
      {items.length > 0 && (
        <ul aria-label={t("admins")} style={{ listStyle: "none", padding: 0, display: "grid", gap: "0.75rem" }}>
          {items.map((admin) => (
            <li key={admin.id} className={shared.row} style={{ justifyContent: "space-between" }}>
              <span style={{ overflowWrap: "anywhere" }}>
                <strong>{admin.name}</strong>
                <br />
                <span className={shared.muted}>{admin.email}</span>
              </span>
              <Button
                isDisabled={start.isPending}
                aria-label={t("as", { name: admin.name })}
                onPress={() => company && start.mutate({ companyId: company.id, userId: admin.id })}
              >
                {t("start")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={shared.row} style={{ justifyContent: "flex-end", marginTop: "1rem" }}>
        <Button variant="secondary" onPress={onClose}>
          {t("cancel")}
        </Button>
      </div>
    </Dialog>
  );
}
