import type { components } from "./generated/api.js";

/** The body of every error response of the API: `{ statusCode, code, message }` (and `field` when there is one). */
export type ErrorBody = components["schemas"]["ErrorBody"];

/** A code of the API's error catalogue. */
export type ErrorCode = ErrorBody["code"];

/**
 * The code an {@link ApiError} carries when the response was not one of the API's error bodies (a proxy's HTML
 * page, an empty 502...): the status is still the response's.
 */
export const UNEXPECTED_RESPONSE = "UNEXPECTED_RESPONSE";

/**
 * A non-2xx answer of the API. `message` is the server's catalogue message, already in the caller's language
 * (the user's saved setting, then the Accept-Language the client sent); `code` is the stable value to branch on.
 *
 * @example
 * try {
 *   await api.post("/api/auth/login", { body: { email, password } });
 * } catch (error) {
 *   if (error instanceof ApiError && error.code === "AUTH_WRONG_CREDENTIALS") showMessage(error.message);
 *   else throw error;
 * }
 */
export class ApiError extends Error {
  /** The HTTP status. */
  readonly statusCode: number;
  /** The catalogue code, or {@link UNEXPECTED_RESPONSE} when the body was not an error body. */
  readonly code: ErrorCode | typeof UNEXPECTED_RESPONSE;
  /** The input field the error is about, when the server named one. */
  readonly field: string | undefined;
  /** The server's request id (`x-request-id`), to quote to support. */
  readonly requestId: string | undefined;
  /** The method and path template of the call that failed. */
  readonly request: { method: string; path: string };
  /**
   * How long the server asked to wait before trying again (its `Retry-After`, in milliseconds), on a 429 or 503;
   * undefined when it did not say. The client already retried as its `retry` option allows before throwing.
   */
  readonly retryAfterMs: number | undefined;

  constructor(options: {
    statusCode: number;
    code: ErrorCode | typeof UNEXPECTED_RESPONSE;
    message: string;
    field?: string;
    requestId?: string;
    request: { method: string; path: string };
    retryAfterMs?: number;
  }) {
    super(options.message);
    this.name = "ApiError";
    this.statusCode = options.statusCode;
    this.code = options.code;
    this.field = options.field;
    this.requestId = options.requestId;
    this.request = options.request;
    this.retryAfterMs = options.retryAfterMs;
  }

  /** Reads a failed response into an ApiError; never throws itself. */
  static async fromResponse(response: Response, request: { method: string; path: string }): Promise<ApiError> {
    const requestId = response.headers.get("x-request-id") ?? undefined;
    const retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
    const body = await readJson(response);
    if (isErrorBody(body)) {
      return new ApiError({
        statusCode: response.status,
        code: body.code,
        message: body.message,
        field: body.field,
        requestId,
        request,
        retryAfterMs,
      });
    }
    const reason = response.statusText ? `${response.status} ${response.statusText}` : String(response.status);
    return new ApiError({
      statusCode: response.status,
      code: UNEXPECTED_RESPONSE,
      message: `Unexpected response ${reason} to ${request.method} ${request.path}`,
      requestId,
      request,
      retryAfterMs,
    });
  }
}

/**
 * A `Retry-After` header in milliseconds: delay-seconds (`120`) or an HTTP date, measured from `now`; undefined
 * when absent or unreadable. A date in the past gives 0.
 * @example parseRetryAfter("2") // 2000
 */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (value === null || value === undefined) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return undefined;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.code === "string" && typeof body.message === "string";
}
