import { useIntl } from "react-intl";
import { ButtonLink, DataTable, Page } from "@web/kit";
import * as css from "../../admin.css.js";
import { inUnit, titleOf, useLeaveTypes } from "../../lib/data.js";

/** /config-leave-type (spec §2: admin): the company's leave types in their order; a row opens its editor. */
export default function LeaveTypesPage() {
  const intl = useIntl();
  const types = useLeaveTypes();
  const yesNo = (b: boolean) => intl.formatMessage({ id: b ? "common.yes" : "common.no" });
  return (
    <Page
      title={intl.formatMessage({ id: "leave.types.title" })}
      actions={
        <>
          <ButtonLink href="/choose-pack">{intl.formatMessage({ id: "leave.packs.title" })}</ButtonLink>
          <ButtonLink href="/config-leave-type/new" variant="primary">
            {intl.formatMessage({ id: "leave.types.create" })}
          </ButtonLink>
        </>
      }
    >
      {types.data?.length === 0 && <p className={css.hint}>{intl.formatMessage({ id: "leave.types.empty" })}</p>}
      <div className={css.scrollX}>
        <DataTable
          label={intl.formatMessage({ id: "leave.types.title" })}
          isLoading={types.isPending}
          rows={types.data ?? []}
          rowHref={(t) => `/config-leave-type/${t.id}`}
          columns={[
            {
              id: "title",
              header: intl.formatMessage({ id: "leave.types.name" }),
              isRowHeader: true,
              cell: (t) => (
                <span>
                  <span className={css.swatch} style={{ background: t.color }} aria-hidden="true" />
                  {titleOf(t, intl.locale)}
                </span>
              ),
            },
            {
              id: "total",
              header: intl.formatMessage({ id: "leave.types.totalTime" }),
              cell: (t) =>
                intl.formatMessage(
                  { id: t.unit === "hours" ? "leave.types.hoursN" : "leave.types.daysN" },
                  { n: inUnit(t.totalTime, t.unit) },
                ),
            },
            { id: "paid", header: intl.formatMessage({ id: "leave.types.paid" }), cell: (t) => yesNo(t.paid) },
            {
              id: "accrual",
              header: intl.formatMessage({ id: "leave.types.accrual" }),
              cell: (t) => intl.formatMessage({ id: `leave.types.accrual.${t.accrual.kind}` }),
            },
            {
              id: "order",
              header: intl.formatMessage({ id: "leave.types.order" }),
              cell: (t) => intl.formatNumber(t.order),
            },
          ]}
        />
      </div>
    </Page>
  );
}
