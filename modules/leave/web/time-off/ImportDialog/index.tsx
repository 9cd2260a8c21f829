import { useState } from "react";
import { useIntl } from "react-intl";
import { Button, DataTable, Dialog, FileUpload, useT } from "@web/kit";
import { type BalanceImport, useBalanceImport } from "../data.js";
import * as css from "../time-off.css.js";

type Row = BalanceImport["rows"][number];

/**
 * Starting balances from a spreadsheet (issue 12), for a company coming from another tool: the admin picks a CSV or
 * Excel file (worker e-mail or id, leave type, balance, as of, reason), reads the preview with each row's problems in
 * their language, and imports. All or nothing: a file with one bad row imports nothing; importing the same file again
 * writes nothing twice.
 */
export function ImportDialog(props: { isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = useT("leave.timeOff.import");
  const run = useBalanceImport();
  const [file, setFile] = useState<File | null>(null);
  const result = run.data;
  const close = () => {
    setFile(null);
    run.reset();
    props.onClose();
  };
  const statusText = (row: Row) =>
    row.status === "invalid" ? row.problems.map((p) => p.message).join(" ") : t(`status.${row.status}`);

  return (
    <Dialog title={t("title")} isOpen={props.isOpen} onClose={close}>
      <div className={css.form}>
        <p>{t("help")}</p>
        <FileUpload
          label={t("file")}
          buttonLabel={t("choose")}
          accept={[".csv", ".xlsx", "text/csv"]}
          typeMessage={t("type")}
          sizeMessage={t("size")}
          onFile={(chosen) => {
            setFile(chosen);
            run.mutate({ file: chosen, mode: "preview" });
          }}
          errorMessage={run.error?.message}
        >
          {file && <p>{file.name}</p>}
        </FileUpload>
        {result && (
          <>
            <p role="status">
              {result.mode === "commit"
                ? t("done", { written: result.written, existing: result.existing })
                : result.invalid > 0
                  ? t("problems", { count: result.invalid, total: result.total })
                  : t("ready", { total: result.total, existing: result.existing })}
            </p>
            <div className={css.scrollBox} tabIndex={0} role="region" aria-label={t("rows")}>
              <DataTable<Row & { id: string }>
                label={t("rows")}
                rows={result.rows.map((r) => ({ ...r, id: String(r.row) }))}
                columns={[
                  { id: "row", header: t("row"), isRowHeader: true, cell: (r) => r.row },
                  { id: "worker", header: t("worker"), cell: (r) => r.workerName || r.worker },
                  { id: "type", header: t("leaveType"), cell: (r) => r.leaveType },
                  { id: "balance", header: t("balance"), cell: (r) => (r.balance ?? "") + "" },
                  { id: "asOf", header: t("asOf"), cell: (r) => r.asOf ?? "" },
                  {
                    id: "status",
                    header: t("status"),
                    cell: (r) => (
                      <span className={r.status === "invalid" ? css.problem : undefined}>{statusText(r)}</span>
                    ),
                  },
                ]}
              />
            </div>
          </>
        )}
        <div className={css.dialogActions}>
          <Button variant="secondary" onPress={close}>
            {intl.formatMessage({ id: "common.close" })}
          </Button>
          {result?.mode === "preview" && (
            <Button
              isDisabled={run.isPending || result.invalid > 0 || result.total === result.existing}
              onPress={() => file && run.mutate({ file, mode: "commit" })}
            >
              {t("commit", { count: result.total - result.existing })}
            </Button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
