import { http, HttpResponse } from "msw";
import type { setupServer } from "msw/node";

/** The company GET /company answers in these tests (br unless told). */
export function companyProfile(overrides: Record<string, unknown> = {}) {
  return {
    id: "c1",
    name: "Acme",
    countryId: "br",
    timeZone: "America/Sao_Paulo",
    settings: {},
    customFields: [],
    workerExtraFields: [],
    customFieldValues: {},
    ...overrides,
  };
}

export const stamp = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };

/** Answers GET /company with a profile, and the structure lists the report filters read with nothing. */
export function mockCompany(server: ReturnType<typeof setupServer>, overrides: Record<string, unknown> = {}) {
  server.use(
    http.get("*/api/companies/c1/company", () => HttpResponse.json(companyProfile(overrides))),
    http.get("*/api/companies/c1/departments", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/offices", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/roles", () => HttpResponse.json({ items: [], total: 0 })),
    http.get("*/api/companies/c1/workers", () => HttpResponse.json({ items: [], total: 0 })),
  );
}
