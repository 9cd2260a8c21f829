import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useParams } from "wouter";
import {
  api,
  messageOf,
  Button,
  ButtonLink,
  DataTable,
  Page,
  TextField,
  notify,
  useValidators,
  type Locale,
  DatePicker,
} from "@web/kit";
import { countryById } from "../../../../../people/contract/countries.js";
import * as css from "../../admin.css.js";
import { dayOf } from "../../../../../../core/dates/calendar-days.js";
import { leaveKeys, useCompanyId, useFormatDay, useIsAdmin, type Holiday } from "../../lib/data.js";

/**
 * /holidays/:countryId (spec §2, every level): the country's public holidays of a year with the company's own days
 * and the public holidays it works. Admins add a company holiday or work a public one (`POST /holidays/:countryId`).
 */
export default function CountryHolidaysPage() {
  const intl = useIntl();
  const { countryId = "" } = useParams<{ countryId: string }>();
  const companyId = useCompanyId();
  const isAdmin = useIsAdmin();
  const client = useQueryClient();
  const formatDay = useFormatDay();
  const v = useValidators();
  const [year, setYear] = useState(Number(dayOf(new Date()).slice(0, 4)));
  const [date, setDate] = useState("");
  const [name, setName] = useState("");
  const [errors, setErrors] = useState<{ date?: string; name?: string }>({});
  const country = countryById(countryId);

  const list = useQuery({
    queryKey: [...leaveKeys.holidays(companyId, countryId), year],
    enabled: Boolean(companyId && country),
    queryFn: () =>
      api.get("/api/companies/{companyId}/holidays/{countryId}", {
        params: { companyId, countryId },
        query: { year },
      }),
  });
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (item: { date: string; name: string; remove?: boolean }) =>
      api.post("/api/companies/{companyId}/holidays/{countryId}", {
        params: { companyId, countryId },
        body: { items: [item] },
      }),
    onSuccess: async (_result, item) => {
      notify("positive", intl.formatMessage({ id: item.remove ? "leave.holidays.worked" : "leave.holidays.added" }));
      if (!item.remove) {
        setDate("");
        setName("");
      }
      await client.invalidateQueries({ queryKey: leaveKeys.all(companyId) });
    },
    onError: (error) => notify("negative", messageOf(error)),
  });

  const title = intl.formatMessage(
    { id: "leave.holidays.countryTitle" },
    { country: country ? (country.name[intl.locale as Locale] ?? country.name.en) : countryId },
  );
  const add = (e: React.FormEvent) => {
    e.preventDefault();
    const next = {
      date:
        v.required(date) ??
        (/^\d{4}-\d{2}-\d{2}$/.test(date) ? undefined : intl.formatMessage({ id: "validation.date" })),
      name: v.required(name) ?? v.maxLength(name, 120) ?? undefined,
    };
    setErrors(next);
    if (!next.date && !next.name) save.mutate({ date, name: name.trim() });
  };

  return (
    <Page
      title={title}
      actions={<ButtonLink href="/holidays">{intl.formatMessage({ id: "leave.holidays.allCountries" })}</ButtonLink>}
    >
      <div className={css.toolbar}>
        <Button
          variant="secondary"
          onPress={() => setYear(year - 1)}
          aria-label={intl.formatMessage({ id: "leave.holidays.previousYear" })}
        >
          ‹
        </Button>
        <h2 aria-live="polite" style={{ margin: 0, fontSize: "1.2rem", alignSelf: "center" }}>
          {intl.formatNumber(year, { useGrouping: false })}
        </h2>
        <Button
          variant="secondary"
          onPress={() => setYear(year + 1)}
          aria-label={intl.formatMessage({ id: "leave.holidays.nextYear" })}
        >
          ›
        </Button>
      </div>
      {isAdmin && (
        <section className={css.section} aria-labelledby="leave-holiday-add">
          <h2 id="leave-holiday-add" className={css.sectionTitle}>
            {intl.formatMessage({ id: "leave.holidays.addTitle" })}
          </h2>
          <form noValidate onSubmit={add} className={css.formGrid}>
            <DatePicker
              label={intl.formatMessage({ id: "leave.holidays.date" })}
              value={date}
              onChange={setDate}
              errorMessage={errors.date}
            />
            <TextField
              label={intl.formatMessage({ id: "leave.holidays.name" })}
              value={name}
              onChange={setName}
              errorMessage={errors.name}
            />
            <div style={{ alignSelf: "start", paddingTop: "1.6rem" }}>
              <Button type="submit" isDisabled={save.isPending}>
                {intl.formatMessage({ id: "leave.holidays.add" })}
              </Button>
            </div>
          </form>
        </section>
      )}
      <DataTable<Holiday & { id: string }>
        label={title}
        isLoading={list.isPending}
        rows={(list.data?.items ?? []).map((h) => ({ ...h, id: `${h.date}-${h.region ?? ""}` }))}
        columns={[
          {
            id: "date",
            header: intl.formatMessage({ id: "leave.holidays.date" }),
            cell: (h) => formatDay(h.date, { weekday: "short", day: "numeric", month: "long" }),
          },
          {
            id: "name",
            header: intl.formatMessage({ id: "leave.holidays.name" }),
            isRowHeader: true,
            cell: (h) => h.name,
          },
          {
            id: "source",
            header: intl.formatMessage({ id: "leave.holidays.source" }),
            cell: (h) =>
              intl.formatMessage({
                id: h.source === "company" ? "leave.holidays.source.company" : "leave.holidays.source.public",
              }),
          },
          ...(isAdmin
            ? [
                {
                  id: "actions",
                  header: intl.formatMessage({ id: "common.actions" }),
                  cell: (h: Holiday) => (
                    <Button
                      variant="ghost"
                      className={css.smallButton}
                      isDisabled={save.isPending}
                      aria-label={intl.formatMessage(
                        { id: "leave.holidays.removeOf" },
                        { name: h.name, date: formatDay(h.date) },
                      )}
                      onPress={() => save.mutate({ date: h.date, name: h.name, remove: true })}
                    >
                      {intl.formatMessage({ id: "leave.holidays.remove" })}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Page>
  );
}
