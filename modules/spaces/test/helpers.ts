import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import {
  addSignedInMember,
  buildTestApp,
  createTestTenant,
  tenantCaller,
  type TestClock,
  type TestPerson,
} from "../../../core/testing/kit.js";
import { serverModules } from "../../server.js";
import type { Reservation, Space } from "../contract/index.js";

/** The product's modules (people provides the offices) on the real app, files under a temporary directory. */
export async function buildSpacesApp(clock: TestClock) {
  const dataDir = await mkdtemp(join(tmpdir(), "spaces-test-"));
  const built = await buildTestApp({ clock, config: { dataDir }, modules: serverModules() });
  return {
    ...built,
    async close() {
      await built.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh company (Brazil: America/Sao_Paulo, UTC-3) with an office, a room (capacity 4, 08:00-19:00 Monday to
 * Friday, 15 minutes' grace) and a desk, and callers for its admin and a few employees.
 */
export async function spacesCompany(app: FastifyInstance) {
  const t = await createTestTenant(app);
  const call = tenantCaller(() => ({ app, companyId: t.companyId }));
  const ok = async <T>(person: TestPerson | typeof t.admin, method: string, url: string, payload?: unknown) => {
    const r = await call(person, method, url, payload);
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json<T>();
  };
  const office = await ok<{ id: string }>(t.admin, "POST", "/offices", { name: "Paulista" });
  const room = await ok<Space>(t.admin, "POST", "/spaces/spaces", {
    officeId: office.id,
    kind: "room",
    name: "Jabuticaba",
    capacity: 4,
    floor: "1",
    amenities: ["TV"],
  });
  const desk = await ok<Space>(t.admin, "POST", "/spaces/spaces", {
    officeId: office.id,
    kind: "desk",
    name: "Desk 1",
    capacity: 1,
    checkInGraceMinutes: 60,
  });
  const employee = (locale?: string) =>
    addSignedInMember(app, { admin: t.admin, levels: ["requester"], ...(locale ? { locale } : {}) });
  const book = (person: TestPerson | typeof t.admin, body: Record<string, unknown>, locale?: string) =>
    call(person, "POST", "/spaces/reservations", { spaceId: room.id, ...body }, locale);
  return { t, call, ok, office, room, desk, employee, book };
}

export type Booked = { items: Reservation[] };
