import { useIntl } from "react-intl";
import { dateOf } from "../../lib.js";

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
  const format = (iso: string) => intl.formatDate(dateOf(iso), { dateStyle: "medium", timeZone: "UTC" });
  const days = startDate === endDate ? format(startDate) : `${format(startDate)} – ${format(endDate)}`;
  return (
    <>
      {days}
      {startTime && endTime ? `, ${startTime}–${endTime}` : ""}
    </>
  );
}
