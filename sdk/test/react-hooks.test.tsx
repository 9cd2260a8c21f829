// @vitest-environment happy-dom
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { ApiError, createClient } from "../src/index.js";
import { ApiProvider, useApiList, useApiMutation, useApiQuery } from "../src/react.js";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A client on a fake server: 5 offices paged by limit/skip, a create that refuses an empty name. */
function setup() {
  const offices = ["A", "B", "C", "D", "E"].map((name, i) => ({ id: String(i), name, createdAt: "", updatedAt: "" }));
  const urls: string[] = [];
  const client = createClient({
    baseUrl: "http://api.test",
    fetch: async (request) => {
      const url = new URL(request.url);
      urls.push(`${request.method} ${url.pathname}${url.search}`);
      if (url.pathname === "/api/health") return json({ status: "ok", version: "9.9.9", db: "embedded" });
      if (request.method === "POST") {
        const { name } = (await request.json()) as { name: string };
        if (!name)
          return json({ statusCode: 400, code: "VALIDATION_REQUIRED", message: "Required.", field: "name" }, 400);
        return json({ id: "new", name, createdAt: "", updatedAt: "" }, 201);
      }
      const skip = Number(url.searchParams.get("skip"));
      const limit = Number(url.searchParams.get("limit"));
      return json({ items: offices.slice(skip, skip + limit), total: offices.length });
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => <ApiProvider client={client}>{children}</ApiProvider>;
  return { urls, wrapper };
}

describe("React hooks", () => {
  it("useApiQuery reads a route and reads it again on refetch", async () => {
    const { urls, wrapper } = setup();
    const { result } = renderHook(() => useApiQuery("/api/health"), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ status: "ok", version: "9.9.9", db: "embedded" }));
    expect(result.current.isLoading).toBe(false);
    act(() => result.current.refetch());
    await waitFor(() => expect(urls).toEqual(["GET /api/health", "GET /api/health"]));
  });

  it("useApiList pages with loadMore until total", async () => {
    const { urls, wrapper } = setup();
    const { result } = renderHook(
      () => useApiList("/api/companies/{companyId}/offices", { params: { companyId: "c1" }, pageSize: 20 as const }),
      { wrapper },
    );
    // the route's limit is typed; the fake pages by 20 but holds 5: one page, nothing more
    await waitFor(() => expect(result.current.items.map((o) => o.name)).toEqual(["A", "B", "C", "D", "E"]));
    expect(result.current).toMatchObject({ total: 5, hasMore: false });
    expect(urls).toEqual(["GET /api/companies/c1/offices?skip=0&limit=20"]);
  });

  it("useApiList's loadMore appends the next page", async () => {
    const { urls, wrapper } = setup();
    const { result } = renderHook(
      // 2 per page, through the untyped door: the offices route accepts any limit up to 100
      () => useApiList("/api/companies/{companyId}/offices", { params: { companyId: "c1" }, pageSize: 2 }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(5));
    expect(result.current.hasMore).toBe(false);
    expect(urls).toEqual([
      "GET /api/companies/c1/offices?skip=0&limit=2",
      "GET /api/companies/c1/offices?skip=2&limit=2",
      "GET /api/companies/c1/offices?skip=4&limit=2",
    ]);
  });

  it("useApiMutation sends on demand and keeps the typed error", async () => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useApiMutation("post", "/api/companies/{companyId}/offices"), { wrapper });
    let created: unknown;
    await act(async () => {
      created = await result.current.mutate({ params: { companyId: "c1" }, body: { name: "Lisbon" } });
    });
    expect(created).toMatchObject({ id: "new", name: "Lisbon" });
    await act(async () => {
      await result.current.mutate({ params: { companyId: "c1" }, body: { name: "" } }).catch(() => undefined);
    });
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ code: "VALIDATION_REQUIRED", field: "name" });
    expect(result.current.isPending).toBe(false);
  });
});
