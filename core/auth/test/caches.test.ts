import type { FastifyInstance } from "fastify";
import { Db } from "mongodb";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CompanyModel } from "../../../tenants/company.model.js";
import { companyCache } from "../../../tenants/company-cache.js";
import { bumpVersions, CACHE_VERSIONS_COLLECTION } from "../../db/cache-versions.js";
import { sessionCache } from "../session-cache.js";
import { SessionModel } from "../sessions.model.js";
import { hashSecret } from "../tokens.js";
import { removeMember } from "../users.service.js";
import { UserModel } from "../users.model.js";
import { buildTestApp, login, PASSWORD, signup, useTestDatabase } from "./helpers.js";

// The per-process caches behind every request (session + user, company): a write made through this process is
// seen by the very next request, though the record was read a moment before.

useTestDatabase("auth_caches");

let app: FastifyInstance;
beforeAll(async () => ({ app } = await buildTestApp()));
afterAll(async () => app.close());

const getSession = (token: string) => app.inject({ method: "GET", url: "/api/auth/session", headers: { token } });
const listModules = (token: string, companyId: string) =>
  app.inject({ method: "GET", url: `/api/companies/${companyId}/modules`, headers: { token } });

describe("the session cache", () => {
  it("serves a session read a moment ago without asking the database again", async () => {
    const account = await signup(app);
    expect((await getSession(account.token)).statusCode).toBe(200);
    // removed behind mongoose's back (as another instance's write would be): still served from memory, for the TTL
    await SessionModel.collection.deleteOne({ _id: hashSecret(account.token) } as never);
    expect((await getSession(account.token)).statusCode).toBe(200);
    sessionCache.invalidate();
    expect((await getSession(account.token)).statusCode).toBe(401);
  });

  it("reads a session it does not hold with the cache versions, in one command, and keeps it under them", async () => {
    const account = await signup(app);
    sessionCache.invalidate();
    const commands = vi.spyOn(Db.prototype, "command");
    try {
      expect((await getSession(account.token)).statusCode).toBe(200);
      // the versions and the session (with its user) in one round trip, the request's first: no version read of
      // its own before it, no read of the session or the user apart (the route's handler reads what it shows after)
      const sent = commands.mock.calls.map(([command]) => Object.entries(command)[0]!);
      expect(sent[0]).toEqual(["aggregate", CACHE_VERSIONS_COLLECTION]);
      expect(sent.filter(([, coll]) => coll === "auth_sessions")).toEqual([]);
    } finally {
      commands.mockRestore();
    }
    expect(sessionCache.holds(hashSecret(account.token))).toBe(true);
    // signed out by another instance: the session removed and the `auth` version moved, not through this process
    await SessionModel.collection.deleteOne({ _id: hashSecret(account.token) } as never);
    await bumpVersions([sessionCache.versionScope!]);
    expect((await getSession(account.token)).statusCode).toBe(401);
  });

  it("keeps what the request saw, frozen, and no password hash", async () => {
    const account = await signup(app);
    sessionCache.invalidate();
    const first = await getSession(account.token);
    expect(first.statusCode).toBe(200);
    const entry = sessionCache.get(hashSecret(account.token))!;
    expect(entry.state.user.email).toBe(account.email);
    expect(entry.expiresAt).toBeGreaterThan(Date.now());
    expect(JSON.stringify(entry)).not.toContain("$argon2");
    // shared by every request it serves: nothing may change it
    expect(Object.isFrozen(entry.state) && Object.isFrozen(entry.state.user)).toBe(true);
    expect(entry.state.memberships.every((m) => Object.isFrozen(m) && Object.isFrozen(m.levels))).toBe(true);
    expect((await getSession(account.token)).json()).toEqual(first.json());
  });

  it("keeps what it holds when someone signs in (a new session changes no other)", async () => {
    const account = await signup(app);
    expect((await getSession(account.token)).statusCode).toBe(200);
    expect((await login(app, { email: account.email, password: PASSWORD })).statusCode).toBe(200);
    expect(sessionCache.get(hashSecret(account.token))).toBeDefined();
  });

  it("refuses a signed-out session at once", async () => {
    const account = await signup(app);
    expect((await getSession(account.token)).statusCode).toBe(200);
    expect(sessionCache.get(hashSecret(account.token))).toBeDefined();
    const out = await app.inject({ method: "POST", url: "/api/auth/logout", headers: { token: account.token } });
    expect(out.statusCode).toBe(200);
    expect((await getSession(account.token)).statusCode).toBe(401);
  });

  it("refuses the other devices at once after a password change", async () => {
    const account = await signup(app);
    const other = (await login(app, { email: account.email, password: PASSWORD })).json<{ token: string }>().token;
    expect((await getSession(other)).statusCode).toBe(200);
    const changed = await app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { token: account.token },
      payload: { currentPassword: PASSWORD, newPassword: "a brand new secret" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await getSession(other)).statusCode).toBe(401);
    expect((await getSession(account.token)).statusCode).toBe(200);
  });

  it("sees a removed membership and a removed user at once", async () => {
    const account = await signup(app);
    expect((await listModules(account.token, account.companyId)).statusCode).toBe(200);
    await removeMember({ companyId: account.companyId, userId: account.userId });
    expect((await listModules(account.token, account.companyId)).statusCode).toBe(404);

    expect((await getSession(account.token)).statusCode).toBe(200);
    await UserModel.updateOne({ _id: account.userId }, { $set: { deletedAt: new Date() } });
    expect((await getSession(account.token)).statusCode).toBe(401);
  });
});

describe("the company cache", () => {
  it("lets the module gate see a switched-off module and a removed company at once", async () => {
    const account = await signup(app);
    const before = await listModules(account.token, account.companyId);
    expect(before.statusCode).toBe(200);
    const modules = before.json<{ modules: Array<{ id: string; enabled: boolean }> }>().modules;
    expect(companyCache.get(account.companyId)).toBeDefined();
    // a module the tenant has that can be switched off (the core's always-on ones cannot)
    const target = modules.find((m) => m.enabled && !["audit", "notifications"].includes(m.id))!;
    await CompanyModel.updateOne({ _id: account.companyId }, { $set: { "modules.disabled": [target.id] } });
    const after = (await listModules(account.token, account.companyId)).json<{ modules: typeof modules }>();
    expect(after.modules.find((m) => m.id === target.id)?.enabled).toBe(false);

    await CompanyModel.updateOne({ _id: account.companyId }, { $set: { deletedAt: new Date() } });
    expect((await listModules(account.token, account.companyId)).statusCode).toBe(404);
  });
});
