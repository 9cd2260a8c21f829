import { useIntl } from "react-intl";
import { Button, Dialog } from "@web/kit";
import { countDays } from "../../../../../../core/dates/calendar-days.js";
import * as css from "../../admin.css.js";
import { titleOf, useFormatDay, type CalendarData, type LeaveType } from "../../lib/data.js";

export type CalendarLeave = CalendarData["leaves"][number];

/**
 * A calendar leave's details (issue 12): who, what (a colleague's type stays hidden from a requester: "Away"), the
 * days, how many and the status.
 */
export function LeaveDetails({
  leave,
  types,
  onClose,
}: {
  leave: CalendarLeave | null;
  types: readonly LeaveType[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const formatDay = useFormatDay();
  const name = leave?.name || intl.formatMessage({ id: "leave.calendar.someone" });
  const type = leave?.leaveTypeId ? types.find((t) => t.id === leave.leaveTypeId) : undefined;
  return (
    <Dialog title={name} isOpen={leave !== null} onClose={onClose}>
      {leave && (
        <dl className={css.details}>
          <dt>{intl.formatMessage({ id: "leave.approvals.type" })}</dt>
          <dd>
            {leave.leaveTypeId ? (
              <>
                <span className={css.swatch} style={{ background: type?.color }} aria-hidden="true" />
                {titleOf(type, intl.locale)}
              </>
            ) : (
              intl.formatMessage({ id: "leave.calendar.away" })
            )}
          </dd>
          <dt>{intl.formatMessage({ id: "leave.approvals.dates" })}</dt>
          <dd>
            {leave.startDate === leave.endDate
              ? formatDay(leave.startDate)
              : intl.formatMessage(
                  { id: "leave.approvals.range" },
                  { start: formatDay(leave.startDate), end: formatDay(leave.endDate) },
                )}
          </dd>
          <dt>{intl.formatMessage({ id: "leave.approvals.days" })}</dt>
          <dd>
            {intl.formatMessage({ id: "leave.approvals.countDays" }, { n: countDays(leave.startDate, leave.endDate) })}
          </dd>
          <dt>{intl.formatMessage({ id: "leave.calendar.status" })}</dt>
          <dd>{intl.formatMessage({ id: `leave.calendar.status.${leave.status}` })}</dd>
        </dl>
      )}
      <div className={css.actions}>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage({ id: "common.close" })}
        </Button>
      </div>
    </Dialog>
  );
}
