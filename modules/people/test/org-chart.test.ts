import ExcelJS from "exceljs";
import type { FastifyInstance } from "fastify";
import mongoose, { Types } from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestTenant, type TestTenant, useTestDatabase } from "../../../core/testing/kit.js";
import type { OrgChart, Report } from "../contract/org-chart.js";
import { placeWorkers } from "../server/org-chart/org-chart.service.js";
import { normalizeSchedule } from "../server/workers/schedule-rules.js";
import { WorkerModel } from "../server/workers/workers.model.js";
import { buildPeopleApp, companyUrl, createWorker, terminate, withoutCreatorProfile } from "./helpers.js";

describe("placing workers in the chart (unit)", () => {
  const w = (id: string, name: string, referenceWorkerId: string | null = null, status = "active") => ({
    _id: id,
    name,
    email: `${id}@x`,
    status,
    referenceWorkerId,
  });

  it("puts everyone under their supervisor, depth-first by name, with report counts", () => {
    const { order, roots, at } = placeWorkers([
      w("c", "Carla", "a"),
      w("a", "Ana"),
      w("b", "Bruno", "a"),
      w("d", "Diego", "b"),
      w("e", "Eva"),
    ]);
    expect(roots).toEqual(["a", "e"]);
    expect(order).toEqual(["a", "b", "d", "c", "e"]);
    expect(at.get("a")).toEqual({ parentId: null, depth: 0, children: ["b", "c"], totalReports: 3 });
    expect(at.get("d")).toMatchObject({ parentId: "b", depth: 2, totalReports: 0 });
  });

  it("makes roots of workers whose supervisor is gone, terminated or themselves, and breaks loops", () => {
    const { roots, at, order } = placeWorkers([
      w("a", "Ana", "zzz"),
      w("b", "Bruno", "t"),
      w("t", "Tom", null, "terminated"),
      w("s", "Self", "s"),
      w("x", "Xavier", "y"),
      w("y", "Yara", "x"),
    ]);
    expect(roots).toEqual(["a", "b", "s", "x"]);
    expect(at.get("y")).toMatchObject({ parentId: "x", depth: 1 });
    expect(order).toHaveLength(5);
    expect(at.has("t")).toBe(false);
  });

  it("handles a chain 10,000 deep without recursion", () => {
    const chain = Array.from({ length: 10_000 }, (_, i) => w(`w${i}`, `W${i}`, i === 0 ? null : `w${i - 1}`));
    const { at } = placeWorkers(chain);
    expect(at.get("w0")!.totalReports).toBe(9_999);
    expect(at.get("w9999")!.depth).toBe(9_999);
  });
});

useTestDatabase("people_org_chart");

let app: FastifyInstance;
let tenant: TestTenant;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildPeopleApp());
  tenant = await createTestTenant(app);
});
afterAll(async () => close());

const post = (t: TestTenant, path: string, payload: unknown, token = t.admin.token, locale?: string) =>
  app.inject({
    method: "POST",
    url: companyUrl(t, path),
    headers: { token, ...(locale ? { "accept-language": locale } : {}) },
    payload: payload as Record<string, unknown>,
  });

async function structure(t: TestTenant, kind: "departments" | "offices" | "roles", body: Record<string, unknown>) {
  const response = await post(t, `/${kind}`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe("org chart", () => {
  it("returns the tree of active workers with names of role, department and office", async () => {
    const t = await createTestTenant(app);
    await withoutCreatorProfile(app, t);
    const sales = await structure(t, "departments", { name: "Sales" });
    const lead = await structure(t, "roles", { name: "Lead", levelAccess: "revisor" });
    const hq = await structure(t, "offices", { name: "HQ" });
    const boss = await createWorker(app, t, { name: "Ana", departmentId: sales, roleId: lead, officeId: hq });
    const b = await createWorker(app, t, { name: "Bruno", referenceWorkerId: boss.id });
    const c = await createWorker(app, t, { name: "Carla", referenceWorkerId: boss.id });
    const d = await createWorker(app, t, { name: "Diego", referenceWorkerId: b.id });
    const gone = await createWorker(app, t, { name: "Gil", referenceWorkerId: c.id });
    const orphan = await createWorker(app, t, { name: "Olga", referenceWorkerId: gone.id });
    expect((await terminate(app, t, gone.id)).statusCode).toBe(200);

    const revisor = await t.loginAs("revisor");
    const response = await app.inject({
      method: "GET",
      url: companyUrl(t, "/org-chart"),
      headers: { token: revisor.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    const chart = response.json<OrgChart>();
    expect(chart.total).toBe(5);
    expect(chart.roots).toEqual([boss.id, orphan.id]);
    expect(chart.nodes.map((n) => n.name)).toEqual(["Ana", "Bruno", "Diego", "Carla", "Olga"]);
    expect(chart.nodes[0]).toMatchObject({
      id: boss.id,
      role: "Lead",
      department: "Sales",
      office: "HQ",
      parentId: null,
      depth: 0,
      children: [b.id, c.id],
      directReports: 2,
      totalReports: 3,
    });
    expect(chart.nodes.find((n) => n.id === orphan.id)).toMatchObject({ parentId: null, depth: 0 });

    const sub = await app.inject({
      method: "GET",
      url: companyUrl(t, `/org-chart?rootWorkerId=${b.id}`),
      headers: { token: t.admin.token },
    });
    expect(sub.json<OrgChart>()).toMatchObject({ total: 2, roots: [b.id] });
    expect(sub.json<OrgChart>().nodes.map((n) => [n.name, n.depth, n.parentId])).toEqual([
      ["Bruno", 0, null],
      ["Diego", 1, b.id],
    ]);
    expect(
      (
        await app.inject({
          method: "GET",
          url: companyUrl(t, `/org-chart?rootWorkerId=${gone.id}`),
          headers: { token: t.admin.token },
        })
      ).statusCode,
    ).toBe(404);
    expect(d.referenceWorkerId).toBe(b.id);
  });

  it("builds 10,000 workers from one read of the workers collection", async () => {
    const t = await createTestTenant(app);
    await withoutCreatorProfile(app, t);
    const companyId = new Types.ObjectId(t.companyId);
    const ids = Array.from({ length: 10_000 }, () => new Types.ObjectId());
    const schedule = normalizeSchedule(undefined);
    // ten layers: worker i reports to worker floor((i - 1) / 10)
    await WorkerModel.insertMany(
      ids.map((_id, i) => ({
        _id,
        companyId,
        userId: `u${i}`,
        email: `w${i}@example.com`,
        name: `W${String(i).padStart(5, "0")}`,
        referenceWorkerId: i === 0 ? null : String(ids[Math.floor((i - 1) / 10)]),
        schedule,
        status: "active",
      })),
      { lean: true },
    );

    const reads: string[] = [];
    mongoose.set("debug", (collection: string, method: string) => void reads.push(`${collection}.${method}`));
    let response;
    try {
      response = await app.inject({
        method: "GET",
        url: companyUrl(t, "/org-chart"),
        headers: { token: t.admin.token },
      });
    } finally {
      mongoose.set("debug", false);
    }
    expect(response.statusCode).toBe(200);
    const chart = response.json<OrgChart>();
    expect(chart.total).toBe(10_000);
    expect(chart.roots).toEqual([String(ids[0])]);
    expect(chart.nodes[0]).toMatchObject({ directReports: 10, totalReports: 9_999 });
    expect(reads.filter((r) => r.startsWith("people_workers"))).toEqual(["people_workers.find"]);
  });

  it("is for admins and managers, and keeps each company's chart to itself", async () => {
    const requester = await tenant.loginAs("requester");
    expect(
      (await app.inject({ method: "GET", url: companyUrl(tenant, "/org-chart"), headers: { token: requester.token } }))
        .statusCode,
    ).toBe(403);
    const other = await createTestTenant(app);
    const theirs = await createWorker(app, other);
    const cross = await app.inject({
      method: "GET",
      url: companyUrl(tenant, `/org-chart?rootWorkerId=${theirs.id}`),
      headers: { token: tenant.admin.token },
    });
    expect(cross.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: "GET",
          url: companyUrl(other, "/org-chart"),
          headers: { token: tenant.admin.token },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("org-chart report", () => {
  let t: TestTenant;
  let sales: string;
  let boss: { id: string };

  beforeAll(async () => {
    t = await createTestTenant(app);
    await withoutCreatorProfile(app, t);
    sales = await structure(t, "departments", { name: "Sales" });
    boss = await createWorker(app, t, { name: "Boss", departmentId: sales });
    const mid = await createWorker(app, t, { name: "Mid", referenceWorkerId: boss.id, departmentId: sales });
    for (let i = 0; i < 5; i++)
      await createWorker(app, t, {
        name: `Seller ${i}`,
        departmentId: sales,
        referenceWorkerId: i < 3 ? boss.id : mid.id,
      });
    for (let i = 0; i < 3; i++) await createWorker(app, t, { name: `Ops ${i}` });
  });

  it("returns the rows of a filter that leaves 6 workers or more", async () => {
    const revisor = await t.loginAs("revisor");
    const response = await post(t, "/report", { departmentId: sales }, revisor.token);
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<Report>();
    expect(report.total).toBe(7);
    expect(report.rows[0]).toMatchObject({
      name: "Boss",
      department: "Sales",
      status: "active",
      depth: 0,
      directReports: 4,
      totalReports: 6,
    });
    expect(report.rows.find((r) => r.name === "Seller 4")).toMatchObject({ supervisor: "Mid", depth: 2 });

    const team = await post(t, "/report", { supervisorId: boss.id, includeIndirect: true });
    expect(team.json<Report>().total).toBe(6);
    expect((await post(t, "/report", {})).json<Report>().total).toBe(10);
  });

  it("refuses a filter that leaves fewer than 6 workers, in the caller's language", async () => {
    const direct = await post(t, "/report", { supervisorId: boss.id });
    expect(direct.statusCode).toBe(400);
    expect(direct.json()).toMatchObject({
      code: "REPORT_MIN_WORKERS",
      message: "Minimum 6 workers for filtered reports.",
    });
    const terminated = await post(t, "/report", { status: "terminated" }, t.admin.token, "es");
    expect(terminated.statusCode).toBe(400);
    const es = await createTestTenant(app, { locale: "es" });
    const small = await post(es, "/report/excel", {});
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ message: "Mínimo de 6 colaboradores para informes filtrados." });
    const bad = await post(t, "/report", { status: "fired" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_SELECTION", message: "You must make a selection!" });
  });

  it("exports the same rows as an Excel workbook with titles in the caller's language", async () => {
    const br = await createTestTenant(app, { locale: "pt-BR" });
    await withoutCreatorProfile(app, br);
    for (let i = 0; i < 6; i++) await createWorker(app, br, { name: `Pessoa ${i}` });
    const response = await post(br, "/report/excel", {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers["content-disposition"]).toContain("org-chart-report.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Organograma")!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Nome");
    expect(sheet.rowCount).toBe(7);
    expect(sheet.getRow(2).getCell(1).value).toBe("Pessoa 0");
    expect(sheet.getRow(2).getCell(8).value).toBe("Ativo");
  });

  it("is for admins and managers, and 404 across tenants", async () => {
    const requester = await t.loginAs("requester");
    expect((await post(t, "/report", {}, requester.token)).statusCode).toBe(403);
    expect((await post(t, "/report/excel", {}, requester.token)).statusCode).toBe(403);
    const cross = await app.inject({
      method: "POST",
      url: companyUrl(t, "/report"),
      headers: { token: tenant.admin.token },
      payload: {},
    });
    expect(cross.statusCode).toBe(404);
    // another company's supervisor id is nobody here: an empty team, refused as too small
    const other = await createTestTenant(app);
    const theirs = await createWorker(app, other);
    expect((await post(t, "/report", { supervisorId: theirs.id })).json().code).toBe("REPORT_MIN_WORKERS");
  });
});
