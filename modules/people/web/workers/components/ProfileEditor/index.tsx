import { useEffect, useRef, useState } from "react";
import { useIntl } from "react-intl";
import { ApiError, messageOf, Button, Tabs, notify, focusFirstInvalid } from "@web/kit";
import type { Country } from "../../../../contract/countries.js";
import type { CustomField } from "../../../../contract/custom-fields.js";
import type { Worker, WorkerPatch } from "../../data.js";
import { useCompanyProfile } from "../../data.js";
import {
  draftErrors,
  draftOf,
  extraFieldsForForm,
  patchOf,
  sectionFields,
  sectionOf,
  type DraftErrors,
  type ProfileDraft,
  type Section,
} from "../../lib/profile-draft.js";
import * as styles from "../../workers.css.js";
import { AddressFields } from "../AddressFields/index.js";
import { ExtraFields } from "../ExtraFields/index.js";
import { ScheduleEditor } from "../ScheduleEditor/index.js";
import { BankEducationSection, type FieldAccess, JobSection, PersonalSection } from "../ProfileSections/index.js";

/** The error key of a field the server named (`schedule.maxMidHour` shows on the schedule's range). */
export function errorKeyOf(field: string, draft: ProfileDraft): string {
  if (!field.startsWith("schedule")) return field;
  const custom = /^schedule\.custom\.(\w+)/.exec(field);
  if (custom) return `schedule.${custom[1]}`;
  if (field.startsWith("schedule.days")) return "schedule.days";
  if (draft.schedule.type === "double") return field.includes("Mid") ? "schedule.second" : "schedule.first";
  return "schedule.regular";
}

export interface ProfileEditorProps {
  worker: Worker;
  sections: readonly Section[];
  /** Tabs (the full profile) or one section under another (short forms). */
  layout: "tabs" | "stacked";
  country: Country;
  /** Spec §5: address fields are not required when the editor acts as admin. */
  editorIsAdmin: boolean;
  extraFields: readonly CustomField[];
  /** Fields required beyond the API's rules. */
  required?: readonly string[];
  /** Sends the changes; answers the saved worker. */
  save: (patch: WorkerPatch) => Promise<Worker>;
  onSaved?: (worker: Worker) => void;
  /** A file extra field was uploaded or removed (already stored). */
  onFilesChanged?: () => void;
  submitLabel?: string;
  /** Extra buttons beside Save (e.g. Cancel). */
  actions?: React.ReactNode;
  /**
   * What the editor may read and write of this worker (field access): unreadable fields are left out, unwritable
   * ones disabled, and with nothing writable there is no Save. @default everything
   */
  access?: FieldAccess;
}

/**
 * The worker profile form (spec §3): its sections as tabs or stacked, checked on submit with the same rules as the
 * API (spec §5), then only the changes are sent. Errors show next to their field; a tab holding one is marked and
 * opened. The server's refusals about a field show there too, in its own words.
 */
export function ProfileEditor(props: ProfileEditorProps) {
  const intl = useIntl();
  const { country, extraFields } = props;
  // the fields the company does not use (set by the platform's founder, issue 18): never asked for, never sent
  const hidden = useCompanyProfile().data?.disabledWorkerFields ?? [];
  const sections = props.sections.filter((section) => section !== "address" || !hidden.includes("address"));
  const required = props.required?.filter((field) => !hidden.includes(field));
  // the form starts from the worker it was opened with (the page keys it by worker id); a save resets it below
  const [initial, setInitial] = useState(() =>
    extraFieldsForForm(draftOf(props.worker, country), extraFields, country),
  );
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  // files of file extra fields are stored at once through their own routes, not with Save
  const [files, setFiles] = useState(props.worker.extraFields ?? {});
  const [tab, setTab] = useState<string>(sections[0]!);
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const rules = {
    sections,
    country,
    editorIsAdmin: props.editorIsAdmin,
    extraFields,
    required,
  };
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  // once shown, errors follow the fixes
  const shown = Object.keys(errors).length > 0;
  // the rules are rebuilt each render from stable props: the draft is what changes
  useEffect(() => {
    if (shown) setErrors(draftErrors(draft, rules));
  }, [draft]);

  const showErrors = (next: DraftErrors) => {
    setErrors(next);
    const first = Object.keys(next)[0];
    const section = first ? sectionOf(first) : undefined;
    if (props.layout === "tabs" && section) setTab(section);
    focusFirstInvalid(formRef.current);
  };

  const submit = async () => {
    const found = draftErrors(draft, rules);
    if (Object.keys(found).length > 0) return showErrors(found);
    const patch = patchOf(initial, draft, { country, sections, extraFields });
    if (Object.keys(patch).length === 0) {
      notify("positive", intl.formatMessage({ id: "people.form.nothingChanged" }));
      return;
    }
    setSaving(true);
    try {
      const saved = await props.save(patch);
      const next = extraFieldsForForm(draftOf(saved, country), extraFields, country);
      setInitial(next);
      setDraft(next);
      setErrors({});
      notify("positive", intl.formatMessage({ id: "common.saved" }));
      props.onSaved?.(saved);
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.field &&
        sectionOf(error.field) &&
        sections.includes(sectionOf(error.field)!)
      )
        showErrors({ [errorKeyOf(error.field, draft)]: { text: error.message } });
      else notify("negative", messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const sectionProps = { draft, onChange: change, errors, country, required, access: props.access };
  const canSave = !props.access || sections.some((section) => sectionFields(section).some(props.access!.write));
  const content: Record<Section, () => React.ReactNode> = {
    personal: () => <PersonalSection {...sectionProps} />,
    address: () => (
      <AddressFields
        value={draft.address}
        onChange={(address) => change({ address })}
        errors={errors}
        country={country}
        required={!props.editorIsAdmin}
      />
    ),
    job: () => <JobSection {...sectionProps} workerId={props.worker.id} />,
    bankEducation: () => <BankEducationSection {...sectionProps} />,
    schedule: () => (
      <ScheduleEditor value={draft.schedule} onChange={(schedule) => change({ schedule })} errors={errors} />
    ),
    extra: () => (
      <ExtraFields
        fields={extraFields}
        values={draft.extraFields}
        files={files}
        onChange={(values) => change({ extraFields: values })}
        errors={errors}
        country={country}
        uploads={{
          workerId: props.worker.id,
          onChanged: (fieldId, file) => {
            setFiles((current) => {
              const next = { ...current };
              if (file) next[fieldId] = file;
              else delete next[fieldId];
              return next;
            });
            props.onFilesChanged?.();
          },
        }}
      />
    ),
  };
  const title = (section: Section) => intl.formatMessage({ id: `people.profile.section.${section}` });
  const invalid = new Set(Object.keys(errors).map(sectionOf));
  const errorCount = Object.keys(errors).length;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errorCount > 0 && (
        <p role="alert" className={styles.notice.danger}>
          {intl.formatMessage({ id: "people.form.fixErrors" }, { count: errorCount })}
        </p>
      )}
      {props.layout === "tabs" ? (
        <Tabs
          label={intl.formatMessage({ id: "people.profile.sections" })}
          selectedKey={tab}
          onSelectionChange={setTab}
          items={sections.map((section) => ({
            id: section,
            // a tab holding errors says so in its name
            label: invalid.has(section)
              ? intl.formatMessage({ id: "people.form.tabWithErrors" }, { section: title(section) })
              : title(section),
            content: content[section](),
          }))}
        />
      ) : (
        sections.map((section) => (
          <section key={section} aria-labelledby={`profile-section-${section}`}>
            <h2 id={`profile-section-${section}`} className={styles.sectionTitle}>
              {title(section)}
            </h2>
            {content[section]()}
          </section>
        ))
      )}
      <div className={styles.formFooter}>
        {props.actions}
        {canSave && (
          <Button type="submit" isPending={saving} isDisabled={saving}>
            {props.submitLabel ?? intl.formatMessage({ id: "people.form.save" })}
          </Button>
        )}
      </div>
    </form>
  );
}
