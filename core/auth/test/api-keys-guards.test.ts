import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CompanyModel } from "../../../tenants/company.model.js";
import { ApiKeyModel } from "../api-keys.model.js";
import {
  actorFor,
  authOf,
  denyFirstAccess,
  requireAuth,
  requireFounder,
  requireLevel,
  requireMembership,
  requireScope,
} from "../guards.js";
import { hashSecret } from "../tokens.js";
import { UserModel } from "../users.model.js";
import { addSignedInMember, bearer, buildTestApp, signup, useTestDatabase } from "./helpers.js";

useTestDatabase("auth_keys_guards");

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildTestApp({
    // routes guarded the way modules guard theirs
    routes: (instance) => {
      instance.get(
        "/api/companies/:companyId/probe",
        { onRequest: [requireMembership, requireLevel("admin", "revisor"), requireScope("probe.read")] },
        async (request) => {
          const { companyId } = request.params as { companyId: string };
          return { actor: actorFor(authOf(request), companyId) };
        },
      );
      instance.get("/api/probe/founder", { onRequest: requireFounder }, async () => ({ ok: true }));
      instance.get("/api/probe/settled", { onRequest: [requireAuth, denyFirstAccess] }, async () => ({ ok: true }));
    },
  }));
});
afterAll(async () => app.close());

const keys = (companyId: string) => `/api/companies/${companyId}/api-keys`;
const probe = (companyId: string, headers: Record<string, string>) =>
  app.inject({ method: "GET", url: `/api/companies/${companyId}/probe`, headers });

async function createKey(token: string, companyId: string, body: Record<string, unknown>) {
  return app.inject({ method: "POST", url: keys(companyId), headers: { token }, payload: body });
}

describe("API keys", () => {
  it("creates a key shown once, keeps only its hash, authenticates with it and stops it on revocation", async () => {
    const admin = await signup(app);
    const created = await createKey(admin.token, admin.companyId, {
      name: "Payroll sync",
      scopes: ["probe.read"],
      level: "revisor",
    });
    expect(created.statusCode).toBe(201);
    const key = created.json();
    expect(key).toMatchObject({
      name: "Payroll sync",
      scopes: ["probe.read"],
      level: "revisor",
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(key.key).toMatch(/^wfk_[0-9a-f]{24}_[a-z2-7]{32}$/);
    expect(key.hint).toBe(key.key.slice(-4));

    // the database holds a hash of the secret, never the key
    const stored = await ApiKeyModel.findById(key.id).lean();
    expect(JSON.stringify(stored)).not.toContain(key.key.split("_")[2]);
    expect(stored?.secretHash).toBe(hashSecret(key.key.split("_")[2]));

    // listed without the key
    const list = await app.inject({ method: "GET", url: keys(admin.companyId), headers: { token: admin.token } });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([expect.objectContaining({ id: key.id, hint: key.hint })]);
    expect(list.body).not.toContain(key.key);

    // used as Bearer (and in the token header) on a company route
    const used = await probe(admin.companyId, bearer(key.key));
    expect(used.statusCode).toBe(200);
    expect(used.json().actor).toEqual({ kind: "apiKey", keyId: key.id, scopes: ["probe.read"] });
    expect((await probe(admin.companyId, { token: key.key })).statusCode).toBe(200);
    expect((await ApiKeyModel.findById(key.id).lean())?.lastUsedAt).toBeInstanceOf(Date);

    // a key never manages keys
    const byKey = await app.inject({ method: "GET", url: keys(admin.companyId), headers: bearer(key.key) });
    expect(byKey.statusCode).toBe(403);

    const revoked = await app.inject({
      method: "DELETE",
      url: `${keys(admin.companyId)}/${key.id}`,
      headers: { token: admin.token },
    });
    expect(revoked.statusCode).toBe(204);
    expect(revoked.body).toBe("");
    const refused = await probe(admin.companyId, { ...bearer(key.key), "accept-language": "pt-BR" });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      statusCode: 401,
      code: "AUTH_API_KEY_INVALID",
      message: "A chave de API é inválida ou foi revogada.",
    });
    const again = await app.inject({
      method: "DELETE",
      url: `${keys(admin.companyId)}/${key.id}`,
      headers: { token: admin.token },
    });
    expect(again.statusCode).toBe(404);
  });

  it("records creating and revoking a key in the company's audit log", async () => {
    const admin = await signup(app);
    const headers = { token: admin.token };
    const created = await app.inject({
      method: "POST",
      url: `/api/companies/${admin.companyId}/api-keys`,
      headers,
      payload: { name: "Payroll export", scopes: ["*"] },
    });
    expect(created.statusCode).toBe(201);
    const keyId = created.json<{ id: string }>().id;
    expect(
      (await app.inject({ method: "DELETE", url: `/api/companies/${admin.companyId}/api-keys/${keyId}`, headers }))
        .statusCode,
    ).toBe(204);
    const audit = await app.inject({ url: `/api/companies/${admin.companyId}/audit?action=auth.api-key`, headers });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json<{ items: Array<{ action: string; target: { id: string }; actor: unknown }> }>().items;
    expect(entries.map((e) => e.action)).toEqual(["auth.api-key.revoked", "auth.api-key.created"]);
    expect(entries.every((e) => e.target.id === keyId)).toBe(true);
  });

  it("a key acts only within its scopes, its level and its company", async () => {
    const admin = await signup(app);
    const other = await signup(app);
    const unscoped = (
      await createKey(admin.token, admin.companyId, { name: "Other scope", scopes: ["other.read"], level: "admin" })
    ).json();
    expect((await probe(admin.companyId, bearer(unscoped.key))).statusCode).toBe(403);
    const wildcard = (
      await createKey(admin.token, admin.companyId, { name: "All", scopes: ["*"], level: "admin" })
    ).json();
    expect((await probe(admin.companyId, bearer(wildcard.key))).statusCode).toBe(200);
    // default level: requester, below what the probe allows
    const low = (await createKey(admin.token, admin.companyId, { name: "Low", scopes: ["*"] })).json();
    expect(low.level).toBe("requester");
    expect((await probe(admin.companyId, bearer(low.key))).statusCode).toBe(403);
    // another company's routes do not exist for it
    expect((await probe(other.companyId, bearer(wildcard.key))).statusCode).toBe(404);
    // a forged secret is refused
    const forged = `${wildcard.key.slice(0, -4)}aaaa`;
    expect((await probe(admin.companyId, bearer(forged))).json().code).toBe("AUTH_API_KEY_INVALID");
  });

  it("a key dies with its company", async () => {
    const admin = await signup(app);
    const key = (await createKey(admin.token, admin.companyId, { name: "K", scopes: ["*"], level: "admin" })).json();
    await CompanyModel.updateOne({ _id: admin.companyId }, { $set: { deletedAt: new Date() } });
    expect((await probe(admin.companyId, bearer(key.key))).statusCode).toBe(401);
  });

  it("is for admins of the company; other tenants' ids are not found", async () => {
    const admin = await signup(app);
    const manager = await addSignedInMember(app, { admin, levels: ["revisor"] });
    const other = await signup(app);
    const otherKey = (await createKey(other.token, other.companyId, { name: "Theirs", scopes: ["*"] })).json();

    expect((await app.inject({ method: "GET", url: keys(admin.companyId) })).statusCode).toBe(401);
    const asManager = await app.inject({
      method: "GET",
      url: keys(admin.companyId),
      headers: { token: manager.token },
    });
    expect(asManager.statusCode).toBe(403);
    const foreign = await app.inject({ method: "GET", url: keys(other.companyId), headers: { token: admin.token } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe("NOT_FOUND");
    const foreignCreate = await createKey(admin.token, other.companyId, { name: "Mine now", scopes: ["*"] });
    expect(foreignCreate.statusCode).toBe(404);
    // another company's key id under my company: not found, and still alive
    const crossDelete = await app.inject({
      method: "DELETE",
      url: `${keys(admin.companyId)}/${otherKey.id}`,
      headers: { token: admin.token },
    });
    expect(crossDelete.statusCode).toBe(404);
    expect((await ApiKeyModel.findById(otherKey.id).lean())?.revokedAt).toBeNull();
    expect(
      (await app.inject({ method: "GET", url: keys("not-an-id"), headers: { token: admin.token } })).statusCode,
    ).toBe(404);
  });

  it("validates the body with catalogue messages", async () => {
    const admin = await signup(app, { locale: "es" });
    const noScopes = await createKey(admin.token, admin.companyId, { name: "K", scopes: [] });
    expect(noScopes.statusCode).toBe(400);
    expect(noScopes.json()).toMatchObject({ code: "VALIDATION_SELECTION", message: "¡Debes hacer una selección!" });
    const noName = await createKey(admin.token, admin.companyId, { scopes: ["*"] });
    expect(noName.json()).toMatchObject({
      code: "VALIDATION_REQUIRED",
      message: "Por favor, escribe algo.",
      field: "name",
    });
  });
});

describe("guards", () => {
  it("requireMembership answers 404 for another company, an unknown one and a malformed id", async () => {
    const a = await signup(app, { locale: "es" });
    const b = await signup(app);
    expect((await probe(a.companyId, { token: a.token })).statusCode).toBe(200);
    for (const companyId of [b.companyId, "0123456789abcdef01234567", "nope"]) {
      const response = await probe(companyId, { token: a.token });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: "NOT_FOUND", message: "No encontrado." });
    }
    expect((await probe(a.companyId, {})).statusCode).toBe(401);
  });

  it("requireLevel allows the listed levels only", async () => {
    const admin = await signup(app);
    const manager = await addSignedInMember(app, { admin, levels: ["revisor"] });
    const employee = await addSignedInMember(app, { admin, levels: ["requester"] });
    expect((await probe(admin.companyId, { token: manager.token })).json().actor).toMatchObject({
      kind: "user",
      userId: manager.userId,
      level: "revisor",
      levels: ["revisor"],
    });
    const refused = await probe(admin.companyId, { token: employee.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
  });

  it("the founder enters any company as admin and alone passes requireFounder", async () => {
    const founder = await signup(app);
    const tenant = await signup(app);
    expect(
      (await app.inject({ method: "GET", url: "/api/probe/founder", headers: { token: founder.token } })).statusCode,
    ).toBe(404);
    await UserModel.updateOne({ _id: founder.userId }, { $set: { isFounder: true } });
    expect(
      (await app.inject({ method: "GET", url: "/api/probe/founder", headers: { token: founder.token } })).statusCode,
    ).toBe(200);
    const entered = await probe(tenant.companyId, { token: founder.token });
    expect(entered.statusCode).toBe(200);
    expect(entered.json().actor).toMatchObject({ kind: "user", level: "admin", isFounder: true });
    // but not a company that does not exist
    expect((await probe("0123456789abcdef01234567", { token: founder.token })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/probe/founder" })).statusCode).toBe(401);
  });

  it("denyFirstAccess bars a person whose first access is pending", async () => {
    const admin = await signup(app);
    const settled = () => app.inject({ method: "GET", url: "/api/probe/settled", headers: { token: admin.token } });
    expect((await settled()).statusCode).toBe(200);
    await UserModel.updateOne({ _id: admin.userId }, { $set: { firstAccess: true } });
    const barred = await settled();
    expect(barred.statusCode).toBe(403);
    expect(barred.json().code).toBe("AUTH_FIRST_ACCESS_REQUIRED");
  });
});
