/**
 * Type machinery that turns the `paths` interface openapi-typescript generates (src/generated/api.d.ts) into the
 * argument and result types of the client. Nothing here exists at run time.
 */

/** HTTP methods as openapi-typescript keys them. */
export type HttpMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/** A method in either case: `"get"` or `"GET"`. */
export type AnyCaseMethod = HttpMethod | Uppercase<HttpMethod>;

/** The shape openapi-typescript gives an operation. */
export interface OperationShape {
  parameters?: unknown;
  requestBody?: unknown;
  responses: object;
}

/** The paths of `Paths` that have an operation for `M`. */
export type PathsWithMethod<Paths, M extends HttpMethod> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: OperationShape } ? P : never;
}[keyof Paths] &
  string;

/** The operation of `Paths[P]` for `M`. */
export type OperationOf<Paths, P extends keyof Paths, M extends HttpMethod> = Paths[P] extends {
  [K in M]: infer Op extends OperationShape;
}
  ? Op
  : never;

type ParametersOf<Op> = Op extends { parameters: infer X } ? X : Op extends { parameters?: infer X } ? X : never;

// Required when the document has required members, optional when all are optional, absent when there are none.
type Slot<Container, Key extends string, Name extends string> = Container extends { [K in Key]: infer X }
  ? [X] extends [never]
    ? { [K in Name]?: never }
    : { [K in Name]: X }
  : Container extends { [K in Key]?: infer X }
    ? [NonNullable<X>] extends [never]
      ? { [K in Name]?: never }
      : { [K in Name]?: NonNullable<X> }
    : { [K in Name]?: never };

type JsonContent<C> = C extends { "application/json": infer J }
  ? J
  : C extends { "multipart/form-data": unknown }
    ? FormData
    : C extends Record<string, infer Other>
      ? Other
      : never;

type BodySlot<Op> = Op extends { requestBody: { content: infer C } }
  ? { body: JsonContent<C> }
  : Op extends { requestBody?: { content: infer C } }
    ? { body?: JsonContent<C> }
    : { body?: never };

/** How the success body is read. `json` (the default) also answers `undefined` for an empty body. */
export type ParseAs = "json" | "text" | "blob" | "arrayBuffer" | "stream";

/** Options every call accepts, whatever the operation. */
export interface CallOptions<A extends ParseAs = "json"> {
  /** Extra headers for this call; they win over the client's. */
  headers?: Record<string, string>;
  /** Cancels the call. */
  signal?: AbortSignal;
  /**
   * How to read a successful response body.
   * @default "json"
   */
  parseAs?: A;
}

/** The third argument of a call: path params, query and body as the operation declares them, plus call options. */
export type RequestOptions<Op, A extends ParseAs = "json"> = Slot<ParametersOf<Op>, "path", "params"> &
  Slot<ParametersOf<Op>, "query", "query"> &
  BodySlot<Op> &
  CallOptions<A>;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** The options argument is optional when the operation needs none of params, query or body. */
export type RequestArgs<Op, A extends ParseAs = "json"> = [RequiredKeys<RequestOptions<Op, A>>] extends [never]
  ? [options?: RequestOptions<Op, A>]
  : [options: RequestOptions<Op, A>];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | 207 | 208 | 226 | "2XX" | "default";

type ContentOf<Status, Response> = Status extends 204 | 205
  ? undefined
  : Response extends { content: infer C }
    ? C extends { "application/json": infer J }
      ? J
      : unknown
    : unknown;

type SuccessOf<Responses> = {
  [S in keyof Responses]: S extends Exclude<SuccessStatus, "default"> ? ContentOf<S, Responses[S]> : never;
}[keyof Responses];

/** The JSON body of a successful response of the operation (a union when several 2xx statuses are declared). */
export type ResponseBody<Op> = Op extends { responses: infer R }
  ? [SuccessOf<R>] extends [never]
    ? unknown
    : SuccessOf<R>
  : unknown;

/** What a call resolves to for a given `parseAs`. */
export type ParsedAs<Op, A extends ParseAs> = {
  json: ResponseBody<Op>;
  text: string;
  blob: Blob;
  arrayBuffer: ArrayBuffer;
  stream: ReadableStream<Uint8Array> | null;
}[A];

/** The JSON request body of an operation, for forms and tests. */
export type RequestBody<Op> = BodySlot<Op> extends { body?: infer B } ? NonNullable<B> : never;
