import { useState } from "react";
import { useIntl } from "react-intl";
import {
  ApiError,
  api,
  messageOf,
  Button,
  ButtonLink,
  Dialog,
  SelectField,
  TextField,
  notify,
  type Locale,
} from "@web/kit";
import type { Country } from "../../../../contract/countries.js";
import type { CustomField } from "../../../../contract/custom-fields.js";
import { fullName, useCompanyId, useStructure, type Worker, type WorkerCreate } from "../../data.js";
import { CountryDateField } from "../CountryDateField/index.js";
import { useErrorText } from "../../lib/error-text.js";
import { levelsForRole } from "../../lib/levels.js";
import { scheduleDraftOf, scheduleInputOf } from "../../lib/schedule.js";
import {
  draftErrors,
  draftOf,
  patchOf,
  type DraftErrors,
  type ProfileDraft,
  type Section,
} from "../../lib/profile-draft.js";
import * as styles from "../../workers.css.js";
import { ExtraFields } from "../ExtraFields/index.js";
import { WorkerPicker } from "../WorkerPicker/index.js";

// The server's address pattern (core/validation, which browser code may not import); it checks again.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const SECTIONS: readonly Section[] = ["personal", "job", "extra"];
const LANGUAGES: Locale[] = ["en", "pt-BR", "es"];

/**
 * "Add worker" (admin): names, email, department, office, role (which sets the access level), start date, supervisor
 * and the company's required extra fields. POST /workers creates the sign-in account and mails the welcome with the
 * first-access link; the dialog then offers that link to copy, for handing over in person.
 */
export function AddWorkerDialog({
  isOpen,
  onClose,
  onCreated,
  country,
  extraFields,
  defaultSchedule,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (worker: Worker) => void;
  country: Country;
  extraFields: readonly CustomField[];
  /** The company's default schedule (company settings), which new workers start with. */
  defaultSchedule?: Worker["schedule"];
}) {
  const intl = useIntl();
  const [created, setCreated] = useState<Worker | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog
      title={intl.formatMessage({ id: created ? "people.add.doneTitle" : "people.add.title" })}
      isOpen={isOpen}
      onClose={close}
    >
      {created ? (
        <Created worker={created} onClose={close} />
      ) : (
        <AddWorkerForm
          country={country}
          defaultSchedule={defaultSchedule}
          extraFields={extraFields.filter((f) => f.required && f.type !== "file")}
          onCancel={close}
          onCreated={(worker) => {
            setCreated(worker);
            onCreated(worker);
          }}
        />
      )}
    </Dialog>
  );
}

function AddWorkerForm({
  country,
  extraFields,
  defaultSchedule,
  onCancel,
  onCreated,
}: {
  country: Country;
  defaultSchedule?: Worker["schedule"];
  extraFields: readonly CustomField[];
  onCancel: () => void;
  onCreated: (worker: Worker) => void;
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  const companyId = useCompanyId();
  const roles = useStructure("roles").data ?? [];
  const departments = useStructure("departments").data ?? [];
  const offices = useStructure("offices").data ?? [];
  const [empty] = useState(() => draftOf(undefined, country));
  const [draft, setDraft] = useState<ProfileDraft>(empty);
  const [email, setEmail] = useState("");
  const [language, setLanguage] = useState<Locale>(intl.locale as Locale);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [pending, setPending] = useState(false);
  const change = (patch: Partial<ProfileDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const label = (field: string) => intl.formatMessage({ id: `people.profile.field.${field}` });
  const choose = intl.formatMessage({ id: "people.form.choose" });
  const role = roles.find((r) => r.id === draft.roleId);

  const submit = async () => {
    const found: DraftErrors = draftErrors(draft, { sections: SECTIONS, country, editorIsAdmin: true, extraFields });
    if (!email.trim()) found.email = { id: "validation.required" };
    else if (!EMAIL.test(email.trim())) found.email = { id: "validation.email" };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: WorkerCreate = {
      ...patchOf(empty, draft, { country, sections: SECTIONS, extraFields }),
      name: draft.name.trim(),
      email: email.trim(),
      levels: levelsForRole(role?.levelAccess),
      locale: language,
      ...(defaultSchedule ? { schedule: scheduleInputOf(scheduleDraftOf(defaultSchedule)) } : {}),
    };
    setPending(true);
    try {
      const worker = await api.post("/api/companies/{companyId}/workers", { params: { companyId }, body });
      notify("positive", intl.formatMessage({ id: "people.add.done" }, { email: worker.email }));
      onCreated(worker);
    } catch (error) {
      if (error instanceof ApiError && error.field) setErrors({ [error.field]: { text: error.message } });
      else notify("negative", messageOf(error));
    } finally {
      setPending(false);
    }
  };

  const select = (field: "departmentId" | "officeId" | "roleId", items: Array<{ id: string; name: string }>) => (
    <SelectField
      label={label(field)}
      options={items.map((i) => ({ id: i.id, label: i.name }))}
      value={draft[field] || null}
      onChange={(value) => change({ [field]: value })}
      placeholder={choose}
      errorMessage={errorText(errors[field])}
      description={
        field === "roleId"
          ? intl.formatMessage(
              { id: "people.add.levelHint" },
              { level: intl.formatMessage({ id: `level.${role?.levelAccess ?? "requester"}` }) },
            )
          : undefined
      }
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.subtle}>{intl.formatMessage({ id: "people.add.body" })}</p>
      <div className={styles.grid}>
        <TextField
          validationBehavior="aria"
          label={label("name")}
          value={draft.name}
          onChange={(name) => change({ name })}
          isRequired
          errorMessage={errorText(errors.name)}
          autoFocus
        />
        <TextField label={label("lastName")} value={draft.lastName} onChange={(lastName) => change({ lastName })} />
        <div className={styles.wide}>
          <TextField
            validationBehavior="aria"
            label={label("email")}
            type="email"
            value={email}
            onChange={setEmail}
            isRequired
            errorMessage={errorText(errors.email)}
          />
        </div>
        {select("departmentId", departments)}
        {select("officeId", offices)}
        {select("roleId", roles)}
        <CountryDateField
          label={label("startDateAtCompany")}
          format={country.dateFormat}
          value={draft.startDateAtCompany}
          onChange={(startDateAtCompany) => change({ startDateAtCompany })}
          errorMessage={errorText(errors.startDateAtCompany)}
        />
        <div className={styles.wide}>
          <WorkerPicker
            label={label("referenceWorkerId")}
            value={draft.referenceWorkerId}
            onChange={(referenceWorkerId) => change({ referenceWorkerId })}
            errorMessage={errorText(errors.referenceWorkerId)}
          />
        </div>
        <SelectField
          label={intl.formatMessage({ id: "people.add.language" })}
          description={intl.formatMessage({ id: "people.add.languageHint" })}
          options={LANGUAGES.map((l) => ({ id: l, label: intl.formatMessage({ id: `people.language.${l}` }) }))}
          value={language}
          onChange={(value) => setLanguage(value as Locale)}
        />
      </div>
      {extraFields.length > 0 && (
        <ExtraFields
          fields={extraFields}
          values={draft.extraFields}
          onChange={(values) => change({ extraFields: values })}
          errors={errors}
          country={country}
        />
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: "common.cancel" })}
        </Button>
        <Button type="submit" isPending={pending} isDisabled={pending}>
          {intl.formatMessage({ id: "people.add.submit" })}
        </Button>
      </div>
    </form>
  );
}

/** After creating: the welcome mail went out; the first-access link can also be copied and handed over. */
function Created({ worker, onClose }: { worker: Worker; onClose: () => void }) {
  const intl = useIntl();
  const [link, setLink] = useState<string>();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const copy = async () => {
    setPending(true);
    setRefusal(undefined);
    try {
      const answer = await api.get("/api/users/{id}/generateAuthLink", { params: { id: worker.userId } });
      setLink(answer.link);
      try {
        await navigator.clipboard.writeText(answer.link);
        notify("positive", intl.formatMessage({ id: "people.add.linkCopied" }));
      } catch {
        // no clipboard (an insecure origin, a refused permission): the link is shown to copy by hand
      }
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <div>
      <p role="status" className={styles.notice.success}>
        {intl.formatMessage({ id: "people.add.welcomeSent" }, { name: fullName(worker), email: worker.email })}
      </p>
      <p className={styles.subtle}>{intl.formatMessage({ id: "people.add.linkHint" })}</p>
      {refusal && (
        <p role="alert" className={styles.notice.danger}>
          {refusal}
        </p>
      )}
      {link && <TextField label={intl.formatMessage({ id: "people.add.link" })} value={link} isReadOnly />}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={() => void copy()} isPending={pending} isDisabled={pending}>
          {intl.formatMessage({ id: "people.add.copyLink" })}
        </Button>
        <ButtonLink href={`/workers/${worker.id}`}>{intl.formatMessage({ id: "people.add.openProfile" })}</ButtonLink>
        <Button onPress={onClose}>{intl.formatMessage({ id: "common.close" })}</Button>
      </div>
    </div>
  );
}
