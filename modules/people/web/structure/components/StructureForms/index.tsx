import { useState } from "react";
import { Form } from "react-aria-components";
import { useIntl } from "react-intl";
import type { Address } from "../../../../contract/address.js";
import {
  ROLE_LEVELS,
  type DepartmentInput,
  type GeneralRoleInput,
  type OfficeInput,
  type RoleInput,
} from "../../../../contract/structure.js";
import { Button, SelectField, TextField, serverErrors, type ServerErrors } from "@web/kit";
import { useCompanyProfile } from "../../lib/company.js";
import * as css from "../../structure.css.js";
import { countryById } from "../../../../contract/countries.js";
import { AddressFields } from "../../../workers/components/AddressFields/index.js";
import { WorkerPicker } from "../../../workers/components/WorkerPicker/index.js";
import type { AddressDraft, DraftErrors } from "../../../workers/lib/profile-draft.js";

/** What every structure form gets: the values to start from, the last failed write, and what to do on submit. */
export interface StructureFormProps<I> {
  initial?: I;
  pending: boolean;
  /** The last failed write (its message goes next to the field the server named). */
  error: unknown;
  submitLabel: string;
  onSubmit: (values: I) => void;
  onCancel?: () => void;
  /** Focus the first field (in a dialog; not on a page, where focus starts at the top). */
  autoFocus?: boolean;
}

const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;

function FormShell({
  errors,
  pending,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  errors: ServerErrors<string>;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel?: () => void;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        // a browser does not submit an invalid form; a submit event from elsewhere (a test, a script) is checked too,
        // which shows the fields' messages as the browser would
        if (!e.currentTarget.checkValidity()) return;
        onSubmit();
      }}
    >
      {errors.general && (
        <p role="alert" className={css.alert}>
          {errors.general}
        </p>
      )}
      {children}
      <div className={css.actions}>
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            {intl.formatMessage({ id: "common.cancel" })}
          </Button>
        )}
        <Button type="submit" isDisabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The last failed write's messages, until the person changes something: an edited field no longer carries the
 * server's complaint (it would also keep the browser from submitting the form again).
 */
function useServerErrors(error: unknown, fields: readonly string[]) {
  const [seen, setSeen] = useState<unknown>(null);
  const errors = serverErrors(seen === error ? null : error, fields);
  return { errors, edited: () => setSeen(error) };
}

function useRequired() {
  const intl = useIntl();
  return (max: number) => (value: string) => {
    if (!value.trim()) return intl.formatMessage({ id: "validation.required" });
    if (value.trim().length > max) return intl.formatMessage({ id: "validation.maxLength" }, { n: max });
    return null;
  };
}

function useMaxLength() {
  const intl = useIntl();
  return (max: number) => (value: string) =>
    value.trim().length > max ? intl.formatMessage({ id: "validation.maxLength" }, { n: max }) : null;
}

export function DepartmentForm(props: StructureFormProps<DepartmentInput>) {
  const intl = useIntl();
  const required = useRequired();
  const maxLength = useMaxLength();
  const [name, setName] = useState(props.initial?.name ?? "");
  const [description, setDescription] = useState(props.initial?.description ?? "");
  const [manager, setManager] = useState<string | null>(props.initial?.managerWorkerId ?? null);
  const { errors, edited } = useServerErrors(props.error, ["name", "description", "managerWorkerId"]);
  return (
    <FormShell
      errors={errors}
      pending={props.pending}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      onSubmit={() =>
        props.onSubmit({
          name: name.trim(),
          ...(description.trim() ? { description: description.trim() } : {}),
          ...(manager ? { managerWorkerId: manager } : {}),
        })
      }
    >
      <TextField
        label={intl.formatMessage({ id: "people.structure.name" })}
        value={name}
        onChange={(v) => {
          edited();
          setName(v);
        }}
        isRequired
        validate={required(NAME_MAX)}
        errorMessage={errors.field("name")}
        autoFocus={props.autoFocus}
      />
      <TextField
        label={intl.formatMessage({ id: "people.structure.description" })}
        value={description}
        onChange={(v) => {
          edited();
          setDescription(v);
        }}
        validate={maxLength(DESCRIPTION_MAX)}
        errorMessage={errors.field("description")}
      />
      <WorkerPicker
        label={intl.formatMessage({ id: "people.structure.departments.manager" })}
        description={intl.formatMessage({ id: "people.structure.departments.managerHint" })}
        value={manager}
        onChange={(v) => {
          edited();
          setManager(v);
        }}
        errorMessage={errors.field("managerWorkerId")}
      />
    </FormShell>
  );
}

const ADDRESS_FIELDS = ["zipcode", "street", "number", "complement", "district", "city", "state"] as const;

const addressDraftOf = (address: Address | undefined): AddressDraft =>
  Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address?.[f] ?? ""])) as unknown as AddressDraft;

/** The typed address without its blank parts; `undefined` when nothing is left. */
function addressOf(draft: AddressDraft): Address | undefined {
  const out: Address = {};
  for (const f of ADDRESS_FIELDS) if (draft[f].trim()) out[f] = draft[f].trim();
  return Object.keys(out).length ? out : undefined;
}

export function OfficeForm(props: StructureFormProps<OfficeInput>) {
  const intl = useIntl();
  const required = useRequired();
  const company = useCompanyProfile();
  const country = countryById(company.data?.countryId ?? "") ?? countryById("br")!;
  const [name, setName] = useState(props.initial?.name ?? "");
  const [address, setAddress] = useState<AddressDraft>(addressDraftOf(props.initial?.address));
  const { errors, edited } = useServerErrors(props.error, ["name", ...ADDRESS_FIELDS.map((f) => `address.${f}`)]);
  const addressErrors: DraftErrors = {};
  for (const f of ADDRESS_FIELDS) {
    const message = errors.field(`address.${f}`);
    if (message) addressErrors[`address.${f}`] = { text: message };
  }
  return (
    <FormShell
      errors={errors}
      pending={props.pending}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      onSubmit={() => {
        const clean = addressOf(address);
        props.onSubmit({ name: name.trim(), ...(clean ? { address: clean } : {}) });
      }}
    >
      <TextField
        label={intl.formatMessage({ id: "people.structure.name" })}
        value={name}
        onChange={(v) => {
          edited();
          setName(v);
        }}
        isRequired
        validate={required(NAME_MAX)}
        errorMessage={errors.field("name")}
        autoFocus={props.autoFocus}
      />
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{intl.formatMessage({ id: "people.structure.offices.address" })}</legend>
        <AddressFields
          value={address}
          onChange={(v) => {
            edited();
            setAddress(v);
          }}
          errors={addressErrors}
          country={country}
          required={false}
        />
      </fieldset>
    </FormShell>
  );
}

export function RoleForm(props: StructureFormProps<RoleInput>) {
  const intl = useIntl();
  const required = useRequired();
  const [name, setName] = useState(props.initial?.name ?? "");
  const [levelAccess, setLevelAccess] = useState<RoleInput["levelAccess"]>(props.initial?.levelAccess ?? "requester");
  const { errors, edited } = useServerErrors(props.error, ["name", "levelAccess"]);
  return (
    <FormShell
      errors={errors}
      pending={props.pending}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      onSubmit={() => props.onSubmit({ name: name.trim(), levelAccess })}
    >
      <TextField
        label={intl.formatMessage({ id: "people.structure.name" })}
        value={name}
        onChange={(v) => {
          edited();
          setName(v);
        }}
        isRequired
        validate={required(NAME_MAX)}
        errorMessage={errors.field("name")}
        autoFocus={props.autoFocus}
      />
      <SelectField
        label={intl.formatMessage({ id: "people.structure.roles.levelAccess" })}
        description={intl.formatMessage({ id: "people.structure.roles.levelHint" })}
        options={ROLE_LEVELS.map((level) => ({ id: level, label: intl.formatMessage({ id: `level.${level}` }) }))}
        value={levelAccess}
        onChange={(v) => {
          edited();
          setLevelAccess(v as RoleInput["levelAccess"]);
        }}
        isRequired
        errorMessage={errors.field("levelAccess")}
      />
    </FormShell>
  );
}

export function GeneralRoleForm(props: StructureFormProps<GeneralRoleInput>) {
  const intl = useIntl();
  const required = useRequired();
  const maxLength = useMaxLength();
  const [name, setName] = useState(props.initial?.name ?? "");
  const [description, setDescription] = useState(props.initial?.description ?? "");
  const { errors, edited } = useServerErrors(props.error, ["name", "description"]);
  return (
    <FormShell
      errors={errors}
      pending={props.pending}
      submitLabel={props.submitLabel}
      onCancel={props.onCancel}
      onSubmit={() =>
        props.onSubmit({ name: name.trim(), ...(description.trim() ? { description: description.trim() } : {}) })
      }
    >
      <TextField
        label={intl.formatMessage({ id: "people.structure.name" })}
        value={name}
        onChange={(v) => {
          edited();
          setName(v);
        }}
        isRequired
        validate={required(NAME_MAX)}
        errorMessage={errors.field("name")}
        autoFocus={props.autoFocus}
      />
      <TextField
        label={intl.formatMessage({ id: "people.structure.description" })}
        value={description}
        onChange={(v) => {
          edited();
          setDescription(v);
        }}
        validate={maxLength(DESCRIPTION_MAX)}
        errorMessage={errors.field("description")}
      />
    </FormShell>
  );
}
