/** Today's date (`YYYY-MM-DD`) in a time zone (the company's when known), else the browser's. */
export function companyToday(timeZone?: string): string {
  const format = new Intl.DateTimeFormat("en-CA", {
    ...(timeZone ? { timeZone } : {}),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return format.format(new Date());
}
