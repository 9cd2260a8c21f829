import { useState } from "react";
import { useIntl } from "react-intl";
import type { SpaceInput } from "../../../contract/index.js";
import { SpacePhotoUpload } from "../../components/SpacePhoto/index.js";
import { SpaceCloseButton, SpaceSettingsButton } from "../../components/SpaceSettings/index.js";
import * as css from "../../spaces.css.js";
import { addDays, halfHours, localToday } from "../../lib/days.js";
import { type DayView, type Space, useAddSpace, useDay, useOccupancy, useOffices, useSpaces } from "../../queries.js";
import {
  ApiError,
  Button,
  ButtonLink,
  DataTable,
  DatePicker,
  messageOf,
  notify,
  NumberField,
  Page,
  SelectField,
  TextField,
  useFieldErrors,
  useSession,
  useT,
  useValidators,
} from "@web/kit";

/**
 * /spaces (spec §2, every level): an office's day, rooms by the hour and desks by the day; for admins the occupancy
 * of the last 30 days and the rooms and desks themselves.
 */
export default function SpacesPage() {
  const t = useT("spaces");
  const { level } = useSession();
  const offices = useOffices();
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [date, setDate] = useState(localToday());
  const office = officeId ?? offices.data?.items[0]?.id ?? null;
  const day = useDay(office, date);

  return (
    <Page
      title={t("summary.title")}
      actions={<ButtonLink href="/spaces/reservations">{t("navReservations")}</ButtonLink>}
    >
      <p className={css.hint}>{t("summary.hint")}</p>
      {offices.data && offices.data.items.length === 0 ? (
        <p>{t("noOffices")}</p>
      ) : (
        <>
          <div className={css.toolbar}>
            <div className={css.toolbarItem}>
              <SelectField
                label={t("office")}
                options={(offices.data?.items ?? []).map((o) => ({ id: o.id, label: o.name }))}
                value={office}
                onChange={setOfficeId}
              />
            </div>
            <div className={css.toolbarItem}>
              <DatePicker label={t("date")} value={date} onChange={(d) => d && setDate(d)} />
            </div>
          </div>
          {day.data && <Day view={day.data} />}
          {level === "admin" && office && (
            <>
              <OccupancySection officeId={office} />
              <ManageSection officeId={office} />
            </>
          )}
        </>
      )}
    </Page>
  );
}

function Day({ view }: { view: DayView }) {
  const t = useT("spaces");
  return (
    <>
      <section className={css.section} aria-labelledby="spaces-rooms">
        <h2 id="spaces-rooms" className={css.sectionTitle}>
          {t("rooms")}
        </h2>
        {view.rooms.length === 0 ? (
          <p className={css.hint}>{t("noRooms")}</p>
        ) : (
          <ul className={css.grid}>
            {view.rooms.map(({ space, bookings }) => {
              const slots = halfHours(space.openFrom, space.openTo).slice(0, -1);
              const busy = (slot: string) => bookings.some((b) => b.startTime <= slot && slot < b.endTime);
              return (
                <li key={space.id} className={css.card}>
                  <h3 className={css.cardTitle}>{space.name}</h3>
                  <SpaceMeta space={space} />
                  <ul className={css.hours} aria-label={space.name}>
                    {slots.map((slot) => (
                      <li
                        key={slot}
                        className={busy(slot) ? css.hour.busy : css.hour.free}
                        aria-label={t(busy(slot) ? "hourBusy" : "hourFree", { hour: slot })}
                        title={slot}
                      />
                    ))}
                  </ul>
                  {bookings.length === 0 ? (
                    <p className={css.badge.free}>{t("freeAllDay")}</p>
                  ) : (
                    <ul className={css.bookings}>
                      {bookings.map((b) => (
                        <li key={b.id}>
                          <strong>
                            {b.startTime}–{b.endTime}
                          </strong>{" "}
                          {[b.title, b.organizerName].filter(Boolean).join(" · ")}
                        </li>
                      ))}
                    </ul>
                  )}
                  {!space.bookable && <p className={css.meta}>{t("leadersOnly")}</p>}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section className={css.section} aria-labelledby="spaces-desks">
        <h2 id="spaces-desks" className={css.sectionTitle}>
          {t("desks")}
        </h2>
        {view.desks.length === 0 ? (
          <p className={css.hint}>{t("noDesks")}</p>
        ) : (
          <ul className={css.grid}>
            {view.desks.map(({ space, booking }) => (
              <li key={space.id} className={css.card}>
                <h3 className={css.cardTitle}>{space.name}</h3>
                <SpaceMeta space={space} />
                {booking ? (
                  <p className={css.badge.taken}>{t("takenBy", { name: booking.organizerName })}</p>
                ) : (
                  <p className={css.badge.free}>{t("free")}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function SpaceMeta({ space }: { space: Space }) {
  const t = useT("spaces");
  return (
    <>
      {space.photo && (
        <img
          className={css.photo}
          src={space.photo.thumb}
          alt={t("photoAlt", { name: space.name })}
          width={200}
          height={200}
        />
      )}
      <p className={css.meta}>
        {[
          space.kind === "room" ? t("capacity", { count: space.capacity }) : null,
          space.floor ? t("floor", { floor: space.floor }) : null,
          t("openHours", { from: space.openFrom, to: space.openTo }),
          space.amenities.join(", ") || null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
    </>
  );
}

function OccupancySection({ officeId }: { officeId: string }) {
  const t = useT("spaces");
  const intl = useIntl();
  const to = localToday();
  const occupancy = useOccupancy(true, { officeId, from: addDays(to, -29), to });
  return (
    <section className={css.section} aria-labelledby="spaces-occupancy">
      <h2 id="spaces-occupancy" className={css.sectionTitle}>
        {t("occupancy.title")}
      </h2>
      <DataTable
        label={t("occupancy.title")}
        rows={(occupancy.data?.items ?? []).map((i) => ({ ...i, id: i.spaceId }))}
        columns={[
          { id: "name", header: t("occupancy.space"), isRowHeader: true, cell: (i) => i.name },
          {
            id: "percent",
            header: t("occupancy.percent"),
            cell: (i) => intl.formatNumber(i.percent / 100, { style: "percent", maximumFractionDigits: 1 }),
          },
          { id: "booked", header: t("occupancy.booked"), cell: (i) => intl.formatNumber(i.bookedHours) },
          { id: "noShows", header: t("occupancy.noShows"), cell: (i) => i.noShows },
          { id: "canceled", header: t("occupancy.canceled"), cell: (i) => i.canceled },
        ]}
      />
    </section>
  );
}

const HOURS = halfHours("06:00", "23:30");

function ManageSection({ officeId }: { officeId: string }) {
  const t = useT("spaces");
  const spaces = useSpaces(officeId);
  const empty = {
    kind: "room" as "room" | "desk",
    name: "",
    capacity: 4,
    floor: "",
    amenities: "",
    openFrom: "08:00",
    openTo: "19:00",
  };
  const [form, setForm] = useState(empty);
  const fields = useFieldErrors<"name" | "capacity" | "openTo">();
  const v = useValidators();
  const add = useAddSpace({
    onSuccess: () => {
      notify("positive", t("manage.added"));
      setForm(empty);
    },
    onError: (error) => {
      const field = error instanceof ApiError && error.field === "openTo" ? "openTo" : "name";
      fields.fail(field, messageOf(error));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!fields.check({ name: v.required(form.name) ?? v.maxLength(form.name, 80) })) return;
    const body: SpaceInput = {
      officeId,
      kind: form.kind,
      name: form.name.trim(),
      capacity: form.kind === "desk" ? 1 : form.capacity,
      floor: form.floor.trim(),
      amenities: form.amenities
        .split(",")
        .map((a) => a.trim())
        .filter(Boolean),
      openFrom: form.openFrom,
      openTo: form.openTo,
    };
    add.mutate(body);
  };
  return (
    <section className={css.section} aria-labelledby="spaces-manage">
      <h2 id="spaces-manage" className={css.sectionTitle}>
        {t("manage.title")}
      </h2>
      <ul className={css.gridSpaced}>
        {(spaces.data?.items ?? []).map((s) => (
          <li key={s.id} className={css.card}>
            <h3 className={css.cardTitle}>
              {s.name} · {t(s.kind === "room" ? "manage.room" : "manage.desk")}
            </h3>
            <SpaceMeta space={s} />
            {!s.active && <p className={css.meta}>{t("manage.closed")}</p>}
            <SpacePhotoUpload space={s} />
            <div className={css.actions}>
              <SpaceSettingsButton space={s} />
              <SpaceCloseButton space={s} />
            </div>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={submit} ref={fields.formRef}>
        <div className={css.toolbar}>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("manage.kind")}
              options={[
                { id: "room", label: t("manage.room") },
                { id: "desk", label: t("manage.desk") },
              ]}
              value={form.kind}
              onChange={(kind) => setForm({ ...form, kind: kind as "room" | "desk" })}
            />
          </div>
          <div className={css.toolbarItem}>
            <TextField
              label={t("manage.name")}
              value={form.name}
              onChange={(name) => setForm({ ...form, name })}
              errorMessage={fields.errors.name}
            />
          </div>
          {form.kind === "room" && (
            <div className={css.toolbarItem}>
              <NumberField
                label={t("manage.capacity")}
                value={form.capacity}
                minValue={1}
                maxValue={500}
                onChange={(capacity) => setForm({ ...form, capacity: capacity ?? 1 })}
              />
            </div>
          )}
          <div className={css.toolbarItem}>
            <TextField label={t("manage.floor")} value={form.floor} onChange={(floor) => setForm({ ...form, floor })} />
          </div>
          <div className={css.toolbarItem}>
            <TextField
              label={t("manage.amenities")}
              value={form.amenities}
              onChange={(amenities) => setForm({ ...form, amenities })}
            />
          </div>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("manage.openFrom")}
              options={HOURS.map((h) => ({ id: h, label: h }))}
              value={form.openFrom}
              onChange={(openFrom) => setForm({ ...form, openFrom })}
            />
          </div>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("manage.openTo")}
              options={HOURS.map((h) => ({ id: h, label: h }))}
              value={form.openTo}
              onChange={(openTo) => setForm({ ...form, openTo })}
              errorMessage={fields.errors.openTo}
            />
          </div>
        </div>
        <Button type="submit" isDisabled={add.isPending}>
          {t("manage.add")}
        </Button>
      </form>
    </section>
  );
}
