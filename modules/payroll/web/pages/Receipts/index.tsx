import { useIntl } from "react-intl";
import type { Receipt } from "../../../contract/index.js";
import { receiptHref, useCompanyId, useConfirmRead, useMyReceipts } from "../../queries.js";
import { Button, DataTable, notify, Page, shared as styles, useT } from "@web/kit";

/** /receipts: the person's own salary receipts: download each, and confirm having read it. */
export default function ReceiptsPage() {
  const t = useT("payroll.receipts");
  const intl = useIntl();
  const companyId = useCompanyId();
  const receipts = useMyReceipts();
  const confirm = useConfirmRead();
  return (
    <Page title={t("title")}>
      <p className={styles.muted}>{t("hint")}</p>
      <DataTable<Receipt>
        label={t("title")}
        rows={receipts.data?.items ?? []}
        isLoading={receipts.isLoading}
        columns={[
          { id: "month", header: t("month"), isRowHeader: true, cell: (r) => r.month },
          {
            id: "uploaded",
            header: t("uploaded"),
            cell: (r) => intl.formatDate(new Date(r.uploadedAt), { dateStyle: "medium" }),
          },
          {
            id: "file",
            header: t("file"),
            cell: (r) => (
              <a className={styles.standaloneLink} href={receiptHref(companyId, r.id)} download>
                {t("download", { month: r.month })}
              </a>
            ),
          },
          {
            id: "read",
            header: t("read"),
            cell: (r) =>
              r.readAt ? (
                t("readOn", { day: intl.formatDate(new Date(r.readAt), { dateStyle: "medium" }) })
              ) : (
                <Button
                  variant="secondary"
                  isDisabled={confirm.isPending}
                  onPress={() => confirm.mutate(r.id, { onSuccess: () => notify("positive", t("confirmed")) })}
                >
                  {t("confirm", { month: r.month })}
                </Button>
              ),
          },
        ]}
      />
      {receipts.data && receipts.data.items.length === 0 ? <p>{t("empty")}</p> : null}
    </Page>
  );
}
