import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  api,
  Button,
  Checkbox,
  DateRangePicker,
  messageOf,
  notify,
  NumberField,
  Page,
  quickRange,
  SelectField,
  toDayRange,
  useSession,
  useT,
  type PickerRange,
} from "@web/kit";
import { dayOf } from "../../../../../core/dates/calendar-days.js";
import * as css from "../../overtime.css.js";
import {
  overtimeKeys,
  useCompanyId,
  useDay,
  useHours,
  useOvertimeDays,
  useOvertimeSettings,
  useTimeBank,
  type OvertimeDayItem,
  type OvertimeSettingsData,
} from "../../overtime-data.js";

/**
 * /overtime (spec §2: every level, premium plan; issue 13 "Overtime and time bank"): my time bank, the days judged
 * from the punches against the schedule with their overtime and undertime, a leader's approvals, and the company's
 * rules for admins.
 */
export default function OvertimePage() {
  const t = useT("clock.overtime");
  const level = useSession().level;
  const leader = level === "admin" || level === "revisor";
  const [range, setRange] = useState<PickerRange | null>(() => quickRange("this-month", dayOf(new Date())));
  const [status, setStatus] = useState<string>(leader ? "pending" : "all");
  const period = range ? toDayRange(range) : null;
  const days = useOvertimeDays({
    from: period?.startDate ?? "",
    to: period?.endDate ?? "",
    ...(status !== "all" ? { status } : {}),
  });

  return (
    <Page title={t("title")}>
      <p className={css.hint}>{t("hint")}</p>
      <Bank />
      <section className={css.section} aria-labelledby="ot-days">
        <h2 id="ot-days" className={css.sectionTitle}>
          {t("days.title")}
        </h2>
        <div className={css.toolbar}>
          <div className={css.toolbarItem}>
            <DateRangePicker label={t("period")} value={range} onChange={setRange} />
          </div>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("status")}
              value={status}
              onChange={setStatus}
              options={(["all", "pending", "approved", "refused", "none"] as const).map((s) => ({
                id: s,
                label: t(`status.${s}`),
              }))}
            />
          </div>
        </div>
        {days.isPending && period && <p className={css.muted}>{t("loading")}</p>}
        {days.isError && <p role="alert">{messageOf(days.error)}</p>}
        {days.data && days.data.items.length === 0 && <p className={css.muted}>{t("days.empty")}</p>}
        {days.data && days.data.items.length > 0 && (
          <ul className={css.list}>
            {days.data.items.map((d) => (
              <DayCard key={d.id} day={d} canDecide={leader} />
            ))}
          </ul>
        )}
      </section>
      {level === "admin" && <Settings />}
    </Page>
  );
}

function Bank() {
  const t = useT("clock.overtime");
  const hours = useHours();
  const day = useDay();
  const bank = useTimeBank();
  if (!bank.data) return null;
  const recent = bank.data.movements.slice(0, 5);
  return (
    <section className={css.section} aria-labelledby="ot-bank">
      <h2 id="ot-bank" className={css.sectionTitle}>
        {t("bank.title")}
      </h2>
      <dl className={css.stats}>
        <div className={css.stat}>
          <dt className={css.statLabel}>{t("bank.balance")}</dt>
          <dd className={css.statValue} style={{ margin: 0 }} data-testid="bank-balance">
            {hours(bank.data.balanceMinutes)}
          </dd>
        </div>
      </dl>
      {recent.length > 0 && (
        <>
          <h3 className={css.personTitle}>{t("bank.recent")}</h3>
          <ul className={css.list}>
            {recent.map((m) => (
              <li key={m.id} className={css.card}>
                <span className={css.cardMain}>
                  <span className={css.cardTitle}>{t(`bank.kind.${m.kind}`)}</span>
                  <span className={css.cardFacts}>{day(m.day)}</span>
                </span>
                <span className={css.statValue}>{hours(m.minutes)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function DayCard({ day: d, canDecide }: { day: OvertimeDayItem; canDecide: boolean }) {
  const t = useT("clock.overtime");
  const hours = useHours();
  const day = useDay();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const session = useSession();
  const userId = session.view?.user.id;
  const decide = useMutation({
    meta: { quiet: true },
    mutationFn: (decision: "approve" | "refuse") =>
      api.post("/api/companies/{companyId}/clock/overtime/days/{dayId}/decision", {
        params: { companyId, dayId: d.id },
        body: { decision },
      }),
    onSuccess: async (saved) => {
      notify("positive", t(saved.status === "approved" ? "decided.approved" : "decided.refused"));
      await client.invalidateQueries({ queryKey: overtimeKeys.all(companyId) });
    },
    onError: (e) => notify("negative", messageOf(e)),
  });
  const facts = [
    t("facts.worked", { worked: hours(d.workedMinutes), expected: hours(d.expectedMinutes) }),
    d.overtimeMinutes > 0 ? t("facts.overtime", { value: hours(d.overtimeMinutes) }) : "",
    d.undertimeMinutes > 0 ? t("facts.undertime", { value: hours(d.undertimeMinutes) }) : "",
    d.excessMinutes > 0 ? t("facts.excess", { value: hours(d.excessMinutes) }) : "",
    d.incomplete ? t("facts.incomplete") : "",
  ].filter(Boolean);
  return (
    <li className={css.card}>
      <span className={css.cardMain}>
        <span className={css.cardTitle}>
          {d.name ? `${d.name} · ` : ""}
          {day(d.day)} <span className={css.badge}>{t(`kind.${d.kind}`)}</span>{" "}
          {d.status !== "none" && <span className={css.badge}>{t(`status.${d.status}`)}</span>}
        </span>
        <span className={css.cardFacts}>{facts.join(" · ")}</span>
      </span>
      {canDecide && d.status === "pending" && (session.level === "admin" || d.userId !== userId) && (
        <span className={css.actions}>
          <Button
            onPress={() => decide.mutate("approve")}
            isPending={decide.isPending}
            aria-label={t("approveFor", { name: d.name, day: day(d.day) })}
          >
            {t("approve")}
          </Button>
          <Button
            variant="secondary"
            onPress={() => decide.mutate("refuse")}
            isDisabled={decide.isPending}
            aria-label={t("refuseFor", { name: d.name, day: day(d.day) })}
          >
            {t("refuse")}
          </Button>
        </span>
      )}
    </li>
  );
}

type NumberKey =
  | "toleranceMinutes"
  | "dailyLimitMinutes"
  | "weeklyLimitMinutes"
  | "bankExpiryMonths"
  | "deadlinePayroll"
  | "lunchMinutes";
const NUMBER_FIELDS: ReadonlyArray<{ key: NumberKey; max: number }> = [
  { key: "toleranceMinutes", max: 60 },
  { key: "dailyLimitMinutes", max: 720 },
  { key: "weeklyLimitMinutes", max: 3600 },
  { key: "lunchMinutes", max: 240 },
  { key: "bankExpiryMonths", max: 24 },
  { key: "deadlinePayroll", max: 28 },
];
type RateKey = keyof OvertimeSettingsData["rates"];
const RATE_FIELDS: readonly RateKey[] = ["weekday", "restDay", "holiday", "night"];

function Settings() {
  const t = useT("clock.overtime");
  const companyId = useCompanyId();
  const client = useQueryClient();
  const settings = useOvertimeSettings(true);
  const [draft, setDraft] = useState<OvertimeSettingsData | null>(null);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (settings.data && !draft) setDraft(settings.data);
  }, [settings.data, draft]);
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (body: OvertimeSettingsData) =>
      api.patch("/api/companies/{companyId}/clock/overtime/settings", {
        params: { companyId },
        body: { ...body, compensatoryLeaveTypeId: body.compensatoryLeaveTypeId ?? null },
      }),
    onSuccess: async (saved) => {
      setDraft(saved);
      notify("positive", t("settings.saved"));
      await client.invalidateQueries({ queryKey: overtimeKeys.all(companyId) });
    },
    onError: (e) => setError(messageOf(e)),
  });
  if (!draft) return null;
  return (
    <section className={css.section} aria-labelledby="ot-settings">
      <h2 id="ot-settings" className={css.sectionTitle}>
        {t("settings.title")}
      </h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          save.mutate(draft);
        }}
      >
        <div className={css.settingsGrid}>
          {NUMBER_FIELDS.map(({ key, max }) => (
            <NumberField
              key={key}
              label={t(`settings.${key}`)}
              value={draft[key]}
              minValue={0}
              maxValue={max}
              onChange={(v) => setDraft({ ...draft, [key]: v ?? 0 })}
            />
          ))}
          {RATE_FIELDS.map((key) => (
            <NumberField
              key={key}
              label={t(`settings.rate.${key}`)}
              value={draft.rates[key]}
              minValue={1}
              maxValue={5}
              step={0.05}
              onChange={(v) => setDraft({ ...draft, rates: { ...draft.rates, [key]: v ?? 1 } })}
            />
          ))}
        </div>
        <Checkbox isSelected={draft.requireApproval} onChange={(v) => setDraft({ ...draft, requireApproval: v })}>
          {t("settings.requireApproval")}
        </Checkbox>
        {error && (
          <p role="alert" className={css.muted}>
            {error}
          </p>
        )}
        <div className={css.actions} style={{ marginTop: "0.75rem" }}>
          <Button type="submit" isPending={save.isPending}>
            {t("settings.save")}
          </Button>
        </div>
      </form>
    </section>
  );
}
