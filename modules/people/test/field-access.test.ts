import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addSignedInMember,
  createTestTenant,
  type TestPerson,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import {
  PROTECTED_FIELDS,
  READABLE_FIELDS,
  WORKER_FIELDS,
  WORKER_FIELD_GROUPS,
  WRITABLE_FIELDS,
} from "../contract/field-access.js";
import { OrgChartNode, ReportRow } from "../contract/org-chart.js";
import { SELF_EDITABLE_FIELDS, WorkerPublic, WorkerUpdateInput } from "../contract/workers.js";
import { buildPeopleApp, companyUrl, createWorker, type WorkerJson } from "./helpers.js";

/**
 * Field-level access to worker profiles (issue 12), table-driven: every protected field against every level
 * (admin, the worker's manager up the chain, a manager outside it, the person, a colleague, another company) on
 * read, list, export and write. The expectations are written here by hand, per group, not read from the table.
 */
useTestDatabase("people_field_access");

let built: Awaited<ReturnType<typeof buildPeopleApp>>;
let app: FastifyInstance;
let tenant: TestTenant;
let other: TestTenant;

type Caller = "admin" | "manager" | "directManager" | "outsideManager" | "self" | "colleague" | "otherTenant";
type Group = (typeof WORKER_FIELD_GROUPS)[keyof typeof WORKER_FIELD_GROUPS];

/** Hand-written expectations (issue 12): who reads and who writes each group. */
const READS: Record<Caller, readonly Group[]> = {
  admin: ["card", "placement", "contact", "job", "compensation", "bank", "sensitive", "personal"],
  manager: ["card", "placement", "contact", "job"],
  directManager: ["card", "placement", "contact", "job"],
  outsideManager: ["card", "placement", "contact"],
  self: ["card", "placement", "contact", "job", "compensation", "bank", "sensitive", "personal"],
  colleague: ["card", "placement", "contact"],
  otherTenant: [],
};
/** In lists, everyone but admins and the worker's managers sees public cards, the person included. */
const LIST_READS: Record<Caller, readonly Group[]> = { ...READS, self: READS.colleague };
const WRITES: Record<Caller, readonly Group[]> = {
  admin: ["card", "placement", "contact", "job", "compensation", "bank", "sensitive", "personal"],
  manager: ["card", "placement", "job"],
  directManager: ["card", "placement", "job"],
  outsideManager: [],
  self: ["card", "contact", "sensitive", "personal"],
  colleague: [],
  otherTenant: [],
};
const CALLERS = Object.keys(READS) as Caller[];

const FULL_ADDRESS = {
  zipcode: "80420-090",
  street: "Avenida do Batel",
  number: "10",
  district: "Batel",
  city: "Curitiba",
  state: "PR",
};

/** The target's protected data: distinctive values, so an answer that leaks one is caught anywhere in it. */
const SECRETS = {
  salary: 987654.25,
  variablePay: 12345.5,
  lastIncrease: "2025-06-01",
  bank: "Sentinel Bank Zq",
  bankId: "741",
  accountNumber: "55443-9",
  race: "indigenous",
  sexualOrientation: "pansexual",
  disability: "hearing",
  birthdate: "1990-05-06",
  gender: "transWoman",
  maritalStatus: "Widowed",
  nationality: "Nationality Zq",
  emergencyContact: "Emergency Zq 555",
  address: { ...FULL_ADDRESS, complement: "Complement Zq" },
  educationLevel: "master-complete",
  course: "another",
  courseOther: "Course Zq",
  extraFields: { "health-notes": "Health Zq" },
  contractType: "Contract Zq",
  phone: "+55 41 5555-0101",
};

let people: Record<Exclude<Caller, "admin" | "otherTenant">, TestPerson>;
let workerIds: Record<string, string>;
let target: WorkerJson;

const as = (caller: Caller): { token: string } =>
  caller === "admin" ? tenant.admin : caller === "otherTenant" ? other.admin : people[caller];
const call = (caller: Caller, method: string, path: string, payload?: object): Promise<LightMyRequestResponse> =>
  app.inject({
    method: method as "GET",
    url: companyUrl(caller === "otherTenant" ? other : tenant, path),
    headers: { token: as(caller).token },
    ...(payload ? { payload } : {}),
  });
/** The caller whose relation to the target decides; `manager` reads the target (an indirect report). */
const callerTarget = () => target.id;

beforeAll(async () => {
  built = await buildPeopleApp();
  app = built.app;
  tenant = await createTestTenant(app, { companyName: "Access Co" });
  other = await createTestTenant(app, { companyName: "Elsewhere" });
  const defined = await app.inject({
    method: "PUT",
    url: companyUrl(tenant, "/company/worker-extra-fields"),
    headers: { token: tenant.admin.token },
    payload: { fields: [{ type: "text", label: "Health notes" }] },
  });
  expect(defined.statusCode, defined.body).toBe(200);

  // the chain: director <- manager <- directManager (a manager too) <- target; outsideManager and colleague elsewhere
  const person = (levels: ("revisor" | "requester")[]) => addSignedInMember(app, { admin: tenant.admin, levels });
  const [director, manager, directManager, outsideManager, self, colleague] = await Promise.all([
    person(["revisor"]),
    person(["revisor"]),
    person(["revisor"]),
    person(["revisor"]),
    person(["requester"]),
    person(["requester"]),
  ]);
  people = { manager, directManager, outsideManager, self, colleague };
  const profile = (p: TestPerson, name: string, referenceWorkerId: string | null, extra = {}) =>
    createWorker(app, tenant, { email: p.email, name, lastName: "Access", referenceWorkerId, ...extra });
  const d = await profile(director, "Dora", null);
  const m = await profile(manager, "Mara", d.id);
  const dm = await profile(directManager, "Dino", m.id);
  const om = await profile(outsideManager, "Otto", d.id);
  const c = await profile(colleague, "Cleo", om.id);
  target = await profile(self, "Tess", dm.id, { ...SECRETS, departmentId: "dept-t", roleId: "role-t" });
  workerIds = { director: d.id, manager: m.id, directManager: dm.id, outsideManager: om.id, colleague: c.id };
  for (const [field, value] of Object.entries(SECRETS)) expect(target[field], field).toEqual(value);
});
afterAll(async () => {
  await built?.close();
});

const groupsOf = (fields: readonly Group[]) => new Set(fields);
const expectedRead = (caller: Caller, field: string, table = READS) =>
  groupsOf(table[caller]).has(WORKER_FIELD_GROUPS[field as keyof typeof WORKER_FIELD_GROUPS]);

describe("the field-access table (contract/field-access.ts)", () => {
  it("classifies every field of the worker answer and of the PATCH payload", () => {
    for (const field of Object.keys(WorkerUpdateInput.properties)) expect(WORKER_FIELDS).toContain(field);
    expect(PROTECTED_FIELDS).toEqual(
      expect.arrayContaining(["salary", "bank", "race", "sexualOrientation", "disability", "schedule", "address"]),
    );
    expect(PROTECTED_FIELDS).not.toContain("name");
  });

  it("matches the hand-written expectations for each relation", () => {
    const relationOf = { admin: "admin", manager: "manager", self: "self", colleague: "colleague" } as const;
    for (const [caller, relation] of Object.entries(relationOf))
      for (const field of WORKER_FIELDS) {
        expect(READABLE_FIELDS[relation].has(field), `${caller} reads ${field}`).toBe(
          expectedRead(caller as Caller, field),
        );
        expect(WRITABLE_FIELDS[relation].has(field), `${caller} writes ${field}`).toBe(
          expectedRead(caller as Caller, field, WRITES),
        );
      }
  });

  it("lets /workers/me change exactly what the person may write, and public answers carry no protected field", () => {
    const selfWritable = Object.keys(WorkerUpdateInput.properties).filter((f) => WRITABLE_FIELDS.self.has(f as never));
    expect([...SELF_EDITABLE_FIELDS].sort()).toEqual(selfWritable.sort());
    for (const schema of [WorkerPublic, OrgChartNode, ReportRow])
      for (const key of Object.keys(schema.properties))
        expect(PROTECTED_FIELDS as readonly string[], key).not.toContain(key);
  });
});

describe("reading one worker: GET /workers/:workerId", () => {
  it.each(CALLERS)("as %s, every protected field is present exactly when the level may read it", async (caller) => {
    const response = await call(caller, "GET", `/workers/${callerTarget()}`);
    if (caller === "otherTenant") {
      expect(response.statusCode).toBe(404);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body.name).toBe("Tess");
    for (const field of PROTECTED_FIELDS) {
      const shown = field in body;
      const expected = expectedRead(caller, field) && (field in SECRETS || ["schedule", "createdAt"].includes(field));
      if (field in SECRETS || ["schedule", "createdAt", "updatedAt", "statusDate"].includes(field))
        expect(shown, `${caller} ${field}`).toBe(expectedRead(caller, field));
      else if (!expectedRead(caller, field)) expect(shown, `${caller} ${field}`).toBe(false);
      if (expected && field in SECRETS) expect(body[field]).toEqual(SECRETS[field as keyof typeof SECRETS]);
    }
  });

  it("gives a manager a direct report's job data, and /workers/me keeps the person's own pay read-only", async () => {
    const direct = await call("directManager", "GET", `/workers/${target.id}`);
    expect(direct.json().contractType).toBe(SECRETS.contractType);
    expect(direct.json().salary).toBeUndefined();
    const own = await call("self", "GET", "/workers/me");
    expect(own.json()).toMatchObject({ salary: SECRETS.salary, bank: SECRETS.bank, race: SECRETS.race });
    const refused = await call("self", "PATCH", "/workers/me", { salary: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toBe("salary");
  });

  it("answers 401 without a session", async () => {
    const response = await app.inject({ method: "GET", url: companyUrl(tenant, `/workers/${target.id}`) });
    expect(response.statusCode).toBe(401);
  });
});

describe("lists: GET /workers", () => {
  it.each(CALLERS)("as %s, the target's item holds only what the level sees in a list", async (caller) => {
    const response = await call(caller, "GET", "/workers?q=Tess&limit=50");
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ items: Array<Record<string, unknown>> }>().items;
    if (caller === "otherTenant") {
      expect(items.map((i) => i.id)).not.toContain(target.id);
      return;
    }
    const item = items.find((i) => i.id === target.id)!;
    expect(item, caller).toBeDefined();
    for (const field of PROTECTED_FIELDS)
      if (!expectedRead(caller, field, LIST_READS)) expect(field in item, `${caller} ${field}`).toBe(false);
      else if (field in SECRETS) expect(item[field], `${caller} ${field}`).toEqual(SECRETS[field as never]);
    // the directory's public card (issue 12): name, picture, role, department, office, contact, supervisor
    expect(item).toMatchObject({
      name: "Tess",
      email: target.email,
      phone: SECRETS.phone,
      roleId: "role-t",
      departmentId: "dept-t",
      referenceWorkerId: workerIds.directManager,
    });
  });

  it("never serves a cached admin answer to a manager or an employee (the cache keys on the visible fields)", async () => {
    const path = "/workers?status=active&limit=50";
    for (let round = 0; round < 2; round++)
      for (const caller of ["admin", "manager", "outsideManager", "colleague", "self"] as const) {
        const response = await call(caller, "GET", path);
        expect(response.statusCode).toBe(200);
        const item = response.json().items.find((i: { id: string }) => i.id === target.id);
        expect("salary" in item, `${caller} round ${round}`).toBe(caller === "admin");
        expect("schedule" in item, `${caller} round ${round}`).toBe(caller === "admin" || caller === "manager");
        // an ETag taken from an admin answer does not make the same answer valid for anyone else
        if (caller !== "admin") {
          const admin = await call("admin", "GET", path);
          const conditional = await app.inject({
            method: "GET",
            url: companyUrl(tenant, path),
            headers: { token: as(caller).token, "if-none-match": String(admin.headers.etag) },
          });
          expect(conditional.statusCode).toBe(200);
          expect(conditional.body).not.toContain(String(SECRETS.salary));
        }
      }
  });

  it("answers `view=card` with the public card alone, the same bytes for every level, and never another tenant's", async () => {
    const path = "/workers?q=Tess&limit=50&view=card";
    const bodies = new Map<Caller, string>();
    for (const caller of CALLERS) {
      const response = await call(caller, "GET", path);
      expect(response.statusCode, response.body).toBe(200);
      bodies.set(caller, response.body);
      const items = response.json<{ items: Array<Record<string, unknown>> }>().items;
      if (caller === "otherTenant") {
        expect(items.map((i) => i.id)).not.toContain(target.id);
        continue;
      }
      const item = items.find((i) => i.id === target.id)!;
      expect(item, caller).toBeDefined();
      // exactly the fields a colleague reads that the target has: no job data, pay, bank or personal data, even for
      // admins and the target's managers
      for (const key of Object.keys(item))
        expect(LIST_READS.colleague, `${caller} ${key}`).toContain(WORKER_FIELD_GROUPS[key as never]);
      expect(item).toMatchObject({ name: "Tess", email: target.email, phone: SECRETS.phone, roleId: "role-t" });
    }
    for (const caller of CALLERS.filter((c) => c !== "otherTenant"))
      expect(bodies.get(caller), caller).toBe(bodies.get("colleague"));
    // the same cached answer is not served across tenants: the other company's page lists only its own people
    expect(bodies.get("otherTenant")).not.toBe(bodies.get("colleague"));
  });

  it("refuses an unknown view", async () => {
    const response = await call("admin", "GET", "/workers?view=full");
    expect(response.statusCode).toBe(400);
  });

  it("is paged and searchable for employees, on every field of the card only", async () => {
    const page = await call("colleague", "GET", "/workers?limit=5&skip=0");
    // the six workers made here and the company's creator (signup gives them a worker profile: issue 12)
    expect(page.json().total).toBe(7);
    expect(page.json().items).toHaveLength(5);
    const byEmail = await call("colleague", "GET", `/workers?q=${encodeURIComponent(target.email)}`);
    expect(byEmail.json().items.map((i: { id: string }) => i.id)).toEqual([target.id]);
  });
});

describe("exports: POST /report and /report/excel", () => {
  it.each(CALLERS)("as %s, no protected value of the target is exported", async (caller) => {
    for (const path of ["/report", "/report/excel"]) {
      const response = await call(caller, "POST", path, {});
      if (caller === "otherTenant") {
        // their own company's report (too small to answer here): never this company's people
        expect(response.body).not.toContain("Tess");
        continue;
      }
      if (caller === "self" || caller === "colleague") {
        expect(response.statusCode).toBe(403);
        continue;
      }
      expect(response.statusCode, response.body).toBe(200);
      let text = response.body;
      if (path.endsWith("excel")) {
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
        const cells: string[] = [];
        workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
        text = cells.join("\n");
      }
      expect(text).toContain("Tess");
      for (const [field, value] of Object.entries(SECRETS))
        if (field !== "phone" && typeof value !== "object")
          expect(text, `${caller} ${path} ${field}`).not.toContain(String(value));
    }
  });
});

/** A new value for each PATCH field, different from the stored one. */
function changed(field: string, current: Record<string, unknown>): Record<string, unknown> {
  const n = Number(current.salary ?? 0) + 1;
  const values: Record<string, unknown> = {
    name: current.name === "Tess" ? "Tessa" : "Tess",
    lastName: `Access ${n}`,
    nickname: `Nick ${n}`,
    birthdate: current.birthdate === "1990-05-06" ? "1991-07-08" : "1990-05-06",
    gender: current.gender === "female" ? "male" : "female",
    maritalStatus: current.maritalStatus === "Married" ? "Single" : "Married",
    race: current.race === "asian" ? "white" : "asian",
    disability: current.disability === "visual" ? "other" : "visual",
    sexualOrientation: current.sexualOrientation === "gay" ? "lesbian" : "gay",
    educationLevel: current.educationLevel === "middle" ? "phd-complete" : "middle",
    nationality: `Nation ${Math.random()}`,
    phone: `+55 41 ${Math.floor(Math.random() * 1e8)}`,
    emergencyContact: `Someone ${Math.random()}`,
    address: { ...FULL_ADDRESS, number: String(Math.floor(Math.random() * 1e6)) },
    departmentId: `dept-${Math.random()}`,
    officeId: `office-${Math.random()}`,
    roleId: `role-${Math.random()}`,
    contractType: `Contract ${Math.random()}`,
    salary: n,
    variablePay: Math.floor(Math.random() * 1e6),
    lastIncrease: current.lastIncrease === "2025-06-01" ? "2025-07-01" : "2025-06-01",
    bank: `Bank ${Math.random()}`,
    bankId: String(Math.floor(Math.random() * 1e6)),
    accountNumber: String(Math.floor(Math.random() * 1e8)),
    startDateAtCompany: current.startDateAtCompany === "2024-01-02" ? "2024-03-04" : "2024-01-02",
    referenceWorkerId:
      current.referenceWorkerId === workerIds.directManager ? workerIds.manager : workerIds.directManager,
    schedule: {
      type: "regular",
      minHour: 8,
      maxHour: Number((current.schedule as { maxHour?: number })?.maxHour) === 17 ? 18 : 17,
    },
    course: current.course === "accounting" ? "agronomy" : "accounting",
    courseOther: `Course ${Math.random()}`,
    extraFields: { "health-notes": `Health ${Math.random()}` },
  };
  if (field === "courseOther") return { course: "another", courseOther: values.courseOther };
  return { [field]: values[field] };
}

describe("writes: PATCH /workers/:workerId (the person: PATCH /workers/me)", () => {
  const fields = Object.keys(WorkerUpdateInput.properties);

  it.each(CALLERS)("as %s, each field is written exactly when the level may, and nothing else is", async (caller) => {
    const failures: string[] = [];
    for (const field of fields) {
      const before = (await call("admin", "GET", `/workers/${target.id}`)).json<Record<string, unknown>>();
      const payload = changed(field, before);
      const path = caller === "self" ? "/workers/me" : `/workers/${target.id}`;
      const response = await call(caller, "PATCH", path, payload);
      const after = (await call("admin", "GET", `/workers/${target.id}`)).json<Record<string, unknown>>();
      const allowed = expectedRead(caller, field, WRITES);
      if (caller === "otherTenant") {
        if (response.statusCode !== 404) failures.push(`${field}: ${response.statusCode}`);
      } else if (caller === "colleague") {
        // employees have no PATCH /workers/:id at all (level), whatever the field
        if (response.statusCode !== 403 || response.json().code !== "FORBIDDEN")
          failures.push(`${field}: ${response.statusCode} ${response.body}`);
      } else if (allowed) {
        if (response.statusCode !== 200) failures.push(`${field}: ${response.statusCode} ${response.body}`);
        else {
          const written = Object.keys(payload).at(-1)!;
          const want = payload[written];
          const got = after[written];
          if (written === "schedule") {
            if ((got as { maxHour?: number }).maxHour !== (want as { maxHour: number }).maxHour)
              failures.push(`${field}: not written`);
          } else if (typeof want === "object" && want !== null) {
            if (JSON.stringify({ ...(got as object), ...(want as object) }) !== JSON.stringify(got))
              failures.push(`${field}: not written`);
          } else if (got !== want) failures.push(`${field}: not written (${String(got)})`);
          // the answer shows what the caller reads, no more
          const answer = response.json<Record<string, unknown>>();
          for (const f of PROTECTED_FIELDS)
            if (f in answer && !expectedRead(caller, f)) failures.push(`${field}: answer shows ${f}`);
        }
      } else {
        const code = caller === "self" ? "PEOPLE_SELF_FIELD_NOT_EDITABLE" : "PEOPLE_FIELD_FORBIDDEN";
        const status = caller === "self" ? 400 : 403;
        const named = Object.keys(payload)[0];
        if (response.statusCode !== status || response.json().code !== code || response.json().field !== named)
          failures.push(`${field}: ${response.statusCode} ${response.body}`);
        const { updatedAt: _a, ...kept } = after;
        const { updatedAt: _b, ...was } = before;
        if (JSON.stringify(kept) !== JSON.stringify(was)) failures.push(`${field}: refused but changed`);
      }
      // the chain stays as it was for the next fields (a manager who moved the worker away is no longer theirs)
      if (field === "referenceWorkerId" && after.referenceWorkerId !== workerIds.directManager) {
        const back = await call("admin", "PATCH", `/workers/${target.id}`, {
          referenceWorkerId: workerIds.directManager,
        });
        expect(back.statusCode).toBe(200);
      }
    }
    expect(failures).toEqual([]);
  });

  it("refuses a payload mixing allowed and forbidden fields as a whole, naming the field in every language", async () => {
    for (const [locale, words] of [
      ["en", "You do not have access to the field salary."],
      ["pt-BR", "Você não tem acesso ao campo salary."],
      ["es", "No tienes acceso al campo salary."],
    ] as const) {
      // a manager speaking the language, leading one worker
      const lead = await addSignedInMember(app, { admin: tenant.admin, levels: ["revisor"], locale });
      const leadWorker = await createWorker(app, tenant, { email: lead.email, name: `Lead ${locale}` });
      const led = await createWorker(app, tenant, {
        name: `Led ${locale}`,
        referenceWorkerId: leadWorker.id,
        salary: 10,
        contractType: "Before",
      });
      const before = (await call("admin", "GET", `/workers/${led.id}`)).json<Record<string, unknown>>();
      const response = await app.inject({
        method: "PATCH",
        url: companyUrl(tenant, `/workers/${led.id}`),
        headers: { token: lead.token },
        payload: { contractType: "Sneaky", salary: 1 },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "PEOPLE_FIELD_FORBIDDEN", field: "salary", message: words });
      const after = (await call("admin", "GET", `/workers/${led.id}`)).json<Record<string, unknown>>();
      expect(after).toEqual(before);
      // the allowed field alone goes through
      const allowed = await app.inject({
        method: "PATCH",
        url: companyUrl(tenant, `/workers/${led.id}`),
        headers: { token: lead.token },
        payload: { contractType: "After" },
      });
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json()).toMatchObject({ contractType: "After" });
      expect(allowed.json().salary).toBeUndefined();
    }
  });

  it("lets a manager move only their own people's team, and change only their people's pictures and files", async () => {
    const outside = await call("outsideManager", "PATCH", "/workers/update-reference-worker", {
      referenceWorkerId: workerIds.directManager,
      newReferenceWorkerId: workerIds.outsideManager,
    });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe("PEOPLE_FIELD_FORBIDDEN");
    const moved = await call("manager", "PATCH", "/workers/update-reference-worker", {
      referenceWorkerId: workerIds.directManager,
      newReferenceWorkerId: workerIds.manager,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moved).toBe(1);
    const back = await call("admin", "PATCH", `/workers/${target.id}`, { referenceWorkerId: workerIds.directManager });
    expect(back.statusCode).toBe(200);

    const avatar = await call("outsideManager", "DELETE", `/workers/${target.id}/avatar`);
    expect(avatar.statusCode).toBe(403);
    expect(avatar.json().code).toBe("PEOPLE_FIELD_FORBIDDEN");
    expect((await call("manager", "DELETE", `/workers/${target.id}/avatar`)).statusCode).toBe(204);
    for (const caller of ["manager", "outsideManager"] as const) {
      const file = await call(caller, "GET", `/workers/${target.id}/extra-fields/health-notes/file`);
      expect(file.statusCode, caller).toBe(403);
      expect(file.json().code).toBe("PEOPLE_FIELD_FORBIDDEN");
    }
  });
});
