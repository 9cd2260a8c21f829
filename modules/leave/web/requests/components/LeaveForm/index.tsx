import { useState, type ReactNode } from "react";
import { Form } from "react-aria-components";
import { FormattedMessage } from "react-intl";
import type { ApiRequestBody } from "../../../../../../sdk/src/index.js";
import {
  Button,
  ChoiceGroup,
  DatePicker,
  DateRangePicker,
  exclusiveToInclusiveEnd,
  SelectField,
  shared,
  TextField,
  useFieldErrors,
  useValidators,
  type Verdict,
  serverErrors,
  useT,
  useCompanyToday,
  useFeatureFlag,
} from "@web/kit";
import { leaveFlags } from "../../../../contract/flags.js";
import { useDateMarks, useLeaveLocale, type LeaveTypeView } from "../../data.js";
import { countDaysIfValid, hoursBetween, onFiveMinuteStep } from "../../lib.js";
import * as styles from "../../requests.css.js";
import { DateField } from "../DateField/index.js";
import { LeaveDates } from "../LeaveDates/index.js";

export type LeaveRequestBody = ApiRequestBody<"post", "/api/companies/{companyId}/leave/requests">;

type FieldName =
  "leaveTypeId" | "dates" | "startDate" | "endDate" | "startTime" | "endTime" | "halfDay" | `extra.${string}`;

/** How much of the day an hours-unit leave takes: a time range, a half day, or the whole scheduled day. */
type Span = "times" | "morning" | "afternoon" | "day";
const SPANS: readonly Span[] = ["times", "morning", "afternoon", "day"];

/**
 * The leave form shared by /create-leave and /payroll-create-leave: the type, its dates (a range, one day, or a day
 * and a time range for hour-based types), the type's text and date extra fields and a note. It shows what the leave
 * counts as it is filled in, checks on submit, and puts the server's refusal (already in the user's language: "Not
 * Allowed Overlapping", "Not enough time", "Date before now") on the field it names or above the button.
 */
export function LeaveForm({
  types,
  initialTypeId,
  before,
  ownLeaves = true,
  submitLabel,
  isPending,
  error,
  onSubmit,
}: {
  types: readonly LeaveTypeView[];
  initialTypeId?: string;
  /** Fields shown above the type (the payroll page's worker). */
  before?: ReactNode;
  /** Whether the pickers mark the signed-in person's own leaves (not when recording someone else's). */
  ownLeaves?: boolean;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  /** Called with a checked body; `beforeOk` lets the caller refuse (e.g. no worker chosen). */
  onSubmit: (body: LeaveRequestBody) => void;
}) {
  const t = useT("leave.requests.form");
  const locale = useLeaveLocale();
  const validators = useValidators();
  const { errors, check, recheck, formRef } = useFieldErrors<FieldName>();
  const marks = useDateMarks({ ownLeaves });
  const [typeId, setTypeId] = useState<string | null>(
    initialTypeId && types.some((type) => type.id === initialTypeId) ? initialTypeId : null,
  );
  const [startDate, setStartDate] = useState("");
  // the range picker's end is EXCLUSIVE (the day after the last, spec §5); the API keeps the last day itself
  const [pickerEnd, setPickerEnd] = useState("");
  const endDate = pickerEnd ? exclusiveToInclusiveEnd(pickerEnd) : "";
  const [startTime, setStartTime] = useState("");
  const [endTime, setEndTime] = useState("");
  const [span, setSpan] = useState<Span>("times");
  // the founder may switch half days off for the company (leave.half-days; the server refuses them then)
  const halfDays = useFeatureFlag(leaveFlags.halfDays) !== false;
  const [note, setNote] = useState("");
  const [extra, setExtra] = useState<Record<string, string>>({});

  const type = types.find((item) => item.id === typeId);
  const hours = type?.unit === "hours";
  const range = !hours && (type?.rangeTypes.includes("range") ?? true);
  // file extra fields are attached on the request's page later: the request body carries text and date values
  const extraFields = (type?.extraFields ?? []).filter((field) => field.type !== "file");
  const effectiveEnd = range ? endDate : startDate;
  const days = countDaysIfValid(startDate, effectiveEnd);
  const hourCount = hoursBetween(startTime, endTime);
  const timed = hours && span === "times";

  const time = (value: string): Verdict =>
    validators.required(value) ?? (onFiveMinuteStep(value) ? null : t("fiveMinutes"));

  const datesVerdict = (start: string, end: string): Verdict =>
    validators.required(start) ??
    validators.required(end) ??
    (countDaysIfValid(start, end) === 0 ? t("endBeforeStart") : null);

  /** A new range from the picker: a message shown on the dates goes as soon as they are right. */
  const changeRange = (next: { start: string; end: string } | null) => {
    setStartDate(next?.start ?? "");
    setPickerEnd(next?.end ?? "");
    recheck("dates", next ? datesVerdict(next.start, exclusiveToInclusiveEnd(next.end)) : validators.required(""));
  };

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!halfDays && (span === "morning" || span === "afternoon")) return setSpan("times");
    const verdicts: Partial<Record<FieldName, Verdict>> = {
      leaveTypeId: validators.selection(typeId),
    };
    if (range) verdicts.dates = datesVerdict(startDate, endDate);
    else verdicts.startDate = validators.required(startDate);
    if (timed) {
      verdicts.startTime = time(startTime);
      verdicts.endTime = time(endTime) ?? (startTime && hourCount === 0 ? t("endTimeBeforeStart") : null);
    }
    for (const field of extraFields) {
      if (field.required) verdicts[`extra.${field.id}`] = validators.required(extra[field.id] ?? "");
    }
    if (!check(verdicts) || !type) return;
    const values = Object.fromEntries(extraFields.map((f) => [f.id, extra[f.id] ?? ""]).filter(([, v]) => v));
    onSubmit({
      leaveTypeId: type.id,
      startDate,
      endDate: effectiveEnd,
      ...(timed ? { startTime, endTime } : {}),
      ...(hours && (span === "morning" || span === "afternoon") ? { halfDay: span } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(Object.keys(values).length ? { extraFields: values } : {}),
    });
  };

  // the server's message goes under the field it names, or above the form
  const server = serverErrors<string>(error, [
    "leaveTypeId",
    "startDate",
    "endDate",
    "startTime",
    "endTime",
    "halfDay",
  ]);
  const fieldError = (field: FieldName) => errors[field] ?? server.field(field);
  const today = useCompanyToday();
  const datesError = errors.dates ?? server.field("startDate") ?? server.field("endDate");
  const generalError = server.general;

  return (
    <Form ref={formRef} onSubmit={handleSubmit} validationBehavior="aria" className={styles.form}>
      {before}
      <SelectField
        label={t("type")}
        options={types.map((item) => ({ id: item.id, label: item.title[locale] }))}
        value={typeId}
        onChange={setTypeId}
        errorMessage={fieldError("leaveTypeId")}
        isRequired
      />
      {hours && (
        <ChoiceGroup
          label={t("span")}
          description={span === "morning" || span === "afternoon" ? t("span.help") : undefined}
          choices={SPANS.filter((id) => halfDays || (id !== "morning" && id !== "afternoon")).map((id) => ({
            id,
            label: t(`span.${id}`),
          }))}
          value={span}
          onChange={(value) => setSpan(value as Span)}
          errorMessage={fieldError("halfDay")}
          compact
        />
      )}
      {hours ? (
        <div className={shared.row}>
          <DatePicker
            label={t("day")}
            value={startDate}
            onChange={(value) => {
              setStartDate(value);
              recheck("startDate", validators.required(value));
            }}
            minValue={today}
            {...marks}
            errorMessage={fieldError("startDate")}
            isRequired
          />
          {timed && (
            <>
              <DateField
                type="time"
                label={t("startTime")}
                value={startTime}
                onChange={setStartTime}
                errorMessage={fieldError("startTime")}
                isRequired
              />
              <DateField
                type="time"
                label={t("endTime")}
                value={endTime}
                onChange={setEndTime}
                errorMessage={fieldError("endTime")}
                isRequired
              />
            </>
          )}
        </div>
      ) : (
        <div className={shared.row}>
          {range ? (
            <DateRangePicker
              label={t("dates")}
              value={startDate && pickerEnd ? { start: startDate, end: pickerEnd } : null}
              onChange={changeRange}
              minValue={today}
              {...marks}
              errorMessage={datesError}
              isRequired
            />
          ) : (
            <DatePicker
              label={t("day")}
              value={startDate}
              onChange={(value) => {
                setStartDate(value);
                recheck("startDate", validators.required(value));
              }}
              minValue={today}
              {...marks}
              errorMessage={fieldError("startDate")}
              isRequired
            />
          )}
        </div>
      )}
      {type && hours && !timed && startDate && (
        <p className={styles.count} aria-live="polite">
          <LeaveDates startDate={startDate} endDate={startDate} />
          {" · "}
          {span === "day" ? t("span.day") : t(`halfDay.${span}`)}
        </p>
      )}
      {type && (timed ? hourCount > 0 && startDate : !hours && days > 0) && (
        <p className={styles.count} aria-live="polite">
          {hours ? (
            <FormattedMessage id="leave.requests.form.countHours" values={{ n: hourCount }} />
          ) : (
            <FormattedMessage id="leave.requests.form.countDays" values={{ n: days }} />
          )}
          {" · "}
          <LeaveDates startDate={startDate} endDate={effectiveEnd} {...(hours ? { startTime, endTime } : {})} />
          {!hours && type.workingDaysOnly && <span className={shared.muted}> · {t("workingDaysOnly")}</span>}
        </p>
      )}
      {extraFields.map((field) =>
        field.type === "date" ? (
          <DatePicker
            key={field.id}
            label={field.label[locale]}
            value={extra[field.id] ?? ""}
            onChange={(value) => setExtra((current) => ({ ...current, [field.id]: value }))}
            errorMessage={errors[`extra.${field.id}`]}
            isRequired={field.required}
          />
        ) : (
          <TextField
            key={field.id}
            label={field.label[locale]}
            value={extra[field.id] ?? ""}
            onChange={(value) => setExtra((current) => ({ ...current, [field.id]: value }))}
            errorMessage={errors[`extra.${field.id}`]}
            isRequired={field.required}
            maxLength={1000}
          />
        ),
      )}
      <TextField label={t("note")} value={note} onChange={setNote} maxLength={1000} />
      {generalError && (
        <p role="alert" className={shared.errorText}>
          {generalError}
        </p>
      )}
      <div className={shared.row}>
        <Button type="submit" isPending={isPending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
