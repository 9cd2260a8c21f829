/**
 * The typed client of the workforce platform's API. Types come from the route schemas: `npm run sdk:generate`
 * writes the OpenAPI document (sdk/openapi.json) and its TypeScript form (src/generated/api.d.ts).
 */
export { createClient, type Client, type ClientOptions, type Credential, type FetchLike } from "./client.js";
export { ApiError, UNEXPECTED_RESPONSE, type ErrorBody, type ErrorCode } from "./api-error.js";
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
