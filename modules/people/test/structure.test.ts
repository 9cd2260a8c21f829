import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createTestTenant,
  TestClock,
  tenantCaller,
  useTestDatabase,
  type TestTenant,
} from "../../../core/testing/kit.js";
import { countries, countryById } from "../../../tenants/countries.js";
import { peopleModule } from "../server/index.js";

useTestDatabase("people_structure");

let app: FastifyInstance;
let a: TestTenant;
let b: TestTenant;
const clock = new TestClock();

beforeAll(async () => {
  ({ app } = await buildTestApp({ modules: [peopleModule], clock }));
  a = await createTestTenant(app, { locale: "pt-BR", companyName: "Alfa Ltda" });
  b = await createTestTenant(app, { locale: "es", companyName: "Beta SA" });
});

/** Calls a route of company A or B as a person of it (the admin unless said). */
const callA = tenantCaller(() => ({ app, companyId: a.companyId }));
const callB = tenantCaller(() => ({ app, companyId: b.companyId }));

describe("countries", () => {
  it("has the eight countries with their prefixes and formats", () => {
    expect(countries.map((c) => c.id)).toEqual(["ar", "br", "cl", "co", "mx", "pe", "py", "us"]);
    expect(countryById("py")?.prefixPhone).toBe("595");
    expect(countryById("us")).toMatchObject({ prefixPhone: "1", dateFormat: "YYYY-MM-DD" });
    expect(countryById("br")).toMatchObject({
      prefixPhone: "55",
      dateFormat: "DD/MM/YYYY",
      zipcodeMask: "##### - ###",
    });
    expect(countryById("br")?.name["pt-BR"]).toBe("Brasil");
    expect(countryById("xx")).toBeUndefined();
  });
});

describe("departments", () => {
  it("creates, lists with search and paging by name, reads, updates and soft-removes", async () => {
    const created = await callA(a.admin, "POST", "/departments", { name: "  Vendas ", description: "Time comercial" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Vendas", description: "Time comercial" });
    const id = created.json().id as string;
    await callA(a.admin, "POST", "/departments", { name: "Engenharia" });
    await callA(a.admin, "POST", "/departments", { name: "Atendimento", managerWorkerId: "0123456789abcdef01234567" });

    const all = await callA(a.admin, "GET", "/departments");
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(3);
    expect(all.json().items.map((d: { name: string }) => d.name)).toEqual(["Atendimento", "Engenharia", "Vendas"]);

    const page = await callA(a.admin, "GET", "/departments?limit=1&skip=1");
    expect(page.json()).toMatchObject({ total: 3, items: [{ name: "Engenharia" }] });

    const search = await callA(a.admin, "GET", "/departments?q=ENGEN");
    expect(search.json()).toMatchObject({ total: 1, items: [{ name: "Engenharia" }] });
    const regexChars = await callA(a.admin, "GET", "/departments?q=.*");
    expect(regexChars.json().total).toBe(0);

    expect((await callA(a.admin, "GET", `/departments/${id}`)).json()).toMatchObject({ id, name: "Vendas" });

    const patched = await callA(a.admin, "PATCH", `/departments/${id}`, { name: "Vendas BR", description: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().name).toBe("Vendas BR");
    expect(patched.json().description).toBeUndefined();

    expect((await callA(a.admin, "DELETE", `/departments/${id}`)).statusCode).toBe(204);
    expect((await callA(a.admin, "GET", `/departments/${id}`)).statusCode).toBe(404);
    expect((await callA(a.admin, "PATCH", `/departments/${id}`, { name: "X" })).statusCode).toBe(404);
    expect((await callA(a.admin, "DELETE", `/departments/${id}`)).statusCode).toBe(404);
    const after = await callA(a.admin, "GET", "/departments?q=Vendas");
    expect(after.json()).toEqual({ items: [], total: 0 });
  });

  it("refuses a name another live department has, in the caller's language, and frees it on removal", async () => {
    const first = await callA(a.admin, "POST", "/departments", { name: "Financeiro" });
    const dup = await callA(a.admin, "POST", "/departments", { name: "Financeiro" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: "PEOPLE_NAME_TAKEN", message: "Este nome já está em uso." });

    const other = await callA(a.admin, "POST", "/departments", { name: "Jurídico" });
    const rename = await callA(a.admin, "PATCH", `/departments/${other.json().id}`, { name: "Financeiro" });
    expect(rename.statusCode).toBe(409);
    // keeping its own name is not a clash
    expect((await callA(a.admin, "PATCH", `/departments/${first.json().id}`, { name: "Financeiro" })).statusCode).toBe(
      200,
    );

    // another company may use the same name
    expect((await callB(b.admin, "POST", "/departments", { name: "Financeiro" })).statusCode).toBe(201);

    await callA(a.admin, "DELETE", `/departments/${first.json().id}`);
    expect((await callA(a.admin, "POST", "/departments", { name: "Financeiro" })).statusCode).toBe(201);
  });
});

describe("offices, roles and general roles", () => {
  it("offices keep their address", async () => {
    const address = { zipcode: "01310-100", street: "Av. Paulista", number: "1000", city: "São Paulo", state: "SP" };
    const created = await callA(a.admin, "POST", "/offices", { name: "Sede", address });
    expect(created.statusCode).toBe(201);
    expect(created.json().address).toEqual(address);
    const patched = await callA(a.admin, "PATCH", `/offices/${created.json().id}`, { address: { city: "Campinas" } });
    expect(patched.json().address).toEqual({ city: "Campinas" });
    const cleared = await callA(a.admin, "PATCH", `/offices/${created.json().id}`, { address: null });
    expect(cleared.json().address).toBeUndefined();
    expect((await callA(a.admin, "GET", "/offices")).json()).toMatchObject({ total: 1, items: [{ name: "Sede" }] });
  });

  it("roles carry their level access", async () => {
    const created = await callA(a.admin, "POST", "/roles", { name: "Gerente", levelAccess: "revisor" });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Gerente", levelAccess: "revisor" });
    const patched = await callA(a.admin, "PATCH", `/roles/${created.json().id}`, { levelAccess: "admin" });
    expect(patched.json().levelAccess).toBe("admin");
    expect((await callA(a.admin, "POST", "/roles", { name: "Gerente", levelAccess: "requester" })).statusCode).toBe(
      409,
    );
  });

  it("general roles are edited by admins and managers", async () => {
    const revisor = await a.loginAs("revisor");
    const created = await callA(revisor, "POST", "/general-roles", {
      name: "Analista",
      description: "Analista de dados",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: "Analista", description: "Analista de dados" });
    const list = await callA(revisor, "GET", "/general-roles?q=anal");
    expect(list.json()).toMatchObject({ total: 1, items: [{ name: "Analista" }] });
    expect((await callA(revisor, "DELETE", `/general-roles/${created.json().id}`)).statusCode).toBe(204);
    expect((await callA(a.admin, "GET", "/general-roles")).json().total).toBe(0);
  });
});

describe("access", () => {
  it("an employee reads the structure but cannot change it", async () => {
    const requester = await a.loginAs("requester");
    const dept = await callA(a.admin, "POST", "/departments", { name: "Compras" });
    expect((await callA(requester, "GET", "/departments")).statusCode).toBe(200);
    expect((await callA(requester, "GET", `/departments/${dept.json().id}`)).statusCode).toBe(200);
    expect((await callA(requester, "GET", "/company")).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ["POST", "/departments", { name: "Nope" }],
      ["PATCH", `/departments/${dept.json().id}`, { name: "Nope" }],
      ["DELETE", `/departments/${dept.json().id}`, undefined],
      ["POST", "/offices", { name: "Nope" }],
      ["POST", "/roles", { name: "Nope", levelAccess: "admin" }],
      ["POST", "/general-roles", { name: "Nope" }],
      ["PATCH", "/company", { name: "Nope" }],
    ] as const) {
      const response = await callA(requester, method, path, payload);
      expect(response.statusCode, `${method} ${path}`).toBe(403);
    }
    expect((await callA(a.admin, "GET", `/departments/${dept.json().id}`)).json().name).toBe("Compras");
  });

  it("another company's records answer 404 and stay untouched", async () => {
    const theirs = await callB(b.admin, "POST", "/roles", { name: "Diretor", levelAccess: "admin" });
    const id = theirs.json().id as string;
    expect((await callA(a.admin, "GET", `/roles/${id}`)).statusCode).toBe(404);
    expect((await callA(a.admin, "PATCH", `/roles/${id}`, { name: "Hacked" })).statusCode).toBe(404);
    expect((await callA(a.admin, "DELETE", `/roles/${id}`)).statusCode).toBe(404);
    expect((await callA(a.admin, "GET", "/roles?q=Diretor")).json().total).toBe(0);
    // their path with our session
    const crossed = await app.inject({
      method: "GET",
      url: `/api/companies/${b.companyId}/roles/${id}`,
      headers: { token: a.admin.token },
    });
    expect(crossed.statusCode).toBe(404);
    expect((await callB(b.admin, "GET", `/roles/${id}`)).json()).toMatchObject({
      id,
      name: "Diretor",
      levelAccess: "admin",
    });
    expect((await callA(a.admin, "GET", "/roles/not-an-id")).statusCode).toBe(404);
  });

  it("bad input answers 400 with the catalogue message in the caller's language", async () => {
    const badLevel = await callB(b.admin, "POST", "/roles", { name: "Jefe", levelAccess: "boss" });
    expect(badLevel.statusCode).toBe(400);
    expect(badLevel.json()).toMatchObject({ code: "VALIDATION_SELECTION", message: "¡Debes hacer una selección!" });
    const noName = await callB(b.admin, "POST", "/departments", {});
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Por favor, escribe algo." });
    const lunch = await callB(b.admin, "PATCH", "/company", { lunchTime: 500 });
    expect(lunch.statusCode).toBe(400);
    expect(lunch.json()).toMatchObject({ code: "VALIDATION_MAX_VALUE", message: "El valor máximo es 180" });
  });
});

describe("the caller's company", () => {
  it("reads and edits it, checking the CNPJ for br", async () => {
    const before = await callA(a.admin, "GET", "/company");
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ id: a.companyId, name: "Alfa Ltda", countryId: "br", settings: {} });

    const bad = await callA(a.admin, "PATCH", "/company", { identityCard: "11.222.333/0001-00" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_CNPJ", message: "cnpj inválido", field: "identityCard" });

    const ok = await callA(a.admin, "PATCH", "/company", {
      name: "Alfa Tecnologia",
      identityCard: "11.222.333/0001-81",
      foundationDate: "2010-05-20",
      lunchTime: 60,
      settings: { theme: { primary: "#123456" }, weekStartsOn: 0 },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      id: a.companyId,
      name: "Alfa Tecnologia",
      countryId: "br",
      identityCard: "11222333000181",
      foundationDate: "2010-05-20",
      lunchTime: 60,
      timeZone: "America/Sao_Paulo",
      settings: { theme: { primary: "#123456" }, weekStartsOn: 0 },
      customFields: [],
      workerExtraFields: [],
      customFieldValues: {},
      // the founder has hidden none of its worker fields (issue 18)
      disabledWorkerFields: [],
    });
    expect((await callA(a.admin, "GET", "/company")).json()).toEqual(ok.json());
    // the other company is not touched
    expect((await callB(b.admin, "GET", "/company")).json()).toMatchObject({ name: "Beta SA", settings: {} });
    expect((await callB(b.admin, "GET", "/company")).json().identityCard).toBeUndefined();
  });

  it("sets the company's time zone (gmt), refuses unknown zones, and goes back to the country's", async () => {
    const set = await callA(a.admin, "PATCH", "/company", { gmt: "America/Manaus" });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ gmt: "America/Manaus", timeZone: "America/Manaus" });
    const bad = await callA(a.admin, "PATCH", "/company", { gmt: "Mars/Olympus" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_INVALID", field: "gmt" });
    expect((await callA(a.admin, "GET", "/company")).json().gmt).toBe("America/Manaus");
    const cleared = await callA(a.admin, "PATCH", "/company", { gmt: null });
    expect(cleared.json().gmt).toBeUndefined();
    expect(cleared.json().timeZone).toBe("America/Sao_Paulo");
  });

  it("accepts any identity card outside br, and judges it again when the country becomes br", async () => {
    const us = await callB(b.admin, "PATCH", "/company", { countryId: "us", identityCard: "12-3456789" });
    expect(us.statusCode).toBe(200);
    expect(us.json()).toMatchObject({ countryId: "us", identityCard: "12-3456789" });
    const toBr = await callB(b.admin, "PATCH", "/company", { countryId: "br" });
    expect(toBr.statusCode).toBe(400);
    expect(toBr.json().code).toBe("VALIDATION_CNPJ");
    expect((await callB(b.admin, "GET", "/company")).json().countryId).toBe("us");
  });

  it("refuses a foundation date in the future, a wrong date and unsafe settings", async () => {
    const future = await callA(a.admin, "PATCH", "/company", { foundationDate: "2031-01-01" });
    expect(future.statusCode).toBe(400);
    expect(future.json().code).toBe("VALIDATION_DATE");
    expect((await callA(a.admin, "PATCH", "/company", { foundationDate: "2020-02-30" })).statusCode).toBe(400);
    expect((await callA(a.admin, "PATCH", "/company", { settings: { $where: "1" } })).statusCode).toBe(400);
    const huge = await callA(a.admin, "PATCH", "/company", { settings: { blob: "x".repeat(20_000) } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().code).toBe("VALIDATION_MAX_LENGTH");
    const revisor = await a.loginAs("revisor");
    const byManager = await callA(revisor, "PATCH", "/company", { lunchTime: null });
    expect(byManager.statusCode).toBe(200);
    expect(byManager.json().lunchTime).toBeUndefined();
  });
});
