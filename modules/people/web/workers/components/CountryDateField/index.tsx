import { DatePicker } from "@web/kit";
import { isoToCountry, type DateFormat } from "../../lib/dates.js";

/**
 * The draft's text as `YYYY-MM-DD` for the picker, whatever the year: a year still being typed (`0001`, `0019`) is not
 * a real day to the form's checks, but turning it into "" would empty the field under the typist's fingers.
 */
function pickerDay(text: string, format: DateFormat): string {
  const m = format === "YYYY-MM-DD" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return "";
  return format === "YYYY-MM-DD" ? text : `${m[3]}-${m[2]}-${m[1]}`;
}

/**
 * A date field of the people forms on @web/kit's DatePicker (issue 12: every date field uses the one picker), typed
 * in the country's order or picked in a calendar. The forms keep their drafts as the country writes dates (spec §9,
 * `format`), so the value comes and goes in that format ("" while no whole day is given).
 */
export function CountryDateField({
  value,
  onChange,
  format,
  label,
  isRequired,
  isDisabled,
  errorMessage,
  description,
  maxValue,
  countryId,
}: {
  value: string;
  onChange: (value: string) => void;
  format: DateFormat;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  errorMessage?: string;
  description?: string;
  /** The last day that may be chosen, `YYYY-MM-DD` (a birthdate is not in the future). */
  maxValue?: string;
  /** The country whose order the segments follow. @default the signed-in company's */
  countryId?: string;
}) {
  return (
    <DatePicker
      label={label}
      value={pickerDay(value.trim(), format)}
      onChange={(iso) => onChange(iso ? isoToCountry(iso, format) : "")}
      isRequired={isRequired}
      isDisabled={isDisabled}
      errorMessage={errorMessage}
      description={description}
      maxValue={maxValue}
      countryId={countryId}
    />
  );
}
