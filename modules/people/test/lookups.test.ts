import type { FastifyInstance } from "fastify";
import nock from "nock";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestTenant, type TestTenant, useTestDatabase } from "../../../core/testing/kit.js";
import { COURSES, ANOTHER_COURSE } from "../contract/courses.js";
import { DICTIONARIES, DICTIONARY_IDS, dictionaryLabel, findDictionaryValue } from "../contract/dictionaries.js";
import { lookupUrl, readAddress } from "../server/postal-codes/postal-codes.service.js";
import { buildPeopleApp, companyUrl, createWorker } from "./helpers.js";

useTestDatabase("people_lookups");

const CEP_HOST = "https://cep.example.test";
let app: FastifyInstance;
let tenant: TestTenant;
let close: () => Promise<void>;

beforeAll(async () => {
  nock.disableNetConnect();
  nock.enableNetConnect(/127\.0\.0\.1|localhost/);
  ({ app, close } = await buildPeopleApp({
    people: { postalCodeUrl: `${CEP_HOST}/ws/{zipcode}/json/`, postalCodeTimeoutMs: 300 },
  }));
  tenant = await createTestTenant(app);
});
afterEach(() => {
  expect(nock.pendingMocks()).toEqual([]);
  nock.cleanAll();
});
afterAll(async () => {
  await close();
  nock.enableNetConnect();
});

const lookup = (zipcode: string, options: { token?: string; t?: TestTenant; query?: string } = {}) =>
  app.inject({
    method: "GET",
    url: companyUrl(options.t ?? tenant, `/postal-codes/${encodeURIComponent(zipcode)}${options.query ?? ""}`),
    headers: { token: options.token ?? tenant.admin.token },
  });

const VIACEP = {
  cep: "01001-000",
  logradouro: "Praça da Sé",
  complemento: "lado ímpar",
  bairro: "Sé",
  localidade: "São Paulo",
  uf: "SP",
};

describe("postal-code lookup (spec §7)", () => {
  it("fills street, district, city and state for every level, whatever mask the zipcode was typed with", async () => {
    nock(CEP_HOST).get("/ws/01001000/json/").times(3).reply(200, VIACEP);
    const requester = await tenant.loginAs("requester");
    for (const typed of ["01001 - 000", "01001-000", "01001000"]) {
      const response = await lookup(typed, { token: requester.token });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        zipcode: "01001-000",
        street: "Praça da Sé",
        district: "Sé",
        city: "São Paulo",
        state: "SP",
      });
    }
  });

  it("reads the spec's answer shape too (status 200, address, district, city, state)", () => {
    expect(
      readAddress(
        { status: 200, code: "06233-030", address: "Rua A", district: "Centro", city: "Osasco", state: "SP" },
        "06233030",
      ),
    ).toEqual({ zipcode: "06233-030", street: "Rua A", district: "Centro", city: "Osasco", state: "SP" });
    expect(readAddress({ status: 404, message: "CEP não encontrado" }, "06233030")).toBeUndefined();
    expect(readAddress({ erro: "true" }, "06233030")).toBeUndefined();
    expect(lookupUrl("https://ws.apicep.com/cep/", "01001000")).toBe("https://ws.apicep.com/cep/01001000.json");
    expect(lookupUrl("https://viacep.com.br/ws/{zipcode}/json/", "01001000")).toBe(
      "https://viacep.com.br/ws/01001000/json/",
    );
  });

  it("refuses a malformed zipcode before calling anyone (en, pt-BR)", async () => {
    for (const typed of ["0100100", "01001-0000", "abcde-fgh", "1"]) {
      const response = await lookup(typed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "PEOPLE_ZIPCODE_INVALID", message: "Invalid zip code." });
    }
    const br = await createTestTenant(app, { locale: "pt-BR" });
    const response = await lookup("123", { t: br, token: br.admin.token });
    expect(response.json()).toMatchObject({ message: "CEP inválido." });
  });

  it("answers 'Search not done' when the service fails, is slow or does not know the zipcode, and only logs why", async () => {
    nock(CEP_HOST).get("/ws/99999999/json/").reply(200, { erro: true });
    nock(CEP_HOST).get("/ws/11111111/json/").reply(500, "boom");
    nock(CEP_HOST).get("/ws/22222222/json/").reply(200, "<html>not json</html>");
    nock(CEP_HOST).get("/ws/33333333/json/").replyWithError("connection reset");
    nock(CEP_HOST).get("/ws/44444444/json/").delay(2_000).reply(200, VIACEP);
    for (const zipcode of ["99999-999", "11111-111", "22222-222", "33333-333", "44444-444"]) {
      const response = await lookup(zipcode);
      expect(response.statusCode, zipcode).toBe(400);
      expect(response.json()).toMatchObject({
        code: "SEARCH_NOT_DONE",
        message: "Search not done, please check the data.",
      });
    }
    const es = await createTestTenant(app, { locale: "es" });
    nock(CEP_HOST).get("/ws/99999999/json/").reply(200, { erro: "true" });
    expect((await lookup("99999999", { t: es, token: es.admin.token })).json()).toMatchObject({
      message: "Búsqueda no realizada, revisa los datos.",
    });
  });

  it("is Brazil only", async () => {
    const other = await createTestTenant(app);
    await app.inject({
      method: "PATCH",
      url: companyUrl(other, "/company"),
      headers: { token: other.admin.token },
      payload: { countryId: "mx" },
    });
    const response = await lookup("01001000", { t: other, token: other.admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "SERVICE_NOT_AVAILABLE_COUNTRY",
      message: "Service not available to the country.",
    });
    // an address in another country, asked for explicitly
    expect((await lookup("01001000", { query: "?countryId=ar" })).json().code).toBe("SERVICE_NOT_AVAILABLE_COUNTRY");
    // and a Mexican company's Brazilian office
    nock(CEP_HOST).get("/ws/01001000/json/").reply(200, VIACEP);
    const office = await lookup("01001000", { t: other, token: other.admin.token, query: "?countryId=br" });
    expect(office.statusCode).toBe(200);
  });

  it("answers 404 on another tenant's company path", async () => {
    const other = await createTestTenant(app);
    expect((await lookup("01001000", { t: other })).statusCode).toBe(404);
  });
});

describe("dictionaries and training-area courses (spec §3)", () => {
  it("labels every value in the three languages and ends the courses with 'another course'", () => {
    for (const id of DICTIONARY_IDS)
      for (const entry of DICTIONARIES[id])
        for (const locale of ["en", "pt-BR", "es"] as const)
          expect(entry.label[locale], `${id}.${entry.value}`).toBeTruthy();
    expect(COURSES.at(-1)).toBe(ANOTHER_COURSE);
    expect(new Set(COURSES).size).toBe(COURSES.length);
    expect(dictionaryLabel("course", ANOTHER_COURSE, "pt-BR")).toBe("Outro curso");
    expect(dictionaryLabel("gender", "not-answer", "es")).toBe("Prefiero no responder");
    expect(findDictionaryValue("maritalStatus", "solteiro(a)")).toBe("Single");
    expect(findDictionaryValue("educationLevel", "ENSINO MEDIO")).toBe("middle");
    expect(findDictionaryValue("gender", "robot")).toBeUndefined();
  });

  it("serves them in the asked or the caller's language", async () => {
    const requester = await tenant.loginAs("requester");
    const es = await app.inject({
      method: "GET",
      url: companyUrl(tenant, "/dictionaries?locale=es"),
      headers: { token: requester.token },
    });
    expect(es.statusCode).toBe(200);
    expect(es.json().locale).toBe("es");
    expect(es.json().dictionaries.course.at(-1)).toEqual({ value: "another", label: "Otra carrera" });
    expect(Object.keys(es.json().dictionaries).sort()).toEqual([...DICTIONARY_IDS].sort());

    const br = await createTestTenant(app, { locale: "pt-BR" });
    const mine = await app.inject({
      method: "GET",
      url: companyUrl(br, "/dictionaries"),
      headers: { token: br.admin.token },
    });
    expect(mine.json().dictionaries.maritalStatus[0]).toEqual({ value: "Married", label: "Casado(a)" });
    const bad = await app.inject({
      method: "GET",
      url: companyUrl(br, "/dictionaries?locale=fr"),
      headers: { token: br.admin.token },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "VALIDATION_SELECTION", message: "Você deve fazer uma seleção!" });
  });

  it("keeps a worker's course, asking for the free text of 'another course'", async () => {
    const missing = await app.inject({
      method: "POST",
      url: companyUrl(tenant, "/workers"),
      headers: { token: tenant.admin.token },
      payload: { name: "Caio", email: "caio.course@example.com", course: "another" },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "VALIDATION_REQUIRED",
      field: "courseOther",
      message: "Please type something.",
    });

    const worker = await createWorker(app, tenant, { course: "another", courseOther: "  Oceanography " });
    expect(worker).toMatchObject({ course: "another", courseOther: "Oceanography" });
    const patch = (payload: Record<string, unknown>) =>
      app.inject({
        method: "PATCH",
        url: companyUrl(tenant, `/workers/${worker.id}`),
        headers: { token: tenant.admin.token },
        payload,
      });
    const blank = await patch({ courseOther: " " });
    expect(blank.json()).toMatchObject({ code: "VALIDATION_REQUIRED", field: "courseOther" });
    const law = await patch({ course: "law" });
    expect(law.statusCode).toBe(200);
    expect(law.json().course).toBe("law");
    expect(law.json().courseOther).toBeUndefined();
    const unknown = await patch({ course: "alchemy" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe("VALIDATION_SELECTION");
  });
});
