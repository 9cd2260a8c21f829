import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServiceContext, TenantSummary, UserActor } from "../context.js";
import { systemContext } from "../context.js";
import { AppError } from "../errors/app-error.js";
import { isLimited, recordAttempt, type AttemptLimit } from "../auth/attempts.service.js";
import { findPublishableKey } from "./publishable-keys.service.js";
import { findWidgetToken, WIDGET_TOKEN_PREFIX } from "./widget-tokens.js";
import { findLiveUser } from "../auth/authenticate.js";

/** Where the anonymous widget routes live: `/api/widgets/...`, each called with `?key=wpk_...`. */
export const WIDGET_API_PREFIX = "/api/widgets/";

/** What a widget request acts for, set by the gate (null outside `/api/widgets/`). */
export interface WidgetCaller {
  companyId: string;
  keyId: string;
  origin: string;
  /** The person behind a widget token (`Authorization: Bearer wwt_...`) issued for this key and origin. */
  userId?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The publishable key a `/api/widgets/...` request presented, once its origin is checked; null elsewhere. */
    widget: WidgetCaller | null;
  }
}

/** Per key and visitor address: an intranet page with a handful of widgets reloaded often stays far below it. */
export const DEFAULT_WIDGET_LIMIT: AttemptLimit = { max: 240, windowMs: 60_000 };

const ALLOWED_HEADERS = "accept-language, authorization, content-type";

function keyOfRequest(request: FastifyRequest): string {
  const key = (request.query as Record<string, unknown> | undefined)?.key;
  return typeof key === "string" ? key : "";
}

/**
 * The gate of `/api/widgets/...` (an `onRequest` hook). Every call names its publishable key in the query (`?key=`),
 * so a CORS preflight, which carries no headers of the page, is judged by the same key. The request's `Origin` must
 * be one of the key's allowed origins; a request without one (not a browser on another site) is refused too. The answer
 * then carries `Access-Control-Allow-Origin` with exactly that origin and no credentials (widget calls never carry the
 * app's session cookie). A refusal (WIDGET_KEY_INVALID, WIDGET_ORIGIN_REFUSED, WIDGET_RATE_LIMITED) also names the
 * requesting origin, so the widget can show the catalogue's message; it holds nothing of the company.
 */
export function widgetGate(options: { now: () => Date; limit?: AttemptLimit }) {
  const limit = options.limit ?? DEFAULT_WIDGET_LIMIT;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (!request.url.startsWith(WIDGET_API_PREFIX)) return undefined;
    const originHeader = request.headers.origin;
    const origin = typeof originHeader === "string" ? originHeader.toLowerCase() : undefined;
    if (origin && origin !== "null") {
      void reply.header("access-control-allow-origin", origin);
      void reply.header("vary", "Origin");
    }
    const record = await findPublishableKey(keyOfRequest(request));
    if (!record) throw new AppError("WIDGET_KEY_INVALID");
    if (!origin || !record.allowedOrigins.includes(origin)) throw new AppError("WIDGET_ORIGIN_REFUSED");
    if (request.method === "OPTIONS") {
      return reply
        .code(204)
        .header("access-control-allow-methods", "GET, POST")
        .header("access-control-allow-headers", ALLOWED_HEADERS)
        .header("access-control-max-age", "600")
        .send();
    }
    const keyId = String(record._id);
    const attempts = `widget:${keyId}:${request.ip}`;
    const ctx = { now: options.now, log: request.log };
    if ((await isLimited(ctx, attempts, limit)).limited) throw new AppError("WIDGET_RATE_LIMITED");
    await recordAttempt(ctx, attempts, limit);
    const caller: WidgetCaller = { companyId: String(record.companyId), keyId, origin };
    const authorization = request.headers.authorization;
    if (typeof authorization === "string" && authorization.startsWith(`Bearer ${WIDGET_TOKEN_PREFIX}`)) {
      // a token of another key or origin, or an expired one, is no token: the widget asks the person to sign in again
      const token = await findWidgetToken(options.now(), authorization.slice("Bearer ".length));
      if (!token || String(token.keyId) !== keyId || token.origin !== origin)
        throw new AppError("WIDGET_SIGNIN_REQUIRED");
      caller.userId = String(token.userId);
    }
    request.widget = caller;
    return undefined;
  };
}

/**
 * The context of a widget route in a module's `globalRoutes`: the key's company as the platform acting for an anonymous
 * visitor (`widget:<module>`), with the company's time zone and summary. WIDGET_KEY_INVALID outside the gate (never in
 * practice), MODULE_NOT_ENABLED when the company does not have the module.
 *
 * @example
 * const ctx = await widgetContext(request, { module: "leave", tenants, now: options.now });
 */
export async function widgetContext(
  request: FastifyRequest,
  deps: { module: string; tenants: { summary(companyId: string): Promise<TenantSummary | null> }; now: () => Date },
): Promise<ServiceContext> {
  const caller = request.widget;
  if (!caller) throw new AppError("WIDGET_KEY_INVALID");
  const tenant = await deps.tenants.summary(caller.companyId);
  if (!tenant) throw new AppError("WIDGET_KEY_INVALID");
  if (!tenant.enabledModules.includes(deps.module)) throw new AppError("MODULE_NOT_ENABLED");
  return systemContext({
    companyId: caller.companyId,
    name: `widget:${deps.module}`,
    log: request.log,
    now: deps.now,
    timeZone: tenant.timeZone,
    tenant,
  });
}

/**
 * The context of a widget route that acts for the signed-in person (a widget token): the person, at the employee
 * (requester) level whatever else they hold, since a widget on an intranet never acts as a manager or an admin.
 * WIDGET_SIGNIN_REQUIRED without a token, or when the person no longer belongs to the company.
 */
export async function widgetPersonContext(
  request: FastifyRequest,
  deps: { module: string; tenants: { summary(companyId: string): Promise<TenantSummary | null> }; now: () => Date },
): Promise<ServiceContext & { actor: UserActor }> {
  const ctx = await widgetContext(request, deps);
  const userId = request.widget?.userId;
  if (!userId) throw new AppError("WIDGET_SIGNIN_REQUIRED");
  const user = await findLiveUser(userId);
  const member = user?.memberships.some((m) => String(m.companyId) === ctx.companyId);
  if (!user || !member) throw new AppError("WIDGET_SIGNIN_REQUIRED");
  return { ...ctx, actor: { kind: "user", userId, level: "requester", levels: ["requester"], isFounder: false } };
}
