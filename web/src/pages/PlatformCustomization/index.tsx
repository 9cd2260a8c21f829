import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Button } from "../../components/Button/index.js";
import { Checkbox } from "../../components/Checkbox/index.js";
import { Page } from "../../components/Page/index.js";
import { SearchField } from "../../components/SearchField/index.js";
import { SelectField } from "../../components/SelectField/index.js";
import { TextField } from "../../components/TextField/index.js";
import * as shared from "../../components/styles.css.js";
import { notify } from "../../components/Toasts/toasts.js";
import { CompanyFieldsSection } from "../../founder/CompanyFieldsSection.js";
import * as styles from "../../founder/founder.css.js";
import {
  useCompanyChoices,
  useCompanyModules,
  useCustomisation,
  useSaveCustomisation,
  type Customisation,
  type CustomisationPatch,
} from "../../founder/queries.js";
import { contrastRatio, isReadableColor, textOn } from "../../kit/colors.js";
import { serverErrors } from "../../kit/server-errors.js";
import { LOCALE_NAMES, LOCALES } from "../../i18n/locales.js";
import { LogoField } from "./LogoField.js";

const HEX = /^#[0-9a-f]{6}$/i;
/** Spec §1 culture packages, in the spec's order. */
const PACKS: ReadonlyArray<Customisation["pack"]> = ["traditional", "moderate", "flexible"];
const FIELD = /^[a-zA-Z][a-zA-Z0-9]{0,49}$/;

interface Draft {
  name: string;
  color: string;
  disabledModules: string[];
  workerFields: string;
  pack: Customisation["pack"];
  notAllowChangePack: boolean;
  notAllowChangePlan: boolean;
  /** Feature flag id -> on. */
  flags: Record<string, boolean>;
  /** The company's default language ("none": English, nothing set). */
  defaultLocale: string;
}

const draftOf = (c: Customisation): Draft => ({
  name: c.name,
  color: c.primaryColor ?? "",
  disabledModules: c.disabledModules,
  workerFields: c.workerDisabledFields.join(", "),
  pack: c.pack,
  notAllowChangePack: c.notAllowChangePack,
  notAllowChangePlan: c.notAllowChangePlan,
  flags: Object.fromEntries(c.flags.map((f) => [f.id, f.on])),
  defaultLocale: c.defaultLocale ?? "none",
});

const fieldsOf = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))].sort();

/**
 * /platform-customization (spec §2, founder only; issue 18): the founder picks a company and sets its brand colour
 * (checked for contrast here and on the server), switches its modules off and on, hides worker fields it does not
 * use, sets its culture package and whether its admins may change pack or plan. Saving sends only what changed; the
 * server audits it in the company's log and the company's open sessions follow at once.
 */
export default function PlatformCustomization() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `founder.${id}` }, values);
  const [q, setQ] = useState("");
  const [companyId, setCompanyId] = useState<string | null>(null);
  const choices = useCompanyChoices(q);
  const companies = choices.data?.items ?? [];
  const company = companies.find((c) => c.id === companyId) ?? null;
  const modules = useCompanyModules(company?.id ?? null);
  const customisation = useCustomisation(company?.id ?? null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const loaded = customisation.data;
  useEffect(() => setDraft(loaded ? draftOf(loaded) : null), [loaded]);
  const save = useSaveCustomisation({
    onSuccess: (saved) => notify("positive", t("customization.saved", { company: saved.name })),
  });
  const server = serverErrors(save.error, [
    "name",
    "primaryColor",
    "disabledModules",
    "workerDisabledFields",
    "flags",
    "defaultLocale",
  ] as const);
  const locale = (["en", "pt-BR", "es"] as const).find((l) => l === intl.locale) ?? "en";
  // a module added later without a name here shows its id rather than a missing message
  const moduleName = (id: string) => (`founder.module.${id}` in intl.messages ? t(`module.${id}`) : id);
  const stateOf = (m: { enabled: boolean; reason?: string; plans?: string[] }) => {
    if (m.enabled) return t("customization.on");
    if (m.reason === "plan")
      return t("customization.offPlan", {
        plans: (m.plans ?? []).map((p) => intl.formatMessage({ id: `signup.plan.${p}` })).join(", "),
      });
    return t(m.reason === "dependency" ? "customization.offDependency" : "customization.offDisabled");
  };

  const color = draft?.color.trim() ?? "";
  const colorError =
    color === ""
      ? undefined
      : !HEX.test(color)
        ? t("customization.colorFormat")
        : !isReadableColor(color)
          ? t("customization.colorUnreadable")
          : undefined;
  const fields = draft ? fieldsOf(draft.workerFields) : [];
  const fieldsError = fields.some((f) => !FIELD.test(f)) ? t("customization.fieldsFormat") : undefined;
  const nameError = draft && !draft.name.trim() ? t("customization.nameRequired") : undefined;

  const patchOf = (c: Customisation, d: Draft): CustomisationPatch => {
    const patch: CustomisationPatch = {};
    if (d.name.trim() !== c.name) patch.name = d.name.trim();
    const nextColor = d.color.trim() ? d.color.trim().toLowerCase() : null;
    if (nextColor !== c.primaryColor) patch.primaryColor = nextColor;
    const disabled = [...d.disabledModules].sort();
    if (disabled.join() !== c.disabledModules.join()) patch.disabledModules = disabled;
    const hidden = fieldsOf(d.workerFields);
    if (hidden.join() !== c.workerDisabledFields.join()) patch.workerDisabledFields = hidden;
    if (d.pack !== c.pack) patch.pack = d.pack;
    if (d.notAllowChangePack !== c.notAllowChangePack) patch.notAllowChangePack = d.notAllowChangePack;
    if (d.notAllowChangePlan !== c.notAllowChangePlan) patch.notAllowChangePlan = d.notAllowChangePlan;
    const flags = Object.fromEntries(c.flags.filter((f) => d.flags[f.id] !== f.on).map((f) => [f.id, !f.on]));
    if (Object.keys(flags).length > 0) patch.flags = flags;
    const language = (d.defaultLocale === "none" ? null : d.defaultLocale) as Customisation["defaultLocale"];
    if (language !== c.defaultLocale) patch.defaultLocale = language;
    return patch;
  };
  const patch = loaded && draft ? patchOf(loaded, draft) : {};
  const dirty = Object.keys(patch).length > 0;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (company && dirty && !nameError && !colorError && !fieldsError) save.mutate({ companyId: company.id, patch });
  };
  const set = (change: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...change } : d));

  return (
    <Page title={t("customization.title")}>
      <p className={shared.muted}>{t("customization.intro")}</p>
      <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
        <div className={styles.filters}>
          <div className={styles.filter}>
            <SearchField label={t("home.search")} onSearch={setQ} />
          </div>
          <div className={styles.filter}>
            <SelectField
              label={t("changePlan.company")}
              placeholder={t("changePlan.pickCompany")}
              options={companies.map((c) => ({ id: c.id, label: c.name }))}
              value={companyId}
              onChange={(id) => {
                setCompanyId(id);
                save.reset();
              }}
            />
          </div>
        </div>
      </section>
      {company && (!draft || !loaded) && <p role="status">{intl.formatMessage({ id: "app.loading" })}</p>}
      {company && draft && loaded && (
        <form noValidate onSubmit={submit} aria-label={t("customization.formOf", { company: company.name })}>
          {server.general && (
            <p role="alert" className={shared.errorText}>
              {server.general}
            </p>
          )}
          <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
            <h2>{t("customization.branding")}</h2>
            <TextField
              label={t("customization.name")}
              description={t("customization.nameHint")}
              maxLength={120}
              value={draft.name}
              onChange={(value) => set({ name: value })}
              errorMessage={nameError ?? server.field("name")}
            />
            <TextField
              label={t("customization.color")}
              description={t("customization.colorHint")}
              placeholder="#1f4fd1"
              value={draft.color}
              onChange={(value) => set({ color: value })}
              errorMessage={colorError ?? server.field("primaryColor")}
            />
            {color && HEX.test(color) && (
              <p
                className={styles.swatch}
                style={{ background: color, color: textOn(color) }}
                data-testid="brand-preview"
              >
                {t("customization.preview", {
                  company: company.name,
                  ratio: contrastRatio(color, textOn(color)).toFixed(1),
                })}
              </p>
            )}
            {draft.color && (
              <Button variant="secondary" onPress={() => set({ color: "" })}>
                {t("customization.productColor")}
              </Button>
            )}
            <LogoField key={company.id} company={company} logoUrl={loaded.logoUrl} />
          </section>
          <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
            <h2>{t("customization.language")}</h2>
            <SelectField
              label={t("customization.defaultLocale")}
              description={t("customization.defaultLocaleHint")}
              options={[
                { id: "none", label: t("customization.defaultLocaleNone") },
                ...LOCALES.map((id) => ({ id, label: LOCALE_NAMES[id] })),
              ]}
              value={draft.defaultLocale}
              onChange={(value) => set({ defaultLocale: value })}
              errorMessage={server.field("defaultLocale")}
            />
          </section>
          <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
            <h2>{t("customization.modulesOf", { company: company.name })}</h2>
            <p className={shared.muted}>{t("customization.modulesHint")}</p>
            <ul className={styles.moduleList} aria-label={t("customization.modulesOf", { company: company.name })}>
              {(modules.data?.modules ?? []).map((m) => {
                const switchable = loaded.switchableModules.includes(m.id);
                return (
                  <li key={m.id} className={styles.moduleItem}>
                    {switchable ? (
                      <Checkbox
                        isSelected={!draft.disabledModules.includes(m.id)}
                        onChange={(on) =>
                          set({
                            disabledModules: on
                              ? draft.disabledModules.filter((id) => id !== m.id)
                              : [...draft.disabledModules, m.id],
                          })
                        }
                      >
                        {moduleName(m.id)}
                      </Checkbox>
                    ) : (
                      <strong>{moduleName(m.id)}</strong>
                    )}
                    <span className={m.enabled ? undefined : shared.muted}>{stateOf(m)}</span>
                  </li>
                );
              })}
            </ul>
            {server.field("disabledModules") && (
              <p role="alert" className={shared.errorText}>
                {server.field("disabledModules")}
              </p>
            )}
          </section>
          <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
            <h2>{t("customization.people")}</h2>
            <TextField
              label={t("customization.workerFields")}
              description={t("customization.workerFieldsHint")}
              value={draft.workerFields}
              onChange={(value) => set({ workerFields: value })}
              errorMessage={fieldsError ?? server.field("workerDisabledFields")}
            />
            <SelectField
              label={t("customization.pack")}
              options={PACKS.map((id) => ({ id, label: intl.formatMessage({ id: `signup.culture.${id}` }) }))}
              value={draft.pack}
              onChange={(value) => set({ pack: value as Draft["pack"] })}
            />
            <Checkbox isSelected={draft.notAllowChangePack} onChange={(v) => set({ notAllowChangePack: v })}>
              {t("customization.lockPack")}
            </Checkbox>
            <Checkbox isSelected={draft.notAllowChangePlan} onChange={(v) => set({ notAllowChangePlan: v })}>
              {t("customization.lockPlan")}
            </Checkbox>
          </section>
          <section className={shared.card} style={{ marginBottom: "1.25rem" }}>
            <h2 id="founder-flags">{t("customization.flags")}</h2>
            <p className={shared.muted}>{t("customization.flagsHint")}</p>
            <ul className={styles.moduleList} aria-labelledby="founder-flags">
              {loaded.flags.map((f) => (
                <li key={f.id} className={styles.moduleItem}>
                  <Checkbox
                    isSelected={draft.flags[f.id] ?? f.on}
                    onChange={(on) => set({ flags: { ...draft.flags, [f.id]: on } })}
                  >
                    {f.description[locale]}
                  </Checkbox>
                  <span className={shared.muted}>
                    {t(f.default ? "customization.flagDefaultOn" : "customization.flagDefaultOff", {
                      module: moduleName(f.module),
                    })}
                  </span>
                </li>
              ))}
            </ul>
            {server.field("flags") && (
              <p role="alert" className={shared.errorText}>
                {server.field("flags")}
              </p>
            )}
          </section>
          <Button type="submit" isDisabled={save.isPending || !dirty || Boolean(colorError) || Boolean(fieldsError)}>
            {t("customization.save")}
          </Button>
        </form>
      )}
      {/* the people module's field lists: their own section, form and save (issue 18) */}
      {company && <CompanyFieldsSection key={company.id} companyId={company.id} companyName={company.name} />}
    </Page>
  );
}
