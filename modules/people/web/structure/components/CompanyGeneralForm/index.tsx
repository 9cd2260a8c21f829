import { localDayOf } from "../../../../../../core/dates/calendar-days.js";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import {
  api,
  ApiError,
  SESSION_KEY,
  Button,
  MaskedField,
  applyMask,
  NumberField,
  SelectField,
  TextField,
  notify,
} from "@web/kit";
import { countries, countryById, type Country } from "../../../../contract/countries.js";
import type { CustomValuesInput } from "../../../../contract/custom-fields.js";
import { LUNCH_TIME_MAX_MINUTES, type CompanyPatch } from "../../../../contract/structure.js";
import type { CompanyProfile } from "../../../workers/data.js";
import { ExtraFields } from "../../../workers/components/ExtraFields/index.js";
import { countryToIso, isoToCountry } from "../../../workers/lib/dates.js";
import { CountryDateField } from "../../../workers/components/CountryDateField/index.js";
import type { DraftErrors } from "../../../workers/lib/profile-draft.js";
import { useCatalogue } from "../../lib/catalogue.js";
import { CNPJ_MASK, isCnpj } from "../../lib/cnpj.js";
import { peopleKeys, useCompanyId } from "../../lib/company.js";
import * as css from "../../structure.css.js";

/**
 * Settings this page edits inside the company's free-form `settings` (the rest is kept as it is). Settings only a
 * later module reads (spec §3 "manageScheduleOrder" for shift trades, the org-chart setting) get their control
 * with the module that honours them, so no switch here does nothing.
 */
export interface CompanySettings {
  /** A message shown on every worker's own profile (spec §3 Company "messageWorkerProfile"). */
  messageWorkerProfile?: string;
}

interface Draft {
  name: string;
  countryId: string;
  foundationDate: string;
  identityCard: string;
  lunchTime: number | null;
  /** An IANA zone, or "" for the country's. */
  gmt: string;
  settings: Required<CompanySettings>;
  values: Record<string, string>;
}

type Errors = Partial<Record<"name" | "foundationDate" | "identityCard" | "lunchTime", string>>;

/** The select's choice for "the country's zone" (no `gmt` stored). */
const COUNTRY_ZONE = "country";
let zones: Array<{ id: string; label: string }> | undefined;

/** The Americas' IANA zones and UTC (the product's countries), with their current UTC offset. */
function zoneOptions(): Array<{ id: string; label: string }> {
  if (zones) return zones;
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  zones = [...all.filter((z) => z.startsWith("America/")), "UTC"].map((zone) => {
    const offset = new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")?.value;
    return { id: zone, label: `${zone.replace(/_/g, " ")}${offset ? ` (${offset})` : ""}` };
  });
  return zones;
}

const countryOf = (id: string): Country => countryById(id) ?? countryById("br")!;

function draftOf(company: CompanyProfile): Draft {
  const country = countryOf(company.countryId);
  const settings = company.settings as CompanySettings;
  const values: Record<string, string> = {};
  for (const field of company.customFields) {
    const stored = company.customFieldValues[field.id];
    if (typeof stored !== "string") continue;
    values[field.id] = field.type === "date" ? isoToCountry(stored, country.dateFormat) : stored;
  }
  return {
    name: company.name,
    countryId: company.countryId,
    foundationDate: isoToCountry(company.foundationDate, country.dateFormat),
    identityCard:
      company.countryId === "br" && company.identityCard
        ? applyMask(company.identityCard, CNPJ_MASK)
        : (company.identityCard ?? ""),
    lunchTime: company.lunchTime ?? null,
    gmt: company.gmt ?? "",
    settings: {
      messageWorkerProfile: typeof settings.messageWorkerProfile === "string" ? settings.messageWorkerProfile : "",
    },
    values,
  };
}

/**
 * The company's general data (spec §3 Company; /company-edit): name, country (8), foundation date in the country's
 * format (spec §9), identity card (a CNPJ checked for br, spec §5 "invalid cnpj"), lunch time, preferences and the
 * values of the company's own custom fields. Only what changed is sent; the server checks everything again.
 */
export function CompanyGeneralForm({ company }: { company: CompanyProfile }) {
  const intl = useIntl();
  const catalogue = useCatalogue();
  const companyId = useCompanyId();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(company));
  const [errors, setErrors] = useState<Errors>({});
  const country = countryOf(draft.countryId);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `people.company.edit.${id}` }, values);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (patch: CompanyPatch) =>
      api.patch("/api/companies/{companyId}/company", { params: { companyId }, body: patch }),
    onSuccess: async (saved) => {
      client.setQueryData(peopleKeys.company(companyId), saved);
      setDraft(draftOf(saved));
      notify("positive", t("saved"));
      // the header shows the company's name from the session
      await client.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
  const serverField = save.error instanceof ApiError ? save.error.field : undefined;
  const serverError = (field: string) => (serverField === field ? save.error?.message : undefined);
  const generalError =
    save.error &&
    !["name", "foundationDate", "identityCard", "lunchTime", "countryId"].includes(serverField ?? "") &&
    !serverField?.startsWith("customFieldValues")
      ? save.error.message
      : undefined;
  const valueErrors: DraftErrors = {};
  if (serverField?.startsWith("customFieldValues.") && save.error)
    valueErrors[`extraFields.${serverField.slice("customFieldValues.".length)}`] = { text: save.error.message };

  /** Spec §5 rules in the browser; the server checks them again. */
  function check(): { errors: Errors; foundationIso: string | null } {
    const found: Errors = {};
    if (!draft.name.trim()) found.name = intl.formatMessage({ id: "validation.required" });
    let foundationIso: string | null = null;
    if (draft.foundationDate.trim()) {
      foundationIso = countryToIso(draft.foundationDate, country.dateFormat) ?? null;
      if (!foundationIso || foundationIso > localDayOf(new Date())) found.foundationDate = catalogue("VALIDATION_DATE");
    }
    if (draft.countryId === "br" && draft.identityCard.trim() && !isCnpj(draft.identityCard))
      found.identityCard = catalogue("VALIDATION_CNPJ");
    if (draft.lunchTime !== null && (draft.lunchTime < 0 || draft.lunchTime > LUNCH_TIME_MAX_MINUTES))
      found.lunchTime = catalogue("VALIDATION_MAX_VALUE", { max: LUNCH_TIME_MAX_MINUTES });
    return { errors: found, foundationIso };
  }

  function submit() {
    const { errors: found, foundationIso } = check();
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const initial = draftOf(company);
    const patch: CompanyPatch = {};
    if (draft.name.trim() !== initial.name) patch.name = draft.name.trim();
    if (draft.countryId !== initial.countryId) patch.countryId = draft.countryId as CompanyPatch["countryId"];
    if (draft.foundationDate !== initial.foundationDate) patch.foundationDate = foundationIso;
    if (draft.identityCard !== initial.identityCard || patch.countryId)
      patch.identityCard = draft.identityCard.trim() ? draft.identityCard.trim() : null;
    if (draft.lunchTime !== initial.lunchTime) patch.lunchTime = draft.lunchTime;
    if (draft.gmt !== initial.gmt) patch.gmt = draft.gmt || null;
    if (JSON.stringify(draft.settings) !== JSON.stringify(initial.settings))
      patch.settings = { ...company.settings, ...draft.settings };
    const values: CustomValuesInput = {};
    for (const field of company.customFields) {
      if (field.type === "file") continue;
      const now = draft.values[field.id] ?? "";
      if (now === (initial.values[field.id] ?? "")) continue;
      values[field.id] = !now.trim()
        ? null
        : field.type === "date"
          ? (countryToIso(now, country.dateFormat) ?? now.trim())
          : now.trim();
    }
    if (Object.keys(values).length) patch.customFieldValues = values;
    // nothing changed: nothing to send
    if (Object.keys(patch).length === 0) return notify("positive", t("saved"));
    save.mutate(patch);
  }

  /** The date and the identity card follow the country's format when the country changes. */
  function changeCountry(countryId: string) {
    const next = countryOf(countryId);
    const iso = countryToIso(draft.foundationDate, country.dateFormat);
    setDraft((d) => ({
      ...d,
      countryId,
      foundationDate: iso ? isoToCountry(iso, next.dateFormat) : d.foundationDate,
      identityCard: countryId === "br" ? applyMask(d.identityCard, CNPJ_MASK) : d.identityCard,
    }));
    setErrors((e) => ({ ...e, foundationDate: undefined, identityCard: undefined }));
  }

  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      validationBehavior="aria"
    >
      {generalError && (
        <p role="alert" className={css.alert}>
          {generalError}
        </p>
      )}
      <section className={css.section} aria-labelledby="company-general">
        <h2 id="company-general" className={css.sectionTitle}>
          {t("about")}
        </h2>
        <div className={css.formGrid}>
          <TextField
            label={t("name")}
            value={draft.name}
            onChange={(v) => set("name", v)}
            isRequired
            errorMessage={errors.name ?? serverError("name")}
            autoComplete="organization"
          />
          <SelectField
            label={t("country")}
            options={countries.map((c) => ({ id: c.id, label: intl.formatMessage({ id: `country.${c.id}` }) }))}
            value={draft.countryId}
            onChange={changeCountry}
            isRequired
            errorMessage={serverError("countryId")}
          />
          <CountryDateField
            label={t("foundationDate")}
            format={country.dateFormat}
            countryId={draft.countryId}
            value={draft.foundationDate}
            onChange={(v) => set("foundationDate", v)}
            errorMessage={errors.foundationDate ?? serverError("foundationDate")}
          />
          {draft.countryId === "br" ? (
            <MaskedField
              label={t("identityCardBr")}
              mask={CNPJ_MASK}
              value={draft.identityCard}
              onChange={(v) => set("identityCard", v)}
              errorMessage={errors.identityCard ?? serverError("identityCard")}
            />
          ) : (
            <TextField
              label={t("identityCard")}
              value={draft.identityCard}
              onChange={(v) => set("identityCard", v)}
              maxLength={40}
              errorMessage={errors.identityCard ?? serverError("identityCard")}
            />
          )}
          <NumberField
            label={t("lunchTime")}
            description={t("lunchHint", { max: LUNCH_TIME_MAX_MINUTES })}
            value={draft.lunchTime}
            onChange={(v) => set("lunchTime", v)}
            minValue={0}
            maxValue={LUNCH_TIME_MAX_MINUTES}
            step={5}
            showSteppers
            errorMessage={errors.lunchTime ?? serverError("lunchTime")}
          />
          <SelectField
            label={t("gmt")}
            description={t("gmtHint", { zone: company.timeZone.replace(/_/g, " ") })}
            value={draft.gmt || COUNTRY_ZONE}
            onChange={(v) => set("gmt", v === COUNTRY_ZONE ? "" : v)}
            options={[{ id: COUNTRY_ZONE, label: t("gmtCountry") }, ...zoneOptions()]}
            errorMessage={serverError("gmt")}
          />
        </div>
      </section>

      <section className={css.section} aria-labelledby="company-settings">
        <h2 id="company-settings" className={css.sectionTitle}>
          {t("settings")}
        </h2>
        <TextField
          label={t("messageWorkerProfile")}
          description={t("messageHint")}
          value={draft.settings.messageWorkerProfile}
          onChange={(v) => set("settings", { ...draft.settings, messageWorkerProfile: v })}
          maxLength={500}
        />
      </section>

      {company.customFields.length > 0 && (
        <section className={css.section} aria-labelledby="company-values">
          <h2 id="company-values" className={css.sectionTitle}>
            {t("customValues")}
          </h2>
          <p className={css.hint}>{t("customValuesHint")}</p>
          <ExtraFields
            fields={company.customFields}
            values={draft.values}
            files={company.customFieldValues}
            onChange={(values) => set("values", values)}
            errors={valueErrors}
            country={country}
          />
        </section>
      )}
      <div className={css.actions}>
        <Button type="submit" isDisabled={save.isPending}>
          {intl.formatMessage({ id: "common.save" })}
        </Button>
      </div>
    </Form>
  );
}
