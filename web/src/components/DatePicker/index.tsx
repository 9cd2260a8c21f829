import { parseDate, type CalendarDate, type DateValue } from "@internationalized/date";
import { useContext, type ReactNode } from "react";
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  Text,
} from "react-aria-components";
import { useIntl } from "react-intl";
import { useCompanyToday, useSession } from "../../auth/session.js";
import { FIRST_DAY_OF_WEEK, type Locale } from "../../i18n/locales.js";
import * as shared from "../styles.css.js";
import * as styles from "./date-picker.css.js";
import {
  dateFormatOfCountry,
  exclusiveToInclusiveEnd,
  inclusiveToExclusiveEnd,
  quickRange,
  QUICK_RANGES,
  segmentLocaleOf,
  weekDayName,
  type PickerRange,
} from "./dates.js";

export * from "./dates.js";

/** What both pickers take besides their value. Days are `YYYY-MM-DD`. */
export interface DatePickerCommonProps {
  label: string;
  description?: string;
  /** A message to show now (a form or server error); marks the field invalid. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The first day that may be chosen. */
  minValue?: string;
  maxValue?: string;
  /** Days that cannot be chosen (the company's locked dates): disabled in the calendar. */
  locked?: ReadonlySet<string>;
  /** Holidays, day → name: marked in the calendar. */
  holidays?: ReadonlyMap<string, string>;
  /** Days the person already has a leave on: marked in the calendar. */
  leaves?: ReadonlySet<string>;
  /** The country whose date format the field writes (spec §9). @default the signed-in company's */
  countryId?: string;
}

/** A day for react-aria; any well-formed day (a year still being typed, `0002`, must not empty the field). */
function day(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** The page's language, the segments' locale (the country's order) and the week's first day. */
function useDateLocale(countryId: string | undefined) {
  const { locale } = useIntl();
  const company = useSession().company;
  const format = dateFormatOfCountry(countryId ?? company?.countryId);
  const firstDay = FIRST_DAY_OF_WEEK[locale as Locale] ?? 0;
  return { locale, format, segmentLocale: segmentLocaleOf(locale, format), firstDayOfWeek: weekDayName(firstDay) };
}

/** A calendar day's cell: the number, a holiday's underline and name, a dot for the person's leaves. */
function Cell({
  date,
  holidays,
  leaves,
}: {
  date: CalendarDate;
  holidays?: ReadonlyMap<string, string>;
  leaves?: ReadonlySet<string>;
}) {
  const iso = date.toString();
  const holiday = holidays?.get(iso);
  const onLeave = leaves?.has(iso);
  return (
    <CalendarCell
      date={date}
      className={styles.cell}
      data-holiday={holiday ? "" : undefined}
      data-leave={onLeave ? "" : undefined}
    >
      {({ formattedDate }) => (
        <>
          <span className={holiday ? styles.holiday : undefined} title={holiday}>
            {formattedDate}
          </span>
          {onLeave && <span className={styles.leaveDot} aria-hidden="true" />}
        </>
      )}
    </CalendarCell>
  );
}

function CalendarHeader() {
  const intl = useIntl();
  return (
    <header className={styles.calendarHeader}>
      <Button
        slot="previous"
        className={styles.calendarButton}
        aria-label={intl.formatMessage({ id: "datePicker.previous" })}
      >
        ‹
      </Button>
      <Heading className={styles.heading} />
      <Button slot="next" className={styles.calendarButton} aria-label={intl.formatMessage({ id: "datePicker.next" })}>
        ›
      </Button>
    </header>
  );
}

function Legend({ holidays, leaves, locked }: Pick<DatePickerCommonProps, "holidays" | "leaves" | "locked">) {
  const intl = useIntl();
  if (!holidays?.size && !leaves?.size && !locked?.size) return null;
  return (
    <p className={styles.legend}>
      {Boolean(holidays?.size) && (
        <span>
          <span className={styles.holiday}>15</span> {intl.formatMessage({ id: "datePicker.legend.holiday" })}
        </span>
      )}
      {Boolean(leaves?.size) && <span>• {intl.formatMessage({ id: "datePicker.legend.leave" })}</span>}
      {Boolean(locked?.size) && (
        <span>
          <s>15</s> {intl.formatMessage({ id: "datePicker.legend.locked" })}
        </span>
      )}
    </p>
  );
}

function Segments({ slot, segmentLocale }: { slot?: "start" | "end"; segmentLocale: string }) {
  return (
    <I18nProvider locale={segmentLocale}>
      <DateInput slot={slot} className={styles.dateInput}>
        {(segment) => <DateSegment segment={segment} className={styles.segment} />}
      </DateInput>
    </I18nProvider>
  );
}

function FieldTexts({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description && (
        <Text slot="description" className={shared.description}>
          {description}
        </Text>
      )}
      <FieldError className={shared.errorText}>{errorMessage}</FieldError>
    </>
  );
}

/**
 * What both pickers show under their label: the typed segments (one day, or a first and last day), the button that
 * opens the calendar, the texts, and the popover with the calendar (single or range), its quick ranges and legend.
 */
function PickerBody({
  range,
  label,
  description,
  errorMessage,
  holidays,
  leaves,
  locked,
  segmentLocale,
  firstDayOfWeek,
  footer,
  after,
}: Pick<DatePickerCommonProps, "label" | "description" | "errorMessage" | "holidays" | "leaves" | "locked"> & {
  range: boolean;
  segmentLocale: string;
  firstDayOfWeek: ReturnType<typeof weekDayName>;
  /** Under the calendar, above the legend (the range's quick ranges). */
  footer?: ReactNode;
  /** Under the legend (a caller's own content). */
  after?: ReactNode;
}) {
  const intl = useIntl();
  const grid = (
    <>
      <CalendarHeader />
      <CalendarGrid className={styles.grid}>
        {(date) => <Cell date={date} holidays={holidays} leaves={leaves} />}
      </CalendarGrid>
    </>
  );
  return (
    <>
      <Label className={shared.label}>{label}</Label>
      <Group className={styles.group}>
        {range ? (
          <>
            <Segments slot="start" segmentLocale={segmentLocale} />
            <span aria-hidden="true" className={styles.rangeDash}>
              –
            </span>
            <Segments slot="end" segmentLocale={segmentLocale} />
          </>
        ) : (
          <Segments segmentLocale={segmentLocale} />
        )}
        <Button className={styles.calendarButton} aria-label={intl.formatMessage({ id: "datePicker.open" })}>
          ▾
        </Button>
      </Group>
      <FieldTexts description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover}>
        <Dialog className={styles.dialog} aria-label={label}>
          {range ? (
            <RangeCalendar firstDayOfWeek={firstDayOfWeek}>{grid}</RangeCalendar>
          ) : (
            <Calendar firstDayOfWeek={firstDayOfWeek}>{grid}</Calendar>
          )}
          {footer}
          <Legend holidays={holidays} leaves={leaves} locked={locked} />
          {after}
        </Dialog>
      </Popover>
    </>
  );
}

function unavailable(locked: ReadonlySet<string> | undefined) {
  return locked?.size ? (date: DateValue) => locked.has(date.toString()) : undefined;
}

/**
 * One day, typed in the country's order (spec §9) or picked in a calendar in the page's language, weeks starting on
 * the locale's first day (Sunday in es). `value` and `onChange` use `YYYY-MM-DD` ("" while no whole day is given).
 */
export function DatePicker({
  value,
  onChange,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  minValue,
  maxValue,
  locked,
  holidays,
  leaves,
  countryId,
}: DatePickerCommonProps & { value: string; onChange: (value: string) => void }) {
  const { locale, segmentLocale, firstDayOfWeek } = useDateLocale(countryId);
  return (
    <I18nProvider locale={locale}>
      <AriaDatePicker
        className={shared.field}
        value={day(value)}
        onChange={(next) => onChange(next ? next.toString() : "")}
        minValue={day(minValue)}
        maxValue={day(maxValue)}
        isDateUnavailable={unavailable(locked)}
        isInvalid={Boolean(errorMessage)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        shouldForceLeadingZeros
        firstDayOfWeek={firstDayOfWeek}
      >
        <PickerBody
          range={false}
          {...{ label, description, errorMessage, holidays, leaves, locked, segmentLocale, firstDayOfWeek }}
        />
      </AriaDatePicker>
    </I18nProvider>
  );
}

/** The spec §9 quick ranges, clamped to the first day allowed; each closes the calendar with its range. */
function QuickRanges({ minValue, onPick }: { minValue?: string; onPick: (range: PickerRange) => void }) {
  const intl = useIntl();
  const state = useContext(DateRangePickerStateContext);
  const today = useCompanyToday();
  return (
    <div className={styles.quick} role="group" aria-label={intl.formatMessage({ id: "datePicker.quick" })}>
      {QUICK_RANGES.map((kind) => {
        const range = quickRange(kind, today);
        const start = minValue && range.start < minValue ? minValue : range.start;
        const isDisabled = start >= range.end;
        return (
          <Button
            key={kind}
            className={styles.quickButton}
            isDisabled={isDisabled}
            onPress={() => {
              onPick({ start, end: range.end });
              state?.setOpen(false);
            }}
          >
            {intl.formatMessage({ id: `datePicker.quick.${kind}` })}
          </Button>
        );
      })}
    </div>
  );
}

/**
 * A first and last day, typed or picked in one calendar. The value leaves with its end EXCLUSIVE (the day after the
 * last, spec §5): convert with `toDayRange` / `exclusiveToInclusiveEnd` before calling the API. Quick ranges (spec
 * §9) under the calendar unless `quickRanges` is false.
 */
export function DateRangePicker({
  value,
  onChange,
  label,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  minValue,
  maxValue,
  locked,
  holidays,
  leaves,
  countryId,
  quickRanges = true,
  children,
}: DatePickerCommonProps & {
  value: PickerRange | null;
  onChange: (value: PickerRange | null) => void;
  quickRanges?: boolean;
  /** More content under the calendar. */
  children?: ReactNode;
}) {
  const { locale, segmentLocale, firstDayOfWeek } = useDateLocale(countryId);
  const start = day(value?.start);
  const end = value && day(value.end) ? day(exclusiveToInclusiveEnd(value.end)) : null;
  return (
    <I18nProvider locale={locale}>
      <AriaDateRangePicker
        className={shared.field}
        value={start && end ? { start, end } : null}
        onChange={(next) =>
          onChange(next ? { start: next.start.toString(), end: inclusiveToExclusiveEnd(next.end.toString()) } : null)
        }
        minValue={day(minValue)}
        maxValue={day(maxValue)}
        isDateUnavailable={unavailable(locked)}
        isInvalid={Boolean(errorMessage)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        shouldForceLeadingZeros
        firstDayOfWeek={firstDayOfWeek}
      >
        <PickerBody
          range
          {...{ label, description, errorMessage, holidays, leaves, locked, segmentLocale, firstDayOfWeek }}
          footer={quickRanges && <QuickRanges minValue={minValue} onPick={onChange} />}
          after={children}
        />
      </AriaDateRangePicker>
    </I18nProvider>
  );
}
