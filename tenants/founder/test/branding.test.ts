import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UserModel } from "../../../core/auth/users.model.js";
import { systemContext } from "../../../core/context.js";
import { makeImage, multipartBody } from "../../../core/files/test/images.js";
import { MailOutbox } from "../../../core/mail/mail-outbox.model.js";
import {
  buildTestApp,
  config,
  createTestTenant,
  signupFounder,
  type SignedUp,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../../modules/server.js";
import { CompanyModel } from "../../company.model.js";

/**
 * The company's logo in its branding and its default language (issue 18, tenants/README.md "Logo", "Language
 * defaults"): founder only, checked, audited, announced, served to anyone by its versioned URL only, applied to the
 * app's branding read, mails and widgets, on every instance at once.
 */
useTestDatabase("founder-branding");

const LOCALE_HEADERS = { en: "en", "pt-BR": "pt-BR", es: "es" } as const;

describe("the company's logo and default language", () => {
  // two instances of the app on one database and one file store
  let one: FastifyInstance;
  let two: FastifyInstance;
  let dataDir: string;
  let founder: SignedUp;
  let alpha: TestTenant;
  let beta: TestTenant;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "founder-branding-"));
    const appUrl = "https://hr.example.com";
    ({ app: one } = await buildTestApp({ modules: modulesFor("people"), config: { dataDir, appUrl } }));
    ({ app: two } = await buildTestApp({ modules: modulesFor("people"), config: { dataDir, appUrl } }));
    alpha = await createTestTenant(one, { companyName: "Logo Alpha" });
    beta = await createTestTenant(one, { companyName: "Logo Beta" });
    founder = await signupFounder(one, "Logo founder's own");
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    void config;
  });

  const logoUrl = (companyId: string) => `/api/founder/companies/${companyId}/customization/logo`;
  const upload = async (
    companyId: string,
    file: { body: Uint8Array; filename?: string; type?: string },
    headers: Record<string, string> = { token: founder.token },
    app = one,
  ) => {
    const form = await multipartBody([
      { name: "file", filename: file.filename ?? "logo.png", type: file.type ?? "image/png", body: file.body },
    ]);
    return app.inject({
      method: "POST",
      url: logoUrl(companyId),
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const branding = async (app: FastifyInstance, tenant: TestTenant) =>
    (
      await app.inject({
        method: "GET",
        url: `/api/companies/${tenant.companyId}/branding`,
        headers: { token: tenant.admin.token },
      })
    ).json<{ logoUrl: string | null; logoFileId: string | null }>();
  const auditOf = async (tenant: TestTenant) =>
    (
      await one.inject({
        method: "GET",
        url: `/api/companies/${tenant.companyId}/audit?action=tenants.customization`,
        headers: { token: tenant.admin.token },
      })
    ).json<{ items: Array<{ action: string; actor: { id: string; founder?: boolean }; details: unknown }> }>().items;
  const putCustomisation = (companyId: string, payload: object, headers: Record<string, string>) =>
    one.inject({ method: "PUT", url: `/api/founder/companies/${companyId}/customization`, headers, payload });

  it("refuses the logo routes to every level of a company, to other tenants and to API keys (404); 401 to nobody", async () => {
    const png = await makeImage({ format: "png" });
    const key = await one.inject({
      method: "POST",
      url: `/api/companies/${alpha.companyId}/api-keys`,
      headers: { token: alpha.admin.token },
      payload: { name: "Probe", scopes: ["*"] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const callers: Array<Record<string, string>> = [
      { token: alpha.admin.token },
      { token: beta.admin.token },
      { token: (await alpha.loginAs("revisor")).token },
      { token: (await alpha.loginAs("requester")).token },
      { authorization: `Bearer ${key.json<{ key: string }>().key}` },
    ];
    for (const headers of callers) {
      expect((await upload(alpha.companyId, { body: png }, headers)).statusCode).toBe(404);
      const removed = await one.inject({ method: "DELETE", url: logoUrl(alpha.companyId), headers });
      expect(removed.statusCode).toBe(404);
      // nor the default language, which goes through the founder's customisation edit
      expect((await putCustomisation(alpha.companyId, { defaultLocale: "es" }, headers)).statusCode).toBe(404);
    }
    expect((await upload(alpha.companyId, { body: png }, {})).statusCode).toBe(401);
    expect((await one.inject({ method: "DELETE", url: logoUrl(alpha.companyId) })).statusCode).toBe(401);
    // an unknown or removed company
    for (const id of ["0123456789abcdef01234567", founder.companyId])
      expect((await upload(id, { body: png })).statusCode).toBe(404);
    const stored = await CompanyModel.findById(alpha.companyId).lean();
    expect(stored!.branding?.logoFileId ?? null).toBeNull();
    expect(stored!.defaultLocale ?? null).toBeNull();
    expect(await auditOf(alpha)).toEqual([]);
  });

  it("refuses an SVG, another format, a non-picture and a file over 2 MB, in the caller's language, writing nothing", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const cases: Array<{ file: { body: Uint8Array; filename: string; type: string }; code: string; status: number }> = [
      {
        file: { body: svg, filename: "logo.svg", type: "image/svg+xml" },
        code: "TENANT_LOGO_SVG_REFUSED",
        status: 400,
      },
      // an SVG named .png is still an SVG
      { file: { body: svg, filename: "logo.png", type: "image/png" }, code: "TENANT_LOGO_SVG_REFUSED", status: 400 },
      {
        file: { body: await makeImage({ format: "gif" }), filename: "logo.gif", type: "image/gif" },
        code: "FILE_ONLY_PNG_JPG",
        status: 400,
      },
      {
        file: { body: Buffer.from("just text"), filename: "logo.png", type: "image/png" },
        code: "FILE_NOT_IMAGE",
        status: 400,
      },
      {
        file: { body: Buffer.alloc(2 * 1024 * 1024 + 1, 1), filename: "big.png", type: "image/png" },
        code: "FILE_TOO_LARGE",
        status: 413,
      },
    ];
    const messages = new Map<string, Set<string>>();
    for (const { file, code, status } of cases) {
      for (const locale of Object.values(LOCALE_HEADERS)) {
        await UserModel.updateOne({ _id: founder.userId }, { $set: { locale } });
        const response = await upload(alpha.companyId, file, { token: founder.token, "accept-language": locale });
        expect(response.statusCode, `${file.filename} ${locale}: ${response.body}`).toBe(status);
        const body = response.json<{ code: string; message: string }>();
        expect(body.code).toBe(code);
        (messages.get(code) ?? messages.set(code, new Set()).get(code)!).add(body.message);
      }
    }
    // three languages, three different texts
    for (const [code, texts] of messages) expect(texts.size, code).toBe(3);
    expect([...messages.get("TENANT_LOGO_SVG_REFUSED")!]).toEqual(
      expect.arrayContaining([expect.stringContaining("PNG ou JPG"), expect.stringContaining("PNG o JPG")]),
    );
    // a bad default language is refused by the schema, in the caller's language too
    const codes = new Set<string>();
    for (const locale of Object.values(LOCALE_HEADERS)) {
      await UserModel.updateOne({ _id: founder.userId }, { $set: { locale } });
      const bad = await putCustomisation(
        alpha.companyId,
        { defaultLocale: "fr" },
        {
          token: founder.token,
          "accept-language": locale,
        },
      );
      expect(bad.statusCode, bad.body).toBe(400);
      codes.add(bad.json<{ message: string }>().message);
    }
    expect(codes.size).toBe(3);
    await UserModel.updateOne({ _id: founder.userId }, { $set: { locale: "en" } });
    const stored = await CompanyModel.findById(alpha.companyId).lean();
    expect(stored!.branding?.logoFileId ?? null).toBeNull();
    expect(stored!.defaultLocale ?? null).toBeNull();
    expect(await auditOf(alpha)).toEqual([]);
  });

  it("sets the logo: audited, announced, on every instance at once, served by its versioned URL only", async () => {
    const publish = vi.spyOn(one.realtime, "publish");
    // both instances have read the branding before the change
    expect((await branding(one, alpha)).logoUrl).toBeNull();
    expect((await branding(two, alpha)).logoUrl).toBeNull();

    // a wide JPEG, scaled to fit 512x512 without cropping
    const wide = await makeImage({ format: "jpeg", width: 1200, height: 300 });
    const response = await upload(alpha.companyId, { body: wide, filename: "acme.jpg", type: "image/jpeg" });
    expect(response.statusCode, response.body).toBe(200);
    const { logoUrl } = response.json<{ logoUrl: string }>();
    expect(logoUrl).toMatch(new RegExp(`^/api/branding/${alpha.companyId}/logo/[0-9a-f]{12}$`));
    expect(publish).toHaveBeenCalledWith(`company:${alpha.companyId}`, "tenants.customization.changed", {
      fields: ["logo"],
    });
    publish.mockRestore();

    // every instance's branding and the founder's customisation read show it; beta's does not change
    expect(await branding(two, alpha)).toMatchObject({ logoUrl });
    expect(await branding(one, alpha)).toMatchObject({ logoUrl });
    expect((await branding(one, beta)).logoUrl).toBeNull();
    const customisation = await two.inject({
      method: "GET",
      url: `/api/founder/companies/${alpha.companyId}/customization`,
      headers: { token: founder.token },
    });
    expect(customisation.json()).toMatchObject({ logoUrl });

    // anyone loads it, from the other instance too: the logo only, cacheable for a year, loadable by other sites
    const image = await two.inject({ method: "GET", url: logoUrl });
    expect(image.statusCode, image.body).toBe(200);
    expect(image.headers["content-type"]).toBe("image/jpeg");
    expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(image.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(image.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(image.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      width: 512,
      height: 128,
      exif: undefined,
    });
    // nothing else through that route: another version, another company, a malformed path
    const version = logoUrl.split("/").at(-1)!;
    for (const path of [
      `/api/branding/${alpha.companyId}/logo/000000000000`,
      `/api/branding/${beta.companyId}/logo/${version}`,
      `/api/branding/${alpha.companyId}/logo/..%2F..%2Fx`,
      `/api/branding/junk/logo/${version}`,
    ]) {
      const other = await one.inject({ method: "GET", url: path });
      expect([400, 404], path).toContain(other.statusCode);
    }

    // replaced: a new URL, the old one no longer serves, the old file is gone
    const replaced = await upload(alpha.companyId, { body: await makeImage({ format: "png", width: 80, height: 80 }) });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const next = replaced.json<{ logoUrl: string }>().logoUrl;
    expect(next).not.toBe(logoUrl);
    expect((await one.inject({ method: "GET", url: logoUrl })).statusCode).toBe(404);
    const png = await one.inject({ method: "GET", url: next });
    expect(png.headers["content-type"]).toBe("image/png");

    // audited in the company's own log, with the founder as actor
    const entries = await auditOf(alpha);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "tenants.customization.changed",
          actor: expect.objectContaining({ id: founder.userId, founder: true }),
          details: { logo: { from: null, to: version } },
        }),
        expect.objectContaining({ details: { logo: { from: version, to: next.split("/").at(-1) } } }),
      ]),
    );
  });

  it("puts the logo in the company's notification mails and its widgets' config", async () => {
    const { logoUrl } = await branding(one, alpha);
    expect(logoUrl).toBeTruthy();
    const person = await alpha.loginAs("requester");
    await one.inject({
      method: "PUT",
      url: `/api/companies/${alpha.companyId}/notifications/config`,
      headers: { token: person.token },
      payload: { rules: [{ prefix: "*", inApp: true, email: true, push: false }] },
    });
    const ctx = systemContext({ companyId: alpha.companyId, name: "test", log: one.log, now: () => new Date() });
    const sent = await one.notifications.notify(ctx, {
      userIds: [person.userId],
      type: "leave.request.approved",
      title: { en: "Approved", "pt-BR": "Aprovado", es: "Aprobado" },
      body: { en: "B", "pt-BR": "B", es: "B" },
    });
    expect(sent.delivered[0]).toMatchObject({ emailed: true });
    const mail = await MailOutbox.findOne({ to: person.email, template: "notification" }).sort({ _id: -1 }).lean();
    expect(mail!.html).toContain(`<img src="https://hr.example.com${logoUrl}" alt="Logo Alpha"`);

    const key = await one.inject({
      method: "POST",
      url: `/api/companies/${alpha.companyId}/publishable-keys`,
      headers: { token: alpha.admin.token },
      payload: { name: "Intranet", allowedOrigins: ["https://intranet.example.com"] },
    });
    expect(key.statusCode, key.body).toBe(201);
    const widgetConfig = await two.inject({
      method: "GET",
      url: `/api/widgets/config?key=${encodeURIComponent(key.json<{ key: string }>().key)}`,
      headers: { origin: "https://intranet.example.com" },
    });
    expect(widgetConfig.statusCode, widgetConfig.body).toBe(200);
    expect(widgetConfig.json()).toEqual({
      company: "Logo Alpha",
      primaryColor: null,
      logoUrl,
      defaultLocale: null,
    });
  });

  it("removes the logo: audited, the URL stops serving, the branding falls back to none", async () => {
    const before = await branding(one, alpha);
    const removed = await one.inject({
      method: "DELETE",
      url: logoUrl(alpha.companyId),
      headers: { token: founder.token },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await branding(two, alpha)).toMatchObject({ logoUrl: null, logoFileId: null });
    expect((await two.inject({ method: "GET", url: before.logoUrl! })).statusCode).toBe(404);
    // removing again: there is none
    const again = await one.inject({
      method: "DELETE",
      url: logoUrl(alpha.companyId),
      headers: { token: founder.token },
    });
    expect(again.statusCode).toBe(404);
    const entries = await auditOf(alpha);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ details: { logo: { from: before.logoUrl!.split("/").at(-1), to: null } } }),
      ]),
    );
  });

  it("sets the default language: audited; new people without a language, mails and the widgets follow it", async () => {
    const set = await putCustomisation(beta.companyId, { defaultLocale: "pt-BR" }, { token: founder.token });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ defaultLocale: "pt-BR" });
    const entries = (
      await one.inject({
        method: "GET",
        url: `/api/companies/${beta.companyId}/audit?action=tenants.customization`,
        headers: { token: beta.admin.token },
      })
    ).json<{ items: Array<{ details: unknown }> }>().items;
    expect(entries).toEqual([expect.objectContaining({ details: { defaultLocale: { from: null, to: "pt-BR" } } })]);

    // a person added without a language, on the other instance: their account and welcome mail are in Portuguese
    const added = await two.inject({
      method: "POST",
      url: `/api/companies/${beta.companyId}/workers`,
      headers: { token: beta.admin.token },
      payload: { name: "Rita", email: "rita.default@example.com" },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await UserModel.findOne({ email: "rita.default@example.com" }).lean())!.locale).toBe("pt-BR");
    const welcome = await MailOutbox.findOne({ to: "rita.default@example.com" }).sort({ _id: -1 }).lean();
    expect(welcome).toMatchObject({ template: "welcome-worker", locale: "pt-BR" });
    expect(welcome!.text).toContain("https://hr.example.com/pt/first-access?code=");
    // one added with a language keeps it
    const spanish = await one.inject({
      method: "POST",
      url: `/api/companies/${beta.companyId}/workers`,
      headers: { token: beta.admin.token },
      payload: { name: "Sol", email: "sol.default@example.com", locale: "es" },
    });
    expect(spanish.statusCode, spanish.body).toBe(201);
    expect((await UserModel.findOne({ email: "sol.default@example.com" }).lean())!.locale).toBe("es");

    // mails to a person without a saved language use the company's
    const person = await beta.loginAs("requester");
    await one.inject({
      method: "PUT",
      url: `/api/companies/${beta.companyId}/notifications/config`,
      headers: { token: person.token },
      payload: { rules: [{ prefix: "*", inApp: true, email: true, push: false }] },
    });
    await UserModel.collection.updateOne({ email: person.email }, { $unset: { locale: "" } });
    const ctx = systemContext({ companyId: beta.companyId, name: "test", log: two.log, now: () => new Date() });
    await two.notifications.notify(ctx, {
      userIds: [person.userId],
      type: "leave.request.approved",
      title: { en: "Approved", "pt-BR": "Aprovado", es: "Aprobado" },
      body: { en: "Body", "pt-BR": "Corpo", es: "Cuerpo" },
    });
    const mail = await MailOutbox.findOne({ to: person.email, template: "notification" }).sort({ _id: -1 }).lean();
    expect(mail).toMatchObject({ locale: "pt-BR" });
    expect(mail!.subject).toContain("Aprovado");
    // a person with a saved language keeps theirs
    await UserModel.updateOne({ email: person.email }, { $set: { locale: "es" } });
    await two.notifications.notify(ctx, {
      userIds: [person.userId],
      type: "leave.request.approved",
      title: { en: "Approved", "pt-BR": "Aprovado", es: "Aprobado" },
      body: { en: "Body", "pt-BR": "Corpo", es: "Cuerpo" },
    });
    expect(
      await MailOutbox.findOne({ to: person.email, template: "notification" }).sort({ _id: -1 }).lean(),
    ).toMatchObject({
      locale: "es",
    });

    // the widgets (and the sign-in popup they open) start in it when the page names no language
    const key = await one.inject({
      method: "POST",
      url: `/api/companies/${beta.companyId}/publishable-keys`,
      headers: { token: beta.admin.token },
      payload: { name: "Intranet", allowedOrigins: ["https://intranet.example.com"] },
    });
    const widgetConfig = await two.inject({
      method: "GET",
      url: `/api/widgets/config?key=${encodeURIComponent(key.json<{ key: string }>().key)}`,
      headers: { origin: "https://intranet.example.com" },
    });
    expect(widgetConfig.json()).toMatchObject({ defaultLocale: "pt-BR", logoUrl: null });

    // back to none
    const cleared = await putCustomisation(beta.companyId, { defaultLocale: null }, { token: founder.token });
    expect(cleared.json()).toMatchObject({ defaultLocale: null });
    const nobody = await one.inject({
      method: "POST",
      url: `/api/companies/${beta.companyId}/workers`,
      headers: { token: beta.admin.token },
      payload: { name: "Ugo", email: "ugo.default@example.com" },
    });
    expect(nobody.statusCode, nobody.body).toBe(201);
    expect((await UserModel.findOne({ email: "ugo.default@example.com" }).lean())!.locale).toBe("en");
  });
});
