import type { ServiceContext } from "../../../core/context.js";
import type { DemoSeedInput } from "../../../core/modules/define-module.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES } from "../contract/workers.js";
import { seedFormerWorkers } from "./termination-survey/termination-survey.seed.js";
import { DepartmentModel, OfficeModel, RoleModel } from "./structure/structure.models.js";
import { PeopleSettingsModel } from "./settings/settings.model.js";
import { normalizeSchedule } from "./workers/schedule-rules.js";
import { WorkerModel } from "./workers/workers.model.js";

const DEPARTMENTS = ["Operações", "Atendimento", "Cozinha", "Administrativo", "Comercial"];
const OFFICES = [
  {
    name: "Loja Paulista",
    city: "São Paulo",
    state: "SP",
    zipcode: "01310-100",
    street: "Avenida Paulista",
    number: "1000",
    district: "Bela Vista",
  },
  {
    name: "Loja Batel",
    city: "Curitiba",
    state: "PR",
    zipcode: "80420-090",
    street: "Avenida do Batel",
    number: "1868",
    district: "Batel",
  },
];
/** The answers to the diversity questions (spec §3 dictionaries), some left unanswered, for the analytics demo. */
const RACE = ["white", "brown", "white", "black", "brown", "white", "asian", "brown", "black", "white"];
const ORIENTATION = ["heterosexual", "heterosexual", "bisexual", "heterosexual", "not-answer", "heterosexual", "gay"];
const DISABILITY = ["notApplicable", "notApplicable", "notApplicable", "visual", "notApplicable", "physics"];

const ROLES: Array<{ name: string; levelAccess: "admin" | "revisor" | "requester" }> = [
  { name: "Diretora", levelAccess: "admin" },
  { name: "Gerente de loja", levelAccess: "revisor" },
  { name: "Barista", levelAccess: "requester" },
  { name: "Atendente", levelAccess: "requester" },
  { name: "Cozinheiro", levelAccess: "requester" },
];

/** The demo company's people settings (`people_settings`): the company edit's extras and a worker extra field. */
const SHIRT_SIZES = ["P", "M", "G", "GG"];
const SETTINGS = {
  foundationDate: "2014-03-10",
  identityCard: "11222333000181",
  lunchTime: 60,
  customFields: [{ id: "alvara", type: "text" as const, label: "Alvará de funcionamento", required: false }],
  customFieldValues: { alvara: "SP-2014/00321" },
  workerExtraFields: [
    { id: "camiseta", type: "select" as const, label: "Tamanho da camiseta", required: false, options: SHIRT_SIZES },
  ],
};

/**
 * The people module's demo data: the company's people settings, departments, offices, roles and a worker
 * record with a realistic profile for every member, the manager as everyone's
 * supervisor. Written through the scoped layer directly: no welcome mails.
 */
export async function seedPeople(ctx: ServiceContext, input: DemoSeedInput): Promise<void> {
  await scoped(ctx, PeopleSettingsModel).create(SETTINGS);
  const departments = await Promise.all(DEPARTMENTS.map((name) => scoped(ctx, DepartmentModel).create({ name })));
  const offices = await Promise.all(
    OFFICES.map(({ name, ...address }) => scoped(ctx, OfficeModel).create({ name, address })),
  );
  const roles = await Promise.all(ROLES.map((role) => scoped(ctx, RoleModel).create(role)));
  const workers = scoped(ctx, WorkerModel);
  let managerWorkerId: string | null = null;
  for (const [i, person] of input.people.entries()) {
    const [name, ...rest] = person.name.split(" ");
    const role = person.role === "admin" ? roles[0]! : person.role === "manager" ? roles[1]! : roles[2 + (i % 3)]!;
    const office = offices[i % offices.length]!;
    const where = OFFICES[i % OFFICES.length]!;
    const created = await workers.create({
      userId: person.userId,
      email: person.email,
      name: name ?? person.name,
      lastName: rest.join(" ") || undefined,
      birthdate: `${1970 + ((i * 7) % 35)}-${String(1 + (i % 12)).padStart(2, "0")}-${String(1 + ((i * 11) % 28)).padStart(2, "0")}`,
      gender: GENDERS[i % 2],
      maritalStatus: MARITAL_STATUSES[i % MARITAL_STATUSES.length],
      educationLevel: EDUCATION_LEVELS[4 + (i % 6)],
      race: RACE[i % RACE.length],
      sexualOrientation: ORIENTATION[i % ORIENTATION.length],
      disability: DISABILITY[i % DISABILITY.length],
      nationality: "Brasileira",
      phone: `+55 11 9${String(1000_0000 + i * 7919).slice(0, 8)}`,
      address: {
        zipcode: where.zipcode,
        street: where.street,
        number: String(100 + i),
        district: where.district,
        city: where.city,
        state: where.state,
      },
      departmentId: String(departments[person.role === "admin" ? 3 : i % departments.length]!._id),
      officeId: String(office._id),
      roleId: String(role._id),
      contractType: "CLT",
      salary: 2400 + ((i * 137) % 40) * 100,
      startDateAtCompany: `${2015 + (i % 10)}-${String(1 + ((i * 5) % 12)).padStart(2, "0")}-01`,
      referenceWorkerId: person.role === "manager" || person.role === "admin" ? null : managerWorkerId,
      schedule: normalizeSchedule(undefined),
      extraFields: { camiseta: SHIRT_SIZES[i % SHIRT_SIZES.length]! },
      status: "active",
      statusDate: ctx.now(),
    } as never);
    if (person.role === "manager") managerWorkerId = String(created._id);
  }
  // a year of departures and their exit surveys (analytics' growth and /dash-questions dashboards)
  await seedFormerWorkers(ctx, {
    emailDomain: input.people[0]?.email.split("@")[1] ?? "demo.workforce.test",
    departmentIds: departments.map((d) => String(d._id)),
    officeIds: offices.map((o) => String(o._id)),
    roleId: String(roles[3]!._id),
  });
}
