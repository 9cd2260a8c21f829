import { useIntl } from "react-intl";
import { dateOfDay } from "../../../../../../core/dates/calendar-days.js";

/** A leave's dates in the page's language: one day, or first – last day (both inclusive), with its times if any. */
export function LeaveDates({
  startDate,
  endDate,
  startTime,
  endTime,
}: {
  startDate: string;
  endDate: string;
  startTime?: string;
  endTime?: string;
}) {
  const intl = useIntl();
  const format = (iso: string) => intl.formatDate(dateOfDay(iso), { dateStyle: "medium", timeZone: "UTC" });
  const days = startDate === endDate ? format(startDate) : `${format(startDate)} – ${format(endDate)}`;
  return (
    <>
      {days}
      {startTime && endTime ? `, ${startTime}–${endTime}` : ""}
    </>
  );
}
