import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Level } from "../../../core/context.js";
import {
  addSignedInMember,
  codeOf,
  createTestTenant,
  type Mailbox,
  PASSWORD,
  type TestTenant,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { buildPeopleApp, companyUrl, createWorker, terminate, type WorkerJson } from "./helpers.js";

/** GET/PATCH /workers/me and GET /workers/:workerId/public, on the whole people module. */
useTestDatabase("people_own_profile");

let built: Awaited<ReturnType<typeof buildPeopleApp>>;
let app: FastifyInstance;
let mailbox: Mailbox;
let tenant: TestTenant;

beforeAll(async () => {
  built = await buildPeopleApp();
  ({ app, mailbox } = built);
  tenant = await createTestTenant(app);
});
afterAll(async () => {
  await built?.close();
});

const LEVELS: Level[] = ["admin", "revisor", "requester"];
const FULL_ADDRESS = {
  zipcode: "80420-090",
  street: "Avenida do Batel",
  number: "10",
  district: "Batel",
  city: "Curitiba",
  state: "PR",
};

const me = (t: { companyId: string }, token: string, method: "GET" | "PATCH" = "GET", payload?: object) =>
  app.inject({ method, url: companyUrl(t, "/workers/me"), headers: { token }, ...(payload ? { payload } : {}) });
const card = (t: { companyId: string }, token: string, workerId: string) =>
  app.inject({ method: "GET", url: companyUrl(t, `/workers/${workerId}/public`), headers: { token } });

/** A signed-in person of `t` with a worker profile set up by the admin (job fields included). */
async function personWithProfile(t: TestTenant, level: Level, extra: Record<string, unknown> = {}) {
  const person = await addSignedInMember(app, { admin: t.admin, levels: [level] });
  const worker = await createWorker(app, t, {
    email: person.email,
    name: "Rita",
    lastName: "Reis",
    departmentId: "dept-1",
    roleId: "role-1",
    salary: 4200,
    birthdate: "1991-03-04",
    startDateAtCompany: "2025-02-01",
    ...extra,
  });
  return { ...person, worker };
}

describe("GET and PATCH /workers/me", () => {
  it("reads and updates one's own profile at every level, keeping the job fields", async () => {
    for (const level of LEVELS) {
      const person = await personWithProfile(tenant, level);
      const read = await me(tenant, person.token);
      expect(read.statusCode, `${level}: ${read.body}`).toBe(200);
      expect(read.json()).toMatchObject({ id: person.worker.id, userId: person.userId, name: "Rita", salary: 4200 });

      const saved = await me(tenant, person.token, "PATCH", {
        nickname: "Ri",
        phone: "+55 (41) 99999-0000",
        emergencyContact: "Caio 41 98888-0000",
        gender: "female",
        maritalStatus: "Single",
        educationLevel: "high-complete",
        course: "another",
        courseOther: "Astronomy",
        address: FULL_ADDRESS,
      });
      expect(saved.statusCode, `${level}: ${saved.body}`).toBe(200);
      expect(saved.json()).toMatchObject({
        nickname: "Ri",
        course: "another",
        courseOther: "Astronomy",
        address: FULL_ADDRESS,
        // the company's fields are untouched
        departmentId: "dept-1",
        roleId: "role-1",
        salary: 4200,
        status: "active",
      });
      const seenByAdmin = await app.inject({
        method: "GET",
        url: companyUrl(tenant, `/workers/${person.worker.id}`),
        headers: { token: tenant.admin.token },
      });
      expect(seenByAdmin.json()).toMatchObject({ nickname: "Ri", maritalStatus: "Single" });
      // issue 12: bank data is the administrators' to keep; the person reads it only
      const bank = await me(tenant, person.token, "PATCH", { bank: "Banco Azul" });
      expect(bank.statusCode).toBe(400);
      expect(bank.json()).toMatchObject({ code: "PEOPLE_SELF_FIELD_NOT_EDITABLE", field: "bank" });
    }
  });

  it("answers not found to a person without a worker profile", async () => {
    const person = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    const read = await me(tenant, person.token);
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ code: "NOT_FOUND", message: "Not found." });
    const write = await me(tenant, person.token, "PATCH", { nickname: "x" });
    expect(write.statusCode).toBe(404);
  });

  it("refuses job fields with a catalogue message and changes nothing", async () => {
    const person = await personWithProfile(tenant, "requester");
    for (const payload of [
      { salary: 99999 },
      { nickname: "Boss", roleId: "role-ceo" },
      { departmentId: "dept-2" },
      { referenceWorkerId: null },
      { schedule: { type: "none" } },
      { startDateAtCompany: "2020-01-01" },
      { status: "active" },
      { email: "new@example.com" },
    ]) {
      const response = await me(tenant, person.token, "PATCH", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({
        code: "PEOPLE_SELF_FIELD_NOT_EDITABLE",
        message: "Your administrator keeps this field.",
      });
    }
    const after = (await me(tenant, person.token)).json();
    expect(after.nickname).toBeUndefined();
    expect(after).toMatchObject({
      salary: 4200,
      roleId: "role-1",
      departmentId: "dept-1",
      startDateAtCompany: "2025-02-01",
    });
  });

  it("answers bad values with the admin PATCH's catalogue messages, in English and Portuguese", async () => {
    const person = await personWithProfile(tenant, "requester");
    const future = await me(tenant, person.token, "PATCH", { birthdate: "2999-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: "VALIDATION_BIRTHDATE", message: "Invalid date" });
    const gender = await me(tenant, person.token, "PATCH", { gender: "robot" });
    expect(gender.statusCode).toBe(400);
    expect(gender.json()).toMatchObject({ code: "VALIDATION_SELECTION", message: "You must make a selection!" });
    const course = await me(tenant, person.token, "PATCH", { course: "another" });
    expect(course.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Please type something." });

    const br = await createTestTenant(app, { locale: "pt-BR" });
    const pessoa = await addSignedInMember(app, { admin: br.admin, levels: ["requester"], locale: "pt-BR" });
    await createWorker(app, br, { email: pessoa.email, name: "Joana" });
    const blank = await me(br, pessoa.token, "PATCH", { name: "" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Por favor, digite algo." });
    const job = await me(br, pessoa.token, "PATCH", { salary: 1 });
    expect(job.json()).toMatchObject({
      code: "PEOPLE_SELF_FIELD_NOT_EDITABLE",
      message: "Este campo é mantido pelo seu administrador.",
    });
  });

  it("needs the whole address but its complement, unless the person acts as admin (spec §5)", async () => {
    const partial = { city: "Curitiba", street: "Rua A" };
    for (const level of ["requester", "revisor"] as const) {
      const person = await personWithProfile(tenant, level);
      const refused = await me(tenant, person.token, "PATCH", { address: partial });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Please type something." });
      const ok = await me(tenant, person.token, "PATCH", { address: FULL_ADDRESS });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    const admin = await personWithProfile(tenant, "admin");
    const ok = await me(tenant, admin.token, "PATCH", { address: partial });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().address).toEqual(partial);
  });

  it("lets a worker complete their profile right after the first access", async () => {
    const email = uniqueEmail("newcomer");
    const worker = await createWorker(app, tenant, { email, name: "Nina" });
    const mail = await mailbox.waitFor(email, "welcome-worker");
    const done = await app.inject({
      method: "POST",
      url: "/api/auth/first-access",
      payload: { code: codeOf(mail.link), password: PASSWORD },
    });
    expect(done.statusCode, done.body).toBe(200);
    const token = done.json<{ token: string }>().token;
    const saved = await me(tenant, token, "PATCH", { lastName: "Nunes", address: FULL_ADDRESS });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: worker.id, lastName: "Nunes" });
  });

  it("a terminated person reads their profile but no longer changes it; a removed one has none", async () => {
    const gone = await personWithProfile(tenant, "requester");
    expect((await terminate(app, tenant, gone.worker.id)).statusCode).toBe(200);
    const read = await me(tenant, gone.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: "terminated" });
    const write = await me(tenant, gone.token, "PATCH", { nickname: "x" });
    expect(write.statusCode).toBe(409);
    expect(write.json()).toMatchObject({ code: "PEOPLE_SELF_PROFILE_CLOSED" });

    const removed = await personWithProfile(tenant, "requester");
    const del = await app.inject({
      method: "DELETE",
      url: companyUrl(tenant, `/workers/${removed.worker.id}`),
      headers: { token: tenant.admin.token },
    });
    expect(del.statusCode).toBe(204);
    expect((await me(tenant, removed.token)).statusCode).toBe(404);
    expect((await me(tenant, removed.token, "PATCH", { nickname: "x" })).statusCode).toBe(404);
  });

  it("answers 404 in another tenant's company and changes nothing there", async () => {
    const other = await createTestTenant(app);
    const theirs = await personWithProfile(other, "requester");
    const mine = await personWithProfile(tenant, "requester");
    expect((await me(other, mine.token)).statusCode).toBe(404);
    expect((await me(other, mine.token, "PATCH", { nickname: "Intruder" })).statusCode).toBe(404);
    expect((await me(other, theirs.token)).json().nickname).toBeUndefined();
  });
});

describe("GET /workers/:workerId/public", () => {
  let colleague: WorkerJson;
  let supervisor: WorkerJson;

  beforeAll(async () => {
    supervisor = await createWorker(app, tenant, { name: "Sara", lastName: "Souza" });
    colleague = await createWorker(app, tenant, {
      name: "Bruno",
      lastName: "Silva",
      nickname: "Bru",
      departmentId: "dept-1",
      officeId: "office-1",
      roleId: "role-1",
      referenceWorkerId: supervisor.id,
      startDateAtCompany: "2024-05-06",
      salary: 3500,
      variablePay: 200,
      bank: "Banco Azul",
      accountNumber: "999-1",
      birthdate: "1990-01-02",
      gender: "male",
      race: "brown",
      disability: "visual",
      phone: "+55 (11) 90000-0000",
      address: FULL_ADDRESS,
    });
  });

  it("shows a colleague's public card to every level, and nothing private", async () => {
    for (const level of LEVELS) {
      const person = await tenant.loginAs(level);
      const response = await card(tenant, person.token, colleague.id);
      expect(response.statusCode, `${level}: ${response.body}`).toBe(200);
      expect(response.json()).toEqual({
        id: colleague.id,
        name: "Bruno",
        lastName: "Silva",
        nickname: "Bru",
        email: colleague.email,
        departmentId: "dept-1",
        officeId: "office-1",
        roleId: "role-1",
        referenceWorkerId: supervisor.id,
        startDateAtCompany: "2024-05-06",
        status: "active",
      });
    }
  });

  it("shows a terminated colleague with their status; a removed or unknown one is not found", async () => {
    const leaving = await createWorker(app, tenant, { name: "Lia" });
    expect((await terminate(app, tenant, leaving.id)).statusCode).toBe(200);
    const requester = await tenant.loginAs("requester");
    expect((await card(tenant, requester.token, leaving.id)).json()).toMatchObject({ status: "terminated" });

    const removed = await createWorker(app, tenant, { name: "Rui" });
    await app.inject({
      method: "DELETE",
      url: companyUrl(tenant, `/workers/${removed.id}`),
      headers: { token: tenant.admin.token },
    });
    expect((await card(tenant, requester.token, removed.id)).statusCode).toBe(404);
    expect((await card(tenant, requester.token, "not-an-id")).statusCode).toBe(404);
  });

  it("answers 404 for another tenant's worker", async () => {
    const other = await createTestTenant(app);
    const theirs = await createWorker(app, other, { name: "Olga" });
    const requester = await tenant.loginAs("requester");
    const response = await card(tenant, requester.token, theirs.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await card(other, requester.token, theirs.id)).statusCode).toBe(404);
  });
});
