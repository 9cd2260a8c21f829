import { useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/Button/index.js";
import { Checkbox } from "../../components/Checkbox/index.js";
import { Dialog } from "../../components/Dialog/index.js";
import { TextField } from "../../components/TextField/index.js";
import * as shared from "../../components/styles.css.js";
import { useCompanyAdmins, useStartImpersonation, type FounderCompany } from "../queries.js";

/**
 * Support (issue 18): the founder picks one of a company's admins and views the company as them, read-only unless
 * "Allow changes" is checked (unchecked by default; a reason of 3-200 characters is then required, and every change
 * is audited). The server opens a short support session of its own and audits it in the company's log, which its
 * admins read.
 */
export function ViewAsDialog({ company, onClose }: { company: FounderCompany | null; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `founder.viewAs.${id}` }, values);
  const admins = useCompanyAdmins(company?.id ?? null);
  const start = useStartImpersonation();
  const items = admins.data?.items ?? [];
  const [allowChanges, setAllowChanges] = useState(false);
  const [reason, setReason] = useState("");
  const reasonLength = reason.trim().length;
  const reasonOk = !allowChanges || (reasonLength >= 3 && reasonLength <= 200);
  const close = () => {
    setAllowChanges(false);
    setReason("");
    onClose();
  };
  return (
    <Dialog title={t("title", { company: company?.name ?? "" })} isOpen={company !== null} onClose={close}>
      <p>{t("intro")}</p>
      <Checkbox isSelected={allowChanges} onChange={setAllowChanges}>
        {t("allowChanges")}
      </Checkbox>
      {allowChanges && (
        <TextField
          label={t("reason")}
          description={t("reasonHelp")}
          value={reason}
          onChange={setReason}
          maxLength={200}
          isRequired
          errorMessage={reason.length > 0 && !reasonOk ? t("reasonHelp") : undefined}
        />
      )}
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
                isDisabled={start.isPending || !reasonOk}
                aria-label={t("as", { name: admin.name })}
                onPress={() =>
                  company &&
                  start.mutate(
                    allowChanges
                      ? { companyId: company.id, userId: admin.id, allowChanges: true, reason: reason.trim() }
                      : { companyId: company.id, userId: admin.id },
                  )
                }
              >
                {t("start")}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className={shared.row} style={{ justifyContent: "flex-end", marginTop: "1rem" }}>
        <Button variant="secondary" onPress={close}>
          {t("cancel")}
        </Button>
      </div>
    </Dialog>
  );
}
