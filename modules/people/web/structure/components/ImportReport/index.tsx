import { useState } from "react";
import { useIntl } from "react-intl";
import type { ApiResponse } from "../../../../../../sdk/src/index.js";
import { DataTable, type PageSize } from "@web/kit";
import * as css from "../../structure.css.js";

export type WorkerImport = ApiResponse<"get", "/api/companies/{companyId}/workers/imports/{importId}">;

interface ErrorLine {
  id: string;
  row: number;
  who: string;
  field: string;
  message: string;
}

/** Every error of every row, one line each (a row with two errors gives two lines). */
export function errorLines(result: Pick<WorkerImport, "rows">): ErrorLine[] {
  return result.rows.flatMap((r) =>
    r.errors.map((e, i) => ({
      id: `${r.row}-${i}`,
      row: r.row,
      who: r.email ?? r.name ?? "",
      field: e.field,
      message: e.message,
    })),
  );
}

/** The row-by-row problems of an import (the spreadsheet's row number, the field, the server's message). */
export function ImportReport({ result }: { result: Pick<WorkerImport, "rows"> }) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const lines = errorLines(result);
  const t = (id: string) => intl.formatMessage({ id: `people.import.${id}` });
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="import-errors">
      <h2 id="import-errors" className={css.sectionTitle}>
        {t("errors")}
      </h2>
      <div className={css.scrollX}>
        <DataTable
          label={t("errors")}
          columns={[
            { id: "row", header: t("col.row"), isRowHeader: true, cell: (l) => intl.formatNumber(l.row) },
            { id: "who", header: t("col.who"), cell: (l) => l.who },
            { id: "field", header: t("col.field"), cell: (l) => l.field },
            { id: "message", header: t("col.message"), cell: (l) => l.message },
          ]}
          rows={lines.slice((page - 1) * pageSize, page * pageSize)}
          total={lines.length}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </div>
    </section>
  );
}
