import { useIntl } from "react-intl";
import { Cell, Column, Row, Table, TableBody, TableHeader } from "react-aria-components";
import { Button } from "../Button/index.js";
import { SelectField } from "../SelectField/index.js";
import * as styles from "../styles.css.js";

/** Spec §9: tables page by 5, 20 or 50 rows. */
export const PAGE_SIZES = [5, 20, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => React.ReactNode;
  isRowHeader?: boolean;
}

export interface DataTableProps<T extends { id: string }> {
  label: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  /** Rows in every page together; paging is hidden when absent. */
  total?: number;
  page?: number;
  pageSize?: PageSize;
  onPageChange?: (page: number) => void;
  onPageSizeChange?: (size: PageSize) => void;
  /** Where a row leads when activated (keyboard Enter or click). */
  rowHref?: (row: T) => string;
  isLoading?: boolean;
}

/** A keyboard-navigable table (react-aria grid) with the spec's paging. */
export function DataTable<T extends { id: string }>(props: DataTableProps<T>) {
  const intl = useIntl();
  const { total, page = 1, pageSize = 20 } = props;
  const from = total ? (page - 1) * pageSize + 1 : 0;
  const to = total ? Math.min(total, page * pageSize) : 0;
  return (
    <div>
      {/* a wide table scrolls inside its own box, never the page (a region, so it is reachable by keyboard) */}
      <div className={styles.tableScroll} role="region" aria-label={props.label} tabIndex={0}>
        <Table aria-label={props.label} className={styles.table} aria-busy={props.isLoading || undefined}>
          <TableHeader>
            {props.columns.map((c) => (
              <Column key={c.id} id={c.id} isRowHeader={c.isRowHeader} className={styles.th}>
                {c.header}
              </Column>
            ))}
          </TableHeader>
          <TableBody
            renderEmptyState={() => (
              <div className={styles.td} style={{ textAlign: "center" }}>
                {intl.formatMessage({ id: props.isLoading ? "app.loading" : "common.noResults" })}
              </div>
            )}
          >
            {props.rows.map((r) => (
              <Row key={r.id} id={r.id} href={props.rowHref?.(r)} className={styles.tableRow}>
                {props.columns.map((c) => (
                  <Cell key={c.id} className={styles.td}>
                    {c.cell(r)}
                  </Cell>
                ))}
              </Row>
            ))}
          </TableBody>
        </Table>
      </div>
      {total !== undefined && props.onPageChange && (
        <div className={styles.tableFooter}>
          {props.onPageSizeChange && (
            <div style={{ minWidth: "7rem" }}>
              <SelectField
                label={intl.formatMessage({ id: "common.rowsPerPage" })}
                options={PAGE_SIZES.map((n) => ({ id: String(n), label: String(n) }))}
                value={String(pageSize)}
                onChange={(v) => props.onPageSizeChange?.(Number(v) as PageSize)}
              />
            </div>
          )}
          <span aria-live="polite">{intl.formatMessage({ id: "common.pageOf" }, { from, to, total })}</span>
          <Button
            variant="secondary"
            isDisabled={page <= 1}
            onPress={() => props.onPageChange?.(page - 1)}
            aria-label={intl.formatMessage({ id: "common.previousPage" })}
          >
            ‹
          </Button>
          <Button
            variant="secondary"
            isDisabled={to >= total}
            onPress={() => props.onPageChange?.(page + 1)}
            aria-label={intl.formatMessage({ id: "common.nextPage" })}
          >
            ›
          </Button>
        </div>
      )}
    </div>
  );
}
