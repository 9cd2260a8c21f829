import type { FastifyInstance } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import {
  buildTestApp,
  createTestTenant,
  TestClock,
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

/** A response body as the tests read it. */
interface Body {
  id: string;
  total: number;
  items: Array<{ name: string }>;
  [field: string]: unknown;
}

type Method = "GET" | "POST" | "PATCH" | "DELETE";
async function call(
  tenant: TestTenant,
  method: Method,
  path: string,
  options: { token?: string; payload?: unknown } = {},
) {
  const response = await app.inject({
    method,
    url: `/api/companies/${tenant.companyId}${path}`,
    headers: { token: options.token ?? tenant.admin.token },
    ...(options.payload !== undefined ? { payload: options.payload as object } : {}),
  });
  return { status: response.statusCode, body: response.body ? response.json<Body>() : ({} as Body) };
}

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
    const created = await call(a, "POST", "/departments", {
      payload: { name: "  Vendas ", description: "Time comercial" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Vendas", description: "Time comercial" });
    const id = created.body.id as string;
    await call(a, "POST", "/departments", { payload: { name: "Engenharia" } });
    await call(a, "POST", "/departments", {
      payload: { name: "Atendimento", managerWorkerId: "0123456789abcdef01234567" },
    });

    const all = await call(a, "GET", "/departments");
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((d: { name: string }) => d.name)).toEqual(["Atendimento", "Engenharia", "Vendas"]);

    const page = await call(a, "GET", "/departments?limit=1&skip=1");
    expect(page.body).toMatchObject({ total: 3, items: [{ name: "Engenharia" }] });

    const search = await call(a, "GET", "/departments?q=ENGEN");
    expect(search.body).toMatchObject({ total: 1, items: [{ name: "Engenharia" }] });
    const regexChars = await call(a, "GET", "/departments?q=.*");
    expect(regexChars.body.total).toBe(0);

    expect((await call(a, "GET", `/departments/${id}`)).body).toMatchObject({ id, name: "Vendas" });

    const patched = await call(a, "PATCH", `/departments/${id}`, { payload: { name: "Vendas BR", description: null } });
    expect(patched.status).toBe(200);
    expect(patched.body.name).toBe("Vendas BR");
    expect(patched.body.description).toBeUndefined();

    expect((await call(a, "DELETE", `/departments/${id}`)).status).toBe(204);
    expect((await call(a, "GET", `/departments/${id}`)).status).toBe(404);
    expect((await call(a, "PATCH", `/departments/${id}`, { payload: { name: "X" } })).status).toBe(404);
    expect((await call(a, "DELETE", `/departments/${id}`)).status).toBe(404);
    const after = await call(a, "GET", "/departments?q=Vendas");
    expect(after.body).toEqual({ items: [], total: 0 });
  });

  it("refuses a name another live department has, in the caller's language, and frees it on removal", async () => {
    const first = await call(a, "POST", "/departments", { payload: { name: "Financeiro" } });
    const dup = await call(a, "POST", "/departments", { payload: { name: "Financeiro" } });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: "PEOPLE_NAME_TAKEN", message: "Este nome já está em uso." });

    const other = await call(a, "POST", "/departments", { payload: { name: "Jurídico" } });
    const rename = await call(a, "PATCH", `/departments/${other.body.id}`, { payload: { name: "Financeiro" } });
    expect(rename.status).toBe(409);
    // keeping its own name is not a clash
    expect((await call(a, "PATCH", `/departments/${first.body.id}`, { payload: { name: "Financeiro" } })).status).toBe(
      200,
    );

    // another company may use the same name
    expect((await call(b, "POST", "/departments", { payload: { name: "Financeiro" } })).status).toBe(201);

    await call(a, "DELETE", `/departments/${first.body.id}`);
    expect((await call(a, "POST", "/departments", { payload: { name: "Financeiro" } })).status).toBe(201);
  });
});

describe("offices, roles and general roles", () => {
  it("offices keep their address", async () => {
    const address = { zipcode: "01310-100", street: "Av. Paulista", number: "1000", city: "São Paulo", state: "SP" };
    const created = await call(a, "POST", "/offices", { payload: { name: "Sede", address } });
    expect(created.status).toBe(201);
    expect(created.body.address).toEqual(address);
    const patched = await call(a, "PATCH", `/offices/${created.body.id}`, {
      payload: { address: { city: "Campinas" } },
    });
    expect(patched.body.address).toEqual({ city: "Campinas" });
    const cleared = await call(a, "PATCH", `/offices/${created.body.id}`, { payload: { address: null } });
    expect(cleared.body.address).toBeUndefined();
    expect((await call(a, "GET", "/offices")).body).toMatchObject({ total: 1, items: [{ name: "Sede" }] });
  });

  it("roles carry their level access", async () => {
    const created = await call(a, "POST", "/roles", { payload: { name: "Gerente", levelAccess: "revisor" } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Gerente", levelAccess: "revisor" });
    const patched = await call(a, "PATCH", `/roles/${created.body.id}`, { payload: { levelAccess: "admin" } });
    expect(patched.body.levelAccess).toBe("admin");
    expect((await call(a, "POST", "/roles", { payload: { name: "Gerente", levelAccess: "requester" } })).status).toBe(
      409,
    );
  });

  it("general roles are edited by admins and managers", async () => {
    const revisor = await a.loginAs("revisor");
    const created = await call(a, "POST", "/general-roles", {
      token: revisor.token,
      payload: { name: "Analista", description: "Analista de dados" },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: "Analista", description: "Analista de dados" });
    const list = await call(a, "GET", "/general-roles?q=anal", { token: revisor.token });
    expect(list.body).toMatchObject({ total: 1, items: [{ name: "Analista" }] });
    expect((await call(a, "DELETE", `/general-roles/${created.body.id}`, { token: revisor.token })).status).toBe(204);
    expect((await call(a, "GET", "/general-roles")).body.total).toBe(0);
  });
});

describe("access", () => {
  it("an employee reads the structure but cannot change it", async () => {
    const requester = await a.loginAs("requester");
    const dept = await call(a, "POST", "/departments", { payload: { name: "Compras" } });
    expect((await call(a, "GET", "/departments", { token: requester.token })).status).toBe(200);
    expect((await call(a, "GET", `/departments/${dept.body.id}`, { token: requester.token })).status).toBe(200);
    expect((await call(a, "GET", "/company", { token: requester.token })).status).toBe(200);
    for (const [method, path, payload] of [
      ["POST", "/departments", { name: "Nope" }],
      ["PATCH", `/departments/${dept.body.id}`, { name: "Nope" }],
      ["DELETE", `/departments/${dept.body.id}`, undefined],
      ["POST", "/offices", { name: "Nope" }],
      ["POST", "/roles", { name: "Nope", levelAccess: "admin" }],
      ["POST", "/general-roles", { name: "Nope" }],
      ["PATCH", "/company", { name: "Nope" }],
    ] as const) {
      const response = await call(a, method, path, { token: requester.token, payload });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect((await call(a, "GET", `/departments/${dept.body.id}`)).body.name).toBe("Compras");
  });

  it("another company's records answer 404 and stay untouched", async () => {
    const theirs = await call(b, "POST", "/roles", { payload: { name: "Diretor", levelAccess: "admin" } });
    const id = theirs.body.id as string;
    expect((await call(a, "GET", `/roles/${id}`)).status).toBe(404);
    expect((await call(a, "PATCH", `/roles/${id}`, { payload: { name: "Hacked" } })).status).toBe(404);
    expect((await call(a, "DELETE", `/roles/${id}`)).status).toBe(404);
    expect((await call(a, "GET", "/roles?q=Diretor")).body.total).toBe(0);
    // their path with our session
    const crossed = await app.inject({
      method: "GET",
      url: `/api/companies/${b.companyId}/roles/${id}`,
      headers: { token: a.admin.token },
    });
    expect(crossed.statusCode).toBe(404);
    expect((await call(b, "GET", `/roles/${id}`)).body).toMatchObject({ id, name: "Diretor", levelAccess: "admin" });
    expect((await call(a, "GET", "/roles/not-an-id")).status).toBe(404);
  });

  it("bad input answers 400 with the catalogue message in the caller's language", async () => {
    const badLevel = await call(b, "POST", "/roles", { payload: { name: "Jefe", levelAccess: "boss" } });
    expect(badLevel.status).toBe(400);
    expect(badLevel.body).toMatchObject({ code: "VALIDATION_SELECTION", message: "¡Debes hacer una selección!" });
    const noName = await call(b, "POST", "/departments", { payload: {} });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ code: "VALIDATION_REQUIRED", message: "Por favor, escribe algo." });
    const lunch = await call(b, "PATCH", "/company", { payload: { lunchTime: 500 } });
    expect(lunch.status).toBe(400);
    expect(lunch.body).toMatchObject({ code: "VALIDATION_MAX_VALUE", message: "El valor máximo es 180" });
  });
});

describe("the caller's company", () => {
  it("reads and edits it, checking the CNPJ for br", async () => {
    const before = await call(a, "GET", "/company");
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ id: a.companyId, name: "Alfa Ltda", countryId: "br", settings: {} });

    const bad = await call(a, "PATCH", "/company", { payload: { identityCard: "11.222.333/0001-00" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "VALIDATION_CNPJ", message: "cnpj inválido", field: "identityCard" });

    const ok = await call(a, "PATCH", "/company", {
      payload: {
        name: "Alfa Tecnologia",
        identityCard: "11.222.333/0001-81",
        foundationDate: "2010-05-20",
        lunchTime: 60,
        settings: { theme: { primary: "#123456" }, weekStartsOn: 0 },
      },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
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
    });
    expect((await call(a, "GET", "/company")).body).toEqual(ok.body);
    // the other company is not touched
    expect((await call(b, "GET", "/company")).body).toMatchObject({ name: "Beta SA", settings: {} });
    expect((await call(b, "GET", "/company")).body.identityCard).toBeUndefined();
  });

  it("sets the company's time zone (gmt), refuses unknown zones, and goes back to the country's", async () => {
    const set = await call(a, "PATCH", "/company", { payload: { gmt: "America/Manaus" } });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ gmt: "America/Manaus", timeZone: "America/Manaus" });
    const bad = await call(a, "PATCH", "/company", { payload: { gmt: "Mars/Olympus" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: "VALIDATION_INVALID", field: "gmt" });
    expect((await call(a, "GET", "/company")).body.gmt).toBe("America/Manaus");
    const cleared = await call(a, "PATCH", "/company", { payload: { gmt: null } });
    expect(cleared.body.gmt).toBeUndefined();
    expect(cleared.body.timeZone).toBe("America/Sao_Paulo");
  });

  it("accepts any identity card outside br, and judges it again when the country becomes br", async () => {
    const us = await call(b, "PATCH", "/company", { payload: { countryId: "us", identityCard: "12-3456789" } });
    expect(us.status).toBe(200);
    expect(us.body).toMatchObject({ countryId: "us", identityCard: "12-3456789" });
    const toBr = await call(b, "PATCH", "/company", { payload: { countryId: "br" } });
    expect(toBr.status).toBe(400);
    expect(toBr.body.code).toBe("VALIDATION_CNPJ");
    expect((await call(b, "GET", "/company")).body.countryId).toBe("us");
  });

  it("refuses a foundation date in the future, a wrong date and unsafe settings", async () => {
    const future = await call(a, "PATCH", "/company", { payload: { foundationDate: "2031-01-01" } });
    expect(future.status).toBe(400);
    expect(future.body.code).toBe("VALIDATION_DATE");
    expect((await call(a, "PATCH", "/company", { payload: { foundationDate: "2020-02-30" } })).status).toBe(400);
    expect((await call(a, "PATCH", "/company", { payload: { settings: { $where: "1" } } })).status).toBe(400);
    const huge = await call(a, "PATCH", "/company", { payload: { settings: { blob: "x".repeat(20_000) } } });
    expect(huge.status).toBe(400);
    expect(huge.body.code).toBe("VALIDATION_MAX_LENGTH");
    const revisor = await a.loginAs("revisor");
    const byManager = await call(a, "PATCH", "/company", { token: revisor.token, payload: { lunchTime: null } });
    expect(byManager.status).toBe(200);
    expect(byManager.body.lunchTime).toBeUndefined();
  });
});
