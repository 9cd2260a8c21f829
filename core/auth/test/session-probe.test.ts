import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, signup, useTestDatabase } from "./helpers.js";

/** GET /api/auth/session as the web app's probe (issue 12): nobody signed in is an answer, not a failed request. */
useTestDatabase("auth_session_probe");

let app: FastifyInstance;
beforeAll(async () => ({ app } = await buildTestApp()));
afterAll(async () => app.close());

const probe = (headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: "/api/auth/session", headers });

describe("GET /api/auth/session", () => {
  it("answers 200 null to a visitor without a session, and to a dead cookie (which it clears)", async () => {
    const anonymous = await probe();
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toBeNull();

    const dead = await probe({ cookie: `session=${"a".repeat(32)}` });
    expect(dead.statusCode).toBe(200);
    expect(dead.json()).toBeNull();
    expect(String(dead.headers["set-cookie"])).toMatch(/^session=;/);
  });

  it("answers the session to a signed-in person, by cookie or token", async () => {
    const account = await signup(app);
    const credentials: Record<string, string>[] = [{ cookie: `session=${account.token}` }, { token: account.token }];
    for (const headers of credentials) {
      const signedIn = await probe(headers);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json()).toMatchObject({ user: { id: account.userId }, activeCompanyId: account.companyId });
    }
  });

  it("still answers 401 to a token or Bearer credential that is not valid, and 403 to an API key", async () => {
    const badToken = await probe({ token: "b".repeat(32) });
    expect(badToken.statusCode).toBe(401);
    expect(badToken.json().code).toBe("UNAUTHENTICATED");
    const badBearer = await probe(bearer("c".repeat(32)));
    expect(badBearer.statusCode).toBe(401);

    const account = await signup(app);
    const created = await app.inject({
      method: "POST",
      url: `/api/companies/${account.companyId}/api-keys`,
      headers: { token: account.token },
      payload: { name: "Sync", scopes: ["*"] },
    });
    const key = await probe(bearer(created.json<{ key: string }>().key));
    expect(key.statusCode).toBe(403);
  });
});
