import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
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
 *   routes (the `securityHeaders` route config, {@link SecurityHeadersRouteConfig}).
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
 * The headers helmet sets for `options`, worked out once: helmet's middleware run against a response that only
 * records them. Helmet's header logic is kept (the names, the defaults, the policy's syntax checks, which throw here
 * at boot rather than on a request), without building its middleware again on every request as @fastify/helmet did
 * (it parsed the whole policy per request: bench:api).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: unknown;
  helmet(options as HelmetOptions)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return [...headers];
}

/**
 * A route's own header options (`config: { securityHeaders: {...} }`), merged over the app's: for answers meant to
 * be embedded elsewhere (widgets: their own `frame-ancestors`). Worked out once when the route is added.
 */
export interface SecurityHeadersRouteConfig {
  /** helmet's options for this route, over the app's. */
  securityHeaders?: Readonly<HelmetOptions>;
}

const ROUTE_HEADERS = Symbol("securityHeaders");

/**
 * Security headers on every answer, pages and API alike (issue 12, OWASP ASVS V14.4), helmet's headers
 * ({@link helmetHeaders}): the policy above, `X-Content-Type-Options: nosniff`, `Referrer-Policy: same-origin` (the
 * full address to the app itself, which the Origin check may read as a fallback, nothing to other sites),
 * `X-Frame-Options: DENY` for old browsers, and `Strict-Transport-Security` when the product is served over HTTPS
 * ({@link usesHttps}). Computed at boot (per route where a route has its own), set by one synchronous hook.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app: FastifyInstance, options) => {
    const hsts = usesHttps(options.config);
    const appOptions: HelmetOptions = {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.config) },
      referrerPolicy: { policy: "same-origin" },
      xFrameOptions: { action: "deny" },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // the realtime socket and the API are same-origin; cross-origin isolation would only break embeds later
      crossOriginEmbedderPolicy: false,
    };
    const appHeaders = helmetHeaders(appOptions);
    // fastify copies a route's config after its onRoute hooks: the headers travel in it under a symbol
    app.addHook("onRoute", (route) => {
      const own = (route.config as SecurityHeadersRouteConfig | undefined)?.securityHeaders;
      if (!own) return;
      // helmet's type allows only one of each header's two option names; merging keeps whichever each side used
      const merged = { ...appOptions, ...own } as HelmetOptions;
      route.config = { ...route.config, [ROUTE_HEADERS]: helmetHeaders(merged) } as typeof route.config;
    });
    app.addHook("onRequest", (request, reply, done) => {
      const config = request.routeOptions.config as { [ROUTE_HEADERS]?: typeof appHeaders } | undefined;
      const headers = config?.[ROUTE_HEADERS] ?? appHeaders;
      // on the raw response, as helmet does: what a later step sets (the API docs' policy) reads and replaces them
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: "core.security-headers", fastify: "5.x" },
);
