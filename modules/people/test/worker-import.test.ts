import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../../../core/files/test/images.js";
import { scoped } from "../../../core/tenancy/scoped.js";
import {
  createTestTenant,
  type Mailbox,
  type TestTenant,
  uniqueEmail,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import type { WorkerImport } from "../contract/worker-import.js";
import { parseAmount } from "../server/worker-import/import-rows.js";
import { WorkerImportModel, WorkerImportRowModel } from "../server/worker-import/worker-import.model.js";
import { buildPeopleApp, companyUrl, createWorker, type WorkerJson } from "./helpers.js";

useTestDatabase("people_worker_import");

let app: FastifyInstance;
let mailbox: Mailbox;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, mailbox, close } = await buildPeopleApp());
  // imports create workers in a background job
  await app.jobs.start();
});
afterAll(async () => close());

async function upload(
  t: TestTenant,
  file: { body: Uint8Array | string; filename?: string; type?: string },
  mode: string,
  options: { token?: string; locale?: string } = {},
) {
  const body = typeof file.body === "string" ? Buffer.from(file.body, "utf8") : file.body;
  const { payload, headers } = await multipartBody([
    { name: "file", filename: file.filename ?? "workers.csv", type: file.type ?? "text/csv", body },
  ]);
  return app.inject({
    method: "POST",
    url: companyUrl(t, `/workers/import?mode=${mode}`),
    payload,
    headers: {
      ...headers,
      token: options.token ?? t.admin.token,
      ...(options.locale ? { "accept-language": options.locale } : {}),
    },
  });
}

async function waitDone(t: TestTenant, importId: string): Promise<WorkerImport> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await app.inject({
      method: "GET",
      url: companyUrl(t, `/workers/imports/${importId}?rows=all`),
      headers: { token: t.admin.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<WorkerImport>();
    if (body.status === "done") return body;
    if (Date.now() > deadline) throw new Error(`import still ${body.status}: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function workersOf(t: TestTenant): Promise<WorkerJson[]> {
  const response = await app.inject({
    method: "GET",
    url: companyUrl(t, "/workers?limit=50"),
    headers: { token: t.admin.token },
  });
  // leaves out the creator's own profile, made by the signup (issue 12)
  return response.json<{ items: WorkerJson[] }>().items.filter((w) => w.userId !== t.admin.userId);
}

const csv = (lines: string[]) => `${lines.join("\r\n")}\r\n`;

describe("reading values (unit)", () => {
  it("reads amounts with either decimal mark", () => {
    expect(parseAmount("1234.5")).toBe(1234.5);
    expect(parseAmount("1,234.50")).toBe(1234.5);
    expect(parseAmount("1.234,50")).toBe(1234.5);
    expect(parseAmount("R$ 2.000,00")).toBe(2000);
    expect(parseAmount("12abc")).toBeUndefined();
  });
});

describe("worker import", () => {
  it("offers a CSV template with every column and the company's extra fields", async () => {
    const t = await createTestTenant(app);
    await app.inject({
      method: "PUT",
      url: companyUrl(t, "/company/worker-extra-fields"),
      headers: { token: t.admin.token },
      payload: { fields: [{ type: "text", label: "Badge" }] },
    });
    const response = await app.inject({
      method: "GET",
      url: companyUrl(t, "/workers/import/template"),
      headers: { token: t.admin.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    const [header] = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header!.split(",")).toEqual(expect.arrayContaining(["name", "email", "supervisorEmail", "extra:badge"]));
    const requester = await t.loginAs("requester");
    const refused = await app.inject({
      method: "GET",
      url: companyUrl(t, "/workers/import/template"),
      headers: { token: requester.token },
    });
    expect(refused.statusCode).toBe(403);
  });

  it("validates row by row without importing (dry run), with catalogue messages", async () => {
    const t = await createTestTenant(app);
    const taken = await createWorker(app, t, { name: "Already" });
    const file = csv([
      "Nome;E-mail;Gênero;Data de nascimento;Salário;levels",
      "Ana;ana@example.com;Feminino;01/04/1990;1.234,50;requester",
      "Bia;not-an-email;robot;31/02/1990;abc;king",
      ";semnome@example.com;;;;",
      `Dup;${taken.email};;;;`,
      "Twin;twin@example.com;;;;",
      "Twin;twin@example.com;;;;",
    ]);
    const response = await upload(t, { body: file }, "validate");
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<WorkerImport>();
    expect(report).toMatchObject({ mode: "validate", status: "validated", total: 6, valid: 1, invalid: 5, created: 0 });
    const byRow = new Map(report.rows.map((r) => [r.row, r]));
    expect(byRow.has(2)).toBe(false); // Ana is fine: only problems are listed
    expect(byRow.get(3)!.errors).toEqual(
      expect.arrayContaining([
        { field: "email", code: "VALIDATION_EMAIL", message: "Email invalid." },
        { field: "gender", code: "VALIDATION_SELECTION", message: "You must make a selection!" },
        { field: "birthdate", code: "VALIDATION_DATE", message: "Wrong date" },
        { field: "salary", code: "VALIDATION_NUMERIC", message: "Value must be numeric" },
        { field: "levels", code: "VALIDATION_SELECTION", message: "You must make a selection!" },
      ]),
    );
    expect(byRow.get(4)!.errors).toEqual([
      { field: "name", code: "VALIDATION_REQUIRED", message: "Please type something." },
    ]);
    expect(byRow.get(5)!.errors).toEqual([
      { field: "email", code: "AUTH_EMAIL_EXISTS", message: "Email already Exists." },
    ]);
    expect(byRow.get(6)!.errors[0]).toMatchObject({ code: "PEOPLE_IMPORT_DUPLICATE_EMAIL" });
    expect(byRow.get(7)!.errors[0]).toMatchObject({ code: "PEOPLE_IMPORT_DUPLICATE_EMAIL" });
    expect((await workersOf(t)).map((w) => w.name)).toEqual(["Already"]);

    const all = await app.inject({
      method: "GET",
      url: companyUrl(t, `/workers/imports/${report.id}?rows=all`),
      headers: { token: t.admin.token },
    });
    expect(all.json<WorkerImport>().rows.find((r) => r.row === 2)).toMatchObject({
      status: "valid",
      email: "ana@example.com",
    });
  });

  it("answers row messages in Portuguese and Spanish", async () => {
    for (const [locale, message] of [
      ["pt-BR", "E-mail inválido."],
      ["es", "Correo electrónico inválido."],
    ] as const) {
      const t = await createTestTenant(app, { locale });
      const response = await upload(t, { body: csv(["name,email", "Ana,nope"]) }, "validate");
      expect(response.json<WorkerImport>().rows[0]!.errors[0]).toMatchObject({ field: "email", message });
    }
  });

  it("refuses files it cannot read, with catalogue messages", async () => {
    const t = await createTestTenant(app, { locale: "pt-BR" });
    const noEmail = await upload(t, { body: csv(["name,phone", "Ana,1"]) }, "validate");
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ code: "PEOPLE_IMPORT_COLUMN_MISSING", message: "Falta a coluna email." });
    const empty = await upload(t, { body: csv(["name,email"]) }, "all");
    expect(empty.json()).toMatchObject({ code: "PEOPLE_IMPORT_EMPTY" });
    const xls = await upload(t, { body: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), filename: "a.xls" }, "all");
    expect(xls.json()).toMatchObject({
      code: "PEOPLE_IMPORT_FILE_INVALID",
      message: "Apenas arquivos CSV ou Excel (.xlsx).",
    });
    const broken = await upload(t, { body: Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9]), filename: "a.xlsx" }, "all");
    expect(broken.json()).toMatchObject({ code: "PEOPLE_IMPORT_FILE_INVALID" });
    const badMode = await upload(t, { body: csv(["name,email", "A,a@example.com"]) }, "everything");
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json()).toMatchObject({ code: "VALIDATION_SELECTION" });
    const tooMany = await upload(
      t,
      { body: csv(["name,email", ...Array.from({ length: 5001 }, (_, i) => `P${i},p${i}@example.com`)]) },
      "validate",
    );
    expect(tooMany.json()).toMatchObject({
      code: "PEOPLE_IMPORT_TOO_MANY_ROWS",
      message: "No máximo 5000 linhas por importação.",
    });
    const big = await upload(t, { body: Buffer.alloc(2 * 1024 * 1024 + 10, 0x41) }, "validate");
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: "FILE_TOO_LARGE", message: "O tamanho máximo do arquivo é 2mb." });
  });

  it("mode all: imports nothing when a row is invalid", async () => {
    const t = await createTestTenant(app);
    const response = await upload(t, { body: csv(["name,email", "Ana,ana@example.com", "Bad,bad"]) }, "all");
    expect(response.statusCode).toBe(200);
    expect(response.json<WorkerImport>()).toMatchObject({ status: "refused", valid: 1, invalid: 1, created: 0 });
    expect(await workersOf(t)).toEqual([]);
  });

  it("mode all: creates every worker as POST /workers does, supervisors first, with progress to poll", async () => {
    const t = await createTestTenant(app);
    const sales = await app.inject({
      method: "POST",
      url: companyUrl(t, "/departments"),
      headers: { token: t.admin.token },
      payload: { name: "Vendas" },
    });
    const boss = await createWorker(app, t, { name: "Boss" });
    const emails = [uniqueEmail("imp"), uniqueEmail("imp"), uniqueEmail("imp")];
    // the first row reports to the third; Windows-1252 bytes, as Excel saves CSV in Brazil
    const file = Buffer.from(
      csv([
        "name;lastName;email;department;gender;supervisorEmail;startDateAtCompany;locale",
        `Ana;Souza;${emails[0]};vendas;Feminino;${emails[2]};01/02/2024;pt`,
        `Bruno;;${emails[1]};;male;${boss.email};;es`,
        `Célia;;${emails[2]};Vendas;;;;`,
      ]),
      "latin1",
    );
    const response = await upload(t, { body: file }, "all");
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<WorkerImport>();
    expect(started).toMatchObject({ status: "queued", total: 3, valid: 3, invalid: 0 });

    const done = await waitDone(t, started.id);
    expect(done).toMatchObject({ status: "done", created: 3, failed: 0 });
    expect(done.rows.every((r) => r.status === "created" && r.workerId)).toBe(true);

    const workers = await workersOf(t);
    const byEmail = new Map(workers.map((w) => [w.email, w]));
    const celia = byEmail.get(emails[2]!)!;
    expect(celia.name).toBe("Célia");
    expect(byEmail.get(emails[0]!)).toMatchObject({
      lastName: "Souza",
      gender: "female",
      departmentId: sales.json().id,
      referenceWorkerId: celia.id,
      startDateAtCompany: "2024-02-01",
    });
    expect(byEmail.get(emails[1]!)!.referenceWorkerId).toBe(boss.id);
    const mail = await mailbox.waitFor(emails[0]!, "welcome-worker");
    expect(mail.locale).toBe("pt-BR");
    expect(mail.link).toMatch(/first-access/);

    const list = await app.inject({
      method: "GET",
      url: companyUrl(t, "/workers/imports"),
      headers: { token: t.admin.token },
    });
    expect(list.json().items[0]).toMatchObject({ id: started.id, status: "done", created: 3 });
  });

  it("mode valid-only: imports the good rows of an Excel file and reports the others", async () => {
    const t = await createTestTenant(app);
    await app.inject({
      method: "PUT",
      url: companyUrl(t, "/company/worker-extra-fields"),
      headers: { token: t.admin.token },
      payload: { fields: [{ type: "select", label: "Shirt size", required: true, options: ["S", "M"] }] },
    });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Pessoas");
    const good = uniqueEmail("xl");
    sheet.addRow(["Name", "Email", "Birthdate", "Shirt size", "Supervisor email", "Notes"]);
    sheet.addRow(["Gil", { text: good, hyperlink: `mailto:${good}` }, new Date(Date.UTC(1991, 6, 9)), "M", "", "x"]);
    sheet.addRow(["Hugo", uniqueEmail("xl"), "", "XL", "", ""]);
    sheet.addRow([]);
    sheet.addRow(["Iris", uniqueEmail("xl"), "", "S", "nobody@example.com", ""]);
    const body = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await upload(
      t,
      { body, filename: "pessoas.xlsx", type: "application/octet-stream" },
      "valid-only",
    );
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json<WorkerImport>();
    expect(started).toMatchObject({ total: 3, valid: 1, invalid: 2, ignoredColumns: ["Notes"] });
    expect(started.rows.map((r) => [r.row, r.errors[0]!.field, r.errors[0]!.code])).toEqual([
      [3, "extraFields.shirt-size", "VALIDATION_SELECTION"],
      [5, "supervisorEmail", "PEOPLE_REFERENCE_WORKER_INVALID"],
    ]);
    const done = await waitDone(t, started.id);
    expect(done).toMatchObject({ status: "done", created: 1, invalid: 2 });
    const workers = await workersOf(t);
    expect(workers.map((w) => w.name)).toEqual(["Gil"]);
    expect(workers[0]).toMatchObject({ email: good, birthdate: "1991-07-09", extraFields: { "shirt-size": "M" } });
  });

  it("resumes an import that stopped midway: a row caught mid-creation is recognised, the rest are created", async () => {
    const t = await createTestTenant(app);
    const ctx = { companyId: t.companyId, now: () => new Date() };
    // what a crash leaves: the import running with a lapsed lease, one row's worker created but not recorded
    const made = await createWorker(app, t, { name: "Made" });
    const pending = uniqueEmail("pending");
    const record = await scoped(ctx, WorkerImportModel).create({
      mode: "all",
      status: "running",
      fileName: "crash.csv",
      total: 2,
      valid: 2,
      invalid: 0,
      created: 0,
      failed: 0,
      uploadedAt: new Date(),
      startedAt: new Date(),
      leaseUntil: new Date(Date.now() - 1000),
    });
    const importId = String(record._id);
    await scoped(ctx, WorkerImportRowModel).insertMany([
      {
        importId,
        seq: 0,
        row: 2,
        email: made.email,
        status: "creating",
        problems: [],
        input: { name: "Made", email: made.email },
      },
      {
        importId,
        seq: 1,
        row: 3,
        email: pending,
        status: "pending",
        problems: [],
        input: { name: "Next", email: pending },
      },
    ]);

    const resumed = await app.inject({
      method: "POST",
      url: companyUrl(t, `/workers/imports/${importId}/resume`),
      headers: { token: t.admin.token },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const done = await waitDone(t, importId);
    expect(done).toMatchObject({ status: "done", created: 2, failed: 0 });
    expect(done.rows.find((r) => r.row === 2)).toMatchObject({ status: "created", workerId: made.id });
    expect((await workersOf(t)).map((w) => w.name).sort()).toEqual(["Made", "Next"]);

    // a finished import is left alone
    const again = await app.inject({
      method: "POST",
      url: companyUrl(t, `/workers/imports/${importId}/resume`),
      headers: { token: t.admin.token },
    });
    expect(again.json()).toMatchObject({ status: "done", created: 2 });
  });

  it("is for admins only, and keeps each company's imports to itself", async () => {
    const t = await createTestTenant(app);
    const file = { body: csv(["name,email", "Ana,ana@example.com"]) };
    for (const level of ["revisor", "requester"] as const) {
      const person = await t.loginAs(level);
      expect((await upload(t, file, "validate", { token: person.token })).statusCode).toBe(403);
    }
    const mine = (await upload(t, file, "validate")).json<WorkerImport>();
    const other = await createTestTenant(app);
    for (const url of [`/workers/imports/${mine.id}`]) {
      const response = await app.inject({
        method: "GET",
        url: companyUrl(other, url),
        headers: { token: other.admin.token },
      });
      expect(response.statusCode).toBe(404);
    }
    const resume = await app.inject({
      method: "POST",
      url: companyUrl(other, `/workers/imports/${mine.id}/resume`),
      headers: { token: other.admin.token },
    });
    expect(resume.statusCode).toBe(404);
    expect((await upload(t, file, "validate", { token: other.admin.token })).statusCode).toBe(404);
  });
});
