import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import type { AppConfig } from "../../config.js";
import { config, signup, useTestDatabase } from "../../testing/kit.js";
import { helmetHeaders, securityHeadersPlugin } from "../security-headers.plugin.js";

/**
 * Security headers on the app's pages and API (issue 12): the whole app as `core/main.ts` builds it, serving a
 * built web app from a directory of its own.
 */
useTestDatabase("security_headers");

const webDir = mkdtempSync(join(tmpdir(), "web-"));
writeFileSync(join(webDir, "index.html"), '<!doctype html><script type="module" src="/assets/app.js"></script>');

async function appWith(settings: Partial<AppConfig>): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...config, ...settings }, version: "0.0.0-test", db: "embedded", webDir });
  await app.ready();
  return app;
}

/** The policy as a map of directive -> sources. */
function policyOf(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe("string");
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

let http: FastifyInstance;
let https: FastifyInstance;
beforeAll(async () => {
  http = await appWith({ appUrl: "http://localhost:3000", nodeEnv: "test" });
  https = await appWith({ appUrl: "https://app.example.com", nodeEnv: "development" });
});
afterAll(async () => {
  await http.close();
  await https.close();
});

describe("security headers", () => {
  it("sends the policy, nosniff, the referrer policy and no framing on pages, API answers and errors", async () => {
    const account = await signup(http);
    const answers = {
      page: await http.inject({ url: "/some/page" }),
      index: await http.inject({ url: "/index.html" }),
      api: await http.inject({ url: "/api/auth/session", headers: { token: account.token } }),
      apiError: await http.inject({ url: "/api/no-such-route" }),
      health: await http.inject({ url: "/api/health" }),
    };
    for (const [name, response] of Object.entries(answers)) {
      expect(response.statusCode, name).toBeLessThan(500);
      const policy = policyOf(response.headers["content-security-policy"]);
      expect(policy.get("default-src"), name).toEqual(["'self'"]);
      // scripts only from the app's own files: no inline script, no eval
      expect(policy.get("script-src"), name).toEqual(["'self'"]);
      expect(policy.get("script-src-attr"), name).toEqual(["'none'"]);
      expect(policy.get("style-src"), name).toEqual(["'self'"]);
      expect(policy.get("object-src"), name).toEqual(["'none'"]);
      expect(policy.get("frame-ancestors"), name).toEqual(["'none'"]);
      expect(policy.get("base-uri"), name).toEqual(["'self'"]);
      // the realtime websocket of the app's origin
      expect(policy.get("connect-src"), name).toEqual(["'self'", "ws://localhost:3000"]);
      // plain http here: upgrading would break every request
      expect(policy.has("upgrade-insecure-requests"), name).toBe(false);
      expect(response.headers["x-content-type-options"], name).toBe("nosniff");
      expect(response.headers["referrer-policy"], name).toBe("same-origin");
      expect(response.headers["x-frame-options"], name).toBe("DENY");
      expect(response.headers["strict-transport-security"], name).toBeUndefined();
    }
    expect(answers.page.headers["content-type"]).toMatch(/text\/html/);
  });

  it("adds HSTS, wss: and upgrade-insecure-requests when APP_URL is https (and in production)", async () => {
    for (const url of ["/login", "/api/health"]) {
      const response = await https.inject({ url });
      expect(response.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
      const policy = policyOf(response.headers["content-security-policy"]);
      expect(policy.get("connect-src"), url).toEqual(["'self'", "wss://app.example.com"]);
      expect(policy.has("upgrade-insecure-requests"), url).toBe(true);
    }
    const production = await appWith({ appUrl: "http://internal:3000", nodeEnv: "production" });
    try {
      const response = await production.inject({ url: "/api/health" });
      expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await production.close();
    }
  });

  it("marks the session cookie Secure when APP_URL is https, and not on plain http outside production", async () => {
    const secure = await signup(https);
    expect(String(secure.response.headers["set-cookie"])).toMatch(/; Secure/);
    const plain = await signup(http);
    expect(String(plain.response.headers["set-cookie"])).not.toMatch(/; Secure/);
  });

  it("lets a route set its own policy (an answer meant to be embedded), the others keep the app's", async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, { config: { appUrl: "http://localhost:3000", nodeEnv: "test" } });
    const embedPolicy = { "default-src": ["'self'"], "frame-ancestors": ["https://intranet.example.com"] };
    app.get(
      "/embed",
      { config: { securityHeaders: { contentSecurityPolicy: { directives: embedPolicy } } } },
      () => "",
    );
    app.get("/plain", () => "");
    const embed = await app.inject({ url: "/embed" });
    expect(policyOf(embed.headers["content-security-policy"]).get("frame-ancestors")).toEqual([
      "https://intranet.example.com",
    ]);
    const plain = await app.inject({ url: "/plain" });
    expect(policyOf(plain.headers["content-security-policy"]).get("frame-ancestors")).toEqual(["'none'"]);
    // the same headers on every answer, from one computation at boot
    const again = await app.inject({ url: "/plain" });
    expect(again.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
    expect(again.headers["x-frame-options"]).toBe("DENY");
    await app.close();
  });

  it("refuses a malformed policy at boot, not on a request", () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { "default-src": ["'self'; script-src *"] } } }),
    ).toThrow();
  });
});
