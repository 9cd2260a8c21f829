import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../../core/errors/app-error.js";
import { createTestTenant, type TestTenant, useTestDatabase } from "../../../core/testing/kit.js";
import { matchesMask } from "../contract/custom-fields.js";
import { checkValues, normalizeDefinitions } from "../server/custom-fields/custom-fields.service.js";
import { multipartBody } from "../../../core/files/test/images.js";
import { buildPeopleApp, companyUrl, createWorker } from "./helpers.js";

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return `${err.code}${err.field ? ` ${err.field}` : ""}`;
    throw err;
  }
  return undefined;
}

describe("field rules (unit)", () => {
  it("matches masks token by token", () => {
    expect(matchesMask("01001 - 000", "##### - ###")).toBe(true);
    expect(matchesMask("01001-000", "##### - ###")).toBe(false);
    expect(matchesMask("(11) 98765-4321", "(##) #####-####")).toBe(true);
    expect(matchesMask("AB-12", "SS-##")).toBe(true);
    expect(matchesMask("A1-12", "SS-##")).toBe(false);
    expect(matchesMask("#1", "\\##")).toBe(true);
    expect(matchesMask("123", "##")).toBe(false);
  });

  it("tidies definitions: ids from labels, unique labels, options for selects, masks for text only", () => {
    const fields = normalizeDefinitions([
      { type: "text", label: " Shirt size ", mask: "SS" },
      { type: "select", label: "Team", options: [" Red ", "Blue", "Red", ""] },
      { type: "date", label: "Visa expiry", mask: "##" },
      { id: "kept", type: "file", label: "Certificate", required: true },
    ]);
    expect(fields).toEqual([
      { id: "shirt-size", type: "text", label: "Shirt size", required: false, mask: "SS" },
      { id: "team", type: "select", label: "Team", required: false, options: ["Red", "Blue"] },
      { id: "visa-expiry", type: "date", label: "Visa expiry", required: false },
      { id: "kept", type: "file", label: "Certificate", required: true },
    ]);
    expect(codeOf(() => normalizeDefinitions([{ type: "select", label: "Team", options: [" "] }]))).toBe(
      "PEOPLE_FIELD_OPTIONS_REQUIRED fields.0.options",
    );
    expect(
      codeOf(() =>
        normalizeDefinitions([
          { type: "text", label: "Área" },
          { type: "text", label: "area" },
        ]),
      ),
    ).toBe("PEOPLE_FIELD_DUPLICATE fields.1.label");
    const twins = normalizeDefinitions([
      { type: "text", label: "A b" },
      { type: "text", label: "A-b" },
    ]);
    expect(twins.map((f) => f.id)).toEqual(["a-b", "a-b-2"]);
  });

  it("checks values against the definitions and the country's date format", () => {
    const defs = normalizeDefinitions([
      { type: "text", label: "Badge", required: true, mask: "###-SS" },
      { type: "select", label: "Team", required: true, options: ["Red", "Blue"] },
      { type: "date", label: "Visa" },
      { type: "file", label: "Scan", required: true },
    ]);
    const base = { current: {}, countryId: "br", prefix: "extraFields" };
    expect(checkValues(defs, { ...base, patch: { badge: "123-AB", team: "Red", visa: "31/12/2031" } })).toEqual({
      badge: "123-AB",
      team: "Red",
      visa: "2031-12-31",
    });
    expect(codeOf(() => checkValues(defs, { ...base, patch: { team: "Red" } }))).toBe(
      "VALIDATION_REQUIRED extraFields.badge",
    );
    expect(codeOf(() => checkValues(defs, { ...base, patch: { badge: "123-AB" } }))).toBe(
      "VALIDATION_SELECTION extraFields.team",
    );
    expect(codeOf(() => checkValues(defs, { ...base, patch: { badge: "12-AB", team: "Red" } }))).toBe(
      "PEOPLE_FIELD_MASK extraFields.badge",
    );
    expect(codeOf(() => checkValues(defs, { ...base, patch: { badge: "123-AB", team: "Green" } }))).toBe(
      "VALIDATION_SELECTION extraFields.team",
    );
    expect(
      codeOf(() => checkValues(defs, { ...base, patch: { badge: "123-AB", team: "Red", visa: "31/02/2031" } })),
    ).toBe("VALIDATION_DATE extraFields.visa");
    expect(codeOf(() => checkValues(defs, { ...base, patch: { nope: "x" } }))).toBe(
      "PEOPLE_FIELD_UNKNOWN extraFields.nope",
    );
    expect(codeOf(() => checkValues(defs, { ...base, patch: { scan: "x" } }))).toBe(
      "VALIDATION_INVALID extraFields.scan",
    );
    // us types dates year first; ISO is always understood
    expect(
      checkValues(defs, { ...base, countryId: "us", patch: { badge: "123-AB", team: "Blue", visa: "2031-01-05" } })
        .visa,
    ).toBe("2031-01-05");
    expect(
      codeOf(() =>
        checkValues(defs, { ...base, countryId: "us", patch: { badge: "123-AB", team: "Blue", visa: "05/01/2031" } }),
      ),
    ).toBe("VALIDATION_DATE extraFields.visa");
    // a patch keeps what it does not name, clears what it nulls, and drops values of removed fields
    expect(
      checkValues(defs, {
        ...base,
        current: { badge: "123-AB", team: "Red", visa: "2031-12-31", gone: "old" },
        patch: { visa: null },
      }),
    ).toEqual({ badge: "123-AB", team: "Red" });
  });
});

useTestDatabase("people_custom_fields");

let app: FastifyInstance;
let tenant: TestTenant;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildPeopleApp());
  tenant = await createTestTenant(app);
});
afterAll(async () => close());

const put = (t: TestTenant, path: string, fields: unknown[], token = t.admin.token) =>
  app.inject({ method: "PUT", url: companyUrl(t, path), headers: { token }, payload: { fields } });

describe("company custom fields and worker extra fields", () => {
  it("lets the admin define worker extra fields, which worker create and PATCH are checked against", async () => {
    const t = await createTestTenant(app);
    const defined = await put(t, "/company/worker-extra-fields", [
      { type: "text", label: "Badge", required: true, mask: "###-SS" },
      { type: "select", label: "Shirt size", options: ["S", "M", "L"] },
      { type: "date", label: "Visa expiry" },
    ]);
    expect(defined.statusCode, defined.body).toBe(200);
    expect(defined.json().fields.map((f: { id: string }) => f.id)).toEqual(["badge", "shirt-size", "visa-expiry"]);
    const company = await app.inject({
      method: "GET",
      url: companyUrl(t, "/company"),
      headers: { token: (await t.loginAs("requester")).token },
    });
    expect(company.json().workerExtraFields).toEqual(defined.json().fields);

    const create = (extraFields: Record<string, unknown> | undefined) =>
      app.inject({
        method: "POST",
        url: companyUrl(t, "/workers"),
        headers: { token: t.admin.token },
        payload: { name: "Ext", email: `ext.${Math.random().toString(36).slice(2)}@example.com`, extraFields },
      });
    const missing = await create(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "VALIDATION_REQUIRED",
      field: "extraFields.badge",
      message: "Please type something.",
    });
    const wrongSize = await create({ badge: "123-AB", "shirt-size": "XXL" });
    expect(wrongSize.json()).toMatchObject({ code: "VALIDATION_SELECTION", message: "You must make a selection!" });
    const wrongDate = await create({ badge: "123-AB", "visa-expiry": "2031-13-01" });
    expect(wrongDate.json()).toMatchObject({ code: "VALIDATION_DATE", message: "Wrong date" });
    const wrongMask = await create({ badge: "ABC-12" });
    expect(wrongMask.json()).toMatchObject({
      code: "PEOPLE_FIELD_MASK",
      message: "The value does not match the format ###-SS.",
    });

    const ok = await create({ badge: "123-AB", "shirt-size": "M", "visa-expiry": "15/08/2032" });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().extraFields).toEqual({ badge: "123-AB", "shirt-size": "M", "visa-expiry": "2032-08-15" });

    const id = ok.json().id as string;
    const patch = (extraFields: Record<string, unknown>) =>
      app.inject({
        method: "PATCH",
        url: companyUrl(t, `/workers/${id}`),
        headers: { token: t.admin.token },
        payload: { extraFields },
      });
    const changed = await patch({ "shirt-size": "L", "visa-expiry": null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().extraFields).toEqual({ badge: "123-AB", "shirt-size": "L" });
    const cleared = await patch({ badge: null });
    expect(cleared.json()).toMatchObject({ code: "VALIDATION_REQUIRED", field: "extraFields.badge" });
    // a PATCH that does not touch extra fields is not held up by them
    const other = await app.inject({
      method: "PATCH",
      url: companyUrl(t, `/workers/${id}`),
      headers: { token: t.admin.token },
      payload: { nickname: "E" },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json().extraFields).toEqual({ badge: "123-AB", "shirt-size": "L" });
  });

  it("answers the field messages in Portuguese and Spanish", async () => {
    for (const [locale, required, selection] of [
      ["pt-BR", "Por favor, digite algo.", "Você deve fazer uma seleção!"],
      ["es", "Por favor, escribe algo.", "¡Debes hacer una selección!"],
    ] as const) {
      const t = await createTestTenant(app, { locale });
      await put(t, "/company/worker-extra-fields", [
        { type: "text", label: "Crachá", required: true },
        { type: "select", label: "Time", options: ["A"] },
      ]);
      const missing = await app.inject({
        method: "POST",
        url: companyUrl(t, "/workers"),
        headers: { token: t.admin.token },
        payload: { name: "X", email: `x.${locale}@example.com`, extraFields: { time: "A" } },
      });
      expect(missing.json()).toMatchObject({ message: required, field: "extraFields.cracha" });
      const wrong = await app.inject({
        method: "POST",
        url: companyUrl(t, "/workers"),
        headers: { token: t.admin.token },
        payload: { name: "X", email: `y.${locale}@example.com`, extraFields: { cracha: "1", time: "B" } },
      });
      expect(wrong.json()).toMatchObject({ message: selection });
      const options = await put(t, "/company/custom-fields", [{ type: "select", label: "Porte", options: [] }]);
      expect(options.statusCode).toBe(400);
    }
  });

  it("keeps the company's own custom field values on the company", async () => {
    const t = await createTestTenant(app);
    await put(t, "/company/custom-fields", [
      { type: "text", label: "State registration", required: true, mask: "###.###.###" },
      { type: "date", label: "License renewal" },
    ]);
    const patch = (customFieldValues: Record<string, unknown>) =>
      app.inject({
        method: "PATCH",
        url: companyUrl(t, "/company"),
        headers: { token: t.admin.token },
        payload: { customFieldValues },
      });
    const bad = await patch({ "state-registration": "12345" });
    expect(bad.json()).toMatchObject({ code: "PEOPLE_FIELD_MASK", field: "customFieldValues.state-registration" });
    const ok = await patch({ "state-registration": "123.456.789", "license-renewal": "01/03/2031" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().customFieldValues).toEqual({
      "state-registration": "123.456.789",
      "license-renewal": "2031-03-01",
    });
    expect(ok.json().customFields).toHaveLength(2);
  });

  it("lets only admins define fields, and keeps each company's to itself", async () => {
    for (const level of ["revisor", "requester"] as const) {
      const person = await tenant.loginAs(level);
      expect((await put(tenant, "/company/worker-extra-fields", [], person.token)).statusCode).toBe(403);
      expect((await put(tenant, "/company/custom-fields", [], person.token)).statusCode).toBe(403);
    }
    const other = await createTestTenant(app);
    await put(other, "/company/worker-extra-fields", [{ type: "text", label: "Secret", required: true }]);
    const cross = await app.inject({
      method: "PUT",
      url: companyUrl(other, "/company/worker-extra-fields"),
      headers: { token: tenant.admin.token },
      payload: { fields: [] },
    });
    expect(cross.statusCode).toBe(404);
    expect(
      (
        await app.inject({ method: "GET", url: companyUrl(other, "/company"), headers: { token: other.admin.token } })
      ).json().workerExtraFields,
    ).toHaveLength(1);
    // the other company's required field does not apply here
    await createWorker(app, tenant, { name: "Free" });
    const bad = await put(tenant, "/company/worker-extra-fields", [{ type: "color", label: "X" }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("VALIDATION_SELECTION");
  });

  it("keeps the files of file fields: uploaded by managers or by the person, downloaded as attachments", async () => {
    const t = await createTestTenant(app);
    await put(t, "/company/worker-extra-fields", [
      { type: "file", label: "Diploma", required: true },
      { type: "text", label: "Badge" },
    ]);
    const requester = await t.loginAs("requester");
    const worker = await createWorker(app, t, { name: "Fia" });
    const own = await createWorker(app, t, { name: "Rui", email: requester.email });
    const send = async (path: string, token: string, body: Buffer, filename = "diploma.pdf") => {
      const { payload, headers } = await multipartBody([{ name: "file", filename, type: "application/pdf", body }]);
      return app.inject({ method: "POST", url: companyUrl(t, path), payload, headers: { ...headers, token } });
    };
    const pdf = Buffer.from("%PDF-1.4 a diploma");

    const stored = await send(`/workers/${worker.id}/extra-fields/diploma/file`, t.admin.token, pdf);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toMatchObject({ name: "diploma.pdf", size: pdf.length });
    const profile = await app.inject({
      method: "GET",
      url: companyUrl(t, `/workers/${worker.id}`),
      headers: { token: t.admin.token },
    });
    expect(profile.json().extraFields).toEqual({ diploma: stored.json() });
    const download = await app.inject({
      method: "GET",
      url: companyUrl(t, `/workers/${worker.id}/extra-fields/diploma/file`),
      headers: { token: t.admin.token },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain("attachment");
    expect(download.body).toBe(pdf.toString());
    // a PATCH of other extra fields keeps the file
    const patched = await app.inject({
      method: "PATCH",
      url: companyUrl(t, `/workers/${worker.id}`),
      headers: { token: t.admin.token },
      payload: { extraFields: { badge: "B-1" } },
    });
    expect(patched.json().extraFields).toEqual({ diploma: stored.json(), badge: "B-1" });

    // the person's own profile; not someone else's
    const mine = await send("/workers/me/extra-fields/diploma/file", requester.token, pdf, "mine.pdf");
    expect(mine.statusCode, mine.body).toBe(200);
    expect(
      (
        await app.inject({ method: "GET", url: companyUrl(t, `/workers/${own.id}`), headers: { token: t.admin.token } })
      ).json().extraFields.diploma.name,
    ).toBe("mine.pdf");
    expect((await send(`/workers/${worker.id}/extra-fields/diploma/file`, requester.token, pdf)).statusCode).toBe(403);

    const unknown = await send(`/workers/${worker.id}/extra-fields/passport/file`, t.admin.token, pdf);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "PEOPLE_FIELD_UNKNOWN", message: "This field does not exist." });
    expect((await send(`/workers/${worker.id}/extra-fields/badge/file`, t.admin.token, pdf)).json().code).toBe(
      "PEOPLE_FIELD_UNKNOWN",
    );
    const big = await send(
      `/workers/${worker.id}/extra-fields/diploma/file`,
      t.admin.token,
      Buffer.alloc(3 * 1024 * 1024),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: "Maximum file size is 2mb." });

    const other = await createTestTenant(app);
    const cross = await send(`/workers/${worker.id}/extra-fields/diploma/file`, other.admin.token, pdf);
    expect(cross.statusCode).toBe(404);

    const removed = await app.inject({
      method: "DELETE",
      url: companyUrl(t, `/workers/${worker.id}/extra-fields/diploma/file`),
      headers: { token: t.admin.token },
    });
    expect(removed.statusCode).toBe(204);
    expect(await app.files.storage.exists(stored.json().path)).toBe(false);
    const gone = await app.inject({
      method: "GET",
      url: companyUrl(t, `/workers/${worker.id}/extra-fields/diploma/file`),
      headers: { token: t.admin.token },
    });
    expect(gone.statusCode).toBe(404);
  });
});
