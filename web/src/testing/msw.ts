import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { cleanup } from "@testing-library/react";

/**
 * A mock API for component tests (msw): each test adds the answers it needs with `server.use(...)`; a call nobody
 * answers fails the test. Handlers are reset and the DOM cleaned after each test.
 */
export function useMockApi() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

/** The API's error body (core/errors): what the SDK turns into an ApiError. */
export function errorBody(statusCode: number, code: string, message: string, field?: string) {
  return { statusCode, code, message, ...(field ? { field } : {}) };
}
