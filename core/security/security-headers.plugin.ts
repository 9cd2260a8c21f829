import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.js";

export interface SecurityHeadersOptions {
  config: Pick<AppConfig, "appUrl" | "nodeEnv">;
}

/** HSTS is sent when the product is reached over HTTPS: in production, or whenever `APP_URL` is https. */
export function usesHttps(config: Pick<AppConfig, "appUrl" | "nodeEnv">): boolean {
  return config.nodeEnv === "production" || config.appUrl.startsWith("https:");
}

/**
 * The Content-Security-Policy of the app's pages and API (issue 12). The built web app loads only its own files:
 * vite emits the entry as `<script type="module" src>`, vanilla-extract emits CSS files and the service worker is
 * registered from the bundle, so no inline script or style is needed.
 *
 * - `connect-src`: the API and the realtime websocket (`ws:`/`wss:` of the app's own origin; CSP 3 browsers already
 *   count them as `'self'`, the explicit entries are for `APP_URL` when the page is served under it).
 * - `img-src`: stored files come through the app (`/api/files/signed/...`, also with S3 storage, which streams through
 *   the API); `https:` because a worker's avatar may be an absolute URL (spec: "a value starting with http is used
 *   directly"); `data:`/`blob:` for previews of a picked picture.
 * - `frame-ancestors 'none'`: nobody frames the app. Widgets meant to be embedded will set their own policy on their
 *   routes (`helmet` route option of @fastify/helmet).
 */
export function contentSecurityPolicy(config: Pick<AppConfig, "appUrl" | "nodeEnv">): Record<string, string[]> {
  const app = new URL(config.appUrl);
  const socketOrigin = `${app.protocol === "https:" ? "wss:" : "ws:"}//${app.host}`;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'"],
    "script-src-attr": ["'none'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", socketOrigin],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  // only over https: on a plain-http origin (local runs, tests on 127.0.0.1) it would break every request
  if (app.protocol === "https:") directives["upgrade-insecure-requests"] = [];
  return directives;
}

/**
 * Security headers on every answer, pages and API alike (issue 12, OWASP ASVS V14.4), through @fastify/helmet:
 * the policy above, `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` (the full address to the app
 * itself, which the Origin check may read as a fallback, nothing to other sites), `X-Frame-Options: DENY` for old
 * browsers, and `Strict-Transport-Security` when the product is served over HTTPS ({@link usesHttps}).
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const hsts = usesHttps(options.config);
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.config) },
      referrerPolicy: { policy: "same-origin" },
      xFrameOptions: { action: "deny" },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // the realtime socket and the API are same-origin; cross-origin isolation would only break embeds later
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: "core.security-headers", fastify: "5.x" },
);
