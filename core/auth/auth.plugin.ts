import cookie from "@fastify/cookie";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config.js";
import "../mail/types.js";
import { createAccountService, DEFAULT_AUTH_LIMITS, type AuthLimits } from "./account.service.js";
import { API_KEY_PREFIX } from "./api-keys.service.js";
import { apiKeysRoutes } from "./api-keys.routes.js";
import { authenticate } from "./authenticate.js";
import { authRoutes } from "./auth.routes.js";
import { AppError } from "../errors/app-error.js";
import { impersonationRoutes } from "./impersonation.routes.js";
import { recordImpersonatedChange } from "./impersonation.service.js";
import { touchCompanyActivity } from "../../tenants/activity.js";
import { markRejectedApiKey } from "./guards.js";
import { assertSameOrigin } from "./origin-check.js";
import { clearSessionCookie, setSessionCookie, tokenFromRequest, type CookieSettings } from "./session-cookie.js";
import type { AuthenticateToken } from "./types.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * How the founder's read-only support view (impersonation) treats the route: by default it may read (GET, HEAD)
     * and nothing else; `"deny"` refuses a read that hands out something (a one-time link), `"allow"` lets a change
     * through (ending the support view, signing out).
     */
    impersonation?: "allow" | "deny";
  }
}

export interface AuthPluginOptions {
  config: AppConfig;
  /**
   * The clock sessions, links and rate limits are judged by; tests move it to cross expiries.
   * @default () => new Date()
   */
  now?: () => Date;
  /**
   * Refuse sign-in with "Unverified email." until the address is confirmed. The spec lists the message but does not
   * say when it applies, so it is off by default (a lead decision for a `AUTH_REQUIRE_EMAIL_VERIFICATION` setting).
   * @default false
   */
  requireEmailVerification?: boolean;
  /**
   * The web app's origin, for links in mails (`<publicUrl>/action?mode=resetPassword&code=...`). Never taken from the
   * request's Host header, which a caller controls (reset links pointing at an attacker's host).
   * @default config.appUrl (`APP_URL`)
   * @example "https://app.example.com"
   */
  publicUrl?: string;
  /** Rate limits, each `{ max, windowMs }`; tests lower them. @default DEFAULT_AUTH_LIMITS */
  limits?: Partial<AuthLimits>;
}

/**
 * Authentication (issue 3): the session cookie, the request hook that sets `request.auth` and `request.userLocale`,
 * `app.authenticateToken` for realtime, and the account and API-key routes. Infrastructure, so it uses fastify-plugin:
 * `request.auth` must be set for every route of the app. Register it after the error handler and the mailer
 * (declared dependencies: boot fails without them), and before the modules.
 *
 * @example await app.register(authPlugin, { config, now: options.now });
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: AuthPluginOptions) => {
    const now = options.now ?? (() => new Date());
    // Secure whenever the product is reached over HTTPS (production, or an https APP_URL on a staging host)
    const cookieSettings: CookieSettings = {
      secure: options.config.nodeEnv === "production" || options.config.appUrl.startsWith("https:"),
    };
    const publicUrl = options.publicUrl ?? options.config.appUrl;
    const appOrigin = new URL(options.config.appUrl).origin.toLowerCase();

    if (!app.hasPlugin("@fastify/cookie")) await app.register(cookie);

    // Work that runs after the answer (mails of the public endpoints); closing the app waits for it.
    const pending = new Set<Promise<void>>();
    const background = (name: string, task: () => Promise<void>): void => {
      const running: Promise<void> = task()
        .catch((err: unknown) => app.log.error({ err }, `${name} failed`))
        .finally(() => pending.delete(running));
      pending.add(running);
    };
    app.addHook("onClose", async () => {
      await Promise.allSettled([...pending]);
    });

    const account = createAccountService({
      mailer: () => app.mailer,
      // the modules plugin is registered after auth; read when a company is created
      tenantSetup: () => (app.hasDecorator("tenantSetup") ? app.tenantSetup : undefined),
      publicUrl,
      requireEmailVerification: options.requireEmailVerification ?? false,
      limits: { ...DEFAULT_AUTH_LIMITS, ...options.limits },
      background,
    });

    const authenticateToken: AuthenticateToken = async (token) =>
      (await authenticate({ now, log: app.log }, token))?.state ?? null;
    app.decorate("authenticateToken", authenticateToken);
    app.decorateRequest("auth", null);

    app.addHook("onRequest", async (request, reply) => {
      const presented = tokenFromRequest(request);
      if (!presented) return;
      // a change authenticated by the ambient cookie must come from the app's own pages (origin-check.ts)
      if (presented.source === "cookie") assertSameOrigin(request, appOrigin);
      const result = await authenticate(
        { now, log: request.log, versionsSince: request.versionsSince },
        presented.token,
      );
      if (!result) {
        // a dead cookie is removed so the browser stops sending it
        if (presented.source === "cookie") clearSessionCookie(reply, cookieSettings);
        if (presented.token.startsWith(API_KEY_PREFIX)) markRejectedApiKey(request);
        return;
      }
      request.auth = result.state;
      request.userLocale = result.state.user.locale;
      // the founder's support view is read-only unless changes were allowed when it started, enforced here for every
      // route of the app (impersonation.service.ts); "deny" routes stay refused either way
      if (result.state.impersonation) {
        const rule = request.routeOptions.config?.impersonation;
        const write = !SAFE_METHODS.has(request.method);
        if (rule !== "allow" && (rule === "deny" || (write && !result.state.impersonation.allowChanges)))
          throw new AppError("AUTH_IMPERSONATION_READ_ONLY");
      } else if (result.state.via.kind === "session" && result.state.activeCompanyId) {
        // the founder's companies list shows each company's last activity (tenants/activity.ts)
        await touchCompanyActivity(result.state.activeCompanyId, now(), request.log);
      }
      if (result.renewed && presented.source === "cookie" && result.state.via.kind === "session") {
        setSessionCookie(reply, cookieSettings, { token: presented.token, expiresAt: result.state.via.expiresAt });
      }
    });

    // every write of a support session that allows changes is recorded in the company's log, whatever its outcome
    // (ending the view and signing out, the "allow" routes, are recorded as `auth.impersonation.ended` instead)
    app.addHook("onResponse", async (request, reply) => {
      const auth = request.auth;
      if (!auth?.impersonation?.allowChanges || SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config?.impersonation === "allow") return;
      await recordImpersonatedChange({ now, log: request.log }, auth, {
        method: request.method,
        route: request.routeOptions.url ?? request.url.split("?")[0]!,
        statusCode: reply.statusCode,
      });
    });

    await app.register(authRoutes, { account, now, cookie: cookieSettings });
    await app.register(apiKeysRoutes, { now });
    await app.register(impersonationRoutes, { now, cookie: cookieSettings });
  },
  // the mailer is declared so a missing one fails boot, not the first sign-up
  {
    name: "core.auth",
    fastify: "5.x",
    dependencies: ["core.errors", "core.mail"],
    decorators: { fastify: ["mailer"] },
  },
);
