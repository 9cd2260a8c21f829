import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { CHECK_IN_OPENS_MINUTES } from "../../../contract/index.js";
import * as css from "../../spaces.css.js";
import { halfHours, nextWorkday } from "../../lib/days.js";
import {
  calendarLink,
  type Reservation,
  useBook,
  useCancel,
  useCheckIn,
  useCompanyId,
  useMyReservations,
  useOffices,
  usePeopleSearch,
  useSpaces,
} from "../../queries.js";
import {
  Button,
  DatePicker,
  messageOf,
  notify,
  NumberField,
  Page,
  SelectField,
  Tabs,
  TextField,
  useSession,
  useT,
} from "@web/kit";

/**
 * /spaces/reservations (spec §2, every level): book a room (by the half hour) or a desk (by the day), once or
 * weekly, with colleagues; then my reservations, with check-in, cancellation and the calendar file.
 */
export default function ReservationsPage() {
  const t = useT("spaces");
  return (
    <Page title={t("reservations.title")}>
      <BookingForm />
      <Tabs
        label={t("reservations.title")}
        items={[
          { id: "upcoming", label: t("reservations.upcoming"), content: <Mine when="upcoming" /> },
          { id: "past", label: t("reservations.past"), content: <Mine when="past" /> },
        ]}
      />
    </Page>
  );
}

function BookingForm() {
  const t = useT("spaces");
  const offices = useOffices();
  const [officeId, setOfficeId] = useState<string | null>(null);
  const office = officeId ?? offices.data?.items[0]?.id ?? null;
  const spaces = useSpaces(office);
  const bookable = useMemo(() => (spaces.data?.items ?? []).filter((s) => s.bookable), [spaces.data]);
  const [spaceId, setSpaceId] = useState<string | null>(null);
  const space = bookable.find((s) => s.id === spaceId) ?? bookable[0];
  const [date, setDate] = useState(nextWorkday());
  const [start, setStart] = useState("09:00");
  const [end, setEnd] = useState("10:00");
  const [title, setTitle] = useState("");
  const [weeks, setWeeks] = useState<number | null>(1);
  const [participants, setParticipants] = useState<Array<{ userId: string; name: string }>>([]);
  const [query, setQuery] = useState("");
  const found = usePeopleSearch(query);
  const [error, setError] = useState<string | null>(null);
  const book = useBook({
    onSuccess: () => {
      setError(null);
      setTitle("");
      setParticipants([]);
      notify(
        "positive",
        t("reservations.booked", {
          room: space?.name ?? "",
          date,
          hours: space?.kind === "room" ? `${start}–${end}` : "",
        }),
      );
    },
    onError: (e) => setError(messageOf(e)),
  });
  const times = space ? halfHours(space.openFrom, space.openTo) : [];

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!space) return;
    book.mutate({
      spaceId: space.id,
      date,
      ...(space.kind === "room" ? { startTime: start, endTime: end } : {}),
      ...(title.trim() ? { title: title.trim() } : {}),
      participants: participants.map((p) => p.userId),
      weeks: weeks ?? 1,
    });
  };

  return (
    <section className={css.section} aria-labelledby="spaces-book">
      <h2 id="spaces-book" className={css.sectionTitle}>
        {t("reservations.newTitle")}
      </h2>
      {error && (
        <p role="alert" className={css.alert}>
          {error}
        </p>
      )}
      <form noValidate onSubmit={submit}>
        <div className={css.toolbar}>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("office")}
              options={(offices.data?.items ?? []).map((o) => ({ id: o.id, label: o.name }))}
              value={office}
              onChange={(id) => {
                setOfficeId(id);
                setSpaceId(null);
              }}
            />
          </div>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("reservations.space")}
              options={bookable.map((s) => ({ id: s.id, label: s.name }))}
              value={space?.id ?? null}
              onChange={setSpaceId}
            />
          </div>
          <div className={css.toolbarItem}>
            <DatePicker label={t("date")} value={date} onChange={(d) => setDate(d)} />
          </div>
          {space?.kind === "room" ? (
            <>
              <div className={css.toolbarItem}>
                <SelectField
                  label={t("reservations.start")}
                  options={times.slice(0, -1).map((h) => ({ id: h, label: h }))}
                  value={start}
                  onChange={setStart}
                />
              </div>
              <div className={css.toolbarItem}>
                <SelectField
                  label={t("reservations.end")}
                  options={times.slice(1).map((h) => ({ id: h, label: h }))}
                  value={end}
                  onChange={setEnd}
                />
              </div>
            </>
          ) : (
            space && <p className={css.hint}>{t("reservations.deskDay", { from: space.openFrom, to: space.openTo })}</p>
          )}
          <div className={css.toolbarItem}>
            <NumberField label={t("reservations.weeks")} value={weeks} minValue={1} maxValue={52} onChange={setWeeks} />
          </div>
          {space?.kind === "room" && (
            <div className={css.toolbarItem}>
              <TextField label={t("reservations.titleField")} value={title} onChange={setTitle} />
            </div>
          )}
        </div>
        {space?.kind === "room" && (
          <fieldset className={css.card} style={{ marginBottom: "1rem" }}>
            <legend>{t("reservations.participants")}</legend>
            <ul className={css.chips} aria-label={t("reservations.participants")}>
              {participants.map((p) => (
                <li key={p.userId}>
                  <Button
                    variant="secondary"
                    aria-label={t("reservations.removePerson", { name: p.name })}
                    onPress={() => setParticipants(participants.filter((x) => x.userId !== p.userId))}
                  >
                    {p.name} ×
                  </Button>
                </li>
              ))}
            </ul>
            <TextField label={t("reservations.findPerson")} value={query} onChange={setQuery} />
            <ul className={css.chips}>
              {(query.trim() ? (found.data?.items ?? []) : [])
                .filter((p) => !participants.some((x) => x.userId === p.userId))
                .slice(0, 5)
                .map((p) => (
                  <li key={p.userId}>
                    <Button
                      variant="ghost"
                      aria-label={t("reservations.addPerson", { name: p.name })}
                      onPress={() => {
                        setParticipants([...participants, p]);
                        setQuery("");
                      }}
                    >
                      + {p.name}
                    </Button>
                  </li>
                ))}
            </ul>
          </fieldset>
        )}
        <Button type="submit" isDisabled={book.isPending || !space}>
          {t("reservations.submit")}
        </Button>
      </form>
    </section>
  );
}

function Mine({ when }: { when: "upcoming" | "past" }) {
  const t = useT("spaces");
  const list = useMyReservations(when);
  const items = list.data?.items ?? [];
  if (list.data && items.length === 0) return <p className={css.hint}>{t("reservations.none")}</p>;
  return (
    <ul className={css.grid}>
      {items.map((r) => (
        <ReservationCard key={r.id} reservation={r} />
      ))}
    </ul>
  );
}

function ReservationCard({ reservation: r }: { reservation: Reservation }) {
  const t = useT("spaces");
  const intl = useIntl();
  const companyId = useCompanyId();
  const { view, level } = useSession();
  const me = view?.user.id;
  const checkIn = useCheckIn({ onSuccess: () => notify("positive", t("reservations.checkedIn")) });
  const cancel = useCancel({ onSuccess: () => notify("positive", t("reservations.canceled")) });
  const now = Date.now();
  const live = r.status === "booked" || r.status === "checkedIn";
  const ended = Date.parse(r.endDate) <= now;
  const canCheckIn =
    r.status === "booked" &&
    r.checkInRequired &&
    now >= Date.parse(r.startDate) - CHECK_IN_OPENS_MINUTES * 60_000 &&
    !ended;
  const canCancel = live && !ended && (r.organizer.userId === me || level === "admin");
  const others = r.participants.filter((p) => p.userId !== r.organizer.userId).map((p) => p.name);
  const day = intl.formatDate(new Date(`${r.date}T00:00:00Z`), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <li className={css.card}>
      <h3 className={css.cardTitle}>
        {r.room}
        {r.title ? ` · ${r.title}` : ""}
      </h3>
      <p className={css.meta}>
        {[r.officeName, `${day} ${r.hours.replace("-", "–")}`, r.seriesId ? t("reservations.weekly") : null]
          .filter(Boolean)
          .join(" · ")}
      </p>
      <p>
        <strong>{t(`status.${r.status}`)}</strong>
      </p>
      <p className={css.meta}>{t("reservations.organizer", { name: r.organizer.name })}</p>
      {others.length > 0 && <p className={css.meta}>{t("reservations.with", { names: others.join(", ") })}</p>}
      {r.status === "booked" && r.checkInRequired && !ended && (
        <p className={css.meta}>{t("reservations.checkInHint", { minutes: 15 })}</p>
      )}
      <div className={css.actions}>
        {canCheckIn && (
          <Button isDisabled={checkIn.isPending} onPress={() => checkIn.mutate(r.id)}>
            {t("reservations.checkIn")}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="secondary"
            aria-label={`${t("reservations.cancel")}: ${r.room} ${r.date}`}
            isDisabled={cancel.isPending}
            onPress={() => cancel.mutate({ reservationId: r.id, series: false })}
          >
            {t("reservations.cancel")}
          </Button>
        )}
        {canCancel && r.seriesId && (
          <Button
            variant="ghost"
            isDisabled={cancel.isPending}
            onPress={() => cancel.mutate({ reservationId: r.id, series: true })}
          >
            {t("reservations.cancelSeries")}
          </Button>
        )}
        {live && !ended && (
          <a className={css.link} href={calendarLink(companyId, r.id)} download="reservation.ics">
            {t("reservations.calendar")}
          </a>
        )}
      </div>
    </li>
  );
}
