import { useIntl } from "react-intl";
import { MaskedField, NumberField, SelectField, TextField } from "@web/kit";
import type { Country } from "../../../../contract/countries.js";
import { ANOTHER_COURSE } from "../../../../contract/courses.js";
import { dictionaryOptions, type DictionaryId } from "../../../../contract/dictionaries.js";
import { useCompanyProfile, usePeopleLocale, useStructure, type StructureKind } from "../../data.js";
import { CountryDateField } from "../CountryDateField/index.js";
import { useErrorText } from "../../lib/error-text.js";
import { moneyFormat } from "../../lib/money.js";
import type { DraftErrors, ProfileDraft } from "../../lib/profile-draft.js";
import * as styles from "../../workers.css.js";
import { WorkerPicker } from "../WorkerPicker/index.js";

/** What every section of the profile form receives. */
export interface SectionProps {
  draft: ProfileDraft;
  onChange: (patch: Partial<ProfileDraft>) => void;
  errors: DraftErrors;
  country: Country;
  /** Fields the page requires beyond the name (marked for screen readers). */
  required?: readonly string[];
  /**
   * What the editor may read and write of this worker (field access, contract/field-access.ts): a field it may not
   * read is left out, one it may not write is shown disabled. @default everything
   */
  access?: FieldAccess;
}

/** The caller's access to the fields of the worker on screen. */
export interface FieldAccess {
  read: (field: string) => boolean;
  write: (field: string) => boolean;
}

function useSectionTools({ errors, required, access }: Pick<SectionProps, "errors" | "required" | "access">) {
  const intl = useIntl();
  const errorText = useErrorText();
  // the fields the company does not use (set by the platform's founder, issue 18): never shown, never required
  const hidden = useCompanyProfile().data?.disabledWorkerFields ?? [];
  return {
    shows: (field: string) => !hidden.includes(field) && (access?.read(field) ?? true),
    locked: (field: string) => !(access?.write(field) ?? true),
    label: (field: string) => intl.formatMessage({ id: `people.profile.field.${field}` }),
    error: (field: string) => errorText(errors[field]),
    isRequired: (field: string) => field === "name" || ((required ?? []).includes(field) && !hidden.includes(field)),
    choose: intl.formatMessage({ id: "people.form.choose" }),
  };
}

/** A select of one of the people dictionaries (labels in the page's language). */
function DictionarySelect({
  dictionary,
  field,
  draft,
  onChange,
  tools,
}: {
  dictionary: DictionaryId;
  field: keyof ProfileDraft;
  draft: ProfileDraft;
  onChange: SectionProps["onChange"];
  tools: ReturnType<typeof useSectionTools>;
}) {
  const locale = usePeopleLocale();
  if (!tools.shows(field)) return null;
  return (
    <SelectField
      isDisabled={tools.locked(field)}
      label={tools.label(field)}
      options={dictionaryOptions(dictionary, locale).map((o) => ({ id: o.value, label: o.label }))}
      value={(draft[field] as string) || null}
      onChange={(value) => onChange({ [field]: value })}
      isRequired={tools.isRequired(field)}
      errorMessage={tools.error(field)}
      placeholder={tools.choose}
    />
  );
}

function StructureSelect({
  kind,
  field,
  draft,
  onChange,
  tools,
}: {
  kind: StructureKind;
  field: "departmentId" | "officeId" | "roleId";
  draft: ProfileDraft;
  onChange: SectionProps["onChange"];
  tools: ReturnType<typeof useSectionTools>;
}) {
  const items = useStructure(kind).data ?? [];
  if (!tools.shows(field)) return null;
  return (
    <SelectField
      isDisabled={tools.locked(field)}
      label={tools.label(field)}
      options={items.map((item) => ({ id: item.id, label: item.name }))}
      value={draft[field] || null}
      onChange={(value) => onChange({ [field]: value })}
      isRequired={tools.isRequired(field)}
      errorMessage={tools.error(field)}
      placeholder={tools.choose}
    />
  );
}

/** Names, birthdate, demographics (spec §3 dictionaries), phone with the country's code and mask, emergency contact. */
export function PersonalSection(props: SectionProps) {
  const { draft, onChange, country } = props;
  const tools = useSectionTools(props);
  const text = (field: "name" | "lastName" | "nickname" | "nationality" | "emergencyContact", autoComplete?: string) =>
    tools.shows(field) && (
      <TextField
        isDisabled={tools.locked(field)}
        validationBehavior="aria"
        label={tools.label(field)}
        value={draft[field]}
        onChange={(value) => onChange({ [field]: value })}
        isRequired={tools.isRequired(field)}
        errorMessage={tools.error(field)}
        autoComplete={autoComplete}
      />
    );
  const select = (dictionary: DictionaryId, field: keyof ProfileDraft) => (
    <DictionarySelect dictionary={dictionary} field={field} draft={draft} onChange={onChange} tools={tools} />
  );
  return (
    <div className={styles.grid}>
      {text("name", "given-name")}
      {text("lastName", "family-name")}
      {text("nickname", "nickname")}
      {tools.shows("birthdate") && (
        <CountryDateField
          isDisabled={tools.locked("birthdate")}
          label={tools.label("birthdate")}
          format={country.dateFormat}
          value={draft.birthdate}
          onChange={(birthdate) => onChange({ birthdate })}
          isRequired={tools.isRequired("birthdate")}
          errorMessage={tools.error("birthdate")}
        />
      )}
      {select("gender", "gender")}
      {text("nationality")}
      {select("maritalStatus", "maritalStatus")}
      {select("race", "race")}
      {select("sexualOrientation", "sexualOrientation")}
      {select("disability", "disability")}
      {tools.shows("phone") && (
        <MaskedField
          isDisabled={tools.locked("phone")}
          label={tools.label("phone")}
          prefix={`+${country.prefixPhone}`}
          mask={country.phoneMask}
          value={draft.phone}
          onChange={(phone) => onChange({ phone })}
          isRequired={tools.isRequired("phone")}
          errorMessage={tools.error("phone")}
          autoComplete="tel-national"
        />
      )}
      {text("emergencyContact")}
    </div>
  );
}

/** Department, office, role, contract, pay, dates and the supervisor (`referenceWorkerId`). */
export function JobSection(props: SectionProps & { workerId?: string }) {
  const { draft, onChange, country } = props;
  const tools = useSectionTools(props);
  const structure = (kind: StructureKind, field: "departmentId" | "officeId" | "roleId") => (
    <StructureSelect kind={kind} field={field} draft={draft} onChange={onChange} tools={tools} />
  );
  const date = (field: "lastIncrease" | "startDateAtCompany") =>
    tools.shows(field) && (
      <CountryDateField
        isDisabled={tools.locked(field)}
        label={tools.label(field)}
        format={country.dateFormat}
        value={draft[field]}
        onChange={(value) => onChange({ [field]: value })}
        isRequired={tools.isRequired(field)}
        errorMessage={tools.error(field)}
      />
    );
  const money = (field: "salary" | "variablePay") =>
    tools.shows(field) && (
      <NumberField
        isDisabled={tools.locked(field)}
        label={tools.label(field)}
        value={draft[field]}
        onChange={(value) => onChange({ [field]: value })}
        minValue={0}
        step={0.01}
        formatOptions={moneyFormat(country.id)}
        errorMessage={tools.error(field)}
      />
    );
  return (
    <div className={styles.grid}>
      {structure("departments", "departmentId")}
      {structure("offices", "officeId")}
      {structure("roles", "roleId")}
      {tools.shows("contractType") && (
        <TextField
          isDisabled={tools.locked("contractType")}
          label={tools.label("contractType")}
          value={draft.contractType}
          onChange={(contractType) => onChange({ contractType })}
          errorMessage={tools.error("contractType")}
        />
      )}
      {money("salary")}
      {money("variablePay")}
      {date("lastIncrease")}
      {date("startDateAtCompany")}
      {tools.shows("referenceWorkerId") && (
        <WorkerPicker
          isDisabled={tools.locked("referenceWorkerId")}
          label={tools.label("referenceWorkerId")}
          value={draft.referenceWorkerId}
          onChange={(referenceWorkerId) => onChange({ referenceWorkerId })}
          excludeId={props.workerId}
          errorMessage={tools.error("referenceWorkerId")}
        />
      )}
    </div>
  );
}

/** Bank details, education level and training area (spec §3: "another course" opens a free-text field). */
export function BankEducationSection(props: SectionProps) {
  const { draft, onChange } = props;
  const tools = useSectionTools(props);
  const text = (field: "bank" | "accountNumber" | "bankId" | "courseOther") =>
    tools.shows(field) && (
      <TextField
        isDisabled={tools.locked(field)}
        validationBehavior="aria"
        label={tools.label(field)}
        value={draft[field]}
        onChange={(value) => onChange({ [field]: value })}
        isRequired={tools.isRequired(field) || (field === "courseOther" && draft.course === ANOTHER_COURSE)}
        errorMessage={tools.error(field)}
      />
    );
  return (
    <div className={styles.grid}>
      {text("bank")}
      {text("accountNumber")}
      {text("bankId")}
      <DictionarySelect
        dictionary="educationLevel"
        field="educationLevel"
        draft={draft}
        onChange={onChange}
        tools={tools}
      />
      <DictionarySelect dictionary="course" field="course" draft={draft} onChange={onChange} tools={tools} />
      {draft.course === ANOTHER_COURSE && text("courseOther")}
    </div>
  );
}
