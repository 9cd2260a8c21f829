import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { resolveLocale, type Locale } from "../i18n/locale.js";
import { AppError } from "./app-error.js";
import { type ErrorCode, messageFor } from "./catalogue.js";

/** The body of every error response. */
export interface ErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** The input field the error is about, when there is one. */
  field?: string;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user's saved language, set by auth; it outranks Accept-Language. */
    userLocale: string | undefined;
  }
}

export function localeOf(request: FastifyRequest): Locale {
  return resolveLocale({ userLocale: request.userLocale, acceptLanguage: request.headers["accept-language"] });
}

// JSON-schema formats the shared validators register, and the catalogue code each one reports.
const FORMAT_CODES: Record<string, ErrorCode> = {
  email: "VALIDATION_EMAIL",
  cpf: "VALIDATION_CPF",
  cnpj: "VALIDATION_CNPJ",
  "linkedin-url": "VALIDATION_URL",
  birthdate: "VALIDATION_BIRTHDATE",
  date: "VALIDATION_DATE",
  "date-time": "VALIDATION_DATE",
  "country-date": "VALIDATION_DATE",
};

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: { errorCode?: string };
}

/** The catalogue error for the first schema violation of a request. */
export function validationToAppError(errors: AjvError[], context: string | undefined): AppError {
  const e = errors[0];
  if (!e) return new AppError("VALIDATION_INVALID");
  const path = e.instancePath.replace(/^\//, "").replace(/\//g, ".");
  const field =
    e.keyword === "required" ? [path, String(e.params.missingProperty)].filter(Boolean).join(".") : path || context;
  switch (e.keyword) {
    case "required":
      return new AppError("VALIDATION_REQUIRED", { field });
    case "format":
      return new AppError(FORMAT_CODES[String(e.params.format)] ?? "VALIDATION_INVALID", { field });
    case "minLength":
      return e.params.limit !== undefined && field?.toLowerCase().includes("password")
        ? new AppError("VALIDATION_PASSWORD_MIN", { field, params: { min: Number(e.params.limit) } })
        : new AppError(Number(e.params.limit) === 1 ? "VALIDATION_REQUIRED" : "VALIDATION_MIN_LENGTH", {
            field,
            params: { min: Number(e.params.limit) },
          });
    case "maxLength":
      return field?.toLowerCase().includes("password")
        ? new AppError("VALIDATION_PASSWORD_MAX", { field, params: { max: Number(e.params.limit) } })
        : new AppError("VALIDATION_MAX_LENGTH", { field, params: { max: Number(e.params.limit) } });
    case "minimum":
    case "exclusiveMinimum":
      return new AppError("VALIDATION_MIN_VALUE", { field, params: { min: Number(e.params.limit) } });
    case "maximum":
    case "exclusiveMaximum":
      return new AppError("VALIDATION_MAX_VALUE", { field, params: { max: Number(e.params.limit) } });
    case "type":
      return new AppError(
        e.params.type === "number" || e.params.type === "integer" ? "VALIDATION_NUMERIC" : "VALIDATION_INVALID",
        { field },
      );
    case "enum":
    case "const":
    case "anyOf":
    case "oneOf":
      return new AppError("VALIDATION_SELECTION", { field });
    case "minItems":
      return new AppError("VALIDATION_SELECTION", { field });
    default:
      return new AppError("VALIDATION_INVALID", { field });
  }
}

/** Maps anything thrown in a request to a catalogue error. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = err as Partial<FastifyError> & { validation?: AjvError[]; validationContext?: string };
  if (Array.isArray(e.validation)) return validationToAppError(e.validation, e.validationContext);
  const status = typeof e.statusCode === "number" ? e.statusCode : 500;
  if (status === 413 || e.code === "FST_ERR_CTP_BODY_TOO_LARGE")
    return new AppError("PAYLOAD_TOO_LARGE", { cause: err });
  if (status === 429) return new AppError("AUTH_TOO_MANY_ATTEMPTS", { cause: err });
  if (status === 404) return new AppError("NOT_FOUND", { cause: err });
  if (status === 401) return new AppError("UNAUTHENTICATED", { cause: err });
  if (status === 403) return new AppError("FORBIDDEN", { cause: err });
  if (status >= 400 && status < 500) return new AppError("VALIDATION_INVALID", { cause: err });
  return new AppError("INTERNAL", { cause: err });
}

export function renderError(err: AppError, locale: Locale): ErrorBody {
  return {
    statusCode: err.statusCode,
    code: err.code,
    message: messageFor(err.code, locale, err.params),
    ...(err.field ? { field: err.field } : {}),
  };
}

/**
 * One error shape for the whole API: `{ statusCode, code, message }` with the
 * message from the catalogue in the caller's language. Server errors are
 * logged with their cause and answered without internals.
 */
export interface ErrorHandlerOptions {
  /**
   * Answers paths no route knows before the catalogue 404 does: the web app's page for browser navigations
   * (core/web). Returns false to let the 404 through.
   */
  fallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

export const errorHandler = fp<ErrorHandlerOptions>(
  async (app: FastifyInstance, options) => {
    app.decorateRequest("userLocale", undefined);
    app.setErrorHandler(async (err: unknown, request: FastifyRequest, reply: FastifyReply) => {
      const appError = toAppError(err);
      if (appError.statusCode >= 500) request.log.error({ err }, "request failed");
      else request.log.info({ code: appError.code, field: appError.field }, "request refused");
      const body = renderError(appError, localeOf(request));
      if (appError.code === "AUTH_TOO_MANY_ATTEMPTS") {
        const retryAfter = (err as { headers?: Record<string, string> }).headers?.["retry-after"];
        if (retryAfter) reply.header("retry-after", retryAfter);
      }
      return reply.status(appError.statusCode).send(body);
    });
    app.setNotFoundHandler(async (request, reply) => {
      if (options.fallback && (await options.fallback(request, reply))) return reply;
      const body = renderError(new AppError("ROUTE_NOT_FOUND"), localeOf(request));
      return reply.status(404).send(body);
    });
  },
  { name: "core.errors" },
);
