import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeImage, multipartBody } from "../../../core/files/test/images.js";
import { createTestTenant, type TestTenant, useTestDatabase } from "../../../core/testing/kit.js";
import { buildPeopleApp, companyUrl, createWorker } from "./helpers.js";

useTestDatabase("people_images");

let app: FastifyInstance;
let tenant: TestTenant;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await buildPeopleApp());
  tenant = await createTestTenant(app);
});
afterAll(async () => close());

async function upload(url: string, token: string, file: { body: Uint8Array; filename?: string; type?: string }) {
  const { payload, headers } = await multipartBody([
    { name: "file", filename: file.filename ?? "me.png", type: file.type ?? "image/png", body: file.body },
  ]);
  return app.inject({ method: "POST", url, payload, headers: { ...headers, token } });
}

const get = (url: string, token: string) => app.inject({ method: "GET", url, headers: { token } });

describe("worker avatars", () => {
  it("stores the picture with its 50x50 and 200x200 versions and shows it to every level", async () => {
    const worker = await createWorker(app, tenant, { name: "Ana" });
    const png = await makeImage({ format: "png", width: 400, height: 300 });
    const response = await upload(companyUrl(tenant, `/workers/${worker.id}/avatar`), tenant.admin.token, {
      body: png,
      filename: "Ana.png",
    });
    expect(response.statusCode, response.body).toBe(200);
    const avatar = response.json<{ src: string; path: string; size: number; name: string }>();
    expect(avatar).toMatchObject({ name: "Ana.png", src: expect.stringContaining(`/workers/${worker.id}/avatar`) });
    expect(avatar.path).toMatch(new RegExp(`^companies/${tenant.companyId}/avatars/${worker.id}-[0-9a-f]+\\.png$`));
    expect(avatar.size).toBeGreaterThan(0);

    const profile = await get(companyUrl(tenant, `/workers/${worker.id}`), tenant.admin.token);
    expect(profile.json().avatar).toEqual(avatar);

    // any level of the company sees it, in the three sizes
    const requester = await tenant.loginAs("requester");
    const original = await get(avatar.src, requester.token);
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/png");
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 400, height: 300 });
    for (const [variant, size] of [
      ["50x50", 50],
      ["200x200", 200],
    ] as const) {
      const small = await get(companyUrl(tenant, `/workers/${worker.id}/avatar?variant=${variant}`), requester.token);
      expect(small.statusCode).toBe(200);
      expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: size, height: size });
    }

    // a new picture replaces the old one, whose files are removed
    const jpeg = await makeImage({ format: "jpeg" });
    const again = await upload(companyUrl(tenant, `/workers/${worker.id}/avatar`), tenant.admin.token, {
      body: jpeg,
      filename: "photo.png", // a JPEG whatever its name says
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().path).toMatch(/\.jpg$/);
    expect(await app.files.storage.exists(avatar.path)).toBe(false);
    expect(await app.files.storage.exists(again.json().path)).toBe(true);

    const removed = await app.inject({
      method: "DELETE",
      url: companyUrl(tenant, `/workers/${worker.id}/avatar`),
      headers: { token: tenant.admin.token },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(companyUrl(tenant, `/workers/${worker.id}/avatar`), tenant.admin.token)).statusCode).toBe(404);
    expect(await app.files.storage.exists(again.json().path)).toBe(false);
    expect((await get(companyUrl(tenant, `/workers/${worker.id}`), tenant.admin.token)).json().avatar).toBeUndefined();
  });

  it("refuses other formats, big files and a missing file with the catalogue messages (en, pt-BR, es)", async () => {
    const worker = await createWorker(app, tenant);
    const url = companyUrl(tenant, `/workers/${worker.id}/avatar`);
    const gif = await upload(url, tenant.admin.token, { body: await makeImage({ format: "gif" }), type: "image/gif" });
    expect(gif.statusCode).toBe(400);
    expect(gif.json()).toMatchObject({ code: "FILE_ONLY_PNG_JPG", message: "Only PNG or JPG!" });

    const text = await upload(url, tenant.admin.token, { body: Buffer.from("hello"), filename: "a.png" });
    expect(text.json()).toMatchObject({ code: "FILE_NOT_IMAGE", message: "Not image!" });

    const json = await app.inject({ method: "POST", url, headers: { token: tenant.admin.token }, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: "FILE_REQUIRED" });

    const br = await createTestTenant(app, { locale: "pt-BR" });
    const brWorker = await createWorker(app, br);
    const big = Buffer.concat([await makeImage({ format: "png" }), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(companyUrl(br, `/workers/${brWorker.id}/avatar`), br.admin.token, { body: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: "FILE_TOO_LARGE", message: "O tamanho máximo do arquivo é 2mb." });
    const gifBr = await upload(companyUrl(br, `/workers/${brWorker.id}/avatar`), br.admin.token, {
      body: await makeImage({ format: "webp" }),
    });
    expect(gifBr.json()).toMatchObject({ message: "Apenas PNG ou JPG!" });

    const es = await createTestTenant(app, { locale: "es" });
    const esWorker = await createWorker(app, es);
    const gifEs = await upload(companyUrl(es, `/workers/${esWorker.id}/avatar`), es.admin.token, {
      body: await makeImage({ format: "gif" }),
    });
    expect(gifEs.json()).toMatchObject({ message: "¡Solo PNG o JPG!" });
  });

  it("lets every person change their own picture, and only managers and admins change others'", async () => {
    const requester = await tenant.loginAs("requester");
    const colleague = await createWorker(app, tenant);
    const png = await makeImage({ format: "png" });

    // no worker profile yet: nothing to attach the picture to
    const none = await upload(companyUrl(tenant, "/workers/me/avatar"), requester.token, { body: png });
    expect(none.statusCode).toBe(404);

    const own = await createWorker(app, tenant, { email: requester.email, name: "Rita" });
    const mine = await upload(companyUrl(tenant, "/workers/me/avatar"), requester.token, { body: png });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().src).toContain(`/workers/${own.id}/avatar`);
    const seen = await get(companyUrl(tenant, `/workers/${own.id}`), tenant.admin.token);
    expect(seen.json().avatar.path).toBe(mine.json().path);

    const theirs = await upload(companyUrl(tenant, `/workers/${colleague.id}/avatar`), requester.token, { body: png });
    expect(theirs.statusCode).toBe(403);
    // issue 12: a manager changes the pictures of the people below them only
    const revisor = await tenant.loginAs("revisor");
    const outside = await upload(companyUrl(tenant, `/workers/${colleague.id}/avatar`), revisor.token, { body: png });
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe("PEOPLE_FIELD_FORBIDDEN");
    const lead = await createWorker(app, tenant, { email: revisor.email, name: "Lead" });
    const led = await app.inject({
      method: "PATCH",
      url: companyUrl(tenant, `/workers/${colleague.id}`),
      headers: { token: tenant.admin.token },
      payload: { referenceWorkerId: lead.id },
    });
    expect(led.statusCode, led.body).toBe(200);
    const byManager = await upload(companyUrl(tenant, `/workers/${colleague.id}/avatar`), revisor.token, { body: png });
    expect(byManager.statusCode).toBe(200);

    const removeMine = await app.inject({
      method: "DELETE",
      url: companyUrl(tenant, "/workers/me/avatar"),
      headers: { token: requester.token },
    });
    expect(removeMine.statusCode).toBe(204);
    expect((await get(companyUrl(tenant, `/workers/${own.id}`), tenant.admin.token)).json().avatar).toBeUndefined();
  });

  it("answers 404 for another tenant's workers and company, changing nothing", async () => {
    const other = await createTestTenant(app);
    const theirs = await createWorker(app, other);
    const png = await makeImage({ format: "png" });
    const set = await upload(companyUrl(other, `/workers/${theirs.id}/avatar`), other.admin.token, { body: png });
    expect(set.statusCode).toBe(200);

    const mine = tenant.admin.token;
    expect((await upload(companyUrl(tenant, `/workers/${theirs.id}/avatar`), mine, { body: png })).statusCode).toBe(
      404,
    );
    expect((await get(companyUrl(tenant, `/workers/${theirs.id}/avatar`), mine)).statusCode).toBe(404);
    const del = await app.inject({
      method: "DELETE",
      url: companyUrl(tenant, `/workers/${theirs.id}/avatar`),
      headers: { token: mine },
    });
    expect(del.statusCode).toBe(404);
    expect((await upload(companyUrl(other, "/company/logo"), mine, { body: png })).statusCode).toBe(404);
    expect((await get(companyUrl(other, `/workers/${theirs.id}/avatar`), mine)).statusCode).toBe(404);

    const still = await get(companyUrl(other, `/workers/${theirs.id}`), other.admin.token);
    expect(still.json().avatar.path).toBe(set.json().path);
    expect(await app.files.storage.exists(set.json().path)).toBe(true);
  });
});

describe("company logo and photo", () => {
  it("uploads, shows and removes them; managers may, employees may not", async () => {
    const t = await createTestTenant(app);
    const revisor = await t.loginAs("revisor");
    const requester = await t.loginAs("requester");
    const png = await makeImage({ format: "png", width: 300, height: 120 });

    expect((await upload(companyUrl(t, "/company/logo"), requester.token, { body: png })).statusCode).toBe(403);
    const logo = await upload(companyUrl(t, "/company/logo"), revisor.token, { body: png, filename: "logo.png" });
    expect(logo.statusCode, logo.body).toBe(200);
    const photo = await upload(companyUrl(t, "/company/photo"), t.admin.token, {
      body: await makeImage({ format: "jpeg" }),
      filename: "office.jpg",
    });
    expect(photo.statusCode).toBe(200);

    const company = await get(companyUrl(t, "/company"), requester.token);
    expect(company.json()).toMatchObject({ logo: logo.json(), photo: photo.json() });
    const shown = await get(companyUrl(t, "/company/logo?variant=50x50"), requester.token);
    expect(shown.statusCode).toBe(200);
    expect(await sharp(shown.rawPayload).metadata()).toMatchObject({ width: 50, height: 50 });

    const bad = await upload(companyUrl(t, "/company/photo"), t.admin.token, {
      body: await makeImage({ format: "gif" }),
    });
    expect(bad.json()).toMatchObject({ code: "FILE_ONLY_PNG_JPG", message: "Only PNG or JPG!" });
    expect((await get(companyUrl(t, "/company"), t.admin.token)).json().photo).toEqual(photo.json());

    const removed = await app.inject({
      method: "DELETE",
      url: companyUrl(t, "/company/logo"),
      headers: { token: t.admin.token },
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(companyUrl(t, "/company/logo"), t.admin.token)).statusCode).toBe(404);
    expect((await get(companyUrl(t, "/company"), t.admin.token)).json().logo).toBeUndefined();
    expect(await app.files.storage.exists(logo.json().path)).toBe(false);
  });
});
