/**
 * The typed client of the workforce platform's API. Types come from the route schemas: `npm run sdk:generate`
 * writes the OpenAPI document (sdk/openapi.json) and its TypeScript form (src/generated/api.d.ts).
 */
export {
  createClient,
  type Client,
  type ClientOptions,
  type Credential,
  type FetchLike,
  type RetryOptions,
} from "./client.js";
export { ApiError, parseRetryAfter, UNEXPECTED_RESPONSE, type ErrorBody, type ErrorCode } from "./api-error.js";
export { listAll, paginate, type Page, type PageItem, type PaginatedPaths, type PaginateOptions } from "./paginate.js";
export {
  DEFAULT_WEBHOOK_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhook,
  WEBHOOK_HEADERS,
  WEBHOOK_SECRET_PREFIX,
  WebhookVerificationError,
  type VerifiedWebhook,
  type VerifyWebhookInput,
  type WebhookEvent,
  type WebhookHeaders,
  type WebhookVerificationReason,
} from "./webhooks.js";
export type {
  AnyCaseMethod,
  CallOptions,
  HttpMethod,
  OperationOf,
  ParseAs,
  ParsedAs,
  PathsWithMethod,
  RequestArgs,
  RequestBody,
  RequestOptions,
  ResponseBody,
} from "./types.js";
export type { components, operations, paths } from "./generated/api.js";

import type { paths } from "./generated/api.js";
import type { HttpMethod, OperationOf, PathsWithMethod, RequestBody, ResponseBody } from "./types.js";

/**
 * The success body of an operation of this API, by method and path.
 * @example type Health = ApiResponse<"get", "/api/health">;
 */
export type ApiResponse<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = ResponseBody<
  OperationOf<paths, P, M>
>;

/**
 * The JSON request body of an operation of this API, by method and path (for forms).
 * @example type Login = ApiRequestBody<"post", "/api/auth/login">;
 */
export type ApiRequestBody<M extends HttpMethod, P extends PathsWithMethod<paths, M>> = RequestBody<
  OperationOf<paths, P, M>
>;
