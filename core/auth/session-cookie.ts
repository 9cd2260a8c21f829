import type { FastifyReply, FastifyRequest } from "fastify";

/** The web app's session cookie (HttpOnly, SameSite=Lax, Secure in production or when APP_URL is https). */
export const SESSION_COOKIE = "session";

export interface CookieSettings {
  /** Send the cookie only over HTTPS; on in production and whenever APP_URL is https. */
  secure: boolean;
}

export function setSessionCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(SESSION_COOKIE, session.token, {
    httpOnly: true,
    // Lax: sent on top-level navigation to the app, withheld from cross-site POSTs (CSRF)
    sameSite: "lax",
    secure: settings.secure,
    path: "/",
    expires: session.expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: settings.secure, path: "/" });
}

/** Where a request's credential came from: the renewal re-sends the cookie only to cookie clients. */
export type TokenSource = "bearer" | "header" | "cookie";

/**
 * The credential a request carries: `Authorization: Bearer` first, then the spec's `token` header, then the cookie
 * (an explicit header is what a client meant; the cookie may be ambient).
 */
export function tokenFromRequest(request: FastifyRequest): { token: string; source: TokenSource } | undefined {
  const authorization = request.headers.authorization;
  if (typeof authorization === "string") {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (match?.[1]) return { token: match[1], source: "bearer" };
  }
  const header = request.headers.token;
  if (typeof header === "string" && header.trim() !== "") return { token: header.trim(), source: "header" };
  const cookie = request.cookies?.[SESSION_COOKIE];
  if (cookie) return { token: cookie, source: "cookie" };
  return undefined;
}

/**
 * While the founder views a company for support (impersonation), their own session token waits in this cookie, sent
 * only to the route that ends the support view (which gives it back as the session cookie). SameSite=Strict: no
 * other site's request carries it.
 */
export const FOUNDER_COOKIE = "founder_session";
export const FOUNDER_COOKIE_PATH = "/api/auth/impersonation";

export function setFounderCookie(
  reply: FastifyReply,
  settings: CookieSettings,
  session: { token: string; expiresAt: Date },
): void {
  reply.setCookie(FOUNDER_COOKIE, session.token, {
    httpOnly: true,
    sameSite: "strict",
    secure: settings.secure,
    path: FOUNDER_COOKIE_PATH,
    expires: session.expiresAt,
  });
}

export function clearFounderCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.clearCookie(FOUNDER_COOKIE, {
    httpOnly: true,
    sameSite: "strict",
    secure: settings.secure,
    path: FOUNDER_COOKIE_PATH,
  });
}
