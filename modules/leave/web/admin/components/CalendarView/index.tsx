import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import {
  api,
  Button,
  ButtonLink,
  SelectField,
  Tabs,
  FIRST_DAY_OF_WEEK,
  shared,
  useSession,
  type Locale,
} from "@web/kit";
import * as css from "../../admin.css.js";
import {
  addDays,
  dateOfDay,
  dayOf,
  startOfMonth,
  startOfMonthAfter,
  startOfWeek,
  weekdayOf,
} from "../../../../../../core/dates/calendar-days.js";
import { leaveKeys, titleOf, useCompanyId, useLeaveTypes } from "../../lib/data.js";
import { CalendarAgenda } from "../CalendarAgenda/index.js";
import { CalendarGrid } from "../CalendarGrid/index.js";
import { FeedButton } from "../FeedDialog/index.js";
import { LeaveDetails, type CalendarLeave } from "../LeaveDetails/index.js";

/** Phones get the agenda list instead of a grid cut at the screen's edge. */
const PHONE = "(max-width: 600px)";
function usePhone(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia?.(PHONE).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(PHONE);
    if (!query) return;
    const change = () => setPhone(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return phone;
}

type Scope = "company" | "department" | "office" | "team";
type View = "month" | "week";

/**
 * Month and week views over `GET /leave/calendar` (spec §2 /team-calendar, /calendar/:id). With `userId` only that
 * person's leaves are shown (a person's calendar); otherwise the reader picks the company, a department, an office
 * or their team. Denied and canceled leaves are left out (spec §4).
 */
export function CalendarView({ userId, initialDay }: { userId?: string; initialDay?: string }) {
  const intl = useIntl();
  const companyId = useCompanyId();
  const types = useLeaveTypes();
  const firstDay = FIRST_DAY_OF_WEEK[intl.locale as Locale] ?? 0;
  const [view, setView] = useState<View>("month");
  const [anchor, setAnchor] = useState(initialDay ?? dayOf(new Date()));
  const [scope, setScope] = useState<Scope>("company");
  const [groupId, setGroupId] = useState<string | null>(null);
  const [typeFilter, setTypeFilter] = useState<string | null>("all");
  const [open, setOpen] = useState<CalendarLeave | null>(null);
  const phone = usePhone();
  // a requester sees colleagues' leaves without their type (it can be health data): no type filter for them
  const seesTypes = useSession().level !== "requester";

  const month = anchor.slice(0, 7);
  const start = view === "month" ? startOfWeek(startOfMonth(anchor), firstDay) : startOfWeek(anchor, firstDay);
  const weeks =
    view === "month"
      ? Math.ceil(
          (Number(addDays(startOfMonthAfter(anchor, 1), -1).slice(8)) +
            ((weekdayOf(startOfMonth(anchor)) - firstDay + 7) % 7)) /
            7,
        )
      : 1;
  const end = addDays(start, weeks * 7 - 1);

  const groups = useQuery({
    queryKey: [...leaveKeys.all(companyId), "groups", scope],
    enabled: Boolean(companyId) && (scope === "department" || scope === "office"),
    meta: { quiet: true },
    queryFn: async () => {
      const query = { limit: 50 as const, skip: 0 };
      const page =
        scope === "department"
          ? await api.get("/api/companies/{companyId}/departments", { params: { companyId }, query })
          : await api.get("/api/companies/{companyId}/offices", { params: { companyId }, query });
      return page.items.map((g) => ({ id: g.id, label: g.name }));
    },
  });
  const needsGroup = scope === "department" || scope === "office";
  const effectiveScope: Scope = userId ? "company" : scope;
  const data = useQuery({
    queryKey: [...leaveKeys.calendar(companyId), { start, end, scope: effectiveScope, groupId }],
    enabled: Boolean(companyId) && (userId !== undefined || !needsGroup || groupId !== null),
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.get("/api/companies/{companyId}/leave/calendar", {
        params: { companyId },
        query: {
          from: start,
          to: end,
          scope: effectiveScope,
          ...(effectiveScope === "department" && groupId ? { departmentId: groupId } : {}),
          ...(effectiveScope === "office" && groupId ? { officeId: groupId } : {}),
        },
      }),
  });
  const shown = data.data && {
    ...data.data,
    leaves: data.data.leaves.filter(
      (l) =>
        (!userId || l.userId === userId) &&
        (!seesTypes || !typeFilter || typeFilter === "all" || l.leaveTypeId === typeFilter),
    ),
  };

  const move = (n: number) => setAnchor(view === "month" ? startOfMonthAfter(anchor, n) : addDays(anchor, 7 * n));
  const heading =
    view === "month"
      ? intl.formatDate(dateOfDay(startOfMonth(anchor)), { month: "long", year: "numeric", timeZone: "UTC" })
      : intl.formatDateTimeRange(dateOfDay(start), dateOfDay(end), { dateStyle: "medium", timeZone: "UTC" });
  const usedTypes = (types.data ?? []).filter((t) => shown?.leaves.some((l) => l.leaveTypeId === t.id));

  const grid = (
    <>
      <div className={css.toolbar}>
        <Button
          variant="secondary"
          onPress={() => move(-1)}
          aria-label={intl.formatMessage({ id: `leave.calendar.previous.${view}` })}
        >
          ‹
        </Button>
        <Button variant="secondary" onPress={() => setAnchor(dayOf(new Date()))}>
          {intl.formatMessage({ id: "leave.calendar.today" })}
        </Button>
        <Button
          variant="secondary"
          onPress={() => move(1)}
          aria-label={intl.formatMessage({ id: `leave.calendar.next.${view}` })}
        >
          ›
        </Button>
        <h2 aria-live="polite" style={{ margin: 0, fontSize: "1.2rem", alignSelf: "center" }}>
          {heading}
        </h2>
      </div>
      {phone ? (
        <CalendarAgenda
          from={view === "month" ? startOfMonth(anchor) : start}
          to={view === "month" ? addDays(startOfMonthAfter(anchor, 1), -1) : end}
          data={shown}
          types={types.data ?? []}
          label={heading}
          onOpen={setOpen}
        />
      ) : (
        <CalendarGrid
          key={`${view}-${start}`}
          start={start}
          weeks={weeks}
          month={view === "month" ? month : undefined}
          data={shown}
          types={types.data ?? []}
          label={heading}
          onOpen={setOpen}
        />
      )}
      <div className={css.legend} aria-label={intl.formatMessage({ id: "leave.calendar.legend" })}>
        {usedTypes.map((t) => (
          <span key={t.id}>
            <span className={css.swatch} style={{ background: t.color }} aria-hidden="true" />
            {titleOf(t, intl.locale)}
          </span>
        ))}
        <span>
          <span className={[css.swatch, css.holiday].join(" ")} aria-hidden="true" />
          {intl.formatMessage({ id: "leave.calendar.holiday" })}
        </span>
        <span>
          <span className={[css.swatch, css.locked].join(" ")} aria-hidden="true" />
          {intl.formatMessage({ id: "leave.calendar.lockedDay" })}
        </span>
      </div>
    </>
  );

  return (
    <>
      {!userId && (
        <div className={css.toolbar}>
          <div className={css.toolbarItem}>
            <SelectField
              label={intl.formatMessage({ id: "leave.calendar.scope" })}
              value={scope}
              onChange={(v) => {
                setScope(v as Scope);
                setGroupId(null);
              }}
              options={(["company", "department", "office", "team"] as const).map((s) => ({
                id: s,
                label: intl.formatMessage({ id: `leave.calendar.scope.${s}` }),
              }))}
            />
          </div>
          {seesTypes && (
            <div className={css.toolbarItem}>
              <SelectField
                label={intl.formatMessage({ id: "leave.calendar.typeFilter" })}
                value={typeFilter}
                onChange={setTypeFilter}
                options={[
                  { id: "all", label: intl.formatMessage({ id: "leave.calendar.allTypes" }) },
                  ...(types.data ?? []).map((t) => ({ id: t.id, label: titleOf(t, intl.locale) })),
                ]}
              />
            </div>
          )}
          <div className={css.toolbarItem} style={{ alignSelf: "end", marginBottom: "1rem" }}>
            <FeedButton />
          </div>
          {needsGroup && (
            <div className={css.toolbarItem}>
              <SelectField
                label={intl.formatMessage({ id: `leave.calendar.scope.${scope}` })}
                value={groupId}
                onChange={setGroupId}
                placeholder={intl.formatMessage({ id: "leave.calendar.choose" })}
                options={groups.data ?? []}
              />
            </div>
          )}
        </div>
      )}
      {shown && shown.leaves.length === 0 && (
        // issue 12: a friendly empty state rather than an empty grid alone
        <div className={shared.row}>
          <p className={shared.muted}>{intl.formatMessage({ id: "leave.home.calendarEmpty" })}</p>
          <ButtonLink href="/create-leave">{intl.formatMessage({ id: "leave.home.request" })}</ButtonLink>
        </div>
      )}
      <Tabs
        label={intl.formatMessage({ id: "leave.calendar.view" })}
        selectedKey={view}
        onSelectionChange={(id) => setView(id as View)}
        items={[
          { id: "month", label: intl.formatMessage({ id: "leave.calendar.month" }), content: view === "month" && grid },
          { id: "week", label: intl.formatMessage({ id: "leave.calendar.week" }), content: view === "week" && grid },
        ]}
      />
      <LeaveDetails leave={open} types={types.data ?? []} onClose={() => setOpen(null)} />
    </>
  );
}
