import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, seedDemo } from "../../../core/seed/demo-seed.js";
import { uniqueAddress, useTestDatabase } from "../../../core/testing/kit.js";
import { buildPeopleApp } from "./helpers.js";

/** Issue 12 in the demo company: the demo manager sees no salary, and job data of their own team only. */
useTestDatabase("people_seed_access");

let built: Awaited<ReturnType<typeof buildPeopleApp>> | undefined;
afterAll(async () => {
  await built?.close();
});

describe("field access in the demo company", () => {
  it("shows the demo manager no salaries, their team's job data, and the others' public cards", async () => {
    built = await buildPeopleApp();
    const { app } = built;
    expect(await seedDemo({ log: app.log, modules: app.modules, workers: 8 })).not.toBeNull();
    const login = async (who: string) => {
      const r = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `${who}@demo.workforce.test`, password: DEMO_PASSWORD },
        remoteAddress: uniqueAddress(),
      });
      expect(r.statusCode, r.body).toBe(200);
      const token = r.json<{ token: string }>().token;
      const session = (await app.inject({ url: "/api/auth/session", headers: { token } })).json();
      return { token, companyId: session.companies[0].id as string };
    };
    type Item = Record<string, unknown> & {
      id: string;
      userId: string;
      name: string;
      referenceWorkerId: string | null;
    };
    const list = async (who: string) => {
      const { token, companyId } = await login(who);
      const r = await app.inject({
        url: `/api/companies/${companyId}/workers?limit=50&status=active`,
        headers: { token },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ items: Item[] }>().items;
    };

    const asAdmin = await list("admin");
    expect(asAdmin.length).toBe(11);
    expect(asAdmin.every((w) => typeof w.salary === "number")).toBe(true);
    const manager = asAdmin.find((w) => w.name === "Marcos")!;
    const team = new Set(asAdmin.filter((w) => w.referenceWorkerId === manager.id).map((w) => w.id));
    expect(team.size).toBeGreaterThan(3);

    const asManager = await list("manager");
    expect(asManager.map((w) => w.id).sort()).toEqual(asAdmin.map((w) => w.id).sort());
    for (const w of asManager) {
      // their own record is theirs to read
      if (w.id === manager.id) {
        expect(w.salary).toBe(manager.salary);
        continue;
      }
      expect(w.salary, w.name).toBeUndefined();
      expect(w.address, w.name).toBeUndefined();
      // job data: their team's (and their own), not the others'
      expect("contractType" in w, w.name).toBe(team.has(w.id));
    }
    expect(asManager.filter((w) => !team.has(w.id) && w.id !== manager.id).length).toBeGreaterThan(0);

    for (const w of await list("employee")) {
      expect(
        Object.keys(w).every((k) => !["salary", "contractType", "birthdate", "gender", "address"].includes(k)),
      ).toBe(true);
      expect(w.name).toBeTruthy();
    }
  });
});
