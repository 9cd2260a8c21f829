import { describe, expect, expectTypeOf, it } from "vitest";
import { ApiError, createClient, parseRetryAfter, UNEXPECTED_RESPONSE, type FetchLike } from "../src/index.js";

/**
 * A `paths` interface in the shape openapi-typescript emits, covering what the API's own document does not have
 * yet: path params, a required and an optional query, a JSON body, 201 and 204 answers.
 */
interface TestPaths {
  "/api/companies/{companyId}/things/{id}": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { expand?: boolean; tags?: string[] };
        header?: never;
        path: { companyId: string; id: string };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: { headers: Record<string, unknown>; content: { "application/json": { id: string; name: string } } };
        "4XX": { headers: Record<string, unknown>; content: { "application/json": { code: string } } };
      };
    };
    put?: never;
    post?: never;
    delete: {
      parameters: { query?: never; header?: never; path: { companyId: string; id: string }; cookie?: never };
      requestBody?: never;
      responses: { 204: { headers: Record<string, unknown>; content?: never } };
    };
  };
  "/api/companies/{companyId}/things": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    post: {
      parameters: { query: { dryRun: boolean }; header?: never; path: { companyId: string }; cookie?: never };
      requestBody: { content: { "application/json": { name: string } } };
      responses: {
        201: { headers: Record<string, unknown>; content: { "application/json": { id: string } } };
      };
    };
  };
  "/api/ping": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: { query?: never; header?: never; path?: never; cookie?: never };
      requestBody?: never;
      responses: { 200: { headers: Record<string, unknown>; content: { "application/json": { pong: true } } } };
    };
  };
}

/** A fetch that records requests and answers from a handler. */
function fakeFetch(answer: (request: Request) => Response | Promise<Response>): FetchLike & { requests: Request[] } {
  const requests: Request[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    requests.push(request.clone());
    return answer(request);
  };
  return Object.assign(fetch, { requests });
}

const json = (body: unknown, init: ResponseInit = {}): Response =>
  new Response(JSON.stringify(body), { ...init, headers: { "content-type": "application/json", ...init.headers } });

describe("createClient", () => {
  it("fills path params, serialises the query, and types the result", async () => {
    const fetch = fakeFetch(() => json({ id: "t 1", name: "Thing" }));
    const api = createClient<TestPaths>({ baseUrl: "https://hr.example.com/", fetch });

    const thing = await api.get("/api/companies/{companyId}/things/{id}", {
      params: { companyId: "c1", id: "t 1/2" },
      query: { expand: true, tags: ["a", "b"] },
    });

    expectTypeOf(thing).toEqualTypeOf<{ id: string; name: string }>();
    expect(thing).toEqual({ id: "t 1", name: "Thing" });
    expect(fetch.requests[0]?.method).toBe("GET");
    expect(fetch.requests[0]?.url).toBe(
      "https://hr.example.com/api/companies/c1/things/t%201%2F2?expand=true&tags=a&tags=b",
    );
  });

  it("sends a JSON body with its content type, and resolves 204 to undefined", async () => {
    const fetch = fakeFetch((request) =>
      request.method === "POST" ? json({ id: "new" }, { status: 201 }) : new Response(null, { status: 204 }),
    );
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch });

    const created = await api.request("POST", "/api/companies/{companyId}/things", {
      params: { companyId: "c1" },
      query: { dryRun: false },
      body: { name: "Desk" },
    });
    expectTypeOf(created).toEqualTypeOf<{ id: string }>();
    expect(created).toEqual({ id: "new" });
    expect(fetch.requests[0]?.headers.get("content-type")).toBe("application/json");
    expect(await fetch.requests[0]?.json()).toEqual({ name: "Desk" });
    expect(fetch.requests[0]?.url).toBe("http://api.test/api/companies/c1/things?dryRun=false");

    const removed = await api.delete("/api/companies/{companyId}/things/{id}", {
      params: { companyId: "c1", id: "t" },
    });
    expectTypeOf(removed).toEqualTypeOf<undefined>();
    expect(removed).toBeUndefined();
  });

  it("checks paths, params and bodies at compile time", () => {
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch: fakeFetch(() => json({})) });
    // Compile-time only: each call below is a type error, so none is awaited.
    const calls = [
      // @ts-expect-error an unknown path
      () => api.get("/api/nope"),
      // @ts-expect-error a path without that method
      () => api.post("/api/ping"),
      // @ts-expect-error path params are required
      () => api.get("/api/companies/{companyId}/things/{id}"),
      // @ts-expect-error a missing param
      () => api.get("/api/companies/{companyId}/things/{id}", { params: { companyId: "c" } }),
      () =>
        api.post("/api/companies/{companyId}/things", {
          params: { companyId: "c" },
          query: { dryRun: true },
          // @ts-expect-error a body of the wrong shape
          body: { title: "x" },
        }),
      // @ts-expect-error the required query is missing
      () => api.post("/api/companies/{companyId}/things", { params: { companyId: "c" }, body: { name: "x" } }),
      // @ts-expect-error no body on a GET
      () => api.get("/api/ping", { body: { x: 1 } }),
    ];
    expect(calls).toHaveLength(7);
    // Options are optional where nothing is required.
    expectTypeOf(api.get<"/api/ping">).parameters.toEqualTypeOf<
      [path: "/api/ping", options?: Parameters<typeof api.get<"/api/ping">>[1]]
    >();
  });

  it("sends the session token in the `token` header (spec §7), read on every call", async () => {
    const fetch = fakeFetch(() => json({ pong: true }));
    let token: string | undefined = "first";
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", token: () => token, fetch });
    await api.get("/api/ping");
    token = "second";
    await api.get("/api/ping");
    token = undefined;
    await api.get("/api/ping");
    expect(fetch.requests.map((request) => request.headers.get("token"))).toEqual(["first", "second", null]);
    expect(fetch.requests[0]?.headers.get("authorization")).toBeNull();
  });

  it("sends an API key as Bearer, the locale as Accept-Language, and lets a call's headers win", async () => {
    const fetch = fakeFetch(() => json({ pong: true }));
    const api = createClient<TestPaths>({
      baseUrl: "http://api.test",
      apiKey: "wk_live_123",
      locale: "pt-BR",
      headers: { "x-client": "sdk-test" },
      fetch,
    });
    await api.get("/api/ping");
    await api.get("/api/ping", { headers: { "accept-language": "es" } });
    const [first, second] = fetch.requests;
    expect(first?.headers.get("authorization")).toBe("Bearer wk_live_123");
    expect(first?.headers.get("token")).toBeNull();
    expect(first?.headers.get("accept-language")).toBe("pt-BR");
    expect(first?.headers.get("x-client")).toBe("sdk-test");
    expect(second?.headers.get("accept-language")).toBe("es");
  });

  it("refuses a token and an API key together", () => {
    expect(() => createClient({ baseUrl: "http://api.test", token: "t", apiKey: "k" })).toThrow(TypeError);
  });

  it("throws ApiError with the server's code, message, field and request id", async () => {
    const fetch = fakeFetch(() =>
      json(
        { statusCode: 409, code: "LEAVE_OVERLAP", message: "Sobreposição não permitida", field: "start" },
        { status: 409, headers: { "x-request-id": "req-7" } },
      ),
    );
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch });
    const error = await api.get("/api/ping").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: "ApiError",
      statusCode: 409,
      code: "LEAVE_OVERLAP",
      message: "Sobreposição não permitida",
      field: "start",
      requestId: "req-7",
      request: { method: "GET", path: "/api/ping" },
    });
  });

  it("throws ApiError with UNEXPECTED_RESPONSE when the body is not an error body", async () => {
    const fetch = fakeFetch(() => new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch });
    const error = await api.get("/api/ping").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 502, code: UNEXPECTED_RESPONSE });
    expect((error as ApiError).message).toContain("502 Bad Gateway");
  });

  it("throws before sending when a path param is missing at run time", async () => {
    const fetch = fakeFetch(() => json({}));
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch });
    const untyped = api.get as (path: string, options?: object) => Promise<unknown>;
    await expect(untyped("/api/companies/{companyId}/things/{id}", { params: { companyId: "c" } })).rejects.toThrow(
      'Missing path param "id"',
    );
    expect(fetch.requests).toHaveLength(0);
  });

  it("reads the body as asked with parseAs", async () => {
    const fetch = fakeFetch(() => new Response("a,b\n1,2\n", { headers: { "content-type": "text/csv" } }));
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch });
    const text = await api.get("/api/ping", { parseAs: "text" });
    expectTypeOf(text).toEqualTypeOf<string>();
    expect(text).toBe("a,b\n1,2\n");
    const blob = await api.get("/api/ping", { parseAs: "blob" });
    expectTypeOf(blob).toEqualTypeOf<Blob>();
    expect(await blob.text()).toBe("a,b\n1,2\n");
  });

  it("passes FormData through untouched, for uploads", async () => {
    const fetch = fakeFetch(() => json({ id: "f" }, { status: 201 }));
    const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch });
    const form = new FormData();
    form.set("file", new Blob(["x"], { type: "image/png" }), "a.png");
    const untyped = api.post as (path: string, options?: object) => Promise<unknown>;
    await untyped("/api/companies/{companyId}/things", { params: { companyId: "c" }, body: form });
    expect(fetch.requests[0]?.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
  });

  describe("429 retries", () => {
    const tooMany = (retryAfter?: string) =>
      json(
        { statusCode: 429, code: "AUTH_TOO_MANY_ATTEMPTS", message: "Too many attempts try later" },
        { status: 429, headers: retryAfter === undefined ? {} : { "retry-after": retryAfter } },
      );

    it("waits the Retry-After seconds, then retries the same request, body included", async () => {
      const answers = [tooMany("2"), tooMany("0"), json({ id: "new" }, { status: 201 })];
      const fetch = fakeFetch(() => answers.shift()!);
      const waits: number[] = [];
      const api = createClient<TestPaths>({
        baseUrl: "http://api.test",
        fetch,
        retry: { sleep: async (ms) => void waits.push(ms) },
      });
      const created = await api.post("/api/companies/{companyId}/things", {
        params: { companyId: "c" },
        query: { dryRun: false },
        body: { name: "Desk" },
      });
      expect(created).toEqual({ id: "new" });
      expect(waits).toEqual([2000, 0]);
      expect(await Promise.all(fetch.requests.map((r) => r.text()))).toEqual(Array(3).fill('{"name":"Desk"}'));
    });

    it("stops after `retries` and throws the last 429 with its wait", async () => {
      const fetch = fakeFetch(() => tooMany("1"));
      const api = createClient<TestPaths>({
        baseUrl: "http://api.test",
        fetch,
        retry: { retries: 1, sleep: async () => {} },
      });
      await expect(api.get("/api/ping")).rejects.toMatchObject({
        statusCode: 429,
        code: "AUTH_TOO_MANY_ATTEMPTS",
        retryAfterMs: 1000,
      });
      expect(fetch.requests).toHaveLength(2);
    });

    it("backs off exponentially without Retry-After, never retries other statuses or when turned off", async () => {
      const waits: number[] = [];
      const sleep = async (ms: number) => void waits.push(ms);
      const limited = fakeFetch(() => tooMany());
      const api = createClient<TestPaths>({
        baseUrl: "http://api.test",
        fetch: limited,
        retry: { retries: 3, fallbackDelayMs: 100, sleep },
      });
      await expect(api.get("/api/ping")).rejects.toBeInstanceOf(ApiError);
      expect(waits).toEqual([100, 200, 400]);
      expect(limited.requests).toHaveLength(4);

      const broken = fakeFetch(() => json({ statusCode: 503, code: "INTERNAL", message: "down" }, { status: 503 }));
      await expect(
        createClient<TestPaths>({ baseUrl: "http://api.test", fetch: broken, retry: { sleep } }).get("/api/ping"),
      ).rejects.toMatchObject({ statusCode: 503 });
      expect(broken.requests).toHaveLength(1);

      const off = fakeFetch(() => tooMany("0"));
      await expect(
        createClient<TestPaths>({ baseUrl: "http://api.test", fetch: off, retry: false }).get("/api/ping"),
      ).rejects.toMatchObject({ statusCode: 429, retryAfterMs: 0 });
      expect(off.requests).toHaveLength(1);
    });

    it("stops waiting when the call is aborted", async () => {
      const fetch = fakeFetch(() => tooMany("30"));
      const api = createClient<TestPaths>({ baseUrl: "http://api.test", fetch });
      const controller = new AbortController();
      const call = api.get("/api/ping", { signal: controller.signal });
      await new Promise((resolve) => setImmediate(resolve));
      controller.abort(new Error("gone"));
      await expect(call).rejects.toThrow("gone");
      expect(fetch.requests).toHaveLength(1);
    });

    it("reads Retry-After as seconds or as an HTTP date", () => {
      const now = Date.parse("2030-01-15T09:00:00Z");
      expect(parseRetryAfter("120", now)).toBe(120_000);
      expect(parseRetryAfter("Tue, 15 Jan 2030 09:00:30 GMT", now)).toBe(30_000);
      expect(parseRetryAfter("Tue, 15 Jan 2030 08:00:00 GMT", now)).toBe(0);
      expect(parseRetryAfter("soon", now)).toBeUndefined();
      expect(parseRetryAfter(null, now)).toBeUndefined();
    });
  });
});
