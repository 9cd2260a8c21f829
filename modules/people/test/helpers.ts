import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { buildTestApp, type TestClock, type TestTenant, uniqueEmail } from "../../../core/testing/kit.js";
import type { AppConfig } from "../../../core/config.js";
import { peopleModule } from "../server/index.js";

/**
 * The whole people module on the real app, storing files under a temporary directory. `close()` stops the app (and
 * what a test started on it, such as jobs) and removes the directory: call it in an `afterAll` declared after
 * `useTestDatabase`, so it runs before the database stops.
 */
export async function buildPeopleApp(
  options: { clock?: TestClock; people?: Partial<Pick<AppConfig, "postalCodeUrl" | "postalCodeTimeoutMs">> } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), "people-test-"));
  const built = await buildTestApp({
    clock: options.clock,
    config: { dataDir, ...options.people },
    modules: [peopleModule],
  });
  return {
    ...built,
    dataDir,
    async close() {
      await built.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface WorkerJson {
  id: string;
  userId: string;
  email: string;
  name: string;
  status: string;
  referenceWorkerId: string | null;
  avatar?: { src: string; path: string; size: number; name: string };
  extraFields?: Record<string, unknown>;
  course?: string;
  courseOther?: string;
  [key: string]: unknown;
}

export const companyUrl = (t: { companyId: string }, path = "") => `/api/companies/${t.companyId}${path}`;

/** Creates a worker as the tenant's admin (POST /workers) and returns it. */
export async function createWorker(
  app: FastifyInstance,
  t: TestTenant,
  body: Record<string, unknown> = {},
): Promise<WorkerJson> {
  const response = await app.inject({
    method: "POST",
    url: companyUrl(t, "/workers"),
    headers: { token: t.admin.token },
    payload: { name: "Wanda", email: uniqueEmail("worker"), ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<WorkerJson>();
}

/** A terminated worker (POST /workers/:id/terminate as the admin). */
export async function terminate(
  app: FastifyInstance,
  t: TestTenant,
  workerId: string,
  body: Record<string, unknown> = { lastDayWork: "2030-01-31", type: "voluntary" },
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: companyUrl(t, `/workers/${workerId}/terminate`),
    headers: { token: t.admin.token },
    payload: body,
  });
}

/**
 * For tests that count or shape a company's whole staff: removes the worker profile the signup gives the company's
 * creator (issue 12), through the API as another admin (nobody removes themselves). The creator stays a member.
 */
export async function withoutCreatorProfile(app: FastifyInstance, t: TestTenant): Promise<void> {
  const base = `/api/companies/${t.companyId}/workers`;
  const me = await app.inject({ method: "GET", url: `${base}/me`, headers: { token: t.admin.token } });
  expect(me.statusCode, me.body).toBe(200);
  const other = await t.loginAs("admin");
  const removed = await app.inject({
    method: "DELETE",
    url: `${base}/${me.json<{ id: string }>().id}`,
    headers: { token: other.token },
  });
  expect(removed.statusCode, removed.body).toBe(204);
}
