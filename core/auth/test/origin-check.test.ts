import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exampleModule } from "../../../modules/example/server/index.js";
import { UserModel } from "../users.model.js";
import { bearer, buildTestApp, config, signup, type SignedUp, useTestDatabase } from "./helpers.js";

/**
 * The Origin check of cookie-authenticated changes (issue 12, origin-check.ts): the app is reached here as
 * http://127.0.0.1:4321 (its Host), while APP_URL is the kit's config.appUrl; both are the app's own origins.
 */
useTestDatabase("auth_origin_check");

const HOST = "127.0.0.1:4321";
const SELF = `http://${HOST}`;
const FOREIGN = "https://evil.example";

let app: FastifyInstance;
let account: SignedUp;
beforeAll(async () => {
  // the example module's notes: a change an API key may make
  ({ app } = await buildTestApp({ modules: [exampleModule] }));
  account = await signup(app, { locale: "en" });
});
afterAll(async () => app.close());

/** PATCH /api/auth/preferences (a change) from the browser: the session cookie plus the given headers. */
function setLocale(locale: string, headers: Record<string, string>, credential?: Record<string, string>) {
  return app.inject({
    method: "PATCH",
    url: "/api/auth/preferences",
    headers: { host: HOST, ...(credential ?? { cookie: `session=${account.token}` }), ...headers },
    payload: { locale },
  });
}

async function savedLocale(): Promise<string | undefined> {
  return (await UserModel.findById(account.userId).lean().exec())?.locale;
}

describe("cookie-authenticated changes and the Origin header", () => {
  it("refuses a foreign Origin with a catalogue error in the caller's language, and changes nothing", async () => {
    const before = await savedLocale();
    const cases = [
      ["en", "This request did not come from the app. Reload the page and try again."],
      ["pt-BR", "Esta solicitação não veio do aplicativo. Recarregue a página e tente de novo."],
      ["es", "Esta solicitud no vino de la aplicación. Recarga la página e inténtalo de nuevo."],
    ] as const;
    for (const [language, message] of cases) {
      const refused = await setLocale("es", { origin: FOREIGN, "accept-language": language });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject({ code: "AUTH_ORIGIN_REFUSED", message });
    }
    // a look-alike host, `null` (sandboxed frames) and a foreign Referer without Origin are foreign too
    for (const headers of <Record<string, string>[]>[
      { origin: `${SELF}.evil.example` },
      { origin: "http://127.0.0.1:4322" },
      { origin: "null" },
      { referer: `${FOREIGN}/attack.html` },
    ]) {
      const refused = await setLocale("es", headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403);
      expect(refused.json().code).toBe("AUTH_ORIGIN_REFUSED");
    }
    expect(await savedLocale()).toBe(before);
  });

  it("lets the app's own origin through: the request's Host, APP_URL, or a same-origin Referer without Origin", async () => {
    const own = await setLocale("pt-BR", { origin: SELF });
    expect(own.statusCode, own.body).toBe(200);
    expect(await savedLocale()).toBe("pt-BR");

    const appUrl = await setLocale("es", { origin: new URL(config.appUrl).origin });
    expect(appUrl.statusCode, appUrl.body).toBe(200);
    expect(await savedLocale()).toBe("es");

    const referer = await setLocale("en", { referer: `${SELF}/settings?tab=language` });
    expect(referer.statusCode, referer.body).toBe(200);
    expect(await savedLocale()).toBe("en");

    // neither header: not a browser (browsers send Origin on every cross-origin change)
    const bare = await setLocale("pt-BR", {});
    expect(bare.statusCode, bare.body).toBe(200);
    expect(await savedLocale()).toBe("pt-BR");
  });

  it("does not check reads, even from a foreign origin", async () => {
    const read = await app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { host: HOST, cookie: `session=${account.token}`, origin: FOREIGN },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().user.id).toBe(account.userId);
  });

  it("leaves the token header, Bearer and API keys alone: a foreign page cannot make a browser send them", async () => {
    const header = await setLocale("es", { origin: FOREIGN }, { token: account.token });
    expect(header.statusCode, header.body).toBe(200);
    const viaBearer = await setLocale("en", { origin: FOREIGN }, bearer(account.token));
    expect(viaBearer.statusCode, viaBearer.body).toBe(200);

    const created = await app.inject({
      method: "POST",
      url: `/api/companies/${account.companyId}/api-keys`,
      headers: { token: account.token, origin: FOREIGN },
      payload: { name: "Sync", scopes: ["example.note.create"], level: "admin" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { key } = created.json<{ key: string }>();
    // a change made with the key from a foreign origin
    const note = await app.inject({
      method: "POST",
      url: `/api/companies/${account.companyId}/example/notes`,
      headers: { ...bearer(key), origin: FOREIGN, host: HOST },
      payload: { title: "Made by a key" },
    });
    expect(note.statusCode, note.body).toBe(201);
    // the same change with the cookie from that origin is refused
    const byCookie = await app.inject({
      method: "POST",
      url: `/api/companies/${account.companyId}/example/notes`,
      headers: { cookie: `session=${account.token}`, origin: FOREIGN, host: HOST },
      payload: { title: "Forged" },
    });
    expect(byCookie.statusCode).toBe(403);
    expect(byCookie.json().code).toBe("AUTH_ORIGIN_REFUSED");
  });
});
