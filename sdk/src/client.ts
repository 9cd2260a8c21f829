import { ApiError, parseRetryAfter } from "./api-error.js";
import type { paths } from "./generated/api.js";
import type {
  AnyCaseMethod,
  HttpMethod,
  OperationOf,
  ParseAs,
  ParsedAs,
  PathsWithMethod,
  RequestArgs,
} from "./types.js";

/** What the client calls to send a request; `globalThis.fetch` fits, and so does an adapter over `app.inject`. */
export type FetchLike = (request: Request) => Promise<Response>;

/** A value, or a function read on every call (a token that changes after login or refresh). */
export type Credential = string | (() => string | null | undefined | Promise<string | null | undefined>);

export interface ClientOptions {
  /**
   * Origin (and any path prefix) the API paths are appended to. An empty string keeps URLs relative, which
   * works in a browser on the app's own origin.
   * @example "https://hr.example.com"
   */
  baseUrl: string;
  /**
   * A session token, sent in the `token` header (spec §7). Give `token` or `apiKey`, not both.
   * @example () => localStorage.getItem("token")
   */
  token?: Credential;
  /**
   * A company API key, sent as `Authorization: Bearer <key>`. Give `token` or `apiKey`, not both.
   * @example process.env.WORKFORCE_API_KEY
   */
  apiKey?: Credential;
  /**
   * Language for error messages, sent as `Accept-Language` (a signed-in user's saved language still wins).
   * @example "pt-BR"
   */
  locale?: string;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
  /**
   * The fetch implementation: tests pass one wired to `app.inject`, so no server listens.
   * @default globalThis.fetch, looked up on each call
   */
  fetch?: FetchLike;
  /**
   * Retries of an answer `429 Too Many Requests`, waiting what its `Retry-After` says. `false` turns retries off.
   * @default { retries: 2, maxDelayMs: 60_000, fallbackDelayMs: 1_000 }
   */
  retry?: RetryOptions | false;
}

/** How the client retries a 429 (see {@link ClientOptions.retry}). */
export interface RetryOptions {
  /**
   * How many times one call is retried after a 429.
   * @default 2
   */
  retries?: number;
  /**
   * The longest wait the client accepts: a `Retry-After` beyond it throws the 429 at once (as {@link ApiError},
   * with `retryAfterMs`), instead of holding the call for minutes.
   * @default 60_000
   */
  maxDelayMs?: number;
  /**
   * The wait when the 429 has no readable `Retry-After`, doubled on each further retry.
   * @default 1_000
   */
  fallbackDelayMs?: number;
  /**
   * How to wait; tests pass one that moves a clock instead of sleeping. Rejects when `signal` aborts.
   * @default a setTimeout
   */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

type Call<Paths, M extends HttpMethod> = <P extends PathsWithMethod<Paths, M>, A extends ParseAs = "json">(
  path: P,
  ...args: RequestArgs<OperationOf<Paths, P, M>, A>
) => Promise<ParsedAs<OperationOf<Paths, P, M>, A>>;

/**
 * A typed client of the API. Paths, path params, query, body and results come from the route schemas through
 * the generated `paths` interface; a non-2xx answer throws {@link ApiError}.
 */
export interface Client<Paths = paths> {
  /**
   * Any operation, by method and path template.
   * @example await api.request("GET", "/api/health")
   */
  request<M extends AnyCaseMethod, P extends PathsWithMethod<Paths, Lowercase<M>>, A extends ParseAs = "json">(
    method: M,
    path: P,
    ...args: RequestArgs<OperationOf<Paths, P, Lowercase<M>>, A>
  ): Promise<ParsedAs<OperationOf<Paths, P, Lowercase<M>>, A>>;
  get: Call<Paths, "get">;
  post: Call<Paths, "post">;
  put: Call<Paths, "put">;
  patch: Call<Paths, "patch">;
  delete: Call<Paths, "delete">;
}

// Spelled through RequestInit: `BodyInit` is a DOM-lib global, and the SDK also compiles without the DOM lib.
type Body = NonNullable<RequestInit["body"]>;

interface RuntimeOptions {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  parseAs?: ParseAs;
}

/**
 * Creates a client. `Paths` defaults to this API's generated paths; another `paths` interface from
 * openapi-typescript works too.
 *
 * @example
 * const api = createClient({ baseUrl: "https://hr.example.com", apiKey: process.env.WORKFORCE_API_KEY });
 * const health = await api.get("/api/health"); // { status: "ok"; version: string; db: "embedded" | "mongodb" }
 */
export function createClient<Paths = paths>(options: ClientOptions): Client<Paths> {
  if (options.token !== undefined && options.apiKey !== undefined) {
    throw new TypeError("createClient: give either `token` or `apiKey`, not both");
  }
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const send: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  const retry = options.retry === false ? undefined : options.retry;
  const retries = options.retry === false ? 0 : Math.max(0, retry?.retries ?? 2);
  const maxDelayMs = retry?.maxDelayMs ?? 60_000;
  const fallbackDelayMs = retry?.fallbackDelayMs ?? 1_000;
  const sleep = retry?.sleep ?? defaultSleep;

  async function request(method: string, path: string, init: RuntimeOptions = {}): Promise<unknown> {
    const upper = method.toUpperCase();
    const headers = new Headers({ accept: "application/json" });
    if (options.locale) headers.set("accept-language", options.locale);
    const token = await read(options.token);
    if (token) headers.set("token", token);
    const apiKey = await read(options.apiKey);
    if (apiKey) headers.set("authorization", `Bearer ${apiKey}`);
    for (const [name, value] of Object.entries({ ...options.headers, ...init.headers })) headers.set(name, value);

    let body: Body | undefined;
    if (init.body !== undefined) {
      if (isRawBody(init.body)) {
        body = init.body;
      } else {
        body = JSON.stringify(init.body);
        headers.set("content-type", "application/json");
      }
    }

    const url = `${baseUrl}${fillPath(path, init.params)}${queryString(init.query)}`;
    // Node's fetch refuses a stream body without `duplex: "half"` (not yet in the DOM typings).
    const streaming = typeof ReadableStream !== "undefined" && body instanceof ReadableStream;
    const requestInit: RequestInit & { duplex?: "half" } = { method: upper, headers, body, signal: init.signal };
    if (streaming) requestInit.duplex = "half";
    // a stream is read by the first attempt: such a call is never retried
    const attempts = streaming ? 0 : retries;
    for (let attempt = 0; ; attempt += 1) {
      const response = await send(new Request(url, requestInit));
      if (response.ok) return parse(response, init.parseAs ?? "json");
      if (response.status === 429 && attempt < attempts) {
        const delay = parseRetryAfter(response.headers.get("retry-after")) ?? fallbackDelayMs * 2 ** attempt;
        if (delay <= maxDelayMs) {
          await response.body?.cancel();
          await sleep(delay, init.signal);
          continue;
        }
      }
      throw await ApiError.fromResponse(response, { method: upper, path });
    }
  }

  const call =
    (method: HttpMethod) =>
    (path: string, init?: RuntimeOptions): Promise<unknown> =>
      request(method, path, init);

  // The runtime is untyped on purpose: the public type above is where paths and payloads are checked.
  return {
    request,
    get: call("get"),
    post: call("post"),
    put: call("put"),
    patch: call("patch"),
    delete: call("delete"),
  } as unknown as Client<Paths>;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

async function read(credential: Credential | undefined): Promise<string | undefined> {
  const value = typeof credential === "function" ? await credential() : credential;
  return value ?? undefined;
}

function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === "") {
      throw new TypeError(`Missing path param "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

function queryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      search.append(name, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

// Bodies fetch sends as they are; everything else is JSON.
function isRawBody(body: unknown): body is Body {
  return (
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof Blob !== "undefined" && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== "undefined" && body instanceof ReadableStream)
  );
}

async function parse(response: Response, parseAs: ParseAs): Promise<unknown> {
  switch (parseAs) {
    case "text":
      return response.text();
    case "blob":
      return response.blob();
    case "arrayBuffer":
      return response.arrayBuffer();
    case "stream":
      return response.body;
    case "json": {
      const text = await response.text();
      // 204, or a 200 with nothing in it: there is no JSON to parse.
      if (text === "") return undefined;
      const type = response.headers.get("content-type") ?? "";
      return /[/+]json\b/i.test(type) ? (JSON.parse(text) as unknown) : text;
    }
  }
}
