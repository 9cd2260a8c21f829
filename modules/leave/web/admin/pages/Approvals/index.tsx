import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, Button, ButtonLink, DataTable, messageOf, notify, Page, shared, usePagedList } from "@web/kit";
import * as css from "../../admin.css.js";
import { DenyDialog } from "../../components/DenyDialog/index.js";
import {
  leaveKeys,
  titleOf,
  useCompanyId,
  useFormatDay,
  useLeaveTypes,
  useWorkerNames,
  type LeaveRequest,
} from "../../lib/data.js";

/**
 * /approvals (spec §2 "leaders": admin, revisor): the requests waiting for the person's decision
 * (`GET /leave/requests/pending-approvals`), approved or denied with a reason. A request someone else decided in
 * the meantime answers 409 (LEAVE_STATUS_CHANGED / LEAVE_TRANSITION_INVALID): its catalogue message is shown and
 * the list read again.
 */
export default function ApprovalsPage() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const names = useWorkerNames();
  const types = useLeaveTypes();
  const formatDay = useFormatDay();
  const [denying, setDenying] = useState<LeaveRequest | null>(null);

  const list = usePagedList({
    queryKey: leaveKeys.pending(companyId),
    enabled: Boolean(companyId),
    fetchPage: (page) =>
      api.get("/api/companies/{companyId}/leave/requests/pending-approvals", { params: { companyId }, query: page }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });

  const decide = useMutation({
    meta: { quiet: true },
    mutationFn: ({
      request,
      action,
      reason,
    }: {
      request: LeaveRequest;
      action: "approve" | "deny";
      reason?: string;
    }) =>
      action === "approve"
        ? api.post("/api/companies/{companyId}/leave/requests/{requestId}/approve", {
            params: { companyId, requestId: request.id },
            body: {},
          })
        : api.post("/api/companies/{companyId}/leave/requests/{requestId}/deny", {
            params: { companyId, requestId: request.id },
            body: { reason },
          }),
    onSuccess: async (result, { action }) => {
      // an earlier step of the chain approved: the request stays pending for the next approver
      const next = result.status === "pending";
      notify(
        "positive",
        intl.formatMessage({
          id:
            action === "deny"
              ? "leave.approvals.denied"
              : next
                ? "leave.approvals.stepApproved"
                : "leave.approvals.approved",
        }),
      );
      setDenying(null);
      await refresh();
    },
    onError: async (error) => {
      notify("negative", messageOf(error));
      setDenying(null);
      await refresh();
    },
  });

  const nameOf = (userId: string) => names.get(userId) ?? intl.formatMessage({ id: "leave.calendar.someone" });
  const typeOf = (id: string) => types.data?.find((t) => t.id === id);
  const rows = list.items;

  return (
    <Page title={intl.formatMessage({ id: "leave.approvals.title" })}>
      <p className={css.hint}>{intl.formatMessage({ id: "leave.approvals.hint" })}</p>
      {!list.table.isLoading && list.table.total === 0 && (
        // issue 12: a friendly empty state
        <div className={shared.row}>
          <p>{intl.formatMessage({ id: "leave.home.approvalsEmpty" })}</p>
          <ButtonLink href="/team-calendar">{intl.formatMessage({ id: "leave.home.calendar" })}</ButtonLink>
        </div>
      )}
      <div className={css.scrollX}>
        <DataTable
          label={intl.formatMessage({ id: "leave.approvals.title" })}
          rows={rows}
          {...list.table}
          columns={[
            {
              id: "person",
              header: intl.formatMessage({ id: "leave.approvals.person" }),
              isRowHeader: true,
              cell: (r) => nameOf(r.userId),
            },
            {
              id: "type",
              header: intl.formatMessage({ id: "leave.approvals.type" }),
              cell: (r) => {
                const type = typeOf(r.leaveTypeId);
                return (
                  <span>
                    <span className={css.swatch} style={{ background: type?.color }} aria-hidden="true" />
                    {titleOf(type, intl.locale)}
                  </span>
                );
              },
            },
            {
              id: "dates",
              header: intl.formatMessage({ id: "leave.approvals.dates" }),
              cell: (r) =>
                r.startDate === r.endDate
                  ? formatDay(r.startDate)
                  : intl.formatMessage(
                      { id: "leave.approvals.range" },
                      { start: formatDay(r.startDate), end: formatDay(r.endDate) },
                    ),
            },
            {
              id: "days",
              header: intl.formatMessage({ id: "leave.approvals.days" }),
              cell: (r) => intl.formatMessage({ id: "leave.approvals.countDays" }, { n: r.countDays }),
            },
            { id: "note", header: intl.formatMessage({ id: "leave.approvals.note" }), cell: (r) => r.note ?? "" },
            {
              id: "actions",
              header: intl.formatMessage({ id: "common.actions" }),
              cell: (r) => (
                <div className={css.cellActions}>
                  <Button
                    className={css.smallButton}
                    isDisabled={decide.isPending}
                    aria-label={intl.formatMessage({ id: "leave.approvals.approveOf" }, { name: nameOf(r.userId) })}
                    onPress={() => decide.mutate({ request: r, action: "approve" })}
                  >
                    {intl.formatMessage({ id: "leave.approvals.approve" })}
                  </Button>
                  <Button
                    variant="secondary"
                    className={css.smallButton}
                    isDisabled={decide.isPending}
                    aria-label={intl.formatMessage({ id: "leave.approvals.denyOf" }, { name: nameOf(r.userId) })}
                    onPress={() => setDenying(r)}
                  >
                    {intl.formatMessage({ id: "leave.approvals.deny" })}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      </div>
      <DenyDialog
        name={denying ? nameOf(denying.userId) : ""}
        isOpen={denying !== null}
        pending={decide.isPending}
        onConfirm={(reason) => denying && decide.mutate({ request: denying, action: "deny", reason })}
        onClose={() => setDenying(null)}
      />
    </Page>
  );
}
