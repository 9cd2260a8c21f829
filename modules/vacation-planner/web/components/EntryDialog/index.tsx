import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { api, ApiError, messageOf, Button, DatePicker, Dialog, SelectField, TextField, notify, useT } from "@web/kit";
import * as css from "../../planner.css.js";
import { ISO_DAY } from "../../../../../core/dates/calendar-days.js";
import {
  plannerKeys,
  titleOf,
  useCompanyId,
  type PlannerAbsence,
  type PlannerLeaveType,
  type PlannerPerson,
} from "../../lib/data.js";

/** What the dialog edits: a plan entry of a person, or a new one (optionally for a chosen person). */
export type EntryTarget = { userId?: string; entry?: PlannerAbsence };

type Field = "userId" | "leaveTypeId" | "startDate" | "endDate" | "note";
const FIELDS: readonly Field[] = ["userId", "leaveTypeId", "startDate", "endDate", "note"];

/**
 * Adds a plan entry or changes one (spec: the end date is inclusive, as a leave's). The person is fixed once planned.
 * Types counted in hours are not offered (plans are whole days). The server's refusals (overlap, dates before today,
 * a type without ranges) are shown on their field, or above the buttons when they name none.
 */
export function EntryDialog({
  target,
  people,
  types,
  onClose,
}: {
  target: EntryTarget;
  people: readonly PlannerPerson[];
  types: readonly PlannerLeaveType[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = useT("vacation-planner.entry");
  const companyId = useCompanyId();
  const client = useQueryClient();
  const editing = target.entry;
  const dayTypes = types.filter((x) => x.unit === "days");
  const [form, setForm] = useState({
    userId: target.userId ?? "",
    leaveTypeId: editing?.leaveTypeId ?? (dayTypes.length === 1 ? dayTypes[0]!.id : ""),
    startDate: editing?.startDate ?? "",
    endDate: editing?.endDate ?? "",
    note: editing?.note ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field | "form", string>>>({});
  const set = (field: Field) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined, form: undefined }));
  };

  const save = useMutation({
    meta: { quiet: true },
    mutationFn: () => {
      const body = {
        leaveTypeId: form.leaveTypeId,
        startDate: form.startDate,
        endDate: form.endDate || form.startDate,
      };
      return editing
        ? api.patch("/api/companies/{companyId}/vacation-planner/entries/{entryId}", {
            params: { companyId, entryId: editing.id },
            body: { ...body, note: form.note.trim() },
          })
        : api.post("/api/companies/{companyId}/vacation-planner/entries", {
            params: { companyId },
            body: { ...body, userId: form.userId, ...(form.note.trim() ? { note: form.note.trim() } : {}) },
          });
    },
    onSuccess: async () => {
      notify("positive", t(editing ? "changed" : "added"));
      await client.invalidateQueries({ queryKey: plannerKeys.all(companyId) });
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.field : undefined;
      setErrors({ [field && (FIELDS as readonly string[]).includes(field) ? field : "form"]: messageOf(error) });
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const required = intl.formatMessage({ id: "validation.required" });
    const selection = intl.formatMessage({ id: "validation.selection" });
    const wrong = intl.formatMessage({ id: "validation.date" });
    const next: typeof errors = {
      userId: form.userId ? undefined : selection,
      leaveTypeId: form.leaveTypeId ? undefined : selection,
      startDate: !form.startDate ? required : ISO_DAY.test(form.startDate) ? undefined : wrong,
      endDate: form.endDate && !ISO_DAY.test(form.endDate) ? wrong : undefined,
      note: form.note.length > 500 ? intl.formatMessage({ id: "validation.maxLength" }, { n: 500 }) : undefined,
    };
    if (!next.startDate && !next.endDate && form.endDate && form.endDate < form.startDate)
      next.endDate = t("endBeforeStart");
    setErrors(next);
    if (Object.values(next).every((v) => !v)) save.mutate();
  };

  const person = people.find((p) => p.userId === form.userId);
  return (
    <Dialog title={editing ? t("editTitle", { name: person?.name ?? "" }) : t("addTitle")} isOpen onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <div className={css.formGrid}>
          <SelectField
            label={t("person")}
            options={people.map((p) => ({ id: p.userId, label: p.name }))}
            value={form.userId || null}
            onChange={set("userId")}
            isDisabled={Boolean(editing)}
            errorMessage={errors.userId}
          />
          <SelectField
            label={t("type")}
            options={dayTypes.map((x) => ({ id: x.id, label: titleOf(x, intl.locale) }))}
            value={form.leaveTypeId || null}
            onChange={set("leaveTypeId")}
            errorMessage={errors.leaveTypeId}
            description={dayTypes.length === 0 ? t("noTypes") : undefined}
          />
          <DatePicker
            label={t("start")}
            value={form.startDate}
            onChange={set("startDate")}
            errorMessage={errors.startDate}
          />
          <DatePicker
            label={t("end")}
            description={t("endHint")}
            value={form.endDate}
            onChange={set("endDate")}
            errorMessage={errors.endDate}
          />
        </div>
        <TextField label={t("note")} value={form.note} onChange={set("note")} errorMessage={errors.note} />
        {errors.form && (
          <p role="alert" className={css.errorText}>
            {errors.form}
          </p>
        )}
        <div className={css.dialogActions}>
          <Button type="submit" isPending={save.isPending}>
            {editing ? intl.formatMessage({ id: "common.save" }) : t("add")}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
