import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { UserModel } from "../../../core/auth/users.model.js";
import {
  buildTestApp,
  createTestTenant,
  signup,
  type SignedUp,
  type TestTenant,
  useTestDatabase,
} from "../../../core/testing/kit.js";
import { modulesFor } from "../../../modules/server.js";
import { CompanyModel } from "../../company.model.js";
import { PublishedRecordImmutableError, TermsAcceptanceModel, TermsModel } from "../terms.model.js";

/** Contracts and version notes (issue 18): founder only, versioned, accepted by admins, stale refused, audited. */
useTestDatabase("founder-terms");

interface Contract {
  terms: { version: number; publishedBy: string | null; texts: Record<string, Array<{ heading: string }>> };
  accepted: { version: number; acceptedBy: string | null; atSignup: boolean } | null;
  acceptances: Array<{ version: number; acceptedBy: string | null }>;
  mustAccept: boolean;
}

const texts = (word: string) => ({
  en: [{ heading: `1. ${word}`, body: "English body." }],
  "pt-BR": [{ heading: `1. ${word} pt`, body: "Corpo em português." }],
  es: [{ heading: `1. ${word} es`, body: "Cuerpo en español." }],
});

describe("platform terms and version notes", () => {
  let app: FastifyInstance;
  let founder: SignedUp;
  let alpha: TestTenant;
  let beta: TestTenant;
  let apiKey: string;

  beforeAll(async () => {
    ({ app } = await buildTestApp({ modules: modulesFor("spaces") }));
    alpha = await createTestTenant(app, { companyName: "Terms Alpha" });
    beta = await createTestTenant(app, { companyName: "Terms Beta" });
    founder = await signup(app, { companyName: "Terms founder's own" });
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true, name: "Fernanda" } });
    await CompanyModel.updateOne({ _id: founder.companyId }, { $set: { deletedAt: new Date() } });
    const key = await app.inject({
      method: "POST",
      url: `/api/companies/${alpha.companyId}/api-keys`,
      headers: { token: alpha.admin.token },
      payload: { name: "Probe", scopes: ["*"] },
    });
    apiKey = key.json<{ key: string }>().key;
  });
  afterAll(() => vi.restoreAllMocks());

  const call = (method: "GET" | "POST", url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const contractOf = async (tenant: TestTenant) =>
    (await call("GET", `/api/companies/${tenant.companyId}/contract`, { token: tenant.admin.token })).json<Contract>();

  it("refuses every founder route to each level of a company and to API keys (404), and to nobody (401)", async () => {
    const callers: Array<Record<string, string>> = [
      { token: alpha.admin.token },
      { token: (await alpha.loginAs("revisor")).token },
      { token: (await alpha.loginAs("requester")).token },
      { authorization: `Bearer ${apiKey}` },
    ];
    const routes: Array<["GET" | "POST", string, object?]> = [
      ["GET", "/api/founder/contract"],
      ["POST", "/api/founder/contract", { basedOn: 1, texts: texts("Hijack") }],
      ["GET", "/api/founder/contract/acceptances"],
      ["GET", "/api/founder/versions"],
      ["POST", "/api/founder/versions", { label: "9.9", notes: "Not the founder" }],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of callers) expect((await call(method, url, headers, payload)).statusCode, url).toBe(404);
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
    }
    expect(await TermsModel.countDocuments({ version: { $gt: 1 } })).toBe(0);
  });

  it("a new company took the terms in force at sign-up and is not asked; only its admins read its contract", async () => {
    const contract = await contractOf(alpha);
    expect(contract.terms.version).toBe(1);
    expect(contract.terms.texts.en[0]!.heading).toBe("1. The service");
    expect(contract.accepted).toMatchObject({ version: 1, acceptedBy: null, atSignup: true });
    expect(contract.mustAccept).toBe(false);
    for (const level of ["revisor", "requester"] as const) {
      const token = (await alpha.loginAs(level)).token;
      expect((await call("GET", `/api/companies/${alpha.companyId}/contract`, { token })).statusCode).toBe(403);
      const accept = await call(
        "POST",
        `/api/companies/${alpha.companyId}/contract/acceptance`,
        { token },
        { version: 1 },
      );
      expect(accept.statusCode).toBe(403);
    }
    // another tenant's ids: the same 404 as a company that does not exist
    const other = await call("GET", `/api/companies/${alpha.companyId}/contract`, { token: beta.admin.token });
    expect(other.statusCode).toBe(404);
    const otherAccept = await call(
      "POST",
      `/api/companies/${alpha.companyId}/contract/acceptance`,
      { token: beta.admin.token },
      { version: 1 },
    );
    expect(otherAccept.statusCode).toBe(404);
  });

  it("the founder publishes new terms: each company's admins must accept them; a stale version is refused", async () => {
    const published = await call(
      "POST",
      "/api/founder/contract",
      { token: founder.token },
      { basedOn: 1, texts: texts("Updated") },
    );
    expect(published.statusCode, published.body).toBe(201);
    expect(published.json()).toMatchObject({ version: 2, publishedBy: "Fernanda" });
    // a second founder still on version 1
    const late = await call(
      "POST",
      "/api/founder/contract",
      { token: founder.token },
      { basedOn: 1, texts: texts("Late") },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "TENANT_CONTRACT_CHANGED_MEANWHILE" });
    const blank = await call(
      "POST",
      "/api/founder/contract",
      { token: founder.token },
      {
        basedOn: 2,
        texts: { ...texts("Blank"), es: [{ heading: "  ", body: "x" }] },
      },
    );
    expect(blank.statusCode).toBe(400);
    expect(await TermsModel.countDocuments()).toBe(2);

    expect((await contractOf(alpha)).mustAccept).toBe(true);
    expect((await contractOf(beta)).mustAccept).toBe(true);

    // the page an admin had open still shows version 1
    const url = `/api/companies/${alpha.companyId}/contract/acceptance`;
    const messages = new Map<string, string>();
    for (const language of ["en", "pt-BR", "es"]) {
      // the person's saved language chooses the message
      await UserModel.updateOne({ _id: alpha.admin.userId }, { $set: { locale: language } });
      const stale = await call("POST", url, { token: alpha.admin.token }, { version: 1 });
      expect(stale.statusCode).toBe(409);
      const body = stale.json<{ code: string; message: string }>();
      expect(body.code).toBe("TENANT_CONTRACT_VERSION_STALE");
      expect(body.message).toContain("2");
      messages.set(language, body.message);
    }
    expect(new Set(messages.values()).size).toBe(3);
    expect(messages.get("es")).toContain("vigentes");
    expect((await call("POST", url, { token: alpha.admin.token }, { version: 3 })).statusCode).toBe(409);
    expect(await TermsAcceptanceModel.countDocuments({ companyId: alpha.companyId })).toBe(0);

    // the founder, acting in a company as support, does not accept for it
    expect((await call("POST", url, { token: founder.token }, { version: 2 })).statusCode).toBe(403);

    const accepted = await call("POST", url, { token: alpha.admin.token }, { version: 2 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const contract = accepted.json<Contract>();
    expect(contract.mustAccept).toBe(false);
    expect(contract.accepted).toMatchObject({ version: 2, acceptedBy: "Ana Admin", atSignup: false });
    expect(contract.acceptances.map((a) => a.version)).toEqual([2, 1]);
    // twice: the first record stays
    expect((await call("POST", url, { token: alpha.admin.token }, { version: 2 })).statusCode).toBe(200);
    expect(await TermsAcceptanceModel.countDocuments({ companyId: alpha.companyId })).toBe(1);
    expect((await contractOf(beta)).mustAccept).toBe(true);

    // the founder console: per company, which version, who, when
    const list = await call("GET", "/api/founder/contract/acceptances?q=Terms", { token: founder.token });
    const items = list.json<{
      items: Array<{ name: string; current: boolean; accepted: { version: number; acceptedBy: string | null } | null }>;
    }>().items;
    expect(items.find((i) => i.name === "Terms Alpha")).toMatchObject({
      current: true,
      accepted: { version: 2, acceptedBy: "Ana Admin" },
    });
    expect(items.find((i) => i.name === "Terms Beta")).toMatchObject({
      current: false,
      accepted: { version: 1, acceptedBy: null },
    });

    // audited: the publication in every company's log (by the founder), the acceptance in alpha's
    const audit = await call("GET", `/api/companies/${alpha.companyId}/audit?action=tenants.contract`, {
      token: alpha.admin.token,
    });
    const entries = audit.json<{ items: Array<{ action: string; actor: { id: string; founder?: boolean } }> }>().items;
    expect(entries.map((e) => e.action).sort()).toEqual(["tenants.contract.accepted", "tenants.contract.published"]);
    expect(entries.find((e) => e.action === "tenants.contract.published")!.actor).toMatchObject({
      id: founder.userId,
      founder: true,
    });
    const betaAudit = await call("GET", `/api/companies/${beta.companyId}/audit?action=tenants.contract`, {
      token: beta.admin.token,
    });
    expect(betaAudit.json<{ items: Array<{ action: string }> }>().items.map((e) => e.action)).toEqual([
      "tenants.contract.published",
    ]);
  });

  it("keeps published terms and acceptances immutable", async () => {
    await expect(TermsModel.updateOne({ version: 2 }, { $set: { texts: texts("Edited") } }).exec()).rejects.toThrow(
      PublishedRecordImmutableError,
    );
    await expect(TermsModel.deleteOne({ version: 2 }).exec()).rejects.toThrow(PublishedRecordImmutableError);
    await expect(TermsAcceptanceModel.deleteMany({}).exec()).rejects.toThrow(PublishedRecordImmutableError);
  });

  it("the founder publishes a version note: kept, audited, sent live on the realtime channel", async () => {
    const sent = vi.spyOn(app.realtime, "publishVersion");
    const empty = await call("POST", "/api/founder/versions", { token: founder.token }, { label: " ", notes: "x" });
    expect(empty.statusCode).toBe(400);
    expect(sent).not.toHaveBeenCalled();
    const created = await call(
      "POST",
      "/api/founder/versions",
      { token: founder.token },
      {
        label: "2026.12",
        notes: "Contracts you accept in the app.",
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json<{ id: string; label: string; publishedBy: string; publishedAt: string }>();
    expect(note).toMatchObject({ label: "2026.12", publishedBy: "Fernanda" });
    expect(sent).toHaveBeenCalledWith(expect.any(String), {
      label: "2026.12",
      notes: "Contracts you accept in the app.",
      publishedAt: note.publishedAt,
    });
    const list = await call("GET", "/api/founder/versions", { token: founder.token });
    expect(list.json<Array<{ id: string }>>().map((n) => n.id)).toEqual([note.id]);
    const audit = await call("GET", `/api/companies/${beta.companyId}/audit?action=tenants.version`, {
      token: beta.admin.token,
    });
    expect(audit.json<{ items: Array<{ target: { id: string } }> }>().items.map((e) => e.target.id)).toEqual([note.id]);
  });
});
