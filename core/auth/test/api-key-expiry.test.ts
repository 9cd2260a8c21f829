import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiKeyModel } from "../api-keys.model.js";
import { bearer, buildTestApp, DAY_MS, signup, TestClock, useTestDatabase, type SignedUp } from "./helpers.js";

/** API keys with an expiry (issue 12): chosen at creation, in the future; after it the key answers 401. */
useTestDatabase("auth_api_key_expiry");

const clock = new TestClock();
let app: FastifyInstance;
let admin: SignedUp;
beforeAll(async () => {
  ({ app } = await buildTestApp({ clock }));
  admin = await signup(app);
});
afterAll(async () => app.close());

const keysUrl = () => `/api/companies/${admin.companyId}/api-keys`;
const create = (payload: Record<string, unknown>, language = "en") =>
  app.inject({
    method: "POST",
    url: keysUrl(),
    headers: { token: admin.token, "accept-language": language },
    payload: { name: "Payroll sync", scopes: ["*"], ...payload },
  });
// a read any key of the company may make
const useKey = (key: string) =>
  app.inject({ method: "GET", url: `/api/companies/${admin.companyId}/modules`, headers: bearer(key) });

describe("API key expiry", () => {
  it("works until its expiry, then answers 401 AUTH_API_KEY_INVALID", async () => {
    const expiresAt = new Date(clock.now().getTime() + 7 * DAY_MS).toISOString();
    const created = await create({ expiresAt });
    expect(created.statusCode, created.body).toBe(201);
    const { key, id } = created.json<{ key: string; id: string; expiresAt: string }>();
    expect(created.json().expiresAt).toBe(expiresAt);

    expect((await useKey(key)).statusCode).toBe(200);
    clock.advance(7 * DAY_MS - 1000);
    expect((await useKey(key)).statusCode).toBe(200);
    clock.advance(1000);
    const expired = await useKey(key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe("AUTH_API_KEY_INVALID");

    // the list shows the expiry, and the key is kept (not deleted)
    const list = await app.inject({ method: "GET", url: keysUrl(), headers: { token: admin.token } });
    expect(list.json().items.find((k: { id: string }) => k.id === id)).toMatchObject({ expiresAt, revokedAt: null });
  });

  it("keeps a key without expiry working until revoked (expiresAt null)", async () => {
    const created = await create({});
    expect(created.statusCode).toBe(201);
    expect(created.json().expiresAt).toBeNull();
    clock.advance(3650 * DAY_MS);
    expect((await useKey(created.json().key)).statusCode).toBe(200);
  });

  it("refuses an expiry that is not in the future with a catalogue error in the caller's language, storing nothing", async () => {
    // the clock moved years on in the test above: new sessions below
    const before = await ApiKeyModel.countDocuments({});
    const past = new Date(clock.now().getTime() - 1000).toISOString();
    const cases = [
      ["en", "The expiry date must be in the future."],
      ["pt-BR", "A data de expiração deve estar no futuro."],
      ["es", "La fecha de caducidad debe estar en el futuro."],
    ] as const;
    // a signed-in person gets errors in their saved language
    for (const [language, message] of cases) {
      admin = await signup(app, { locale: language });
      const refused = await create({ expiresAt: past }, language);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: "AUTH_API_KEY_EXPIRY_PAST", field: "expiresAt", message });
    }
    const now = await create({ expiresAt: clock.now().toISOString() });
    expect(now.json().code).toBe("AUTH_API_KEY_EXPIRY_PAST");
    const malformed = await create({ expiresAt: "next tuesday" });
    expect(malformed.statusCode).toBe(400);
    expect(await ApiKeyModel.countDocuments({})).toBe(before);
  });
});
