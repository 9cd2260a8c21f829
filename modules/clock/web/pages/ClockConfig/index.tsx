import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import {
  Button,
  Checkbox,
  Dialog,
  NumberField,
  notify,
  Page,
  SelectField,
  TextField,
  messageOf,
  useSession,
  useT,
} from "@web/kit";
import { PHOTO_MODES, type ClockSettings, type OfficeClockConfig, type PhotoMode } from "../../../contract/index.js";
import * as css from "../../clock.css.js";
import {
  useCreateDevice,
  useDevices,
  useOffices,
  useRevokeDevice,
  useSaveSettings,
  useSettings,
} from "../../queries.js";

function SettingsForm({ initial, offices }: { initial: ClockSettings; offices: Array<{ id: string; label: string }> }) {
  const t = useT("clock.config");
  const [value, setValue] = useState<ClockSettings>(initial);
  useEffect(() => setValue(initial), [initial]);
  const save = useSaveSettings({ onSuccess: () => notify("positive", t("saved")) });
  const config = value.clockConfig;
  const setConfig = (patch: Partial<ClockSettings["clockConfig"]>) =>
    setValue((v) => ({ ...v, clockConfig: { ...v.clockConfig, ...patch } }));
  const setOffice = (i: number, patch: Partial<OfficeClockConfig>) =>
    setConfig({ offices: config.offices.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  return (
    <form
      className={css.punchCard}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(value);
      }}
    >
      <NumberField
        label={t("lunchTime")}
        value={value.lunchTime}
        minValue={0}
        maxValue={240}
        onChange={(n) => setValue((v) => ({ ...v, lunchTime: n ?? 0 }))}
      />
      <Checkbox
        isSelected={value.qrcode.required}
        onChange={(required) => setValue((v) => ({ ...v, qrcode: { required } }))}
      >
        {t("qrRequired")}
      </Checkbox>
      {value.qrcode.required && (
        <Checkbox
          isSelected={config.widgetWithoutQr ?? false}
          onChange={(widgetWithoutQr) => setConfig({ widgetWithoutQr })}
        >
          {t("widgetWithoutQr")}
        </Checkbox>
      )}
      <NumberField
        label={t("lateSync")}
        value={config.lateSyncMinutes}
        minValue={1}
        maxValue={10080}
        onChange={(n) => setConfig({ lateSyncMinutes: n ?? 30 })}
      />
      <TextField
        label={t("consent")}
        value={config.consentText}
        onChange={(consentText) => setConfig({ consentText })}
        maxLength={2000}
      />
      <SelectField
        label={t("photo")}
        value={config.photo ?? "off"}
        options={PHOTO_MODES.map((mode) => ({ id: mode, label: t(`photoMode.${mode}`) }))}
        onChange={(photo) => setConfig({ photo: photo as PhotoMode })}
      />
      <TextField
        label={t("photoConsent")}
        value={config.photoConsentText ?? ""}
        onChange={(photoConsentText) => setConfig({ photoConsentText })}
        maxLength={2000}
      />
      <h2>{t("geofences")}</h2>
      {config.offices.map((o, i) => (
        <fieldset key={i} className={css.stack}>
          <legend>{offices.find((x) => x.id === o.officeId)?.label ?? t("geofenceOffice")}</legend>
          <SelectField
            label={t("geofenceOffice")}
            value={o.officeId || null}
            options={offices}
            placeholder={t("chooseOffice")}
            onChange={(officeId) => setOffice(i, { officeId })}
          />
          <NumberField
            label={t("lat")}
            value={o.geofence?.lat ?? null}
            minValue={-90}
            maxValue={90}
            step={0.000001}
            onChange={(lat) => setOffice(i, { geofence: { lng: 0, radius: 200, ...o.geofence, lat: lat ?? 0 } })}
          />
          <NumberField
            label={t("lng")}
            value={o.geofence?.lng ?? null}
            minValue={-180}
            maxValue={180}
            step={0.000001}
            onChange={(lng) => setOffice(i, { geofence: { lat: 0, radius: 200, ...o.geofence, lng: lng ?? 0 } })}
          />
          <NumberField
            label={t("radius")}
            value={o.geofence?.radius ?? null}
            minValue={20}
            maxValue={50000}
            onChange={(radius) => setOffice(i, { geofence: { lat: 0, lng: 0, ...o.geofence, radius: radius ?? 200 } })}
          />
          <Button variant="ghost" onPress={() => setConfig({ offices: config.offices.filter((_, j) => j !== i) })}>
            {t("removeGeofence")}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        isDisabled={offices.length === 0}
        onPress={() =>
          setConfig({
            offices: [
              ...config.offices,
              {
                officeId: offices.find((x) => !config.offices.some((o) => o.officeId === x.id))?.id ?? "",
                geofence: { lat: 0, lng: 0, radius: 200 },
              },
            ],
          })
        }
      >
        {t("addGeofence")}
      </Button>
      {save.error && <p role="alert">{messageOf(save.error)}</p>}
      <Button type="submit" isDisabled={save.isPending}>
        {t("save")}
      </Button>
    </form>
  );
}

function Devices({ offices }: { offices: Array<{ id: string; label: string }> }) {
  const t = useT("clock.config");
  const intl = useIntl();
  const devices = useDevices(true);
  const revoke = useRevokeDevice();
  const [name, setName] = useState("");
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const create = useCreateDevice({
    onSuccess: (k) => {
      setKey(k);
      setName("");
    },
  });
  return (
    <section className={css.punchCard} aria-labelledby="clock-devices">
      <h2 id="clock-devices">{t("devices")}</h2>
      <p>{t("devicesHint", { path: "/clock/kiosk" })}</p>
      {devices.data?.items.length === 0 && <p>{t("noDevices")}</p>}
      <ul className={css.list}>
        {devices.data?.items.map((d) => (
          <li key={d.id} className={css.item}>
            <span>
              <strong>{d.name}</strong> · {d.officeName} ·{" "}
              {d.lastSeenAt
                ? t("lastSeen", { time: intl.formatDate(d.lastSeenAt, { dateStyle: "short", timeStyle: "short" }) })
                : t("never")}
            </span>
            <Button variant="danger" onPress={() => revoke.mutate(d.id)} aria-label={`${t("revoke")} ${d.name}`}>
              {t("revoke")}
            </Button>
          </li>
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (officeId) create.mutate({ name, officeId });
        }}
      >
        <TextField label={t("deviceName")} value={name} onChange={setName} isRequired maxLength={80} />
        <SelectField
          label={t("deviceOffice")}
          value={officeId}
          options={offices}
          placeholder={t("chooseOffice")}
          onChange={setOfficeId}
          isRequired
        />
        {create.error && <p role="alert">{messageOf(create.error)}</p>}
        <Button type="submit" isDisabled={!name.trim() || !officeId || create.isPending}>
          {t("addDevice")}
        </Button>
      </form>
      <Dialog title={t("keyTitle")} isOpen={key !== null} onClose={() => setKey(null)}>
        <p>{t("keyHint")}</p>
        <p className={css.code} data-testid="kiosk-key">
          {key}
        </p>
        <Button onPress={() => setKey(null)}>OK</Button>
      </Dialog>
    </section>
  );
}

/** /clock-config (spec §2, every level): the company's clock settings; admins edit them and manage kiosks. */
export default function ClockConfigPage() {
  const t = useT("clock.config");
  const { level } = useSession();
  const settings = useSettings();
  const admin = level === "admin";
  const offices = useOffices();
  const officeOptions = (offices.data?.items ?? []).map((o) => ({ id: o.id, label: o.name }));
  return (
    <Page title={t("title")}>
      <div className={css.stack}>
        {!admin && settings.data && (
          <div className={css.punchCard}>
            <p>{t("readOnly")}</p>
            <p>
              {t("lunchTime")}: {settings.data.lunchTime}
            </p>
            <p>
              {t("qrRequired")}: {settings.data.qrcode.required ? "✓" : "—"}
            </p>
            <p>{settings.data.clockConfig.consentText}</p>
          </div>
        )}
        {admin && settings.data && <SettingsForm initial={settings.data} offices={officeOptions} />}
        {admin && <Devices offices={officeOptions} />}
      </div>
    </Page>
  );
}
