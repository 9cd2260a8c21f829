import type { FastifyInstance } from "fastify";
import { Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { multipartBody } from "../../../core/files/test/images.js";
import {
  addSignedInMember,
  createTestTenant,
  type TestTenant,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { bumpVersions, CACHE_VERSIONS_COLLECTION } from "../../../core/db/cache-versions.js";
import { companyFieldsCache } from "../../../tenants/company-cache.js";
import { CompanyModel } from "../../../tenants/company.model.js";
import { HIDEABLE_WORKER_FIELDS } from "../contract/field-access.js";
import { buildPeopleApp, companyUrl, createWorker, type WorkerJson } from "./helpers.js";

/**
 * The worker fields the platform's founder switched off for a company (issue 18, `workerDisabledFields`): people
 * refuses them on create and update, leaves them out of profiles, lists and the import, and tells the web app which.
 */
useTestDatabase("people_disabled_fields");

let built: Awaited<ReturnType<typeof buildPeopleApp>>;
let app: FastifyInstance;
let tenant: TestTenant;
let other: TestTenant;

beforeAll(async () => {
  built = await buildPeopleApp();
  app = built.app;
  tenant = await createTestTenant(app, { companyName: "Campos Ltda" });
  other = await createTestTenant(app, { companyName: "Outra Ltda" });
});
afterAll(async () => built.close());

/** What the founder's customisation writes (tenants/founder/customisation.service.ts), through the company model. */
const disable = (t: TestTenant, fields: string[]) =>
  CompanyModel.updateOne({ _id: t.companyId }, { $set: { workerDisabledFields: fields } });

const call = (t: TestTenant, token: string, method: "GET" | "POST" | "PATCH", path: string, payload?: object) =>
  app.inject({ method, url: companyUrl(t, path), headers: { token }, ...(payload ? { payload } : {}) });

describe("people: worker fields the company does not use", () => {
  it("refuses them on create and update with a catalogue message, and leaves them out of every answer", async () => {
    const before = await createWorker(app, tenant, { nickname: "Wan", gender: "female", phone: "11999990000" });
    expect(before).toMatchObject({ nickname: "Wan", gender: "female" });
    await disable(tenant, ["gender", "nickname", "name"]);

    // the web app's company read names them (only the hideable ones: the name stays)
    const company = await call(tenant, tenant.admin.token, "GET", "/company");
    expect(company.json().disabledWorkerFields).toEqual(["gender", "nickname"]);
    expect((await call(other, other.admin.token, "GET", "/company")).json().disabledWorkerFields).toEqual([]);

    // create and update refuse them, writing nothing
    const email = uniqueEmail("refused");
    const created = await call(tenant, tenant.admin.token, "POST", "/workers", {
      name: "Rita",
      email,
      gender: "female",
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({
      code: "PEOPLE_FIELD_DISABLED",
      field: "gender",
      message: "This company does not use the field gender.",
    });
    const list = await call(tenant, tenant.admin.token, "GET", `/workers?q=${encodeURIComponent("Rita")}`);
    expect(list.json().total).toBe(0);
    const pt = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "pt-BR" });
    const patched = await call(tenant, pt.token, "PATCH", `/workers/${before.id}`, { nickname: "W", name: "Wandinha" });
    expect(patched.statusCode).toBe(400);
    expect(patched.json()).toMatchObject({
      field: "nickname",
      message: "Esta empresa não usa o campo nickname.",
    });
    const es = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" });
    expect((await call(tenant, es.token, "PATCH", `/workers/${before.id}`, { gender: "male" })).json().message).toBe(
      "Esta empresa no usa el campo gender.",
    );

    // other fields still go; the answers, the profile and the lists leave the hidden ones out
    const renamed = await call(tenant, tenant.admin.token, "PATCH", `/workers/${before.id}`, { name: "Wandinha" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).not.toHaveProperty("nickname");
    const profile = (await call(tenant, tenant.admin.token, "GET", `/workers/${before.id}`)).json<WorkerJson>();
    expect(profile).toMatchObject({ name: "Wandinha", phone: "11999990000" });
    expect(profile).not.toHaveProperty("gender");
    expect(profile).not.toHaveProperty("nickname");
    for (const view of ["", "&view=card"]) {
      const items = (await call(tenant, tenant.admin.token, "GET", `/workers?limit=50${view}`)).json<{
        items: WorkerJson[];
      }>().items;
      const item = items.find((w) => w.id === before.id)!;
      expect(item.name).toBe("Wandinha");
      expect(item).not.toHaveProperty("nickname");
      expect(item).not.toHaveProperty("gender");
    }
    // the person's own profile too
    const self = await addSignedInMember(app, { admin: tenant.admin, levels: ["requester"] });
    const mine = await createWorker(app, tenant, { email: self.email, name: "Sol" });
    const own = await call(tenant, self.token, "PATCH", "/workers/me", { nickname: "Solzinha" });
    expect(own.json()).toMatchObject({ code: "PEOPLE_FIELD_DISABLED", field: "nickname" });
    expect((await call(tenant, self.token, "GET", "/workers/me")).json()).toMatchObject({ id: mine.id });

    // another company keeps every field
    const elsewhere = await createWorker(app, other, { nickname: "Ok", gender: "male" });
    expect(elsewhere).toMatchObject({ nickname: "Ok", gender: "male" });

    // switched back on: the stored values show again
    await disable(tenant, []);
    expect((await call(tenant, tenant.admin.token, "GET", `/workers/${before.id}`)).json()).toMatchObject({
      nickname: "Wan",
      gender: "female",
    });
  });

  it("keeps the company's switched-off fields in memory, and sees another instance's change at once", async () => {
    const w = await createWorker(app, tenant, { nickname: "Duda", gender: "female" });
    const read = async () => (await call(tenant, tenant.admin.token, "GET", `/workers/${w.id}`)).json<WorkerJson>();
    expect(await read()).toMatchObject({ nickname: "Duda" });
    // kept: the next read asks the database for the version only (usually already read by the module gate)
    expect(companyFieldsCache.get(tenant.companyId)).toEqual({ disabled: [] });

    // another instance's founder switches nickname off: its write goes to the database and increments the companies
    // version (the model's hook there); nothing of it runs in this process
    await CompanyModel.collection.updateOne(
      { _id: CompanyModel.castObject({ _id: tenant.companyId })._id },
      { $set: { workerDisabledFields: ["nickname"] } },
    );
    await bumpVersions(["companies"]);
    expect(await read()).not.toHaveProperty("nickname");
    expect(companyFieldsCache.get(tenant.companyId)).toEqual({ disabled: ["nickname"] });
    await disable(tenant, []);
    expect(await read()).toMatchObject({ nickname: "Duda" });
  });

  it("leaves the hidden columns out of the import template and ignores them in a sheet", async () => {
    await disable(tenant, ["gender", "birthdate"]);
    const template = await call(tenant, tenant.admin.token, "GET", "/workers/import/template");
    const header = template.body
      .replace(/^\uFEFF/, "")
      .split("\r\n")[0]!
      .split(",");
    expect(header).toContain("nickname");
    expect(header).not.toContain("gender");
    expect(header).not.toContain("birthdate");

    const email = uniqueEmail("imported");
    const csv = `name,email,gender,birthdate\r\nIvo,${email},male,1990-01-01\r\n`;
    const { payload, headers } = await multipartBody([
      { name: "file", filename: "workers.csv", type: "text/csv", body: Buffer.from(csv, "utf8") },
    ]);
    const report = await app.inject({
      method: "POST",
      url: companyUrl(tenant, "/workers/import?mode=validate"),
      payload,
      headers: { ...headers, token: tenant.admin.token },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ valid: 1, invalid: 0, ignoredColumns: ["gender", "birthdate"] });
    await disable(tenant, []);
  });

  it("lists only optional profile fields as hideable", () => {
    for (const kept of ["name", "lastName", "email", "status", "schedule", "startDateAtCompany", "roleId"])
      expect(HIDEABLE_WORKER_FIELDS as readonly string[]).not.toContain(kept);
  });
});

describe("people: the caches a list request checks", () => {
  it("are all checked against one version read, started after the request arrived", async () => {
    // computed afresh (no-cache): the session, the company, the plan table, the switched-off fields, the page's stamp
    const list = () =>
      app.inject({
        method: "GET",
        url: companyUrl(tenant, "/workers?limit=5"),
        headers: { token: tenant.admin.token, "cache-control": "no-cache" },
      });
    expect((await list()).statusCode).toBe(200); // the scopes it checks become the reads' recent ones
    const command = vi.spyOn(Db.prototype, "command");
    try {
      expect((await list()).statusCode).toBe(200);
      const versionReads = command.mock.calls.filter(
        ([c]) => (c as { find?: unknown }).find === CACHE_VERSIONS_COLLECTION,
      );
      expect(versionReads).toHaveLength(1);
    } finally {
      command.mockRestore();
    }
  });
});
