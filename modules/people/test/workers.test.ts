import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../core/errors/app-error.js";
import {
  buildTestApp,
  codeOf,
  createTestTenant,
  type Mailbox,
  PASSWORD,
  type TestTenant,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { peopleModule } from "../server/index.js";
import { normalizeSchedule } from "../server/workers/schedule-rules.js";
import { WorkerModel } from "../server/workers/workers.model.js";

/** The whole people module: the workers routes as the product runs them. */
const peopleWorkersModule = peopleModule;

// --- unit: the schedule rules (spec §3, §5)

function codeOfError(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return undefined;
}

describe("schedule rules", () => {
  it("defaults to 6-18 Monday to Friday", () => {
    expect(normalizeSchedule(undefined)).toEqual({
      type: "regular",
      minHour: 6,
      maxHour: 18,
      days: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
    });
    expect(normalizeSchedule({ type: "regular" })).toMatchObject({ minHour: 6, maxHour: 18 });
  });

  it("defaults a double schedule to 6-12 and 13-18", () => {
    expect(normalizeSchedule({ type: "double" })).toMatchObject({
      type: "double",
      minHour: 6,
      maxMidHour: 12,
      minMidHour: 13,
      maxHour: 18,
    });
  });

  it("keeps no hours for none", () => {
    expect(normalizeSchedule({ type: "none", minHour: 3 })).toEqual({
      type: "none",
      days: { sun: false, mon: true, tue: true, wed: true, thu: true, fri: true, sat: false },
    });
  });

  it("accepts 0 to 24 and whole hours only", () => {
    expect(normalizeSchedule({ type: "regular", minHour: 0, maxHour: 24 })).toMatchObject({ minHour: 0, maxHour: 24 });
    expect(codeOfError(() => normalizeSchedule({ type: "regular", minHour: -1, maxHour: 10 }))).toBe(
      "PEOPLE_SCHEDULE_HOUR_INVALID",
    );
    expect(codeOfError(() => normalizeSchedule({ type: "regular", minHour: 8, maxHour: 25 }))).toBe(
      "PEOPLE_SCHEDULE_HOUR_INVALID",
    );
    expect(codeOfError(() => normalizeSchedule({ type: "regular", minHour: 8.5, maxHour: 17 }))).toBe(
      "PEOPLE_SCHEDULE_HOUR_INVALID",
    );
  });

  it("needs the end after the start", () => {
    expect(codeOfError(() => normalizeSchedule({ type: "regular", minHour: 10, maxHour: 10 }))).toBe(
      "PEOPLE_SCHEDULE_END_NOT_AFTER_START",
    );
    expect(codeOfError(() => normalizeSchedule({ type: "regular", minHour: 18, maxHour: 6 }))).toBe(
      "PEOPLE_SCHEDULE_END_NOT_AFTER_START",
    );
  });

  it("starts the second range of a double at or after the first ends", () => {
    expect(
      normalizeSchedule({ type: "double", minHour: 8, maxMidHour: 12, minMidHour: 12, maxHour: 17 }),
    ).toMatchObject({ maxMidHour: 12, minMidHour: 12 });
    expect(
      codeOfError(() => normalizeSchedule({ type: "double", minHour: 8, maxMidHour: 12, minMidHour: 11, maxHour: 17 })),
    ).toBe("PEOPLE_SCHEDULE_SECOND_RANGE");
    expect(
      codeOfError(() => normalizeSchedule({ type: "double", minHour: 8, maxMidHour: 8, minMidHour: 13, maxHour: 17 })),
    ).toBe("PEOPLE_SCHEDULE_END_NOT_AFTER_START");
    expect(
      codeOfError(() => normalizeSchedule({ type: "double", minHour: 8, maxMidHour: 12, minMidHour: 13, maxHour: 13 })),
    ).toBe("PEOPLE_SCHEDULE_END_NOT_AFTER_START");
  });

  it("checks every selected day of a custom schedule and ignores the others", () => {
    const schedule = normalizeSchedule({
      type: "custom",
      days: { mon: true, sat: true },
      custom: { mon: { minHour: 9, maxHour: 17 }, tue: { minHour: 20, maxHour: 1 } },
    });
    expect(schedule.custom).toEqual({ mon: { minHour: 9, maxHour: 17 }, sat: { minHour: 6, maxHour: 18 } });
    expect(
      codeOfError(() =>
        normalizeSchedule({ type: "custom", days: { wed: true }, custom: { wed: { minHour: 14, maxHour: 9 } } }),
      ),
    ).toBe("PEOPLE_SCHEDULE_END_NOT_AFTER_START");
  });

  it("needs a selected day", () => {
    expect(codeOfError(() => normalizeSchedule({ type: "regular", days: { mon: false } }))).toBe(
      "VALIDATION_SELECTION",
    );
  });
});

// --- the routes, on the real app with real sessions

useTestDatabase("people_workers");

let app: FastifyInstance;
let mailbox: Mailbox;
let tenant: TestTenant;

beforeAll(async () => {
  ({ app, mailbox } = await buildTestApp({ modules: [peopleWorkersModule] }));
  tenant = await createTestTenant(app);
});

interface WorkerJson {
  id: string;
  userId: string;
  email: string;
  name: string;
  lastName?: string;
  departmentId?: string;
  status: string;
  referenceWorkerId: string | null;
  schedule: Record<string, unknown>;
  address?: Record<string, string>;
  terminate?: { lastDayWork: string; type: string };
}

const url = (t: { companyId: string }, path = "") => `/api/companies/${t.companyId}/workers${path}`;

async function createWorker(
  t: TestTenant,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<WorkerJson> {
  const response = await app.inject({
    method: "POST",
    url: url(t),
    headers: { token: t.admin.token, ...headers },
    payload: { name: "Wanda", email: uniqueEmail("worker"), ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WorkerJson>();
}

describe("workers", () => {
  it("creates the account and the worker and mails a first-access link that works", async () => {
    const email = uniqueEmail("new.worker");
    const worker = await createWorker(tenant, {
      email,
      name: "Nina",
      lastName: "Nunes",
      birthdate: "1990-04-01",
      gender: "female",
      educationLevel: "phd-complete",
      address: { zipcode: "01001-000", city: "São Paulo" },
    });
    expect(worker).toMatchObject({
      email,
      name: "Nina",
      status: "active",
      referenceWorkerId: null,
      schedule: { type: "regular", minHour: 6, maxHour: 18 },
    });

    const mail = await mailbox.waitFor(email, "welcome-worker");
    expect(mail.link).toMatch(/\/first-access\?code=/);
    const done = await app.inject({
      method: "POST",
      url: "/api/auth/first-access",
      payload: { code: codeOf(mail.link), password: PASSWORD },
    });
    expect(done.statusCode, done.body).toBe(200);
    const token = done.json<{ token: string }>().token;
    const session = await app.inject({ method: "GET", url: "/api/auth/session", headers: { token } });
    expect(session.statusCode).toBe(200);
    expect(session.json<{ user: { id: string } }>().user.id).toBe(worker.userId);

    // a requester by default: reads the company's directory of public cards only (issue 12: was 403 before the
    // spec's "/workers: all" was applied)
    const list = await app.inject({ method: "GET", url: url(tenant), headers: { token } });
    expect(list.statusCode).toBe(200);
    for (const item of list.json<{ items: Array<Record<string, unknown>> }>().items) {
      expect(item.salary).toBeUndefined();
      expect(item.schedule).toBeUndefined();
    }
  });

  it("refuses a second live worker with the same address, and bad profile values", async () => {
    const email = uniqueEmail("dup");
    await createWorker(tenant, { email });
    const again = await app.inject({
      method: "POST",
      url: url(tenant),
      headers: { token: tenant.admin.token },
      payload: { name: "Other", email },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "AUTH_EMAIL_EXISTS", message: "Email already Exists." });

    const future = await app.inject({
      method: "POST",
      url: url(tenant),
      headers: { token: tenant.admin.token },
      payload: { name: "Future", email: uniqueEmail(), birthdate: "2999-01-01" },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ message: "Invalid date" });

    const gender = await app.inject({
      method: "POST",
      url: url(tenant),
      headers: { token: tenant.admin.token },
      payload: { name: "G", email: uniqueEmail(), gender: "robot" },
    });
    expect(gender.statusCode).toBe(400);
  });

  it("lists with search, filters, paging and the total, sorted by name", async () => {
    const t = await createTestTenant(app);
    const dept = "dept-sales";
    const names = ["Carla", "Bruno", "Alice", "Eva", "Diego", "Fabio", "Gina"];
    for (const [i, name] of names.entries())
      await createWorker(t, { name, lastName: i === 0 ? "Zebra" : "Silva", departmentId: i < 3 ? dept : "dept-ops" });

    const get = (query: string) =>
      app.inject({ method: "GET", url: `${url(t)}?${query}`, headers: { token: t.admin.token } });

    const all = await get("");
    expect(all.statusCode).toBe(200);
    const body = all.json<{ items: WorkerJson[]; total: number }>();
    // the company's creator ("Ana Admin") has had a worker profile since the signup (issue 12)
    expect(body.total).toBe(8);
    expect(body.items.map((w) => w.name)).toEqual([...names, "Ana"].sort());

    const page2 = (await get("limit=5&skip=5")).json<{ items: WorkerJson[]; total: number }>();
    expect(page2.total).toBe(8);
    expect(page2.items.map((w) => w.name)).toEqual(["Eva", "Fabio", "Gina"]);
    expect((await get("limit=7")).statusCode).toBe(400);

    const byLastName = (await get("q=zeb")).json<{ items: WorkerJson[]; total: number }>();
    expect(byLastName.items.map((w) => w.name)).toEqual(["Carla"]);
    const byEmail = (await get(`q=${encodeURIComponent("worker.")}`)).json<{ total: number }>();
    expect(byEmail.total).toBe(7);
    const regexSafe = await get(`q=${encodeURIComponent(".*(")}`);
    expect(regexSafe.json<{ total: number }>().total).toBe(0);

    const sales = (await get(`departmentId=${dept}`)).json<{ items: WorkerJson[]; total: number }>();
    expect(sales.items.map((w) => w.name)).toEqual(["Alice", "Bruno", "Carla"]);
    expect((await get(`departmentId=${dept}&q=bru`)).json<{ total: number }>().total).toBe(1);
    expect((await get("status=terminated")).json<{ total: number }>().total).toBe(0);

    const revisor = await t.loginAs("revisor");
    const asRevisor = await app.inject({ method: "GET", url: url(t), headers: { token: revisor.token } });
    expect(asRevisor.statusCode).toBe(200);
  });

  it("lists each worker exactly as their profile reads (core/lists: the list maps records more lightly)", async () => {
    const t = await createTestTenant(app);
    const boss = await createWorker(t, { name: "Ana", lastName: "Lima", departmentId: "dept-a" });
    await createWorker(t, {
      name: "Bia",
      referenceWorkerId: boss.id,
      birthdate: "1990-05-04",
      address: {
        zipcode: "01310-100",
        street: "Av. Paulista",
        number: "1000",
        district: "Bela Vista",
        city: "São Paulo",
        state: "SP",
      },
    });
    const leaving = await createWorker(t, { name: "Caio" });
    const terminated = await app.inject({
      method: "POST",
      url: url(t, `/${leaving.id}/terminate`),
      headers: { token: t.admin.token },
      payload: { lastDayWork: "2026-11-20", type: "voluntary", reason: 'moved "abroad"' },
    });
    expect(terminated.statusCode, terminated.body).toBe(200);

    const list = await app.inject({
      method: "GET",
      url: url(t),
      headers: { token: t.admin.token, "cache-control": "no-cache" },
    });
    const { items } = list.json<{ items: WorkerJson[] }>();
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      const one = await app.inject({ method: "GET", url: url(t, `/${item.id}`), headers: { token: t.admin.token } });
      expect(item).toEqual(one.json());
      expect(Object.keys(item)).toEqual(Object.keys(one.json()));
    }
  });

  it("updates a profile; address fields are required except complement unless admin", async () => {
    const worker = await createWorker(tenant, { name: "Paula" });
    const admin = await app.inject({
      method: "PATCH",
      url: url(tenant, `/${worker.id}`),
      headers: { token: tenant.admin.token },
      payload: { nickname: "Pau", salary: 5000, address: { city: "Recife" }, roleId: "role-1" },
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toMatchObject({
      nickname: "Pau",
      salary: 5000,
      address: { city: "Recife" },
      roleId: "role-1",
    });

    // issue 12: a manager no longer writes personal data (the address), even of their reports; the rule "required
    // unless admin" now applies to the person (own-profile.test.ts "needs the whole address...")
    const revisor = await tenant.loginAs("revisor");
    const partial = await app.inject({
      method: "PATCH",
      url: url(tenant, `/${worker.id}`),
      headers: { token: revisor.token },
      payload: { address: { city: "Recife", street: "Rua A" } },
    });
    expect(partial.statusCode).toBe(403);
    expect(partial.json()).toMatchObject({ code: "PEOPLE_FIELD_FORBIDDEN", field: "address" });

    const full = {
      zipcode: "50000-000",
      street: "Rua A",
      number: "10",
      district: "Boa Vista",
      city: "Recife",
      state: "PE",
    };
    const ok = await app.inject({
      method: "PATCH",
      url: url(tenant, `/${worker.id}`),
      headers: { token: tenant.admin.token },
      payload: { address: full, phone: "+55 81 9999-0000" },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ address: full, nickname: "Pau" });

    const requester = await tenant.loginAs("requester");
    const refused = await app.inject({
      method: "PATCH",
      url: url(tenant, `/${worker.id}`),
      headers: { token: requester.token },
      payload: { nickname: "x" },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("answers the schedule rules with catalogue messages", async () => {
    const worker = await createWorker(tenant, { schedule: { type: "double" } });
    expect(worker.schedule).toMatchObject({ type: "double", minHour: 6, maxMidHour: 12, minMidHour: 13, maxHour: 18 });

    const patch = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      app.inject({
        method: "PATCH",
        url: url(tenant, `/${worker.id}`),
        headers: { token: tenant.admin.token, ...headers },
        payload,
      });

    const endBeforeStart = await patch({ schedule: { type: "regular", minHour: 18, maxHour: 8 } });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json()).toMatchObject({
      code: "PEOPLE_SCHEDULE_END_NOT_AFTER_START",
      message: "The end of the schedule must be after its start.",
    });

    const overlap = await patch({
      schedule: { type: "double", minHour: 8, maxMidHour: 12, minMidHour: 11, maxHour: 18 },
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toMatchObject({ code: "PEOPLE_SCHEDULE_SECOND_RANGE" });

    const tooLate = await patch({ schedule: { type: "regular", minHour: 8, maxHour: 25 } });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json()).toMatchObject({ message: "Max value is 24" });

    const halfHour = await patch({ schedule: { type: "regular", minHour: 8.5, maxHour: 17 } });
    expect(halfHour.statusCode).toBe(400);
    expect(halfHour.json()).toMatchObject({ code: "PEOPLE_SCHEDULE_HOUR_INVALID" });

    const ok = await patch({
      schedule: { type: "custom", days: { mon: true, wed: true }, custom: { mon: { minHour: 7, maxHour: 11 } } },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<WorkerJson>().schedule).toMatchObject({
      type: "custom",
      custom: { mon: { minHour: 7, maxHour: 11 }, wed: { minHour: 6, maxHour: 18 } },
    });

    // unchanged by the refused patches
    const stored = await app.inject({
      method: "GET",
      url: url(tenant, `/${worker.id}`),
      headers: { token: tenant.admin.token },
    });
    expect(stored.json<WorkerJson>().schedule).toMatchObject({ type: "custom" });
  });

  it("answers a schedule error in the caller's language (pt-BR)", async () => {
    const br = await createTestTenant(app, { locale: "pt-BR" });
    const response = await app.inject({
      method: "POST",
      url: url(br),
      headers: { token: br.admin.token },
      payload: {
        name: "Joana",
        email: uniqueEmail(),
        schedule: { type: "double", minHour: 6, maxMidHour: 12, minMidHour: 10, maxHour: 18 },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "PEOPLE_SCHEDULE_SECOND_RANGE",
      message: "O segundo intervalo deve começar no fim do primeiro ou depois.",
    });
  });

  it("refuses terminating yourself, in English and Spanish", async () => {
    // the creator's own profile, made by the signup (issue 12)
    const self = (
      await app.inject({ method: "GET", url: url(tenant, "/me"), headers: { token: tenant.admin.token } })
    ).json<WorkerJson>();
    expect(self.userId).toBe(tenant.admin.userId);
    const refused = await app.inject({
      method: "POST",
      url: url(tenant, `/${self.id}/terminate`),
      headers: { token: tenant.admin.token },
      payload: { lastDayWork: "2030-01-31", type: "voluntary" },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: "AUTH_CANNOT_TERMINATE_SELF",
      message: "You can't eliminate yourself",
    });
    // the admin keeps their levels as a worker
    const stillAdmin = await app.inject({ method: "GET", url: url(tenant), headers: { token: tenant.admin.token } });
    expect(stillAdmin.statusCode).toBe(200);

    const es = await createTestTenant(app, { locale: "es" });
    const selfEs = (
      await app.inject({ method: "GET", url: url(es, "/me"), headers: { token: es.admin.token } })
    ).json<WorkerJson>();
    const refusedEs = await app.inject({
      method: "POST",
      url: url(es, `/${selfEs.id}/terminate`),
      headers: { token: es.admin.token },
      payload: { lastDayWork: "2030-01-31", type: "involuntary" },
    });
    expect(refusedEs.statusCode).toBe(400);
    expect(refusedEs.json()).toMatchObject({ message: "No puedes eliminarte a ti mismo" });
    const removeSelf = await app.inject({
      method: "DELETE",
      url: url(es, `/${selfEs.id}`),
      headers: { token: es.admin.token },
    });
    expect(removeSelf.statusCode).toBe(400);
  });

  it("terminates another worker once", async () => {
    const worker = await createWorker(tenant, { startDateAtCompany: "2020-02-01" });
    const terminate = (payload: Record<string, unknown>, token = tenant.admin.token) =>
      app.inject({ method: "POST", url: url(tenant, `/${worker.id}/terminate`), headers: { token }, payload });

    const revisor = await tenant.loginAs("revisor");
    expect((await terminate({ lastDayWork: "2030-01-31", type: "voluntary" }, revisor.token)).statusCode).toBe(403);
    expect((await terminate({ lastDayWork: "2030-01-31", type: "fired" })).statusCode).toBe(400);
    expect((await terminate({ lastDayWork: "2019-12-31", type: "voluntary" })).json()).toMatchObject({
      code: "VALIDATION_DATE_BEFORE",
    });

    const done = await terminate({ lastDayWork: "2030-01-31", type: "involuntary", reason: "restructuring" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: "terminated",
      terminate: { lastDayWork: "2030-01-31", type: "involuntary", reason: "restructuring" },
    });
    expect((await terminate({ lastDayWork: "2030-01-31", type: "voluntary" })).statusCode).toBe(409);

    const terminated = await app.inject({
      method: "GET",
      url: `${url(tenant)}?status=terminated&limit=50`,
      headers: { token: tenant.admin.token },
    });
    expect(terminated.json<{ items: WorkerJson[] }>().items.map((w) => w.id)).toContain(worker.id);
  });

  it("moves a team to another supervisor", async () => {
    const t = await createTestTenant(app);
    // issue 12: a manager moves only people below them; this one leads both supervisors
    const revisor = await t.loginAs("revisor");
    const lead = await createWorker(t, { name: "Lead", email: revisor.email });
    const boss = await createWorker(t, { name: "Boss", referenceWorkerId: lead.id });
    const newBoss = await createWorker(t, { name: "New Boss", referenceWorkerId: lead.id });
    const a = await createWorker(t, { name: "A", referenceWorkerId: boss.id });
    const b = await createWorker(t, { name: "B", referenceWorkerId: boss.id });
    await createWorker(t, { name: "Other", referenceWorkerId: newBoss.id });
    const underA = await createWorker(t, { name: "Under A", referenceWorkerId: a.id });
    expect(a.referenceWorkerId).toBe(boss.id);

    const move = (payload: Record<string, unknown>, token = revisor.token) =>
      app.inject({ method: "PATCH", url: url(t, "/update-reference-worker"), headers: { token }, payload });

    // the new supervisor may not sit under the moved team
    const cycle = await move({ referenceWorkerId: boss.id, newReferenceWorkerId: underA.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ code: "PEOPLE_REFERENCE_WORKER_CYCLE" });

    const moved = await move({ referenceWorkerId: boss.id, newReferenceWorkerId: newBoss.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ moved: 2 });
    for (const w of [a, b]) {
      const got = await app.inject({ method: "GET", url: url(t, `/${w.id}`), headers: { token: t.admin.token } });
      expect(got.json<WorkerJson>().referenceWorkerId).toBe(newBoss.id);
    }
    const team = await app.inject({
      method: "GET",
      url: url(t),
      headers: { token: t.admin.token },
    });
    expect(team.json<{ items: WorkerJson[] }>().items.filter((w) => w.referenceWorkerId === newBoss.id)).toHaveLength(
      3,
    );

    // a worker cannot be their own supervisor, nor report to an unknown id
    const selfRef = await app.inject({
      method: "PATCH",
      url: url(t, `/${a.id}`),
      headers: { token: t.admin.token },
      payload: { referenceWorkerId: a.id },
    });
    expect(selfRef.json()).toMatchObject({ code: "PEOPLE_REFERENCE_WORKER_CYCLE" });
    const unknown = await app.inject({
      method: "PATCH",
      url: url(t, `/${a.id}`),
      headers: { token: t.admin.token },
      payload: { referenceWorkerId: "0123456789abcdef01234567" },
    });
    expect(unknown.json()).toMatchObject({ code: "PEOPLE_REFERENCE_WORKER_INVALID" });

    const requester = await t.loginAs("requester");
    expect(
      (await move({ referenceWorkerId: newBoss.id, newReferenceWorkerId: boss.id }, requester.token)).statusCode,
    ).toBe(403);
  });

  it("lets only admins create workers", async () => {
    for (const level of ["requester", "revisor"] as const) {
      const person = await tenant.loginAs(level);
      const response = await app.inject({
        method: "POST",
        url: url(tenant),
        headers: { token: person.token },
        payload: { name: "Nope", email: uniqueEmail() },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("answers 404 for another tenant's worker ids and leaves them unchanged", async () => {
    const other = await createTestTenant(app);
    const theirs = await createWorker(other, { name: "Theirs" });
    const mine = await createWorker(tenant, { name: "Mine" });
    const admin = { token: tenant.admin.token };

    const attempts = [
      app.inject({ method: "GET", url: url(tenant, `/${theirs.id}`), headers: admin }),
      app.inject({ method: "PATCH", url: url(tenant, `/${theirs.id}`), headers: admin, payload: { name: "Hacked" } }),
      app.inject({
        method: "POST",
        url: url(tenant, `/${theirs.id}/terminate`),
        headers: admin,
        payload: { lastDayWork: "2030-01-31", type: "voluntary" },
      }),
      app.inject({ method: "DELETE", url: url(tenant, `/${theirs.id}`), headers: admin }),
      app.inject({
        method: "PATCH",
        url: url(tenant, "/update-reference-worker"),
        headers: admin,
        payload: { referenceWorkerId: theirs.id, newReferenceWorkerId: mine.id },
      }),
      // their company's path with my token
      app.inject({ method: "GET", url: url(other, `/${theirs.id}`), headers: admin }),
      app.inject({ method: "PATCH", url: url(other, `/${theirs.id}`), headers: admin, payload: { name: "Hacked" } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);

    // a supervisor from another tenant is not a worker of this company
    const crossRef = await app.inject({
      method: "PATCH",
      url: url(tenant, `/${mine.id}`),
      headers: admin,
      payload: { referenceWorkerId: theirs.id },
    });
    expect(crossRef.statusCode).toBe(400);
    expect(crossRef.json()).toMatchObject({ code: "PEOPLE_REFERENCE_WORKER_INVALID" });

    const still = await app.inject({
      method: "GET",
      url: url(other, `/${theirs.id}`),
      headers: { token: other.admin.token },
    });
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ name: "Theirs", status: "active" });
  });

  it("soft-removes a worker: hidden from reads, the address free again", async () => {
    const t = await createTestTenant(app);
    const email = uniqueEmail("gone");
    const worker = await createWorker(t, { email, name: "Gone" });
    const admin = { token: t.admin.token };

    const revisor = await t.loginAs("revisor");
    expect(
      (await app.inject({ method: "DELETE", url: url(t, `/${worker.id}`), headers: { token: revisor.token } }))
        .statusCode,
    ).toBe(403);

    const removed = await app.inject({ method: "DELETE", url: url(t, `/${worker.id}`), headers: admin });
    expect(removed.statusCode).toBe(204);
    expect((await app.inject({ method: "GET", url: url(t, `/${worker.id}`), headers: admin })).statusCode).toBe(404);
    const list = await app.inject({ method: "GET", url: url(t), headers: admin });
    // only the creator's own profile is left
    expect(list.json<{ total: number }>().total).toBe(1);
    expect((await app.inject({ method: "DELETE", url: url(t, `/${worker.id}`), headers: admin })).statusCode).toBe(404);

    const stored = await WorkerModel.findOne({ _id: worker.id, companyId: t.companyId }).setOptions({
      withDeleted: true,
    });
    expect(stored?.deletedAt).toBeInstanceOf(Date);

    const again = await createWorker(t, { email, name: "Back" });
    expect(again.id).not.toBe(worker.id);
  });
});
