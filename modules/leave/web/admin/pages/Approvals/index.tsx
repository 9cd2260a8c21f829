import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, Button, ButtonLink, Checkbox, DataTable, messageOf, notify, Page, shared, usePagedList } from "@web/kit";
import * as css from "../../admin.css.js";
import { DecisionDialog } from "../../components/DecisionDialog/index.js";
import {
  leaveKeys,
  titleOf,
  useCompanyId,
  useFormatDay,
  useLeaveTypes,
  useWorkerNames,
  type PendingApproval,
} from "../../lib/data.js";

type BulkResult = { requestId: string; ok: boolean; status?: string; error?: { code: string; message: string } };

/**
 * /approvals (spec §2 "leaders": admin, revisor): the requests waiting for the person's decision
 * (`GET /leave/requests/pending-approvals`), each with the balance its type will have once approved and the
 * teammates away on its days (issue 12). Approved with an optional comment the requester reads, or denied with a
 * reason; several are approved at once (`POST /leave/requests/bulk-approve`), each through the state machine, and
 * the ones refused are listed with their reason. A request someone else decided in the meantime answers 409
 * (LEAVE_STATUS_CHANGED / LEAVE_TRANSITION_INVALID): its catalogue message is shown and the list read again.
 */
export default function ApprovalsPage() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const names = useWorkerNames();
  const types = useLeaveTypes();
  const formatDay = useFormatDay();
  const [denying, setDenying] = useState<PendingApproval | null>(null);
  // one request to approve, or "selected" for the bulk approval
  const [approving, setApproving] = useState<PendingApproval | "selected" | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [failures, setFailures] = useState<Array<{ name: string; message: string }>>([]);

  const list = usePagedList({
    queryKey: leaveKeys.pending(companyId),
    enabled: Boolean(companyId),
    fetchPage: (page) =>
      api.get("/api/companies/{companyId}/leave/requests/pending-approvals", { params: { companyId }, query: page }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });
  const rows = list.items;
  const nameOf = (userId: string) => names.get(userId) ?? intl.formatMessage({ id: "leave.calendar.someone" });
  const typeOf = (id: string) => types.data?.find((t) => t.id === id);
  const range = (r: { startDate: string; endDate: string }) =>
    r.startDate === r.endDate
      ? formatDay(r.startDate)
      : intl.formatMessage(
          { id: "leave.approvals.range" },
          { start: formatDay(r.startDate), end: formatDay(r.endDate) },
        );

  const decide = useMutation({
    meta: { quiet: true },
    mutationFn: ({
      request,
      action,
      reason,
    }: {
      request: PendingApproval;
      action: "approve" | "deny";
      reason?: string;
    }) =>
      action === "approve"
        ? api.post("/api/companies/{companyId}/leave/requests/{requestId}/approve", {
            params: { companyId, requestId: request.id },
            body: reason ? { reason } : {},
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
      setApproving(null);
      await refresh();
    },
    onError: async (error) => {
      notify("negative", messageOf(error));
      setDenying(null);
      setApproving(null);
      await refresh();
    },
  });

  const bulk = useMutation({
    meta: { quiet: true },
    mutationFn: (input: { requestIds: string[]; reason?: string }) =>
      api.post("/api/companies/{companyId}/leave/requests/bulk-approve", { params: { companyId }, body: input }),
    onSuccess: async ({ results }: { results: BulkResult[] }) => {
      const ok = results.filter((r) => r.ok).length;
      if (ok) notify("positive", intl.formatMessage({ id: "leave.approvals.bulkDone" }, { n: ok }));
      const byId = new Map(rows.map((r) => [r.id, r]));
      setFailures(
        results
          .filter((r) => !r.ok)
          .map((r) => ({
            name: nameOf(byId.get(r.requestId)?.userId ?? ""),
            message: r.error?.message ?? "",
          })),
      );
      setSelected(new Set());
      setApproving(null);
      await refresh();
    },
    onError: (error) => {
      notify("negative", messageOf(error));
      setApproving(null);
    },
  });

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const shown = rows.filter((r) => selected.has(r.id));
  const busy = decide.isPending || bulk.isPending;

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
      {rows.length > 0 && (
        <div className={css.toolbar}>
          <Checkbox
            isSelected={rows.length > 0 && rows.every((r) => selected.has(r.id))}
            isIndeterminate={shown.length > 0 && shown.length < rows.length}
            onChange={(on) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set())}
          >
            {intl.formatMessage({ id: "leave.approvals.selectAll" })}
          </Checkbox>
          <Button isDisabled={shown.length === 0 || busy} onPress={() => setApproving("selected")}>
            {intl.formatMessage({ id: "leave.approvals.approveSelected" }, { n: shown.length })}
          </Button>
        </div>
      )}
      {failures.length > 0 && (
        <div role="alert" className={css.errorBox}>
          <p>{intl.formatMessage({ id: "leave.approvals.bulkFailed" })}</p>
          <ul>
            {failures.map((f, i) => (
              <li key={i}>{intl.formatMessage({ id: "leave.approvals.bulkFailedItem" }, f)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={css.scrollX}>
        <DataTable
          label={intl.formatMessage({ id: "leave.approvals.title" })}
          rows={rows}
          {...list.table}
          columns={[
            {
              id: "select",
              header: intl.formatMessage({ id: "leave.approvals.selected" }),
              cell: (r) => (
                <Checkbox
                  isSelected={selected.has(r.id)}
                  onChange={(on) => toggle(r.id, on)}
                  aria-label={intl.formatMessage({ id: "leave.approvals.selectOf" }, { name: nameOf(r.userId) })}
                >
                  {""}
                </Checkbox>
              ),
            },
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
            { id: "dates", header: intl.formatMessage({ id: "leave.approvals.dates" }), cell: range },
            {
              id: "days",
              header: intl.formatMessage({ id: "leave.approvals.days" }),
              cell: (r) => intl.formatMessage({ id: "leave.approvals.countDays" }, { n: r.countDays }),
            },
            {
              id: "balance",
              header: intl.formatMessage({ id: "leave.approvals.balanceAfter" }),
              cell: (r) =>
                r.balanceAfter
                  ? intl.formatMessage(
                      {
                        id: r.balanceAfter.unit === "hours" ? "leave.approvals.leftHours" : "leave.approvals.leftDays",
                      },
                      { n: Math.round(r.balanceAfter.availableInUnit * 10) / 10 },
                    )
                  : intl.formatMessage({ id: "leave.approvals.untracked" }),
            },
            {
              id: "overlaps",
              header: intl.formatMessage({ id: "leave.approvals.overlaps" }),
              cell: (r) =>
                r.overlaps.length === 0 ? (
                  intl.formatMessage({ id: "leave.approvals.noOverlaps" })
                ) : (
                  <ul className={css.plainList}>
                    {r.overlaps.map((o, i) => (
                      <li key={i}>
                        {o.name || nameOf(o.userId)} · {range(o)}
                      </li>
                    ))}
                  </ul>
                ),
            },
            { id: "note", header: intl.formatMessage({ id: "leave.approvals.note" }), cell: (r) => r.note ?? "" },
            {
              id: "actions",
              header: intl.formatMessage({ id: "common.actions" }),
              cell: (r) => (
                <div className={css.cellActions}>
                  <Button
                    className={css.smallButton}
                    isDisabled={busy}
                    aria-label={intl.formatMessage({ id: "leave.approvals.approveOf" }, { name: nameOf(r.userId) })}
                    onPress={() => setApproving(r)}
                  >
                    {intl.formatMessage({ id: "leave.approvals.approve" })}
                  </Button>
                  <Button
                    variant="secondary"
                    className={css.smallButton}
                    isDisabled={busy}
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
      <DecisionDialog
        action={approving ? "approve" : denying ? "deny" : null}
        title={
          approving === "selected"
            ? intl.formatMessage({ id: "leave.approvals.approveManyTitle" }, { n: shown.length })
            : approving
              ? intl.formatMessage({ id: "leave.approvals.approveOf" }, { name: nameOf(approving.userId) })
              : intl.formatMessage({ id: "leave.approvals.denyTitle" }, { name: denying ? nameOf(denying.userId) : "" })
        }
        pending={busy}
        onConfirm={(text) => {
          if (approving === "selected")
            bulk.mutate({ requestIds: shown.map((r) => r.id), ...(text ? { reason: text } : {}) });
          else if (approving) decide.mutate({ request: approving, action: "approve", reason: text });
          else if (denying) decide.mutate({ request: denying, action: "deny", reason: text });
        }}
        onClose={() => {
          setApproving(null);
          setDenying(null);
        }}
      />
    </Page>
  );
}
