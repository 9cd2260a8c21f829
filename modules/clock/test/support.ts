import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { createTestTenant, firstAccess, tenantCaller, uniqueEmail } from "../../../core/testing/kit.js";

/**
 * A company for the clock's tests: an office, a leader (revisor) and two people of the leader's team (Ana, Bruno) on
 * the default schedule (Monday to Friday, 6 to 18), each signed in; `punch` sends a punch with a fresh key.
 */
export async function clockCompany(app: FastifyInstance, options: { companyName?: string } = {}) {
  const t = await createTestTenant(app, { companyName: options.companyName ?? "Ponto Ltda" });
  const call = tenantCaller(() => ({ app, companyId: t.companyId }));
  const ok = async <T>(method: string, url: string, body?: unknown, as: { token: string } = t.admin): Promise<T> => {
    const r = await call(as, method, url, body);
    expect(r.statusCode, `${method} ${url}: ${r.body}`).toBeLessThan(300);
    return r.json<T>();
  };
  const officeId = (await ok<{ id: string }>("POST", "/offices", { name: "Paulista" })).id;
  const leaderRole = (await ok<{ id: string }>("POST", "/roles", { name: "Leader", levelAccess: "revisor" })).id;
  const worker = async (name: string, extra: Record<string, unknown>) => {
    const w = await ok<{ id: string; userId: string }>("POST", "/workers", {
      name,
      lastName: "Souza",
      email: uniqueEmail(name.toLowerCase()),
      officeId,
      ...extra,
    });
    return { ...(await firstAccess(app, t.admin.token, w.userId)), workerId: w.id };
  };
  const leader = await worker("Lia", { roleId: leaderRole, levels: ["revisor"] });
  const ana = await worker("Ana", { referenceWorkerId: leader.workerId });
  const bruno = await worker("Bruno", { referenceWorkerId: leader.workerId });
  let n = 0;
  const key = () => `key-${Date.now()}-${++n}-${Math.random().toString(36).slice(2)}`;
  const punch = (as: { token: string }, body: Record<string, unknown>, locale?: string) =>
    call(as, "POST", "/clock/punches", { idempotencyKey: key(), ...body }, locale);
  return { t, call, ok, officeId, leader, ana, bruno, punch, key };
}
