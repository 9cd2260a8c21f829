import { describe, expect, it } from "vitest";
import { CompanyModel } from "../../../tenants/company.model.js";
import { buildTestApp, uniqueAddress, useTestDatabase } from "../../testing/kit.js";
import { DEMO_PASSWORD, describeLogins, seedDemo, workerName } from "../demo-seed.js";

useTestDatabase("seed");

describe("the demo company", () => {
  it("is created on an empty database only, and its printed logins sign in with their levels", async () => {
    const { app } = await buildTestApp();
    const logins = await seedDemo({ log: app.log, workers: 5 });
    expect(logins?.map((l) => l.role)).toEqual(["admin", "manager", "employee", "founder"]);
    expect(describeLogins(logins!)).toMatch(new RegExp(`admin@demo\\.workforce\\.test +${DEMO_PASSWORD}`));
    expect(await seedDemo({ log: app.log })).toBeNull();
    expect(await CompanyModel.countDocuments({})).toBe(1);

    const sessionOf = async (email: string) => {
      const r = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email, password: DEMO_PASSWORD },
        remoteAddress: uniqueAddress(),
      });
      expect(r.statusCode, r.body).toBe(200);
      const token = r.json<{ token: string }>().token;
      return (await app.inject({ url: "/api/auth/session", headers: { token } })).json();
    };
    const admin = await sessionOf("admin@demo.workforce.test");
    expect(admin.companies[0].levels).toEqual(expect.arrayContaining(["admin", "revisor", "requester"]));
    expect((await sessionOf("manager@demo.workforce.test")).companies[0].levels).toContain("revisor");
    expect((await sessionOf("employee@demo.workforce.test")).companies[0].levels).toEqual(["requester"]);
    expect((await sessionOf("founder@demo.workforce.test")).user.isFounder).toBe(true);
    await app.close();
  });

  it("names workers realistically and uniquely", () => {
    const names = Array.from({ length: 1000 }, (_, i) => workerName(i));
    expect(new Set(names).size).toBe(1000);
    expect(workerName(0)).toBe("Ana Silva");
  });
});
