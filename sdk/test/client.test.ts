import { describe, expect, expectTypeOf, it } from "vitest";
import { ApiError, createClient, UNEXPECTED_RESPONSE, type FetchLike } from "../src/index.js";

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
});
