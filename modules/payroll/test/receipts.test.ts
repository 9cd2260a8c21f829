import type { FastifyInstance } from "fastify";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../../../core/files/test/images.js";
import {
  bootModule,
  createTestTenant,
  type Mailbox,
  type TestPerson,
  type TestTenant,
  TestClock,
  tenantCaller,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import type { Receipt, ReceiptList } from "../contract/index.js";
import { payrollModule } from "../server/index.js";
import { fakeServices } from "./fakes.js";

/** Salary receipts: a multi-page PDF split per person by name, per-person uploads, own downloads and confirmation. */
useTestDatabase("payroll-receipts");

async function payslips(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([300, 200]).drawText(text, { x: 10, y: 100, size: 10, font });
  return pdf.save();
}

async function pageCount(body: Buffer): Promise<number> {
  return (await PDFDocument.load(body)).getPageCount();
}

describe("salary receipts", () => {
  let app: FastifyInstance;
  let mailbox: Mailbox;
  let tenant: TestTenant;
  let other: TestTenant;
  let employee: TestPerson;
  let manager: TestPerson;
  const fakes = fakeServices();
  const clock = new TestClock(new Date("2030-01-15T12:00:00.000Z"));
  const call = tenantCaller(() => ({ app, companyId: tenant.companyId }));
  const callOther = tenantCaller(() => ({ app, companyId: other.companyId }));
  const upload = async (companyId: string, person: { token: string }, path: string, body: Uint8Array) => {
    const { payload, headers } = await multipartBody([
      { name: "file", filename: "payslips.pdf", type: "application/pdf", body },
    ]);
    return app.inject({
      method: "POST",
      url: `/api/companies/${companyId}${path}`,
      payload,
      headers: { ...headers, token: person.token },
    });
  };

  beforeAll(async () => {
    ({ app, tenant, mailbox } = await bootModule(payrollModule, { services: fakes.services, clock }));
    other = await createTestTenant(app, { companyName: "Other Ltda" });
    employee = await tenant.loginAs("requester");
    manager = await tenant.loginAs("revisor");
    const base = { status: "active" as const, referenceWorkerId: null, startDateAtCompany: "2020-01-01" };
    fakes
      .of(tenant.companyId)
      .records.push(
        { ...base, workerId: "w-ana", userId: "u-ana", name: "Ana Lima", email: "ana@x.test" },
        { ...base, workerId: "w-ana2", userId: "u-ana2", name: "Ana Lima Souza", email: "ana2@x.test" },
        { ...base, workerId: "w-eli", userId: employee.userId, name: "Élia Santos", email: employee.email },
        { ...base, workerId: "w-mgr", userId: manager.userId, name: "Mia Manager", email: manager.email },
      );
    fakes.of(other.companyId).records.push({
      ...base,
      workerId: "w-theirs",
      userId: "u-theirs",
      name: "Their Person",
      email: "t@x.test",
    });
  });

  it("splits one PDF per person by the name on each page, mails them, and each downloads and confirms their own", async () => {
    // page 3 shows "Ana Lima Souza": the longer name wins over "Ana Lima"; accents and case do not matter
    const body = await payslips([
      "Payslip 2029-12 ANA LIMA gross 5000",
      "Payslip 2029-12 Elia Santos gross 3000",
      "Payslip 2029-12 Ana Lima Souza gross 4000",
      "Ana Lima page 2",
    ]);
    const r = await upload(tenant.companyId, tenant.admin, "/payroll/receipts/2029-12", body);
    expect(r.statusCode, r.body).toBe(201);
    const result = r.json<{ stored: number; items: Receipt[] }>();
    expect(result.stored).toBe(3);
    expect(result.items.map((i) => [i.name, i.pages])).toEqual([
      ["Ana Lima", 2],
      ["Ana Lima Souza", 1],
      ["Élia Santos", 1],
    ]);
    const mail = await mailbox.waitFor(employee.email, "payroll-receipt");
    expect(mail.locale).toBe("en");

    const mine = (await call(employee, "GET", "/payroll/receipts/mine")).json<ReceiptList>();
    expect(mine.items.map((i) => [i.month, i.name, i.readAt])).toEqual([["2029-12", "Élia Santos", undefined]]);
    const own = mine.items[0]!;
    const file = await call(employee, "GET", `/payroll/receipts/${own.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(await pageCount(file.rawPayload)).toBe(1);

    const ana = result.items.find((i) => i.name === "Ana Lima")!;
    // someone else's receipt is not there for an employee or a manager; an admin downloads it
    expect((await call(employee, "GET", `/payroll/receipts/${ana.id}/file`)).statusCode).toBe(404);
    expect((await call(manager, "GET", `/payroll/receipts/${ana.id}/file`)).statusCode).toBe(404);
    const anaFile = await call(tenant.admin, "GET", `/payroll/receipts/${ana.id}/file`);
    expect(await pageCount(anaFile.rawPayload)).toBe(2);

    const read = await call(employee, "POST", `/payroll/receipts/${own.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Receipt>().readAt).toBe("2030-01-15T12:00:00.000Z");
    // only the person confirms: not an admin for them, not another person
    expect((await call(tenant.admin, "POST", `/payroll/receipts/${ana.id}/read`)).statusCode).toBe(404);
    expect((await call(employee, "POST", `/payroll/receipts/${ana.id}/read`)).statusCode).toBe(404);
    const month = (await call(tenant.admin, "GET", "/payroll/receipts/months/2029-12")).json<ReceiptList>();
    expect(month.items.map((i) => [i.name, Boolean(i.readAt)])).toEqual([
      ["Ana Lima", false],
      ["Ana Lima Souza", false],
      ["Élia Santos", true],
    ]);
  });

  it("refuses a page that matches no one, or a file that is not a PDF, and stores nothing", async () => {
    const before = (await call(tenant.admin, "GET", "/payroll/receipts/months/2029-11")).json<ReceiptList>();
    expect(before.items).toEqual([]);
    const unmatched = await upload(
      tenant.companyId,
      tenant.admin,
      "/payroll/receipts/2029-11",
      await payslips(["Ana Lima", "Somebody Else"]),
    );
    expect(unmatched.json()).toEqual({
      statusCode: 400,
      code: "PAYROLL_RECEIPT_UNMATCHED",
      message: "A file or page could not be matched to a person of the company; nothing was stored.",
      field: "file",
    });
    const notPdf = await upload(tenant.companyId, tenant.admin, "/payroll/receipts/2029-11", Buffer.from("hello"));
    expect(notPdf.json()).toMatchObject({ statusCode: 400, code: "PAYROLL_RECEIPT_NOT_PDF" });
    const broken = await upload(tenant.companyId, tenant.admin, "/payroll/receipts/2029-11", Buffer.from("%PDF-1.7 x"));
    expect(broken.json()).toMatchObject({ statusCode: 400, code: "PAYROLL_RECEIPT_NOT_PDF" });
    expect((await call(tenant.admin, "GET", "/payroll/receipts/months/2029-11")).json<ReceiptList>().items).toEqual([]);
  });

  it("takes one person's PDF by worker id, replacing their receipt of the month", async () => {
    const r = await upload(
      tenant.companyId,
      tenant.admin,
      "/payroll/receipts/2029-12?workerId=w-eli",
      await payslips(["corrected page 1", "corrected page 2"]),
    );
    expect(r.statusCode, r.body).toBe(201);
    const mine = (await call(employee, "GET", "/payroll/receipts/mine")).json<ReceiptList>();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ month: "2029-12", pages: 2 });
    expect(mine.items[0]).not.toHaveProperty("readAt");
    const unknown = await upload(
      tenant.companyId,
      tenant.admin,
      "/payroll/receipts/2029-12?workerId=w-theirs",
      await payslips(["x"]),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps uploads to admins and answers 404 across tenants", async () => {
    const body = await payslips(["Élia Santos"]);
    expect((await upload(tenant.companyId, manager, "/payroll/receipts/2029-10", body)).statusCode).toBe(403);
    expect((await upload(tenant.companyId, employee, "/payroll/receipts/2029-10", body)).statusCode).toBe(403);
    expect((await call(manager, "GET", "/payroll/receipts/months/2029-12")).statusCode).toBe(403);
    expect((await call(employee, "GET", "/payroll/receipts/months/2029-12")).statusCode).toBe(403);
    expect((await call(undefined, "GET", "/payroll/receipts/mine")).statusCode).toBe(401);

    const own = (await call(employee, "GET", "/payroll/receipts/mine")).json<ReceiptList>().items[0]!;
    // our admin on their company; their admin on our receipt
    expect((await upload(other.companyId, tenant.admin, "/payroll/receipts/2029-10", body)).statusCode).toBe(404);
    for (const path of [
      "/payroll/receipts/mine",
      "/payroll/receipts/months/2029-12",
      `/payroll/receipts/${own.id}/file`,
    ])
      expect((await callOther(tenant.admin, "GET", path)).statusCode, path).toBe(404);
    expect((await callOther(other.admin, "GET", `/payroll/receipts/${own.id}/file`)).statusCode).toBe(404);
    expect((await callOther(other.admin, "POST", `/payroll/receipts/${own.id}/read`)).statusCode).toBe(404);
    expect((await callOther(other.admin, "GET", "/payroll/receipts/months/2029-12")).json<ReceiptList>().items).toEqual(
      [],
    );
  });
});
