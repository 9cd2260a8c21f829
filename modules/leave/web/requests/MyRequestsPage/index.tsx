import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  api,
  useSession,
  useCompanyToday,
  Button,
  ButtonLink,
  DataTable,
  type PageSize,
  Dialog,
  Page,
  SelectField,
  shared,
  TextField,
  notify,
  useT,
} from "@web/kit";
import { LEAVE_STATUSES, QUICK_RANGES, transitionFor } from "../../../contract/index.js";
import { LeaveDates } from "../components/LeaveDates/index.js";
import {
  leaveRequestKeys,
  useCompanyId,
  useLeaveLocale,
  useLeaveTypes,
  useMyRequests,
  type LeaveRequestView,
  type MyRequestsQuery,
} from "../data.js";
import { inUnit } from "../lib.js";
import * as styles from "../requests.css.js";

type Status = (typeof LEAVE_STATUSES)[number];
type QuickRange = (typeof QUICK_RANGES)[number];
const ALL = "all";

/**
 * /my-requests (spec §2, every level): one's own requests, filtered by status, leave type and the spec §9 quick
 * ranges; a pending request, or an approved one that has not started, can be canceled (the state machine's
 * `cancel`; an admin cancels an approved one at any time).
 */
export default function MyRequestsPage() {
  const t = useT("leave.requests");
  const locale = useLeaveLocale();
  const companyId = useCompanyId();
  const { level } = useSession();
  const client = useQueryClient();
  const [status, setStatus] = useState<Status | typeof ALL>(ALL);
  const [typeId, setTypeId] = useState<string>(ALL);
  const [range, setRange] = useState<QuickRange | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(20);
  const [canceling, setCanceling] = useState<LeaveRequestView | null>(null);
  const [reason, setReason] = useState("");

  const query: MyRequestsQuery = {
    limit: pageSize,
    skip: (page - 1) * pageSize,
    ...(status !== ALL ? { status } : {}),
    ...(typeId !== ALL ? { leaveTypeId: typeId } : {}),
    ...(range ? { range } : {}),
  };
  const requests = useMyRequests(query);
  const types = useLeaveTypes();
  const typeOf = (id: string) => types.data?.find((type) => type.id === id);

  const cancel = useMutation({
    meta: { quiet: true },
    mutationFn: (input: { id: string; reason: string }) =>
      api.post("/api/companies/{companyId}/leave/requests/{requestId}/cancel", {
        params: { companyId, requestId: input.id },
        body: input.reason.trim() ? { reason: input.reason.trim() } : {},
      }),
    onSuccess: async () => {
      notify("positive", t("mine.canceled"));
      setCanceling(null);
      setReason("");
      await client.invalidateQueries({ queryKey: leaveRequestKeys.all(companyId) });
    },
  });

  const today = useCompanyToday();
  /** The state machine's cancel, plus the rule that a requester cancels an approved leave only before it starts. */
  const canCancel = (request: LeaveRequestView) => {
    const transition = transitionFor("cancel", request.status);
    if (!transition) return false;
    if (level === "admin") return true;
    return request.status === "pending" || request.startDate > today;
  };

  const reset = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Page
      title={t("mine.title")}
      actions={
        <ButtonLink href="/choose-leaves" variant="primary">
          {t("mine.new")}
        </ButtonLink>
      }
    >
      <div className={styles.filters}>
        <SelectField
          label={t("mine.status")}
          options={[
            { id: ALL, label: t("mine.allStatuses") },
            ...LEAVE_STATUSES.map((s) => ({ id: s, label: t(`status.${s}`) })),
          ]}
          value={status}
          onChange={(value) => reset(() => setStatus(value as Status))}
        />
        <SelectField
          label={t("mine.type")}
          options={[
            { id: ALL, label: t("mine.allTypes") },
            ...(types.data ?? []).map((type) => ({ id: type.id, label: type.title[locale] })),
          ]}
          value={typeId}
          onChange={(value) => reset(() => setTypeId(value))}
        />
      </div>
      <div role="group" aria-label={t("mine.period")} className={styles.quick}>
        <Button
          variant={range === null ? "primary" : "secondary"}
          aria-pressed={range === null}
          onPress={() => reset(() => setRange(null))}
        >
          {t("range.all")}
        </Button>
        {QUICK_RANGES.map((r) => (
          <Button
            key={r}
            variant={range === r ? "primary" : "secondary"}
            aria-pressed={range === r}
            onPress={() => reset(() => setRange(r))}
          >
            {t(`range.${r}`)}
          </Button>
        ))}
      </div>
      {requests.isError && (
        <p role="alert" className={shared.errorText}>
          {requests.error.message}
        </p>
      )}
      <DataTable<LeaveRequestView>
        label={t("mine.title")}
        isLoading={requests.isPending}
        rows={requests.data?.items ?? []}
        total={requests.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => reset(() => setPageSize(size))}
        columns={[
          {
            id: "type",
            header: t("mine.type"),
            isRowHeader: true,
            cell: (row) => {
              const type = typeOf(row.leaveTypeId);
              return (
                <>
                  <span className={styles.swatch} style={{ background: type?.color ?? "#888" }} aria-hidden="true" />
                  {type?.title[locale] ?? row.leaveTypeId}
                </>
              );
            },
          },
          {
            id: "dates",
            header: t("mine.dates"),
            cell: (row) => <LeaveDates {...row} />,
          },
          {
            id: "amount",
            header: t("mine.amount"),
            cell: (row) =>
              typeOf(row.leaveTypeId)?.unit === "hours"
                ? t("amount.hours", { n: inUnit(row.amount, "hours") })
                : t("amount.days", { n: row.countDays }),
          },
          { id: "status", header: t("mine.status"), cell: (row) => t(`status.${row.status}`) },
          {
            // the approver's comment or the reason of a denial, as the decision left it (issue 12)
            id: "comment",
            header: t("mine.comment"),
            cell: (row) => row.history.findLast((h) => h.reason && h.by !== row.userId)?.reason ?? "",
          },
          {
            id: "actions",
            header: t("mine.actions"),
            cell: (row) =>
              canCancel(row) ? (
                <Button variant="ghost" onPress={() => setCanceling(row)}>
                  {t("mine.cancel")}
                </Button>
              ) : null,
          },
        ]}
      />
      <Dialog
        title={t("mine.cancelTitle")}
        isOpen={canceling !== null}
        onClose={() => {
          setCanceling(null);
          cancel.reset();
        }}
      >
        {canceling && (
          <>
            <p>
              {typeOf(canceling.leaveTypeId)?.title[locale]}: <LeaveDates {...canceling} />
            </p>
            <TextField label={t("mine.cancelReason")} value={reason} onChange={setReason} maxLength={1000} />
            {cancel.error && (
              <p role="alert" className={shared.errorText}>
                {cancel.error.message}
              </p>
            )}
            <div className={shared.row}>
              <Button
                variant="danger"
                isPending={cancel.isPending}
                onPress={() => cancel.mutate({ id: canceling.id, reason })}
              >
                {t("mine.confirmCancel")}
              </Button>
              <Button variant="secondary" onPress={() => setCanceling(null)}>
                {t("mine.keep")}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </Page>
  );
}
