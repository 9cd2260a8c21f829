import { useIntl } from "react-intl";
import { useParams } from "wouter";
import { useSession, Page } from "@web/kit";
import { CalendarView } from "../../components/CalendarView/index.js";
import { useWorkerNames } from "../../lib/data.js";

/** /calendar/:id? (spec §2, every level): one person's leaves (the user id in the path; none: one's own). */
export default function PersonCalendarPage() {
  const intl = useIntl();
  const params = useParams<{ id?: string }>();
  const session = useSession();
  const names = useWorkerNames();
  const userId = params.id ?? session.view?.user.id ?? "";
  const own = userId === session.view?.user.id;
  const title = own
    ? intl.formatMessage({ id: "leave.calendar.mine" })
    : intl.formatMessage(
        { id: "leave.calendar.of" },
        { name: names.get(userId) ?? intl.formatMessage({ id: "leave.calendar.someone" }) },
      );
  return (
    <Page title={title}>
      <CalendarView key={userId} userId={userId} />
    </Page>
  );
}
