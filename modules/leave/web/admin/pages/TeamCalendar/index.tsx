import { useIntl } from "react-intl";
import { Page } from "@web/kit";
import { CalendarView } from "../../components/CalendarView/index.js";

/** /team-calendar (spec §2, every level): who is away, by company, department, office or team. */
export default function TeamCalendarPage() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage({ id: "leave.calendar.title" })}>
      <CalendarView />
    </Page>
  );
}
