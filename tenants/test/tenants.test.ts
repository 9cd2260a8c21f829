import { randomBytes } from "node:crypto";
import mongoose from "mongoose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestDatabase, type TestDatabase } from "../../core/testing/db.js";
import { CompanyModel } from "../company.model.js";
import {
  discardProvisionedCompany,
  findCompanies,
  findCompany,
  listCompanyIds,
  provisionCompany,
} from "../tenants.service.js";

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await mongoose.connect(db.uri, { dbName: `tenants_${randomBytes(4).toString("hex")}` });
});
afterAll(async () => {
  await mongoose.disconnect();
  await db.stop();
});

const ctx = { now: () => new Date("2030-02-01T12:00:00.000Z") };
const input = { name: "Acme", countryId: "mx", plan: "flash", pack: "flexible", initNumWorkers: 40 } as const;

describe("tenants service", () => {
  it("provisions a company and reads it back for the module gate", async () => {
    const company = await provisionCompany(ctx, input);
    expect(company).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: "Acme",
      plan: "flash",
      countryId: "mx",
      disabledModules: [],
      // the country's zone until the company sets its own
      timeZone: "America/Mexico_City",
    });
    expect(await findCompany(company.id)).toEqual(company);
    const stored = await CompanyModel.findById(company.id).lean();
    expect(stored).toMatchObject({ pack: "flexible", initNumWorkers: 40, deletedAt: null, createdAt: ctx.now() });

    await CompanyModel.updateOne({ _id: company.id }, { $set: { "modules.disabled": ["leave"] } });
    expect((await findCompany(company.id))?.disabledModules).toEqual(["leave"]);
    await CompanyModel.updateOne({ _id: company.id }, { $set: { gmt: "America/Tijuana" } });
    expect((await findCompany(company.id))?.timeZone).toBe("America/Tijuana");
    // a zone the runtime does not know is refused
    await expect(
      CompanyModel.updateOne({ _id: company.id }, { $set: { gmt: "Mars/Olympus" } }, { runValidators: true }),
    ).rejects.toThrow();
  });

  it("answers null for unknown, malformed and soft-deleted ids, and lists only live companies", async () => {
    const live = await provisionCompany(ctx, input);
    const deleted = await provisionCompany(ctx, { ...input, name: "Gone" });
    await CompanyModel.updateOne({ _id: deleted.id }, { $set: { deletedAt: new Date() } });

    expect(await findCompany("0123456789abcdef01234567")).toBeNull();
    expect(await findCompany("not-an-id")).toBeNull();
    expect(await findCompany({ $ne: null } as unknown as string)).toBeNull();
    expect(await findCompany(deleted.id)).toBeNull();

    const ids = await listCompanyIds();
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(deleted.id);
    expect((await findCompanies([live.id, deleted.id, "junk"])).map((c) => c.id)).toEqual([live.id]);
  });

  it("refuses values outside the spec's lists", async () => {
    await expect(provisionCompany(ctx, { ...input, countryId: "fr" as "mx" })).rejects.toThrow(/countryId/);
    await expect(provisionCompany(ctx, { ...input, plan: "gold" as "flash" })).rejects.toThrow(/plan/);
  });

  it("discards a company whose signup did not finish", async () => {
    const company = await provisionCompany(ctx, input);
    await discardProvisionedCompany(company.id);
    expect(await CompanyModel.findById(company.id)).toBeNull();
  });
});
