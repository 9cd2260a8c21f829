import { createHash } from "node:crypto";
import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { systemContext } from "../../../core/context.js";
import { defineModule, on } from "../../../core/modules/define-module.js";
import {
  addSignedInMember,
  bootModule,
  buildTestApp,
  createTestTenant,
  tenantCaller,
  TestClock,
  type TestTenant,
  uniqueAddress,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import {
  events,
  type Form,
  type FormList,
  formsForms,
  leadingZeroBits,
  type PublicForm,
  type ResponseList,
} from "../contract/index.js";
import { formsModule } from "../server/index.js";
import { CompanyModel } from "../../../tenants/company.model.js";

useTestDatabase("forms");

/** Solves the public page's proof of work as the browser does. */
function solve(challenge: PublicForm["challenge"]): string {
  for (let i = 0; ; i++) {
    const digest = createHash("sha256").update(`${challenge.nonce}:${i}`).digest();
    if (leadingZeroBits(digest) >= challenge.difficulty) return String(i);
  }
}

function multipart(fields: Record<string, string>, file?: { name: string; body: Buffer }) {
  const boundary = "----forms-test-boundary";
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.body,
      Buffer.from("\r\n"),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const FIELDS = [
  { type: "text", label: "Full name", required: true, key: "name" },
  { type: "text", label: "E-mail", required: true, format: "email", key: "email" },
  { type: "select", label: "Shift", required: true, options: ["Morning", "Night"] },
  { type: "date", label: "Available from" },
  { type: "text", label: "Postal code", mask: "#####-###" },
  { type: "file", label: "Résumé" },
];

describe("forms", () => {
  let app: FastifyInstance;
  let tenant: TestTenant;
  let other: TestTenant;
  const clock = new TestClock();
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));

  beforeAll(async () => {
    ({ app, tenant } = await bootModule(formsModule, { clock }));
    other = await createTestTenant(app, { companyName: "Other Ltda" });
  });

  const newForm = async (title = "Applications") => {
    const r = await call(tenant.admin, "POST", "/forms", { title, fields: FIELDS });
    expect(r.statusCode, r.body).toBe(201);
    return r.json<Form>();
  };
  const publicGet = (publicId: string, address = uniqueAddress()) =>
    app.inject({ method: "GET", url: `/api/public/forms/${publicId}`, remoteAddress: address });
  const publicSend = (publicId: string, payload: object, address = uniqueAddress(), locale?: string) =>
    app.inject({
      method: "POST",
      url: `/api/public/forms/${publicId}/responses`,
      payload,
      remoteAddress: address,
      headers: locale ? { "accept-language": locale } : {},
    });

  it("builds a form, lists, reads and edits it; only admins reach the builder", async () => {
    const form = await newForm();
    expect(form.fields.map((f) => f.id)).toEqual([
      "full-name",
      "e-mail",
      "shift",
      "available-from",
      "postal-code",
      "resume",
    ]);
    expect(form).toMatchObject({
      status: "open",
      owner: null,
      responseCount: 0,
      publicId: `${tenant.companyId}-${form.id}`,
    });
    expect((await call(tenant.admin, "GET", "/forms")).json<FormList>().items.map((f) => f.id)).toContain(form.id);
    const edited = await call(tenant.admin, "PATCH", `/forms/${form.id}`, {
      title: "Applications 2026",
      status: "closed",
    });
    expect(edited.json<Form>()).toMatchObject({ title: "Applications 2026", status: "closed" });
    for (const level of ["revisor", "requester"] as const) {
      const person = await tenant.loginAs(level);
      expect((await call(person, "GET", "/forms")).statusCode).toBe(403);
      expect((await call(person, "POST", "/forms", { title: "x", fields: FIELDS })).statusCode).toBe(403);
      expect((await call(person, "GET", `/forms/${form.id}/responses`)).statusCode).toBe(403);
    }
    expect((await call(undefined, "GET", `/forms/${form.id}/responses`)).statusCode).toBe(401);
  });

  it("edits a stored form's fields: reordered and added, ids kept so earlier answers stay with their field", async () => {
    const form = (
      await call(tenant.admin, "POST", "/forms", {
        title: "Lunch",
        fields: [
          { type: "text", label: "Name", required: true },
          { type: "select", label: "Dish", options: ["Fish", "Pasta"] },
        ],
      })
    ).json<Form>();
    const answered = await call(tenant.admin, "POST", `/forms/response/${form.id}`, {
      answers: { name: "Ana", dish: "Fish" },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    // the dish first, a new date field, the name kept; nothing else
    const [name, dish] = form.fields;
    const edited = await call(tenant.admin, "PATCH", `/forms/${form.id}`, {
      fields: [
        { id: dish!.id, type: "select", label: "Main dish", options: ["Fish", "Pasta", "Salad"] },
        { type: "date", label: "Day" },
        { id: name!.id, type: "text", label: "Name", required: true },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Form>().fields.map((f) => [f.id, f.label])).toEqual([
      ["dish", "Main dish"],
      ["day", "Day"],
      ["name", "Name"],
    ]);
    // the earlier answer is read under its fields, in the new order, in the export
    const xlsx = await call(tenant.admin, "GET", `/forms/${form.id}/responses/export`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Submitted", "Main dish", "Day", "Name"]);
    expect(sheet.getRow(2).values).toEqual([undefined, expect.any(Date), "Fish", "", "Ana"]);
    // a bad edit is refused whole
    const refused = await call(tenant.admin, "PATCH", `/forms/${form.id}`, {
      fields: [
        { id: "name", type: "text", label: "Name" },
        { id: "name", type: "text", label: "Again" },
      ],
    });
    expect(refused.json()).toMatchObject({ statusCode: 400, code: "FORMS_DUPLICATE_FIELD", field: "fields.1.id" });
    expect((await call(tenant.admin, "GET", `/forms/${form.id}`)).json<Form>().fields).toHaveLength(3);
  });

  it("writes the export's own headers in the reader's language", async () => {
    const form = await newForm("Export languages");
    for (const [locale, submitted, sheetName] of [
      ["pt-BR", "Enviado em", "Respostas"],
      ["es", "Enviado el", "Respuestas"],
    ] as const) {
      const reader = await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale });
      const xlsx = await call(reader, "GET", `/forms/${form.id}/responses/export`);
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.name).toBe(sheetName);
      expect(sheet.getRow(1).getCell(1).value).toBe(submitted);
      expect(sheet.getRow(1).getCell(2).value).toBe("Full name");
    }
  });

  it("refuses bad forms and bad answers with the catalogue message in three languages", async () => {
    const speakers = [
      [
        "en",
        tenant.admin,
        "A selection field needs at least one option.",
        "The value does not have the expected format.",
      ],
      [
        "pt-BR",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "pt-BR" }),
        "Um campo de seleção precisa de pelo menos uma opção.",
        "O valor não tem o formato esperado.",
      ],
      [
        "es",
        await addSignedInMember(app, { admin: tenant.admin, levels: ["admin"], locale: "es" }),
        "Un campo de selección necesita al menos una opción.",
        "El valor no tiene el formato esperado.",
      ],
    ] as const;
    const form = await newForm("Bad input");
    for (const [locale, person, options, mask] of speakers) {
      const noOptions = await call(person, "POST", "/forms", {
        title: "Poll",
        fields: [{ type: "select", label: "Pick", options: [] }],
      });
      expect(noOptions.json(), locale).toEqual({
        statusCode: 400,
        code: "FORMS_OPTIONS_REQUIRED",
        message: options,
        field: "fields.0.options",
      });
      const wrong = await call(person, "POST", `/forms/response/${form.id}`, {
        answers: { "full-name": "Ana", "e-mail": "ana@example.com", shift: "Night", "postal-code": "1234" },
      });
      expect(wrong.json(), locale).toEqual({
        statusCode: 400,
        code: "FORMS_MASK_MISMATCH",
        message: mask,
        field: "answers.postal-code",
      });
    }
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ "e-mail": "ana@example.com", shift: "Night" }, "VALIDATION_REQUIRED", "answers.full-name"],
      [{ "full-name": "Ana", "e-mail": "nope", shift: "Night" }, "VALIDATION_EMAIL", "answers.e-mail"],
      [{ "full-name": "Ana", "e-mail": "a@b.co", shift: "Noon" }, "VALIDATION_SELECTION", "answers.shift"],
      [
        { "full-name": "Ana", "e-mail": "a@b.co", shift: "Night", "available-from": "31/02/2030" },
        "VALIDATION_DATE",
        "answers.available-from",
      ],
      [
        { "full-name": "Ana", "e-mail": "a@b.co", shift: "Night", resume: "0123456789abcdef01234567" },
        "FORMS_UPLOAD_INVALID",
        "answers.resume",
      ],
      [
        { "full-name": "Ana", "e-mail": "a@b.co", shift: "Night", ghost: "boo" },
        "FORMS_FIELD_UNKNOWN",
        "answers.ghost",
      ],
    ];
    for (const [answers, code, field] of cases) {
      const r = await call(tenant.admin, "POST", `/forms/response/${form.id}`, { answers });
      expect(r.json(), code).toMatchObject({ statusCode: 400, code, field });
    }
    // nothing stored by the refusals
    expect((await call(tenant.admin, "GET", `/forms/${form.id}/responses`)).json<ResponseList>().total).toBe(0);
  });

  it("lets a stranger answer through the public link once the bot check is solved, and tells the owner", async () => {
    const form = await newForm("Public");
    const address = uniqueAddress();
    const page = await publicGet(form.publicId, address);
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json<PublicForm>();
    expect(view).toMatchObject({
      title: "Public",
      companyName: expect.any(String),
      challenge: { difficulty: 12, minSeconds: 3 },
    });
    const solution = solve(view.challenge);
    const answers = {
      "full-name": "Ana Lima",
      "e-mail": "Ana@Example.com",
      shift: "Morning",
      "postal-code": "01310-100",
    };

    // too fast: a person takes a few seconds to fill a form
    const early = await publicSend(
      form.publicId,
      { answers, challenge: { id: view.challenge.id, solution } },
      address,
      "pt-BR",
    );
    expect(early.json()).toMatchObject({
      statusCode: 400,
      code: "FORMS_BOT_CHECK",
      message: expect.stringContaining("pessoa"),
    });
    clock.advance(4000);
    // the honeypot and a wrong proof are refused
    expect(
      (
        await publicSend(form.publicId, { answers, challenge: { id: view.challenge.id, solution }, website: "x" })
      ).json(),
    ).toMatchObject({ code: "FORMS_BOT_CHECK" });
    expect(
      (await publicSend(form.publicId, { answers, challenge: { id: view.challenge.id, solution: "wrong" } })).json(),
    ).toMatchObject({ code: "FORMS_BOT_CHECK" });

    // a file through the files service: judged by content
    const upload = (body: Buffer, name: string) =>
      app.inject({
        method: "POST",
        url: `/api/public/forms/${form.publicId}/uploads`,
        remoteAddress: address,
        ...multipart({ challengeId: view.challenge.id, solution }, { name, body }),
      });
    expect((await upload(Buffer.from("MZ not a pdf"), "cv.pdf")).json()).toMatchObject({
      statusCode: 400,
      code: "FORMS_FILE_TYPE",
    });
    expect((await upload(Buffer.alloc(2 * 1024 * 1024 + 10, 1), "big.pdf")).statusCode).toBe(413);
    const stored = await upload(Buffer.from("%PDF-1.4\n% a résumé\n"), "cv.png");
    expect(stored.statusCode, stored.body).toBe(201);
    expect(stored.json()).toMatchObject({ name: "cv.png", contentType: "application/pdf" });

    const sent = await publicSend(form.publicId, {
      answers: { ...answers, resume: stored.json<{ uploadId: string }>().uploadId },
      challenge: { id: view.challenge.id, solution },
      website: "",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // the proof is used once
    expect(
      (await publicSend(form.publicId, { answers, challenge: { id: view.challenge.id, solution } })).json(),
    ).toMatchObject({ code: "FORMS_BOT_CHECK" });

    const list = (await call(tenant.admin, "GET", `/forms/${form.id}/responses`)).json<ResponseList>();
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({
      source: "public",
      answers: { "e-mail": "ana@example.com", resume: { name: "cv.png", contentType: "application/pdf" } },
    });
    const file = await call(tenant.admin, "GET", `/forms/${form.id}/responses/${list.items[0]!.id}/files/resume`);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith("%PDF-")).toBe(true);
    expect((await call(tenant.admin, "GET", `/forms/${form.id}`)).json<Form>().responseCount).toBe(1);

    // the Excel export has the header and the row
    const xlsx = await call(tenant.admin, "GET", `/forms/${form.id}/responses/export`);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Submitted",
      "Full name",
      "E-mail",
      "Shift",
      "Available from",
      "Postal code",
      "Résumé",
    ]);
    expect(sheet.getRow(2).getCell(2).value).toBe("Ana Lima");
    expect(sheet.getRow(2).getCell(7).value).toBe("cv.png");
  });

  it("shows a stranger only open forms of companies that have the module; nothing else", async () => {
    const form = await newForm("Closing");
    const theirs = (await callOther(other.admin, "POST", "/forms", { title: "Theirs", fields: FIELDS })).json<Form>();
    // their form's id under our company, our form's id under theirs, garbage
    for (const id of [
      `${tenant.companyId}-${theirs.id}`,
      `${other.companyId}-${form.id}`,
      "nope",
      `${tenant.companyId}`,
    ]) {
      const r = await publicGet(id);
      expect(r.json(), id).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "Not found." });
    }
    await call(tenant.admin, "PATCH", `/forms/${form.id}`, { status: "closed" });
    expect((await publicGet(form.publicId)).json()).toMatchObject({ statusCode: 410, code: "FORMS_CLOSED" });
    expect((await publicSend(form.publicId, { answers: {}, challenge: { id: "x", solution: "y" } })).statusCode).toBe(
      410,
    );
    // our session on their company, their ids in ours
    expect((await callOther(tenant.admin, "GET", `/forms/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(tenant.admin, "GET", `/forms/${theirs.id}`)).statusCode).toBe(404);
    expect((await call(tenant.admin, "GET", `/forms/${theirs.id}/responses`)).statusCode).toBe(404);
    expect((await call(tenant.admin, "POST", `/forms/response/${theirs.id}`, { answers: {} })).statusCode).toBe(404);
    expect((await call(tenant.admin, "GET", `/forms/${theirs.id}/responses/export`)).statusCode).toBe(404);
  });

  it("gives a stranger the open form and its bot check only: never answers, files, other forms' proofs or uploads", async () => {
    const a = await newForm("Stranger A");
    const b = await newForm("Stranger B");
    const address = uniqueAddress();
    const viewA = (await publicGet(a.publicId, address)).json<PublicForm>();
    // the public view says nothing of the answers, the owner or who made it
    expect(Object.keys(viewA).sort()).toEqual([
      "challenge",
      "companyName",
      "description",
      "fields",
      "publicId",
      "title",
    ]);
    const viewB = (await publicGet(b.publicId, address)).json<PublicForm>();
    clock.advance(4000);
    const solutionA = solve(viewA.challenge);
    const answers = {
      "full-name": "Eva",
      "e-mail": "eva@example.com",
      shift: "Night",
      "available-from": "2030-01-01",
    };
    // A's proof does not open B
    expect(
      (await publicSend(b.publicId, { answers, challenge: { id: viewA.challenge.id, solution: solutionA } })).json(),
    ).toMatchObject({ statusCode: 400, code: "FORMS_BOT_CHECK" });
    // a file sent to A is not an answer to B
    const uploadedToA = await app.inject({
      method: "POST",
      url: `/api/public/forms/${a.publicId}/uploads`,
      remoteAddress: address,
      ...multipart(
        { challengeId: viewA.challenge.id, solution: solutionA },
        {
          name: "cv.pdf",
          body: Buffer.from("%PDF-1.4\n"),
        },
      ),
    });
    expect(uploadedToA.statusCode, uploadedToA.body).toBe(201);
    const solutionB = solve(viewB.challenge);
    expect(
      (
        await publicSend(b.publicId, {
          answers: { ...answers, resume: uploadedToA.json<{ uploadId: string }>().uploadId },
          challenge: { id: viewB.challenge.id, solution: solutionB },
        })
      ).json(),
    ).toMatchObject({ statusCode: 400, code: "FORMS_UPLOAD_INVALID", field: "answers.resume" });
    // without a session: nothing of the admin's side, nor the member's send
    for (const [method, url] of [
      ["GET", `/forms/${a.id}`],
      ["GET", `/forms/${a.id}/responses`],
      ["GET", `/forms/${a.id}/responses/export`],
      ["GET", `/forms/${a.id}/responses/0123456789abcdef01234567/files/resume`],
      ["POST", `/forms/response/${a.id}`],
      ["POST", `/forms/${a.id}/uploads`],
      ["PATCH", `/forms/${a.id}`],
      ["GET", "/forms"],
    ] as const)
      expect((await call(undefined, method, url, method === "GET" ? undefined : { answers: {} })).statusCode, url).toBe(
        401,
      );
    // a company that switched the module off, and a removed company: their links lead nowhere
    const company = await createTestTenant(app, { companyName: "Switching Ltda" });
    const callHere = tenantCaller(() => ({ app, companyId: company.companyId }));
    const theirs = (
      await callHere(company.admin, "POST", "/forms", { title: "Soon off", fields: FIELDS })
    ).json<Form>();
    expect((await publicGet(theirs.publicId)).statusCode).toBe(200);
    await CompanyModel.updateOne({ _id: company.companyId }, { $set: { "modules.disabled": ["forms"] } });
    expect((await publicGet(theirs.publicId)).json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    await CompanyModel.updateOne(
      { _id: company.companyId },
      { $set: { "modules.disabled": [], deletedAt: new Date() } },
    );
    expect((await publicGet(theirs.publicId)).json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });

  it("limits how often one address may open and send", async () => {
    const form = await newForm("Limited");
    const address = uniqueAddress();
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await publicSend(form.publicId, { answers: {}, challenge: { id: "x", solution: "y" } }, address))
        .statusCode;
    expect(last).toBe(429);
    expect(
      (await publicSend(form.publicId, { answers: {}, challenge: { id: "x", solution: "y" } }, uniqueAddress()))
        .statusCode,
    ).toBe(400);
  });
});

describe("the forms.forms service", () => {
  it("creates an owned form for another module and tells it about each response", async () => {
    const heard: Array<{ owner: string | null; byKey: Record<string, unknown> }> = [];
    const consumer = defineModule({
      id: "forms-user",
      needs: { forms: formsForms },
      setup: ({ services }) => ({
        routes: async (app) => {
          app.post("/forms-user/form", async (request) =>
            services.forms.create(request.ctx, {
              title: "Apply",
              owner: "forms-user:thing:1",
              fields: [{ type: "text", label: "E-mail", key: "email", required: true }],
            }),
          );
        },
        subscribers: [
          on(events.responseSubmitted, async (ctx, payload) => {
            heard.push({ owner: payload.owner, byKey: (await services.forms.response(ctx, payload.responseId)).byKey });
          }),
        ],
      }),
    });
    const { app } = await buildTestApp({ modules: [formsModule, consumer] });
    const tenant = await createTestTenant(app);
    const created = await app.inject({
      method: "POST",
      url: `/api/companies/${tenant.companyId}/forms-user/form`,
      headers: { token: tenant.admin.token },
    });
    const { id, publicPath } = created.json<{ id: string; publicPath: string }>();
    expect(publicPath).toBe(`/forms/${tenant.companyId}-${id}`);
    const sent = await app.inject({
      method: "POST",
      url: `/api/companies/${tenant.companyId}/forms/response/${id}`,
      headers: { token: tenant.admin.token },
      payload: { answers: { "e-mail": "x@example.com" } },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(heard).toEqual([{ owner: "forms-user:thing:1", byKey: { email: "x@example.com" } }]);
    await app.close();
  });
});

describe("the forms demo data", () => {
  it("seeds forms answered over the past year, once", async () => {
    const { app, tenant } = await bootModule(formsModule);
    const seed = app.modules.find((m) => m.id === "forms")!.seed!;
    const ctx = systemContext({ companyId: tenant.companyId, name: "demo-seed", log: app.log });
    await seed(ctx, { people: [] });
    await seed(ctx, { people: [] });
    const list = (
      await app.inject({ url: `/api/companies/${tenant.companyId}/forms`, headers: { token: tenant.admin.token } })
    ).json<FormList>();
    expect(list.total).toBe(3);
    expect(list.items.map((f) => f.status).sort()).toEqual(["closed", "open", "open"]);
    expect(list.items.find((f) => f.title === "Office survey")!.responseCount).toBeGreaterThan(35);
    await app.close();
  });
});
