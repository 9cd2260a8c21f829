import type { FastifyRequest } from "fastify";
import { AppError } from "../errors/app-error.js";

/** Methods that change something; only these are checked (reads are harmless to replay, SameSite=Lax covers them). */
const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The origin a browser says a request comes from: the `Origin` header, else the origin of the `Referer`; undefined
 * when the request carries neither (a non-browser client). `Origin: null` (sandboxed frames, some redirects) and an
 * unreadable Referer count as a foreign origin ("null").
 */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin === "string" && origin !== "") return origin === "null" ? "null" : origin.toLowerCase();
  const referer = request.headers.referer;
  if (typeof referer !== "string" || referer === "") return undefined;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return "null";
  }
}

/**
 * The origins the web app is served from: `APP_URL`'s origin, and the request's own origin (its scheme, as Fastify
 * reads it with `trustProxy`, and its Host). The Host is the address the browser connected to, which a page on
 * another site cannot choose, so a same-origin request always matches it, also when the app is reached under an
 * address other than `APP_URL` (tests on 127.0.0.1 and a random port, a staging host name).
 */
export function allowedOrigins(request: FastifyRequest, appOrigin: string): string[] {
  return [appOrigin, `${request.protocol}://${request.host}`.toLowerCase()];
}

/**
 * CSRF defence in depth for the session cookie (OWASP ASVS 4.0 V4.2.2/V13.2.3; the cookie is already SameSite=Lax):
 * a request that changes something and is authenticated by the cookie must come from the app's own origin. Requests
 * that carry their credential in a header (`token`, `Authorization: Bearer`, API keys) are not checked: a page on
 * another site cannot make the browser send those. A request without Origin and Referer is let through (browsers send
 * Origin on every cross-origin POST, PUT, PATCH and DELETE; clients without them are not browsers).
 *
 * @throws AppError AUTH_ORIGIN_REFUSED (403)
 */
export function assertSameOrigin(request: FastifyRequest, appOrigin: string): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  const origin = requestOrigin(request);
  if (origin === undefined) return;
  if (!allowedOrigins(request, appOrigin).includes(origin)) throw new AppError("AUTH_ORIGIN_REFUSED");
}
