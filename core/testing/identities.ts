import type { FastifyInstance } from "fastify";
import type { AuthState } from "../auth/types.js";

/**
 * For tests of one module or core part without the auth plugin: the header
 * `x-test-identity: <name>` makes the request act as `identities[name]`
 * (plain AuthState values), any other request is unauthenticated. Tests of
 * the whole app use real sessions (core/testing/kit.ts) instead.
 */
export function installTestIdentities(app: FastifyInstance, identities: Readonly<Record<string, AuthState>>): void {
  app.decorateRequest("auth", null);
  app.addHook("onRequest", async (request) => {
    const who = request.headers["x-test-identity"];
    request.auth = typeof who === "string" ? (identities[who] ?? null) : null;
  });
}
