import { peopleEventRefs } from "./events.js";
import { Type, type Static } from "typebox";
import { PAGE_SIZES, listOf, pageQuery } from "../../../core/lists/schemas.js";
import { Address } from "./address.js";
import { COURSES } from "./courses.js";
import { CustomValues, CustomValuesInput } from "./custom-fields.js";
import { Avatar } from "./images.js";

/**
 * The people module's workers contract (spec §3 "Worker", §7 workers calls): dictionaries, schedule value,
 * payload and answer schemas, permission and event ids. Isomorphic (TypeBox only).
 */

// --- dictionaries (spec §3)
export const GENDERS = ["male", "female", "agender", "transMan", "transWoman", "other", "not-answer"] as const;
export const MARITAL_STATUSES = ["Married", "Single", "Divorced", "Widowed", "Others"] as const;
export const RACES = ["asian", "white", "black", "brown", "indigenous", "not-answer", "other"] as const;
export const DISABILITIES = [
  "visual",
  "physics",
  "hearing",
  "intellectual",
  "Psychosocial",
  "other",
  "notApplicable",
] as const;
export const SEXUAL_ORIENTATIONS = [
  "asexual",
  "bisexual",
  "gay",
  "lesbian",
  "pansexual",
  "heterosexual",
  "not-answer",
  "other",
] as const;
export const EDUCATION_LEVELS = [
  "middle",
  "tec-uncomplete",
  "tec-complete",
  "high-uncomplete",
  "high-complete",
  "post-grade-uncomplete",
  "post-grade-complete",
  "master-uncomplete",
  "master-complete",
  "phd-uncomplete",
  "phd-complete",
] as const;
export const TERMINATION_TYPES = ["involuntary", "voluntary", "others"] as const;
export const WORKER_STATUSES = ["active", "terminated"] as const;
export const SCHEDULE_TYPES = ["none", "regular", "custom", "double"] as const;
/** Weekdays Sunday first, as the schedule's select flags. */
export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
/** Spec §9 table page sizes (core/lists). */
export { PAGE_SIZES };

export type Gender = (typeof GENDERS)[number];
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export type Race = (typeof RACES)[number];
export type Disability = (typeof DISABILITIES)[number];
export type SexualOrientation = (typeof SEXUAL_ORIENTATIONS)[number];
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export type TerminationType = (typeof TERMINATION_TYPES)[number];
export type WorkerStatus = (typeof WORKER_STATUSES)[number];
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];
export type Weekday = (typeof WEEKDAYS)[number];

const oneOf = <T extends readonly string[]>(values: T) => Type.String({ enum: [...values] });

// --- schedule value (spec §3 "Schedule value", §5 rules)
const Hour = Type.Number({ minimum: 0, maximum: 24 });
const Flag = Type.Optional(Type.Boolean());
export const DayFlags = Type.Object(
  { sun: Flag, mon: Flag, tue: Flag, wed: Flag, thu: Flag, fri: Flag, sat: Flag },
  { additionalProperties: false },
);
export const DayHours = Type.Object({ minHour: Hour, maxHour: Hour }, { additionalProperties: false });
const DayHoursOpt = Type.Optional(DayHours);
export const CustomHours = Type.Object(
  {
    sun: DayHoursOpt,
    mon: DayHoursOpt,
    tue: DayHoursOpt,
    wed: DayHoursOpt,
    thu: DayHoursOpt,
    fri: DayHoursOpt,
    sat: DayHoursOpt,
  },
  { additionalProperties: false },
);
export const ScheduleInput = Type.Object(
  {
    type: oneOf(SCHEDULE_TYPES),
    /** Selected weekdays; absent means Monday to Friday. */
    days: Type.Optional(DayFlags),
    /** regular and double: start of the (first) range. */
    minHour: Type.Optional(Hour),
    /** regular and double: end of the (last) range. */
    maxHour: Type.Optional(Hour),
    /** double: end of the first range. */
    maxMidHour: Type.Optional(Hour),
    /** double: start of the second range. */
    minMidHour: Type.Optional(Hour),
    /** custom: hours per selected weekday. */
    custom: Type.Optional(CustomHours),
  },
  { additionalProperties: false },
);
export type ScheduleInput = Static<typeof ScheduleInput>;

/** A schedule after the rules: every field filled for its type. */
export interface Schedule {
  type: ScheduleType;
  days: Record<Weekday, boolean>;
  minHour?: number;
  maxHour?: number;
  maxMidHour?: number;
  minMidHour?: number;
  custom?: Partial<Record<Weekday, { minHour: number; maxHour: number }>>;
}

// --- worker
export { Address } from "./address.js";
/** Address fields required for everyone but admin (spec §5). */
export const REQUIRED_ADDRESS_FIELDS = ["zipcode", "street", "number", "district", "city", "state"] as const;

const IsoDate = Type.String({ format: "date" });
const Money = Type.Number({ minimum: 0 });
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** The profile fields both create and update take (spec §3 Worker). */
const profileFields = {
  name: Type.String({ minLength: 1, maxLength: 120 }),
  lastName: Type.Optional(Type.String({ maxLength: 120 })),
  nickname: Type.Optional(Type.String({ maxLength: 120 })),
  birthdate: Type.Optional(Type.String({ format: "birthdate" })),
  gender: Type.Optional(oneOf(GENDERS)),
  maritalStatus: Type.Optional(oneOf(MARITAL_STATUSES)),
  race: Type.Optional(oneOf(RACES)),
  disability: Type.Optional(oneOf(DISABILITIES)),
  sexualOrientation: Type.Optional(oneOf(SEXUAL_ORIENTATIONS)),
  educationLevel: Type.Optional(oneOf(EDUCATION_LEVELS)),
  nationality: Type.Optional(Type.String({ maxLength: 80 })),
  phone: Type.Optional(Type.String({ maxLength: 40 })),
  emergencyContact: Type.Optional(Type.String({ maxLength: 200 })),
  address: Type.Optional(Address),
  departmentId: Type.Optional(Id),
  officeId: Type.Optional(Id),
  roleId: Type.Optional(Id),
  contractType: Type.Optional(Type.String({ maxLength: 60 })),
  salary: Type.Optional(Money),
  variablePay: Type.Optional(Money),
  lastIncrease: Type.Optional(IsoDate),
  bank: Type.Optional(Type.String({ maxLength: 120 })),
  bankId: Type.Optional(Type.String({ maxLength: 40 })),
  accountNumber: Type.Optional(Type.String({ maxLength: 40 })),
  startDateAtCompany: Type.Optional(IsoDate),
  /** The supervisor: another worker of the same company. */
  referenceWorkerId: Type.Optional(Type.Union([Id, Type.Null()])),
  schedule: Type.Optional(ScheduleInput),
  /** Training area (spec §3 dictionaries, `DICTIONARIES.course`); `another` needs `courseOther`. */
  course: Type.Optional(oneOf(COURSES)),
  /** The course's name when `course` is `another` (required then, dropped otherwise). */
  courseOther: Type.Optional(Type.String({ maxLength: 120 })),
  /**
   * Values of the company's worker extra fields (`GET /company`, `workerExtraFields`), by field id; checked against
   * the definitions (required, select options, date in the country's format, mask). `null` clears one.
   */
  extraFields: Type.Optional(CustomValuesInput),
};

export const WorkerCreateInput = Type.Object(
  {
    ...profileFields,
    email: Type.String({ format: "email", maxLength: 254 }),
    /** Levels of the sign-in account. @default ["requester"] */
    levels: Type.Optional(
      Type.Array(Type.String({ enum: ["admin", "revisor", "requester"] }), { minItems: 1, uniqueItems: true }),
    ),
    /** Language of the account and of the welcome mail. */
    locale: Type.Optional(Type.String({ enum: ["en", "pt-BR", "es"] })),
  },
  { additionalProperties: false },
);
export type WorkerCreateInput = Static<typeof WorkerCreateInput>;

export const WorkerUpdateInput = Type.Partial(Type.Object(profileFields), { additionalProperties: false });
export type WorkerUpdateInput = Static<typeof WorkerUpdateInput>;

/**
 * What a person may change on their own profile (`PATCH /workers/me`): personal details, address, education and
 * their extra-field values — the fields field access (contract/field-access.ts) lets `self` write (a test keeps the
 * two equal). The job is the company's to set (department, office, role, contract, start date, supervisor, schedule,
 * status), and pay and bank data the administrators' (the person reads them), so those fields are refused there.
 */
export const SELF_EDITABLE_FIELDS = [
  "name",
  "lastName",
  "nickname",
  "birthdate",
  "gender",
  "maritalStatus",
  "race",
  "disability",
  "sexualOrientation",
  "nationality",
  "phone",
  "emergencyContact",
  "address",
  "educationLevel",
  "course",
  "courseOther",
  "extraFields",
] as const satisfies ReadonlyArray<keyof WorkerUpdateInput>;
export type SelfEditableField = (typeof SELF_EDITABLE_FIELDS)[number];

/** `PATCH /workers/me`: the admin PATCH's schema, limited to `SELF_EDITABLE_FIELDS` (same rules, same messages). */
export const WorkerSelfUpdateInput = Type.Pick(WorkerUpdateInput, [...SELF_EDITABLE_FIELDS], {
  additionalProperties: false,
});
export type WorkerSelfUpdateInput = Static<typeof WorkerSelfUpdateInput>;

export const TerminateInput = Type.Object(
  {
    lastDayWork: IsoDate,
    type: oneOf(TERMINATION_TYPES),
    reason: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type TerminateInput = Static<typeof TerminateInput>;

export const UpdateReferenceWorkerInput = Type.Object(
  { referenceWorkerId: Id, newReferenceWorkerId: Id },
  { additionalProperties: false },
);
export type UpdateReferenceWorkerInput = Static<typeof UpdateReferenceWorkerInput>;

/** The shapes of a workers list's items (`view`). */
export const WORKER_LIST_VIEWS = ["card"] as const;

export const WorkerListQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 120 })),
    departmentId: Type.Optional(Id),
    officeId: Type.Optional(Id),
    roleId: Type.Optional(Id),
    status: Type.Optional(oneOf(WORKER_STATUSES)),
    /**
     * `card`: each item holds only the public card fields (who, where in the company, contact; the fields every
     * colleague reads, contract/field-access.ts), the same for every caller. What a list of people shows; a
     * profile's other fields come from `GET /workers/{workerId}`. Without it, each item is the whole profile the
     * caller may read.
     */
    view: Type.Optional(oneOf(WORKER_LIST_VIEWS)),
    ...pageQuery(),
  },
  { additionalProperties: false },
);
export type WorkerListQuery = Static<typeof WorkerListQuery>;

const ScheduleOut = Type.Object({
  type: Type.String(),
  days: Type.Record(Type.String(), Type.Boolean()),
  minHour: Type.Optional(Type.Number()),
  maxHour: Type.Optional(Type.Number()),
  maxMidHour: Type.Optional(Type.Number()),
  minMidHour: Type.Optional(Type.Number()),
  custom: Type.Optional(Type.Record(Type.String(), DayHours)),
});

export const Worker = Type.Object(
  {
    id: Type.String(),
    userId: Type.String(),
    email: Type.String(),
    ...profileFields,
    // answers carry stored values: no input formats (the serializer does not know the product's formats)
    birthdate: Type.Optional(Type.String()),
    lastIncrease: Type.Optional(Type.String()),
    startDateAtCompany: Type.Optional(Type.String()),
    referenceWorkerId: Type.Union([Type.String(), Type.Null()]),
    /** Job data: absent for callers who do not read it (contract/field-access.ts). */
    schedule: Type.Optional(ScheduleOut),
    status: oneOf(WORKER_STATUSES),
    statusDate: Type.Optional(Type.String({ format: "date-time" })),
    terminate: Type.Optional(
      Type.Object({ lastDayWork: Type.String(), type: Type.String(), reason: Type.Optional(Type.String()) }),
    ),
    /** The profile picture (`POST /workers/:workerId/avatar`, `POST /workers/me/avatar`). */
    avatar: Type.Optional(Avatar),
    /** Stored extra-field values: text, a select's option, an ISO date, or an uploaded file. */
    extraFields: Type.Optional(CustomValues),
    /** Absent for callers who do not read job data (contract/field-access.ts). */
    createdAt: Type.Optional(Type.String({ format: "date-time" })),
    updatedAt: Type.Optional(Type.String({ format: "date-time" })),
  },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e901",
        userId: "6650f1c2a9d3e4b5c6d7e8f9",
        email: "ana.lima@acme.com.br",
        name: "Ana",
        lastName: "Lima",
        birthdate: "1991-07-14",
        gender: "female",
        educationLevel: "high-complete",
        nationality: "Brazilian",
        phone: "+55 11 98765-4321",
        address: {
          zipcode: "04538-133",
          street: "Avenida Brigadeiro Faria Lima",
          number: "3477",
          district: "Itaim Bibi",
          city: "São Paulo",
          state: "SP",
        },
        departmentId: "6650f1c2a9d3e4b5c6d7e810",
        officeId: "6650f1c2a9d3e4b5c6d7e820",
        roleId: "6650f1c2a9d3e4b5c6d7e830",
        contractType: "CLT",
        salary: 12500,
        startDateAtCompany: "2022-02-01",
        referenceWorkerId: "6650f1c2a9d3e4b5c6d7e902",
        schedule: {
          type: "regular",
          days: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
          minHour: 9,
          maxHour: 18,
        },
        status: "active",
        statusDate: "2022-01-20T12:00:00.000Z",
        extraFields: { "shirt-size": "M" },
        createdAt: "2022-01-20T12:00:00.000Z",
        updatedAt: "2026-10-05T18:31:00.000Z",
      },
    ],
  },
);
/**
 * A worker as the caller may read them: every answer is projected through the field-access table
 * (contract/field-access.ts), so protected fields are absent for callers who may not read them.
 */
export type Worker = Static<typeof Worker>;

export const WorkerList = listOf(Worker);

/**
 * A colleague's public card (`GET /workers/:workerId/public`, every level): who they are and where they sit in the
 * company. Nothing private: no pay, bank, address, birthdate, documents, personal dictionaries or extra fields.
 */
export const WorkerPublic = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    lastName: Type.Optional(Type.String()),
    nickname: Type.Optional(Type.String()),
    /** The work address colleagues write to. */
    email: Type.String(),
    avatar: Type.Optional(Avatar),
    roleId: Type.Optional(Type.String()),
    departmentId: Type.Optional(Type.String()),
    officeId: Type.Optional(Type.String()),
    /** The supervisor's worker id (their card is public too). */
    referenceWorkerId: Type.Union([Type.String(), Type.Null()]),
    startDateAtCompany: Type.Optional(Type.String()),
    status: oneOf(WORKER_STATUSES),
  },
  {
    examples: [
      {
        id: "6650f1c2a9d3e4b5c6d7e901",
        name: "Ana",
        lastName: "Lima",
        email: "ana.lima@acme.com.br",
        roleId: "6650f1c2a9d3e4b5c6d7e830",
        departmentId: "6650f1c2a9d3e4b5c6d7e810",
        officeId: "6650f1c2a9d3e4b5c6d7e820",
        referenceWorkerId: "6650f1c2a9d3e4b5c6d7e902",
        startDateAtCompany: "2022-02-01",
        status: "active",
      },
    ],
  },
);
export type WorkerPublic = Static<typeof WorkerPublic>;
export type WorkerList = Static<typeof WorkerList>;

export const UpdateReferenceWorkerResult = Type.Object(
  { moved: Type.Integer({ description: "How many workers now report to the new supervisor." }) },
  { examples: [{ moved: 4 }] },
);

export const workerPermissions = {
  /**
   * Every level: the workers list and a worker's profile, each answer holding only the fields the caller's relation
   * to the worker reads (contract/field-access.ts): employees get the directory's public cards.
   */
  directory: "people.workers.directory",
  /** read whole profiles' extras (the extra fields' files), subject to field access too */
  read: "people.workers.read",
  /** update profiles, move a team to another supervisor */
  write: "people.workers.write",
  /** create (account + welcome mail) and soft-remove workers */
  manage: "people.workers.manage",
  /** terminate a worker */
  terminate: "people.workers.terminate",
} as const;

/** The workers' events (their payload types are in people.contract.ts). */
export const workerEvents = {
  created: peopleEventRefs.workerCreated,
  terminated: peopleEventRefs.workerTerminated,
  removed: peopleEventRefs.workerRemoved,
} as const;
