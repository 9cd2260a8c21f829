import { type ErrorCode, applyMask, digitsOf } from "@web/kit";
import { localDayOf } from "../../../../../core/dates/calendar-days.js";
import type { Country } from "../../../contract/countries.js";
import { ANOTHER_COURSE } from "../../../contract/courses.js";
import { matchesMask, type CustomField } from "../../../contract/custom-fields.js";
import { REQUIRED_ADDRESS_FIELDS } from "../../../contract/workers.js";
import type { Worker, WorkerPatch } from "../data.js";
import { countryToIso, isoToCountry } from "./dates.js";
import { scheduleDraftOf, scheduleErrors, scheduleInputOf, type ScheduleDraft } from "./schedule.js";

/**
 * The worker profile form's state (spec §3 Worker) as people type it: dates in the company country's format, the
 * phone without its country code, numbers or null. `patchOf` turns it back into what the API takes, sending only
 * what changed (an address is sent whole, as the API replaces it).
 */
export interface AddressDraft {
  zipcode: string;
  street: string;
  number: string;
  complement: string;
  district: string;
  city: string;
  state: string;
}

export interface ProfileDraft {
  name: string;
  lastName: string;
  nickname: string;
  birthdate: string;
  gender: string;
  nationality: string;
  maritalStatus: string;
  race: string;
  sexualOrientation: string;
  disability: string;
  phone: string;
  emergencyContact: string;
  address: AddressDraft;
  departmentId: string;
  officeId: string;
  roleId: string;
  contractType: string;
  salary: number | null;
  variablePay: number | null;
  lastIncrease: string;
  startDateAtCompany: string;
  referenceWorkerId: string | null;
  bank: string;
  accountNumber: string;
  bankId: string;
  educationLevel: string;
  course: string;
  courseOther: string;
  schedule: ScheduleDraft;
  /** Text, select and date values of the company's extra fields (dates in the country's format), by field id. */
  extraFields: Record<string, string>;
}

/** The form's sections, as tabs of the profile page. */
export const SECTIONS = ["personal", "address", "job", "bankEducation", "schedule", "extra"] as const;
export type Section = (typeof SECTIONS)[number];

const SECTION_OF: Record<string, Section> = {
  name: "personal",
  lastName: "personal",
  nickname: "personal",
  birthdate: "personal",
  gender: "personal",
  nationality: "personal",
  maritalStatus: "personal",
  race: "personal",
  sexualOrientation: "personal",
  disability: "personal",
  phone: "personal",
  emergencyContact: "personal",
  address: "address",
  departmentId: "job",
  officeId: "job",
  roleId: "job",
  contractType: "job",
  salary: "job",
  variablePay: "job",
  lastIncrease: "job",
  startDateAtCompany: "job",
  referenceWorkerId: "job",
  bank: "bankEducation",
  accountNumber: "bankEducation",
  bankId: "bankEducation",
  educationLevel: "bankEducation",
  course: "bankEducation",
  courseOther: "bankEducation",
  schedule: "schedule",
  extraFields: "extra",
};

/** The worker fields a section of the form edits. */
export function sectionFields(section: Section): string[] {
  return Object.keys(SECTION_OF).filter((field) => SECTION_OF[field] === section);
}

/** The section a field path (`address.street`, `extraFields.shirt`, `birthdate`) belongs to. */
export function sectionOf(path: string): Section | undefined {
  return SECTION_OF[path.split(".")[0]!];
}

const TEXT_FIELDS = [
  "name",
  "lastName",
  "nickname",
  "nationality",
  "emergencyContact",
  "contractType",
  "bank",
  "accountNumber",
  "bankId",
  "courseOther",
] as const;
const CHOICE_FIELDS = [
  "gender",
  "maritalStatus",
  "race",
  "sexualOrientation",
  "disability",
  "departmentId",
  "officeId",
  "roleId",
  "educationLevel",
  "course",
] as const;
const DATE_FIELDS = ["birthdate", "lastIncrease", "startDateAtCompany"] as const;
const ADDRESS_FIELDS = ["zipcode", "street", "number", "complement", "district", "city", "state"] as const;

/** The phone as stored: `+<country code> <masked number>`. */
export function phoneOf(local: string, country: Country): string {
  return local.trim() ? `+${country.prefixPhone} ${local.trim()}` : "";
}

/** The local part of a stored phone, masked for the country (its country code removed). */
export function localPhone(stored: string | undefined, country: Country): string {
  if (!stored) return "";
  const trimmed = stored.trim();
  const withoutCode = trimmed.startsWith(`+${country.prefixPhone}`)
    ? trimmed.slice(country.prefixPhone.length + 1)
    : trimmed;
  return applyMask(digitsOf(withoutCode), country.phoneMask);
}

export function draftOf(worker: Worker | undefined, country: Country): ProfileDraft {
  const w = worker ?? ({} as Partial<Worker>);
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const extraFields: Record<string, string> = {};
  for (const [id, value] of Object.entries(w.extraFields ?? {})) if (typeof value === "string") extraFields[id] = value;
  return {
    name: text(w.name),
    lastName: text(w.lastName),
    nickname: text(w.nickname),
    birthdate: isoToCountry(w.birthdate, country.dateFormat),
    gender: text(w.gender),
    nationality: text(w.nationality),
    maritalStatus: text(w.maritalStatus),
    race: text(w.race),
    sexualOrientation: text(w.sexualOrientation),
    disability: text(w.disability),
    phone: localPhone(w.phone, country),
    emergencyContact: text(w.emergencyContact),
    address: {
      zipcode: w.address?.zipcode ? applyMask(digitsOf(w.address.zipcode), country.zipcodeMask) : "",
      street: text(w.address?.street),
      number: text(w.address?.number),
      complement: text(w.address?.complement),
      district: text(w.address?.district),
      city: text(w.address?.city),
      state: text(w.address?.state),
    },
    departmentId: text(w.departmentId),
    officeId: text(w.officeId),
    roleId: text(w.roleId),
    contractType: text(w.contractType),
    salary: typeof w.salary === "number" ? w.salary : null,
    variablePay: typeof w.variablePay === "number" ? w.variablePay : null,
    lastIncrease: isoToCountry(w.lastIncrease, country.dateFormat),
    startDateAtCompany: isoToCountry(w.startDateAtCompany, country.dateFormat),
    referenceWorkerId: w.referenceWorkerId ?? null,
    bank: text(w.bank),
    accountNumber: text(w.accountNumber),
    bankId: text(w.bankId),
    educationLevel: text(w.educationLevel),
    course: text(w.course),
    courseOther: text(w.courseOther),
    schedule: scheduleDraftOf(w.schedule),
    extraFields,
  };
}

/** Extra-field values as shown: stored dates are ISO, the form shows the country's format. */
export function extraFieldsForForm(
  draft: ProfileDraft,
  fields: readonly CustomField[],
  country: Country,
): ProfileDraft {
  const extraFields = { ...draft.extraFields };
  for (const field of fields)
    if (field.type === "date" && extraFields[field.id])
      extraFields[field.id] = isoToCountry(extraFields[field.id], country.dateFormat);
  return { ...draft, extraFields };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What changed between the loaded profile and the form, as a PATCH body. Only the given sections are compared (a
 * page that shows some sections never sends the others). Emptied choices and dates are left as they were: the API
 * has no "clear" for them.
 */
export function patchOf(
  initial: ProfileDraft,
  draft: ProfileDraft,
  options: { country: Country; sections: readonly Section[]; extraFields?: readonly CustomField[] },
): WorkerPatch {
  const { country, sections } = options;
  const shown = (field: string) => sections.includes(SECTION_OF[field]!);
  const patch: WorkerPatch = {};
  const set = <K extends keyof WorkerPatch>(key: K, value: WorkerPatch[K]) => {
    patch[key] = value;
  };

  for (const field of TEXT_FIELDS)
    if (shown(field) && draft[field] !== initial[field]) {
      if (field === "courseOther" && draft.course !== ANOTHER_COURSE) continue;
      set(field, draft[field].trim());
    }
  for (const field of CHOICE_FIELDS)
    if (shown(field) && draft[field] && draft[field] !== initial[field]) set(field, draft[field] as never);
  for (const field of DATE_FIELDS)
    if (shown(field) && draft[field] && draft[field] !== initial[field]) {
      const iso = countryToIso(draft[field], country.dateFormat);
      if (iso) set(field, iso);
    }
  // the course's free text goes with it: the API checks them together
  if (patch.course === ANOTHER_COURSE || (patch.courseOther !== undefined && draft.course === ANOTHER_COURSE)) {
    patch.course = ANOTHER_COURSE;
    patch.courseOther = draft.courseOther.trim();
  }
  if (shown("phone") && draft.phone !== initial.phone) set("phone", phoneOf(draft.phone, country));
  for (const field of ["salary", "variablePay"] as const)
    if (shown(field) && draft[field] !== null && draft[field] !== initial[field]) set(field, draft[field]!);
  if (shown("referenceWorkerId") && draft.referenceWorkerId !== initial.referenceWorkerId)
    set("referenceWorkerId", draft.referenceWorkerId);
  if (shown("address") && !same(draft.address, initial.address)) {
    const address: NonNullable<WorkerPatch["address"]> = {};
    for (const field of ADDRESS_FIELDS) if (draft.address[field].trim()) address[field] = draft.address[field].trim();
    set("address", address);
  }
  if (shown("schedule") && !same(draft.schedule, initial.schedule)) set("schedule", scheduleInputOf(draft.schedule));
  if (shown("extraFields")) {
    const changed: Record<string, string | null> = {};
    for (const field of options.extraFields ?? []) {
      if (field.type === "file") continue;
      const now = draft.extraFields[field.id] ?? "";
      if (now === (initial.extraFields[field.id] ?? "")) continue;
      changed[field.id] = now.trim() ? extraValue(field, now, country) : null;
    }
    if (Object.keys(changed).length > 0) set("extraFields", changed);
  }
  return patch;
}

function extraValue(field: CustomField, value: string, country: Country): string {
  if (field.type !== "date") return value.trim();
  return countryToIso(value, country.dateFormat) ?? value.trim();
}

/** A form error: a shell message id (`validation.required`), a catalogue code with its values, or the server's words. */
export type DraftError =
  | { id: string; values?: Record<string, string | number> }
  | { code: ErrorCode; values?: Record<string, string | number> }
  /** A message already in the person's language (the server's). */
  | { text: string };
export type DraftErrors = Record<string, DraftError>;

export interface DraftRules {
  sections: readonly Section[];
  country: Country;
  /** Spec §5: address fields are required, except complement, unless the editor acts as admin. */
  editorIsAdmin: boolean;
  extraFields?: readonly CustomField[];
  /** Fields a page asks for on top of the API's rules (the first-access completion asks for more). */
  required?: readonly string[];
  /** @default today */
  today?: string;
}

/** The form's broken rules, by field path (`address.street`, `extraFields.<id>`, `schedule.second`...). */
export function draftErrors(draft: ProfileDraft, rules: DraftRules): DraftErrors {
  const errors: DraftErrors = {};
  const shown = (field: string) => rules.sections.includes(SECTION_OF[field.split(".")[0]!]!);
  const required = { id: "validation.required" };

  if (shown("name") && !draft.name.trim()) errors.name = required;
  for (const field of rules.required ?? []) {
    if (!shown(field)) continue;
    const value = (draft as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" ? !value.trim() : value === null || value === undefined) errors[field] = required;
  }
  for (const field of DATE_FIELDS) {
    if (!shown(field) || !draft[field] || errors[field]) continue;
    const iso = countryToIso(draft[field], rules.country.dateFormat);
    if (!iso) errors[field] = { id: "validation.date" };
    else if (field === "birthdate" && (iso > (rules.today ?? localDayOf(new Date())) || iso < "1900-01-01"))
      errors[field] = { code: "VALIDATION_BIRTHDATE" };
  }
  if (shown("phone") && draft.phone && !matchesMask(draft.phone, rules.country.phoneMask))
    errors.phone = { code: "PEOPLE_FIELD_MASK", values: { mask: rules.country.phoneMask } };
  if (shown("address")) {
    if (!rules.editorIsAdmin)
      for (const field of REQUIRED_ADDRESS_FIELDS)
        if (!draft.address[field].trim()) errors[`address.${field}`] = required;
    const zip = draft.address.zipcode;
    if (zip && rules.country.id === "br" && !matchesMask(zip, rules.country.zipcodeMask) && !errors["address.zipcode"])
      errors["address.zipcode"] = { code: "PEOPLE_ZIPCODE_INVALID" };
  }
  if (shown("courseOther") && draft.course === ANOTHER_COURSE && !draft.courseOther.trim())
    errors.courseOther = required;
  if (shown("schedule"))
    for (const [key, code] of Object.entries(scheduleErrors(draft.schedule))) errors[`schedule.${key}`] = { code };
  if (shown("extraFields"))
    for (const field of rules.extraFields ?? []) {
      if (field.type === "file") continue;
      const value = (draft.extraFields[field.id] ?? "").trim();
      const key = `extraFields.${field.id}`;
      if (!value) {
        if (field.required) errors[key] = field.type === "select" ? { id: "validation.selection" } : required;
        continue;
      }
      if (field.type === "date" && !countryToIso(value, rules.country.dateFormat))
        errors[key] = { id: "validation.date" };
      if (field.type === "select" && !(field.options ?? []).includes(value))
        errors[key] = { id: "validation.selection" };
      if (field.type === "text" && field.mask && !matchesMask(value, field.mask))
        errors[key] = { code: "PEOPLE_FIELD_MASK", values: { mask: field.mask } };
    }
  return errors;
}
