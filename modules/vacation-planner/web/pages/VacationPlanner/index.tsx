import { useMemo, useState } from "react";
import { Button, DatePicker, Page, SelectField, useT } from "@web/kit";
import { CoverageStrip } from "../../components/CoverageStrip/index.js";
import { EntryDialog, type EntryTarget } from "../../components/EntryDialog/index.js";
import { AbsenceSummary, PeopleList } from "../../components/PeopleList/index.js";
import { StaffingEditor } from "../../components/StaffingEditor/index.js";
import * as css from "../../planner.css.js";
import { dayIndex, dayOf, ISO_DAY } from "../../../../../core/dates/calendar-days.js";
import { useFormatDays, usePlannerYear, type DepartmentPlan } from "../../lib/data.js";

/**
 * /vacation-planner (spec §2: admin, revisor, premium): a department's year — who is out each day, coverage against
 * the minimum staffing its leader sets, warnings where absences drop it below, the people with their leaves and plan
 * entries, and plan entries turned into leave requests.
 */
export default function VacationPlannerPage() {
  const t = useT("vacation-planner");
  const thisYear = Number(dayOf(new Date()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [target, setTarget] = useState<EntryTarget | null>(null);
  const query = usePlannerYear(year, departmentId);
  const data = query.data;
  const plan = data?.department ?? null;
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];

  return (
    <Page
      title={t("title")}
      actions={
        plan && plan.people.length > 0 ? <Button onPress={() => setTarget({})}>{t("people.addEntry")}</Button> : null
      }
    >
      <p className={css.hint}>{t("hint")}</p>
      <div className={css.toolbar}>
        <div className={css.toolbarItem}>
          <SelectField
            label={t("year")}
            options={years.map((y) => ({ id: String(y), label: String(y) }))}
            value={String(year)}
            onChange={(v) => setYear(Number(v))}
          />
        </div>
        {data && data.departments.length > 0 && (
          <div className={css.toolbarWide}>
            <SelectField
              label={t("department")}
              options={data.departments.map((d) => ({
                id: d.id,
                label: d.shortDays > 0 ? t("departmentShort", { name: d.name, n: d.shortDays }) : d.name,
              }))}
              value={plan?.id ?? null}
              onChange={setDepartmentId}
            />
          </div>
        )}
      </div>
      {query.isPending && <p className={css.muted}>{t("loading")}</p>}
      {data && data.departments.length === 0 && <p className={css.muted}>{t("noDepartments")}</p>}
      {data && plan && (
        <DepartmentYear
          key={`${plan.id}-${data.year}`}
          year={data.year}
          plan={plan}
          holidays={data.holidays}
          types={data.leaveTypes}
          onPlan={setTarget}
        />
      )}
      {target && plan && (
        <EntryDialog
          target={target}
          people={plan.people}
          types={data?.leaveTypes ?? []}
          onClose={() => setTarget(null)}
        />
      )}
    </Page>
  );
}

function DepartmentYear({
  year,
  plan,
  holidays,
  types,
  onPlan,
}: {
  year: number;
  plan: DepartmentPlan;
  holidays: ReadonlyArray<{ date: string; name: string }>;
  types: NonNullable<ReturnType<typeof usePlannerYear>["data"]>["leaveTypes"];
  onPlan: (target: EntryTarget) => void;
}) {
  const t = useT("vacation-planner");
  const format = useFormatDays();
  const holidayOf = useMemo(() => new Map(holidays.map((h) => [h.date, h.name])), [holidays]);
  const today = dayOf(new Date());
  const [selected, setSelected] = useState(
    plan.warnings[0]?.startDate ?? (today.startsWith(String(year)) ? today : `${year}-01-01`),
  );
  const [dayField, setDayField] = useState(selected);
  const choose = (day: string) => {
    setSelected(day);
    setDayField(day);
  };

  const i = dayIndex(year, selected);
  const scheduled = plan.scheduled[i] ?? 0;
  const present = plan.present[i] ?? 0;
  const awayOn = plan.people.flatMap((p) =>
    p.absences.filter((a) => a.startDate <= selected && a.endDate >= selected).map((a) => ({ person: p, absence: a })),
  );
  const short = scheduled > 0 && plan.warnings.some((w) => w.startDate <= selected && w.endDate >= selected);

  return (
    <>
      <section className={css.section} aria-labelledby="vp-staffing">
        <h2 id="vp-staffing" className={css.sectionTitle}>
          {t("staffing.title", { name: plan.name })}
        </h2>
        <dl className={css.stats}>
          <div className={css.stat}>
            <dt className={css.statLabel}>{t("staffing.headcount")}</dt>
            <dd className={css.statValue} style={{ margin: 0 }}>
              {plan.headcount}
            </dd>
          </div>
          <div className={css.stat}>
            <dt className={css.statLabel}>{t("staffing.shortDays")}</dt>
            <dd className={css.statValue} style={{ margin: 0 }}>
              {plan.shortDays}
            </dd>
          </div>
        </dl>
        <StaffingEditor key={plan.minimumPresent ?? "none"} plan={plan} />
      </section>

      <section className={css.section} aria-labelledby="vp-warnings">
        <h2 id="vp-warnings" className={css.sectionTitle}>
          {t("warnings.title")}
        </h2>
        {!plan.minimumPresent ? (
          <p className={css.muted}>{t("warnings.noMinimum")}</p>
        ) : plan.warnings.length === 0 ? (
          <p className={css.ok}>{t("warnings.none", { minimum: plan.minimumPresent })}</p>
        ) : (
          <ul className={css.warnings}>
            {plan.warnings.map((w) => (
              <li key={w.startDate} className={css.warning}>
                <span>
                  <span className={css.warningIcon} aria-hidden="true">
                    ⚠
                  </span>
                  {t("warnings.item", {
                    dates: format.range(w.startDate, w.endDate),
                    days: w.shortDays,
                    lowest: w.lowestPresent,
                    minimum: w.minimumPresent,
                  })}
                </span>
                <Button
                  variant="ghost"
                  onPress={() => choose(w.startDate)}
                  aria-label={t("warnings.showOf", { date: format.day(w.startDate) })}
                >
                  {t("warnings.show")}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={css.section} aria-labelledby="vp-coverage">
        <h2 id="vp-coverage" className={css.sectionTitle}>
          {t("coverage.title")}
        </h2>
        <p className={css.hint}>{t("coverage.hint")}</p>
        <CoverageStrip year={year} plan={plan} holidays={holidayOf} selected={selected} onSelect={choose} />
      </section>

      <section className={css.section} aria-labelledby="vp-day">
        <h2 id="vp-day" className={css.sectionTitle} aria-live="polite">
          {t("day.title", { date: format.day(selected, { dateStyle: "full" }) })}
        </h2>
        <form
          noValidate
          className={css.dayForm}
          onSubmit={(e) => {
            e.preventDefault();
            if (ISO_DAY.test(dayField) && dayField.startsWith(String(year))) setSelected(dayField);
          }}
        >
          <DatePicker
            label={t("day.field")}
            description={t("day.fieldHint", { year })}
            minValue={`${year}-01-01`}
            maxValue={`${year}-12-31`}
            value={dayField}
            onChange={(v) => {
              setDayField(v);
              if (ISO_DAY.test(v) && v.startsWith(String(year))) setSelected(v);
            }}
          />
        </form>
        <p>
          {scheduled === 0
            ? t(holidayOf.has(selected) ? "day.holiday" : "day.closed", { holiday: holidayOf.get(selected) ?? "" })
            : t(short ? "day.short" : "day.open", { present, scheduled, minimum: plan.minimumPresent ?? 0 })}
        </p>
        {awayOn.length === 0 ? (
          <p className={css.muted}>{t("day.nobody")}</p>
        ) : (
          <ul className={css.absences}>
            {awayOn.map(({ person, absence }) => (
              <li key={`${absence.kind}-${absence.id}`} className={css.absence}>
                <strong>{person.name}</strong>
                <AbsenceSummary absence={absence} types={types} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={css.section} aria-labelledby="vp-people">
        <h2 id="vp-people" className={css.sectionTitle}>
          {t("people.title")}
        </h2>
        <PeopleList people={plan.people} types={types} onPlan={onPlan} />
      </section>
    </>
  );
}
