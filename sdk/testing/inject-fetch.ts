/**
 * The SDK on `app.inject`: tests drive the app through the typed client without a listening port
 * (STYLE.md, "the SDK takes a custom fetch"). Test-only: not part of the built package.
 */
import type { FastifyInstance, HTTPMethods } from "fastify";
import { createClient, type Client, type ClientOptions, type paths } from "../src/index.js";

// Statuses whose responses cannot carry a body; `new Response` throws if given one.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * A `fetch` that hands each request to `app.inject` and turns the reply back into a `Response`. Takes what
 * `fetch` takes, so it also serves code that calls `fetch(url, init)` directly.
 *
 * @example const api = createClient({ baseUrl: "http://app.test", fetch: injectFetch(app) });
 */
export function injectFetch(
  app: FastifyInstance,
): (input: Request | string | URL, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;

    const reply = await app.inject({
      method: request.method as HTTPMethods,
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload ? { payload } : {}),
    });

    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      // set-cookie and friends arrive as arrays: one header line each.
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const body =
      NULL_BODY_STATUSES.has(reply.statusCode) || request.method === "HEAD" ? null : new Uint8Array(reply.rawPayload);
    return new Response(body, { status: reply.statusCode, statusText: reply.statusMessage, headers: responseHeaders });
  };
}

/**
 * A typed client of `app`, over {@link injectFetch}.
 *
 * @example
 * const api = createInjectClient(app, { locale: "pt-BR" });
 * await api.get("/api/health");
 */
export function createInjectClient<Paths = paths>(
  app: FastifyInstance,
  options: Omit<ClientOptions, "baseUrl" | "fetch"> & { baseUrl?: string } = {},
): Client<Paths> {
  // Any origin does: only the path and query reach inject.
  return createClient<Paths>({ baseUrl: "http://app.test", ...options, fetch: injectFetch(app) });
}
