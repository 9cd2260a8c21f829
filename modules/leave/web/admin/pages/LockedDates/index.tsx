import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import {
  api,
  ApiError,
  messageOf,
  Button,
  DataTable,
  Page,
  TextField,
  notify,
  useValidators,
  DatePicker,
} from "@web/kit";
import { LOCKED_DATE_MAX_DAYS } from "../../../../contract/index.js";
import * as css from "../../admin.css.js";
import { countDays, dateOfDay } from "../../../../../../core/dates/calendar-days.js";
import { leaveKeys, useCompanyId, useFormatDay, useIsAdmin, type LockedDate } from "../../lib/data.js";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /locked-dates (admin writes, every level reads): periods nobody may take leave in (spec §5: the date picker
 * disables them), at most 30 days each (spec §9, "Locked date invalid! Maximun 30 days").
 */
export default function LockedDatesPage() {
  const intl = useIntl();
  const companyId = useCompanyId();
  const isAdmin = useIsAdmin();
  const client = useQueryClient();
  const formatDay = useFormatDay();
  const v = useValidators();
  const [form, setForm] = useState({ startDate: "", endDate: "", reason: "" });
  const [errors, setErrors] = useState<{ startDate?: string; endDate?: string; reason?: string }>({});
  const list = useQuery({
    queryKey: leaveKeys.locked(companyId),
    enabled: Boolean(companyId),
    queryFn: () => api.get("/api/companies/{companyId}/leave/locked-dates", { params: { companyId } }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });
  const add = useMutation({
    meta: { quiet: true },
    mutationFn: (body: { startDate: string; endDate: string; reason?: string }) =>
      api.post("/api/companies/{companyId}/leave/locked-dates", { params: { companyId }, body }),
    onSuccess: async () => {
      notify("positive", intl.formatMessage({ id: "leave.admin.locked.added" }));
      setForm({ startDate: "", endDate: "", reason: "" });
      await refresh();
    },
    onError: (error) => {
      const field = error instanceof ApiError && error.field === "startDate" ? "startDate" : "endDate";
      setErrors({ [field]: messageOf(error) });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.delete("/api/companies/{companyId}/leave/locked-dates/{lockedDateId}", {
        params: { companyId, lockedDateId: id },
      }),
    meta: { quiet: true },
    onSuccess: async () => {
      notify("positive", intl.formatMessage({ id: "leave.admin.locked.removed" }));
      await refresh();
    },
    onError: (error) => notify("negative", messageOf(error)),
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const wrong = intl.formatMessage({ id: "validation.date" });
    const next: typeof errors = {
      startDate: v.required(form.startDate) ?? (ISO.test(form.startDate) ? undefined : wrong),
      endDate: v.required(form.endDate) ?? (ISO.test(form.endDate) ? undefined : wrong),
      reason: v.maxLength(form.reason, 200) ?? undefined,
    };
    if (!next.startDate && !next.endDate) {
      const days = countDays(form.startDate, form.endDate);
      if (days < 1) next.endDate = intl.formatMessage({ id: "leave.admin.locked.chooseCorrect" });
      // spec §9: a locked period is at most 30 days (the server says the same)
      else if (days > LOCKED_DATE_MAX_DAYS) next.endDate = intl.formatMessage({ id: "leave.admin.locked.max" });
    }
    setErrors(next);
    if (!next.startDate && !next.endDate && !next.reason)
      add.mutate({
        startDate: form.startDate,
        endDate: form.endDate,
        ...(form.reason.trim() ? { reason: form.reason.trim() } : {}),
      });
  };

  return (
    <Page title={intl.formatMessage({ id: "leave.admin.locked.title" })}>
      <p className={css.hint}>{intl.formatMessage({ id: "leave.admin.locked.hint" }, { n: LOCKED_DATE_MAX_DAYS })}</p>
      {isAdmin && (
        <section className={css.section} aria-labelledby="leave-locked-add">
          <h2 id="leave-locked-add" className={css.sectionTitle}>
            {intl.formatMessage({ id: "leave.admin.locked.addTitle" })}
          </h2>
          <form noValidate onSubmit={submit} className={css.formGrid}>
            <DatePicker
              label={intl.formatMessage({ id: "leave.admin.locked.start" })}
              value={form.startDate}
              onChange={(startDate) => setForm((current) => ({ ...current, startDate }))}
              errorMessage={errors.startDate}
            />
            <DatePicker
              label={intl.formatMessage({ id: "leave.admin.locked.end" })}
              value={form.endDate}
              onChange={(endDate) => setForm((current) => ({ ...current, endDate }))}
              errorMessage={errors.endDate}
            />
            <TextField
              label={intl.formatMessage({ id: "leave.admin.locked.reason" })}
              value={form.reason}
              onChange={(reason) => setForm({ ...form, reason })}
              errorMessage={errors.reason}
            />
            <div style={{ alignSelf: "start", paddingTop: "1.6rem" }}>
              <Button type="submit" isDisabled={add.isPending}>
                {intl.formatMessage({ id: "leave.admin.locked.add" })}
              </Button>
            </div>
          </form>
        </section>
      )}
      <DataTable<LockedDate>
        label={intl.formatMessage({ id: "leave.admin.locked.title" })}
        isLoading={list.isPending}
        rows={list.data?.items ?? []}
        columns={[
          {
            id: "period",
            header: intl.formatMessage({ id: "leave.admin.locked.period" }),
            isRowHeader: true,
            cell: (l) =>
              intl.formatDateTimeRange(dateOfDay(l.startDate), dateOfDay(l.endDate), {
                dateStyle: "medium",
                timeZone: "UTC",
              }),
          },
          {
            id: "reason",
            header: intl.formatMessage({ id: "leave.admin.locked.reason" }),
            cell: (l) => l.reason ?? "",
          },
          ...(isAdmin
            ? [
                {
                  id: "actions",
                  header: intl.formatMessage({ id: "common.actions" }),
                  cell: (l: LockedDate) => (
                    <Button
                      variant="ghost"
                      className={css.smallButton}
                      isDisabled={remove.isPending}
                      aria-label={intl.formatMessage(
                        { id: "leave.admin.locked.removeOf" },
                        { start: formatDay(l.startDate) },
                      )}
                      onPress={() => remove.mutate(l.id)}
                    >
                      {intl.formatMessage({ id: "common.delete" })}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Page>
  );
}
