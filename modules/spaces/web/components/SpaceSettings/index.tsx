import { useState } from "react";
import { useIntl } from "react-intl";
import type { SpacePatch } from "../../../contract/index.js";
import { halfHours } from "../../lib/days.js";
import { type Space, useDepartments, useUpdateSpace } from "../../queries.js";
import * as css from "../../spaces.css.js";
import {
  ApiError,
  Button,
  Checkbox,
  Dialog,
  messageOf,
  notify,
  NumberField,
  SelectField,
  useFieldErrors,
  useT,
} from "@web/kit";

const HOURS = halfHours("00:00", "23:30");
const CLOSING = [...halfHours("00:30", "23:30"), "24:00"];
/** Monday first, as people read a week; 0 = Sunday as the API counts. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
const LEVELS = ["admin", "revisor", "requester"] as const;
type Level = (typeof LEVELS)[number];
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * An admin edits a room's or desk's bookable hours and days, its check-in grace period and who may book it (levels
 * and departments; none ticked: everyone). Checked here first (closing after opening, at least one day), then by the
 * server, whose refusal (the error catalogue, in the person's language) shows on its field.
 */
export function SpaceSettingsButton({ space }: { space: Space }) {
  const t = useT("spaces");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" aria-label={`${t("settings.edit")}: ${space.name}`} onPress={() => setOpen(true)}>
        {t("settings.edit")}
      </Button>
      {open && <SpaceSettingsDialog space={space} onClose={() => setOpen(false)} />}
    </>
  );
}

function SpaceSettingsDialog({ space, onClose }: { space: Space; onClose: () => void }) {
  const t = useT("spaces");
  const intl = useIntl();
  const departments = useDepartments();
  const [openFrom, setOpenFrom] = useState(space.openFrom);
  const [openTo, setOpenTo] = useState(space.openTo);
  const [days, setDays] = useState<number[]>(space.openDays);
  const [grace, setGrace] = useState(space.checkInGraceMinutes);
  const [levels, setLevels] = useState<Level[]>(space.allowedLevels);
  const [departmentIds, setDepartmentIds] = useState<string[]>(space.allowedDepartmentIds);
  const fields = useFieldErrors<"openTo" | "openDays" | "checkInGraceMinutes" | "allowedDepartmentIds">();
  const [failure, setFailure] = useState<string>();
  const update = useUpdateSpace({
    onSuccess: () => {
      notify("positive", t("manage.saved"));
      onClose();
    },
    onError: (error) => {
      const field = error instanceof ApiError ? error.field : undefined;
      if (
        field === "openTo" ||
        field === "openDays" ||
        field === "checkInGraceMinutes" ||
        field === "allowedDepartmentIds"
      )
        fields.fail(field, messageOf(error));
      else setFailure(messageOf(error));
    },
  });
  const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
    on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);
  const weekday = (n: number) =>
    // 2030-01-06 was a Sunday: + n days is weekday n
    intl.formatDate(new Date(Date.UTC(2030, 0, 6 + n)), { weekday: "long", timeZone: "UTC" });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const ok = fields.check({
      openTo: minutes(openTo) <= minutes(openFrom) ? t("settings.hoursOrder") : undefined,
      openDays: days.length === 0 ? t("settings.daysRequired") : undefined,
    });
    if (!ok) return;
    const patch: SpacePatch = {
      openFrom,
      openTo,
      openDays: [...days].sort(),
      checkInGraceMinutes: grace,
      allowedLevels: levels,
      allowedDepartmentIds: departmentIds,
    };
    update.mutate({ spaceId: space.id, patch });
  };

  return (
    <Dialog title={t("settings.title", { name: space.name })} isOpen onClose={onClose}>
      <form noValidate onSubmit={submit} ref={fields.formRef} className={css.dialogForm}>
        <div className={css.toolbar}>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("manage.openFrom")}
              options={HOURS.map((h) => ({ id: h, label: h }))}
              value={openFrom}
              onChange={setOpenFrom}
            />
          </div>
          <div className={css.toolbarItem}>
            <SelectField
              label={t("manage.openTo")}
              options={CLOSING.map((h) => ({ id: h, label: h }))}
              value={openTo}
              onChange={setOpenTo}
              errorMessage={fields.errors.openTo}
            />
          </div>
        </div>
        <fieldset className={css.fieldset} aria-describedby={fields.errors.openDays ? "space-days-error" : undefined}>
          <legend className={css.legend}>{t("settings.days")}</legend>
          <div className={css.checks}>
            {WEEKDAYS.map((n) => (
              <Checkbox
                key={n}
                isSelected={days.includes(n)}
                onChange={(on) => setDays(toggle(days, n, on))}
                name="openDays"
              >
                {weekday(n)}
              </Checkbox>
            ))}
          </div>
          {fields.errors.openDays && (
            <p id="space-days-error" className={css.error} role="alert">
              {fields.errors.openDays}
            </p>
          )}
        </fieldset>
        <NumberField
          label={t("settings.grace")}
          description={t("settings.graceHint")}
          value={grace}
          minValue={0}
          maxValue={120}
          onChange={(value) => setGrace(value ?? 0)}
          errorMessage={fields.errors.checkInGraceMinutes}
        />
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t("settings.levels")}</legend>
          <p className={css.meta}>{t("settings.everyoneHint")}</p>
          <div className={css.checks}>
            {LEVELS.map((level) => (
              <Checkbox
                key={level}
                isSelected={levels.includes(level)}
                onChange={(on) => setLevels(toggle(levels, level, on))}
              >
                {t(`settings.level.${level}`)}
              </Checkbox>
            ))}
          </div>
        </fieldset>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>{t("settings.departments")}</legend>
          <p className={css.meta}>{t("settings.everyoneHint")}</p>
          <div className={css.checks}>
            {(departments.data?.items ?? []).map((d) => (
              <Checkbox
                key={d.id}
                isSelected={departmentIds.includes(d.id)}
                onChange={(on) => setDepartmentIds(toggle(departmentIds, d.id, on))}
              >
                {d.name}
              </Checkbox>
            ))}
          </div>
          {fields.errors.allowedDepartmentIds && (
            <p className={css.error} role="alert">
              {fields.errors.allowedDepartmentIds}
            </p>
          )}
        </fieldset>
        {failure && (
          <p className={css.error} role="alert">
            {failure}
          </p>
        )}
        <div className={css.actions}>
          <Button type="submit" isDisabled={update.isPending}>
            {t("settings.save")}
          </Button>
          <Button variant="secondary" onPress={onClose}>
            {t("settings.cancel")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * Closing a space cancels its reservations that have not started (the server tells each booker): the admin says so
 * first. Opening it again asks nothing.
 */
export function SpaceCloseButton({ space }: { space: Space }) {
  const t = useT("spaces");
  const [asking, setAsking] = useState(false);
  const update = useUpdateSpace({
    onSuccess: () => {
      notify("positive", t(space.active ? "settings.closedDone" : "manage.saved"));
      setAsking(false);
    },
  });
  const label = t(space.active ? "manage.close" : "manage.open");
  return (
    <>
      <Button
        variant="secondary"
        aria-label={`${label}: ${space.name}`}
        isDisabled={update.isPending}
        onPress={() => (space.active ? setAsking(true) : update.mutate({ spaceId: space.id, patch: { active: true } }))}
      >
        {label}
      </Button>
      <Dialog title={t("settings.closeTitle", { name: space.name })} isOpen={asking} onClose={() => setAsking(false)}>
        <p>{t("settings.closeWarning")}</p>
        <div className={css.actions}>
          <Button
            variant="danger"
            isDisabled={update.isPending}
            onPress={() => update.mutate({ spaceId: space.id, patch: { active: false } })}
          >
            {t("settings.closeConfirm")}
          </Button>
          <Button variant="secondary" onPress={() => setAsking(false)}>
            {t("settings.keepOpen")}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
