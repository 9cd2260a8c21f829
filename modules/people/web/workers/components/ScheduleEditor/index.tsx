import { useMemo } from "react";
import { Checkbox, CheckboxGroup, FieldError, Label } from "react-aria-components";
import { useIntl } from "react-intl";
import { ChoiceGroup, NumberField, shared } from "@web/kit";
import { SCHEDULE_TYPES, WEEKDAYS, type ScheduleType, type Weekday } from "../../../../contract/workers.js";
import { useErrorText } from "../../lib/error-text.js";
import type { DraftErrors } from "../../lib/profile-draft.js";
import { SCHEDULE_HOUR_MAX, SCHEDULE_HOUR_MIN } from "../../../../contract/schedule.js";
import { type DoubleRange, type HourRange, type ScheduleDraft } from "../../lib/schedule.js";
import * as styles from "../../workers.css.js";

/** Weekday names in the page's language, Sunday first (1 January 2023 was a Sunday). */
function useWeekdayNames() {
  const intl = useIntl();
  return useMemo(
    () =>
      Object.fromEntries(
        WEEKDAYS.map((day, i) => {
          const date = new Date(Date.UTC(2023, 0, 1 + i));
          return [
            day,
            {
              short: intl.formatDate(date, { weekday: "short", timeZone: "UTC" }),
              long: intl.formatDate(date, { weekday: "long", timeZone: "UTC" }),
            },
          ];
        }),
      ) as Record<Weekday, { short: string; long: string }>,
    [intl],
  );
}

function HourField({
  label,
  value,
  onChange,
  errorMessage,
}: {
  label: string;
  value: number;
  onChange: (hour: number) => void;
  errorMessage?: string;
}) {
  return (
    <NumberField
      label={label}
      value={value}
      onChange={(v) => onChange(v ?? SCHEDULE_HOUR_MIN)}
      minValue={SCHEDULE_HOUR_MIN}
      maxValue={SCHEDULE_HOUR_MAX}
      step={1}
      showSteppers
      errorMessage={errorMessage}
    />
  );
}

/**
 * The schedule editor (spec §3 "Schedule value", §5): none, regular (one range), custom (a range per weekday) or
 * double (two ranges, the second starting at or after the end of the first); hours 0-24 in whole hours; weekday
 * toggles Sunday to Saturday. Errors come from lib/schedule.ts under `schedule.<key>`.
 */
export function ScheduleEditor({
  value,
  onChange,
  errors,
}: {
  value: ScheduleDraft;
  onChange: (next: ScheduleDraft) => void;
  errors: DraftErrors;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const weekdays = useWeekdayNames();
  const t = (id: string) => intl.formatMessage({ id: `people.schedule.${id}` });
  const err = (key: string) => errorText(errors[`schedule.${key}`]);
  const setRegular = (patch: Partial<HourRange>) => onChange({ ...value, regular: { ...value.regular, ...patch } });
  const setDouble = (patch: Partial<DoubleRange>) => onChange({ ...value, double: { ...value.double, ...patch } });
  const setDay = (day: Weekday, patch: Partial<HourRange>) =>
    onChange({ ...value, custom: { ...value.custom, [day]: { ...value.custom[day], ...patch } } });

  return (
    <div>
      <ChoiceGroup
        label={t("type")}
        compact
        choices={SCHEDULE_TYPES.map((type) => ({ id: type, label: t(`type.${type}`) }))}
        value={value.type}
        onChange={(type) => onChange({ ...value, type: type as ScheduleType })}
      />
      {value.type !== "none" && (
        <CheckboxGroup
          className={styles.dayGroup}
          value={WEEKDAYS.filter((day) => value.days[day])}
          onChange={(days) =>
            onChange({
              ...value,
              days: Object.fromEntries(WEEKDAYS.map((d) => [d, days.includes(d)])) as Record<Weekday, boolean>,
            })
          }
          isInvalid={Boolean(err("days"))}
        >
          <Label className={shared.label}>{t("days")}</Label>
          <div className={styles.dayChips}>
            {WEEKDAYS.map((day) => (
              // the chip shows the short name; its accessible name is the whole one
              <Checkbox key={day} value={day} className={styles.dayChip} aria-label={weekdays[day].long}>
                {weekdays[day].short}
              </Checkbox>
            ))}
          </div>
          <FieldError className={shared.errorText}>{err("days")}</FieldError>
        </CheckboxGroup>
      )}
      {value.type === "regular" && (
        <fieldset className={styles.rangeGroup}>
          <legend className={styles.legend}>{t("hours")}</legend>
          <div className={styles.hours}>
            <HourField
              label={t("start")}
              value={value.regular.minHour}
              onChange={(minHour) => setRegular({ minHour })}
            />
            <HourField
              label={t("end")}
              value={value.regular.maxHour}
              onChange={(maxHour) => setRegular({ maxHour })}
              errorMessage={err("regular")}
            />
          </div>
        </fieldset>
      )}
      {value.type === "double" && (
        <>
          <fieldset className={styles.rangeGroup}>
            <legend className={styles.legend}>{t("firstRange")}</legend>
            <div className={styles.hours}>
              <HourField
                label={t("start")}
                value={value.double.minHour}
                onChange={(minHour) => setDouble({ minHour })}
              />
              <HourField
                label={t("end")}
                value={value.double.maxMidHour}
                onChange={(maxMidHour) => setDouble({ maxMidHour })}
                errorMessage={err("first")}
              />
            </div>
          </fieldset>
          <fieldset className={styles.rangeGroup}>
            <legend className={styles.legend}>{t("secondRange")}</legend>
            <div className={styles.hours}>
              <HourField
                label={t("start")}
                value={value.double.minMidHour}
                onChange={(minMidHour) => setDouble({ minMidHour })}
                errorMessage={err("second")}
              />
              <HourField label={t("end")} value={value.double.maxHour} onChange={(maxHour) => setDouble({ maxHour })} />
            </div>
          </fieldset>
        </>
      )}
      {value.type === "custom" && (
        <fieldset className={styles.rangeGroup}>
          <legend className={styles.legend}>{t("hoursPerDay")}</legend>
          {WEEKDAYS.filter((day) => value.days[day]).map((day) => (
            <div key={day} className={styles.dayRow} role="group" aria-label={weekdays[day].long}>
              <span className={styles.dayName} aria-hidden="true">
                {weekdays[day].long}
              </span>
              <HourField
                label={t("start")}
                value={value.custom[day].minHour}
                onChange={(minHour) => setDay(day, { minHour })}
              />
              <HourField
                label={t("end")}
                value={value.custom[day].maxHour}
                onChange={(maxHour) => setDay(day, { maxHour })}
                errorMessage={err(day)}
              />
            </div>
          ))}
        </fieldset>
      )}
    </div>
  );
}
