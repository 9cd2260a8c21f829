import type { Worker } from "./workers.js";

/**
 * Field-level access to a worker's profile (issue 12): every field of `Worker` belongs to one group, and each group
 * says which relations of the caller to the worker may read it and which may write it. The server projects every
 * answer that carries worker fields through this table (reads, lists, the PATCH write path); the web app uses it to
 * hide what a caller cannot read and to disable what they cannot write. Isomorphic: no I/O here.
 *
 * The caller's relation to a worker:
 * - `admin`: the caller acts as admin (or is an API key or the platform, which passed the route's permission);
 * - `self`: the worker is the caller (a manager or an employee on their own record);
 * - `manager`: the caller acts as manager (revisor) and the worker reports to them, directly or through a chain of
 *   supervisors (`referenceWorkerId`);
 * - `colleague`: anyone else of the company (a manager outside the worker's chain, an employee on someone else).
 */
export const RELATIONS = ["admin", "self", "manager", "colleague"] as const;
export type Relation = (typeof RELATIONS)[number];

export const FIELD_GROUPS = [
  "card",
  "placement",
  "contact",
  "job",
  "compensation",
  "bank",
  "sensitive",
  "personal",
] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

const EVERYONE: readonly Relation[] = RELATIONS;

/** Who reads and who writes each group. */
export const GROUP_ACCESS: Record<FieldGroup, { read: readonly Relation[]; write: readonly Relation[] }> = {
  /** Public card, the person's own: names and picture (the directory shows them). */
  card: { read: EVERYONE, write: ["admin", "manager", "self"] },
  /** Public card, the company's: where the person sits (role, department, office, supervisor, start, status). */
  placement: { read: EVERYONE, write: ["admin", "manager"] },
  /** Work contact shown on the card: email and phone. */
  contact: { read: EVERYONE, write: ["admin", "self"] },
  /** The job's terms: contract type, schedule, termination, record dates. */
  job: { read: ["admin", "manager", "self"], write: ["admin", "manager"] },
  /** Pay: admins only; the person reads their own. */
  compensation: { read: ["admin", "self"], write: ["admin"] },
  /** Bank account: admins only; the person reads their own. */
  bank: { read: ["admin", "self"], write: ["admin"] },
  /** Sensitive personal data (ethnicity, sexual orientation, disability): admins and the person only. */
  sensitive: { read: ["admin", "self"], write: ["admin", "self"] },
  /** Other personal data (birthdate, family, address, education, the company's extra fields, which may hold health). */
  personal: { read: ["admin", "self"], write: ["admin", "self"] },
};

/** The group of every field a worker answer can carry (the type makes a new field of `Worker` fail to compile here). */
export const WORKER_FIELD_GROUPS = {
  id: "card",
  userId: "card",
  name: "card",
  lastName: "card",
  nickname: "card",
  avatar: "card",
  roleId: "placement",
  departmentId: "placement",
  officeId: "placement",
  referenceWorkerId: "placement",
  startDateAtCompany: "placement",
  status: "placement",
  email: "contact",
  phone: "contact",
  contractType: "job",
  schedule: "job",
  statusDate: "job",
  terminate: "job",
  createdAt: "job",
  updatedAt: "job",
  salary: "compensation",
  variablePay: "compensation",
  lastIncrease: "compensation",
  bank: "bank",
  bankId: "bank",
  accountNumber: "bank",
  race: "sensitive",
  sexualOrientation: "sensitive",
  disability: "sensitive",
  birthdate: "personal",
  gender: "personal",
  maritalStatus: "personal",
  nationality: "personal",
  emergencyContact: "personal",
  address: "personal",
  educationLevel: "personal",
  course: "personal",
  courseOther: "personal",
  extraFields: "personal",
} as const satisfies Record<keyof Worker, FieldGroup>;
export type WorkerField = keyof typeof WORKER_FIELD_GROUPS;

export const WORKER_FIELDS = Object.keys(WORKER_FIELD_GROUPS) as WorkerField[];

/** Fields some relation may not read: the ones the projection removes. */
export const PROTECTED_FIELDS: readonly WorkerField[] = WORKER_FIELDS.filter(
  (field) => GROUP_ACCESS[WORKER_FIELD_GROUPS[field]].read.length < RELATIONS.length,
);

export function canReadField(relation: Relation, field: string): boolean {
  const group = WORKER_FIELD_GROUPS[field as WorkerField] as FieldGroup | undefined;
  return group !== undefined && GROUP_ACCESS[group].read.includes(relation);
}

export function canWriteField(relation: Relation, field: string): boolean {
  const group = WORKER_FIELD_GROUPS[field as WorkerField] as FieldGroup | undefined;
  return group !== undefined && GROUP_ACCESS[group].write.includes(relation);
}

function fieldsBy(test: (relation: Relation, field: string) => boolean): Record<Relation, ReadonlySet<WorkerField>> {
  const out = {} as Record<Relation, ReadonlySet<WorkerField>>;
  for (const relation of RELATIONS) out[relation] = new Set(WORKER_FIELDS.filter((f) => test(relation, f)));
  return out;
}

/** The fields a relation reads (precomputed per relation). */
export const READABLE_FIELDS = fieldsBy(canReadField);

/** The fields a relation may write (only those `PATCH` takes matter). */
export const WRITABLE_FIELDS = fieldsBy(canWriteField);

/**
 * Removes, in place, every property of a worker answer the relation may not read (unknown properties too: an answer
 * shows only classified fields). Returns the same object.
 */
export function projectWorker<T extends object>(worker: T, relation: Relation): T {
  if (relation === "admin") return worker;
  const readable = READABLE_FIELDS[relation];
  const out = worker as Record<string, unknown>;
  for (const key of Object.keys(out)) if (!readable.has(key as WorkerField)) delete out[key];
  return worker;
}

/** The first field of a payload the relation may not write, or undefined when it may write them all. */
export function firstForbiddenField(relation: Relation, fields: Iterable<string>): string | undefined {
  for (const field of fields) if (!canWriteField(relation, field)) return field;
  return undefined;
}

/**
 * The worker fields a company may not use (spec §3 Company `workerDisabledFields`, set by the platform's founder; issue
 * 18): optional profile data. Names, the email, placement, schedule and dates the product counts on stay.
 */
export const HIDEABLE_WORKER_FIELDS = [
  "nickname",
  "phone",
  "contractType",
  "salary",
  "variablePay",
  "lastIncrease",
  "bank",
  "bankId",
  "accountNumber",
  "race",
  "sexualOrientation",
  "disability",
  "birthdate",
  "gender",
  "maritalStatus",
  "nationality",
  "emergencyContact",
  "address",
  "educationLevel",
  "course",
  "courseOther",
] as const satisfies readonly WorkerField[];
export type HideableWorkerField = (typeof HIDEABLE_WORKER_FIELDS)[number];

/** The founder's list as the fields people hides: only hideable ones count (others are ignored). */
export function hiddenWorkerFields(disabled: readonly string[]): ReadonlySet<HideableWorkerField> {
  return new Set(HIDEABLE_WORKER_FIELDS.filter((field) => disabled.includes(field)));
}

/** Removes, in place, the fields the company does not use from a worker answer. Returns the same object. */
export function withoutHiddenFields<T extends object>(worker: T, hidden: ReadonlySet<string>): T {
  if (hidden.size === 0) return worker;
  const out = worker as Record<string, unknown>;
  for (const field of hidden) delete out[field];
  return worker;
}
